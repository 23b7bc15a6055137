import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';

/**
 * GET /api/custom/v1/helplines (public): the visible helplines in the admins' order, in the language sent with
 * `Accept-Language`. The header is part of the query key, so a language switch asks again.
 */
export const helplinesQueryOptions = (language: string) => $api.queryOptions('get', '/api/custom/v1/helplines', { headers: { 'Accept-Language': language } });

export const useHelplines = () => useQuery(helplinesQueryOptions(useLanguage()));
