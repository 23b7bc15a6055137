import { pageLimits } from '@/lib/api/limits.gen';
import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverText } from '../http';
import { adminOnly } from '../roles';
import { badQuery, pageOf, paging } from '../paging';

type DeadLetter = components['schemas']['DeadLetterResponse'];

/** `masked` (crates/domain/src/sms.rs): the country code and the last three digits, the rest as dots. */
export function maskedNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  const [head, rest] = number.startsWith('+880') && digits.length > 3 ? ['+880', digits.slice(3)] : ['', digits];
  const hidden = rest.length - Math.min(rest.length, 3);
  return `${head}${'•'.repeat(hidden)}${rest.slice(hidden)}`;
}

/** A dead letter as the server lists it: an e-mail unless `channel` says `sms`, whose number comes masked. */
export function deadLetter(id: number, kind: string, { channel = 'mail', to = '+8801812345678', ...rest }: Partial<DeadLetter> & { to?: string } = {}): DeadLetter {
  return {
    id,
    channel,
    masked_number: channel === 'sms' ? maskedNumber(to) : null,
    kind,
    attempts: 10,
    last_error: channel === 'sms' ? 'gateway refused <number>' : '550 <<address>>: Recipient address rejected',
    created_at: '2026-11-24T04:00:00Z',
    dead_at: '2026-11-24T09:00:00Z',
    ...rest,
  };
}

/** The doubles' undelivered mail and text messages (dead letters), newest first. */
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
