import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { putQuestion } from './list-questions';

/** POST /api/custom/v1/admin/questions/{id} (ADMIN): new titles and options; the type must stay what it was. */
export const useUpdateQuestion = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/questions/{id}', { onSuccess: ({ question }) => putQuestion(queryClient, question) });
};
