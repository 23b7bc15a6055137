import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { asCounsellor, counsellorSession } from '@/testing/counsellor-sessions';
import { resetAppointments } from '@/testing/mocks/handlers/appointments';
import { noteStore } from '@/testing/mocks/handlers/counsellor-notes';
import { resetCounsellors, sampleCounsellor } from '@/testing/mocks/handlers/counsellors';
import { renderApp } from '@/testing/test-utils';
import { AUTOSAVE_MS } from '../components/session-notes';

const session = counsellorSession(1, -1, { session_detail: null });

/** A note in the double's store, by counsellor account 43 unless said otherwise. */
const stored = (id: number, text: string, signed: boolean, parent_id: number | null = null, author_id = 43) => {
  noteStore.items.push({ id, session_id: 1, author_id, text, created_at: '2026-11-28T04:00:00Z', signed_at: signed ? '2026-11-28T05:00:00Z' : null, parent_id });
  noteStore.nextId = Math.max(noteStore.nextId, id + 1);
};

beforeEach(() => {
  resetCounsellors([sampleCounsellor({ id: 3, user_id: 43 })]);
  resetAppointments([session]);
});

const notesRegion = () => screen.findByRole('region', { name: 'My private notes' });

describe("the session page's private notes", () => {
  it('says who can read them, and saves a new note at a pause in typing, then its changes, as one note', async () => {
    const user = userEvent.setup();
    renderApp('/counsellor/sessions/1', asCounsellor);
    const notes = await notesRegion();
    expect(within(notes).getByText(/Only you can read these notes/)).toBeInTheDocument();
    const field = await within(notes).findByRole('textbox', { name: 'New note' });
    expect(within(notes).getByText('Saved automatically as you write.')).toBeInTheDocument();

    await user.type(field, 'Sleeps four hours');
    expect(await within(notes).findByText('Draft saved.', {}, { timeout: AUTOSAVE_MS + 2000 })).toBeInTheDocument();
    expect(noteStore.items.map((n) => [n.text, n.signed_at])).toEqual([['Sleeps four hours', null]]);

    await user.type(field, ' a night.');
    await user.tab();
    await waitFor(() => expect(noteStore.items.map((n) => n.text)).toEqual(['Sleeps four hours a night.']));
    expect(field).toHaveValue('Sleeps four hours a night.');
  });

  it('signs a draft only after a confirmation, then shows it as signed and offers a new note', async () => {
    stored(5, 'Talked about work.', false);
    const user = userEvent.setup();
    renderApp('/counsellor/sessions/1', asCounsellor);
    const notes = await notesRegion();
    const draft = await within(notes).findByRole('textbox', { name: 'Draft note' });
    expect(draft).toHaveValue('Talked about work.');

    await user.click(within(notes).getByRole('button', { name: 'Sign note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign this note?' });
    expect(within(dialog).getByText(/can never be changed again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(noteStore.items[0]?.signed_at).toBeNull();

    await user.click(within(notes).getByRole('button', { name: 'Sign note' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('The note has been signed. It cannot change any more.')).toBeInTheDocument();
    expect(noteStore.items[0]?.signed_at).not.toBeNull();
    expect(await within(notes).findByText('Talked about work.')).toBeInTheDocument();
    expect(within(notes).getByText(/^Signed /)).toBeInTheDocument();
    expect(within(notes).queryByRole('textbox', { name: 'Draft note' })).not.toBeInTheDocument();
    expect(await within(notes).findByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  it('saves what was typed last before signing', async () => {
    stored(5, 'First thought', false);
    const user = userEvent.setup();
    renderApp('/counsellor/sessions/1', asCounsellor);
    const notes = await notesRegion();
    const draft = await within(notes).findByRole('textbox', { name: 'Draft note' });
    await user.type(draft, ', and a second');
    await user.click(within(notes).getByRole('button', { name: 'Sign note' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(noteStore.items[0]?.signed_at).not.toBeNull());
    expect(noteStore.items[0]?.text).toBe('First thought, and a second');
  });

  it('adds an addendum under a signed note, which keeps its text', async () => {
    stored(5, 'As signed.', true);
    const user = userEvent.setup();
    renderApp('/counsellor/sessions/1', asCounsellor);
    const notes = await notesRegion();
    expect(await within(notes).findByText('As signed.')).toBeInTheDocument();
    expect(within(notes).queryByRole('textbox', { name: 'As signed.' })).not.toBeInTheDocument();
    await user.click(within(notes).getByRole('button', { name: /^Add an addendum to the note signed / }));
    const addendum = within(notes).getByRole('textbox', { name: 'Addendum' });
    await user.type(addendum, 'She called the next day.');
    await user.tab();
    await waitFor(() => expect(noteStore.items.find((n) => n.parent_id === 5)?.text).toBe('She called the next day.'));
    expect(noteStore.items.find((n) => n.id === 5)?.text).toBe('As signed.');
    expect(within(notes).queryByRole('button', { name: /^Add an addendum/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the field, in the page's language, and keeps the text", async () => {
    await i18n.changeLanguage('bn');
    renderApp('/counsellor/sessions/1', asCounsellor);
    const notes = await screen.findByRole('region', { name: 'আমার ব্যক্তিগত নোট' });
    const field = await within(notes).findByRole('textbox', { name: 'নতুন নোট' });
    const long = 'ক'.repeat(20_001);
    fireEvent.change(field, { target: { value: long } });
    fireEvent.blur(field);
    expect(await within(notes).findByText('একটি নোট সর্বোচ্চ ২০,০০০ অক্ষরের হতে পারে।')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(long);
    expect(noteStore.items).toEqual([]);
  });

  it("never shows another counsellor's notes on the session", async () => {
    stored(5, 'Written by someone else', true, null, 44);
    renderApp('/counsellor/sessions/1', asCounsellor);
    const notes = await notesRegion();
    expect(await within(notes).findByRole('textbox', { name: 'New note' })).toBeInTheDocument();
    expect(within(notes).queryByText('Written by someone else')).not.toBeInTheDocument();
  });
});
