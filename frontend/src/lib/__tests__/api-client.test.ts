import { fetchClient } from '@/lib/api/client';
import { setNavigator } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session';
import { loginResponse, siteConfig } from '@/testing/mocks/data';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { makeToken } from '@/testing/jwt';
import { server } from '@/testing/mocks/server';

/** Records what the client sent to a public endpoint. */
function captureSiteConfig() {
  const seen: { authorization: string | null }[] = [];
  server.use(
    http.get('/api/custom/v1/site-config', ({ request, response }) => {
      seen.push({ authorization: request.headers.get('Authorization') });
      return response(200).json({ ...siteConfig, contact_email: 'a@b.co' });
    }),
  );
  return seen;
}

describe('the API client', () => {
  const navigations: string[] = [];
  beforeEach(() => {
    navigations.length = 0;
    setNavigator((to) => navigations.push(to));
  });

  it('lets an anonymous visitor call any public endpoint without a session, and gets the data', async () => {
    const seen = captureSiteConfig();
    const { data, error } = await fetchClient.GET('/api/custom/v1/site-config');
    expect(error).toBeUndefined();
    expect(data?.contact_email).toBe('a@b.co');
    expect(seen).toEqual([{ authorization: null }]);
    expect(useSessionStore.getState().session).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('sends the token with every call while a session lives, public ones included', async () => {
    const session = loginResponse('SUBSCRIBER');
    useSessionStore.setState({ session });
    const seen = captureSiteConfig();
    await fetchClient.GET('/api/custom/v1/site-config');
    expect(seen).toEqual([{ authorization: `Bearer ${session.token}` }]);
  });

  it('drops an expired token quietly and still serves public data', async () => {
    useSessionStore.setState({ session: loginResponse('SUBSCRIBER', { token: makeToken({ expInSeconds: -10 }) }) });
    const seen = captureSiteConfig();
    const { data } = await fetchClient.GET('/api/custom/v1/site-config');
    expect(data).toBeDefined();
    expect(seen).toEqual([{ authorization: null }]);
    expect(useSessionStore.getState().session).toBeNull();
    // A public page never needs a session: nothing navigates.
    expect(navigations).toEqual([]);
  });

  it('ends the session and goes home when the server refuses a token it was sent', async () => {
    useSessionStore.setState({ session: loginResponse('SUBSCRIBER') });
    server.use(http.get('/api/custom/v1/me', ({ response }) => response(401).json(errorBody(401, 'unauthorized', serverText.unauthorized))));
    const { error } = await fetchClient.GET('/api/custom/v1/me');
    expect(error?.code).toBe('unauthorized');
    expect(useSessionStore.getState().session).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('does not navigate on a 401 to a request that carried no token', async () => {
    const { error } = await fetchClient.GET('/api/custom/v1/me');
    expect(error?.code).toBe('unauthorized');
    expect(navigations).toEqual([]);
  });

  it('keeps a newer session when a 401 arrives late for the token it replaced', async () => {
    const old = loginResponse('SUBSCRIBER', { token: makeToken({ id: 7 }) });
    const newer = loginResponse('SUBSCRIBER', { token: makeToken({ id: 8 }) });
    useSessionStore.setState({ session: old });
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let answer: () => void = () => {};
    server.use(
      http.get('/api/custom/v1/me', async ({ response }) => {
        await new Promise<void>((resolve) => {
          answer = resolve;
          arrived();
        });
        return response(401).json(errorBody(401, 'unauthorized', serverText.unauthorized));
      }),
    );
    const pending = fetchClient.GET('/api/custom/v1/me');
    await requestArrived;
    // The person logs in again (here or in another tab) before the old call returns.
    useSessionStore.setState({ session: newer });
    answer();
    const { error } = await pending;
    expect(error?.code).toBe('unauthorized');
    expect(useSessionStore.getState().session?.token).toBe(newer.token);
    expect(navigations).toEqual([]);
  });
});
