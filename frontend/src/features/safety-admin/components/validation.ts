// The helpline form's rules, mirroring the server's `HelplineDraft::parse` (crates/domain/src/safety/helpline.rs):
// same rules, same texts (the `validation` keys of the safety catalog).
import type { HelplineRequest } from '@/lib/api/types';
import { isIsoDay } from '@/lib/service-day';
import { charCount, oneLine, trimSpace } from '@/lib/validation';
import type en from '@/locales/en/safety.json';

export type HelplineValidationKey = keyof (typeof en)['validation'];

const SHORT_MAX = 100;
const DESCRIPTION_MAX = 500;

/** The form's values, named like the request body so the server's field errors land on them. */
export type HelplineValues = Omit<HelplineRequest, 'position'> & { position: string };
type Errors = Partial<Record<keyof HelplineValues, readonly HelplineValidationKey[]>>;

/** A number as people dial it (`valid_phone`): digits, spaces, dashes, a leading `+`; 3 to 20 characters with at least 3 digits. */
export function validPhone(s: string): boolean {
  const chars = [...s];
  const digits = chars.filter((c) => c >= '0' && c <= '9').length;
  return chars.length >= 3 && chars.length <= 20 && digits >= 3 && chars.every((c, i) => (c >= '0' && c <= '9') || c === ' ' || c === '-' || (c === '+' && i === 0));
}

const isWholeNumber = (s: string) => /^[+-]?\d+$/.test(s.trim()) && Math.abs(Number(s)) <= 2_147_483_647;

/** Every field's failed rules, in the server's order; `today` (in Dhaka) bounds the verification date. */
export function validateHelpline(v: HelplineValues, today: string): Errors {
  const errors: Errors = {};
  for (const field of ['name_en', 'name_bn'] as const) {
    const name = oneLine(v[field]);
    if (!name) errors[field] = ['nameRequired'];
    else if (charCount(name) > SHORT_MAX) errors[field] = ['nameTooLong'];
  }
  const phone = oneLine(v.phone);
  if (!phone) errors.phone = ['phoneRequired'];
  else if (!validPhone(phone)) errors.phone = ['phoneInvalid'];
  for (const field of ['hours_en', 'hours_bn', 'languages_en', 'languages_bn'] as const) {
    if (charCount(oneLine(v[field])) > SHORT_MAX) errors[field] = ['textTooLong'];
  }
  for (const field of ['description_en', 'description_bn'] as const) {
    if (charCount(trimSpace(v[field])) > DESCRIPTION_MAX) errors[field] = ['descriptionTooLong'];
  }
  const verified = v.verified_on.trim();
  if (!isIsoDay(verified) || verified > today) errors.verified_on = ['verifiedInvalid'];
  if (!isWholeNumber(v.position)) errors.position = ['positionInvalid'];
  return errors;
}

/** The body to send: the texts as the server keeps them. */
export function helplineBody(v: HelplineValues): HelplineRequest {
  return {
    name_en: oneLine(v.name_en),
    name_bn: oneLine(v.name_bn),
    phone: oneLine(v.phone),
    hours_en: oneLine(v.hours_en),
    hours_bn: oneLine(v.hours_bn),
    languages_en: oneLine(v.languages_en),
    languages_bn: oneLine(v.languages_bn),
    description_en: trimSpace(v.description_en),
    description_bn: trimSpace(v.description_bn),
    verified_on: v.verified_on.trim(),
    position: Number(v.position.trim()),
    hidden: v.hidden,
  };
}
