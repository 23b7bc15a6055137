import { pageLimits } from '@/lib/api/limits.gen';
import type { components } from '@/lib/api/schema.gen';
import { errorBody, http, requestLang, serverText } from '../http';
import { badQuery, pageOf, paging } from '../paging';
import { appointmentStore } from './appointments';
import { counsellorOf, refusal } from './counsellors';

type Note = components['schemas']['NoteResponse'];
type HandedOverSession = components['schemas']['HandedOverSession'];

/** The server's note texts, word for word from `crates/domain/src/care/notes.rs` (`NoteMsg`). */
export const noteText = {
  textRequired: 'Write the note first.',
  textTooLong: 'A note must be at most 20,000 characters.',
  notFound: 'This note does not exist.',
  parentInvalid: 'An addendum follows a signed note of the same session.',
  signed: 'This note is signed, so it cannot change. Add an addendum instead.',
} as const;

/** The same texts in Bangla, as the server answers a request in Bangla. */
const noteTextBn: Record<keyof typeof noteText, string> = {
  textRequired: 'আগে নোটটি লিখুন।',
  textTooLong: 'একটি নোট সর্বোচ্চ ২০,০০০ অক্ষরের হতে পারে।',
  notFound: 'এই নোটটি নেই।',
  parentInvalid: 'সংযোজন একই সেশনের একটি স্বাক্ষরিত নোটের পরে আসে।',
  signed: 'এই নোটটি স্বাক্ষরিত, তাই এটি বদলানো যায় না। এর বদলে একটি সংযোজন যোগ করুন।',
};

/** A note text in the request's language. */
const say = (request: Request, key: keyof typeof noteText) => (requestLang(request) === 'bn' ? noteTextBn : noteText)[key];

/** The server's longest note, in characters (`NOTE_MAX_CHARS`). */
const NOTE_MAX_CHARS = 20_000;

/** Every note written, with its author's account. */
export const noteStore: { items: (Note & { author_id: number })[]; nextId: number } = { items: [], nextId: 1 };

export function resetNotes() {
  noteStore.items = [];
  noteStore.nextId = 1;
}

/** Every note by account `from` becomes account `to`'s: how many. */
export function handOverNotes(from: number, to: number): number {
  const moved = noteStore.items.filter((n) => n.author_id === from);
  for (const n of moved) n.author_id = to;
  return moved.length;
}

const shown = ({ author_id: _author, ...note }: Note & { author_id: number }): Note => note;

/** `NoteText::parse`: trimmed; blank or too long is refused on `text`. */
function checked(request: Request, raw: unknown): { text: string } | { error: string } {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { error: say(request, 'textRequired') };
  if ([...text].length > NOTE_MAX_CHARS) return { error: say(request, 'textTooLong') };
  return { text };
}

/** `ErrorMeta::invalid`: the message is the first field's text. */
const invalid = (field: string, message: string) => errorBody(400, 'validation_failed', message, { [field]: [message] });
const notFound = (request: Request) => errorBody(404, 'not_found', say(request, 'notFound'));
const signedAlready = (request: Request) => errorBody(409, 'note_signed', say(request, 'signed'));

/** The caller's session `id` (approved or cancelled), as the server finds it for notes. */
const ownSession = (counsellorId: number, id: number) =>
  appointmentStore.items.find(
    (a) => a.id === id && a.counsellor_id === counsellorId && (a.appointment_status === 'approved' || a.appointment_status === 'cancelled'),
  );

/** `hh:mm AM/PM` → minutes after midnight, to order sessions of one day as the server does. */
const minutes = (time: string) => {
  const [, h = '0', m = '0', half = 'AM'] = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(time) ?? [];
  return (Number(h) % 12) * 60 + Number(m) + (half.toUpperCase() === 'PM' ? 720 : 0);
};

/**
 * The sessions, not counsellor `counsellorId`'s own, that hold notes by account `authorId` (handed to them), the
 * latest first: when, who the session's counsellor was, and how many of the notes; nothing about the client.
 */
function handedOver(counsellorId: number, authorId: number): HandedOverSession[] {
  const sessionIds = [...new Set(noteStore.items.filter((n) => n.author_id === authorId).map((n) => n.session_id))];
  return sessionIds
    .map((id) => appointmentStore.items.find((a) => a.id === id))
    .filter((a) => a !== undefined && a.counsellor_id !== counsellorId)
    .map((a) => a!)
    .sort((a, b) => b.date.localeCompare(a.date) || minutes(b.time) - minutes(a.time) || b.id - a.id)
    .map((a) => ({
      session_id: a.id,
      date: a.date,
      time: a.time,
      counsellor_name: a.counsellor_name ?? '',
      notes: noteStore.items.filter((n) => n.author_id === authorId && n.session_id === a.id).length,
    }));
}

export const counsellorNoteHandlers = [
  http.get('/api/custom/v1/counsellors/me/sessions/{id}/notes', ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const items = noteStore.items.filter((n) => n.session_id === Number(params.id) && n.author_id === who.own.user_id).map(shown);
    // Notes handed to the caller are read on their session, which stays the counsellor's who left.
    if (items.length === 0 && !ownSession(who.own.id, Number(params.id))) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    return response(200).json({ items });
  }),
  http.get('/api/custom/v1/counsellors/me/handed-over-notes', ({ request, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const p = paging(request, pageLimits.listHandedOverNotes);
    if (!p) return response(400).json(badQuery(request));
    return response(200).json(pageOf(handedOver(who.own.id, who.own.user_id), p));
  }),
  http.get('/api/custom/v1/counsellors/me/handed-over-notes/{session_id}', ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const one = handedOver(who.own.id, who.own.user_id).find((s) => s.session_id === Number(params.session_id));
    if (!one) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    return response(200).json(one);
  }),
  http.post('/api/custom/v1/counsellors/me/sessions/{id}/notes', async ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const sessionId = Number(params.id);
    if (!ownSession(who.own.id, sessionId)) return response(404).json(errorBody(404, 'not_found', serverText.appointmentNotFound));
    const body = await request.json();
    const text = checked(request, body.text);
    if ('error' in text) return response(400).json(invalid('text', text.error));
    const parentId = body.parent_id ?? null;
    if (parentId !== null) {
      const parent = noteStore.items.find((n) => n.id === parentId && n.author_id === who.own.user_id);
      if (!parent || parent.session_id !== sessionId || !parent.signed_at) return response(400).json(invalid('parent_id', say(request, 'parentInvalid')));
    }
    const note = { id: noteStore.nextId++, session_id: sessionId, author_id: who.own.user_id, text: text.text, created_at: new Date().toISOString(), signed_at: null, parent_id: parentId };
    noteStore.items.push(note);
    return response(201).json(shown(note));
  }),
  http.post('/api/custom/v1/counsellors/me/notes/{id}', async ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const note = noteStore.items.find((n) => n.id === Number(params.id) && n.author_id === who.own.user_id);
    if (!note) return response(404).json(notFound(request));
    if (note.signed_at) return response(409).json(signedAlready(request));
    const text = checked(request, (await request.json()).text);
    if ('error' in text) return response(400).json(invalid('text', text.error));
    note.text = text.text;
    return response(200).json(shown(note));
  }),
  http.post('/api/custom/v1/counsellors/me/notes/{id}/sign', ({ request, params, response }) => {
    const who = counsellorOf(request);
    if ('status' in who) return response(who.status).json(refusal(who.status));
    const note = noteStore.items.find((n) => n.id === Number(params.id) && n.author_id === who.own.user_id);
    if (!note) return response(404).json(notFound(request));
    if (note.signed_at) return response(409).json(signedAlready(request));
    note.signed_at = new Date().toISOString();
    return response(200).json(shown(note));
  }),
];
