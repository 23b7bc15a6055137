/** Rows per page of the admin's story, blog and learning-hub tables (spec section 9: 20), within the server's maximum. */
export const ADMIN_PER_PAGE = 20;

export type AdminListQuery = { search: string; page: number };

/** The list call's query: a title search (left out when blank), the page and 20 a page. */
export const adminListParams = ({ search, page }: AdminListQuery) => ({
  query: { search: search || undefined, page, per_page: ADMIN_PER_PAGE },
});
