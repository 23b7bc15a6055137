import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import { ALL_APPOINTMENTS_KEY, allAppointmentsQueryOptions } from './list-all-appointments';
import { isAppointmentStatus } from './status';

/**
 * POST /api/custom/v1/appointment/update-status/{id} (ADMIN): approve, unapprove or undo. Pass the table's
 * `status`, `page` and `per_page` as the query: the answer's `list` is that page after the change, and it is shown
 * at once; other statuses' pages (and their counts) are stale and load again when shown. A refusal other than a
 * field's (gone, decided by someone else) reads the list again.
 */
export const useUpdateAppointmentStatus = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/appointment/update-status/{id}', {
    onSuccess: ({ list }, { params }) => {
      void queryClient.invalidateQueries({ queryKey: ALL_APPOINTMENTS_KEY, refetchType: 'none' });
      const status = params.query?.status;
      if (status && isAppointmentStatus(status) && (list.items.length > 0 || list.page === 1)) {
        queryClient.setQueryData(allAppointmentsQueryOptions({ status, page: list.page }).queryKey, list);
      }
    },
    onError: (error) => {
      if (toApiError(error, '').code !== 'validation_failed') void queryClient.invalidateQueries({ queryKey: ALL_APPOINTMENTS_KEY });
    },
  });
};
