import { serviceTimeZone } from '@/lib/service-day';
import type { MonthCountResponse, Role, SubscriberResponse } from '@/lib/api/types';
import { tokenRole } from '@/lib/jwt';
import { errorBody, http, serverText } from '../http';
import { appointmentStore } from './appointments';
import { contentStore } from './content-store';
import { subscribers } from './subscribers';

/** Months the 'Users Count' chart covers (the server's `REGISTRATION_MONTHS`). */
const REGISTRATION_MONTHS = 12;

/** 401 without a readable token, 403 for a role not `allowed` (as `appointments.ts` checks), else null. */
function refused(request: Request, allowed: readonly Role[]): 401 | 403 | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return 401;
  const role = tokenRole(token);
  if (!role) return 401;
  return allowed.includes(role) ? null : 403;
}
const denied = (status: 401 | 403) =>
  status === 401 ? errorBody(401, 'unauthorized', serverText.unauthorized) : errorBody(403, 'forbidden', serverText.forbidden);

const monthParts = new Intl.DateTimeFormat('en-US', { timeZone: serviceTimeZone(), year: 'numeric', month: 'numeric' });
/** The year and month (1-12) of an instant in Dhaka. */
function dhakaMonth(at: Date): { year: number; month: number } {
  const parts = Object.fromEntries(monthParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
}

/** New subscribers per Dhaka month for the 12 months ending with this one, oldest first, empty months as 0. */
export function registrationCounts(list: readonly SubscriberResponse[], now: Date = new Date()): MonthCountResponse[] {
  const current = dhakaMonth(now);
  const index = (m: { year: number; month: number }) => m.year * 12 + (m.month - 1);
  const counts = new Map<number, number>();
  for (const s of list) {
    const at = new Date(s.registered_date);
    if (Number.isNaN(at.getTime())) continue;
    const i = index(dhakaMonth(at));
    counts.set(i, (counts.get(i) ?? 0) + 1);
  }
  return Array.from({ length: REGISTRATION_MONTHS }, (_, k) => {
    const i = index(current) - (REGISTRATION_MONTHS - 1 - k);
    return { year: Math.floor(i / 12), month: (i % 12) + 1, user_count: counts.get(i) ?? 0 };
  });
}

/**
 * The admin's registration counts as the server answers them (ADMIN only), from the subscribers `list` holds
 * (by default the subscriber list's accounts), counted by the Dhaka month of their `registered_date`.
 */
export const registrationCountsHandler = (list: readonly SubscriberResponse[] = subscribers) =>
  http.get('/api/custom/v1/user_registration_count', ({ request, response }) => {
    const status = refused(request, ['ADMIN']);
    if (status) return response(status).json(denied(status));
    return response(200).json(registrationCounts(list));
  });

/** The admin dashboard's figures, as the server answers them (ADMIN only), counted from the content and appointment doubles' stores. */
export const adminCountHandlers = [
  http.get('/api/custom/v1/get_published_posts_count', ({ request, response }) => {
    const status = refused(request, ['ADMIN']);
    if (status) return response(status).json(denied(status));
    const count = (s: string) => appointmentStore.items.filter((a) => a.appointment_status === s).length;
    return response(200).json({
      blog: contentStore.posts.length,
      story: contentStore.stories.length,
      learninghub: contentStore.learning.length,
      appointment: { requested: count('requested'), approved: count('approved'), unapproved: count('unapproved') },
    });
  }),
  registrationCountsHandler(),
  http.get('/api/custom/v1/admin/mail/texts', ({ request, response }) => {
    const status = refused(request, ['ADMIN']);
    if (status) return response(status).json(denied(status));
    // A fresh server: nothing sent today, nothing held, the default budget (`MON_SMS_DAILY_BUDGET`).
    return response(200).json({ sent_today: 0, held: 0, daily_budget: 1000 });
  }),
];
