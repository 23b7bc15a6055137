import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@/lib/session';
import { loginResponse, userInfo } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';

async function openSettings() {
  const app = renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
  await screen.findByRole('heading', { name: 'Settings' });
  return app;
}

describe('settings', () => {
  it("shows the profile from /me with 'N/A' for empty values", async () => {
    server.use(http.get('*/api/custom/v1/me', () => HttpResponse.json(userInfo('SUBSCRIBER', { contact_number: '01812345678', nid: null }))));
    await openSettings();
    expect(await screen.findByText('01812345678')).toBeInTheDocument();
    const nidRow = screen.getByText('NID').parentElement as HTMLElement;
    expect(within(nidRow).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Subscriber')).toBeInTheDocument();
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

    it("updates the profile and shows the server's message", async () => {
      const { user, dialog } = await openDialog();
      const contact = within(dialog).getByLabelText(/^Contact Number/);
      await user.clear(contact);
      await user.type(contact, '01912345678');
      await user.type(within(dialog).getByLabelText(/^NID/), '1234567890');
      await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('1234567890')).toBeInTheDocument();
      expect(useSessionStore.getState().session?.contact_number).toBe('01912345678');
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
      expect(await within(dialog).findAllByText('Password is required')).toHaveLength(2);
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
      expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('closes the modal and logs out 2 seconds after success', async () => {
      const { user, dialog, router } = await openDialog();
      await user.type(within(dialog).getByLabelText(/^Current Password/), 'secret123');
      await user.type(within(dialog).getByLabelText(/^New Password/), 'newsecret');
      await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'newsecret');
      await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
      expect(await screen.findByText('Password changed. Please log in again.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(useSessionStore.getState().session).not.toBeNull();
      await waitFor(() => expect(useSessionStore.getState().session).toBeNull(), { timeout: 3500 });
      expect(currentPath(router)).toBe('/');
    });
  });
});
