import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/appointment/create (SUBSCRIBER): a new requested appointment. */
export const useCreateAppointment = () => $api.useMutation('post', '/api/custom/v1/appointment/create');
