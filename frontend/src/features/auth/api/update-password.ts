import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/password-update */
export const useUpdatePassword = () => $api.useMutation('post', '/api/custom/v1/password-update');
