import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';

/** GET /api/custom/v1/get-all-category (public): every category (up to the list's maximum) for the filter. */
export const useLearningCategories = () =>
  useQuery($api.queryOptions('get', '/api/custom/v1/get-all-category', { params: { query: { per_page: pageLimits.listCategories.maxPerPage } } }));
