import { pageLimits } from '@/lib/api/limits.gen';
import type { SubscriberResponse } from '@/lib/api/types';
import { tokenRole } from '@/lib/jwt';
import { errorBody, http, serverText } from '../http';
import { badQuery, paging } from '../paging';

/** The server's subscribers; `counsellor` is each one's own counsellor, `{id, name}` with the name in English, or null. */
export const subscribers: SubscriberResponse[] = [
  {
    id: 2,
    username: 'rahima',
    email: 'rahima@example.com',
    contact_number: '01712345678',
    registered_date: '2026-01-15T10:00:00Z',
    is_active: true,
    counsellor: { id: 3, name: 'Nusrat Jahan' },
  },
  { id: 3, username: 'karim', email: 'karim@example.com', contact_number: null, registered_date: '2026-02-01T10:00:00Z', is_active: false, counsellor: null },
];

/**
 * The accounts the default list answers with; the admin's change of a subscriber's counsellor (see `counsellors.ts`)
 * writes here. Reset before each test.
 */
export const subscriberStore: { items: SubscriberResponse[] } = { items: [] };

export function resetSubscribers(items: readonly SubscriberResponse[] = subscribers) {
  subscriberStore.items = items.map((u) => ({ ...u, counsellor: u.counsellor ? { ...u.counsellor } : null }));
}
resetSubscribers();

/** A cursor as serde reads an `Option<i64>`: absent → `undefined`; `null` when the server refuses it (400 `bad_query`). */
function readI64(query: URLSearchParams, name: string): bigint | null | undefined {
  const [raw, ...more] = query.getAll(name);
  if (raw === undefined) return undefined;
  if (more.length > 0 || !/^[+-]?\d+$/.test(raw)) return null;
  const value = BigInt(raw);
  return value >= -(2n ** 63n) && value < 2n ** 63n ? value : null;
}

/**
 * The admin's subscriber list as the server answers it: ADMIN only (401 without a token, 403 for a
 * subscriber's), case-insensitive search on username, e-mail or contact number, newest account first;
 * `before` (older than that id) and `after` (newer than that id) seek instead of counting off, and `page` is
 * then only echoed. After the token, a `page` or `per_page` the server refuses (see `paging`) or a cursor
 * that is not a number gets its 400 `bad_query`. `list` is the accounts it holds (by default the store's, which the
 * counsellor change writes to).
 */
export const subscribersHandler = (fixed?: readonly SubscriberResponse[]) =>
  http.get('/api/custom/v1/users', ({ request, query, response }) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!token) return response(401).json(errorBody(401, 'unauthorized', serverText.unauthorized));
    if (tokenRole(token) !== 'ADMIN') return response(403).json(errorBody(403, 'forbidden', serverText.forbidden));
    const asked = paging(request, pageLimits.listSubscribers);
    const cursors = new URL(request.url).searchParams;
    const before = readI64(cursors, 'before');
    const after = readI64(cursors, 'after');
    if (!asked || before === null || after === null) return response(400).json(badQuery(request));
    const { page, perPage } = asked;
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const list = fixed ?? subscriberStore.items;
    const matching = list
      .filter((u) => !search || u.username.toLowerCase().includes(search) || u.email.toLowerCase().includes(search) || (u.contact_number ?? '').includes(search))
      .sort((a, b) => b.id - a.id);
    const items =
      before !== undefined
        ? matching.filter((u) => u.id < before).slice(0, perPage)
        : after !== undefined
          ? matching
              .filter((u) => u.id > after)
              .slice(-perPage)
          : matching.slice((page - 1) * perPage, page * perPage);
    return response(200).json({ items, total: matching.length, page, per_page: perPage });
  });

export const subscriberHandlers = [subscribersHandler()];
