import type { Role } from '@/lib/api/types';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT shaped like the server's: {iat, exp, data: {user: {id, role}}}; `role: null` leaves the claim out. */
export function makeToken({ role = 'SUBSCRIBER', expInSeconds = 3600, id = 7 }: { role?: Role | null; expInSeconds?: number; id?: number } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const user = role === null ? { id } : { id, role };
  return [base64Url({ alg: 'HS256', typ: 'JWT' }), base64Url({ iat: now, exp: now + expInSeconds, data: { user } }), 'signature'].join('.');
}
