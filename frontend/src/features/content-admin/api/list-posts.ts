import { $api } from '@/lib/api/client';
import { adminListParams, type AdminListQuery } from './page-size';

/** GET /api/custom/v1/posts: newest first, searchable by title, 20 a page (the admin's table). */
export const listPostsQueryOptions = (query: AdminListQuery) => $api.queryOptions('get', '/api/custom/v1/posts', { params: adminListParams(query) });
