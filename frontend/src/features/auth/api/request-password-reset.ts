import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/password-reset */
export const useRequestPasswordReset = () => $api.useMutation('post', '/api/custom/v1/password-reset');
