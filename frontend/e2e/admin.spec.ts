import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, createActiveUser, signIn } from './support/session';

/** `YYYY-MM-DD` in Asia/Dhaka, `days` after today there. */
function dhakaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const r = await request.post('/api/jwt-auth/v1/token/', { data: { username, password } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

/** The figure on a dashboard card whose name ends with `label`. */
async function figure(card: Locator): Promise<number> {
  await expect(card).toHaveAccessibleName(/^\d+ /);
  return Number(((await card.textContent()) ?? '').replace(/\D/g, ''));
}

test('the admin sees the counts move and finds a new subscriber by part of the e-mail in any case', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext();
  await signIn(admin, request, ADMIN);
  const page = await admin.newPage();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const requested = page.getByRole('link', { name: / Requested$/ });
  const before = await figure(requested);
  const months = page.getByRole('table', { name: 'New subscribers in each of the last 12 months' });
  await expect(months.getByRole('row')).toHaveCount(13);
  const thisMonth = async () => Number((await months.getByRole('row').last().getByRole('cell').last().textContent()) ?? '0');
  const registeredBefore = await thisMonth();

  // A new subscriber registers and asks for an appointment.
  const user = await createActiveUser(request, 'console');
  const token = await tokenOf(request, user.username, user.password);
  const created = await request.post('/api/custom/v1/appointment/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      appointment_date: dhakaDate(5),
      appointment_time: '11:00 AM',
      appointment_name: user.username,
      appointment_email: user.email,
      appointment_phone: user.mobile,
    },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  await expect(requested).toHaveAccessibleName(`${before + 1} Requested`);
  await expect.poll(thisMonth).toBe(registeredBefore + 1);
  await requested.click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);

  // The subscriber list finds them by a piece of the address, typed in capitals.
  await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Subscribers' })).toBeVisible();
  const piece = user.email.slice(3, 12).toUpperCase();
  await page.getByLabel('Search for subscribers').fill(piece);
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(user.email);
  await admin.close();
});

test('the admin adds a self-care question, and a subscriber is asked it', async ({ browser, context, page, request }) => {
  test.setTimeout(90_000);
  const admin = await browser.newContext();
  await signIn(admin, request, ADMIN);
  const apage = await admin.newPage();
  await apage.goto('/admin/self-care-questions');
  await expect(apage.getByRole('heading', { level: 1, name: 'Self-care questions' })).toBeVisible();
  const title = `Did you drink enough water today? ${Date.now().toString(36)}`;
  await apage.getByRole('button', { name: 'Add question' }).click();
  const dialog = apage.getByRole('dialog');
  await dialog.getByLabel(/English/).fill(title);
  await dialog.getByLabel(/Bangla/).fill('আজ কি যথেষ্ট পানি পান করেছেন?');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await apage.getByRole('option', { name: /^Text/ }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(apage.getByText('The question has been saved.')).toBeVisible();
  await expect(apage.getByText(title)).toBeVisible();

  const user = await createActiveUser(request, 'asked');
  await signIn(context, request, { username: user.username, password: user.password });
  await page.goto('/self-care');
  await expect(page.getByRole('textbox', { name: title })).toBeVisible();

  // Retired, it is no longer asked (and the other tests' answer sets stay as they were).
  await apage.getByRole('button', { name: `Retire: ${title}` }).click();
  await apage.getByRole('dialog').getByRole('button', { name: 'Retire', exact: true }).click();
  await expect(apage.getByRole('list', { name: 'Retired questions' })).toContainText(title);
  await admin.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Self-care' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
