import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { refreshHelplines } from './list-helplines';

/** POST /api/custom/v1/helplines/{id} (ADMIN): the whole helpline again (texts, number, order, verification date, hidden flag). */
export const useUpdateHelpline = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/helplines/{id}', { onSuccess: () => void refreshHelplines(queryClient) });
};
