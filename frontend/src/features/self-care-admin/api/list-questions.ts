import { useQuery, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import type { AdminQuestionResponse } from '@/lib/api/types';

export const adminQuestionsQueryOptions = () => $api.queryOptions('get', '/api/custom/v1/admin/questions');

/** GET /api/custom/v1/admin/questions (ADMIN): every question, the asked ones first in their order, then the retired ones. */
export const useAdminQuestions = () => useQuery(adminQuestionsQueryOptions());

/**
 * Puts a question the server just answered with into the cached list (in place, or at the end when new), so the
 * page shows it at once, then reads the list again for the server's order.
 */
export function putQuestion(queryClient: QueryClient, question: AdminQuestionResponse) {
  const { queryKey } = adminQuestionsQueryOptions();
  queryClient.setQueryData<AdminQuestionResponse[]>(queryKey, (list) =>
    list && (list.some((q) => q.id === question.id) ? list.map((q) => (q.id === question.id ? question : q)) : [...list, question]),
  );
  void queryClient.invalidateQueries({ queryKey });
}
