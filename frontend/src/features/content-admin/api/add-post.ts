import { $api } from '@/lib/api/client';
import { postQueries, useRefetchOnSuccess } from './shown-in';

/** POST /api/custom/v1/post (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useAddPost = () => $api.useMutation('post', '/api/custom/v1/post', { onSuccess: useRefetchOnSuccess(postQueries) });
