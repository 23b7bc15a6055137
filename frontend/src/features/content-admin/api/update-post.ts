import { $api } from '@/lib/api/client';
import { postQueries, useRefetchOnSuccess } from './shown-in';

/** POST /api/custom/v1/update-post/{id} (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useUpdatePost = () => $api.useMutation('post', '/api/custom/v1/update-post/{id}', { onSuccess: useRefetchOnSuccess(postQueries) });
