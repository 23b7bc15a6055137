import { $api } from '@/lib/api/client';

/** GET /api/custom/v1/story/{id}: the whole story, to edit it. */
export const storyQueryOptions = (id: number) => $api.queryOptions('get', '/api/custom/v1/story/{id}', { params: { path: { id } } });
