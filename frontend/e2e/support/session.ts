import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { waitForLink } from './mail';

export const ADMIN = { username: 'admin', password: 'admin-pass-123' };
export const SESSION_KEY = 'mon-auth';

let counter = 0;
/** A unique, valid new user for this run. */
export function newUser(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'secret-123', mobile: '01712345678' };
}

/** Registers and activates a user through the API and the activation e-mail. */
export async function createActiveUser(request: APIRequestContext, prefix = 'user') {
  const user = newUser(prefix);
  const registered = await request.post('/api/custom/v1/register', {
    // As the web app's registration form sends it: consent to keep health data given.
    data: { username: user.username, email: user.email, password: user.password, contact_number: user.mobile, consents: [{ purpose: 'health_data', granted: true }] },
  });
  if (registered.status() !== 201) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const link = await waitForLink(user.email, /https?:\/\/\S+\/active-account\?\S+/);
  const { searchParams } = new URL(link);
  const activated = await request.get(`/api/custom/v1/activate?key=${encodeURIComponent(searchParams.get('key') ?? '')}&user=${encodeURIComponent(searchParams.get('user') ?? '')}`);
  if (!activated.ok()) throw new Error(`activate failed: ${activated.status()}`);
  return user;
}

/** Logs in through the API and puts the session where the app persists it. */
export async function signIn(context: BrowserContext, request: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await request.post('/api/jwt-auth/v1/token/', { data: credentials });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const session: unknown = await response.json();
  await context.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('mon-e2e-seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('mon-e2e-seeded', '1');
      }
    },
    [SESSION_KEY, JSON.stringify({ state: { session }, version: 1 })] as const,
  );
  return session as { token: string; role: string };
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped token whose `exp` is in the past. */
export function expiredToken(role: 'ADMIN' | 'SUBSCRIBER' = 'SUBSCRIBER'): string {
  const past = Math.floor(Date.now() / 1000) - 3600;
  return [b64url({ alg: 'HS256', typ: 'JWT' }), b64url({ iat: past - 60, exp: past, data: { user: { id: '2', role } } }), 'c2lnbmF0dXJl'].join('.');
}
