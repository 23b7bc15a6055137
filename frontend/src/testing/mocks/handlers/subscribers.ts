import { pageLimits } from '@/lib/api/limits.gen';
import type { SubscriberResponse } from '@/lib/api/types';
import { tokenRole } from '@/lib/jwt';
import { errorBody, http, serverText } from '../http';

export const subscribers: SubscriberResponse[] = [
  { id: 2, username: 'rahima', email: 'rahima@example.com', contact_number: '01712345678', registered_date: '2026-01-15T10:00:00Z', is_active: true },
  { id: 3, username: 'karim', email: 'karim@example.com', contact_number: null, registered_date: '2026-02-01T10:00:00Z', is_active: false },
];

const { defaultPerPage, maxPerPage } = pageLimits.listSubscribers;
const MAX_PAGE = 1_000_000;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const numberOr = (raw: string | null, fallback: number) => (raw === null || raw === '' || Number.isNaN(Number(raw)) ? fallback : Math.trunc(Number(raw)));

/**
 * The admin's subscriber list as the server answers it: ADMIN only (401 without a token, 403 for a
 * subscriber's), case-insensitive search on username, e-mail or contact number, newest account first,
 * `page` and `per_page` clamped to 1…1,000,000 and 1…the list's maximum; `before` (older than that id) and
 * `after` (newer than that id) seek instead of counting off, and `page` is then only echoed.
 * `list` is the accounts it holds.
 */
export const subscribersHandler = (list: readonly SubscriberResponse[] = subscribers) =>
  http.get('/api/custom/v1/users', ({ request, query, response }) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!token) return response(401).json(errorBody(401, 'unauthorized', serverText.unauthorized));
    if (tokenRole(token) !== 'ADMIN') return response(403).json(errorBody(403, 'forbidden', serverText.forbidden));
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const perPage = clamp(numberOr(query.get('per_page'), defaultPerPage), 1, maxPerPage);
    const page = clamp(numberOr(query.get('page'), 1), 1, MAX_PAGE);
    const matching = list
      .filter((u) => !search || u.username.toLowerCase().includes(search) || u.email.toLowerCase().includes(search) || (u.contact_number ?? '').includes(search))
      .sort((a, b) => b.id - a.id);
    const before = query.get('before');
    const after = query.get('after');
    const items =
      before !== null
        ? matching.filter((u) => u.id < Number(before)).slice(0, perPage)
        : after !== null
          ? matching
              .filter((u) => u.id > Number(after))
              .slice(-perPage)
          : matching.slice((page - 1) * perPage, page * perPage);
    return response(200).json({ items, total: matching.length, page, per_page: perPage });
  });

export const subscriberHandlers = [subscribersHandler()];
