import { adminTableRows } from '@/lib/api/limits.gen';

export type AdminListQuery = { search: string; page: number };

/** The list call's query: a title search (left out when blank), the page and the admin tables' size (`adminTableRows`, as the server publishes it). */
export const adminListParams = ({ search, page }: AdminListQuery) => ({
  query: { search: search || undefined, page, per_page: adminTableRows },
});
