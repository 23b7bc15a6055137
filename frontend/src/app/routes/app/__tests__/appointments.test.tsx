import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, addMonths, formatDay, serviceToday } from '@/lib/service-day';
import type { AppointmentResponse } from '@/lib/api/types';
import { loginResponse, siteConfig } from '@/testing/mocks/data';
import { meStore } from '@/testing/mocks/handlers/account';
import { appointmentStore } from '@/testing/mocks/handlers/appointments';
import { counsellorStore, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { errorBody, http, serverText } from '@/testing/mocks/http';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { advance, startFakeClock } from '@/testing/timers';

const today = serviceToday();
const day = (inDays: number) => addDays(today, inDays);
const full = (iso: string) => formatDay(iso, 'en', 'full');

/** One more of the test subscriber's (user 7) appointments in the double's store. */
function store(id: number, inDays: number, status: string, extra: Partial<AppointmentResponse> = {}) {
  appointmentStore.items.push({
    id,
    user_id: 7,
    date: day(inDays),
    time: '10:00 AM',
    name: 'rahima',
    email: 'rahima@example.com',
    phone: '01712345678',
    appointment_status: status,
    session_mode: null,
    session_detail: null,
    reason: null,
    late_cancel: false,
    ...extra,
  });
}

async function openPage() {
  const view = renderApp('/appointment', { session: loginResponse('SUBSCRIBER') });
  expect(await screen.findByRole('heading', { name: 'Appointments', level: 1 })).toBeInTheDocument();
  return view;
}

describe('subscriber appointments: request tab', () => {
  it('has accessible tabs, with the request panel first', async () => {
    await openPage();
    const tabs = screen.getByRole('tablist', { name: 'Appointments' });
    expect(within(tabs).getByRole('tab', { name: 'Request for appointment' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'See Appointments' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Request for appointment' })).toBeInTheDocument();
  });

  it('colours the month ahead by status, names the status for screen readers, and shows the legend', async () => {
    await openPage();
    const calendar = screen.getByRole('table', { name: 'Scheduled appointments' });
    const approved = await within(calendar).findByRole('button', { name: `${full(day(2))}: Approved` });
    expect(approved).toBeDisabled();
    expect(approved).toHaveAttribute('data-status', 'approved');
    expect(approved).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    const unapproved = within(calendar).getByRole('button', { name: `${full(day(5))}: Unapproved` });
    expect(unapproved).toBeDisabled();
    expect(unapproved).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
    const requested = within(calendar).getByRole('button', { name: `${full(day(7))}: Requested` });
    expect(requested).toBeDisabled();
    expect(requested).toHaveStyle({ backgroundColor: 'rgb(31, 111, 107)' }); // the brand colour
    // Weekday headers; today up to one month ahead, nothing before today.
    expect(within(calendar).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(calendar).getByRole('button', { name: full(today) })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: full(addMonths(today, 1)) })).toBeEnabled();
    expect(within(calendar).queryByRole('button', { name: full(day(-1)) })).not.toBeInTheDocument();
    expect(within(calendar).queryByRole('button', { name: full(addDays(addMonths(today, 1), 1)) })).not.toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Approved', 'Unapproved', 'Requested']);
  });

  it('fills the date from a free day of the calendar, and refuses a day that already has an appointment', async () => {
    const { user } = await openPage();
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveAttribute('min', today);
    await user.click(await screen.findByRole('button', { name: full(day(1)) }));
    expect(date).toHaveValue(day(1));
    expect(screen.getByRole('button', { name: full(day(1)) })).toHaveAttribute('aria-pressed', 'true');
    const sent = vi.fn();
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent();
    });
    fireEvent.change(date, { target: { value: day(2) } });
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByText(serverText.appointmentDateTaken)).toBeInTheDocument();
    fireEvent.change(date, { target: { value: day(-1) } });
    expect(await screen.findByText(serverText.appointmentDateInPast)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('prefills name, e-mail and phone from the session and the date and time with now, and checks the fields', async () => {
    const { user } = await openPage();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date()));
    await user.clear(screen.getByLabelText(/^Date/));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('rahima');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rahima@example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('01712345678');
    expect(screen.getByLabelText<HTMLInputElement>(/^Time/).value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    await user.clear(screen.getByLabelText(/^Name/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '0121');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid mobile number')).toBeInTheDocument();
  });

  it('sends the server its formats, says so on the button, and resets the label after 3 s', async () => {
    let body: unknown;
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') void request.clone().json().then((b: unknown) => {
          body = b;
        });
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: full(day(1)) }));
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '21:05' } });
    startFakeClock();
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByRole('button', { name: 'Appointment Requested!' })).toBeInTheDocument();
    expect(body).toEqual({
      appointment_date: day(1),
      appointment_time: '09:05 PM',
      appointment_name: 'rahima',
      appointment_email: 'rahima@example.com',
      appointment_phone: '01712345678',
      appointment_status: 'requested',
      counsellor_id: null,
    });
    // Found within a poll or two of the answer (the waits move the fake clock by 50 ms steps).
    await advance(2700);
    expect(screen.getByRole('button', { name: 'Appointment Requested!' })).toBeInTheDocument();
    await advance(300);
    expect(screen.getByRole('button', { name: 'Request Appointment' })).toBeInTheDocument();
    expect(await screen.findByText(serverText.appointmentAdded)).toBeInTheDocument(); // the toast stays 4 s
    // The new day is taken now.
    expect(await screen.findByRole('button', { name: `${full(day(1))}: Requested` })).toBeDisabled();
  });

  it("shows 'Sorry ! Please Try Again' and the server's field message when the request fails", async () => {
    server.use(
      http.post('/api/custom/v1/appointment/create', ({ response }) =>
        response(409).json(errorBody(409, 'appointment_date_taken', serverText.appointmentDateTaken, { appointment_date: [serverText.appointmentDateTaken] })),
      ),
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: full(day(1)) }));
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByRole('button', { name: 'Sorry ! Please Try Again' })).toBeInTheDocument();
    expect(screen.getAllByText(serverText.appointmentDateTaken).length).toBeGreaterThanOrEqual(2); // toast + field
  });
  it('disables the days after the booking horizon of the site config, in the calendar and on the date field', async () => {
    server.use(http.get('/api/custom/v1/site-config', ({ response }) => response(200).json({ ...siteConfig, booking_horizon_days: 9 })));
    const sent = vi.fn();
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent();
    });
    const { user } = await openPage();
    const date = screen.getByLabelText(/^Date/);
    await waitFor(() => expect(date).toHaveAttribute('max', day(9)));
    expect(date).toHaveAccessibleDescription(`From today to ${formatDay(day(9), 'en')}; one appointment a day.`);
    const calendar = screen.getByRole('table', { name: 'Scheduled appointments' });
    expect(within(calendar).getByRole('button', { name: full(day(9)) })).toBeEnabled();
    // A day with an appointment still says its status; a free one after the horizon says why it cannot be chosen.
    expect(within(calendar).getByRole('button', { name: `${full(day(10))}: Requested` })).toBeDisabled();
    for (const inDays of [11, 20]) expect(within(calendar).getByRole('button', { name: `${full(day(inDays))}: too far ahead to request` })).toBeDisabled();
    // Typed in, it is refused with the server's words before anything is sent.
    fireEvent.change(date, { target: { value: day(11) } });
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByText(serverText.appointmentDateTooFar)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('says clearly, and keeps saying, that too many requests are waiting, with the failure label and a way to the list', async () => {
    // The two requested ones and three more: the server's limit of five.
    expect(siteConfig.max_open_requests).toBe(5);
    [20, 21, 22].forEach((inDays, i) => store(30 + i, inDays, 'requested'));
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: full(day(1)) }));
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByRole('button', { name: 'Sorry ! Please Try Again' })).toBeInTheDocument();
    const alert = screen.getAllByRole('alert').find((a) => a.closest('form'));
    expect(alert).toHaveTextContent(serverText.tooManyOpenRequests);
    expect(appointmentStore.items.filter((a) => a.user_id === 7 && a.appointment_status === 'requested')).toHaveLength(5);
    await user.click(within(alert!).getByRole('button', { name: 'See your requests' }));
    expect(screen.getByRole('tab', { name: 'See Appointments' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Requested 5' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('subscriber appointments: see appointments tab', () => {
  async function openList() {
    const view = await openPage();
    await view.user.click(screen.getByRole('tab', { name: 'See Appointments' }));
    const table = await screen.findByRole('table', { name: 'My appointments' });
    return { ...view, table };
  }

  it('switches by status with counts; only requested rows can be edited or deleted, an approved one cancelled', async () => {
    const { user, table } = await openList();
    const switcher = screen.getByRole('group', { name: 'Show appointments by status' });
    expect(await within(switcher).findByRole('button', { name: 'Requested 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(switcher).getByRole('button', { name: 'Approved 1' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: 'Unapproved 1' })).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // Newest date first.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(formatDay(day(10), 'en'));
    expect(within(table).getAllByRole('button', { name: /^Edit the appointment on/ })).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: /^Delete the appointment on/ })).toHaveLength(2);
    await user.click(within(switcher).getByRole('button', { name: 'Approved 1' }));
    await waitFor(() => expect(screen.getByText('Total: 1')).toBeInTheDocument());
    const approved = screen.getByRole('table', { name: 'My appointments' });
    expect(within(approved).getByRole('button', { name: `Cancel the session on ${formatDay(day(2), 'en')}` })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    await user.click(within(switcher).getByRole('button', { name: 'Unapproved 1' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'My appointments' })).getByText('No changes possible')).toBeInTheDocument());
  });

  it('cancels an approved session after a kind confirmation with an optional reason, and shows it cancelled', async () => {
    const { user, table } = await openList();
    await user.click(await within(screen.getByRole('group', { name: 'Show appointments by status' })).findByRole('button', { name: 'Approved 1' }));
    await user.click(await within(table).findByRole('button', { name: `Cancel the session on ${formatDay(day(2), 'en')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveAccessibleDescription(
      `Your session on ${full(day(2))} at 10:00 AM will be cancelled and its time given back. You can cancel at any time before it starts. Less than 24 hours before, it is noted as a late cancellation; that is all, and you can ask for another time whenever you are ready.`,
    );
    // "Keep it" changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appointmentStore.items.find((a) => a.id === 1)?.appointment_status).toBe('approved');
    await user.click(within(table).getByRole('button', { name: `Cancel the session on ${formatDay(day(2), 'en')}` }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    const reason = within(again).getByLabelText('Reason (optional)');
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    expect(within(again).getByText('The reason must be at most 500 characters.')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel session' }));
    expect(appointmentStore.items.find((a) => a.id === 1)?.appointment_status).toBe('approved');
    fireEvent.change(reason, { target: { value: 'My exam moved to that day.' } });
    expect(within(again).getByText('474 characters left')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(serverText.appointmentCancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appointmentStore.items.find((a) => a.id === 1)).toMatchObject({ appointment_status: 'cancelled', reason: 'My exam moved to that day.', late_cancel: false });
    const switcher = screen.getByRole('group', { name: 'Show appointments by status' });
    await user.click(await within(switcher).findByRole('button', { name: 'Cancelled 1' }));
    const cancelled = await screen.findByRole('table', { name: 'My appointments' });
    expect(await within(cancelled).findByText('You cancelled this session.', { exact: false })).toHaveTextContent(
      'You cancelled this session. Your reason: My exam moved to that day.',
    );
  });

  it("says a late cancellation is noted, and shows the server's refusal of a session that has started", async () => {
    store(21, 1, 'approved');
    const { user, table } = await openList();
    await user.click(await within(screen.getByRole('group', { name: 'Show appointments by status' })).findByRole('button', { name: 'Approved 2' }));
    server.use(
      http.post('/api/custom/v1/appointment/cancel/{id}', ({ response }) => response(409).json(errorBody(409, 'session_started', serverText.sessionStarted))),
    );
    await user.click(await within(table).findByRole('button', { name: `Cancel the session on ${formatDay(day(1), 'en')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(serverText.sessionStarted)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    store(22, 3, 'cancelled', { late_cancel: true });
    server.resetHandlers();
    await user.click(within(screen.getByRole('group', { name: 'Show appointments by status' })).getByRole('button', { name: /^Cancelled/ }));
    expect(await screen.findByText('You cancelled this session close to its start; it is noted as a late cancellation.')).toBeInTheDocument();
  });

  it('deletes a requested appointment after a confirmation', async () => {
    const { user, table } = await openList();
    await user.click(await within(table).findByRole('button', { name: `Delete the appointment on ${formatDay(day(7), 'en')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete appointment' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete the appointment on ${formatDay(day(7), 'en')} at 09:05 PM?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(appointmentStore.items.some((a) => a.id === 3)).toBe(true);
    await user.click(within(table).getByRole('button', { name: `Delete the appointment on ${formatDay(day(7), 'en')}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete appointment' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverText.appointmentDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Requested 1' })).toBeInTheDocument();
    expect(appointmentStore.items.some((a) => a.id === 3)).toBe(false);
  });

  it('edits a requested appointment in a dialog with the same form', async () => {
    const { user, table } = await openList();
    await user.click(await within(table).findByRole('button', { name: `Edit the appointment on ${formatDay(day(10), 'en')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(day(10));
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('16:15');
    // Another of the person's days is refused; its own day is fine.
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: day(7) } });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(serverText.appointmentDateTaken)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: day(12) } });
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '08:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverText.appointmentUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('08:30 AM')).toBeInTheDocument();
    expect(appointmentStore.items.find((a) => a.id === 4)).toMatchObject({ date: day(12), time: '08:30 AM', appointment_status: 'requested' });
  });

  it('shows under an approved appointment how the session happens: a video link opens in a new tab, a phone number can be called', async () => {
    Object.assign(appointmentStore.items.find((a) => a.id === 1)!, { session_mode: 'video', session_detail: 'https://meet.example.org/abc' });
    store(11, 12, 'approved', { session_mode: 'phone', session_detail: '01999 000111' });
    store(12, 14, 'approved');
    store(13, 16, 'approved', { session_mode: 'in_person', session_detail: 'House 5, Road 2, Dhanmondi' });
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Approved 4' }));
    const table = await screen.findByRole('table', { name: 'My appointments' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 * 2));
    /** The line under the appointment of that day. */
    const noteOf = (inDays: number) => {
      const rows = within(table).getAllByRole('row');
      // The date's own cell: the row's whole text would find '1 Dec' in '11 Dec', or after its serial number.
      const shown = formatDay(day(inDays), 'en');
      const index = rows.findIndex((r) => within(r).queryAllByRole('cell').some((cell) => cell.textContent === shown));
      return rows[index + 1]!;
    };
    const video = noteOf(2);
    expect(video).toHaveTextContent('How the session happens: Video call');
    const link = within(video).getByRole('link', { name: 'https://meet.example.org/abc (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://meet.example.org/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const phone = noteOf(12);
    expect(phone).toHaveTextContent('How the session happens: Phone call');
    expect(phone).toHaveTextContent('The counsellor will call you from 01999 000111');
    expect(within(phone).getByRole('link', { name: '01999 000111' })).toHaveAttribute('href', 'tel:01999000111');
    expect(noteOf(14)).toHaveTextContent('The service will contact you about how the session happens.');
    expect(noteOf(16)).toHaveTextContent(/How the session happens: In person\s*Address: House 5, Road 2, Dhanmondi/);
  });

  it('shows why an unapproved request was not approved, when the service said', async () => {
    Object.assign(appointmentStore.items.find((a) => a.id === 2)!, { reason: 'We are full that week.' });
    store(14, 18, 'unapproved');
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Unapproved 2' }));
    const table = await screen.findByRole('table', { name: 'My appointments' });
    // The one without a reason has no second line.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + 1));
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(formatDay(day(18), 'en'));
    expect(rows[2]).toHaveTextContent(formatDay(day(5), 'en'));
    expect(rows[3]).toHaveTextContent('Why it was not approved: We are full that week.');
  });
});

describe('subscriber appointments: a chosen counsellor', () => {
  it("offers only the counsellor's free days and times, and the request names the counsellor", async () => {
    resetCounsellors([sampleCounsellor({ id: 3, published: true })]);
    counsellorStore.slots.set(3, [
      { start: `${day(3)}T09:00:00+06:00`, end: `${day(3)}T09:50:00+06:00` },
      { start: `${day(3)}T11:00:00+06:00`, end: `${day(3)}T11:50:00+06:00` },
      { start: `${day(4)}T10:00:00+06:00`, end: `${day(4)}T10:50:00+06:00` },
    ]);
    const { user } = await openPage();
    const calendar = screen.getByRole('table', { name: 'Scheduled appointments' });
    // Any counsellor: every free day can be chosen, and the time is typed.
    expect(await within(calendar).findByRole('button', { name: full(day(1)) })).toBeEnabled();
    await user.click(await screen.findByRole('combobox', { name: 'Counsellor' }));
    await user.click(await screen.findByRole('option', { name: 'Nusrat Jahan, Clinical psychologist' }));
    const noSlot = await within(calendar).findByRole('button', { name: `${full(day(1))}: no free time with this counsellor` });
    expect(noSlot).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: full(day(3)) }));
    await user.click(screen.getByRole('combobox', { name: /^Free time/ }));
    const times = await screen.findAllByRole('option');
    expect(times.map((o) => o.textContent)).toEqual(['09:00', '11:00']);
    await user.click(screen.getByRole('option', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Request Appointment' }));
    expect(await screen.findByText(serverText.appointmentAdded)).toBeInTheDocument();
    const created = appointmentStore.items.at(-1);
    expect(created).toMatchObject({ date: day(3), time: '11:00 AM', counsellor_id: 3, counsellor_name: 'Nusrat Jahan' });
  });

  it('chooses the person\'s own counsellor from /me, and says so, until they choose another', async () => {
    resetCounsellors([sampleCounsellor({ id: 3, published: true }), sampleCounsellor({ id: 4, name_en: 'Arif Hossain', username: 'arif', published: true })]);
    meStore.counsellor = { id: 3, name: 'Nusrat Jahan' };
    const { user } = await openPage();
    const select = await screen.findByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(select).toHaveTextContent('Nusrat Jahan, Clinical psychologist'));
    expect(screen.getByText('Nusrat Jahan is your counsellor: seeing the same person again helps. You can choose someone else.')).toBeInTheDocument();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Any counsellor' }));
    await waitFor(() => expect(select).toHaveTextContent('Any counsellor'));
    expect(screen.queryByText(/is your counsellor/)).not.toBeInTheDocument();
  });

  it("chooses the counsellor a profile's 'Book a session' names (?counsellor=), over their own", async () => {
    resetCounsellors([sampleCounsellor({ id: 3, published: true }), sampleCounsellor({ id: 4, name_en: 'Arif Hossain', title_en: 'Counsellor', username: 'arif', published: true })]);
    meStore.counsellor = { id: 3, name: 'Nusrat Jahan' };
    // The profile's link goes through the login page, which passes a signed-in subscriber straight on.
    renderApp('/login?next=%2Fappointment%3Fcounsellor%3D4', { session: loginResponse('SUBSCRIBER') });
    const select = await screen.findByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(select).toHaveTextContent('Arif Hossain, Counsellor'));
    expect(screen.queryByText(/is your counsellor/)).not.toBeInTheDocument();
  });

  it('keeps their own counsellor when the address names one who is not published', async () => {
    resetCounsellors([sampleCounsellor({ id: 3, published: true }), sampleCounsellor({ id: 4, name_en: 'Arif Hossain', username: 'arif', published: false })]);
    meStore.counsellor = { id: 3, name: 'Nusrat Jahan' };
    renderApp('/appointment?counsellor=4', { session: loginResponse('SUBSCRIBER') });
    const select = await screen.findByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(select).toHaveTextContent('Nusrat Jahan, Clinical psychologist'));
  });

  it('chooses nobody when the own counsellor is no longer published', async () => {
    resetCounsellors([sampleCounsellor({ id: 4, name_en: 'Arif Hossain', username: 'arif', published: true })]);
    meStore.counsellor = { id: 3, name: 'Nusrat Jahan' };
    await openPage();
    const select = await screen.findByRole('combobox', { name: 'Counsellor' });
    await waitFor(() => expect(select).toHaveTextContent('Any counsellor'));
  });
});
