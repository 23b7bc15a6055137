import { $api } from '@/lib/api/client';
import { storyQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** POST /api/custom/v1/story (ADMIN), sent as a form: pass `bodySerializer: articleFormData`. */
export const useAddStory = () => $api.useMutation('post', '/api/custom/v1/story', { onSuccess: useRefetch(...storyQueries) });
