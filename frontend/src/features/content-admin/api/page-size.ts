import { adminTableRows } from '@/lib/api/limits.gen';

/** Rows per page of the admin's story, blog and learning-hub tables (spec section 9: 20), as the server publishes it. */
export const ADMIN_PER_PAGE = adminTableRows;

export type AdminListQuery = { search: string; page: number };

/** The list call's query: a title search (left out when blank), the page and 20 a page. */
export const adminListParams = ({ search, page }: AdminListQuery) => ({
  query: { search: search || undefined, page, per_page: ADMIN_PER_PAGE },
});
