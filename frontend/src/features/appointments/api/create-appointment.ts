import { $api } from '@/lib/api/client';
import { useRefetchUserAppointments } from './list-user-appointments';

/** POST /api/custom/v1/appointment/create (SUBSCRIBER): a new requested appointment. */
export const useCreateAppointment = () => $api.useMutation('post', '/api/custom/v1/appointment/create', { onSuccess: useRefetchUserAppointments() });
