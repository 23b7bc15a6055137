import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/activate?key&user (an action, so a mutation rather than a cached query). */
export const useActivateAccount = () => $api.useMutation('get', '/api/custom/v1/activate');
