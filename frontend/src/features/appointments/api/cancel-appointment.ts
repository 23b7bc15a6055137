import { $api } from '@/lib/api/client';
import { useRefetchUserAppointments } from './list-user-appointments';

/** POST /api/custom/v1/appointment/cancel/{id} (SUBSCRIBER): one's own approved session, never refused for being late. */
export const useCancelAppointment = () => $api.useMutation('post', '/api/custom/v1/appointment/cancel/{id}', { onSettled: useRefetchUserAppointments() });
