import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/post/{id}: the whole blog post, to edit it. */
export const postQueryOptions = (id: number) => $api.queryOptions('get', '/api/custom/v1/post/{id}', { params: { path: { id } } });
