import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { CATEGORIES_KEY } from './list-categories';

/** POST /api/custom/v1/add-category (ADMIN), sent as a form: pass `bodySerializer: categoryFormData`. Refreshes every category list. */
export const useAddCategory = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/custom/v1/add-category', { onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }) });
};
