import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';

/**
 * GET /api/custom/v1/helplines (public): the visible helplines in the admins' order, in the language sent with
 * `Accept-Language`. The header is part of the query key, so a language switch asks again.
 */
export const useHelplines = () => {
  const language = useLanguage();
  return useQuery($api.queryOptions('get', '/api/custom/v1/helplines', { headers: { 'Accept-Language': language } }));
};
