import { $api } from '@/lib/api/client';
import { storyQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** POST /api/custom/v1/update-story/{id} (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useUpdateStory = () => $api.useMutation('post', '/api/custom/v1/update-story/{id}', { onSuccess: useRefetch(...storyQueries) });
