import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { CATEGORIES_KEY } from './list-categories';

/** POST /api/custom/v1/update-category/{id} (ADMIN), sent as a form: pass `bodySerializer: categoryFormData`. Refreshes every category list. */
export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/update-category/{id}', { onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }) });
};
