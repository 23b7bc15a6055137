import { pageLimits } from '@/lib/api/limits.gen';
import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverText } from '../http';
import { adminOnly } from '../roles';
import { badQuery, pageOf, paging } from '../paging';

type DeadLetter = components['schemas']['DeadLetterResponse'];

/** The doubles' undelivered mail (dead letters), newest first. */
const state = { deadLetters: [] as DeadLetter[] };

export function resetAdminMail(init: Partial<typeof state> = {}) {
  state.deadLetters = [];
  Object.assign(state, init);
}

/** Takes dead letter `id` off the list; false when there is none (the server's 404). */
const takeOff = (id: number) => {
  const before = state.deadLetters.length;
  state.deadLetters = state.deadLetters.filter((d) => d.id !== id);
  return state.deadLetters.length < before;
};
const notFound = () => errorBody(404, 'not_found', serverText.notFound);

export const adminMailHandlers = [
  http.get('/api/custom/v1/admin/mail/dead-letters', ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const p = paging(request, pageLimits.listDeadLetters);
    if (!p) return response(400).json(badQuery(request));
    return response(200).json(pageOf(state.deadLetters, p));
  }),
  http.post('/api/custom/v1/admin/mail/dead-letters/{id}/retry', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    if (!takeOff(Number(params.id))) return response(404).json(notFound());
    return response(200).json({ message: serverText.deadLetterRetried });
  }),
  http.delete('/api/custom/v1/admin/mail/dead-letters/{id}', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    if (!takeOff(Number(params.id))) return response(404).json(notFound());
    return response(200).json({ message: serverText.deadLetterDiscarded });
  }),
];
