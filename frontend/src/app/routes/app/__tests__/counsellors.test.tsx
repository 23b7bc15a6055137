import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginResponse } from '@/testing/mocks/data';
import { counsellorStore, counsellorText, resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { serverText } from '@/testing/mocks/http';
import { makeToken } from '@/testing/jwt';
import { renderApp } from '@/testing/test-utils';
import { addDays, serviceToday } from '@/lib/service-day';
import { appointmentStore, resetAppointments } from '@/testing/mocks/handlers/appointments';
import { noteStore } from '@/testing/mocks/handlers/counsellor-notes';
import { counsellorSession } from '@/testing/counsellor-sessions';

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

describe('/admin/counsellors: removal', () => {
  it("removes a counsellor only after saying what follows, and returns their upcoming sessions to the team", async () => {
    resetCounsellors([sampleCounsellor({ id: 3, user_id: 43, name_en: 'Nusrat Jahan' })]);
    resetAppointments([counsellorSession(1, 2), counsellorSession(2, -2)]);
    const user = userEvent.setup();
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    await user.click(await screen.findByRole('button', { name: 'Remove Nusrat Jahan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this counsellor?' });
    expect(within(dialog).getByText(/Their notes stay sealed: nobody can read them until you hand them to another counsellor/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counsellorStore.items[0]?.removed_at).toBeFalsy();

    await user.click(screen.getByRole('button', { name: 'Remove Nusrat Jahan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this counsellor?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(counsellorText.removed)).toBeInTheDocument();
    const row = (await screen.findByText('Nusrat Jahan')).closest('tr')!;
    expect(await within(row).findByText('Removed')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit Nusrat Jahan' })).not.toBeInTheDocument();
    expect(appointmentStore.items.map((a) => [a.id, a.appointment_status, a.counsellor_id])).toEqual([
      [1, 'requested', null],
      [2, 'approved', 3],
    ]);
  });

  it("hands a removed counsellor's notes only to one still with the service", async () => {
    resetCounsellors([
      sampleCounsellor({ id: 3, user_id: 43, name_en: 'Nusrat Jahan', removed_at: '2026-11-28T04:00:00Z', published: false }),
      sampleCounsellor({ id: 4, user_id: 44, username: 'sadia', name_en: 'Sadia Rahman' }),
      sampleCounsellor({ id: 5, user_id: 45, username: 'gone', name_en: 'Gone Counsellor', removed_at: '2026-11-27T04:00:00Z', published: false }),
    ]);
    noteStore.items.push({ id: 1, session_id: 9, author_id: 43, text: 'Sealed', created_at: '2026-11-20T04:00:00Z', signed_at: null, parent_id: null });
    const user = userEvent.setup();
    renderApp('/admin/counsellors', { session: loginResponse('ADMIN') });
    await user.click(await screen.findByRole('button', { name: 'Hand the notes of Nusrat Jahan over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand the notes of Nusrat Jahan over' });
    const to = within(dialog).getByRole('combobox', { name: 'Counsellor who receives the notes' });
    // Only a counsellor still with the service is offered.
    expect(within(to).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a counsellor', 'Sadia Rahman']);
    expect(within(dialog).getByRole('button', { name: 'Hand over' })).toBeDisabled();
    await user.selectOptions(to, 'Sadia Rahman');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText(counsellorText.handedOver)).toBeInTheDocument();
    expect(noteStore.items[0]?.author_id).toBe(44);
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

describe('/counsellor/availability', () => {
  it('saves a week of hours, showing the server text for overlapping ranges, and adds time off', async () => {
    resetCounsellors([sampleCounsellor({ user_id: 43 })]);
    const user = userEvent.setup();
    renderApp('/counsellor/availability', {
      session: loginResponse('COUNSELLOR', { token: makeToken({ role: 'COUNSELLOR', id: 43 }) }),
    });
    expect(await screen.findByText('No hours yet: nobody can book a session with you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    await user.click(screen.getByRole('button', { name: 'Add hours' }));
    await user.click(screen.getByRole('button', { name: 'Save the week' }));
    // Two Monday 09:00–12:00 ranges overlap.
    expect(await screen.findByRole('alert')).toHaveTextContent(counsellorText.rangesOverlap);
    expect(counsellorStore.hours.get(43)).toBeUndefined();
    await user.click(screen.getAllByRole('button', { name: 'Remove Monday from 09:00' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Save the week' }));
    expect(await screen.findByText(counsellorText.availabilitySaved)).toBeInTheDocument();
    expect(counsellorStore.hours.get(43)).toEqual([{ weekday: 1, start: '09:00', end: '12:00' }]);

    const section = screen.getByRole('region', { name: 'Time off' });
    await user.type(within(section).getByLabelText('From'), '2026-12-01T09:00');
    await user.type(within(section).getByLabelText('Until'), '2026-12-01T08:00');
    await user.click(within(section).getByRole('button', { name: 'Add time off' }));
    expect(await within(section).findByText(counsellorText.endBeforeStart)).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('Until'));
    await user.type(within(section).getByLabelText('Until'), '2026-12-01T13:00');
    await user.click(within(section).getByRole('button', { name: 'Add time off' }));
    expect(await within(section).findByText('2026-12-01 09:00 – 2026-12-01 13:00')).toBeInTheDocument();
  });
});

describe('/admin/closures', () => {
  it('adds a closure and removes it after a confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/admin/closures', { session: loginResponse('ADMIN') });
    expect(await screen.findByText('No closures ahead')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(counsellorText.labelRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First day'), '2027-03-20');
    await user.type(screen.getByLabelText('Last day'), '2027-03-22');
    await user.type(screen.getByLabelText('Name'), 'Eid');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('cell', { name: 'Eid' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the closure Eid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this closure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(counsellorText.closureDeleted)).toBeInTheDocument();
    expect(counsellorStore.closures).toEqual([]);
  });
});

describe('/counsellor/dashboard sessions', () => {
  it("lists the counsellor's own sessions and records whether a client came once the session started", async () => {
    resetCounsellors([sampleCounsellor({ id: 3, user_id: 43 })]);
    const session = (id: number, inDays: number, name: string, counsellor: number) => ({
      id,
      user_id: 70 + id,
      date: addDays(serviceToday(), inDays),
      time: '10:00 AM',
      name,
      email: `${name}@example.com`,
      phone: '01712345678',
      appointment_status: 'approved',
      session_mode: 'phone',
      session_detail: '01700000000',
      reason: null,
      counsellor_id: counsellor,
      counsellor_name: 'Nusrat Jahan',
      attendance: null,
      late_cancel: false,
    });
    resetAppointments([session(1, 2, 'ahead', 3), session(2, -1, 'yesterday', 3), session(3, -1, 'someone-elses', 4)]);
    const user = userEvent.setup();
    renderApp('/counsellor/dashboard', {
      session: loginResponse('COUNSELLOR', { token: makeToken({ role: 'COUNSELLOR', id: 43 }) }),
    });
    const sessions = await screen.findByRole('region', { name: 'My sessions' });
    const ahead = (await within(sessions).findByText('ahead')).closest('tr')!;
    expect(within(ahead).getByText('After it starts')).toBeInTheDocument();
    expect(within(ahead).getByRole('link', { name: '01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    await user.click(within(sessions).getByRole('button', { name: 'Past' }));
    const past = (await within(sessions).findByText('yesterday')).closest('tr')!;
    expect(within(sessions).queryByText('someone-elses')).not.toBeInTheDocument();
    await user.click(within(past).getByRole('button', { name: 'yesterday did not come' }));
    expect(await screen.findByText(counsellorText.attendanceSaved)).toBeInTheDocument();
    expect(await within(sessions).findByText('Did not come')).toBeInTheDocument();
    expect(appointmentStore.items.find((a) => a.id === 2)?.attendance).toBe('no_show');
  });
});
