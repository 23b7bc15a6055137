import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/password-reset: asks for a reset link to be e-mailed. */
export const useRequestPasswordReset = () => $api.useMutation('post', '/api/custom/v1/password-reset');
