import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';
import { advance, startFakeClock } from '@/testing/timers';
import { errorBody, http, serverText } from '@/testing/mocks/http';

describe('forgot password', () => {
  it('validates the e-mail', async () => {
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot Password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'rahima@');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it("shows the server's answer", async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'rahima@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText(serverText.passwordResetSent)).length).toBeGreaterThan(0);
  });

  it('keeps the form with the message when the server says to wait', async () => {
    server.use(
      http.post('/api/custom/v1/password-reset', ({ response }) =>
        response(429).json(errorBody(429, 'too_many_requests', serverText.tooManyRequests), { headers: { 'Retry-After': '60' } }),
      ),
    );
    const { user, router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'rahima@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText(serverText.tooManyRequests)).length).toBeGreaterThan(0);
    expect(screen.queryByText(serverText.passwordResetSent)).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/forgot-password');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rahima@example.com');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});

describe('reset password', () => {
  it('validates both fields', async () => {
    const { user } = renderApp('/reset-password?key=good-key&email=rahima%40example.com');
    await screen.findByRole('heading', { name: 'Reset Password' });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), '12345');
    await user.type(screen.getByLabelText(/^Confirm Password/), '123456');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('goes to /login 1.5 seconds after success, not before', async () => {
    const { user, router } = renderApp('/reset-password?key=good-key&email=rahima%40example.com');
    await user.type(await screen.findByLabelText(/^New Password/), 'newsecret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'newsecret');
    startFakeClock();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText(serverText.passwordResetDone)).length).toBeGreaterThan(0);
    await advance(1400);
    expect(currentPath(router)).toBe('/reset-password');
    await advance(100);
    expect(currentPath(router)).toBe('/login');
  });

  it("shows the server's message for an invalid key", async () => {
    const { user, router } = renderApp('/reset-password?key=bad&email=rahima%40example.com');
    await user.type(await screen.findByLabelText(/^New Password/), 'newsecret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'newsecret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText(serverText.invalidResetKey)).length).toBeGreaterThan(0);
    expect(currentPath(router)).toBe('/reset-password');
  });

  it('explains an incomplete link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
});

describe('account activation', () => {
  it('activates, links to login and redirects 1.5 seconds later, not before', async () => {
    const { user, router } = renderApp('/active-account?key=good-key&user=rahima');
    const button = await screen.findByRole('button', { name: 'Active now' });
    startFakeClock();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Account Activated Successfully!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await advance(1400);
    expect(currentPath(router)).toBe('/active-account');
    await advance(100);
    expect(currentPath(router)).toBe('/login');
  });

  it('explains a rejected key', async () => {
    const { user, router } = renderApp('/active-account?key=bad-key&user=rahima');
    await user.click(await screen.findByRole('button', { name: 'Active now' }));
    expect(await screen.findByText('Activation Failed')).toBeInTheDocument();
    expect(screen.getByText('The activation key is invalid. Please check the link or contact support.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/active-account');
  });

  it('explains a link without a key', async () => {
    const { user } = renderApp('/active-account?user=rahima');
    await user.click(await screen.findByRole('button', { name: 'Active now' }));
    expect(await screen.findByText('Activation Failed')).toBeInTheDocument();
  });

  // Failures any call can meet (the OpenAPI document lists only this call's own answers, 200 and 400).
  it.each([
    ['a 500', () => HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 }), 'Something went wrong on our side. Please try again.'],
    ['a network failure', () => HttpResponse.error(), 'We could not reach the server. Please check your connection and try again.'],
  ])('after %s keeps the button to try again and shows the message', async (_, answer, message) => {
    server.use(http.get('/api/custom/v1/activate', answer));
    const { user } = renderApp('/active-account?key=good-key&user=rahima');
    await user.click(await screen.findByRole('button', { name: 'Active now' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Activation Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Active now' })).toBeEnabled();
  });
});
