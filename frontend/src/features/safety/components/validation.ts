// The safety plan's rules, mirroring the server's `SafetyPlan::parse` (crates/domain/src/safety/plan.rs): same rules,
// same order, same texts (the `validation` keys of the safety catalog).
import type { PlanContactBody, SafetyPlanBody } from '@/lib/api/types';
import { asciiDigits, trimSpace } from '@/lib/validation';
import type en from '@/locales/en/safety.json';

export type SafetyValidationKey = keyof (typeof en)['validation'];

/** Entries per section. */
export const PLAN_ITEMS_MAX = 20;
/** Characters per entry. */
export const PLAN_ITEM_MAX_CHARS = 500;

/** The sections in the plan's order: the six Stanley–Brown steps, then the reasons for living. */
export const PLAN_SECTIONS = ['warning_signs', 'coping_strategies', 'distractions', 'people', 'professionals', 'environment', 'reasons_for_living'] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];
/** The sections that are a list of texts (all but `people`). */
export type ListSection = Exclude<PlanSection, 'people'>;
export const isListSection = (section: PlanSection): section is ListSection => section !== 'people';

/** The form's values, named like the request body so the server's `data.errors.<section>` land on them. */
export type PlanValues = { [K in ListSection]: string[] } & { people: PlanContactBody[] };

/** Length as the server counts `chars().count()`: code points. */
const charCount = (s: string) => [...s].length;

/** A number as people dial it (`valid_phone`): digits, spaces, dashes, a leading `+`; 3 to 20 characters with at least 3 digits. */
export function validPhone(s: string): boolean {
  const chars = [...s];
  const digits = chars.filter((c) => c >= '0' && c <= '9').length;
  return chars.length >= 3 && chars.length <= 20 && digits >= 3 && chars.every((c, i) => (c >= '0' && c <= '9') || c === ' ' || c === '-' || (c === '+' && i === 0));
}

/** A person as the server keeps them: trimmed, a number typed with Bangla digits in ASCII. */
export const cleanPerson = (p: PlanContactBody): PlanContactBody => ({ name: trimSpace(p.name), phone: trimSpace(asciiDigits(p.phone)) });
const filledEntries = (raw: readonly string[]) => raw.map(trimSpace).filter(Boolean);
const filledPeople = (raw: readonly PlanContactBody[]) => raw.map(cleanPerson).filter((p) => p.name || p.phone);

/** An entry the server would refuse on its own (shown on that field). */
export const entryTooLong = (text: string) => charCount(trimSpace(text)) > PLAN_ITEM_MAX_CHARS;
/** What is wrong with one person's row: a number without a name, a name too long or a number that cannot be dialled. */
export function personProblems(p: PlanContactBody): { name: boolean; phone: boolean } {
  const c = cleanPerson(p);
  if (!c.name && !c.phone) return { name: false, phone: false };
  return { name: !c.name || charCount(c.name) > PLAN_ITEM_MAX_CHARS, phone: Boolean(c.phone) && !validPhone(c.phone) };
}

function listRule(raw: readonly string[]): SafetyValidationKey[] {
  const kept = filledEntries(raw);
  const keys: SafetyValidationKey[] = [];
  if (kept.length > PLAN_ITEMS_MAX) keys.push('tooManyItems');
  if (kept.some((s) => charCount(s) > PLAN_ITEM_MAX_CHARS)) keys.push('itemTooLong');
  return keys;
}

function peopleRule(raw: readonly PlanContactBody[]): SafetyValidationKey[] {
  const kept = filledPeople(raw);
  const keys: SafetyValidationKey[] = [];
  if (kept.length > PLAN_ITEMS_MAX) keys.push('tooManyItems');
  if (kept.some((p) => !p.name)) keys.push('personNameRequired');
  if (kept.some((p) => charCount(p.name) > PLAN_ITEM_MAX_CHARS)) keys.push('itemTooLong');
  if (kept.some((p) => p.phone && !validPhone(p.phone))) keys.push('personPhoneInvalid');
  return keys;
}

/** Every section's failed rules, in the server's order; valid sections are left out. */
export function validatePlan(v: PlanValues): Partial<Record<PlanSection, readonly SafetyValidationKey[]>> {
  const errors: Partial<Record<PlanSection, readonly SafetyValidationKey[]>> = {};
  for (const section of PLAN_SECTIONS) {
    const keys = isListSection(section) ? listRule(v[section]) : peopleRule(v.people);
    if (keys.length) errors[section] = keys;
  }
  return errors;
}

/** The body to send: blank entries dropped, the rest trimmed (what the server would keep anyway). */
export function planBody(v: PlanValues): SafetyPlanBody {
  return {
    warning_signs: filledEntries(v.warning_signs),
    coping_strategies: filledEntries(v.coping_strategies),
    distractions: filledEntries(v.distractions),
    people: filledPeople(v.people),
    professionals: filledEntries(v.professionals),
    environment: filledEntries(v.environment),
    reasons_for_living: filledEntries(v.reasons_for_living),
  };
}

/** The form's values for a plan: an empty section starts with one blank field to write in. */
export function planValues(plan: SafetyPlanBody): PlanValues {
  const list = (items: readonly string[]) => (items.length ? [...items] : ['']);
  return {
    warning_signs: list(plan.warning_signs),
    coping_strategies: list(plan.coping_strategies),
    distractions: list(plan.distractions),
    people: plan.people.length ? plan.people.map((p) => ({ ...p })) : [{ name: '', phone: '' }],
    professionals: list(plan.professionals),
    environment: list(plan.environment),
    reasons_for_living: list(plan.reasons_for_living),
  };
}
