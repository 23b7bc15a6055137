import { $api } from '@/lib/api/client';
import { storyQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** DELETE /api/custom/v1/story/{id} (ADMIN): the story and its image. */
export const useDeleteStory = () => $api.useMutation('delete', '/api/custom/v1/story/{id}', { onSuccess: useRefetch(...storyQueries) });
