import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { keyOf } from '@/lib/api/keys';
import { adminTableRows } from '@/lib/api/limits.gen';

/** Every cached page of the category list, whatever its search. */
export const CATEGORIES_KEY = keyOf('get', '/api/custom/v1/get-all-category');

export type CategoryListQuery = { search: string; page: number };

export const listCategoriesQueryOptions = ({ search, page }: CategoryListQuery) =>
  $api.queryOptions('get', '/api/custom/v1/get-all-category', {
    params: { query: { search: search || undefined, page, per_page: adminTableRows } },
  });

/** GET /api/custom/v1/get-all-category: categories A to Z, searchable, paginated (public). */
export const useCategories = (query: CategoryListQuery) => useQuery({ ...listCategoriesQueryOptions(query), placeholderData: keepPreviousData });
