import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/post (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useAddPost = () => $api.useMutation('post', '/api/custom/v1/post');
