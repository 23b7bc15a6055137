import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { adminQuestionsQueryOptions } from './list-questions';

/**
 * POST /api/custom/v1/admin/questions-order {ids} (ADMIN): every asked question's id once, in the new order.
 * The answer is the whole list in the server's order, which replaces the cached one (no second read).
 */
export const useReorderQuestions = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/questions-order', {
    onSuccess: (questions) => queryClient.setQueryData(adminQuestionsQueryOptions().queryKey, questions),
  });
};
