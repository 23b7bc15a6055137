import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, holdTheApp, test } from './support/fixtures';
import { counsellorWindow, counsellorWithSession } from './support/counsellor';
import { createActiveUser } from './support/session';

type PublicCounsellor = { id: number; name: string };

/** The published counsellors as the API lists them (the sample content has three). */
async function listed(request: APIRequestContext): Promise<PublicCounsellor[]> {
  const page = (await (await request.get('/api/custom/v1/counsellors?per_page=100')).json()) as { items: PublicCounsellor[] };
  return page.items;
}

test('the counsellors arrive drawn in their pages and on the home page, readable without the app', async ({ browser, request }) => {
  const counsellors = await listed(request);
  expect(counsellors.length, 'the sample counsellors').toBeGreaterThanOrEqual(3);
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await plain.newPage();

  await page.goto('/counsellors');
  const names = page.locator('#root .counsellor-card h2 a');
  await expect(names).toHaveText(counsellors.slice(0, 15).map((c) => c.name));
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A card leads to the profile, whole in the page: its heading, facts and the way to book.
  await names.first().click();
  await expect(page).toHaveURL(new RegExp(`/counsellors/[^/]+/${counsellors[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: counsellors[0]!.name })).toBeVisible();
  await expect(page.locator('.counsellor-details dt')).toContainText(['Languages', 'Sessions by', 'Fee', 'Next free time']);
  await expect(page.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', `/login?next=%2Fappointment%3Fcounsellor%3D${counsellors[0]!.id}`);
  expect(await page.title()).toBe(`${counsellors[0]!.name} | Mon`);

  // The home page's section: the first three.
  await page.goto('/');
  await expect(page.locator('#root [data-slot="home-counsellors"] .counsellor-card h3')).toHaveText(counsellors.slice(0, 3).map((c) => c.name));
  await plain.close();
});

test('taking a profile over, the app changes nothing a visitor sees', async ({ browser, request }) => {
  const [first] = await listed(request);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const release = await holdTheApp(page, request);
  await page.goto(`/counsellors/any-name/${first!.id}`);
  const profile = page.locator('#root article.counsellor-profile');
  await expect(page.locator('#root [data-slot="counsellor-profile"][data-filled]')).toHaveCount(1);
  const before = { text: await profile.innerText(), box: await profile.boundingBox() };
  release();
  await page.mouse.move(3, 3);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.locator('#root [data-slot="counsellor-profile"][data-filled]')).toHaveCount(0);
  expect({ text: await profile.innerText(), box: await profile.boundingBox() }).toEqual(before);
  await context.close();
});

test("a profile's 'Book a session' leads through the login to the appointment screen with that counsellor chosen", async ({ page, request }) => {
  const [, second] = await listed(request);
  const user = await createActiveUser(request, 'booker');
  await page.goto(`/counsellors/x/${second!.id}`);
  await page.getByRole('link', { name: 'Book a session' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel(/^Email or username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointment\\?counsellor=${second!.id}$`));
  await expect(page.getByRole('combobox', { name: 'Counsellor' })).toContainText(second!.name);
});

test("an invited counsellor sets a password, sees a new session in their week and opens it; every screen passes axe", async ({ browser, request }) => {
  const { who, client, session } = await counsellorWithSession(request, 'Mitu Akter');

  // The counsellor logs in: the week shows the session under its day, and it opens its page.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await counsellorWindow(context, who);
  const week = page.getByRole('region', { name: 'My next 7 days' });
  await expect(week.getByRole('link', { name: /Mitu Akter/ })).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))).toEqual([]);
  await week.getByRole('link', { name: /Mitu Akter/ }).click();
  await expect(page).toHaveURL(new RegExp(`/counsellor/sessions/${session}$`));
  await expect(page.getByRole('link', { name: client.mobile })).toHaveAttribute('href', `tel:${client.mobile}`);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
