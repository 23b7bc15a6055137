import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/update-post/{id} (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useUpdatePost = () => $api.useMutation('post', '/api/custom/v1/update-post/{id}');
