import { screen, waitFor } from '@testing-library/react';
import type { components } from '@/lib/api/schema.gen';
import { server } from '@/testing/mocks/server';
import { loginResponse } from '@/testing/mocks/data';
import { currentPath, renderApp } from '@/testing/test-utils';
import { errorBody, http, serverText } from '@/testing/mocks/http';

async function openRegistration() {
  const app = renderApp('/registration');
  await screen.findByRole('heading', { name: 'Create your account' });
  return app;
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<Record<'username' | 'email' | 'mobile' | 'password' | 'confirm', string>>,
  consent = true,
) {
  if (consent) await user.click(screen.getByRole('checkbox', { name: /I agree that Mon keeps/ }));
  if (values.username) await user.type(screen.getByLabelText(/^Username/), values.username);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.mobile) await user.type(screen.getByLabelText(/^Mobile number/), values.mobile);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/^Confirm Password/), values.confirm);
}

/** Answers registration with 201 and keeps the body the app sent. */
function captureRegistration(): { body: components['schemas']['RegisterRequest'] | null } {
  const sent: { body: components['schemas']['RegisterRequest'] | null } = { body: null };
  server.use(
    http.post('/api/custom/v1/register', async ({ request, response }) => {
      sent.body = await request.json();
      return response(201).json({ message: serverText.registrationSucceeded });
    }),
  );
  return sent;
}

describe('registration', () => {
  it('shows every required text', async () => {
    const { user } = await openRegistration();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree to how Mon keeps your health data to create an account')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree that Mon keeps/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing without consent, and links the privacy notice', async () => {
    const sent = captureRegistration();
    const { user } = await openRegistration();
    await fill(user, { username: 'rahima', email: 'rahima@example.com', mobile: '01712345678', password: 'secret123', confirm: 'secret123' }, false);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please agree to how Mon keeps your health data to create an account')).toBeInTheDocument();
    expect(sent.body).toBeNull();
    expect(screen.getByRole('link', { name: 'Read how Mon keeps your data' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the format texts', async () => {
    const { user } = await openRegistration();
    await fill(user, { username: 'rahima', email: 'not-an-email', mobile: '01212345678', password: '12345', confirm: '54321' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('sends the form and goes to /login with "Please check your mail address"', async () => {
    const sent = captureRegistration();
    const { user, router } = await openRegistration();
    await fill(user, { username: 'rahima', email: 'rahima@example.com', mobile: '+8801712345678', password: 'secret123', confirm: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByText('Please check your mail address')).toBeInTheDocument();
    expect(sent.body).toEqual({
      username: 'rahima',
      email: 'rahima@example.com',
      password: 'secret123',
      contact_number: '+8801712345678',
      consents: [{ purpose: 'health_data', granted: true }],
    });
  });

  it('takes a mobile number typed with Bangla digits and sends it in ASCII', async () => {
    const sent = captureRegistration();
    const { user, router } = await openRegistration();
    await fill(user, { username: 'রহিম_01', email: 'rahim@example.com', mobile: '০১৭১২৩৪৫৬৭৮', password: 'secret123', confirm: 'secret123' });
    expect(screen.queryByText('Invalid mobile number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(sent.body).toMatchObject({ username: 'রহিম_01', contact_number: '01712345678' });
  });

  it('checks the username and e-mail like the server', async () => {
    const { user } = await openRegistration();
    await fill(user, { username: `${'a'.repeat(60)} b`, email: 'a@b.c' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Both username messages at once, as the server sends them.
    expect(await screen.findByText('Username must be at most 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Username may contain only letters, digits, dot, dash and underscore')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'a'.repeat(60));
    expect(screen.queryByText('Username must be at most 60 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Username may contain only letters, digits, dot, dash and underscore')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'a..b@x.com');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'Rahim.K+mon@mail.example.com.bd');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it("shows the server's message next to the username field when the username is taken", async () => {
    const { user, router } = await openRegistration();
    await fill(user, { username: 'taken', email: 'rahima@example.com', mobile: '01712345678', password: 'secret123', confirm: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const field = screen.getByLabelText(/^Username/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(serverText.usernameTaken));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(currentPath(router)).toBe('/registration');
  });

  it("shows the server's field errors next to their fields when it refuses the form", async () => {
    // The server checks more than the form does (e.g. the domain of an address); its 400 names each field,
    // and its message is the first field's message.
    server.use(
      http.post('/api/custom/v1/register', ({ response }) =>
        response(400).json(
          errorBody(400, 'validation_failed', serverText.emailInvalid, { email: [serverText.emailInvalid], contact_number: [serverText.mobileInvalid] }),
        ),
      ),
    );
    const { user, router } = await openRegistration();
    await fill(user, { username: 'rahima', email: 'rahima@example.com', mobile: '01712345678', password: 'secret123', confirm: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByLabelText(/^Email/);
    const mobile = screen.getByLabelText(/^Mobile number/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(serverText.emailInvalid));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The server calls it contact_number; the form's field is the mobile number.
    expect(mobile).toHaveAccessibleDescription(serverText.mobileInvalid);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(currentPath(router)).toBe('/registration');
  });

  it('answers a registration with an e-mail that has an account like any other (the server does not tell)', async () => {
    const sent = captureRegistration();
    const { user, router } = await openRegistration();
    await fill(user, { username: 'rahima2', email: 'rahima@example.com', mobile: '01712345678', password: 'secret123', confirm: 'secret123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(sent.body?.email).toBe('rahima@example.com');
  });

  it('sends a logged-in user to their dashboard', async () => {
    const { router } = renderApp('/registration', { session: loginResponse('ADMIN') });
    await waitFor(() => expect(currentPath(router)).toBe('/admin/dashboard'));
  });
});
