import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';

/** GET /api/custom/v1/get_user_status_count: the dashboard's figures, which a submission changes. */
export const STATUS_COUNT_KEY = keyOf('get', '/api/custom/v1/get_user_status_count');

/** POST /api/custom/v1/multiple-answers [{id, answer}] (SUBSCRIBER): today's answers to every question, once a day. */
export const useSubmitAnswers = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/multiple-answers', { onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_COUNT_KEY }) });
};
