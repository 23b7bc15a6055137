import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { putQuestion } from './list-questions';

/**
 * POST /api/custom/v1/admin/questions/{id}/retire {retired} (ADMIN): stop asking a question (its answers stay), or ask
 * it again. The sleep question cannot be retired (409 `sleep_question_kept`).
 */
export const useRetireQuestion = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/questions/{id}/retire', { onSuccess: ({ question }) => putQuestion(queryClient, question) });
};
