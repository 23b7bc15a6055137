// The cases of the server's own tests (crates/domain/src/user/fields.rs), so both sides agree; the shared ones are
// read from the file the server's tests read too.
// The server's own cases, outside the web app's layers.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import cases from '../../../../crates/domain/src/user/field-cases.json';
import en from '@/locales/en/common.json';
import {
  asciiDigits,
  contactNumber,
  email,
  nid,
  normalizeDigits,
  password,
  registrationMobile,
  username,
  validateChangePassword,
  validateLogin,
  validateProfile,
  validateRegistration,
} from '@/lib/validation';

describe('validation rules (spec section 5, as the server checks them)', () => {
  const rules: Record<string, (value: string) => readonly (keyof typeof en.validation)[]> = {
    username,
    email,
    password,
    mobile: registrationMobile,
    contact: contactNumber,
    nid,
  };

  it("break exactly the rules each shared case names, with the server's words", () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const { field, value, errors } of cases) {
      const rule = rules[field];
      expect(rule, field).toBeDefined();
      expect(rule!(value).map((key) => en.validation[key]), `${field} ${JSON.stringify(value)}`).toEqual(errors);
    }
  });

  it('reads Bangla digits as ASCII digits', () => {
    expect(asciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(normalizeDigits(' +৮৮০১৭১২৩৪৫৬৭৮ ')).toBe('+8801712345678');
    expect(asciiDigits('١٢٣')).toBe('١٢٣'); // Arabic-Indic digits are not Bangla
  });

  it('checks the username: required, at most 60 characters, letters of any script, digits, . _ -', () => {
    expect(username('  ')).toEqual(['usernameRequired']);
    expect(username(' rahim ')).toEqual([]);
    expect(username('রহিম_01')).toEqual([]);
    expect(username('r.a-h_i')).toEqual([]);
    expect(username('ra him')).toEqual(['usernameInvalid']);
    expect(username('a@b')).toEqual(['usernameInvalid']);
    expect(username('ক'.repeat(60))).toEqual([]);
    expect(username('a'.repeat(61))).toEqual(['usernameTooLong']);
    expect(username(`${'a'.repeat(61)}!`)).toEqual(['usernameTooLong', 'usernameInvalid']);
  });

  it('checks the e-mail like the server', () => {
    expect(email('')).toEqual(['emailRequired']);
    expect(email('   ')).toEqual(['emailRequired']);
    for (const bad of ['plain', 'a@b', 'a@.com', 'a@b.c', '@x.com', 'a b@x.com', 'a@x..com', 'a@-x.com', 'a@x-.com', '.a@x.com', 'a.@x.com', 'a..b@x.com', 'a@@x.com', 'a@x.c0m', 'a\u0007@x.com']) {
      expect(email(bad), bad).toEqual(['emailInvalid']);
    }
    for (const good of ['rahim@example.com', 'Rahim.K+mon@mail.example.com.bd', 'x_y@sub-domain.org', " o'neil@x.com "]) {
      expect(email(good), good).toEqual([]);
    }
    expect(email(`${'a'.repeat(64)}@${'b'.repeat(200)}.com`)).toEqual(['emailInvalid']);
    expect(email(`${'a'.repeat(65)}@x.com`)).toEqual(['emailInvalid']);
    expect(email(`a@${'b'.repeat(64)}.com`)).toEqual(['emailInvalid']);
  });

  it('counts password characters, not UTF-16 units: 6 to 128', () => {
    expect(password('')).toEqual(['passwordRequired']);
    expect(password('12345')).toEqual(['passwordMin']);
    expect(password('123456')).toEqual([]);
    expect(password('অআইঈউঊ')).toEqual([]);
    expect(password('🙂🙂🙂🙂🙂')).toEqual(['passwordMin']);
    expect(password('x'.repeat(128))).toEqual([]);
    expect(password('x'.repeat(129))).toEqual(['passwordMax']);
    expect(password('🙂'.repeat(128))).toEqual([]);
  });

  it('accepts Bangladeshi mobile numbers for registration, also in Bangla digits', () => {
    expect(registrationMobile('01712345678')).toEqual([]);
    expect(registrationMobile('+8801912345678')).toEqual([]);
    expect(registrationMobile('০১৭১২৩৪৫৬৭৮')).toEqual([]);
    expect(registrationMobile('+৮৮০১৭১২৩৪৫৬৭৮')).toEqual([]);
    expect(registrationMobile('০১২১২৩৪৫৬৭৮')).toEqual(['mobileInvalid']);
    expect(registrationMobile('')).toEqual(['mobileRequired']);
    for (const bad of ['01212345678', '0171234567', '017123456789', '8801712345678', '+880171234567', '0171234567a', '+88017123456789', '013 ']) {
      expect(registrationMobile(bad), bad).toEqual(['mobileInvalid']);
    }
    for (let d = 0; d <= 9; d += 1) {
      expect(registrationMobile(`01${d}12345678`).length === 0, `01${d}`).toBe(d >= 3);
    }
  });

  it('checks the profile contact number: length first, then its shape', () => {
    expect(contactNumber(' ')).toEqual(['contactRequired']);
    expect(contactNumber('0171234567')).toEqual(['contactShort', 'mobileInvalid']);
    expect(contactNumber('017123456789')).toEqual(['contactLong', 'mobileInvalid']);
    expect(contactNumber('+8801712345678')).toEqual(['contactLong', 'mobileInvalid']);
    expect(contactNumber('01212345678')).toEqual(['mobileInvalid']);
    expect(contactNumber('01312345678')).toEqual([]);
    expect(contactNumber('০১৮১২৩৪৫৬৭৮')).toEqual([]);
    // The form shows the first message only.
    expect(validateProfile({ contact_number: '0171234567', nid: '' })).toEqual({ contact_number: ['contactShort'] });
  });

  it('keeps NID optional, digits only, 8 to 17 of them', () => {
    expect(nid('')).toEqual([]);
    expect(nid('  ')).toEqual([]);
    expect(nid('1234567')).toEqual(['nidMin']);
    expect(nid('12345678')).toEqual([]);
    expect(nid('12345678901234567')).toEqual([]);
    expect(nid('123456789012345678')).toEqual(['nidMax']);
    expect(nid('1234-5678')).toEqual(['nidDigitsOnly']);
    expect(nid('١٢٣٤٥٦٧٨')).toEqual(['nidDigitsOnly']);
    expect(nid('১২৩৪৫৬৭৮')).toEqual([]);
  });

  it('validates whole forms, leaving valid fields out', () => {
    expect(validateLogin({ username: '', password: '123' })).toEqual({ username: ['usernameOrEmailRequired'], password: ['passwordMin'] });
    expect(validateLogin({ username: 'rahima', password: 'secret1' })).toEqual({});
    expect(validateRegistration({ username: 'a', email: 'x@y', mobile: '01712345678', password: 'secret1', confirmPassword: 'secret2', consent: false })).toEqual({
      email: ['emailInvalid'],
      confirmPassword: ['passwordsMustMatch'],
      consent: ['consentRequired'],
    });
    expect(validateRegistration({ username: 'ab', email: 'x@y.bd', mobile: '01712345678', password: 'secret1', confirmPassword: 'secret1', consent: true })).toEqual({});
    expect(validateChangePassword({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: ['currentPasswordRequired'],
      new_password: ['passwordRequired'],
      confirm_password: ['confirmPasswordRequired'],
    });
    // The current password is only required: the server compares it as typed.
    expect(validateChangePassword({ current_password: 'abc', new_password: 'secret1', confirm_password: 'secret1' })).toEqual({});
  });
});
