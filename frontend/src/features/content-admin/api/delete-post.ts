import { $api } from '@/lib/api/client';
import { postQueries } from './shown-in';
import { useRefetch } from '@/lib/api/keys';

/** DELETE /api/custom/v1/post/{id} (ADMIN): the blog post and its image. */
export const useDeletePost = () => $api.useMutation('delete', '/api/custom/v1/post/{id}', { onSuccess: useRefetch(...postQueries) });
