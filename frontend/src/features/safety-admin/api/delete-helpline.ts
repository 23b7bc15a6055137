import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { refreshHelplines } from './list-helplines';

/** DELETE /api/custom/v1/helplines/{id} (ADMIN): gone from the help panel for everyone. */
export const useDeleteHelpline = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/helplines/{id}', { onSuccess: () => void refreshHelplines(queryClient) });
};
