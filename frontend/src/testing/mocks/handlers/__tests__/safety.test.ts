import { serviceToday, addDays } from '@/lib/service-day';
import { makeToken } from '@/testing/jwt';
import { helplineRequest } from '@/testing/mocks/data';
import { serverText, serverTextBn } from '@/testing/mocks/http';
import { helplineStore, seedHelplines } from '../helplines';
import { emptyPlan } from '../safety-plan';

// The safety doubles answer as the server does (crates/domain/src/safety/{helpline,plan}.rs and
// crates/http/src/routes/safety); the pages' tests rely on them.
type Body = { code?: string; message?: string; data?: { errors?: Record<string, string[]> } } & Record<string, unknown>;
const call = async (path: string, { role, method, body, lang }: { role?: 'ADMIN' | 'SUBSCRIBER'; method?: string; body?: unknown; lang?: string } = {}) => {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (role) headers.set('Authorization', `Bearer ${makeToken({ role })}`);
  if (lang) headers.set('Accept-Language', lang);
  const init: RequestInit = { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = await fetch(`http://localhost/api/custom/v1/${path}`, init);
  return { status: response.status, body: (await response.json()) as Body };
};

const helpline = (overrides: Record<string, unknown> = {}) => ({ ...helplineRequest(), ...overrides });

describe('helpline doubles', () => {
  it('list the seeded helplines for everyone, in the reader\'s language (English where a Bangla text is missing)', async () => {
    const en = await call('helplines');
    expect(en.status).toBe(200);
    expect((en.body.items as { name: string; phone: string }[]).map((h) => [h.name, h.phone])).toEqual(seedHelplines().map((h) => [h.name_en, h.phone]));
    helplineStore.items[0]!.hours_bn = '';
    const bn = (await call('helplines', { lang: 'bn' })).body.items as { name: string; hours: string }[];
    expect(bn[0]).toMatchObject({ name: 'জাতীয় জরুরি সেবা', hours: '24 hours, every day; free' });
  });

  it('are edited by admins only, and page like the server', async () => {
    expect((await call('admin/helplines')).status).toBe(401);
    expect(await call('admin/helplines', { role: 'SUBSCRIBER' })).toMatchObject({ status: 403, body: { code: 'forbidden', message: serverText.forbidden } });
    expect((await call('helplines', { role: 'SUBSCRIBER', body: helpline() })).status).toBe(403);
    expect(await call('admin/helplines?per_page=101', { role: 'ADMIN' })).toMatchObject({ status: 400, body: { code: 'bad_query' } });
    expect(await call('admin/helplines?page=2&per_page=2', { role: 'ADMIN' })).toMatchObject({ status: 200, body: { total: 3, page: 2, per_page: 2 } });
    expect((await call('admin/helplines', { role: 'ADMIN' })).body).toMatchObject({ total: 3, page: 1, per_page: 20 });
  });

  it('check a helpline field by field with the server texts, in the request\'s language', async () => {
    const bad = await call('helplines', {
      role: 'ADMIN',
      body: helpline({ name_bn: ' ', phone: 'call us', description_en: 'x'.repeat(501), hours_en: 'h'.repeat(101), verified_on: addDays(serviceToday(), 1) }),
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed', message: serverText.helplineNameRequired } });
    expect(bad.body.data?.errors).toEqual({
      name_bn: [serverText.helplineNameRequired],
      phone: [serverText.helplinePhoneInvalid],
      hours_en: [serverText.helplineTextTooLong],
      description_en: [serverText.helplineDescriptionTooLong],
      verified_on: [serverText.helplineVerifiedInvalid],
    });
    const bn = await call('helplines', { role: 'ADMIN', lang: 'bn', body: helpline({ phone: '' }) });
    expect(bn.body).toMatchObject({ message: serverTextBn.helplinePhoneRequired, data: { errors: { phone: [serverTextBn.helplinePhoneRequired] } } });
    for (const phone of ['12', '+', '99 9+', '1234567890123456789012']) {
      expect((await call('helplines', { role: 'ADMIN', body: helpline({ phone }) })).body.data?.errors).toEqual({ phone: [serverText.helplinePhoneInvalid] });
    }
  });

  it('add, change and delete, answering 404 for an unknown helpline', async () => {
    const added = await call('helplines', { role: 'ADMIN', body: helpline({ name_en: '  Kaan   Pete Roi ', phone: '+880 9612-119911' }) });
    expect(added).toMatchObject({ status: 201, body: { message: serverText.helplineSaved, helpline: { id: 4, name_en: 'Kaan Pete Roi', phone: '+880 9612-119911', position: 4 } } });
    expect(await call('helplines/4', { role: 'ADMIN', body: helpline({ hidden: true }) })).toMatchObject({ status: 200, body: { helpline: { id: 4, hidden: true } } });
    expect((await call('helplines')).body.items).toHaveLength(3);
    expect(await call('helplines/99', { role: 'ADMIN', body: helpline() })).toMatchObject({ status: 404, body: { code: 'not_found', message: serverText.helplineNotFound } });
    expect(await call('helplines/4', { role: 'ADMIN', method: 'DELETE' })).toMatchObject({ status: 200, body: { message: serverText.helplineDeleted } });
    expect((await call('helplines/4', { role: 'ADMIN', method: 'DELETE' })).status).toBe(404);
  });
});

describe('safety plan double', () => {
  it("is the subscriber's own: 401 without a token, 403 for an admin, empty before the first save", async () => {
    expect((await call('me/safety-plan')).status).toBe(401);
    expect(await call('me/safety-plan', { role: 'ADMIN' })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await call('me/safety-plan', { role: 'ADMIN', lang: 'bn' })).toMatchObject({ status: 403, body: { message: serverTextBn.forbidden } });
    expect(await call('me/safety-plan', { role: 'SUBSCRIBER' })).toEqual({ status: 200, body: { plan: emptyPlan(), updated_at: null } });
  });

  it('drops blank entries, trims the rest, and keeps the plan with the time it was saved', async () => {
    const saved = await call('me/safety-plan', {
      role: 'SUBSCRIBER',
      body: { warning_signs: ['  I stop sleeping ', '   '], people: [{ name: 'Apa', phone: '01712345678' }, { name: '', phone: '' }] },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { message: serverText.planSaved, plan: { ...emptyPlan(), warning_signs: ['I stop sleeping'], people: [{ name: 'Apa', phone: '01712345678' }] } },
    });
    expect(typeof saved.body.updated_at).toBe('string');
    expect((await call('me/safety-plan', { role: 'SUBSCRIBER' })).body).toEqual({ plan: saved.body.plan, updated_at: saved.body.updated_at });
  });

  it('bounds each section and checks every person, section by section in the server\'s order', async () => {
    const bad = await call('me/safety-plan', {
      role: 'SUBSCRIBER',
      body: {
        coping_strategies: Array.from({ length: 21 }, () => 'walk'),
        people: [{ name: '', phone: '017' }, { name: 'B', phone: 'abc' }],
        reasons_for_living: ['x'.repeat(501)],
      },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed', message: serverText.planTooManyItems } });
    expect(bad.body.data?.errors).toEqual({
      coping_strategies: [serverText.planTooManyItems],
      people: [serverText.planContactNameRequired, serverText.planContactPhoneInvalid],
      reasons_for_living: [serverText.planItemTooLong],
    });
  });
});
