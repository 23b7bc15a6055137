import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@/lib/session';
import { errorBody } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';

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

  it("stays on the form with the server's message when the password is wrong", async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByText('The username or password is wrong.')).length).toBeGreaterThan(0);
    expect(currentPath(router)).toBe('/login');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('sends the current language and shows the inactive-account message', async () => {
    let language: string | null = null;
    server.use(
      http.post('*/api/jwt-auth/v1/token/', ({ request }) => {
        language = request.headers.get('Accept-Language');
        return HttpResponse.json(errorBody(403, 'account_inactive', 'Please activate your account first.'), { status: 403 });
      }),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email or username/), 'rahima');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findAllByText('Please activate your account first.')).length).toBeGreaterThan(0);
    expect(language).toBe('en');
  });
});
