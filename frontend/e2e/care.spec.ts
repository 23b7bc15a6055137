import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForLink } from './support/mail';
import { ADMIN, createActiveUser, signIn } from './support/session';

/** `YYYY-MM-DD` in Asia/Dhaka, `days` after today there (the server judges "today" in that zone). */
function dhakaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

test('a subscriber requests an appointment, the admin approves it, then undoes the approval', async ({ browser, context, page, request }) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(request, 'care');
  const date = dhakaDate(3);
  await signIn(context, request, { username: user.username, password: user.password });

  await page.goto('/appointment');
  await expect(page.getByRole('tab', { name: 'Request for appointment' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(user.username);
  await page.getByLabel(/^Date/).fill(date);
  await page.getByLabel(/^Time/).fill('10:30');
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await expect(page.getByText('New appointment has been added!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Appointment Requested!' })).toBeVisible();
  const day = page.getByLabel(/: Requested$/);
  await expect(day).toHaveCount(1);
  await expectAxeClean(page, '/appointment after a request');

  // The same date again is refused on its field, with the server's words.
  await page.getByLabel(/^Date/).fill(date);
  await page.getByRole('button', { name: /Request Appointment|Appointment Requested!/ }).click();
  await expect(page.getByText('You already have an appointment on this date. Please choose another date.').first()).toBeVisible();

  // The admin approves it.
  const admin = await browser.newContext();
  await signIn(admin, request, ADMIN);
  const apage = await admin.newPage();
  await apage.goto('/admin/appointments');
  await expect(apage.getByRole('heading', { level: 1, name: 'All Appointments' })).toBeVisible();
  await apage.getByRole('button', { name: new RegExp(`^Approve the appointment of ${user.username}`) }).click();
  // How the session happens goes with the approval.
  const approve = apage.getByRole('dialog', { name: 'Approve the appointment' });
  await approve.getByRole('radio', { name: 'Video call' }).check();
  await approve.getByRole('textbox', { name: 'Video call link' }).fill('https://meet.example.org/mon-care');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(apage.getByText('Appointment has been updated!')).toBeVisible();
  await expect(apage.getByRole('button', { name: new RegExp(`^Approve the appointment of ${user.username}`) })).toHaveCount(0);
  // The approval e-mail, at the account's own address, carries a calendar entry at 10:30 in the service's zone.
  expect(await waitForLink(user.email, /DTSTART;TZID=Asia\/Dhaka:\d{8}T\d{6}/)).toBe(`DTSTART;TZID=Asia/Dhaka:${date.replace(/-/g, '')}T103000`);

  // The subscriber sees it approved: it can no longer be edited, only cancelled.
  await page.reload();
  await expect(page.getByLabel(/: Approved$/)).toHaveCount(1);
  await page.getByRole('tab', { name: 'See Appointments' }).click();
  await page.getByRole('button', { name: /^Approved/ }).click();
  const mine = page.getByRole('table', { name: 'My appointments' });
  await expect(mine.getByRole('button', { name: /^Cancel the session on/ })).toBeVisible();
  await expect(mine.getByRole('link', { name: /^https:\/\/meet\.example\.org\/mon-care/ })).toHaveAttribute('target', '_blank');
  await expect(mine.getByRole('button', { name: /^Edit the appointment/ })).toHaveCount(0);

  // The admin undoes the decision; it is requested again.
  await apage.getByRole('button', { name: /^Approved/ }).click();
  await apage.getByRole('button', { name: new RegExp(`^Undo: return the appointment of ${user.username}`) }).click();
  await expect(apage.getByText('Appointment has been updated!')).toBeVisible();
  await admin.close();
  await page.reload();
  await expect(page.getByLabel(/: Requested$/)).toHaveCount(1);
});

test('a subscriber cancels an approved session with a reason, and it stays on record as cancelled', async ({ browser, context, page, request }) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(request, 'cancel');
  await signIn(context, request, { username: user.username, password: user.password });
  await page.goto('/appointment');
  await page.getByLabel(/^Date/).fill(dhakaDate(4));
  await page.getByLabel(/^Time/).fill('11:00');
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await expect(page.getByText('New appointment has been added!')).toBeVisible();

  const admin = await browser.newContext();
  await signIn(admin, request, ADMIN);
  const apage = await admin.newPage();
  await apage.goto('/admin/appointments');
  await apage.getByRole('button', { name: new RegExp(`^Approve the appointment of ${user.username}`) }).click();
  const approve = apage.getByRole('dialog', { name: 'Approve the appointment' });
  await approve.getByRole('radio', { name: 'Phone call' }).check();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(apage.getByText('Appointment has been updated!')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'See Appointments' }).click();
  await page.getByRole('button', { name: /^Approved/ }).click();
  await page.getByRole('button', { name: /^Cancel the session on/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toContainText('Less than 24 hours before, it is noted as a late cancellation');
  await expectAxeClean(page, 'the cancel dialog');
  await dialog.getByLabel('Reason (optional)').fill('My exam moved to that day.');
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Your session has been cancelled. We have let the team know.')).toBeVisible();
  await page.getByRole('button', { name: /^Cancelled/ }).click();
  const mine = page.getByRole('table', { name: 'My appointments' });
  await expect(mine).toContainText('You cancelled this session. Your reason: My exam moved to that day.');
  // Its day is free again in the calendar.
  await page.getByRole('tab', { name: 'Request for appointment' }).click();
  await expect(page.getByLabel(/: Approved$/)).toHaveCount(0);

  // The admins see it cancelled by the client; nothing more can be done with it.
  await apage.getByRole('button', { name: /^Cancelled/ }).click();
  const row = apage.getByRole('row', { name: new RegExp(user.username) });
  await expect(row).toContainText('Cancelled by the client');
  await expect(row.getByRole('button')).toHaveCount(0);
  await admin.close();
});

test("a subscriber answers today's self-care questions once and the sleep chart shows the night", async ({ context, page, request }) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(request, 'selfcare');
  await signIn(context, request, { username: user.username, password: user.password });

  await page.goto('/dashboard');
  await expect(page.getByText('No data to show. Please provide information in Self-Care tab.')).toBeVisible();

  await page.goto('/self-care');
  await expect(page.getByRole('heading', { level: 1, name: 'Self-care' })).toBeVisible();
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Field is Required').first()).toBeVisible();

  await page.getByRole('spinbutton', { name: /sleep/i }).fill('7.5');
  for (const group of await page.getByRole('radiogroup').all()) {
    await group.getByRole('radio').first().check();
  }
  await page.getByRole('textbox', { name: /grateful/i }).fill('Tea with my sister');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Thank you. Your answers are saved.')).toBeVisible();
  await expect(page.getByText('Tea with my sister')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save answers' })).toHaveCount(0);
  await expectAxeClean(page, '/self-care after answering');

  await page.goto('/dashboard');
  await expect(page.getByRole('img', { name: /Line chart of hours slept/ })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: '7.5' })).toHaveCount(1);
  // Today is answered: the page opens read-only, with no second form.
  await page.goto('/self-care');
  await expect(page.getByText('Tea with my sister')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save answers' })).toHaveCount(0);
});
