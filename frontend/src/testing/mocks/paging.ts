import { errorBody, requestLang, serverText, serverTextBn } from './http';

/** Page sizes of one list, from `pageLimits` (the `per_page` parameter's default and maximum in the OpenAPI document). */
type Limits = { defaultPerPage: number; maxPerPage: number };

/** The page a list answers with: what its `page` and `per_page` fields echo. */
export type Paging = { page: number; perPage: number };

/** The last page a list answers (the `maximum` of its `page` parameter); a later one is refused. */
const MAX_PAGE = 1_000_000n;
const U64_MAX = 2n ** 64n - 1n;

/**
 * One query value as serde reads an `Option<u64>`: absent → `undefined`; `null` when the server's query
 * extractor refuses it: given twice, empty, or not digits (an optional `+` aside) from 0 to 2⁶⁴−1.
 */
function readU64(query: URLSearchParams, name: string): bigint | null | undefined {
  const [raw, ...more] = query.getAll(name);
  if (raw === undefined) return undefined;
  if (more.length > 0 || !/^\+?\d+$/.test(raw)) return null;
  const value = BigInt(raw.replace(/^\+/, ''));
  return value <= U64_MAX ? value : null;
}

/**
 * `page` and `per_page` of a list's query as the server reads them (`PageQuery` in
 * crates/http/src/paging.rs, then `PageRequest::new`): `null` when it answers 400 `bad_query`, i.e. a value
 * that does not parse, a page outside 1…1,000,000 or a size outside 1…the list's maximum (refused, not clamped, so
 * a caller never gets another page than it asked for); otherwise the page (1 when absent) and the size (the list's
 * default when absent).
 */
export function paging(request: Request, limits: Limits): Paging | null {
  const query = new URL(request.url).searchParams;
  const page = readU64(query, 'page');
  const perPage = readU64(query, 'per_page');
  if (page === null || perPage === null) return null;
  if (page !== undefined && (page < 1n || page > MAX_PAGE)) return null;
  if (perPage !== undefined && (perPage < 1n || perPage > BigInt(limits.maxPerPage))) return null;
  return {
    page: page === undefined ? 1 : Number(page),
    perPage: perPage === undefined ? limits.defaultPerPage : Number(perPage),
  };
}

/** The server's 400 for a query it does not take, in the request's language. */
export const badQuery = (request: Request) =>
  errorBody(400, 'bad_query', requestLang(request) === 'bn' ? serverTextBn.badQuery : serverText.badQuery);

/** One page of `items`, at the page and size the server read from the query (see `paging`). */
export const pageOf = <T>(items: readonly T[], { page, perPage }: Paging) => ({
  items: items.slice((page - 1) * perPage, page * perPage),
  total: items.length,
  page,
  per_page: perPage,
});
