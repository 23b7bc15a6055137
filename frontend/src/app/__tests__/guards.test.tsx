import { act, screen, waitFor, within } from '@testing-library/react';
import { routeTable } from '@/config/routes-manifest';
import { pageLimits } from '@/lib/api/limits.gen';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/lib/session';
import { makeToken } from '@/testing/jwt';
import { loginResponse } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';
import { errorBody, http, serverText } from '@/testing/mocks/http';

const SUBSCRIBER_ROUTES = ['/dashboard', '/subscriber/edit', '/self-care', '/appointment', '/courses', '/check-ins', '/safety-plan'];
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/edit',
  '/admin/subscriber-list',
  '/admin/appointments',
  '/admin/stories',
  '/stories/add-story',
  '/story/edit/4',
  '/admin/blogs',
  '/blog/add-blog',
  '/blog/edit/4',
  '/admin/learning-hub',
  '/admin/add-learning-hub',
  '/admin/edit-learning-hub/4',
  '/admin/categories',
  '/admin/self-care-questions',
  '/admin/helplines',
  '/admin/mail',
  '/admin/counsellors',
  '/admin/closures',
];
const COUNSELLOR_ROUTES = ['/counsellor/dashboard', '/counsellor/availability', '/counsellor/sessions/4', '/counsellor/clients/4', '/counsellor/handed-over/4'];

async function expectSentHome(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(currentPath(router)).toBe('/'));
  expect(useSessionStore.getState().session).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeInTheDocument();
}

describe('route guards', () => {
  it('cover every private route of paths', () => {
    const guarded = new Set([...SUBSCRIBER_ROUTES, ...ADMIN_ROUTES, ...COUNSELLOR_ROUTES, '/settings']);
    const privatePaths = routeTable()
      .filter((r) => r.access === 'private')
      .map((r) => r.path.replace(/:[A-Za-z]+/g, '4'));
    expect(privatePaths.filter((path) => !guarded.has(path))).toEqual([]);
  });

  it.each([...SUBSCRIBER_ROUTES, ...ADMIN_ROUTES, ...COUNSELLOR_ROUTES, '/settings'])('%s without a token goes to /', async (path) => {
    const { router } = renderApp(path, { session: null });
    await expectSentHome(router);
  });

  it.each(['/dashboard', '/admin/dashboard', '/settings'])('%s with an expired token clears the session and goes to /', async (path) => {
    const role = path.startsWith('/admin') ? 'ADMIN' : 'SUBSCRIBER';
    const { router } = renderApp(path, { session: loginResponse(role, { token: makeToken({ role, expInSeconds: -60 }) }) });
    await expectSentHome(router);
  });

  it.each(SUBSCRIBER_ROUTES)('%s with an ADMIN token clears the session and goes to /', async (path) => {
    const { router } = renderApp(path, { session: loginResponse('ADMIN') });
    await expectSentHome(router);
  });

  it.each(ADMIN_ROUTES)('%s with a SUBSCRIBER token clears the session and goes to /', async (path) => {
    const { router } = renderApp(path, { session: loginResponse('SUBSCRIBER') });
    await expectSentHome(router);
  });

  it.each(COUNSELLOR_ROUTES.flatMap((path) => [[path, 'SUBSCRIBER'] as const, [path, 'ADMIN'] as const]))(
    '%s with a %s token clears the session and goes to /',
    async (path, role) => {
      const { router } = renderApp(path, { session: loginResponse(role) });
      await expectSentHome(router);
    },
  );

  it.each(['/dashboard', '/admin/dashboard', '/admin/counsellors'])('%s with a COUNSELLOR token clears the session and goes to /', async (path) => {
    const { router } = renderApp(path, { session: loginResponse('COUNSELLOR') });
    await expectSentHome(router);
  });

  it('trusts the role inside the token over the stored one', async () => {
    const { router } = renderApp('/admin/dashboard', {
      session: loginResponse('SUBSCRIBER', { role: 'ADMIN', token: makeToken({ role: 'SUBSCRIBER' }) }),
    });
    await expectSentHome(router);
  });

  it('does not let a token without a role claim in, whatever role is stored', async () => {
    const { router } = renderApp('/dashboard', {
      session: loginResponse('SUBSCRIBER', { token: makeToken({ role: null }) }),
    });
    await expectSentHome(router);
  });

  it('ends the session when another tab logs out', async () => {
    const { router } = renderApp('/dashboard', { session: loginResponse('SUBSCRIBER') });
    expect(await screen.findByRole('heading', { name: /Hello rahima/ })).toBeInTheDocument();
    // What the other tab's logout leaves in the shared storage.
    const loggedOut = JSON.stringify({ state: { session: null }, version: 1 });
    window.localStorage.setItem(SESSION_STORAGE_KEY, loggedOut);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: loggedOut, storageArea: window.localStorage }));
    });
    await expectSentHome(router);
  });

  it('picks up a login made in another tab', async () => {
    renderApp('/', { session: null });
    await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const session = loginResponse('SUBSCRIBER');
    const loggedIn = JSON.stringify({ state: { session }, version: 1 });
    window.localStorage.setItem(SESSION_STORAGE_KEY, loggedIn);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: loggedIn, storageArea: window.localStorage }));
    });
    await waitFor(() => expect(useSessionStore.getState().session?.token).toBe(session.token));
    expect(await within(header).findByRole('button', { name: 'Open profile menu' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('lets the right role in, with the dashboard layout (sidebar, no footer)', async () => {
    renderApp('/admin/dashboard', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('draws on a phone only the sidebar a phone shows: none until its menu opens it', async () => {
    // A 375 px screen as the browser reports it (jsdom has no matchMedia).
    const narrow = (query: string) => ({ matches: !query.includes('min-width'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
    vi.stubGlobal('matchMedia', narrow);
    try {
      const { user } = renderApp('/admin/dashboard', { session: loginResponse('ADMIN') });
      expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Dashboard navigation' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(await screen.findByRole('navigation', { name: 'Dashboard navigation' })).toBeInTheDocument();
      expect(screen.getAllByRole('navigation', { name: 'Dashboard navigation' })).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets both roles open /settings', async () => {
    renderApp('/settings', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('a 401 from a private call clears the session and goes to /', async () => {
    server.use(http.get('/api/custom/v1/me', ({ response }) => response(401).json(errorBody(401, 'unauthorized', serverText.unauthorized))));
    const { router } = renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
    await expectSentHome(router);
  });

  it('sends the bearer token on private calls', async () => {
    let auth: string | null = null;
    server.use(
      http.get('/api/custom/v1/users', ({ request, response }) => {
        auth = request.headers.get('Authorization');
        return response(200).json({ items: [], total: 0, page: 1, per_page: pageLimits.listSubscribers.defaultPerPage });
      }),
    );
    const session = loginResponse('ADMIN');
    renderApp('/admin/subscriber-list', { session });
    expect(await screen.findByText('No subscribers found.')).toBeInTheDocument();
    expect(auth).toBe(`Bearer ${session.token}`);
  });
});
