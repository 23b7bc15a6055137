import { makeToken } from '@/testing/jwt';
import { serverText, serverTextBn } from '@/testing/mocks/http';
import { grantedAtRegistration, resetPrivacy } from '../privacy';

// The doubles refuse as the server does (crates/http/src/extract.rs for tokens, crates/application/src/privacy for
// consent): the pages' tests of a refused call rely on them answering what the server answers.
type Body = { code?: string; message?: string; consent?: { granted: boolean } };
const post = async (path: string, body: unknown, { token = makeToken(), lang }: { token?: string; lang?: string } = {}) => {
  const headers = new Headers({ 'Content-Type': 'application/json', Authorization: `Bearer ${token}` });
  if (lang) headers.set('Accept-Language', lang);
  const response = await fetch(`http://localhost/api/custom/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Body };
};

const HEALTH_WRITES: [string, unknown][] = [
  ['check-ins/gad7', { answers: [0, 0, 0, 0, 0, 0, 0] }],
  ['me/safety-plan', { reasons_for_living: ['My sister'] }],
  ['multiple-answers', []],
];

describe('the doubles (test doubles of the server)', () => {
  it('answer 401 to an expired or a forged token, as the server does', async () => {
    const [forgedHead, forgedBody] = makeToken().split('.');
    for (const token of [makeToken({ expInSeconds: -60 }), `${forgedHead}.${forgedBody}.not-our-signature`, makeToken({ role: null })]) {
      for (const [path, body] of HEALTH_WRITES) {
        expect(await post(path, body, { token }), `${path} with ${token}`).toMatchObject({ status: 401, body: { code: 'unauthorized', message: serverText.unauthorized } });
      }
      expect((await post('me/export', { password: 'secret123' }, { token })).status).toBe(401);
    }
  });

  it('refuse health writes with 403 consent_required before consent and consent_withdrawn after a withdrawal', async () => {
    resetPrivacy({ consents: [] });
    for (const [path, body] of HEALTH_WRITES) {
      expect(await post(path, body), path).toMatchObject({ status: 403, body: { code: 'consent_required', message: serverText.consentRequired } });
    }
    expect(await post('check-ins/gad7', HEALTH_WRITES[0]![1], { lang: 'bn' })).toMatchObject({ status: 403, body: { message: serverTextBn.consentRequired } });
    resetPrivacy({ consents: [{ ...grantedAtRegistration(), granted: false }, grantedAtRegistration()] });
    for (const [path, body] of HEALTH_WRITES) {
      expect(await post(path, body), path).toMatchObject({ status: 403, body: { code: 'consent_withdrawn', message: serverText.consentWithdrawn } });
    }
    resetPrivacy();
    expect((await post('check-ins/gad7', HEALTH_WRITES[0]![1])).status).toBe(201);
  });

  it('write no consent row for a call that changes nothing, and answer 200 with the record in force', async () => {
    resetPrivacy();
    expect(await post('me/consents', { purpose: 'health_data', granted: true })).toMatchObject({ status: 200, body: { consent: { granted: true } } });
    expect((await post('me/consents', { purpose: 'health_data', granted: false })).status).toBe(201);
    expect((await post('me/consents', { purpose: 'health_data', granted: false })).status).toBe(200);
  });
});
