import { $api } from '@/lib/api/client';
import { adminListParams, type AdminListQuery } from './page-size';

/** GET /api/custom/v1/stories: newest first, searchable by title, 20 a page (the admin's table). */
export const listStoriesQueryOptions = (query: AdminListQuery) => $api.queryOptions('get', '/api/custom/v1/stories', { params: adminListParams(query) });
