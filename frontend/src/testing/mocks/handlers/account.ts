import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, serverText, serverTextFor } from '../http';
import { userInfo } from '../data';

type UserInfo = components['schemas']['UserInfo'];

/** The code every text message of the doubles carries (the server makes a random one up and keeps its hash). */
export const PHONE_CODE = '482913';
/** How long a code works, how many wrong tries it takes, how many go to one number an hour (crates/domain/src/user/phone_code.rs). */
const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_TRIES = 5;
const CODES_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The signed-in subscriber's own settings, as the server stores them. */
type Own = Pick<UserInfo, 'contact_number' | 'nid' | 'discreet' | 'phone_verified' | 'sms_reminders'>;

const ownAtFirst = (): Own => {
  const { contact_number, nid, discreet, phone_verified, sms_reminders } = userInfo('SUBSCRIBER');
  return { contact_number, nid, discreet, phone_verified, sms_reminders };
};

/**
 * The test subscriber's account as `/me` answers it: their counsellor (null: none yet), their own settings, the code
 * on its way to their number, and when codes went to each number (for the hourly limit). Tests may set any of it.
 */
export const meStore: {
  counsellor: components['schemas']['OwnCounsellor'] | null;
  own: Own;
  code: { sentAt: number; wrongTries: number } | null;
  codesSent: Record<string, number[]>;
} = { counsellor: null, own: ownAtFirst(), code: null, codesSent: {} };

export function resetMe(init: Partial<typeof meStore> = {}) {
  meStore.counsellor = null;
  meStore.own = ownAtFirst();
  meStore.code = null;
  meStore.codesSent = {};
  Object.assign(meStore, init);
}

/** The caller's account with the stored settings (the doubles keep the subscriber's; another role keeps its own number). */
export const ownAccount = (role: UserInfo['role'] = 'SUBSCRIBER'): UserInfo => {
  const { contact_number, nid, ...settings } = meStore.own;
  return userInfo(role, role === 'SUBSCRIBER' ? { contact_number, nid, ...settings } : settings);
};

/** `e164` (crates/domain/src/sms.rs): a stored `01XXXXXXXXX` as `+8801XXXXXXXXX`; null for anything else. */
const e164 = (local: string | null | undefined) => (local && /^01\d{9}$/.test(local) ? `+880${local.slice(1)}` : null);

/** `parse_code` (crates/domain/src/user/phone_code.rs): six Latin or Bangla digits, spaces and dashes between allowed. */
function parseCode(input: string): string | null {
  let digits = '';
  for (const c of input) {
    if (/\s/.test(c) || c === '-') continue;
    if (c >= '0' && c <= '9') digits += c;
    else if (c >= '০' && c <= '৯') digits += String(c.charCodeAt(0) - '০'.charCodeAt(0));
    else return null;
  }
  return digits.length === 6 ? digits : null;
}

const unauthorized = () => errorBody(401, 'unauthorized', serverText.unauthorized);

/** The caller's own account, as the server answers for it. */
export const accountHandlers = [
  http.post('/api/custom/v1/change-password', async ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    const body = await request.json();
    if (body.current_password !== 'secret123') {
      return response(400).json(
        errorBody(400, 'wrong_current_password', serverText.wrongCurrentPassword, { current_password: [serverText.wrongCurrentPassword] }),
      );
    }
    return response(200).json({ message: serverText.passwordChanged });
  }),
  http.post('/api/custom/v1/update-user-info/', async ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    const body = await request.json();
    const contact = body.contact_number ?? null;
    if (contact !== meStore.own.contact_number) {
      // A new number is nobody's proved number yet: its verification, texts and the code on its way go.
      meStore.own = { ...meStore.own, phone_verified: false, sms_reminders: false };
      meStore.code = null;
    }
    meStore.own = { ...meStore.own, contact_number: contact, nid: body.nid || null };
    return response(200).json({ message: serverText.profileUpdated, user: ownAccount() });
  }),
  http.get('/api/custom/v1/me', ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    return response(200).json({ ...ownAccount(), counsellor: meStore.counsellor });
  }),
  http.post('/api/custom/v1/me/phone/verify-start', ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    const to = e164(meStore.own.contact_number);
    if (!to) return response(409).json(errorBody(409, 'phone_missing', serverTextFor(request, 'phoneMissing')));
    const now = Date.now();
    const sent = (meStore.codesSent[to] ?? []).filter((at) => at > now - HOUR_MS).sort((a, b) => a - b);
    if (sent.length >= CODES_PER_HOUR) {
      // Until the oldest of the last three falls out of the hour, in whole seconds rounded up.
      const wait = Math.max(1, Math.ceil(((sent[sent.length - CODES_PER_HOUR] ?? now) + HOUR_MS - now) / 1000));
      return response(429).json(errorBody(429, 'too_many_requests', serverTextFor(request, 'phoneCodesTooMany')), {
        headers: { 'Retry-After': String(wait) },
      });
    }
    meStore.codesSent[to] = [...sent, now];
    // A code sent before stops working.
    meStore.code = { sentAt: now, wrongTries: 0 };
    return response(202).json({ message: serverTextFor(request, 'phoneCodeSent') });
  }),
  http.post('/api/custom/v1/me/phone/verify', async ({ request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return response(401).json(unauthorized());
    const body = await request.json();
    const code = parseCode(body.code);
    const onCode = (key: 'phoneCodeFormat' | 'phoneCodeWrong') => {
      const text = serverTextFor(request, key);
      return response(400).json(errorBody(400, 'validation_failed', text, { code: [text] }));
    };
    // Not six digits: no try is counted.
    if (code === null) return onCode('phoneCodeFormat');
    const stored = meStore.code;
    if (!stored || Date.now() >= stored.sentAt + CODE_TTL_MS || stored.wrongTries >= CODE_TRIES) {
      return response(409).json(errorBody(409, 'code_expired', serverTextFor(request, 'phoneCodeExpired')));
    }
    if (code !== PHONE_CODE) {
      stored.wrongTries += 1;
      return onCode('phoneCodeWrong');
    }
    meStore.code = null;
    meStore.own = { ...meStore.own, phone_verified: true };
    return response(200).json({ message: serverTextFor(request, 'phoneVerified'), user: ownAccount() });
  }),
];
