import { screen, waitFor, within } from '@testing-library/react';
import { loginResponse } from '@/testing/mocks/data';
import { resetAdminMail } from '@/testing/mocks/handlers/admin-mail';
import { serverText } from '@/testing/mocks/http';
import { renderApp } from '@/testing/test-utils';

describe('undelivered e-mail (admin)', () => {
  const letter = (id: number, kind: string) => ({
    id,
    kind,
    attempts: 10,
    last_error: '550 <<address>>: Recipient address rejected',
    created_at: '2026-11-24T04:00:00Z',
    dead_at: '2026-11-24T09:00:00Z',
  });

  it('lists them without recipients, sends one again and discards another after a confirmation', async () => {
    resetAdminMail({ deadLetters: [letter(2, 'password_reset'), letter(1, 'activation')] });
    const { user } = renderApp('/admin/mail', { session: loginResponse('ADMIN') });
    const table = await screen.findByRole('table', { name: 'Undelivered e-mail' });
    expect(await within(table).findByText('Password reset')).toBeInTheDocument();
    expect(within(table).getAllByText('550 <<address>>: Recipient address rejected')).toHaveLength(2);
    await user.click(within(table).getAllByRole('button', { name: 'Send again' })[0] as HTMLElement);
    expect(await screen.findByText(serverText.deadLetterRetried)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Password reset')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(serverText.deadLetterDiscarded)).toBeInTheDocument();
    expect(await screen.findByText('Every e-mail was delivered.')).toBeInTheDocument();
  });
});
