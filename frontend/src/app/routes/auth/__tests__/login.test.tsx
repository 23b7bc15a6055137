import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/lib/session';
import { loginResponse } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';
import { errorBody, http, serverText } from '@/testing/mocks/http';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome back' });
  return app;
}

describe('login', () => {
  it('shows the required texts when submitted empty', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for at least 6 characters of password', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('stores the session, greets and sends a subscriber to /dashboard', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(useSessionStore.getState().session?.role).toBe('SUBSCRIBER');
    expect(await screen.findByRole('heading', { name: /Hello rahima/ })).toBeInTheDocument();
  });

  it('sends an admin to /admin/dashboard', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/admin/dashboard'));
  });

  it('lands an admin on the page the e-mail link asked for, and never on another site or the wrong area', async () => {
    const next = encodeURIComponent('/admin/appointments?status=requested&focus=3');
    const app = renderApp(`/login?next=${next}`);
    await screen.findByRole('heading', { name: 'Welcome back' });
    await app.user.type(screen.getByLabelText(/Email or username/), 'admin');
    await app.user.type(screen.getByLabelText(/^Password/), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/admin/appointments'));
    expect(app.router.state.location.search).toBe('?status=requested&focus=3');
    app.unmount();
    useSessionStore.getState().clear();

    // A subscriber sent to an admin page, or anyone sent off the site, lands on their own dashboard.
    for (const [who, target, expected] of [
      ['rahima', '/admin/appointments', '/dashboard'],
      ['admin', '//evil.example/phish', '/admin/dashboard'],
    ] as const) {
      const other = renderApp(`/login?next=${encodeURIComponent(target)}`);
      await screen.findByRole('heading', { name: 'Welcome back' });
      await other.user.type(screen.getByLabelText(/Email or username/), who);
      await other.user.type(screen.getByLabelText(/^Password/), 'secret123');
      await other.user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(currentPath(other.router)).toBe(expected));
      other.unmount();
      useSessionStore.getState().clear();
    }
  });

  it('sends a logged-in admin straight to the linked page', async () => {
    const { router } = renderApp(`/login?next=${encodeURIComponent('/admin/appointments?status=requested&focus=3')}`, { session: loginResponse('ADMIN') });
    await waitFor(() => expect(currentPath(router)).toBe('/admin/appointments'));
  });

  it("stays on the form with the server's message when the password is wrong", async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Announced once, by the toast; the message also stays on the form, but not as a second live region.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(serverText.invalidCredentials);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(serverText.invalidCredentials);
    expect(currentPath(router)).toBe('/login');
    expect(useSessionStore.getState().session).toBeNull();
  });

  // What the server answers when it refuses to try the password now: too many attempts from this
  // client (429), too many failed logins for this account (429), or every hashing slot busy (503).
  // Each comes with Retry-After, and each keeps the person on the form with the server's words.
  it.each([
    ['too many attempts from this client', 429, 'too_many_requests', serverText.tooManyRequests, '30'],
    ['too many failed logins for this account', 429, 'too_many_requests', serverText.tooManyLoginAttempts, '120'],
    ['a saturated server', 503, 'busy', serverText.busy, '1'],
    ['too many wrong passwords for the account from every network', 403, 'password_reset_required', serverText.passwordResetRequired, ''],
  ] as const)('stays on the form with the message for %s', async (_, status, code, message, retryAfter) => {
    server.use(
      http.post('/api/jwt-auth/v1/token/', ({ response }) =>
        response(status).json(errorBody(status, code, message), { headers: retryAfter ? { 'Retry-After': retryAfter } : {} }),
      ),
    );
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('note')).toHaveTextContent(message);
    expect(currentPath(router)).toBe('/login');
    expect(useSessionStore.getState().session).toBeNull();
    // The form keeps what was typed and can be sent again.
    expect(screen.getByLabelText(/Email or username/)).toHaveValue('rahima');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('sends the current language and shows the inactive-account message', async () => {
    let language: string | null = null;
    server.use(
      http.post('/api/jwt-auth/v1/token/', ({ request, response }) => {
        language = request.headers.get('Accept-Language');
        return response(403).json(errorBody(403, 'account_inactive', serverText.accountInactive));
      }),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByText(serverText.accountInactive)).length).toBeGreaterThan(0);
    expect(language).toBe('en');
  });

  it('sends Accept-Language: bn after switching to Bangla, and shows the Bangla answer', async () => {
    let language: string | null = null;
    server.use(
      http.post('/api/jwt-auth/v1/token/', ({ request, response }) => {
        language = request.headers.get('Accept-Language');
        return response(401).json(errorBody(401, 'invalid_credentials', 'ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।'));
      }),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('heading', { name: 'আবার স্বাগতম' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/ই-মেইল বা ইউজারনেম/), 'rahima');
    const password = screen.getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' });
    await user.type(password, 'secret123');
    const form = password.closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: 'লগ ইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ইউজারনেম বা পাসওয়ার্ড সঠিক নয়।');
    expect(language).toBe('bn');
  });

  it('sends a logged-in user to their dashboard', async () => {
    const { router } = renderApp('/login', { session: loginResponse('SUBSCRIBER') });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: /Hello rahima/ })).toBeInTheDocument();
  });

  it('counts password characters, not UTF-16 units, from 6 to 128', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), '🙂🙂🙂🙂🙂'); // 5 characters, 10 UTF-16 units
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'অ');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });
});
