import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

export const getSiteConfigQueryOptions = () =>
  $api.queryOptions('get', '/api/custom/v1/site-config', {}, { staleTime: Infinity, gcTime: Infinity });

export const useSiteConfig = () => useQuery(getSiteConfigQueryOptions());
