import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLimits } from '@/lib/api/limits.gen';
import i18n from '@/lib/i18n';
import type { AppointmentResponse } from '@/lib/api/types';
import { addDays, formatDay, serviceToday, weekdayName } from '@/lib/service-day';
import { asCounsellor, counsellorSession } from '@/testing/counsellor-sessions';
import { appointmentStore, resetAppointments } from '@/testing/mocks/handlers/appointments';
import { counsellorText, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { server } from '@/testing/mocks/server';
import { currentPath, renderApp } from '@/testing/test-utils';

/** A session of counsellor 3 (the caller's profile) `inDays` from today, with client `name` (account 70 + id). */
const session = (id: number, inDays: number, name: string, overrides: Partial<AppointmentResponse> = {}): AppointmentResponse =>
  counsellorSession(id, inDays, { user_id: 70 + id, name, ...overrides });

beforeEach(() => resetCounsellors([sampleCounsellor({ id: 3, user_id: 43 })]));

describe('/counsellor/sessions/:id', () => {
  it("shows the session's day, time, client, contact and the video call's link; attendance waits for its start", async () => {
    resetAppointments([session(1, 2, 'Rina', { time: '04:30 PM', session_mode: 'video', session_detail: 'https://meet.example.org/abc' })]);
    renderApp('/counsellor/sessions/1', asCounsellor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session with Rina' })).toBeInTheDocument();
    const day = addDays(serviceToday(), 2);
    expect(screen.getByText(formatDay(day, 'en', 'full'))).toHaveAttribute('datetime', day);
    expect(screen.getByText('04:30 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    expect(screen.getByRole('link', { name: 'rina@example.com' })).toHaveAttribute('href', 'mailto:rina@example.com');
    const join = screen.getByRole('link', { name: 'Join the video call' });
    expect(join).toHaveAttribute('href', 'https://meet.example.org/abc');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Planned')).toBeInTheDocument();
    expect(screen.getByText('You can record whether the client came once the session has started.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attended' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/counsellor/dashboard');
  });

  it("writes the day in full in the page's language", async () => {
    resetAppointments([session(1, 2, 'Rina')]);
    await i18n.changeLanguage('bn');
    renderApp('/counsellor/sessions/1', asCounsellor);
    const day = addDays(serviceToday(), 2);
    expect(await screen.findByText(formatDay(day, 'bn', 'full'))).toHaveAttribute('datetime', day);
    expect(screen.getByRole('heading', { level: 1, name: 'Rina-এর সঙ্গে সেশন' })).toBeInTheDocument();
  });

  it('shows an in-person session with its address, and no call link for a detail that is not a web address', async () => {
    resetAppointments([
      session(1, 1, 'Rina', { session_mode: 'in_person', session_detail: 'House 4, Road 2, Dhanmondi' }),
      session(2, 1, 'Kamal', { session_mode: 'video', session_detail: 'The link comes by SMS' }),
    ]);
    const { router } = renderApp('/counsellor/sessions/1', asCounsellor);
    expect(await screen.findByText('In person')).toBeInTheDocument();
    expect(screen.getByText('House 4, Road 2, Dhanmondi')).toBeInTheDocument();
    await router.navigate('/counsellor/sessions/2');
    expect(await screen.findByText('The link comes by SMS')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the video call' })).not.toBeInTheDocument();
  });

  it('says a session was cancelled by the client, late, and offers no attendance', async () => {
    resetAppointments([session(1, -1, 'Rina', { appointment_status: 'cancelled', late_cancel: true })]);
    renderApp('/counsellor/sessions/1', asCounsellor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session with Rina' })).toBeInTheDocument();
    expect(screen.getAllByText('Cancelled by the client').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Late cancellation/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Attendance' })).not.toBeInTheDocument();
  });

  it('records whether the client came once the session has started, showing the recorded answer', async () => {
    resetAppointments([session(1, -1, 'Rina')]);
    const user = userEvent.setup();
    renderApp('/counsellor/sessions/1', asCounsellor);
    const attendance = await screen.findByRole('region', { name: 'Attendance' });
    expect(within(attendance).getByText('Did the client come?')).toBeInTheDocument();
    expect(within(attendance).getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(attendance).getByRole('button', { name: 'Attended' }));
    expect(await screen.findByText(counsellorText.attendanceSaved)).toBeInTheDocument();
    expect(await within(attendance).findByText('Recorded: Attended')).toBeInTheDocument();
    expect(within(attendance).getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(attendance).getByRole('button', { name: 'Did not come' })).toHaveAttribute('aria-pressed', 'false');
    expect(appointmentStore.items[0]?.attendance).toBe('attended');
  });

  it("says another counsellor's session is not among yours, with the way back", async () => {
    resetAppointments([session(1, 1, 'Rina', { counsellor_id: 4 })]);
    const user = userEvent.setup();
    const { router } = renderApp('/counsellor/sessions/1', asCounsellor);
    expect(await screen.findByRole('heading', { level: 1, name: 'This session is not among yours' })).toBeInTheDocument();
    expect(screen.queryByText('Rina')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my dashboard' }));
    await waitFor(() => expect(currentPath(router)).toBe('/counsellor/dashboard'));
  });
});

describe('/counsellor/dashboard: the week', () => {
  it('shows the next 7 days from today, each with its sessions as links, and "No sessions" for an empty day', async () => {
    resetAppointments([
      session(1, 0, 'Rina', { time: '04:00 PM' }),
      session(2, 0, 'Kamal', { time: '09:30 AM' }),
      session(3, 3, 'Mitu'),
      session(4, 7, 'Later'),
      session(5, 1, 'Someone else', { counsellor_id: 4 }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/counsellor/dashboard', asCounsellor);
    const week = await screen.findByRole('region', { name: 'My next 7 days' });
    await within(week).findByRole('link', { name: 'Rina' });
    const days = Array.from(week.querySelector('ol')!.children) as HTMLElement[];
    expect(days.every((day) => day.tagName === 'LI')).toBe(true);
    expect(days).toHaveLength(7);
    const today = serviceToday();
    expect(within(days[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(`Today ${formatDay(today, 'en')}`);
    expect(within(days[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(weekdayName(addDays(today, 1), 'en', 'long'));
    // Today's sessions by their time.
    expect(within(days[0]!).getAllByRole('link').map((a) => a.textContent)).toEqual(['Kamal', 'Rina']);
    expect(within(days[0]!).getByText('09:30 AM')).toBeInTheDocument();
    expect(within(days[1]!).getByText('No sessions')).toBeInTheDocument();
    expect(within(days[3]!).getByRole('link', { name: 'Mitu' })).toHaveAttribute('href', '/counsellor/sessions/3');
    expect(within(week).queryByText('Later')).not.toBeInTheDocument();
    expect(within(week).queryByText('Someone else')).not.toBeInTheDocument();
    expect(within(week).getAllByText('No sessions')).toHaveLength(5);

    await user.click(within(days[3]!).getByRole('link', { name: 'Mitu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Session with Mitu' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/counsellor/sessions/3');
  });

  it('asks for the upcoming sessions at the largest page size, and links each row of the list to its session', async () => {
    resetAppointments([session(1, 2, 'Rina')]);
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
    server.events.on('request:start', listen);
    renderApp('/counsellor/dashboard', asCounsellor);
    const list = await screen.findByRole('region', { name: 'My sessions' });
    const row = (await within(list).findByRole('link', { name: 'Rina' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Rina' })).toHaveAttribute('href', '/counsellor/sessions/1');
    server.events.removeListener('request:start', listen);
    const week = asked.find((url) => url.pathname === '/api/custom/v1/counsellors/me/sessions' && url.searchParams.has('per_page'));
    expect(week?.searchParams.get('when')).toBe('upcoming');
    expect(week?.searchParams.get('page')).toBe('1');
    expect(week?.searchParams.get('per_page')).toBe(String(pageLimits.listOwnSessions.maxPerPage));
  });
});
