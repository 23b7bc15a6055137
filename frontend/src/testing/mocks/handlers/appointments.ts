import { REASON_MAX, SESSION_DETAIL_MAX, SESSION_MODES } from '@/features/appointments/api/session-mode';
import { addDays, serviceToday, to24h } from '@/lib/service-day';
import { pageLimits } from '@/lib/api/limits.gen';
import type { AppointmentPage, AppointmentRequest, AppointmentResponse, StatusRequest } from '@/lib/api/types';
import { siteConfig } from '../data';
import { errorBody, http, serverText } from '../http';
import { badQuery, paging, type Paging } from '../paging';
import { caller } from '../roles';
import { counsellorStore, counsellorText } from './counsellors';

type Status = 'requested' | 'approved' | 'unapproved' | 'cancelled';
const STATUSES: readonly Status[] = ['requested', 'approved', 'unapproved', 'cancelled'];

/** `AppointmentStatus::parse`: trimmed, any case; null when unknown. */
const parseStatus = (raw: string): Status | null => STATUSES.find((s) => s === raw.trim().toLowerCase()) ?? null;

/** The server's appointments (every user's); tests may reset or fill it. */
export const appointmentStore: { items: AppointmentResponse[]; nextId: number } = { items: [], nextId: 1 };

const appointment = (id: number, userId: number, inDays: number, time: string, name: string, status: Status): AppointmentResponse => ({
  id,
  user_id: userId,
  date: addDays(serviceToday(), inDays),
  time,
  name,
  email: `${name}@example.com`,
  phone: '01712345678',
  appointment_status: status,
  session_mode: null,
  session_detail: null,
  reason: null,
  counsellor_id: null,
  counsellor_name: null,
  attendance: null,
  late_cancel: false,
});

/**
 * Default: the test subscriber (user 7, `loginResponse()`) has one approved, one unapproved and two requested
 * appointments ahead; user 8 (karim) one requested. Dates count from today in Dhaka.
 */
export function resetAppointments(items?: AppointmentResponse[]) {
  appointmentStore.items = items ?? [
    appointment(1, 7, 2, '10:00 AM', 'rahima', 'approved'),
    appointment(2, 7, 5, '11:30 AM', 'rahima', 'unapproved'),
    appointment(3, 7, 7, '09:05 PM', 'rahima', 'requested'),
    appointment(4, 7, 10, '04:15 PM', 'rahima', 'requested'),
    appointment(5, 8, 3, '12:00 PM', 'karim', 'requested'),
  ];
  appointmentStore.nextId = Math.max(0, ...appointmentStore.items.map((a) => a.id)) + 1;
}

const denied = (status: 401 | 403) =>
  status === 401 ? errorBody(401, 'unauthorized', serverText.unauthorized) : errorBody(403, 'forbidden', serverText.forbidden);

/**
 * The list's `status` filter as `parse_status` (crates/application/src/care/appointments.rs) reads it: absent or
 * blank is every status; an unknown one is the field errors of its 400 `validation_failed`.
 */
function listStatus(request: Request): { status: Status | null } | { errors: Record<string, string[]> } {
  const raw = (new URL(request.url).searchParams.get('status') ?? '').trim();
  if (!raw) return { status: null };
  const status = parseStatus(raw);
  return status ? { status } : { errors: { status: [serverText.appointmentStatusInvalid] } };
}

/**
 * Newest date first (then the latest time, then the newest record), a status's page (every status when `status`
 * is null), and the counts of all. The page and size are the ones the server read from the query (see `paging`).
 */
function page(items: readonly AppointmentResponse[], status: Status | null, { page: pageNo, perPage }: Paging): AppointmentPage {
  const minutes = (time: string) => {
    const [h = 0, m = 0] = time.slice(0, 5).split(':').map(Number);
    return (h % 12) * 60 + m + (time.endsWith('PM') ? 720 : 0);
  };
  const matching = items
    .filter((a) => !status || a.appointment_status === status)
    .sort((a, b) => b.date.localeCompare(a.date) || minutes(b.time) - minutes(a.time) || b.id - a.id);
  const count = (s: Status) => items.filter((a) => a.appointment_status === s).length;
  const counts = { requested: count('requested'), approved: count('approved'), unapproved: count('unapproved'), cancelled: count('cancelled'), total: items.length };
  return { items: matching.slice((pageNo - 1) * perPage, pageNo * perPage), total: matching.length, page: pageNo, per_page: perPage, counts };
}

const TIME_RE = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const MOBILE_RE = /^(?:\+8801|01)[3-9]\d{8}$/;

/** The server's form rules (crates/domain/src/care/appointment.rs); null when valid. */
function invalidFields(body: Partial<AppointmentRequest>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const date = (body.appointment_date ?? '').trim();
  if (!date) errors.appointment_date = [serverText.appointmentDateRequired];
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || addDays(date, 0) !== date) errors.appointment_date = [serverText.appointmentDateInvalid];
  else if (date < serviceToday()) errors.appointment_date = [serverText.appointmentDateInPast];
  // `BookingWindow`: the last day is `booking_horizon_days` after today (the site-config double's value).
  else if (date > addDays(serviceToday(), siteConfig.booking_horizon_days)) errors.appointment_date = [serverText.appointmentDateTooFar];
  const time = (body.appointment_time ?? '').trim();
  if (!time) errors.appointment_time = [serverText.appointmentTimeRequired];
  else if (!TIME_RE.test(time.toUpperCase())) errors.appointment_time = [serverText.appointmentTimeInvalid];
  const name = (body.appointment_name ?? '').trim();
  if (!name) errors.appointment_name = [serverText.appointmentNameRequired];
  else if ([...name].length > 100) errors.appointment_name = [serverText.appointmentNameTooLong];
  const email = (body.appointment_email ?? '').trim();
  if (!email) errors.appointment_email = [serverText.emailRequired];
  else if (!EMAIL_RE.test(email)) errors.appointment_email = [serverText.emailInvalid];
  const phone = (body.appointment_phone ?? '').trim();
  if (!phone) errors.appointment_phone = [serverText.mobileRequired];
  else if (!MOBILE_RE.test(phone)) errors.appointment_phone = [serverText.mobileInvalid];
  return Object.keys(errors).length ? errors : null;
}

const validationFailed = (errors: Record<string, string[]>) =>
  errorBody(400, 'validation_failed', Object.values(errors)[0]?.[0] ?? serverText.internal, errors);

/** The caller's own appointment while it is still a request (only then may it change), or the refusal: 404 for none of theirs, 409 once decided. */
function ownRequest(userId: number, id: unknown): { appointment: AppointmentResponse } | { refused: { status: 404 | 409; body: ReturnType<typeof errorBody> } } {
  const appointment = appointmentStore.items.find((a) => a.id === Number(id) && a.user_id === userId);
  if (!appointment) return { refused: { status: 404, body: errorBody(404, 'not_found', serverText.appointmentNotFound) } };
  if (appointment.appointment_status !== 'requested')
    return { refused: { status: 409, body: errorBody(409, 'appointment_not_requested', serverText.appointmentNotRequested) } };
  return { appointment };
}

const dateTaken = () =>
  errorBody(409, 'appointment_date_taken', serverText.appointmentDateTaken, { appointment_date: [serverText.appointmentDateTaken] });
const tooManyOpen = () => errorBody(409, 'too_many_open_requests', serverText.tooManyOpenRequests);
// A cancelled appointment gives its day back (the partial unique index of migration 22).
const takenBy = (userId: number, date: string, except?: number) =>
  appointmentStore.items.some((a) => a.user_id === userId && a.date === date && a.id !== except && a.appointment_status !== 'cancelled');
const fromBody = (body: AppointmentRequest) => ({
  date: body.appointment_date.trim(),
  time: body.appointment_time.trim().toUpperCase(),
  name: body.appointment_name.trim(),
  email: body.appointment_email.trim(),
  phone: body.appointment_phone.trim().replace(/^\+88/, ''),
});

type Decision = { to: Status; session_mode: string | null; session_detail: string | null; reason: string | null };

/** `is_web_address`: an absolute http or https address with a host and no spaces (or control characters). */
function isWebAddress(s: string): boolean {
  const lower = s.toLowerCase();
  const rest = lower.startsWith('https://') ? lower.slice(8) : lower.startsWith('http://') ? lower.slice(7) : null;
  if (rest === null) return false;
  const host = rest.split(/[/?#]/)[0] ?? '';
  return host !== '' && !host.startsWith(':') && !/[\p{White_Space}\p{Cc}]/u.test(s);
}

/**
 * `Decision::parse` (crates/domain/src/care/appointment.rs): the status, how the session happens (an approval
 * only) and a reason (an unapproval only), all checked before anything is written; the field errors in the
 * server's order otherwise.
 */
function parseDecision(body: Partial<StatusRequest>): { decision: Decision } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const to = parseStatus(typeof body.appointment_status === 'string' ? body.appointment_status : '');
  if (!to) add('appointment_status', serverText.appointmentStatusInvalid);
  const blank = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const [modeRaw, detail, reason] = [blank(body.session_mode), blank(body.session_detail), blank(body.reason)];
  const mode = modeRaw === null ? null : (SESSION_MODES.find((m) => m === modeRaw) ?? null);
  if (modeRaw !== null && mode === null) add('session_mode', serverText.sessionModeInvalid);
  if (modeRaw !== null && to && to !== 'approved') add('session_mode', serverText.sessionOnlyOnApproval);
  if (detail !== null) {
    if ([...detail].length > SESSION_DETAIL_MAX) add('session_detail', serverText.sessionDetailTooLong);
    else if (modeRaw === null) add('session_detail', serverText.sessionDetailNeedsMode);
    else if (mode === 'video' && !isWebAddress(detail)) add('session_detail', serverText.sessionLinkInvalid);
  }
  if (reason !== null) {
    if ([...reason].length > REASON_MAX) add('reason', serverText.reasonTooLong);
    else if (to && to !== 'unapproved') add('reason', serverText.reasonOnlyOnUnapproval);
  }
  if (!to || Object.keys(errors).length) return { errors };
  return { decision: { to, session_mode: mode, session_detail: mode ? detail : null, reason } };
}

/**
 * Appointments as the server answers them: SUBSCRIBERs request, edit and delete their own requested ones (one a
 * day, from today to the booking horizon, at most `max_open_requests` requested at once), a user reads their own
 * list and an ADMIN anyone's and all, and only an ADMIN moves statuses by the table requested → approved |
 * unapproved, approved | unapproved → requested, with how the session happens (approval) or a reason
 * (unapproval); an undo clears both. Where a call takes `page` and `per_page`, the server checks them after the
 * token (400 `bad_query`, see `paging`) and before what the call decides: whose list it is, its status filter, the
 * status change asked for. The site-config double's `booking_horizon_days` and `max_open_requests` are the limits.
 * The per-account rate limit (429) is not played.
 */
export const appointmentHandlers = [
  http.get('/api/custom/v1/appointment/all', ({ request, response }) => {
    const who = caller(request, ['ADMIN']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const asked = paging(request, pageLimits.listAllAppointments);
    if (!asked) return response(400).json(badQuery(request));
    const filter = listStatus(request);
    if ('errors' in filter) return response(400).json(validationFailed(filter.errors));
    return response(200).json(page(appointmentStore.items, filter.status, asked));
  }),
  http.get('/api/custom/v1/appointment/user/{userId}', ({ request, params, response }) => {
    const who = caller(request, ['ADMIN', 'SUBSCRIBER']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const asked = paging(request, pageLimits.listUserAppointments);
    if (!asked) return response(400).json(badQuery(request));
    const userId = Number(params.userId);
    if (who.role !== 'ADMIN' && who.id !== userId) return response(403).json(denied(403));
    const filter = listStatus(request);
    if ('errors' in filter) return response(400).json(validationFailed(filter.errors));
    const own = appointmentStore.items.filter((a) => a.user_id === userId);
    return response(200).json(page(own, filter.status, asked));
  }),
  http.post('/api/custom/v1/appointment/create', async ({ request, response }) => {
    const who = caller(request, ['SUBSCRIBER']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const body = await request.json();
    const errors = invalidFields(body);
    if (errors) return response(400).json(validationFailed(errors));
    const fields = fromBody(body);
    // The open requests are counted before the date's unique index is tried (the repository's `create`).
    const open = appointmentStore.items.filter((a) => a.user_id === who.id && a.appointment_status === 'requested').length;
    if (open >= siteConfig.max_open_requests) return response(409).json(tooManyOpen());
    if (takenBy(who.id, fields.date)) return response(409).json(dateTaken());
    // A named counsellor: published, and the time one of their free starts, which the request then holds.
    let counsellor: { id: number; name: string } | null = null;
    if (body.counsellor_id !== null && body.counsellor_id !== undefined) {
      const c = counsellorStore.items.find((x) => x.id === body.counsellor_id && x.published);
      if (!c) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
      const start = `${fields.date}T${to24h(fields.time)}`;
      const free = counsellorStore.slots.get(c.id) ?? [];
      const index = free.findIndex((slot) => slot.start.startsWith(start));
      if (index < 0) return response(400).json(errorBody(400, 'validation_failed', counsellorText.notASlot, { appointment_time: [counsellorText.notASlot] }));
      free.splice(index, 1);
      counsellor = { id: c.id, name: c.name_en };
    }
    const created: AppointmentResponse = {
      id: appointmentStore.nextId++,
      user_id: who.id,
      ...fields,
      appointment_status: 'requested',
      session_mode: null,
      session_detail: null,
      reason: null,
      counsellor_id: counsellor?.id ?? null,
      counsellor_name: counsellor?.name ?? null,
      attendance: null,
      late_cancel: false,
    };
    appointmentStore.items.push(created);
    return response(201).json({ message: serverText.appointmentAdded, appointment: created });
  }),
  http.post('/api/custom/v1/appointment/update/{id}', async ({ request, params, response }) => {
    const who = caller(request, ['SUBSCRIBER']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const own = ownRequest(who.id, params.id);
    if ('refused' in own) return response(own.refused.status).json(own.refused.body);
    const existing = own.appointment;
    const body = await request.json();
    const errors = invalidFields(body);
    if (errors) return response(400).json(validationFailed(errors));
    const fields = fromBody(body);
    if (takenBy(who.id, fields.date, existing.id)) return response(409).json(dateTaken());
    Object.assign(existing, fields, { appointment_status: 'requested' });
    return response(200).json({ message: serverText.appointmentUpdated, appointment: existing });
  }),
  http.delete('/api/custom/v1/appointment/delete/{id}', ({ request, params, response }) => {
    const who = caller(request, ['SUBSCRIBER']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const own = ownRequest(who.id, params.id);
    if ('refused' in own) return response(own.refused.status).json(own.refused.body);
    const existing = own.appointment;
    appointmentStore.items = appointmentStore.items.filter((a) => a.id !== existing.id);
    return response(200).json({ message: serverText.appointmentDeleted });
  }),
  // `cancel_appointment`: the caller's own (404 otherwise), the reason checked first, then approved (409), then not
  // started (409); late within `cancel_notice_hours` of the start, never refused for it.
  http.post('/api/custom/v1/appointment/cancel/{id}', async ({ request, params, response }) => {
    const who = caller(request, ['SUBSCRIBER']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const existing = appointmentStore.items.find((a) => a.id === Number(params.id) && a.user_id === who.id);
    if (!existing) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    const body = await request.json();
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if ([...reason].length > REASON_MAX) return response(400).json(validationFailed({ reason: [serverText.reasonTooLong] }));
    if (existing.appointment_status !== 'approved') return response(409).json(errorBody(409, 'appointment_not_approved', serverText.appointmentNotApproved));
    const start = Date.parse(`${existing.date}T${to24h(existing.time)}:00+06:00`);
    const now = Date.now();
    if (now >= start) return response(409).json(errorBody(409, 'session_started', serverText.sessionStarted));
    const late = start - now < siteConfig.cancel_notice_hours * 3_600_000;
    Object.assign(existing, { appointment_status: 'cancelled', reason: reason || null, late_cancel: late });
    return response(200).json({ message: serverText.appointmentCancelled, appointment: existing });
  }),
  http.post('/api/custom/v1/appointment/update-status/{id}', async ({ request, params, response }) => {
    const who = caller(request, ['ADMIN']);
    if ('status' in who) return response(who.status).json(denied(who.status));
    // Every input is checked before the status is changed: a refused call changes nothing.
    const asked = paging(request, pageLimits.updateAppointmentStatus);
    if (!asked) return response(400).json(badQuery(request));
    const body = await request.json();
    const parsed = parseDecision(body);
    const filter = listStatus(request);
    // The decision's field errors first, then the list's (`decide_appointment`).
    const errors = { ...('errors' in parsed ? parsed.errors : {}), ...('errors' in filter ? filter.errors : {}) };
    if ('errors' in parsed || 'errors' in filter) return response(400).json(validationFailed(errors));
    const { to, session_mode, session_detail, reason } = parsed.decision;
    const existing = appointmentStore.items.find((a) => a.id === Number(params.id));
    if (!existing) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    const from = existing.appointment_status;
    const allowed = (from === 'requested' && (to === 'approved' || to === 'unapproved')) || ((from === 'approved' || from === 'unapproved') && to === 'requested');
    if (!allowed) return response(409).json(errorBody(409, 'status_move_not_allowed', serverText.appointmentMoveNotAllowed));
    // A counsellor named with an approval (the server also checks their time and caseload; a test that needs a
    // refusal answers it itself).
    let counsellor = { counsellor_id: existing.counsellor_id ?? null, counsellor_name: existing.counsellor_name ?? null };
    if (to === 'approved' && typeof body.counsellor_id === 'number') {
      const c = counsellorStore.items.find((x) => x.id === body.counsellor_id);
      if (!c) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound, { counsellor_id: [counsellorText.notFound] }));
      counsellor = { counsellor_id: c.id, counsellor_name: c.name_en };
    }
    Object.assign(existing, { appointment_status: to, session_mode, session_detail, reason, ...counsellor });
    return response(200).json({ message: serverText.appointmentStatusUpdated, appointment: existing, list: page(appointmentStore.items, filter.status, asked) });
  }),
];
