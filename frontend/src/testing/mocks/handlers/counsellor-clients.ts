import { pageLimits } from '@/lib/api/limits.gen';
import { addDays, serviceToday } from '@/lib/service-day';
import { errorBody, http, requestLang, serverTextFor } from '../http';
import { badQuery, pageOf, paging } from '../paging';
import { appointmentStore } from './appointments';
import { checkInStore } from './check-ins';
import { counsellorOf, refusal } from './counsellors';
import { noteCounsellorRead, sharesWithCounsellor } from './privacy';
import { emptyPlan, safetyPlanStore } from './safety-plan';

/** `CounsellorMsg::ClientNotFound`, word for word. */
export const clientNotFound = { en: 'This is not one of your clients.', bn: 'এটি আপনার কোনো ক্লায়েন্ট নয়।' } as const;

/** How many days back an approved session still makes a subscriber a counsellor's client (`CLIENT_DAYS`). */
const CLIENT_DAYS = 90;

/** The caller's sessions (approved or cancelled) with subscriber `userId`, the latest first. */
const sessionsWith = (counsellorId: number, userId: number) =>
  appointmentStore.items
    .filter((a) => a.counsellor_id === counsellorId && a.user_id === userId && (a.appointment_status === 'approved' || a.appointment_status === 'cancelled'))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/**
 * `Tie::is_own_counsellor` as the doubles know it: an approved session in the last 90 days or ahead. (The doubles hold
 * no account's named counsellor.) The client's name is the one on their latest session with the counsellor.
 */
function clientOf(counsellorId: number, userId: number): { name: string } | null {
  const since = addDays(serviceToday(), -CLIENT_DAYS);
  const sessions = sessionsWith(counsellorId, userId);
  if (!sessions.some((a) => a.appointment_status === 'approved' && a.date >= since)) return null;
  return { name: sessions[0]!.name };
}

type Found = { response: Response } | { counsellor: { id: number; user_id: number; name_en: string }; userId: number; name: string };

/** The caller (a counsellor) and their client from the path, or the answer that refuses them (401, 403, 404). */
function found(request: Request, params: { user_id?: string | readonly string[] }): Found {
  const who = counsellorOf(request);
  if ('status' in who) return { response: Response.json(refusal(who.status), { status: who.status }) };
  const userId = Number(params.user_id);
  const client = clientOf(who.own.id, userId);
  if (!client) return { response: Response.json(errorBody(404, 'not_found', clientNotFound[requestLang(request)]), { status: 404 }) };
  return { counsellor: who.own, userId, name: client.name };
}

/** 403 `consent_required` unless the client shares now. */
const notShared = (request: Request) => Response.json(errorBody(403, 'consent_required', serverTextFor(request, 'notShared')), { status: 403 });

export const counsellorClientHandlers = [
  http.get('/api/custom/v1/counsellors/me/clients/{user_id}', ({ request, params }) => {
    const f = found(request, params);
    if ('response' in f) return f.response;
    return Response.json({ id: f.userId, name: f.name, shares: sharesWithCounsellor() });
  }),
  http.get('/api/custom/v1/counsellors/me/clients/{user_id}/sessions', ({ request, params }) => {
    const f = found(request, params);
    if ('response' in f) return f.response;
    const p = paging(request, pageLimits.listOwnClientSessions);
    if (!p) return Response.json(badQuery(request), { status: 400 });
    return Response.json(pageOf(sessionsWith(f.counsellor.id, f.userId), p));
  }),
  http.get('/api/custom/v1/counsellors/me/clients/{user_id}/check-ins', ({ request, params }) => {
    const f = found(request, params);
    if ('response' in f) return f.response;
    if (!sharesWithCounsellor()) return notShared(request);
    const p = paging(request, pageLimits.listOwnClientCheckIns);
    if (!p) return Response.json(badQuery(request), { status: 400 });
    const items = checkInStore.items
      .filter((c) => c.user_id === f.userId)
      .sort((a, b) => Date.parse(b.taken_at) - Date.parse(a.taken_at) || b.id - a.id)
      .map(({ user_id: _, ...c }) => c);
    noteCounsellorRead('counsellor', f.counsellor.name_en, 'check_ins');
    return Response.json(pageOf(items, p));
  }),
  http.get('/api/custom/v1/counsellors/me/clients/{user_id}/safety-plan', ({ request, params }) => {
    const f = found(request, params);
    if ('response' in f) return f.response;
    if (!sharesWithCounsellor()) return notShared(request);
    const stored = safetyPlanStore.plans.get(f.userId);
    noteCounsellorRead('counsellor', f.counsellor.name_en, 'safety_plan');
    return Response.json(stored ? { plan: structuredClone(stored.plan), updated_at: stored.updated_at } : { plan: emptyPlan(), updated_at: null });
  }),
];
