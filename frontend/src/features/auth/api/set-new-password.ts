import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/password-update: sets a new password with the key from a reset e-mail. */
export const useSetNewPassword = () => $api.useMutation('post', '/api/custom/v1/password-update');
