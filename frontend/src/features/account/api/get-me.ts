import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

export const getMeQueryOptions = () => $api.queryOptions('get', '/api/custom/v1/me');

/** GET /api/custom/v1/me: the signed-in user's profile. */
export const useMe = () => useQuery(getMeQueryOptions());
