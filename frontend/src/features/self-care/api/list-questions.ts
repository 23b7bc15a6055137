import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';

/**
 * GET /api/custom/v1/questions (SUBSCRIBER): the questions asked now, in order, titled in the
 * language sent with `Accept-Language`. The header is part of the query key, so a language switch asks again.
 */
export const useQuestions = () => {
  const language = useLanguage();
  return useQuery($api.queryOptions('get', '/api/custom/v1/questions', { headers: { 'Accept-Language': language } }));
};
