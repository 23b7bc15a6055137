import { $api } from '@/lib/api/client';

/** DELETE /api/custom/v1/story/{id} (ADMIN): the story and its image. */
export const useDeleteStory = () => $api.useMutation('delete', '/api/custom/v1/story/{id}');
