import { $api } from '@/lib/api/client';
import { useRefetchUserAppointments } from './list-user-appointments';

/** POST /api/custom/v1/appointment/update/{id} (SUBSCRIBER): one's own requested appointment, resubmitted. */
export const useUpdateAppointment = () => $api.useMutation('post', '/api/custom/v1/appointment/update/{id}', { onSuccess: useRefetchUserAppointments() });
