import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/appointment/update/{id} (SUBSCRIBER): one's own requested appointment, resubmitted. */
export const useUpdateAppointment = () => $api.useMutation('post', '/api/custom/v1/appointment/update/{id}');
