import type { Role } from '@/lib/api/types';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT shaped like the server's: {iat, exp, data: {user: {id, role}}}. */
export function makeToken({ role = 'SUBSCRIBER', expInSeconds = 3600, id = 7 }: { role?: Role; expInSeconds?: number; id?: number } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url({ iat: now, exp: now + expInSeconds, data: { user: { id, role } } }), 'signature'].join('.');
}
