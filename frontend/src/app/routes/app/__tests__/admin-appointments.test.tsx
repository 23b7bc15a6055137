import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, formatDay, serviceToday } from '@/lib/service-day';
import { pageLimits } from '@/lib/api/limits.gen';
import { useSessionStore } from '@/lib/session';
import { loginResponse } from '@/testing/mocks/data';
import { appointmentStore } from '@/testing/mocks/handlers/appointments';
import { counsellorStore, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';

const day = (inDays: number) => formatDay(addDays(serviceToday(), inDays), 'en');

async function openPage(url = '/admin/appointments') {
  const view = renderApp(url, { session: loginResponse('ADMIN') });
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
    // The spec's plain approval: "Tell them later" is chosen at first, and nothing goes with the status.
    const dialog = await screen.findByRole('dialog', { name: 'Approve the appointment' });
    expect(within(dialog).getByRole('radio', { name: 'Tell them later' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(serverText.appointmentStatusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).queryByRole('row', { name: /karim/ })).not.toBeInTheDocument());
    expect(within(switcher).getByRole('button', { name: 'Requested 2' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: 'Approved 2' })).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(appointmentStore.items.find((a) => a.id === 5)?.appointment_status).toBe('approved');
    // The list came with the answer: no second read of the list.
    expect(asked).toEqual([
      'GET /api/custom/v1/appointment/all?status=requested&page=1&per_page=15',
      // The dialog's counsellors free at that hour.
      'GET /api/custom/v1/appointment/5/free-counsellors?',
      'POST /api/custom/v1/appointment/update-status/5?status=requested&page=1&per_page=15',
    ]);
    await user.click(within(switcher).getByRole('button', { name: 'Approved 2' }));
    expect(await within(table).findByRole('row', { name: /karim/ })).toBeInTheDocument();
  });

  it("approves naming a counsellor, and keeps the dialog open with the server's words when that counsellor is busy", async () => {
    resetCounsellors([sampleCounsellor({ id: 3, published: true })]);
    counsellorStore.free.set(5, [{ id: 3, name: 'Nusrat Jahan', own: false, clients: 2, max_clients: 30 }]);
    const bodies = decisionsSent();
    const busy = "This counsellor is not free at that time. Choose another counsellor.";
    let refuse = true;
    server.use(
      http.post('/api/custom/v1/appointment/update-status/{id}', ({ response }) => {
        if (!refuse) return undefined;
        refuse = false;
        return response(409).json(errorBody(409, 'counsellor_busy', busy, { counsellor_id: [busy] }));
      }),
    );
    const { user, table } = await openPage();
    await user.click(await within(table).findByRole('button', { name: `Approve the appointment of karim on ${day(3)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the appointment' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Counsellor' }));
    await user.click(await screen.findByRole('option', { name: 'Nusrat Jahan · 2 of 30 clients' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(busy)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      { appointment_status: 'approved', session_mode: null, session_detail: null, reason: null, counsellor_id: 3 },
      { appointment_status: 'approved', session_mode: null, session_detail: null, reason: null, counsellor_id: 3 },
    ]);
    expect(appointmentStore.items.find((a) => a.id === 5)).toMatchObject({ counsellor_id: 3, counsellor_name: 'Nusrat Jahan' });
  });

  it("offers the counsellors free at that hour, the subscriber's own first and chosen, and says so when none is free", async () => {
    counsellorStore.free.set(5, [
      { id: 4, name: 'Arif Hossain', own: true, clients: 12, max_clients: 30 },
      { id: 3, name: 'Nusrat Jahan', own: false, clients: 1, max_clients: 30 },
    ]);
    const { user, table } = await openPage();
    await user.click(await within(table).findByRole('button', { name: `Approve the appointment of karim on ${day(3)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the appointment' });
    const select = within(dialog).getByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(select).toHaveTextContent('Arif Hossain (their counsellor) · 12 of 30 clients'));
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Not chosen yet', 'Arif Hossain (their counsellor) · 12 of 30 clients', 'Nusrat Jahan · 1 of 30 clients']);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Rahima's request at 09:05 PM: nobody is free.
    await user.click(within(table).getByRole('button', { name: `Approve the appointment of rahima on ${day(7)}` }));
    const none = await screen.findByRole('dialog', { name: 'Approve the appointment' });
    expect(
      await within(none).findByText('No counsellor is free at this time or has room for a new client. Approve without one, or ask the subscriber for another time.'),
    ).toBeInTheDocument();
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

  /** The bodies of the status changes sent, in order. */
  function decisionsSent() {
    const bodies: unknown[] = [];
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/update-status/')) void request.clone().json().then((body: unknown) => bodies.push(body));
    });
    return bodies;
  }

  it('approves with a video link: the body carries how the session happens, and the row moves to Approved with it', async () => {
    const bodies = decisionsSent();
    const { user, table, switcher } = await openPage();
    await user.click(await within(table).findByRole('button', { name: `Approve the appointment of karim on ${day(3)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the appointment' });
    expect(dialog).toHaveAccessibleDescription(`karim, ${day(3)} at 12:00 PM. How will the session happen? karim reads this in the email and on their appointments page.`);
    const modes = within(dialog).getByRole('radiogroup', { name: 'How the session happens' });
    expect(within(modes).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['video', 'phone', 'in_person', 'later']);
    // No detail to give when the service tells them later.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    // The detail field says what it is for each way.
    await user.click(within(modes).getByRole('radio', { name: 'Phone call' }));
    expect(within(dialog).getByRole('textbox', { name: 'Number the counsellor will call from' })).toBeInTheDocument();
    await user.click(within(modes).getByRole('radio', { name: 'In person' }));
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toBeInTheDocument();
    await user.click(within(modes).getByRole('radio', { name: 'Video call' }));
    const link = within(dialog).getByRole('textbox', { name: 'Video call link' });
    expect(link).toHaveAttribute('type', 'url');
    // Whatever was typed for the other ways stays; it is replaced here.
    await user.clear(link);
    await user.paste(' https://meet.example.org/abc ');
    // Counted as the server counts: without the spaces around.
    expect(within(dialog).getByText('28 / 300')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(serverText.appointmentStatusUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ appointment_status: 'approved', session_mode: 'video', session_detail: 'https://meet.example.org/abc', reason: null, counsellor_id: null }]);
    await waitFor(() => expect(within(table).queryByRole('row', { name: /karim/ })).not.toBeInTheDocument());
    expect(appointmentStore.items.find((a) => a.id === 5)).toMatchObject({ appointment_status: 'approved', session_mode: 'video', session_detail: 'https://meet.example.org/abc' });
    await user.click(within(switcher).getByRole('button', { name: 'Approved 2' }));
    const row = await within(table).findByRole('row', { name: /karim/ });
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Undo: return the appointment of karim on ${day(3)} to requested` })).toBeInTheDocument();
  });

  it("shows the server's message on the link field when the link is refused, and keeps the dialog open", async () => {
    const { user, table } = await openPage();
    await user.click(await within(table).findByRole('button', { name: `Approve the appointment of karim on ${day(3)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the appointment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Video call' }));
    const link = within(dialog).getByRole('textbox', { name: 'Video call link' });
    await user.click(link);
    await user.paste('meet.example.org/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(`${serverText.sessionLinkInvalid} 20 / 300`));
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Approve the appointment' })).toBeInTheDocument();
    expect(appointmentStore.items.find((a) => a.id === 5)).toMatchObject({ appointment_status: 'requested', session_mode: null });
    // Corrected, it goes through.
    await user.clear(link);
    await user.paste('https://meet.example.org/abc');
    expect(link).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appointmentStore.items.find((a) => a.id === 5)).toMatchObject({ appointment_status: 'approved', session_detail: 'https://meet.example.org/abc' });
  });

  it('unapproves with a reason the subscriber will read, counting its characters', async () => {
    const bodies = decisionsSent();
    const { user, table, switcher } = await openPage();
    await user.click(await within(table).findByRole('button', { name: `Unapprove the appointment of karim on ${day(3)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Unapprove the appointment' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAccessibleDescription('Short and kind: the person reads this. 0 / 500');
    await user.click(reason);
    await user.paste('We are full that week.');
    expect(reason).toHaveAccessibleDescription('Short and kind: the person reads this. 22 / 500');
    // Over the limit, it says so before anything is sent.
    fireEvent.change(reason, { target: { value: 'y'.repeat(501) } });
    await user.click(within(dialog).getByRole('button', { name: 'Unapprove' }));
    expect(await within(dialog).findByText('The reason must be at most 500 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.change(reason, { target: { value: 'We are full that week.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Unapprove' }));
    expect(await screen.findByText(serverText.appointmentStatusUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ appointment_status: 'unapproved', session_mode: null, session_detail: null, reason: 'We are full that week.', counsellor_id: null }]);
    expect(await within(switcher).findByRole('button', { name: 'Unapproved 2' })).toBeInTheDocument();
    expect(appointmentStore.items.find((a) => a.id === 5)).toMatchObject({ appointment_status: 'unapproved', reason: 'We are full that week.' });
  });

  it('marks, scrolls to and announces the appointment of a ?focus= link, on the status of ?status=', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const { table, switcher } = await openPage('/admin/appointments?status=requested&focus=3');
    const row = await within(table).findByRole('row', { name: /09:05 PM/ });
    const said = await screen.findByText(`The appointment from your link is highlighted: rahima, ${day(7)} at 09:05 PM.`);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveClass('Mui-selected');
    await waitFor(() => expect(row).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(row);
    // Only that row.
    expect(within(table).getAllByRole('row').filter((r) => r.getAttribute('aria-current') === 'true')).toHaveLength(1);
    expect(within(switcher).getByRole('button', { name: 'Requested 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the status of the link, and says so when the linked appointment is not in the list', async () => {
    const { table, switcher } = await openPage('/admin/appointments?status=approved&focus=3');
    expect(await within(switcher).findByRole('button', { name: 'Approved 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(table).findByRole('row', { name: new RegExp(day(2)) })).not.toHaveAttribute('aria-current');
    expect(
      await screen.findByText('The appointment from your link is not in this list. It may have been decided already, or it is on another page.'),
    ).toBeInTheDocument();
  });

  it('is for admins only: a subscriber is sent home, logged out, and never sees the page', async () => {
    const { router } = renderApp('/admin/appointments', { session: loginResponse('SUBSCRIBER') });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(useSessionStore.getState().session).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All Appointments' })).not.toBeInTheDocument();
  });
});
