import { $api } from '@/lib/api/client';
import { storyQueries, useRefetchOnSuccess } from './shown-in';

/** POST /api/custom/v1/story (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useAddStory = () => $api.useMutation('post', '/api/custom/v1/story', { onSuccess: useRefetchOnSuccess(storyQueries) });
