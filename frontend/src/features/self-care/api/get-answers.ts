import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';

export const answersQueryOptions = (date: string) =>
  $api.queryOptions('get', '/api/custom/v1/answers-by-date/{date}', { params: { path: { date } } });

/** GET /api/custom/v1/answers-by-date/{date} (SUBSCRIBER): the caller's answers on a day (empty when none). */
export const useAnswersByDate = (date: string, enabled: boolean) => useQuery({ ...answersQueryOptions(date), enabled });
