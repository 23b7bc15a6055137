import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { adminTableRows } from '@/lib/api/limits.gen';

/** GET /api/custom/v1/admin/mail/dead-letters (ADMIN). */
export const deadLettersQueryOptions = (page: number) =>
  $api.queryOptions('get', '/api/custom/v1/admin/mail/dead-letters', { params: { query: { page, per_page: adminTableRows } } });

/** POST /api/custom/v1/admin/mail/dead-letters/{id}/retry */
export const useRetryDeadLetter = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/admin/mail/dead-letters/{id}/retry', {
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/admin/mail/dead-letters') }),
  });
};

/** DELETE /api/custom/v1/admin/mail/dead-letters/{id} */
export const useDiscardDeadLetter = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/admin/mail/dead-letters/{id}', {
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/admin/mail/dead-letters') }),
  });
};
