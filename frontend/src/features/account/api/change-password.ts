import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/change-password (the server revokes the old token). */
export const useChangePassword = () => $api.useMutation('post', '/api/custom/v1/change-password');
