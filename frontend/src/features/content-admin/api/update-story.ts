import { $api } from '@/lib/api/client';
import { storyQueries, useRefetchOnSuccess } from './shown-in';

/** POST /api/custom/v1/update-story/{id} (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useUpdateStory = () => $api.useMutation('post', '/api/custom/v1/update-story/{id}', { onSuccess: useRefetchOnSuccess(storyQueries) });
