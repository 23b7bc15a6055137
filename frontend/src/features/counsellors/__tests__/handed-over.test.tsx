import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asCounsellor, counsellorSession } from '@/testing/counsellor-sessions';
import { resetAppointments } from '@/testing/mocks/handlers/appointments';
import { handOverNotes, noteStore } from '@/testing/mocks/handlers/counsellor-notes';
import { resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { renderApp } from '@/testing/test-utils';

/** Sessions of counsellor 9 (account 49), who left; the caller is counsellor 3 (account 43). */
const theirs = (id: number, inDays: number, time = '10:00 AM') => counsellorSession(id, inDays, { counsellor_id: 9, counsellor_name: 'Farhana Akter', name: 'Shapla', time });

/** A note by account `author_id` on session `session_id`. */
const note = (id: number, session_id: number, text: string, signed: boolean, author_id = 49) => {
  noteStore.items.push({ id, session_id, author_id, text, created_at: '2026-11-20T04:00:00Z', signed_at: signed ? '2026-11-20T05:00:00Z' : null, parent_id: null });
  noteStore.nextId = Math.max(noteStore.nextId, id + 1);
};

beforeEach(() => {
  resetCounsellors([sampleCounsellor({ id: 3, user_id: 43 }), sampleCounsellor({ id: 9, user_id: 49, name_en: 'Farhana Akter' })]);
  resetAppointments([theirs(1, -30), theirs(2, -10, '09:00 AM'), theirs(3, -10, '02:00 PM'), counsellorSession(4, 2)]);
});

describe('notes handed to a counsellor', () => {
  it('are not on the dashboard before any are handed over', async () => {
    note(1, 1, 'Low mood since spring.', true);
    renderApp('/counsellor/dashboard', asCounsellor);
    expect(await screen.findByRole('region', { name: 'My sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notes handed to you' })).not.toBeInTheDocument();
  });

  it('are listed on the dashboard by session, the latest first, with whose session each is and nothing of the client', async () => {
    note(1, 1, 'Low mood since spring.', true);
    note(2, 1, 'Sleeping better.', true);
    note(3, 2, 'First meeting.', true);
    note(4, 3, 'Afternoon follow-up.', false);
    note(5, 4, 'My own note.', true, 43);
    handOverNotes(49, 43);
    renderApp('/counsellor/dashboard', asCounsellor);
    const region = await screen.findByRole('region', { name: 'Notes handed to you' });
    const table = await within(region).findByRole('table', { name: 'Notes handed to you' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['Farhana Akter', '1'],
      ['Farhana Akter', '1'],
      ['Farhana Akter', '2'],
    ]);
    expect(within(table).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/counsellor/handed-over/3',
      '/counsellor/handed-over/2',
      '/counsellor/handed-over/1',
    ]);
    expect(within(region).queryByText(/Shapla/)).not.toBeInTheDocument();
  });

  it("open on a page of their own: the session's day, whose it is, the notes, and no way to write a new one", async () => {
    note(1, 1, 'Low mood since spring.', true);
    note(4, 1, 'Unfinished thought', false);
    handOverNotes(49, 43);
    const user = userEvent.setup();
    renderApp('/counsellor/dashboard', asCounsellor);
    const region = await screen.findByRole('region', { name: 'Notes handed to you' });
    await user.click(await within(region).findByRole('link'));

    expect(await screen.findByText("A session of Farhana Akter's. Its notes were handed to you when the counsellor who wrote them left the service.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/10:00 AM/);
    expect(screen.queryByText(/Shapla|01712345678/)).not.toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'My private notes' });
    expect(within(notes).getByText(/This session was not yours, so you write no new note on it/)).toBeInTheDocument();
    expect(await within(notes).findByText('Low mood since spring.')).toBeInTheDocument();
    expect(within(notes).queryByRole('button', { name: /Add an addendum/ })).not.toBeInTheDocument();
    expect(within(notes).queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();

    // The draft handed over is theirs to finish.
    const draft = within(notes).getByRole('textbox', { name: 'Draft note' });
    await user.type(draft, ', finished.');
    await user.tab();
    await waitFor(() => expect(noteStore.items.find((n) => n.id === 4)?.text).toBe('Unfinished thought, finished.'));
  });

  it('say plainly when a session holds no notes of theirs', async () => {
    note(1, 1, 'Low mood since spring.', true);
    renderApp('/counsellor/handed-over/1', asCounsellor);
    expect(await screen.findByRole('heading', { level: 1, name: 'No notes of yours on this session' })).toBeInTheDocument();
    expect(screen.queryByText('Low mood since spring.')).not.toBeInTheDocument();
  });
});
