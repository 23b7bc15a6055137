import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { components } from '@/lib/api/schema.gen';
import { useSessionStore } from '@/lib/session';
import { loginResponse, userInfo } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';
import { advance, startFakeClock } from '@/testing/timers';
import { errorBody, http, serverText } from '@/testing/mocks/http';

async function openSettings() {
  const app = renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
  await screen.findByRole('heading', { name: 'Settings' });
  return app;
}

describe('settings', () => {
  it("shows the profile from /me with 'N/A' for empty values", async () => {
    server.use(http.get('/api/custom/v1/me', ({ response }) => response(200).json(userInfo('SUBSCRIBER', { contact_number: '01812345678', nid: null }))));
    await openSettings();
    expect(await screen.findByText('01812345678')).toBeInTheDocument();
    const nidRow = screen.getByText('NID').parentElement as HTMLElement;
    expect(within(nidRow).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Subscriber')).toBeInTheDocument();
  });

  it('shows an error with a retry, not the stored profile, when /me fails', async () => {
    let calls = 0;
    server.use(
      http.get('/api/custom/v1/me', ({ response }) => {
        calls += 1;
        // A 500 can come from any call; the OpenAPI document lists only /me's own answers.
        return calls <= 2
          ? response.untyped(HttpResponse.json(errorBody(500, 'internal_error', serverText.internal), { status: 500 }))
          : response(200).json(userInfo('SUBSCRIBER', { contact_number: '01812345678' }));
      }),
    );
    const { user } = renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
    // One automatic retry for a 5xx, then the error state.
    expect(await screen.findByText('We could not load this right now.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('rahima@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('01812345678')).toBeInTheDocument();
    expect(screen.queryByText('We could not load this right now.')).not.toBeInTheDocument();
  });

  it('shows skeletons, not the stored profile, while /me loads', async () => {
    let answer: () => void = () => {};
    server.use(
      http.get('/api/custom/v1/me', async ({ response }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return response(200).json(userInfo('SUBSCRIBER', { contact_number: '01912345678' }));
      }),
    );
    renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByText('01712345678')).not.toBeInTheDocument(); // the stored contact number
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeDisabled();
    answer();
    expect(await screen.findByText('01912345678')).toBeInTheDocument();
  });

  describe('edit profile', () => {
    async function openDialog() {
      const app = await openSettings();
      await app.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
      return { ...app, dialog };
    }

    it('shows every validation text', async () => {
      const { user, dialog } = await openDialog();
      const contact = within(dialog).getByLabelText(/^Contact Number/);
      const nid = within(dialog).getByLabelText(/^NID/);
      await user.clear(contact);
      await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
      expect(await within(dialog).findByText('Contact number is required')).toBeInTheDocument();
      await user.type(contact, '0171234567');
      expect(within(dialog).getByText('Write 11 digit mobile number')).toBeInTheDocument();
      await user.type(contact, '89');
      expect(within(dialog).getByText('Over 11 digit mobile number')).toBeInTheDocument();
      await user.clear(contact);
      await user.type(contact, '01212345678');
      expect(within(dialog).getByText('Invalid mobile number')).toBeInTheDocument();
      await user.type(nid, '1234567');
      expect(within(dialog).getByText('Minimum 8 digit')).toBeInTheDocument();
      await user.type(nid, '89012345678');
      expect(within(dialog).getByText('Over 17 digit')).toBeInTheDocument();
    });

    it('asks for digits only in the NID', async () => {
      const { user, dialog } = await openDialog();
      await user.type(within(dialog).getByLabelText(/^NID/), '1234-5678');
      await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
      expect(await within(dialog).findByText('NID must contain digits only')).toBeInTheDocument();
    });

    it('accepts Bangla digits and sends them as ASCII', async () => {
      let sent: components['schemas']['UpdateUserInfoRequest'] | null = null;
      server.use(
        http.post('/api/custom/v1/update-user-info/', async ({ request, response }) => {
          sent = await request.json();
          return response(200).json({ message: serverText.profileUpdated, user: userInfo('SUBSCRIBER', { contact_number: '01812345678', nid: '12345678' }) });
        }),
      );
      const { user, dialog } = await openDialog();
      const contact = within(dialog).getByLabelText(/^Contact Number/);
      await user.clear(contact);
      await user.type(contact, '০১৮১২৩৪৫৬৭৮');
      await user.type(within(dialog).getByLabelText(/^NID/), '১২৩৪৫৬৭৮');
      expect(within(dialog).queryByText('Invalid mobile number')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual({ contact_number: '01812345678', nid: '12345678' });
    });

    it("updates the profile and shows the server's message", async () => {
      const { user, dialog } = await openDialog();
      const contact = within(dialog).getByLabelText(/^Contact Number/);
      await user.clear(contact);
      await user.type(contact, '01912345678');
      await user.type(within(dialog).getByLabelText(/^NID/), '1234567890');
      await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText(serverText.profileUpdated)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('1234567890')).toBeInTheDocument();
      // The NID and contact number are shown from /me, never kept in the stored session.
      expect(window.localStorage.getItem('mon-auth') ?? '').not.toContain('01912345678');
      expect(window.localStorage.getItem('mon-auth') ?? '').not.toContain('1234567890');
    });
  });

  describe('change password', () => {
    async function openDialog() {
      const app = await openSettings();
      await app.user.click(screen.getByRole('button', { name: 'Change Password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
      return { ...app, dialog };
    }

    it('shows the validation texts', async () => {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
      expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
      expect(within(dialog).getAllByText('Password is required')).toHaveLength(1);
      expect(within(dialog).getByText('Confirm Password is required')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/^New Password/), '123');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), '1234');
      expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(within(dialog).getByText('Passwords must match')).toBeInTheDocument();
    });

    it("keeps the modal open with the server's message when the current password is wrong", async () => {
      const { user, dialog } = await openDialog();
      await user.type(within(dialog).getByLabelText(/^Current Password/), 'not-it');
      await user.type(within(dialog).getByLabelText(/^New Password/), 'newsecret');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'newsecret');
      await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
      // The server's message sits on the field it is about, not only in the toast.
      const current = within(dialog).getByLabelText(/^Current Password/);
      await waitFor(() => expect(current).toHaveAccessibleDescription(serverText.wrongCurrentPassword));
      expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes the modal and logs out 2 seconds after success, not before', async () => {
      const { user, dialog, router } = await openDialog();
      await user.type(within(dialog).getByLabelText(/^Current Password/), 'secret123');
      await user.type(within(dialog).getByLabelText(/^New Password/), 'newsecret');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'newsecret');
      startFakeClock();
      await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText(serverText.passwordChanged)).toBeInTheDocument();
      await advance(1900);
      expect(useSessionStore.getState().session).not.toBeNull();
      expect(currentPath(router)).toBe('/settings');
      await advance(100);
      expect(useSessionStore.getState().session).toBeNull();
      expect(currentPath(router)).toBe('/');
    });
  });

  describe('a password the server made up (the first admin)', () => {
    it('shows only the change, which cannot be dismissed, and offers to log out instead', async () => {
      const { user, router } = renderApp('/admin/dashboard', { session: loginResponse('ADMIN', { must_change_password: true }) });
      const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
      expect(within(dialog).getByText(/^Mon made up this password when it was installed/)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
      // Nothing of the admin area is rendered behind it (the server refuses its calls).
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
      await waitFor(() => expect(currentPath(router)).toBe('/'));
    });

    it('lets the admin in once the stored session no longer asks for the change', async () => {
      renderApp('/admin/dashboard', { session: loginResponse('ADMIN') });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument();
    });
  });
});
