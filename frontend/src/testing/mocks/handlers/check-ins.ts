import { pageLimits } from '@/lib/api/limits.gen';
import type { CheckIn, Instrument, Role } from '@/lib/api/types';
import { errorBody, http, requestLang, serverText } from '../http';
import { badQuery, paging } from '../paging';
import { caller, subscriber } from '../roles';
import { healthConsentRefusal } from './privacy';

/**
 * PHQ-9 and GAD-7 check-ins as the server answers them: the scoring, bands and first wording of
 * `crates/domain/src/safety/check_in.rs`, the 7-day rule and history of `crates/application/src/safety/check_ins.rs`,
 * and the statuses of `crates/http/src/routes/safety/mod.rs`.
 */

export type CheckInCode = 'phq9' | 'gad7';
type Band = 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe';
type Lang = 'en' | 'bn';
type Wording = Pick<Instrument, 'title' | 'instructions' | 'items'> & { options: string[]; bands: string[] };

const CODES: readonly CheckInCode[] = ['phq9', 'gad7'];
/** `RETAKE_AFTER_DAYS`: an instrument is taken at most once in this many days. */
export const RETAKE_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `InstrumentCode::bands`: each band with the lowest score in it, lowest first. */
const BANDS: Record<CheckInCode, readonly (readonly [number, Band])[]> = {
  phq9: [
    [0, 'minimal'],
    [5, 'mild'],
    [10, 'moderate'],
    [15, 'moderately_severe'],
    [20, 'severe'],
  ],
  gad7: [
    [0, 'minimal'],
    [5, 'mild'],
    [10, 'moderate'],
    [15, 'severe'],
  ],
};
const ITEMS: Record<CheckInCode, number> = { phq9: 9, gad7: 7 };

const EN_OPTIONS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const BN_OPTIONS = ['একদমই না', 'কয়েক দিন', 'অর্ধেকের বেশি দিন', 'প্রায় প্রতিদিন'];

/** `default_instrument_text`, word for word: English reviewed, Bangla awaiting review. */
const WORDING: Record<CheckInCode, Record<Lang, Wording>> = {
  phq9: {
    en: {
      title: 'PHQ-9: how your mood has been',
      instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
      items: [
        'Little interest or pleasure in doing things',
        'Feeling down, depressed, or hopeless',
        'Trouble falling or staying asleep, or sleeping too much',
        'Feeling tired or having little energy',
        'Poor appetite or overeating',
        'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
        'Trouble concentrating on things, such as reading the newspaper or watching television',
        'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
        'Thoughts that you would be better off dead or of hurting yourself in some way',
      ],
      options: EN_OPTIONS,
      bands: [
        'Minimal: few signs of depression right now.',
        'Mild: some signs of depression. Keep an eye on how you feel, and talk to someone you trust.',
        'Moderate: clear signs of depression. Talking with a counsellor can help; you can request an appointment.',
        'Moderately severe: strong signs of depression. Please talk with a counsellor or doctor soon.',
        'Severe: very strong signs of depression. Please reach out for help today.',
      ],
    },
    bn: {
      title: 'পিএইচকিউ-৯: আপনার মন কেমন ছিল',
      instructions: 'গত ২ সপ্তাহে নিচের সমস্যাগুলো আপনাকে কত ঘন ঘন কষ্ট দিয়েছে?',
      items: [
        'কোনো কাজে আগ্রহ বা আনন্দ কম পাওয়া',
        'মন খারাপ, বিষণ্ন বা হতাশ লাগা',
        'ঘুম আসতে বা ঘুম ধরে রাখতে সমস্যা, অথবা খুব বেশি ঘুমানো',
        'ক্লান্ত লাগা বা শক্তি কম থাকা',
        'খিদে কমে যাওয়া বা বেশি খাওয়া',
        'নিজেকে খারাপ মনে হওয়া — বা মনে হওয়া যে আপনি ব্যর্থ, অথবা নিজেকে বা পরিবারকে হতাশ করেছেন',
        'কোনো কিছুতে মনোযোগ দিতে সমস্যা, যেমন খবরের কাগজ পড়া বা টেলিভিশন দেখা',
        'এত ধীরে চলাফেরা বা কথা বলা যে অন্যরা খেয়াল করতে পারত? অথবা উল্টোটা — এত অস্থির লাগা যে স্বাভাবিকের চেয়ে অনেক বেশি নড়াচড়া করেছেন',
        'মনে হওয়া যে মরে গেলেই ভালো হতো, অথবা কোনোভাবে নিজের ক্ষতি করার চিন্তা',
      ],
      options: BN_OPTIONS,
      bands: [
        'ন্যূনতম: এই মুহূর্তে বিষণ্নতার লক্ষণ খুব কম।',
        'মৃদু: বিষণ্নতার কিছু লক্ষণ আছে। নিজের অনুভূতির দিকে খেয়াল রাখুন, বিশ্বাসের কারও সঙ্গে কথা বলুন।',
        'মাঝারি: বিষণ্নতার স্পষ্ট লক্ষণ আছে। একজন কাউন্সেলরের সঙ্গে কথা বললে উপকার হতে পারে; আপনি অ্যাপয়েন্টমেন্টের অনুরোধ করতে পারেন।',
        'মাঝারি থেকে তীব্র: বিষণ্নতার জোরালো লক্ষণ আছে। শিগগিরই একজন কাউন্সেলর বা চিকিৎসকের সঙ্গে কথা বলুন।',
        'তীব্র: বিষণ্নতার খুব জোরালো লক্ষণ আছে। আজই সাহায্য চান।',
      ],
    },
  },
  gad7: {
    en: {
      title: 'GAD-7: how anxious you have felt',
      instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
      items: [
        'Feeling nervous, anxious, or on edge',
        'Not being able to stop or control worrying',
        'Worrying too much about different things',
        'Trouble relaxing',
        'Being so restless that it is hard to sit still',
        'Becoming easily annoyed or irritable',
        'Feeling afraid, as if something awful might happen',
      ],
      options: EN_OPTIONS,
      bands: [
        'Minimal: few signs of anxiety right now.',
        'Mild: some signs of anxiety. Rest, routine and talking to someone you trust can help.',
        'Moderate: clear signs of anxiety. Talking with a counsellor can help; you can request an appointment.',
        'Severe: strong signs of anxiety. Please talk with a counsellor or doctor soon, and reach out today if you feel unsafe.',
      ],
    },
    bn: {
      title: 'জিএডি-৭: আপনি কতটা উদ্বিগ্ন ছিলেন',
      instructions: 'গত ২ সপ্তাহে নিচের সমস্যাগুলো আপনাকে কত ঘন ঘন কষ্ট দিয়েছে?',
      items: [
        'নার্ভাস, উদ্বিগ্ন বা অস্থির লাগা',
        'দুশ্চিন্তা থামাতে বা নিয়ন্ত্রণ করতে না পারা',
        'নানা বিষয় নিয়ে খুব বেশি দুশ্চিন্তা করা',
        'স্বস্তিতে থাকতে সমস্যা',
        'এত অস্থির লাগা যে স্থির হয়ে বসে থাকা কঠিন',
        'সহজেই বিরক্ত বা খিটখিটে হয়ে যাওয়া',
        'ভয় লাগা, যেন ভয়ংকর কিছু ঘটতে পারে',
      ],
      options: BN_OPTIONS,
      bands: [
        'ন্যূনতম: এই মুহূর্তে উদ্বেগের লক্ষণ খুব কম।',
        'মৃদু: উদ্বেগের কিছু লক্ষণ আছে। বিশ্রাম, নিয়মিত রুটিন আর বিশ্বাসের কারও সঙ্গে কথা বলা সাহায্য করতে পারে।',
        'মাঝারি: উদ্বেগের স্পষ্ট লক্ষণ আছে। একজন কাউন্সেলরের সঙ্গে কথা বললে উপকার হতে পারে; আপনি অ্যাপয়েন্টমেন্টের অনুরোধ করতে পারেন।',
        'তীব্র: উদ্বেগের জোরালো লক্ষণ আছে। শিগগিরই একজন কাউন্সেলর বা চিকিৎসকের সঙ্গে কথা বলুন, আর নিজেকে অনিরাপদ মনে হলে আজই সাহায্য চান।',
      ],
    },
  },
};

/** The item the PHQ-9 asks about thoughts of self-harm (its 9th, index 8). */
const SELF_HARM_ITEM = 8;

/** `InstrumentCode::band_of`. */
export function bandOf(code: CheckInCode, score: number): Band {
  return [...BANDS[code]].reverse().find(([from]) => score >= from)?.[1] ?? 'minimal';
}

/** `score`: the sum, its band, and whether help comes first (PHQ-9 item 9 above 0, or a severe band); null for answers it refuses. */
export function scoreAnswers(code: CheckInCode, answers: readonly number[]): { score: number; band: Band; help_suggested: boolean } | null {
  if (answers.length !== ITEMS[code] || answers.some((a) => !Number.isInteger(a) || a < 0 || a > 3)) return null;
  const score = answers.reduce((sum, a) => sum + a, 0);
  const band = bandOf(code, score);
  const selfHarm = code === 'phq9' && (answers[SELF_HARM_ITEM] ?? 0) > 0;
  return { score, band, help_suggested: selfHarm || band === 'severe' };
}

/** A time as chrono writes a `DateTime<Utc>`: RFC 3339 in UTC, without fractions when there are none. */
const rfc3339 = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

type Stored = CheckIn & { user_id: number };

/** Every subscriber's check-ins; tests may reset or fill it. */
export const checkInStore: { items: Stored[]; nextId: number } = { items: [], nextId: 1 };

export function resetCheckIns() {
  checkInStore.items = [];
  checkInStore.nextId = 1;
}

/** Stores a check-in as if `answers` were sent `daysAgo` days ago (default: by the test subscriber, user 7). */
export function seedCheckIn(code: CheckInCode, answers: readonly number[], daysAgo: number, userId = 7): Stored {
  const scored = scoreAnswers(code, answers);
  if (!scored) throw new Error(`seedCheckIn: answers that ${code} refuses`);
  const item: Stored = { id: checkInStore.nextId++, user_id: userId, code, ...scored, taken_at: rfc3339(Date.now() - daysAgo * DAY_MS) };
  checkInStore.items.push(item);
  return item;
}

const mine = (userId: number, code?: CheckInCode) =>
  checkInStore.items
    .filter((c) => c.user_id === userId && (code === undefined || c.code === code))
    .sort((a, b) => Date.parse(b.taken_at) - Date.parse(a.taken_at) || b.id - a.id);

/** When `userId` may take `code` again, if not now. */
function nextAvailable(userId: number, code: CheckInCode, now: number): number | null {
  const last = mine(userId, code)[0];
  if (!last) return null;
  const next = Date.parse(last.taken_at) + RETAKE_AFTER_DAYS * DAY_MS;
  return next > now ? next : null;
}

/** `InstrumentView` → `InstrumentResponse`: each band with its score range, up to 3 × the items. */
function instrument(code: CheckInCode, lang: Lang, userId: number, now: number): Instrument {
  const text = WORDING[code][lang];
  const bands = BANDS[code];
  const next = nextAvailable(userId, code, now);
  return {
    code,
    lang,
    title: text.title,
    instructions: text.instructions,
    items: text.items,
    options: text.options.map((label, value) => ({ value, label })),
    bands: bands.map(([from, band], i) => ({ band, min_score: from, max_score: (bands[i + 1]?.[0] ?? 3 * ITEMS[code] + 1) - 1, text: text.bands[i] ?? '' })),
    awaiting_review: lang === 'bn',
    next_available_at: next === null ? null : rfc3339(next),
  };
}

/** The signed-in caller (an admin or a subscriber, `CareUser`), or null without a usable token (401). */
function anyUser(request: Request): { id: number; role: Role } | null {
  const who = caller(request, ['ADMIN', 'SUBSCRIBER']);
  return 'status' in who ? null : who;
}

const denied = (status: 401 | 403) =>
  status === 401 ? errorBody(401, 'unauthorized', serverText.unauthorized) : errorBody(403, 'forbidden', serverText.forbidden);

const parseCode = (raw: string): CheckInCode | null => CODES.find((c) => c === raw.trim()) ?? null;

export const checkInHandlers = [
  http.get('/api/custom/v1/check-ins/instruments', ({ request, response }) => {
    const who = anyUser(request);
    if (!who) return response(401).json(denied(401));
    const lang = requestLang(request);
    const now = Date.now();
    return response(200).json({ phq9: instrument('phq9', lang, who.id, now), gad7: instrument('gad7', lang, who.id, now) });
  }),
  http.get('/api/custom/v1/check-ins', ({ request, response }) => {
    const who = subscriber(request);
    if ('status' in who) return response(who.status).json(denied(who.status));
    const page = paging(request, pageLimits.listCheckIns);
    if (!page) return response(400).json(badQuery(request));
    const raw = (new URL(request.url).searchParams.get('code') ?? '').trim();
    const code = raw === '' ? undefined : parseCode(raw);
    if (code === null) return response(400).json(errorBody(400, 'validation_failed', serverText.instrumentNotFound, { code: [serverText.instrumentNotFound] }));
    const all = mine(who.id, code);
    const items = all.slice((page.page - 1) * page.perPage, page.page * page.perPage).map(({ user_id: _, ...c }) => c);
    return response(200).json({ items, total: all.length, page: page.page, per_page: page.perPage });
  }),
  http.post('/api/custom/v1/check-ins/{code}', async ({ request, params, response }) => {
    const who = subscriber(request);
    if ('status' in who) return response(who.status).json(denied(who.status));
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return response(400).json(errorBody(400, 'malformed_json', serverText.malformedJson));
    }
    // `#[serde(default)] answers: Vec<i64>`: absent is empty; anything but whole numbers does not parse.
    const answers = body && typeof body === 'object' && 'answers' in body ? body.answers : [];
    if (!Array.isArray(answers) || answers.some((a) => typeof a !== 'number' || !Number.isInteger(a))) {
      return response(400).json(errorBody(400, 'malformed_json', serverText.malformedJson));
    }
    const code = parseCode(String(params.code));
    if (!code) return response(404).json(errorBody(404, 'not_found', serverText.instrumentNotFound));
    const scored = scoreAnswers(code, answers as number[]);
    if (!scored) return response(400).json(errorBody(400, 'validation_failed', serverText.answersCount, { answers: [serverText.answersCount] }));
    const refused = healthConsentRefusal(request);
    if (refused) return response(403).json(refused);
    const now = Date.now();
    const next = nextAvailable(who.id, code, now);
    if (next !== null) {
      const refused = errorBody(409, 'check_in_too_soon', serverText.checkInTooSoon);
      return response(409).json({ ...refused, data: { ...refused.data, available_at: rfc3339(next) } });
    }
    const stored: Stored = { id: checkInStore.nextId++, user_id: who.id, code, ...scored, taken_at: rfc3339(now) };
    checkInStore.items.push(stored);
    const { user_id: _, ...item } = stored;
    return response(201).json(item);
  }),
];
