import { $api } from '@/lib/api/client';
import { postQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** POST /api/custom/v1/update-post/{id} (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useUpdatePost = () => $api.useMutation('post', '/api/custom/v1/update-post/{id}', { onSuccess: useRefetch(...postQueries) });
