import { $api } from '@/lib/api/client';
import { postQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** POST /api/custom/v1/post (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useAddPost = () => $api.useMutation('post', '/api/custom/v1/post', { onSuccess: useRefetch(...postQueries) });
