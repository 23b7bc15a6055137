import { $api } from '@/lib/api/client';

/** DELETE /api/custom/v1/delete-category-by-id/{id} (ADMIN). */
export const useDeleteCategory = () => $api.useMutation('delete', '/api/custom/v1/delete-category-by-id/{id}');
