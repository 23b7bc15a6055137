import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/story (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useAddStory = () => $api.useMutation('post', '/api/custom/v1/story');
