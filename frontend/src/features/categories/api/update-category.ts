import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/update-category/{id} (ADMIN), sent as a form: pass `bodySerializer: categoryFormData`. */
export const useUpdateCategory = () => $api.useMutation('post', '/api/custom/v1/update-category/{id}');
