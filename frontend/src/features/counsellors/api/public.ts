import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';

/**
 * GET /api/custom/v1/counsellors (public): one page of the published counsellors by name, in the language sent
 * with `Accept-Language` (their names, titles and next free time in words). The header is part of the query key,
 * so a language switch asks again.
 */
export const usePublicCounsellors = (page: number, perPage: number) => {
  const language = useLanguage();
  return useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors', { params: { query: { page, per_page: perPage } }, headers: { 'Accept-Language': language } }),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/custom/v1/counsellors/{id} (public): one published counsellor in the page's language; 404 for any other. Nothing for no id. */
export const usePublicCounsellor = (id: number | null) => {
  const language = useLanguage();
  return useQuery({
    ...$api.queryOptions('get', '/api/custom/v1/counsellors/{id}', { params: { path: { id: id ?? 0 } }, headers: { 'Accept-Language': language } }),
    enabled: id !== null,
  });
};
