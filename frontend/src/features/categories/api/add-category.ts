import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/add-category (ADMIN), sent as a form: pass `bodySerializer: categoryFormData`. */
export const useAddCategory = () => $api.useMutation('post', '/api/custom/v1/add-category');
