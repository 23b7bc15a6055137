import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { refreshHelplines } from './list-helplines';

/** POST /api/custom/v1/helplines (ADMIN): a new helpline (201 with the server's message and the helpline as stored). */
export const useAddHelpline = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/helplines', { onSuccess: () => void refreshHelplines(queryClient) });
};
