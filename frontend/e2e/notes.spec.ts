import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, counsellorWindow, counsellorWithSession, tokenOf } from './support/counsellor';
import { ADMIN, signIn } from './support/session';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test("a counsellor's private note saves itself, survives a reload, is signed for good and gets an addendum; nobody else reads it", async ({ browser, request }) => {
  const { admin, who, carer, client, session } = await counsellorWithSession(request, 'Rumana Akter');
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await counsellorWindow(context, who);
  await page.goto(`/counsellor/sessions/${session}`);

  const notes = page.getByRole('region', { name: 'My private notes' });
  await expect(notes.getByText(/Only you can read these notes/)).toBeVisible();
  await notes.getByRole('textbox', { name: 'New note' }).fill('Sleeps four hours a night since the move.');
  await expect(notes.getByText('Draft saved.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The draft is on the server, not only in the page.
  await page.reload();
  const draft = notes.getByRole('textbox', { name: 'Draft note' });
  await expect(draft).toHaveValue('Sleeps four hours a night since the move.');
  await draft.fill('Sleeps four hours a night since the move to Dhaka.');
  await notes.getByRole('button', { name: 'Sign note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign this note?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('The note has been signed. It cannot change any more.')).toBeVisible();
  await expect(notes.getByText('Sleeps four hours a night since the move to Dhaka.')).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('');

  await notes.getByRole('button', { name: /^Add an addendum to the note signed / }).click();
  await notes.getByRole('textbox', { name: 'Addendum' }).fill('Her sister will come to the next session.');
  await notes.getByRole('textbox', { name: 'Addendum' }).blur();
  await expect(notes.getByText('Draft saved.')).toBeVisible();

  // The API says the same: the signed note never changes; nobody but its author reads it.
  const api = apiAs(request);
  const listed = (await api(carer, 'get', `/api/custom/v1/counsellors/me/sessions/${session}/notes`)).items as { id: number; text: string; signed_at: string | null; parent_id: number | null }[];
  expect(listed.map((n) => [n.text, n.signed_at !== null, n.parent_id !== null])).toEqual([
    ['Sleeps four hours a night since the move to Dhaka.', true, false],
    ['Her sister will come to the next session.', false, true],
  ]);
  const signedId = listed[0]!.id;
  const edit = await request.post(`/api/custom/v1/counsellors/me/notes/${signedId}`, { headers: { authorization: `Bearer ${carer}` }, data: { text: 'Rewritten' } });
  expect(edit.status()).toBe(409);
  expect(((await edit.json()) as { code: string }).code).toBe('note_signed');
  const asClient = await tokenOf(request, client.username, client.password);
  for (const token of [admin, asClient]) {
    const read = await request.get(`/api/custom/v1/counsellors/me/sessions/${session}/notes`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status()).toBe(403);
  }
  await context.close();
});

test("an admin removes a counsellor: their session goes back to the team, their notes are read by nobody until handed to another counsellor, who finds them on their dashboard", async ({ browser, request }) => {
  const { admin, who, carer, session } = await counsellorWithSession(request, 'Shapla Khatun');
  const api = apiAs(request);
  await api(carer, 'post', `/api/custom/v1/counsellors/me/sessions/${session}/notes`, { text: 'Worried about her exams.' });
  const next = await counsellorWithSession(request, 'Rima Das');

  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await signIn(context, request, ADMIN);
  const page = await context.newPage();
  await page.goto('/admin/counsellors');
  // Every sample counsellor is "Sadia Rahman": the row of this one is found by its username.
  const row = page.getByRole('row').filter({ hasText: who.username });
  await row.getByRole('button', { name: 'Remove Sadia Rahman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this counsellor?' });
  await expect(dialog.getByText(/nobody can read them until you hand them to another counsellor/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(row.getByText('Removed')).toBeVisible();

  // The session waits for a new counsellor; the author is logged out for good; nobody reads the note.
  const returned = (await api(admin, 'get', `/api/custom/v1/appointment/all?per_page=100`)).items as { id: number; appointment_status: string; counsellor_id: number | null }[];
  expect(returned.find((a) => a.id === session)).toMatchObject({ appointment_status: 'requested', counsellor_id: null });
  const notesPath = `/api/custom/v1/counsellors/me/sessions/${session}/notes`;
  expect((await request.get(notesPath, { headers: { authorization: `Bearer ${carer}` } })).status()).toBe(401);
  expect((await request.get(notesPath, { headers: { authorization: `Bearer ${next.carer}` } })).status()).toBe(404);

  // Handed over, the receiving counsellor reads it as it was written.
  await row.getByRole('button', { name: 'Hand the notes of Sadia Rahman over' }).click();
  const handOver = page.getByRole('dialog', { name: 'Hand the notes of Sadia Rahman over' });
  await handOver.getByRole('combobox', { name: 'Counsellor who receives the notes' }).selectOption({ value: String(next.id) });
  await handOver.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.getByText('The notes have been handed over.')).toBeVisible();
  const read = (await api(next.carer, 'get', notesPath)).items as { text: string }[];
  expect(read.map((n) => n.text)).toEqual(['Worried about her exams.']);
  await context.close();

  // The receiving counsellor finds the notes on their dashboard, on a page without the client's details.
  const theirs = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const receiver = await counsellorWindow(theirs, next.who);
  const handed = receiver.getByRole('region', { name: 'Notes handed to you' });
  await handed.getByRole('link').click();
  await expect(receiver.getByText('Its notes were handed to you when the counsellor who wrote them left the service.')).toBeVisible();
  await expect(receiver.getByRole('region', { name: 'My private notes' }).getByText('Worried about her exams.')).toBeVisible();
  await expect(receiver.getByText('Shapla Khatun')).toHaveCount(0);
  expect(await seriousViolations(receiver)).toEqual([]);
  expect(await receiver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await theirs.close();
});
