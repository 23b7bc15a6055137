import { contactNumber, nid, registrationMobile, validateChangePassword, validateLogin, validateRegistration } from '@/lib/validation';

describe('validation rules (spec section 5)', () => {
  it('accepts Bangladeshi mobile numbers for registration', () => {
    expect(registrationMobile('01712345678')).toBeUndefined();
    expect(registrationMobile('+8801912345678')).toBeUndefined();
    expect(registrationMobile('01212345678')).toBe('mobileInvalid');
    expect(registrationMobile('0171234567')).toBe('mobileInvalid');
    expect(registrationMobile('')).toBe('mobileRequired');
  });

  it('checks the profile contact number length, then its shape', () => {
    expect(contactNumber('')).toBe('contactRequired');
    expect(contactNumber('0171234567')).toBe('contactShort');
    expect(contactNumber('017123456789')).toBe('contactLong');
    expect(contactNumber('02712345678')).toBe('mobileInvalid');
    expect(contactNumber('01812345678')).toBeUndefined();
  });

  it('keeps NID optional, 8 to 17 digits', () => {
    expect(nid('')).toBeUndefined();
    expect(nid('1234567')).toBe('nidMin');
    expect(nid('12345678')).toBeUndefined();
    expect(nid('123456789012345678')).toBe('nidMax');
  });

  it('validates whole forms', () => {
    expect(validateLogin({ username: '', password: '123' })).toEqual({ username: 'usernameOrEmailRequired', password: 'passwordMin' });
    expect(validateRegistration({ username: 'a', email: 'x@y', mobile: '01712345678', password: 'secret1', confirmPassword: 'secret2' })).toMatchObject({
      email: 'emailInvalid',
      confirmPassword: 'passwordsMustMatch',
    });
    expect(validateChangePassword({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: 'passwordRequired',
      new_password: 'passwordRequired',
      confirm_password: 'confirmPasswordRequired',
    });
  });
});
