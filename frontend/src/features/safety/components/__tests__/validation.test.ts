import { makeToken } from '@/testing/jwt';
import en from '@/locales/en/safety.json';
import { emptyPlan } from '@/testing/mocks/handlers/safety-plan';
import type { SafetyPlanBody } from '@/lib/api/types';
import { planBody, planValues, validatePlan, validPhone } from '../validation';

/** What the server answers for a plan: its field errors, or none. */
async function serverErrors(plan: Partial<SafetyPlanBody>): Promise<Record<string, string[]>> {
  const response = await fetch('http://localhost/api/custom/v1/me/safety-plan', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${makeToken({ role: 'SUBSCRIBER' })}` },
    body: JSON.stringify(plan),
  });
  const body = (await response.json()) as { data?: { errors?: Record<string, string[]> } };
  return body.data?.errors ?? {};
}

const clientErrors = (plan: Partial<SafetyPlanBody>) =>
  Object.fromEntries(Object.entries(validatePlan(planValues({ ...emptyPlan(), ...plan }))).map(([section, keys]) => [section, keys.map((key) => en.validation[key])]));

describe('the safety plan form', () => {
  it.each<[string, Partial<SafetyPlanBody>]>([
    ['a good plan', { warning_signs: ['  I stop sleeping '], people: [{ name: 'Apa', phone: '+880 1712-345678' }] }],
    ['21 entries', { distractions: Array.from({ length: 21 }, (_, i) => `Place ${i}`) }],
    ['21 entries, one blank', { distractions: [...Array.from({ length: 20 }, (_, i) => `Place ${i}`), '  '] }],
    ['an entry of 501 characters', { environment: ['x'.repeat(501)] }],
    ['500 characters after trimming', { environment: [` ${'x'.repeat(500)} `] }],
    ['a number without a name', { people: [{ name: '', phone: '017' }] }],
    ['a number that cannot be dialled', { people: [{ name: 'B', phone: '99 9+' }] }],
    ['every rule at once', { coping_strategies: Array.from({ length: 21 }, () => 'walk'), people: [{ name: '', phone: 'abc' }, { name: 'y'.repeat(501), phone: '' }] }],
  ])('refuses what the server refuses, with its words: %s', async (_, plan) => {
    expect(clientErrors(plan)).toEqual(await serverErrors(plan));
  });

  it('sends what the server would keep: blank entries dropped, numbers typed in Bangla digits in ASCII', () => {
    const values = planValues(emptyPlan());
    values.warning_signs = [' a ', '', '  '];
    values.people = [{ name: ' Apa ', phone: '০১৭১২ ৩৪৫৬৭৮' }, { name: '', phone: '' }];
    expect(planBody(values)).toEqual({ ...emptyPlan(), warning_signs: ['a'], people: [{ name: 'Apa', phone: '01712 345678' }] });
  });

  it('takes the numbers people dial', () => {
    for (const ok of ['999', '109', '+880 9643-262626', '09643262626']) expect(validPhone(ok)).toBe(true);
    for (const bad of ['12', '+', '99 9+', 'phone', '1234567890123456789012']) expect(validPhone(bad)).toBe(false);
  });
});
