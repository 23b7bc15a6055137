import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { putQuestion } from './list-questions';

/** POST /api/custom/v1/admin/questions (ADMIN): a new question, asked from now on after the others. */
export const useAddQuestion = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/questions', { onSuccess: ({ question }) => putQuestion(queryClient, question) });
};
