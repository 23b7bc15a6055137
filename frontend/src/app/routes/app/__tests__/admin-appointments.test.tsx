import { screen, waitFor, within } from '@testing-library/react';
import { addDays, formatDay, serviceToday } from '@/features/appointments/components/dates';
import { pageLimits } from '@/lib/api/limits.gen';
import { loginResponse } from '@/testing/mocks/data';
import { appointmentStore } from '@/testing/mocks/handlers/appointments';
import { serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const day = (inDays: number) => formatDay(addDays(serviceToday(), inDays), 'en');

async function openPage() {
  const view = renderApp('/admin/appointments', { session: loginResponse('ADMIN') });
  expect(await screen.findByRole('heading', { name: 'All Appointments', level: 1 })).toBeInTheDocument();
  const switcher = screen.getByRole('group', { name: 'Show appointments by status' });
  const table = await screen.findByRole('table', { name: 'All appointments' });
  return { ...view, switcher, table };
}

describe('admin appointments', () => {
  it('shows each status with its count, the total of the chosen one, and mail and phone links', async () => {
    const { table, switcher } = await openPage();
    expect(await within(switcher).findByRole('button', { name: 'Requested 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(switcher).getByRole('button', { name: 'Approved 1' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: 'Unapproved 1' })).toBeInTheDocument();
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['SL', 'Date', 'Time', 'Name', 'Email', 'Contact', 'Status', 'Action']);
    const karim = within(table).getByRole('row', { name: /karim/ });
    expect(within(karim).getByRole('link', { name: 'karim@example.com' })).toHaveAttribute('href', 'mailto:karim@example.com');
    expect(within(karim).getByRole('link', { name: '01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    // The status tag says it in words, not colour only.
    expect(within(karim).getByText('Requested')).toBeInTheDocument();
    expect(within(karim).getByRole('button', { name: `Approve the appointment of karim on ${day(3)}` })).toBeInTheDocument();
    expect(within(karim).getByRole('button', { name: `Unapprove the appointment of karim on ${day(3)}` })).toBeInTheDocument();
    expect(within(karim).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('asks for 15 rows a page and replaces the list with the answer after Approve', async () => {
    const asked: string[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/custom/v1/appointment/')) asked.push(`${request.method} ${url.pathname}?${url.searchParams.toString()}`);
    });
    const { user, table, switcher } = await openPage();
    expect(pageLimits.listAllAppointments.defaultPerPage).toBe(15);
    await user.click(await within(table).findByRole('button', { name: `Approve the appointment of karim on ${day(3)}` }));
    expect(await screen.findByText(serverText.appointmentStatusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('row', { name: /karim/ })).not.toBeInTheDocument());
    expect(within(switcher).getByRole('button', { name: 'Requested 2' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: 'Approved 2' })).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(appointmentStore.items.find((a) => a.id === 5)?.appointment_status).toBe('approved');
    // The list came with the answer: no second read of the list.
    expect(asked).toEqual(['GET /api/custom/v1/appointment/all?status=requested&page=1&per_page=15', 'POST /api/custom/v1/appointment/update-status/5?status=requested&page=1&per_page=15']);
    await user.click(within(switcher).getByRole('button', { name: 'Approved 2' }));
    expect(await within(table).findByRole('row', { name: /karim/ })).toBeInTheDocument();
  });

  it('offers Undo on approved and unapproved rows, which returns them to requested', async () => {
    const { user, table, switcher } = await openPage();
    await user.click(await within(switcher).findByRole('button', { name: 'Unapproved 1' }));
    const row = await within(table).findByRole('row', { name: new RegExp(day(5)) });
    expect(within(row).getByText('Unapproved')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Undo: return the appointment of rahima on ${day(5)} to requested` }));
    expect(await screen.findByText(serverText.appointmentStatusUpdated)).toBeInTheDocument();
    expect(await within(switcher).findByRole('button', { name: 'Unapproved 0' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: 'Requested 4' })).toBeInTheDocument();
    expect(await screen.findByText('No appointments here yet.')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    renderApp('/admin/appointments', { session: loginResponse('SUBSCRIBER') });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'All Appointments' })).not.toBeInTheDocument());
  });
});
