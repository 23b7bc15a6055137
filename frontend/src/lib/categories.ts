import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchClient } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { allPages, answerOf } from '@/lib/api/all-pages';
import { pageLimits } from '@/lib/api/limits.gen';

/**
 * GET /api/custom/v1/get-all-category, every page: all categories A to Z, for the learning hub's
 * filter and the learning form's select, however many there are. Its key starts with the list's,
 * so a category change refreshes it too.
 */
export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...keyOf('get', '/api/custom/v1/get-all-category'), 'all'] as const,
    queryFn: () =>
      allPages((page) => answerOf(fetchClient.GET('/api/custom/v1/get-all-category', { params: { query: { page, per_page: pageLimits.listCategories.maxPerPage } } }))),
  });

/** Every category (all pages, A to Z): the learning hub's filter and the learning form's select. */
export const useAllCategories = () => useQuery(allCategoriesQueryOptions());
