import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import i18n from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { getSession, useSessionStore } from '@/lib/session';
import { isTokenExpired } from '@/lib/jwt';
import { SessionExpiredError } from './errors';
import type { paths } from './schema.gen';

/**
 * Calls that need no bearer token. Everything else is private: the client
 * checks the token's `exp` before sending and ends the session on a 401.
 * Typed against the generated paths, so a renamed endpoint fails typecheck.
 */
const PUBLIC_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  '/api/health',
  '/api/ready',
  '/api/jwt-auth/v1/token/',
  '/api/custom/v1/register',
  '/api/custom/v1/activate',
  '/api/custom/v1/password-reset',
  '/api/custom/v1/password-update',
  '/api/custom/v1/site-config',
]);

export function isPrivatePath(schemaPath: string): boolean {
  return !PUBLIC_PATHS.has(schemaPath);
}

/** Clears the persisted session and goes to the home page. */
export function endSession(): void {
  useSessionStore.getState().clear();
  navigateTo('/');
}

export function currentLanguage(): 'bn' | 'en' {
  return i18n.resolvedLanguage === 'bn' || i18n.language === 'bn' ? 'bn' : 'en';
}

export const authMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    request.headers.set('Accept-Language', currentLanguage());
    if (!isPrivatePath(schemaPath)) return request;
    const token = getSession()?.token;
    if (!token || isTokenExpired(token)) {
      endSession();
      throw new SessionExpiredError();
    }
    request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && isPrivatePath(schemaPath)) endSession();
    return response;
  },
};

export const fetchClient = createFetchClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  // Resolve fetch at call time so test doubles (MSW) and polyfills are honoured.
  fetch: (request) => globalThis.fetch(request),
});
fetchClient.use(authMiddleware);

/** React Query bindings: `$api.useQuery('get', '/api/custom/v1/me')`. */
export const $api = createQueryClient(fetchClient);
