import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, holdTheApp, test } from './support/fixtures';
import { waitForLink } from './support/mail';
import { ADMIN, createActiveUser, newUser } from './support/session';

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
  const api = async (token: string, method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const token = async (username: string, password: string) =>
    ((await (await request.post('/api/jwt-auth/v1/token/', { data: { username, password } })).json()) as { token: string }).token;
  const admin = await token(ADMIN.username, ADMIN.password);
  // Invited, published and with hours every day; the invitation's link sets the first password.
  const who = newUser('carer');
  const invited = await api(admin, 'post', '/api/custom/v1/admin/counsellors', {
    username: who.username,
    email: who.email,
    contact_number: who.mobile,
    name_en: 'Sadia Rahman',
    name_bn: 'সাদিয়া রহমান',
    title_en: 'Counsellor',
    credentials: 'MSc, Counselling Psychology',
    languages: ['bn', 'en'],
    modes: ['phone'],
    published: true,
  });
  const id = (invited.counsellor as { id: number }).id;
  const link = new URL(await waitForLink(who.email, /https?:\/\/\S+\/reset-password\?\S+/));
  const reset = await request.post('/api/custom/v1/password-update', {
    data: { key: link.searchParams.get('key'), email: link.searchParams.get('email'), password: who.password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const carer = await token(who.username, who.password);
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '21:00' }));
  await api(carer, 'put', '/api/custom/v1/counsellors/me/availability', { weekly });

  // A subscriber asks for the counsellor's first free slot; an admin approves it with them.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const inAWeek = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + 6 * 86_400_000));
  const slots = (await api(carer, 'get', `/api/custom/v1/counsellors/${id}/slots?from=${today}&to=${inAWeek}`)).slots as { start: string }[];
  expect(slots.length, 'a free slot this week').toBeGreaterThan(0);
  const [day, clock] = slots[0]!.start.slice(0, 16).split('T') as [string, string];
  const hour = Number(clock.slice(0, 2));
  const time = `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:${clock.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
  const client = await createActiveUser(request, 'client');
  const asked = await api(await token(client.username, client.password), 'post', '/api/custom/v1/appointment/create', {
    appointment_date: day,
    appointment_time: time,
    appointment_name: 'Mitu Akter',
    appointment_email: client.email,
    appointment_phone: client.mobile,
    counsellor_id: id,
  });
  const session = (asked.appointment as { id: number }).id;
  await api(admin, 'post', `/api/custom/v1/appointment/update-status/${session}`, { appointment_status: 'approved', session_mode: 'phone', counsellor_id: id });

  // The counsellor logs in: the week shows the session under its day, and it opens its page.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/^Email or username/).fill(who.username);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/counsellor\/dashboard$/);
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
