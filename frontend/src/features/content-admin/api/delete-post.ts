import { $api } from '@/lib/api/client';

/** DELETE /api/custom/v1/post/{id} (ADMIN): the blog post and its image. */
export const useDeletePost = () => $api.useMutation('delete', '/api/custom/v1/post/{id}');
