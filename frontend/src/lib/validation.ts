// Client-side rules mirroring the server's (crates/domain/src/user/fields.rs,
// product spec section 5): same rules, same texts. Each rule returns the keys of
// the `validation` catalog it fails, in the server's order (empty when valid).
import type en from '@/locales/en/common.json';

export type ValidationKey = keyof (typeof en)['validation'];
/** Per form field: the failed rules, first one first; absent when the field is valid. */
export type Errors<F extends string> = Partial<Record<F, readonly ValidationKey[]>>;

export const USERNAME_MAX = 60;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
const EMAIL_MAX_BYTES = 254;
const EMAIL_LOCAL_MAX_BYTES = 64;
const EMAIL_LABEL_MAX_BYTES = 63;
const NID_MIN = 8;
const NID_MAX = 17;

/** +8801 or 01, then an operator digit 3–9, then 8 digits. */
const REGISTRATION_MOBILE_RE = /^(?:\+8801|01)[3-9][0-9]{8}$/;
/** 01, an operator digit 3–9, then 8 digits. */
const CONTACT_RE = /^01[3-9][0-9]{8}$/;

// Rust's char classes: `is_alphanumeric` = Alphabetic or Numeric (Nd, Nl, No),
// `is_whitespace` = White_Space, `is_control` = Cc.
const ALPHANUMERIC = /^[\p{Alphabetic}\p{N}]$/u;
const ALPHABETIC = /^\p{Alphabetic}$/u;
const WHITESPACE_OR_CONTROL = /[\p{White_Space}\p{Cc}]/u;
const EDGE_WHITESPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;
const EMAIL_LOCAL_SPECIALS = "!#$%&'*+/=?^_`{|}~.-";
const BANGLA_ZERO = 0x09e6; // ০

const encoder = new TextEncoder();
/** Length as the server counts `str::len()`: UTF-8 bytes. */
const utf8Length = (s: string) => encoder.encode(s).length;
/** Length as the server counts `chars().count()`: Unicode code points, not UTF-16 units. */
export const charCount = (s: string) => [...s].length;
const isAlphanumeric = (c: string) => ALPHANUMERIC.test(c);

/** Trims Unicode White_Space at both ends, like Rust's `str::trim`. */
export function trimSpace(value: string): string {
  return value.replace(EDGE_WHITESPACE, '');
}

/** One line as the server keeps it (`one_line`): NFKC, every white space a single space, no control characters, trimmed. */
export function oneLine(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\p{White_Space}/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .split(' ')
    .filter(Boolean)
    .join(' ');
}

/** Bangla digits (০–৯), as a Bangla keyboard types them, in ASCII. */
export function asciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String.fromCharCode(48 + d.charCodeAt(0) - BANGLA_ZERO));
}

/** A mobile number, contact number or NID as the server stores it: trimmed, ASCII digits. */
export function normalizeDigits(value: string): string {
  return asciiDigits(trimSpace(value));
}

export function username(value: string): ValidationKey[] {
  const v = trimSpace(value);
  if (!v) return ['usernameRequired'];
  const errors: ValidationKey[] = [];
  if (charCount(v) > USERNAME_MAX) errors.push('usernameTooLong');
  if (![...v].every((c) => isAlphanumeric(c) || c === '.' || c === '_' || c === '-')) errors.push('usernameInvalid');
  return errors;
}

function isValidEmail(s: string): boolean {
  if (utf8Length(s) > EMAIL_MAX_BYTES || WHITESPACE_OR_CONTROL.test(s)) return false;
  const at = s.lastIndexOf('@');
  if (at < 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (!local || utf8Length(local) > EMAIL_LOCAL_MAX_BYTES || local.includes('@')) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (![...local].every((c) => isAlphanumeric(c) || EMAIL_LOCAL_SPECIALS.includes(c))) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const labelsOk = labels.every(
    (l) =>
      l.length > 0 &&
      utf8Length(l) <= EMAIL_LABEL_MAX_BYTES &&
      !l.startsWith('-') &&
      !l.endsWith('-') &&
      [...l].every((c) => isAlphanumeric(c) || c === '-'),
  );
  const tld = labels[labels.length - 1] ?? '';
  return labelsOk && charCount(tld) >= 2 && [...tld].every((c) => ALPHABETIC.test(c));
}

export function email(value: string): ValidationKey[] {
  const v = trimSpace(value);
  if (!v) return ['emailRequired'];
  return isValidEmail(v) ? [] : ['emailInvalid'];
}

export function password(value: string): ValidationKey[] {
  if (!value) return ['passwordRequired'];
  const n = charCount(value);
  if (n < PASSWORD_MIN) return ['passwordMin'];
  if (n > PASSWORD_MAX) return ['passwordMax'];
  return [];
}

export function confirmPassword(value: string, original: string): ValidationKey[] {
  if (!value) return ['confirmPasswordRequired'];
  if (value !== original) return ['passwordsMustMatch'];
  return [];
}

export function registrationMobile(value: string): ValidationKey[] {
  const v = normalizeDigits(value);
  if (!v) return ['mobileRequired'];
  return REGISTRATION_MOBILE_RE.test(v) ? [] : ['mobileInvalid'];
}

export function contactNumber(value: string): ValidationKey[] {
  const v = normalizeDigits(value);
  if (!v) return ['contactRequired'];
  if (CONTACT_RE.test(v)) return [];
  const length = charCount(v);
  if (length < 11) return ['contactShort', 'mobileInvalid'];
  if (length > 11) return ['contactLong', 'mobileInvalid'];
  return ['mobileInvalid'];
}

/** Optional: blank means "no NID". */
export function nid(value: string): ValidationKey[] {
  const v = normalizeDigits(value);
  if (!v) return [];
  if (!/^[0-9]+$/.test(v)) return ['nidDigitsOnly'];
  if (v.length < NID_MIN) return ['nidMin'];
  if (v.length > NID_MAX) return ['nidMax'];
  return [];
}

/** Builds a form's errors, leaving out the valid fields. */
function collect<F extends string>(rules: Record<F, ValidationKey[]>): Errors<F> {
  const errors: Errors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    if (rules[field].length) errors[field] = rules[field];
  }
  return errors;
}

export type LoginValues = { username: string; password: string };
export function validateLogin(v: LoginValues): Errors<keyof LoginValues> {
  return collect({
    username: trimSpace(v.username) ? [] : ['usernameOrEmailRequired'],
    password: password(v.password),
  });
}

export type RegistrationValues = {
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  /** Consent to keep health data, as the privacy notice explains: required. */
  consent: boolean;
};
export function validateRegistration(v: RegistrationValues): Errors<keyof RegistrationValues> {
  return collect({
    username: username(v.username),
    email: email(v.email),
    mobile: registrationMobile(v.mobile),
    password: password(v.password),
    confirmPassword: confirmPassword(v.confirmPassword, v.password),
    consent: v.consent ? [] : ['consentRequired'],
  });
}

export type ForgotValues = { email: string };
export function validateForgot(v: ForgotValues): Errors<keyof ForgotValues> {
  return collect({ email: email(v.email) });
}

export type ResetValues = { password: string; confirmPassword: string };
export function validateReset(v: ResetValues): Errors<keyof ResetValues> {
  return collect({ password: password(v.password), confirmPassword: confirmPassword(v.confirmPassword, v.password) });
}

export type ProfileValues = { contact_number: string; nid: string };
export function validateProfile(v: ProfileValues): Errors<keyof ProfileValues> {
  // The field shows the first message only ("Write 11 digit mobile number", not also "Invalid mobile number").
  return collect({ contact_number: contactNumber(v.contact_number).slice(0, 1), nid: nid(v.nid) });
}

export type ChangePasswordValues = { current_password: string; new_password: string; confirm_password: string };
export function validateChangePassword(v: ChangePasswordValues): Errors<keyof ChangePasswordValues> {
  return collect({
    // Only required: the server compares it with the stored password as typed.
    current_password: v.current_password ? [] : ['currentPasswordRequired'],
    new_password: password(v.new_password),
    confirm_password: confirmPassword(v.confirm_password, v.new_password),
  });
}
