import { $api } from '@/lib/api/client';

/** POST /api/custom/v1/update-story/{id} (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useUpdateStory = () => $api.useMutation('post', '/api/custom/v1/update-story/{id}');
