import { $api } from '@/lib/api/client';
import { postQueries, useRefetchOnSuccess } from './shown-in';

/** DELETE /api/custom/v1/post/{id} (ADMIN): the blog post and its image. */
export const useDeletePost = () => $api.useMutation('delete', '/api/custom/v1/post/{id}', { onSuccess: useRefetchOnSuccess(postQueries) });
