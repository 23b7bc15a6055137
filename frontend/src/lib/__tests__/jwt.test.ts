import { decodeJwt, isTokenExpired, tokenRole } from '@/lib/jwt';
import { activeRole, dashboardPathFor, landingPathFor } from '@/lib/session';
import { loginResponse } from '@/testing/mocks/data';
import { makeToken } from '@/testing/jwt';

describe('jwt helpers', () => {
  it('reads the payload and the role', () => {
    const token = makeToken({ role: 'ADMIN', id: 3 });
    expect(decodeJwt(token)?.data?.user).toEqual({ id: 3, role: 'ADMIN' });
    expect(tokenRole(token)).toBe('ADMIN');
  });

  it('treats a past exp, a missing exp and garbage as expired', () => {
    expect(isTokenExpired(makeToken({ expInSeconds: -10 }))).toBe(true);
    expect(isTokenExpired(makeToken({ expInSeconds: 60 }))).toBe(false);
    expect(isTokenExpired('not-a-token')).toBe(true);
    expect(isTokenExpired(`${btoa('{}')}.${btoa('{"iat":1}')}.sig`)).toBe(true);
  });

  it('gives the active role only for a live session', () => {
    expect(activeRole(null)).toBeNull();
    expect(activeRole(loginResponse('ADMIN'))).toBe('ADMIN');
    expect(activeRole(loginResponse('SUBSCRIBER', { token: makeToken({ expInSeconds: -1 }) }))).toBeNull();
  });

  it('treats a token without a role claim as invalid, whatever role is stored', () => {
    const token = makeToken({ role: null });
    expect(tokenRole(token)).toBeNull();
    expect(activeRole(loginResponse('ADMIN', { token }))).toBeNull();
    expect(activeRole(loginResponse('SUBSCRIBER', { token }))).toBeNull();
  });

  it('maps roles to their dashboards', () => {
    expect(dashboardPathFor('SUBSCRIBER')).toBe('/dashboard');
    expect(dashboardPathFor('ADMIN')).toBe('/admin/dashboard');
    expect(landingPathFor('ADMIN', '/admin/appointments?focus=3')).toBe('/admin/appointments?focus=3');
    expect(landingPathFor('ADMIN', '/dashboard')).toBe('/admin/dashboard');
    expect(landingPathFor('SUBSCRIBER', '/admin/appointments')).toBe('/dashboard');
    expect(landingPathFor('SUBSCRIBER', '/check-ins')).toBe('/check-ins');
    for (const offSite of ['//evil.example', '/\\evil.example', 'https://evil.example', '']) {
      expect(landingPathFor('ADMIN', offSite)).toBe('/admin/dashboard');
    }
    expect(landingPathFor('SUBSCRIBER', null)).toBe('/dashboard');
  });
});
