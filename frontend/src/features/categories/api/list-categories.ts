import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { adminTableRows } from '@/lib/api/limits.gen';

/** Rows per page of the admin's category table (spec section 9: 20), as the server publishes it. */
export const CATEGORIES_PER_PAGE = adminTableRows;

export type CategoryListQuery = { search: string; page: number };

export const listCategoriesQueryOptions = ({ search, page }: CategoryListQuery) =>
  $api.queryOptions('get', '/api/custom/v1/get-all-category', {
    params: { query: { search: search || undefined, page, per_page: CATEGORIES_PER_PAGE } },
  });

/** GET /api/custom/v1/get-all-category: categories A to Z, searchable, paginated (public). */
export const useCategories = (query: CategoryListQuery) => useQuery({ ...listCategoriesQueryOptions(query), placeholderData: keepPreviousData });
