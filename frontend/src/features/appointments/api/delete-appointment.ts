import { $api } from '@/lib/api/client';
import { useRefetchUserAppointments } from './list-user-appointments';

/** DELETE /api/custom/v1/appointment/delete/{id} (SUBSCRIBER): one's own requested appointment. */
export const useDeleteAppointment = () => $api.useMutation('delete', '/api/custom/v1/appointment/delete/{id}', { onSettled: useRefetchUserAppointments() });
