import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { loginResponse } from '@/testing/mocks/data';
import { meStore, PHONE_CODE, resetMe } from '@/testing/mocks/handlers/account';
import { serverText, serverTextBn } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** The bodies the preferences call was sent with. */
function sentPreferences() {
  const bodies: unknown[] = [];
  onTestFinished(() => server.events.removeAllListeners());
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/custom/v1/me/preferences') void request.clone().json().then((b) => bodies.push(b));
  });
  return bodies;
}

async function openSection() {
  const app = renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
  const section = await screen.findByRole('region', { name: 'Mobile number and text messages' });
  return { ...app, section };
}

const reminders = (section: HTMLElement) => within(section).getByRole('switch', { name: 'Text reminders about my sessions' });

describe('mobile number and text reminders', () => {
  it('verifies the number with the code from the text: a wrong code is named under the field, the right one turns the reminders on', async () => {
    const bodies = sentPreferences();
    const { user, section } = await openSection();
    expect(within(section).getByText('Number: 01712345678')).toBeInTheDocument();
    expect(within(section).getByText('Not verified')).toBeInTheDocument();
    expect(reminders(section)).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    const field = await within(section).findByRole('textbox', { name: 'Code from the text message' });
    expect(field).toHaveAccessibleDescription(serverText.phoneCodeSent);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, '111 111');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(serverText.phoneCodeWrong));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByText('Not verified')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, PHONE_CODE);
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Verified')).toBeInTheDocument();
    expect(await screen.findByText(serverText.phoneVerified)).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: 'Code from the text message' })).not.toBeInTheDocument();
    expect(within(section).queryByText('Verify your mobile number before turning on text reminders.')).not.toBeInTheDocument();

    const toggle = reminders(section);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await within(section).findByText('Text reminders are on.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(bodies).toEqual([{ sms_reminders: true }]);
  });

  it('keeps the reminders switch off and says why until the number is verified', async () => {
    const { section } = await openSection();
    const toggle = reminders(section);
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Verify your mobile number before turning on text reminders\.$/);
    expect(within(section).getByText('Text reminders are off.')).toBeInTheDocument();
    expect(within(section).getByText(/never what it is about/)).toBeInTheDocument();
  });

  it('turns the reminders off again for a verified number', async () => {
    resetMe({ own: { ...meStore.own, phone_verified: true, sms_reminders: true } });
    const bodies = sentPreferences();
    const { user, section } = await openSection();
    expect(within(section).getByText('Verified')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    const toggle = reminders(section);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await within(section).findByText('Text reminders are off.')).toBeInTheDocument();
    expect(meStore.own.sms_reminders).toBe(false);
    expect(bodies).toEqual([{ sms_reminders: false }]);
  });

  it('says how many minutes to wait after three codes in an hour', async () => {
    const now = Date.now();
    // The oldest of the hour's three leaves it in 10 minutes.
    resetMe({ codesSent: { '+8801712345678': [now - 50 * 60_000, now - 20 * 60_000, now - 5 * 60_000] } });
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(serverText.phoneCodesTooMany);
    expect(alert).toHaveTextContent('You can ask again in 10 minutes.');
    expect(within(section).queryByRole('textbox', { name: 'Code from the text message' })).not.toBeInTheDocument();
  });

  it('offers a new code once the code has expired, and the new one verifies', async () => {
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    const field = await within(section).findByRole('textbox', { name: 'Code from the text message' });
    // Ten minutes later.
    if (meStore.code) meStore.code.sentAt -= 10 * 60_000;
    await user.type(field, PHONE_CODE);
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(serverText.phoneCodeExpired);
    expect(within(section).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Send a new code' }));
    const again = await within(section).findByRole('textbox', { name: 'Code from the text message' });
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(again, PHONE_CODE);
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Verified')).toBeInTheDocument();
  });

  it('takes five wrong tries of a code, then asks for a new one', async () => {
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    const field = await within(section).findByRole('textbox', { name: 'Code from the text message' });
    for (let i = 0; i < 5; i += 1) {
      await user.clear(field);
      await user.type(field, '000000');
      await user.click(within(section).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(meStore.code?.wrongTries).toBe(i + 1));
    }
    expect(field).toHaveAccessibleDescription(serverText.phoneCodeWrong);
    await user.clear(field);
    await user.type(field, PHONE_CODE);
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(serverText.phoneCodeExpired);
    expect(within(section).getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('asks for the number first when the profile has none, and verifies it once added', async () => {
    resetMe({ own: { ...meStore.own, contact_number: null } });
    const { user, section } = await openSection();
    expect(within(section).getByText('Add your mobile number to your profile to get text reminders about your sessions.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(reminders(section)).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Add mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText(/^Contact Number/), '01812345678');
    await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('Number: 01812345678')).toBeInTheDocument();
    expect(within(section).getByText('Not verified')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('a new number is not verified, and its reminders are off', async () => {
    resetMe({ own: { ...meStore.own, phone_verified: true, sms_reminders: true } });
    const { user, section } = await openSection();
    expect(within(section).getByText('Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const contact = within(dialog).getByLabelText(/^Contact Number/);
    await user.clear(contact);
    await user.type(contact, '01912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('Not verified')).toBeInTheDocument();
    expect(reminders(section)).not.toBeChecked();
    expect(reminders(section)).toBeDisabled();
  });

  it('speaks Bangla with the server’s words', async () => {
    await act(() => i18n.changeLanguage('bn'));
    const { user } = renderApp('/settings', { session: loginResponse('SUBSCRIBER') });
    const section = await screen.findByRole('region', { name: 'মোবাইল নম্বর ও টেক্সট মেসেজ' });
    expect(within(section).getByText('যাচাই হয়নি')).toBeInTheDocument();
    expect(within(section).getByText('টেক্সট রিমাইন্ডার চালু করার আগে আপনার মোবাইল নম্বর যাচাই করুন।')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'যাচাই করুন' }));
    const field = await within(section).findByRole('textbox', { name: 'টেক্সট মেসেজের কোড' });
    expect(field).toHaveAccessibleDescription(serverTextBn.phoneCodeSent);
    // A Bangla keyboard's digits are a code too.
    await user.type(field, '৪৮২৯১৩');
    await user.click(within(section).getByRole('button', { name: 'নিশ্চিত করুন' }));
    expect(await within(section).findByText('যাচাই হয়েছে')).toBeInTheDocument();
  });
});
