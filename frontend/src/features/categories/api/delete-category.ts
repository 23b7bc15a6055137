import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { CATEGORIES_KEY } from './list-categories';

/** DELETE /api/custom/v1/delete-category-by-id/{id} (ADMIN). Refreshes every category list. */
export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/api/custom/v1/delete-category-by-id/{id}', { onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }) });
};
