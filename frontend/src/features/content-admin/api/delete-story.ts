import { $api } from '@/lib/api/client';
import { storyQueries, useRefetchOnSuccess } from './shown-in';

/** DELETE /api/custom/v1/story/{id} (ADMIN): the story and its image. */
export const useDeleteStory = () => $api.useMutation('delete', '/api/custom/v1/story/{id}', { onSuccess: useRefetchOnSuccess(storyQueries) });
