import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, requestLang, serverText } from '../http';
import { pageLimits } from '@/lib/api/limits.gen';
import { serviceNow, serviceToday, to24h } from '@/lib/service-day';
import { adminOnly, caller } from '../roles';
import { appointmentStore } from './appointments';
import { handOverNotes } from './counsellor-notes';
import { subscriberStore } from './subscribers';

type AdminCounsellor = components['schemas']['AdminCounsellor'];

/**
 * The server's counsellor texts, word for word from `crates/domain/src/counsellor/messages.rs` (and the account's
 * "username taken" from `user/messages.rs`).
 */
export const counsellorText = {
  invited: 'The invitation has been sent.',
  saved: 'The profile has been saved.',
  nameRequired: 'Name is required',
  notFound: 'This counsellor does not exist.',
  subscriberNotFound: 'This subscriber does not exist.',
  clientCounsellorSet: "The subscriber's counsellor has been changed.",
  emailTaken: 'An account with this e-mail address already exists.',
  invitationResent: 'A new invitation has been sent; the earlier link no longer works.',
  weekdayInvalid: 'Choose a weekday from 1 (Monday) to 7 (Sunday).',
  hourInvalid: 'Write each time as HH:MM, from 00:00 to 23:59.',
  rangeBackwards: 'Each range must start before it ends.',
  rangesOverlap: 'Ranges of one day must not overlap.',
  availabilitySaved: 'The weekly hours have been saved.',
  timeOffSaved: 'The time off has been saved.',
  timeOffDeleted: 'The time off has been removed.',
  timeOffNotFound: 'This time off does not exist.',
  closureSaved: 'The closure has been saved.',
  closureDeleted: 'The closure has been removed.',
  closureNotFound: 'This closure does not exist.',
  dayInvalid: 'Write the date as YYYY-MM-DD.',
  localTimeInvalid: 'Write the date and time as YYYY-MM-DDTHH:MM.',
  endBeforeStart: 'The end must come after the start.',
  labelRequired: 'Give the closure a name, such as Eid.',
  photoSaved: 'The photo has been saved.',
  photoRemoved: 'The photo has been removed; the initials are shown instead.',
  /** `CareMsg`'s. */
  whenInvalid: 'Choose upcoming or past.',
  attendanceInvalid: 'Choose attended or no_show.',
  sessionNotStarted: 'Attendance is recorded once the session has started.',
  attendanceSaved: 'The attendance has been recorded.',
  removed: 'The counsellor has been removed. Their upcoming sessions wait for a new counsellor, and their clients have been told.',
  notRemoved: "Only a removed counsellor's notes are handed over. Remove the counsellor first.",
  handOverTarget: 'Choose a counsellor who is still with the service.',
  handedOver: 'The notes have been handed over.',
  leftService: 'This counsellor has left the service; their profile can no longer be changed.',
  /** `CareMsg::NotASlot`. */
  notASlot: "Choose one of the counsellor's free times.",
} as const;

/** The server's 409 for a change to a counsellor who was removed. */
const leftService = () => errorBody(409, 'counsellor_removed', counsellorText.leftService);

/** `CounsellorMsg::ClientCounsellorSet` in Bangla. */
const clientCounsellorSetBn = 'সাবস্ক্রাইবারের কাউন্সেলর বদলানো হয়েছে।';

export const sampleCounsellor = (overrides: Partial<AdminCounsellor> = {}): AdminCounsellor => ({
  id: 3,
  user_id: 43,
  username: 'nusrat',
  email: 'nusrat@example.com',
  contact_number: '01812345678',
  invitation_accepted: true,
  name_en: 'Nusrat Jahan',
  name_bn: 'নুসরাত জাহান',
  title_en: 'Clinical psychologist',
  title_bn: '',
  credentials: 'MPhil, Clinical Psychology, University of Dhaka',
  registration_no: null,
  languages: ['bn', 'en'],
  specialities: ['Anxiety'],
  modes: ['video', 'phone', 'in_person'],
  fee_bdt: 1200,
  bio_en: 'I listen.',
  bio_bn: '',
  published: false,
  max_clients: 30,
  photo_url: null,
  ...overrides,
});

/** The server's counsellors; the counsellor's own profile is the one whose `user_id` is the token's id. */
type Range = components['schemas']['WeeklyRangeBody'];
type TimeOff = components['schemas']['TimeOffResponse'];
type Closure = components['schemas']['ClosureResponse'];
type Slot = components['schemas']['SlotBody'];
type PublicCounsellor = components['schemas']['PublicCounsellor'];
type FreeCounsellorItem = components['schemas']['FreeCounsellorItem'];

/** A counsellor as the public list answers, in English (no Bangla texts are asked for in these tests). */
const publicOf = (c: AdminCounsellor): PublicCounsellor => ({
  id: c.id,
  name: c.name_en,
  title: c.title_en,
  credentials: c.credentials,
  registration_no: c.registration_no,
  languages: c.languages,
  specialities: c.specialities,
  modes: c.modes,
  fee_bdt: c.fee_bdt,
  photo_url: c.photo_url,
  bio: c.bio_en,
  next_free: nextFree(c.id),
  next_free_text: nextFreeText(nextFree(c.id)),
});

const nextFree = (id: number): string | null => counsellorStore.slots.get(id)?.[0]?.start ?? null;

/** A free slot's start in words, as the server writes it in English ("Tuesday, 1 December 2026 at 10:00 AM"), in its zone. */
function nextFreeText(start: string | null): string | null {
  if (start === null) return null;
  const at = new Date(start);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', hour12: true }).format(at);
  return `${day.replace(/^(\w+) /, '$1, ')} at ${time}`;
}

export const counsellorStore: {
  items: AdminCounsellor[];
  taken: string[];
  /** Weekly hours per counsellor account. */
  hours: Map<number, Range[]>;
  timeOff: (TimeOff & { user_id: number })[];
  closures: Closure[];
  /** Each counsellor's free slots as the server would compute them (a test sets the ones it reads). */
  slots: Map<number, Slot[]>;
  /** The counsellors free for each appointment's approval, in the server's order (a test sets the ones it reads). */
  free: Map<number, FreeCounsellorItem[]>;
} = { items: [], taken: [], hours: new Map(), timeOff: [], closures: [], slots: new Map(), free: new Map() };

export function resetCounsellors(items: AdminCounsellor[] = []) {
  counsellorStore.items = items.map((c) => ({ ...c }));
  counsellorStore.hours = new Map();
  counsellorStore.timeOff = [];
  counsellorStore.closures = [];
  counsellorStore.slots = new Map();
  counsellorStore.free = new Map();
  // Usernames and addresses other accounts hold.
  counsellorStore.taken = ['admin', 'rahim', 'rahim@example.com'];
}
resetCounsellors();

/** The week as the server checks it (`parse_weekly`): every problem is one text on `weekly`. */
function weekErrors(weekly: Range[]): string[] {
  const hm = (s: string) => (/^\d{2}:\d{2}$/.test(s) && Number(s.slice(0, 2)) < 24 && Number(s.slice(3)) < 60 ? s : null);
  const errors: string[] = [];
  const ok: Range[] = [];
  for (const r of weekly) {
    if (!(r.weekday >= 1 && r.weekday <= 7)) errors.push(counsellorText.weekdayInvalid);
    else if (!hm(r.start) || !hm(r.end)) errors.push(counsellorText.hourInvalid);
    else if (r.start >= r.end) errors.push(counsellorText.rangeBackwards);
    else ok.push(r);
  }
  ok.sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  if (ok.some((r, i) => i > 0 && ok[i - 1]!.weekday === r.weekday && r.start < ok[i - 1]!.end)) errors.push(counsellorText.rangesOverlap);
  return errors;
}

export const counsellorOf = (request: Request): { own: AdminCounsellor } | { status: 401 | 403 | 404 } => {
  const who = caller(request, ['COUNSELLOR']);
  if ('status' in who) return who;
  const own = counsellorStore.items.find((c) => c.user_id === who.id);
  return own ? { own } : { status: 404 as const };
};

export const refusal = (status: 401 | 403 | 404) =>
  status === 401
    ? errorBody(401, 'unauthorized', serverText.unauthorized)
    : status === 403
      ? errorBody(403, 'forbidden', serverText.forbidden)
      : errorBody(404, 'not_found', counsellorText.notFound);

/**
 * The image types the server takes. It judges an upload by its bytes; the test DOM's `File` loses its bytes on the way
 * to the double (they arrive as the text "undefined"), so the double judges by the part's type instead.
 */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** How many photos were saved, so a new photo gets a new address. */
let photoVersion = 0;

const taken = (name: string) => counsellorStore.taken.includes(name.trim().toLowerCase());

export const counsellorHandlers = [
  http.get('/api/custom/v1/admin/counsellors', ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const sorted = [...counsellorStore.items].sort((a, b) => a.name_en.localeCompare(b.name_en) || a.id - b.id);
    return response(200).json({ items: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length, page, per_page: perPage });
  }),
  // As `set_client_counsellor`: ADMIN only; an unknown counsellor id is checked first (404), then the subscriber (404).
  http.post('/api/custom/v1/admin/subscribers/{id}/counsellor', async ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    // `#[serde(default)]`: a missing `counsellor_id` is null, other fields are ignored; a body that is not such an object is refused.
    const body: unknown = await request.json().catch(() => undefined);
    const raw = body && typeof body === 'object' && !Array.isArray(body) ? ((body as { counsellor_id?: unknown }).counsellor_id ?? null) : undefined;
    if (raw === undefined || (raw !== null && !Number.isInteger(raw))) return response(400).json(errorBody(400, 'malformed_json', serverText.malformedJson));
    const counsellorId = raw as number | null;
    const counsellor = counsellorId === null ? null : counsellorStore.items.find((c) => c.id === counsellorId);
    if (counsellor === undefined) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    const subscriber = subscriberStore.items.find((u) => u.id === Number(params.id));
    if (!subscriber) return response(404).json(errorBody(404, 'not_found', counsellorText.subscriberNotFound));
    const bangla = requestLang(request) === 'bn';
    // The list keeps the name in English, as these tests read it; the answer is in the request's language.
    subscriber.counsellor = counsellor ? { id: counsellor.id, name: counsellor.name_en } : null;
    const answered = counsellor ? { id: counsellor.id, name: (bangla && counsellor.name_bn) || counsellor.name_en } : null;
    return response(200).json({ message: bangla ? clientCounsellorSetBn : counsellorText.clientCounsellorSet, counsellor: answered });
  }),
  http.post('/api/custom/v1/admin/counsellors', async ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const body = await request.json();
    const missing = (['name_en', 'name_bn'] as const).filter((f) => !(body[f] ?? '').trim());
    if (missing.length > 0) {
      return response(400).json(errorBody(400, 'validation_failed', counsellorText.nameRequired, Object.fromEntries(missing.map((f) => [f, [counsellorText.nameRequired]]))));
    }
    if (taken(body.username ?? '')) return response(409).json(errorBody(409, 'username_taken', serverText.usernameTaken, { username: [serverText.usernameTaken] }));
    if (taken(body.email ?? '')) return response(409).json(errorBody(409, 'email_taken', counsellorText.emailTaken, { email: [counsellorText.emailTaken] }));
    const id = Math.max(0, ...counsellorStore.items.map((c) => c.id)) + 1;
    const counsellor = sampleCounsellor({
      id,
      user_id: 100 + id,
      username: body.username ?? '',
      email: body.email ?? '',
      contact_number: body.contact_number ?? null,
      invitation_accepted: false,
      name_en: (body.name_en ?? '').trim(),
      name_bn: (body.name_bn ?? '').trim(),
      title_en: '',
      credentials: '',
      languages: ['bn'],
      specialities: [],
      fee_bdt: 0,
      bio_en: '',
    });
    counsellorStore.items.push(counsellor);
    return response(201).json({ message: counsellorText.invited, counsellor });
  }),
  http.post('/api/custom/v1/admin/counsellors/{id}', async ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const stored = counsellorStore.items.find((c) => c.id === Number(params.id));
    if (!stored) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    if (stored.removed_at) return response(409).json(leftService());
    const body = await request.json();
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));
    Object.assign(stored, changes);
    return response(200).json({ message: counsellorText.saved, counsellor: stored });
  }),
  // `remove_counsellor`: idempotent; the upcoming sessions and requests with them go back to requests without a counsellor.
  http.delete('/api/custom/v1/admin/counsellors/{id}', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const stored = counsellorStore.items.find((c) => c.id === Number(params.id));
    if (!stored) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    if (stored.removed_at) return response(200).json({ message: counsellorText.removed, sessions_returned: 0 });
    stored.removed_at = new Date().toISOString();
    stored.published = false;
    const today = serviceToday();
    const returned = appointmentStore.items.filter(
      (a) => a.counsellor_id === stored.id && (a.appointment_status === 'approved' || a.appointment_status === 'requested') && a.date >= today,
    );
    for (const a of returned) Object.assign(a, { appointment_status: 'requested', counsellor_id: null, counsellor_name: null, session_mode: null, session_detail: null, reason: null });
    return response(200).json({ message: counsellorText.removed, sessions_returned: returned.length });
  }),
  // `hand_over_counsellor_notes`: only a removed counsellor's, to one still with the service.
  http.post('/api/custom/v1/admin/counsellors/{id}/hand-over', async ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const from = counsellorStore.items.find((c) => c.id === Number(params.id));
    if (!from) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    if (!from.removed_at) return response(409).json(errorBody(409, 'counsellor_not_removed', counsellorText.notRemoved));
    const { to = null } = await request.json();
    const receiver = counsellorStore.items.find((c) => c.id === to && !c.removed_at);
    if (!receiver) return response(400).json(errorBody(400, 'validation_failed', counsellorText.handOverTarget, { to: [counsellorText.handOverTarget] }));
    const notes = handOverNotes(from.user_id, receiver.user_id);
    return response(200).json({ message: counsellorText.handedOver, notes });
  }),
  // `upload_counsellor_photo`: a form with one `file` part (none, or not an image, is 400 on `file`).
  http.post('/api/custom/v1/admin/counsellors/{id}/photo', async ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
      return response(400).json(errorBody(400, 'unsupported_content_type', serverText.wrongContentType));
    }
    const stored = counsellorStore.items.find((c) => c.id === Number(params.id));
    if (!stored) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    if (stored.removed_at) return response(409).json(leftService());
    const part = (await request.formData()).get('file');
    // A file part (not `instanceof File`: the test DOM's File and the fetch implementation's differ); none, or an
    // empty one, is not an image either.
    const image = part !== null && typeof part !== 'string' && part.size > 0 && PHOTO_TYPES.includes(part.type);
    if (!image) {
      return response(400).json(errorBody(400, 'validation_failed', serverText.imageNotSupported, { file: [serverText.imageNotSupported] }));
    }
    stored.photo_url = `/uploads/counsellors/${stored.id}-v${++photoVersion}.jpg`;
    return response(200).json({ message: counsellorText.photoSaved, counsellor: stored });
  }),
  // `remove_counsellor_photo`: the initials are shown instead (removing no photo is no error).
  http.delete('/api/custom/v1/admin/counsellors/{id}/photo', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const stored = counsellorStore.items.find((c) => c.id === Number(params.id));
    if (!stored) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    if (stored.removed_at) return response(409).json(leftService());
    stored.photo_url = null;
    return response(200).json({ message: counsellorText.photoRemoved, counsellor: stored });
  }),
  http.get('/api/custom/v1/counsellors/me/profile', ({ request, response }) => {
    const who = caller(request, ['COUNSELLOR']);
    if ('status' in who) return response(who.status).json(errorBody(who.status, who.status === 401 ? 'unauthorized' : 'forbidden', who.status === 401 ? serverText.unauthorized : serverText.forbidden));
    const own = counsellorStore.items.find((c) => c.user_id === who.id);
    if (!own) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    return response(200).json(own);
  }),
  http.post('/api/custom/v1/counsellors/me/profile', async ({ request, response }) => {
    const who = caller(request, ['COUNSELLOR']);
    if ('status' in who) return response(who.status).json(errorBody(who.status, who.status === 401 ? 'unauthorized' : 'forbidden', who.status === 401 ? serverText.unauthorized : serverText.forbidden));
    const own = counsellorStore.items.find((c) => c.user_id === who.id);
    if (!own) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    const body = await request.json();
    for (const key of ['bio_en', 'bio_bn', 'languages', 'specialities'] as const) {
      const value = body[key];
      if (value !== undefined && value !== null) Object.assign(own, { [key]: typeof value === 'string' ? value.trim() : value });
    }
    return response(200).json({ message: counsellorText.saved, counsellor: own });
  }),
  http.get('/api/custom/v1/counsellors/me/availability', ({ request, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    return response(200).json({ weekly: counsellorStore.hours.get(who.own.user_id) ?? [] });
  }),
  http.put('/api/custom/v1/counsellors/me/availability', async ({ request, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const { weekly = [] } = await request.json();
    const errors = weekErrors(weekly);
    if (errors.length > 0) return response(400).json(errorBody(400, 'validation_failed', errors[0]!, { weekly: errors }));
    const sorted = [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
    counsellorStore.hours.set(who.own.user_id, sorted);
    return response(200).json({ message: counsellorText.availabilitySaved, weekly: sorted });
  }),
  http.get('/api/custom/v1/counsellors/me/time-off', ({ request, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const items = counsellorStore.timeOff
      .filter((o) => o.user_id === who.own.user_id)
      .sort((a, b) => b.from.localeCompare(a.from))
      .map(({ user_id: _unused, ...o }) => o);
    return response(200).json({ items, total: items.length, page: 1, per_page: 20 });
  }),
  http.post('/api/custom/v1/counsellors/me/time-off', async ({ request, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const { from = '', to = '', reason = '' } = await request.json();
    const local = (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(s.trim());
    const errors: Record<string, string[]> = {};
    if (!local(from)) errors.from = [counsellorText.localTimeInvalid];
    if (!local(to)) errors.to = [counsellorText.localTimeInvalid];
    else if (local(from) && from >= to) errors.to = [counsellorText.endBeforeStart];
    const first = Object.values(errors)[0];
    if (first) return response(400).json(errorBody(400, 'validation_failed', first[0]!, errors));
    const id = counsellorStore.timeOff.length + 1;
    counsellorStore.timeOff.push({ id, from: from.trim(), to: to.trim(), reason: reason.trim(), user_id: who.own.user_id });
    return response(201).json({ message: counsellorText.timeOffSaved, id, from: from.trim(), to: to.trim(), reason: reason.trim(), overlapping_sessions: [] });
  }),
  http.delete('/api/custom/v1/counsellors/me/time-off/{id}', ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const index = counsellorStore.timeOff.findIndex((o) => o.id === Number(params.id) && o.user_id === who.own.user_id);
    if (index < 0) return response(404).json(errorBody(404, 'not_found', counsellorText.timeOffNotFound));
    counsellorStore.timeOff.splice(index, 1);
    return response(200).json({ message: counsellorText.timeOffDeleted });
  }),
  http.get('/api/custom/v1/closures', ({ response }) => {
    const items = [...counsellorStore.closures].sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
    return response(200).json({ items, total: items.length, page: 1, per_page: 20 });
  }),
  http.post('/api/custom/v1/admin/closures', async ({ request, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const { from = '', to = '', label = '' } = await request.json();
    const day = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s.trim());
    const errors: Record<string, string[]> = {};
    if (!day(from)) errors.from = [counsellorText.dayInvalid];
    if (!day(to)) errors.to = [counsellorText.dayInvalid];
    else if (day(from) && from > to) errors.to = [counsellorText.endBeforeStart];
    if (!label.trim()) errors.label = [counsellorText.labelRequired];
    const first = Object.values(errors)[0];
    if (first) return response(400).json(errorBody(400, 'validation_failed', first[0]!, errors));
    const closure = { id: counsellorStore.closures.length + 1, from: from.trim(), to: to.trim(), label: label.trim() };
    counsellorStore.closures.push(closure);
    return response(201).json({ message: counsellorText.closureSaved, id: closure.id, closure });
  }),
  http.delete('/api/custom/v1/admin/closures/{id}', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status as 401).json(refused.body);
    const index = counsellorStore.closures.findIndex((c) => c.id === Number(params.id));
    if (index < 0) return response(404).json(errorBody(404, 'not_found', counsellorText.closureNotFound));
    counsellorStore.closures.splice(index, 1);
    return response(200).json({ message: counsellorText.closureDeleted });
  }),
  // `list_counsellors`: the published ones by name, one page of them (15 unless asked otherwise).
  http.get('/api/custom/v1/counsellors', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 15);
    const all = counsellorStore.items.filter((c) => c.published).sort((a, b) => a.name_en.localeCompare(b.name_en) || a.id - b.id);
    const items = all.slice((page - 1) * perPage, page * perPage).map(publicOf);
    return response(200).json({ items, total: all.length, page, per_page: perPage });
  }),
  // `get_counsellor`: a published one; 404 for anyone else.
  http.get('/api/custom/v1/counsellors/{id}', ({ params, response }) => {
    const c = counsellorStore.items.find((x) => x.id === Number(params.id) && x.published);
    if (!c) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    return response(200).json(publicOf(c));
  }),
  // `free_counsellors`: the admin's; 404 for no such appointment; the list a test set, in the server's order.
  http.get('/api/custom/v1/appointment/{id}/free-counsellors', ({ request, params, response }) => {
    const refused = adminOnly(request);
    if (refused) return response(refused.status).json(refused.body);
    if (!appointmentStore.items.some((a) => a.id === Number(params.id)))
      return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    return response(200).json({ items: counsellorStore.free.get(Number(params.id)) ?? [] });
  }),
  http.get('/api/custom/v1/counsellors/{id}/slots', ({ request, params, response }) => {
    const c = counsellorStore.items.find((x) => x.id === Number(params.id) && x.published);
    if (!c) return response(404).json(errorBody(404, 'not_found', counsellorText.notFound));
    const url = new URL(request.url);
    const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
    const slots = (counsellorStore.slots.get(c.id) ?? []).filter((s) => s.start.slice(0, 10) >= from && s.start.slice(0, 10) <= to);
    return response(200).json({ time_zone: 'Asia/Dhaka', session_minutes: 50, slots });
  }),
  http.get('/api/custom/v1/counsellors/me/sessions', ({ request, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const query = new URL(request.url).searchParams;
    const when = query.get('when') ?? 'upcoming';
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? pageLimits.listOwnSessions.defaultPerPage);
    if (when !== 'upcoming' && when !== 'past') return response(400).json(errorBody(400, 'validation_failed', counsellorText.whenInvalid, { when: [counsellorText.whenInvalid] }));
    const today = serviceToday();
    const items = appointmentStore.items
      .filter((a) => a.counsellor_id === who.own.id && a.appointment_status === 'approved')
      .filter((a) => (when === 'upcoming' ? a.date >= today : a.date < today))
      .sort((a, b) => (when === 'upcoming' ? a.date.localeCompare(b.date) || a.id - b.id : b.date.localeCompare(a.date) || b.id - a.id));
    return response(200).json({ items: items.slice((page - 1) * perPage, page * perPage), total: items.length, page, per_page: perPage });
  }),
  // `own_session`: one of the caller's sessions, approved or cancelled; 404 for anyone else's.
  http.get('/api/custom/v1/counsellors/me/sessions/{id}', ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const session = appointmentStore.items.find(
      (a) => a.id === Number(params.id) && a.counsellor_id === who.own.id && (a.appointment_status === 'approved' || a.appointment_status === 'cancelled'),
    );
    if (!session) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    return response(200).json(session);
  }),
  http.post('/api/custom/v1/counsellors/me/sessions/{id}/attendance', async ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const { attendance = '' } = await request.json();
    if (attendance !== 'attended' && attendance !== 'no_show') {
      return response(400).json(errorBody(400, 'validation_failed', counsellorText.attendanceInvalid, { attendance: [counsellorText.attendanceInvalid] }));
    }
    const session = appointmentStore.items.find((a) => a.id === Number(params.id) && a.counsellor_id === who.own.id && a.appointment_status === 'approved');
    if (!session) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    const [today, now] = [serviceToday(), serviceNow()];
    if (session.date > today || (session.date === today && to24h(session.time) > now)) {
      return response(409).json(errorBody(409, 'session_not_started', counsellorText.sessionNotStarted));
    }
    session.attendance = attendance;
    return response(200).json({ message: counsellorText.attendanceSaved, session });
  }),
];
