import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/register */
export const useRegisterUser = () => $api.useMutation('post', '/api/custom/v1/register');
