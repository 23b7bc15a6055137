import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/client';
import { pageLimits } from '@/lib/api/limits.gen';
import { keyOf } from '@/lib/api/keys';

/** Rows per page of the admin's helpline table: the server's default page size. */
export const HELPLINES_PER_PAGE = pageLimits.listAllHelplines.defaultPerPage;

export const adminHelplinesQueryOptions = (page: number) =>
  $api.queryOptions('get', '/api/custom/v1/admin/helplines', { params: { query: { page, per_page: HELPLINES_PER_PAGE } } });

/** GET /api/custom/v1/admin/helplines (ADMIN): every helpline, hidden ones too, both languages, in the help panel's order. */
export const useAdminHelplines = (page: number) => useQuery({ ...adminHelplinesQueryOptions(page), placeholderData: keepPreviousData });

/**
 * After a write: every page of the admin's list, and the public list of the help panel in every language, are read
 * again (the server drops its cached public list on the same write).
 */
export function refreshHelplines(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/admin/helplines') }),
    queryClient.invalidateQueries({ queryKey: keyOf('get', '/api/custom/v1/helplines') }),
  ]);
}
