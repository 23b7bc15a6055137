// Client-side rules mirroring the server's (product spec, section 5).
// Each rule returns a key of the `validation` catalog, or undefined when valid.
import type en from '@/locales/en/common.json';

export type ValidationKey = keyof (typeof en)['validation'];
export type Errors<F extends string> = Partial<Record<F, ValidationKey>>;

export const PASSWORD_MIN = 6;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** +8801 or 01, then an operator digit 3–9, then 8 digits. */
const REGISTRATION_MOBILE_RE = /^(?:\+8801|01)[3-9]\d{8}$/;
/** 01, an operator digit 3–9, then 8 digits. */
const CONTACT_RE = /^01[3-9]\d{8}$/;

export function email(value: string): ValidationKey | undefined {
  const v = value.trim();
  if (!v) return 'emailRequired';
  if (!EMAIL_RE.test(v)) return 'emailInvalid';
  return undefined;
}

export function password(value: string): ValidationKey | undefined {
  if (!value) return 'passwordRequired';
  if (value.length < PASSWORD_MIN) return 'passwordMin';
  return undefined;
}

export function confirmPassword(value: string, original: string): ValidationKey | undefined {
  if (!value) return 'confirmPasswordRequired';
  if (value !== original) return 'passwordsMustMatch';
  return undefined;
}

export function registrationMobile(value: string): ValidationKey | undefined {
  const v = value.trim();
  if (!v) return 'mobileRequired';
  if (!REGISTRATION_MOBILE_RE.test(v)) return 'mobileInvalid';
  return undefined;
}

export function contactNumber(value: string): ValidationKey | undefined {
  const v = value.trim();
  if (!v) return 'contactRequired';
  if (v.length < 11) return 'contactShort';
  if (v.length > 11) return 'contactLong';
  if (!CONTACT_RE.test(v)) return 'mobileInvalid';
  return undefined;
}

export function nid(value: string): ValidationKey | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (v.length < 8) return 'nidMin';
  if (v.length > 17) return 'nidMax';
  return undefined;
}

export type LoginValues = { username: string; password: string };
export function validateLogin(v: LoginValues): Errors<keyof LoginValues> {
  return {
    username: v.username.trim() ? undefined : 'usernameOrEmailRequired',
    password: password(v.password),
  };
}

export type RegistrationValues = {
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};
export function validateRegistration(v: RegistrationValues): Errors<keyof RegistrationValues> {
  return {
    username: v.username.trim() ? undefined : 'usernameRequired',
    email: email(v.email),
    mobile: registrationMobile(v.mobile),
    password: password(v.password),
    confirmPassword: confirmPassword(v.confirmPassword, v.password),
  };
}

export type ForgotValues = { email: string };
export function validateForgot(v: ForgotValues): Errors<keyof ForgotValues> {
  return { email: email(v.email) };
}

export type ResetValues = { password: string; confirmPassword: string };
export function validateReset(v: ResetValues): Errors<keyof ResetValues> {
  return { password: password(v.password), confirmPassword: confirmPassword(v.confirmPassword, v.password) };
}

export type ProfileValues = { contact_number: string; nid: string };
export function validateProfile(v: ProfileValues): Errors<keyof ProfileValues> {
  return { contact_number: contactNumber(v.contact_number), nid: nid(v.nid) };
}

export type ChangePasswordValues = { current_password: string; new_password: string; confirm_password: string };
export function validateChangePassword(v: ChangePasswordValues): Errors<keyof ChangePasswordValues> {
  return {
    current_password: v.current_password ? undefined : 'passwordRequired',
    new_password: password(v.new_password),
    confirm_password: confirmPassword(v.confirm_password, v.new_password),
  };
}
