import type { SubscriberResponse } from '@/lib/api/types';
import { errorBody, http, serverText } from '../http';

export const subscribers: SubscriberResponse[] = [
  { id: 2, username: 'rahima', email: 'rahima@example.com', contact_number: '01712345678', registered_date: '2026-01-15T10:00:00Z', is_active: true },
  { id: 3, username: 'karim', email: 'karim@example.com', contact_number: null, registered_date: '2026-02-01T10:00:00Z', is_active: false },
];

/** The admin's subscriber list: case-insensitive search on username, e-mail or contact number, newest first. */
export const subscriberHandlers = [
  http.get('/api/custom/v1/users', ({ request, query, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(errorBody(401, 'unauthorized', serverText.unauthorized));
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const perPage = Math.min(Number(query.get('per_page') ?? 15), 100);
    const page = Math.max(Number(query.get('page') ?? 1), 1);
    const matching = subscribers.filter(
      (u) => !search || u.username.toLowerCase().includes(search) || u.email.toLowerCase().includes(search) || (u.contact_number ?? '').includes(search),
    );
    const items = matching.slice((page - 1) * perPage, page * perPage);
    return response(200).json({ items, total: matching.length, page, per_page: perPage });
  }),
];
