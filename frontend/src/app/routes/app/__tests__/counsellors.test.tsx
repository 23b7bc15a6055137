import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginResponse } from '@/testing/mocks/data';
import { counsellorStore, counsellorText, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { serverText } from '@/testing/mocks/http';
import { makeToken } from '@/testing/jwt';
import { renderApp } from '@/testing/test-utils';

describe('/admin/counsellors', () => {
  it('invites a counsellor, showing a taken username beside its field, and lists them as invited', async () => {
    const user = userEvent.setup();
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    expect(await screen.findByText('No counsellors yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite a counsellor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a counsellor' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'Rahim');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nusrat@example.com');
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '01812345678');
    await user.type(within(dialog).getByLabelText(/^Name \(English\)/), 'Nusrat Jahan');
    await user.type(within(dialog).getByLabelText(/^Name \(Bangla\)/), 'নুসরাত জাহান');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    // The server's text, beside the field it names.
    expect(await within(dialog).findByText(serverText.usernameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText(/^Username/));
    await user.type(within(dialog).getByLabelText(/^Username/), 'nusrat');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(counsellorText.invited)).toBeInTheDocument();
    const row = (await screen.findByText('Nusrat Jahan')).closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Publish the profile of Nusrat Jahan' })).not.toBeChecked();
    expect(counsellorStore.items.map((c) => c.username)).toEqual(['nusrat']);
  });

  it('publishes a profile with its switch', async () => {
    resetCounsellors([sampleCounsellor()]);
    const user = userEvent.setup();
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    const publish = await screen.findByRole('switch', { name: 'Publish the profile of Nusrat Jahan' });
    await user.click(publish);
    expect(await screen.findByText(counsellorText.saved)).toBeInTheDocument();
    await waitFor(() => expect(publish).toBeChecked());
    expect(counsellorStore.items[0]?.published).toBe(true);
  });
});

describe('/counsellor/dashboard', () => {
  it("shows the counsellor's own profile and saves the part they keep", async () => {
    resetCounsellors([sampleCounsellor({ user_id: 43 })]);
    const user = userEvent.setup();
    renderApp('/counsellor/dashboard', {
      session: loginResponse('COUNSELLOR', { token: makeToken({ role: 'COUNSELLOR', id: 43 }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Nusrat Jahan' })).toBeInTheDocument();
    expect(screen.getByText('Fee: 1,200 taka')).toBeInTheDocument();
    expect(screen.getByText('Your profile is not published yet: the team will publish it.')).toBeInTheDocument();
    const bio = screen.getByLabelText('About (Bangla)');
    await user.type(bio, 'আমি মন দিয়ে শুনি।');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText(counsellorText.saved)).toBeInTheDocument();
    expect(counsellorStore.items[0]?.bio_bn).toBe('আমি মন দিয়ে শুনি।');
    expect(counsellorStore.items[0]?.fee_bdt).toBe(1200);
  });
});
