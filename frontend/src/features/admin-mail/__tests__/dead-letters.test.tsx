import { screen, waitFor, within } from '@testing-library/react';
import { loginResponse } from '@/testing/mocks/data';
import { deadLetter, resetAdminMail } from '@/testing/mocks/handlers/admin-mail';
import { serverText } from '@/testing/mocks/http';
import { renderApp } from '@/testing/test-utils';

describe('undelivered e-mail (admin)', () => {
  it('lists them without recipients, sends one again and discards another after a confirmation', async () => {
    resetAdminMail({ deadLetters: [deadLetter(2, 'password_reset'), deadLetter(1, 'activation')] });
    const { user } = renderApp('/admin/mail', { session: loginResponse('ADMIN') });
    const table = await screen.findByRole('table', { name: 'Undelivered e-mail' });
    expect(await within(table).findByText('Password reset')).toBeInTheDocument();
    expect(within(table).getAllByText('550 <<address>>: Recipient address rejected')).toHaveLength(2);
    expect(within(table).getAllByText('E-mail')).toHaveLength(2);
    await user.click(within(table).getAllByRole('button', { name: 'Send again' })[0] as HTMLElement);
    expect(await screen.findByText(serverText.deadLetterRetried)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Password reset')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(serverText.deadLetterDiscarded)).toBeInTheDocument();
    expect(await screen.findByText('Every e-mail was delivered.')).toBeInTheDocument();
  });

  it('shows a text message with its kind and only the masked number', async () => {
    resetAdminMail({ deadLetters: [deadLetter(3, 'reminder', { channel: 'sms', to: '+8801812345678' }), deadLetter(2, 'verification', { channel: 'sms' }), deadLetter(1, 'care')] });
    const { user } = renderApp('/admin/mail', { session: loginResponse('ADMIN') });
    const table = await screen.findByRole('table', { name: 'Undelivered e-mail' });
    await within(table).findByText('Appointment reminder');
    const rows = within(table).getAllByRole('row');
    const reminder = rows.find((row) => within(row).queryByText('Appointment reminder')) as HTMLElement;
    expect(within(reminder).getByText('Text message')).toBeInTheDocument();
    expect(within(reminder).getByText('+880•••••••678')).toBeInTheDocument();
    // A screen reader hears the last digits, not a row of dots.
    expect(within(reminder).getByText('to a number ending in 678')).toBeInTheDocument();
    expect(reminder).not.toHaveTextContent('01812345678');
    expect(within(table).getByText('Phone verification code')).toBeInTheDocument();
    const mail = rows.find((row) => within(row).queryByText('Appointment')) as HTMLElement;
    expect(within(mail).getByText('E-mail')).toBeInTheDocument();
    expect(within(mail).queryByText(/•/)).not.toBeInTheDocument();
    await user.click(within(reminder).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('dialog', { name: 'Discard this text message?' })).toBeInTheDocument();
  });
});
