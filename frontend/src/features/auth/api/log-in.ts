import { $api } from '@/lib/api/client';

/** POST /api/jwt-auth/v1/token/ */
export const useLogIn = () => $api.useMutation('post', '/api/jwt-auth/v1/token/');
