import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { paths as routes } from '@/config/paths';
import i18n from '@/lib/i18n';
import { isTokenExpired } from '@/lib/jwt';
import { navigateTo } from '@/lib/navigation';
import { getSession, useSessionStore } from '@/lib/session';
import type { paths } from './schema.gen';

/** Clears the persisted session and goes to the home page. */
export function endSession(): void {
  useSessionStore.getState().clear();
  navigateTo(routes.home.path);
}

export function currentLanguage(): 'bn' | 'en' {
  return i18n.resolvedLanguage === 'bn' || i18n.language === 'bn' ? 'bn' : 'en';
}

/**
 * No list of public paths: the token goes with every request while a live
 * session exists, and the server decides what needs it. A stored token that
 * has expired is dropped (not sent), quietly: the route guards send a person
 * on a private page to `/`, and public pages never need a session. A 401 ends
 * the session only for a request that carried the session's current token (the
 * server no longer accepts it: revoked, or the account changed); a 401 for a
 * call without a token, or for a token already replaced by a newer login,
 * leaves the session alone.
 */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLanguage());
    // A log-in carries credentials, never a token: its 401 (a wrong password, e.g. at the idle lock) must not end the session.
    if (new URL(request.url).pathname === '/api/jwt-auth/v1/token/') return request;
    const token = getSession()?.token;
    if (!token) return request;
    if (isTokenExpired(token)) {
      useSessionStore.getState().clear();
      return request;
    }
    request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status !== 401) return response;
    const sent = request.headers.get('Authorization');
    const current = getSession()?.token;
    if (sent && current && sent === `Bearer ${current}`) endSession();
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
