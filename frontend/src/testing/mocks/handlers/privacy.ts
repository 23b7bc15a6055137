import { pageLimits } from '@/lib/api/limits.gen';
import type { components } from '@/lib/api/schema.gen';
import { meStore, ownAccount } from './account';
import { errorBody, http, serverText, serverTextFor } from '../http';
import { caller } from '../roles';
import type { Role } from '@/lib/api/types';
import { badQuery, pageOf, paging } from '../paging';

type ConsentResponse = components['schemas']['ConsentResponse'];
type AccessEntry = components['schemas']['AccessEntryResponse'];

const unauthorized = () => errorBody(401, 'unauthorized', serverText.unauthorized);
const forbidden = () => errorBody(403, 'forbidden', serverText.forbidden);
/** The role of a token the server would take (a usable one: signed, not expired), else null. */
const roleOf = (request: Request): Role | null => {
  const who = caller(request, ['ADMIN', 'SUBSCRIBER', 'COUNSELLOR']);
  return 'status' in who ? null : who.role;
};
const bearer = (request: Request) => roleOf(request) !== null;

/** The consent purposes the server knows (`ConsentPurpose::ALL`), in its order. */
const PURPOSES = ['health_data', 'share_with_counsellor'] as const;

/** Whether the person shares their check-ins and safety plan with their counsellor now (the latest record). */
export const sharesWithCounsellor = () => state.consents.find((c) => c.purpose === 'share_with_counsellor')?.granted === true;

/** A counsellor's read of the person's shared records, as the server notes it in their access log. */
export function noteCounsellorRead(username: string, name: string, what: 'check_ins' | 'safety_plan') {
  state.access.unshift({ id: state.access.length + 1, admin: username, by_you: false, by_counsellor: true, counsellor_name: name, what, at: new Date().toISOString() });
}

/** The doubles' privacy state: the consent log (newest first), the access log (discreet mode is the account's: see `meStore`). */
const state = {
  consents: [] as ConsentResponse[],
  access: [] as AccessEntry[],
  erased: false,
};

/**
 * As the server refuses a health write (self-care answers, a check-in, a safety-plan change) for want of consent:
 * 403 `consent_required` when none was ever recorded, `consent_withdrawn` after a withdrawal; null when given.
 */
export function healthConsentRefusal(request: Request): ReturnType<typeof errorBody> | null {
  const latest = state.consents.find((c) => c.purpose === 'health_data');
  if (!latest) return errorBody(403, 'consent_required', serverTextFor(request, 'consentRequired'));
  return latest.granted ? null : errorBody(403, 'consent_withdrawn', serverTextFor(request, 'consentWithdrawn'));
}

/** A consent given at registration, as the web app's registration form records it. */
export const grantedAtRegistration = (): ConsentResponse => ({
  purpose: 'health_data',
  granted: true,
  notice_version: '2026-11-24',
  text_shown: serverText.healthDataStatement,
  at: '2026-11-20T04:00:00Z',
});

/** The doubles' default: an account that consented at registration (tests of other states say so). */
export function resetPrivacy(init: Partial<typeof state> = {}) {
  state.consents = [grantedAtRegistration()];
  state.access = [];
  state.erased = false;
  Object.assign(state, init);
}


export const privacyHandlers = [
  http.get('/api/custom/v1/me/consents', ({ request, response }) => {
    if (!bearer(request)) return response(401).json(unauthorized());
    const p = paging(request, pageLimits.listConsents);
    if (!p) return response(400).json(badQuery(request));
    const current = PURPOSES.map((purpose) => {
      const latest = state.consents.find((c) => c.purpose === purpose);
      return { purpose, state: latest ? (latest.granted ? 'granted' : 'withdrawn') : 'unknown' };
    });
    return response(200).json({ ...pageOf(state.consents, p), current });
  }),
  http.post('/api/custom/v1/me/consents', async ({ request, response }) => {
    if (!bearer(request)) return response(401).json(unauthorized());
    const body = await request.json();
    const purpose = PURPOSES.find((p) => p === body.purpose);
    if (!purpose) {
      return response(400).json(errorBody(400, 'validation_failed', 'Unknown consent purpose.', { purpose: ['Unknown consent purpose.'] }));
    }
    const message =
      purpose === 'health_data'
        ? body.granted
          ? serverText.consentGranted
          : serverText.consentWithdrawnSaved
        : body.granted
          ? serverText.sharingOn
          : serverText.sharingOff;
    // A call that changes nothing writes no row: the record in force, 200.
    const latest = state.consents.find((c) => c.purpose === purpose);
    if (latest?.granted === body.granted) return response(200).json({ message, consent: latest });
    const consent: ConsentResponse = {
      purpose,
      granted: body.granted,
      notice_version: '2026-11-24',
      text_shown: purpose === 'health_data' ? serverText.healthDataStatement : serverText.shareWithCounsellorStatement,
      at: new Date().toISOString(),
    };
    state.consents.unshift(consent);
    return response(201).json({ message, consent });
  }),
  http.get('/api/custom/v1/me/access-log', ({ request, response }) => {
    if (!bearer(request)) return response(401).json(unauthorized());
    const p = paging(request, pageLimits.listAccessLog);
    if (!p) return response(400).json(badQuery(request));
    return response(200).json(pageOf(state.access, p));
  }),
  http.post('/api/custom/v1/me/preferences', async ({ request, response }) => {
    if (!bearer(request)) return response(401).json(unauthorized());
    // Each key is optional (the generated type says otherwise: see lib/preferences.ts); one left out, or null, changes nothing.
    const body: { discreet?: boolean | null; sms_reminders?: boolean | null } = await request.json();
    // Text messages first: a refusal there changes nothing at all.
    if (body.sms_reminders === true && !meStore.own.phone_verified) {
      return response(409).json(errorBody(409, 'phone_not_verified', serverTextFor(request, 'phoneNotVerified')));
    }
    if (typeof body.sms_reminders === 'boolean') meStore.own = { ...meStore.own, sms_reminders: body.sms_reminders };
    if (typeof body.discreet === 'boolean') meStore.own = { ...meStore.own, discreet: body.discreet };
    return response(200).json(ownAccount(roleOf(request) ?? 'SUBSCRIBER'));
  }),
  http.post('/api/custom/v1/me/export', async ({ request, response }) => {
    if (!bearer(request)) return response(401).json(unauthorized());
    const body = await request.json();
    if (!body.password) return response(400).json(errorBody(400, 'validation_failed', 'Password is required', { password: ['Password is required'] }));
    if (body.password !== 'secret123') {
      return response(400).json(errorBody(400, 'wrong_password', serverText.wrongPassword, { password: [serverText.wrongPassword] }));
    }
    state.access.unshift({ id: state.access.length + 1, admin: 'rahima', by_you: true, by_counsellor: false, counsellor_name: null, what: 'export', at: new Date().toISOString() });
    // A zip file begins with "PK\x03\x04".
    return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      status: 200,
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="mon-export-2026-11-24.zip"', 'Cache-Control': 'no-store' },
    });
  }),
  http.post('/api/custom/v1/me/delete', async ({ request, response }) => {
    if (!bearer(request)) return response(401).json(unauthorized());
    if (roleOf(request) !== 'SUBSCRIBER') return response(403).json(forbidden());
    const body = await request.json();
    if (!body.password) return response(400).json(errorBody(400, 'validation_failed', 'Password is required', { password: ['Password is required'] }));
    if (body.password !== 'secret123') {
      return response(400).json(errorBody(400, 'wrong_password', serverText.wrongPassword, { password: [serverText.wrongPassword] }));
    }
    state.erased = true;
    return response(200).json({ message: serverText.accountErased });
  }),
];
