import type { components } from '@/lib/api/schema.gen';
import { pageLimits } from '@/lib/api/limits.gen';
import { tokenRole } from '@/lib/jwt';
import { serviceToday } from '@/lib/service-day';
import { errorBody, http, requestLang, serverTextFor } from '../http';
import { badQuery, paging } from '../paging';
import { chars, fieldErrors, oneLine, trim } from '../server-rules';

type AdminHelpline = components['schemas']['AdminHelpline'];
type HelplineRequest = components['schemas']['HelplineRequest'];
type ErrorBody = ReturnType<typeof errorBody>;

type Both = readonly [string, string];
const seed = (id: number, name: Both, phone: string, hours: Both, languages: Both, description: Both, verified_on: string, position: number): AdminHelpline => ({
  id,
  name_en: name[0],
  name_bn: name[1],
  phone,
  hours_en: hours[0],
  hours_bn: hours[1],
  languages_en: languages[0],
  languages_bn: languages[1],
  description_en: description[0],
  description_bn: description[1],
  verified_on,
  position,
  hidden: false,
});

/** The helplines of the first start, word for word from `seed_helplines()` (crates/application/src/safety/helplines.rs). */
export const seedHelplines = (): AdminHelpline[] => [
  seed(
    1,
    ['National Emergency Service', 'জাতীয় জরুরি সেবা'],
    '999',
    ['24 hours, every day; free', 'দিন-রাত ২৪ ঘণ্টা, প্রতিদিন; বিনামূল্যে'],
    ['Bangla; English (press 2)', 'বাংলা; ইংরেজি (২ চাপুন)'],
    [
      'Police, fire service and ambulance. Call if you or someone else is in danger now.',
      'পুলিশ, ফায়ার সার্ভিস ও অ্যাম্বুলেন্স। আপনি বা অন্য কেউ এখনই বিপদে থাকলে ফোন করুন।',
    ],
    '2024-09-30',
    1,
  ),
  seed(
    2,
    ['Moner Jotno (BRAC) mental health hotline', 'মনের যত্ন (ব্র্যাক) মানসিক স্বাস্থ্য হটলাইন'],
    '09643262626',
    ['12 noon to 2 am, every day, holidays included', 'প্রতিদিন দুপুর ১২টা থেকে রাত ২টা, ছুটির দিনসহ'],
    ['Bangla', 'বাংলা'],
    [
      'Free, confidential tele-counselling for anxiety, panic or stress, especially for young people.',
      'উদ্বেগ, আতঙ্ক বা মানসিক চাপে বিনামূল্যে ও গোপনীয় টেলি-কাউন্সেলিং, বিশেষ করে কিশোর-কিশোরী ও তরুণদের জন্য।',
    ],
    '2024-11-23',
    2,
  ),
  seed(
    3,
    ['National Helpline for Violence against Women and Children', 'নারী ও শিশু নির্যাতন প্রতিরোধে ন্যাশনাল হেল্পলাইন'],
    '109',
    ['24 hours, 7 days a week; toll-free', 'সপ্তাহে ৭ দিন, ২৪ ঘণ্টা; টোল-ফ্রি'],
    ['Bangla', 'বাংলা'],
    [
      'For women and children facing violence or abuse, and anyone calling for them: information, advice and help.',
      'সহিংসতা বা নির্যাতনের শিকার নারী ও শিশু এবং তাদের হয়ে যে কেউ: তথ্য, পরামর্শ ও সহায়তা।',
    ],
    '2017-03-24',
    3,
  ),
];

/** The server's helplines (tests may reset or change them); new ones take the next id. */
export const helplineStore: { items: AdminHelpline[] } = { items: [] };

export function resetHelplines(items: AdminHelpline[] = seedHelplines()) {
  helplineStore.items = items.map((h) => ({ ...h }));
}
resetHelplines();

/** Every helpline in the admins' order: by position, then by id (`order_by_asc(Position), order_by_asc(Id)`). */
export const orderedHelplines = () => [...helplineStore.items].sort((a, b) => a.position - b.position || a.id - b.id);

/** 401 without a token, 403 for any role but ADMIN; null when the caller may go on. */
function adminOnly(request: Request): { status: 401 | 403; body: ErrorBody } | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return { status: 401, body: errorBody(401, 'unauthorized', serverTextFor(request, 'unauthorized')) };
  if (tokenRole(token) !== 'ADMIN') return { status: 403, body: errorBody(403, 'forbidden', serverTextFor(request, 'forbidden')) };
  return null;
}

/** `valid_phone` (crates/domain/src/safety/helpline.rs). */
export const validPhone = (s: string) => {
  const cs = [...s];
  const digits = cs.filter((c) => /^[0-9]$/.test(c)).length;
  return cs.length >= 3 && cs.length <= 20 && digits >= 3 && cs.every((c, i) => /^[0-9]$/.test(c) || c === ' ' || c === '-' || (c === '+' && i === 0));
};
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** `HelplineDraft::parse`, rule for rule and in its order, with the day in Dhaka as "today". */
function parseHelpline(request: Request, body: Partial<HelplineRequest>): { draft: Omit<AdminHelpline, 'id'> } | { error: ErrorBody } {
  const { add, failed } = fieldErrors(request);
  const name_en = oneLine(body.name_en ?? '');
  const name_bn = oneLine(body.name_bn ?? '');
  for (const [field, name] of [['name_en', name_en], ['name_bn', name_bn]] as const) {
    if (!name) add(field, 'helplineNameRequired');
    else if (chars(name) > 100) add(field, 'helplineNameTooLong');
  }
  const phone = oneLine(body.phone ?? '');
  if (!phone) add('phone', 'helplinePhoneRequired');
  else if (!validPhone(phone)) add('phone', 'helplinePhoneInvalid');
  const short = { hours_en: oneLine(body.hours_en ?? ''), hours_bn: oneLine(body.hours_bn ?? ''), languages_en: oneLine(body.languages_en ?? ''), languages_bn: oneLine(body.languages_bn ?? '') };
  for (const [field, text] of Object.entries(short)) if (chars(text) > 100) add(field, 'helplineTextTooLong');
  const description_en = trim(body.description_en ?? '');
  const description_bn = trim(body.description_bn ?? '');
  for (const [field, text] of [['description_en', description_en], ['description_bn', description_bn]] as const) if (chars(text) > 500) add(field, 'helplineDescriptionTooLong');
  const verified_on = trim(body.verified_on ?? '');
  if (!isDay(verified_on) || verified_on > serviceToday()) add('verified_on', 'helplineVerifiedInvalid');
  const error = failed();
  if (error) return { error };
  return { draft: { name_en, name_bn, phone, ...short, description_en, description_bn, verified_on, position: body.position ?? 0, hidden: body.hidden ?? false } };
}

const notFound = (request: Request) => errorBody(404, 'not_found', serverTextFor(request, 'helplineNotFound'));
const find = (id: unknown) => helplineStore.items.find((h) => h.id === Number(id));

/** Helplines as the server answers them: the public list in the reader's language, and the admins' editing. */
export const helplineHandlers = [
  http.get('/api/custom/v1/helplines', ({ request, response }) => {
    const bn = requestLang(request) === 'bn';
    const pick = (en: string, bnText: string) => (bn && bnText ? bnText : en);
    const items = orderedHelplines()
      .filter((h) => !h.hidden)
      .slice(0, pageLimits.listAllHelplines.maxPerPage)
      .map((h) => ({
        id: h.id,
        name: pick(h.name_en, h.name_bn),
        phone: h.phone,
        hours: pick(h.hours_en, h.hours_bn),
        languages: pick(h.languages_en, h.languages_bn),
        description: pick(h.description_en, h.description_bn),
        verified_on: h.verified_on,
      }));
    return response(200).json({ items });
  }),
  http.get('/api/custom/v1/admin/helplines', ({ request, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const page = paging(request, pageLimits.listAllHelplines);
    if (!page) return response(400).json(badQuery(request));
    const all = orderedHelplines();
    const start = (page.page - 1) * page.perPage;
    return response(200).json({ items: all.slice(start, start + page.perPage).map((h) => ({ ...h })), total: all.length, page: page.page, per_page: page.perPage });
  }),
  http.post('/api/custom/v1/helplines', async ({ request, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const parsed = parseHelpline(request, await request.json());
    if ('error' in parsed) return response(400).json(parsed.error);
    const added: AdminHelpline = { id: Math.max(0, ...helplineStore.items.map((h) => h.id)) + 1, ...parsed.draft };
    helplineStore.items.push(added);
    return response(201).json({ message: serverTextFor(request, 'helplineSaved'), helpline: { ...added } });
  }),
  http.post('/api/custom/v1/helplines/{id}', async ({ request, params, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const parsed = parseHelpline(request, await request.json());
    if ('error' in parsed) return response(400).json(parsed.error);
    const existing = find(params.id);
    if (!existing) return response(404).json(notFound(request));
    Object.assign(existing, parsed.draft);
    return response(200).json({ message: serverTextFor(request, 'helplineSaved'), helpline: { ...existing } });
  }),
  http.delete('/api/custom/v1/helplines/{id}', ({ request, params, response }) => {
    const denied = adminOnly(request);
    if (denied) return response(denied.status).json(denied.body);
    const existing = find(params.id);
    if (!existing) return response(404).json(notFound(request));
    helplineStore.items = helplineStore.items.filter((h) => h !== existing);
    return response(200).json({ message: serverTextFor(request, 'helplineDeleted') });
  }),
];
