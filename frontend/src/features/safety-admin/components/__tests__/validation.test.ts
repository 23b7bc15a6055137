import { addDays, serviceToday } from '@/lib/service-day';
import en from '@/locales/en/safety.json';
import { makeToken } from '@/testing/jwt';
import { helplineRequest } from '@/testing/mocks/data';
import { helplineBody, validateHelpline, type HelplineValues } from '../validation';

const values = (overrides: Partial<HelplineValues> = {}): HelplineValues => ({ ...helplineRequest(), position: '4', ...overrides });

/** What the server answers for a helpline: its field errors, or none. */
async function serverErrors(v: HelplineValues): Promise<Record<string, string[]>> {
  const response = await fetch('http://localhost/api/custom/v1/helplines', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${makeToken({ role: 'ADMIN' })}` },
    body: JSON.stringify({ ...v, position: Number(v.position) }),
  });
  const body = (await response.json()) as { data?: { errors?: Record<string, string[]> } };
  return body.data?.errors ?? {};
}

const clientErrors = (v: HelplineValues) =>
  Object.fromEntries(Object.entries(validateHelpline(v, serviceToday())).map(([field, keys]) => [field, keys.map((key) => en.validation[key])]));

describe('the helpline form', () => {
  it.each<[string, Partial<HelplineValues>]>([
    ['a good helpline', {}],
    ['no names', { name_en: ' ', name_bn: '' }],
    ['a name of 101 characters', { name_en: 'n'.repeat(101) }],
    ['101 characters, with inner spaces made one', { name_en: `${'n'.repeat(50)}    ${'n'.repeat(49)}` }],
    ['no number', { phone: '  ' }],
    ['a number that cannot be dialled', { phone: '99 9+' }],
    ['long hours and languages', { hours_bn: 'h'.repeat(101), languages_en: 'l'.repeat(101) }],
    ['a long description', { description_bn: 'd'.repeat(501) }],
    ['a verification date after today', { verified_on: addDays(serviceToday(), 1) }],
    ['no verification date', { verified_on: '' }],
  ])('refuses what the server refuses, with its words: %s', async (_, overrides) => {
    expect(clientErrors(values(overrides))).toEqual(await serverErrors(values(overrides)));
  });

  it('asks for a whole number as the order', () => {
    expect(validateHelpline(values({ position: '1.5' }), serviceToday())).toEqual({ position: ['positionInvalid'] });
    expect(validateHelpline(values({ position: '' }), serviceToday())).toEqual({ position: ['positionInvalid'] });
    expect(helplineBody(values({ position: ' -2 ', name_en: '  Kaan   Pete Roi ' }))).toMatchObject({ position: -2, name_en: 'Kaan Pete Roi' });
  });
});
