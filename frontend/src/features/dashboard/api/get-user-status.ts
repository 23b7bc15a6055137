import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/get_user_status_count (SUBSCRIBER): appointment counts and the sleep hours of the last 7 days. */
export const useUserStatus = () => $api.useQuery('get', '/api/custom/v1/get_user_status_count');
