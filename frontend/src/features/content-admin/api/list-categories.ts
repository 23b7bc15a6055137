import { $api } from '@/lib/api/client';

/** The server's maximum page: the learning form's category select offers them all (A to Z). */
const ALL_CATEGORIES = 100;

/** GET /api/custom/v1/get-all-category?per_page=100: the categories a learning-hub item can have. */
export const useCategoryOptions = () =>
  $api.useQuery('get', '/api/custom/v1/get-all-category', { params: { query: { per_page: ALL_CATEGORIES } } });
