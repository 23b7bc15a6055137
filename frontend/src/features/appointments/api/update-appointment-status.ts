import { $api } from '@/lib/api/client';

/**
 * POST /api/custom/v1/appointment/update-status/{id} (ADMIN): approve, unapprove or undo. Pass the table's
 * `status`, `page` and `per_page` as the query: the answer's `list` is that page after the change.
 */
export const useUpdateAppointmentStatus = () => $api.useMutation('post', '/api/custom/v1/appointment/update-status/{id}');
