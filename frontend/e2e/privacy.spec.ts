import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForCode, waitForLink } from './support/mail';
import { tokenOf } from './support/counsellor';
import { ADMIN, SESSION_KEY, createActiveUser, newUser, signIn } from './support/session';

const PHONE = { width: 375, height: 740 };

async function expectAxeClean(page: Page, label: string) {
  // Scanned once every transition (a toast sliding in, a dialog fading in) has ended: mid-way, text is paler than it is.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

test.use({ viewport: PHONE });

test('registration records consent, and the notice it links explains what is kept', async ({ page, request }) => {
  const user = newUser('consent');
  await page.goto('/registration');
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Mobile number/).fill(user.mobile);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel(/^Confirm Password/).fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please agree to how Mon keeps your health data to create an account')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree that Mon keeps/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await waitForLink(user.email, /https?:\/\/\S+\/active-account\?\S+/);
  const { searchParams } = new URL(link);
  expect((await request.get(`/api/custom/v1/activate?key=${encodeURIComponent(searchParams.get('key') ?? '')}&user=${user.username}`)).ok()).toBe(true);
  const login = await request.post('/api/jwt-auth/v1/token/', { data: { username: user.username, password: user.password } });
  const { token } = (await login.json()) as { token: string };
  const consents = await request.get('/api/custom/v1/me/consents', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await consents.json()) as { current: { purpose: string; state: string }[]; items: { text_shown: string }[] };
  // Sharing with a counsellor stays off until the person turns it on.
  expect(body.current).toEqual([
    { purpose: 'health_data', state: 'granted' },
    { purpose: 'share_with_counsellor', state: 'unknown' },
  ]);
  expect(body.items[0]?.text_shown).toMatch(/^I agree that Mon keeps/);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'How Mon keeps your data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who sees it' })).toBeVisible();
  await expectAxeClean(page, '/privacy at 375px');
});

test('a subscriber turns on discreet mode, withdraws consent, downloads the data and erases the account', async ({ page, context, request }) => {
  const user = await createActiveUser(request, 'erase');
  await signIn(context, request, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Privacy' })).toBeVisible();

  const discreet = page.getByRole('switch', { name: 'Discreet mode' });
  await expect(discreet).toBeEnabled();
  // The switch follows the server's answer (it turns on once the preference is saved).
  await discreet.click();
  await expect(discreet).toBeChecked();
  await expect(page.getByText('Discreet mode is on.')).toBeVisible();

  // Given at registration (as the web app's form sends it).
  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw your consent?' })).toBeVisible();
  await expectAxeClean(page, 'withdraw dialog at 375px');
  await page.getByRole('dialog', { name: 'Withdraw your consent?' }).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('button', { name: 'Give consent' })).toBeVisible();
  await expectAxeClean(page, '/settings (privacy) at 375px');
  // Withdrawn: the self-care page says so, and the server stores nothing new.
  await page.goto('/self-care');
  await expect(page.getByText('Your answers are paused')).toBeVisible();
  await page.goto('/settings');

  // The download asks for the password again.
  await page.getByRole('button', { name: 'Download my data' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Download your data' });
  await exportDialog.getByLabel(/Your password/).fill(user.password);
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^mon-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('list', { name: 'Who looked at your records' })).toContainText('You (download of your data)');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await dialog.getByLabel(/Your password/).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await expectAxeClean(page, 'delete dialog at 375px');
  await dialog.getByLabel(/Your password/).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/account-erased$/);
  await expect(page.getByRole('heading', { name: 'Your account is erased' })).toBeFocused();
  await expect(page.getByText('Your account and your data have been erased. We wish you well.')).toBeVisible();
  await expectAxeClean(page, '/account-erased at 375px');
  expect(await page.evaluate((key) => window.localStorage.getItem(key) ?? '', SESSION_KEY)).not.toContain('token');

  const again = await request.post('/api/jwt-auth/v1/token/', { data: { username: user.username, password: user.password } });
  expect(again.status()).toBe(401);
});

test('the discreet idle lock holds across a reload and every signed-in page, and nothing private is fetched meanwhile', async ({ page, context, request }) => {
  const user = await createActiveUser(request, 'lock');
  await signIn(context, request, user);
  await page.clock.install();
  await page.goto('/settings');
  const discreet = page.getByRole('switch', { name: 'Discreet mode' });
  await expect(discreet).toBeEnabled();
  await discreet.click();
  await expect(discreet).toBeChecked();

  // Five idle minutes later the page gives way to the lock, and the token is gone from storage.
  await page.clock.fastForward('05:01');
  const lock = page.getByRole('heading', { name: 'Locked for your privacy' });
  await expect(lock).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key) ?? '', SESSION_KEY)).not.toContain('"token":"ey');
  await expectAxeClean(page, 'the idle lock at 375px');

  // From here on no request carries a token: a reload, the dashboard, the download.
  const private_: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['authorization']) private_.push(r.url());
  });
  await page.reload();
  await expect(lock).toBeVisible();
  await page.goto('/dashboard');
  await expect(lock).toBeVisible();
  await expect(page.getByText(/Sleep Hours|Check-in/i)).toHaveCount(0);
  await page.goto('/settings');
  await expect(lock).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my data' })).toHaveCount(0);
  expect(private_).toEqual([]);

  // The password given again opens the page, and the download asks for it once more.
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy' })).toBeVisible();
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('dialog', { name: 'Download your data' })).toBeVisible();
});

test('leave quickly replaces the page, and discreet mode ends the session first', async ({ page, context, request }) => {
  const user = await createActiveUser(request, 'leave');
  const session = await signIn(context, request, user);
  await request.post('/api/custom/v1/me/preferences', { headers: { Authorization: `Bearer ${session.token}` }, data: { discreet: true } });
  // The neutral page is outside this test's network: answer it here.
  await context.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Weather</title><h1>Weather</h1>' }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${user.username}` })).toBeVisible();
  await page.getByRole('button', { name: /^Leave quickly/ }).click();
  await expect(page).toHaveURL(/google\.com/);
  await page.goBack();
  // The history entry was replaced: Back does not return to the dashboard.
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key) ?? '', SESSION_KEY)).not.toContain('token');
});

test('an account made without consent is asked once before its first answer', async ({ page, context, request }) => {
  const user = newUser('ask');
  expect((await request.post('/api/custom/v1/register', { data: { username: user.username, email: user.email, password: user.password, contact_number: user.mobile } })).status()).toBe(201);
  const link = await waitForLink(user.email, /https?:\/\/\S+\/active-account\?\S+/);
  const { searchParams } = new URL(link);
  expect((await request.get(`/api/custom/v1/activate?key=${encodeURIComponent(searchParams.get('key') ?? '')}&user=${user.username}`)).ok()).toBe(true);
  await signIn(context, request, user);
  await page.goto('/check-ins');
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'consent dialog at 375px');
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Before you start' })).toHaveCount(0);
});

test('admins see undelivered e-mail, none here', async ({ page, context, request }) => {
  await signIn(context, request, ADMIN);
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Undelivered e-mail' })).toBeVisible();
  await expect(page.getByText('Every e-mail was delivered.')).toBeVisible();
  await expectAxeClean(page, '/admin/mail at 375px');
});

test('a subscriber proves their number with the code sent by text, then turns text reminders on', async ({ page, context, request }) => {
  const user = await createActiveUser(request, 'phone');
  // A number of this test's own: codes to one number are counted per hour.
  const local = `019${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const token = await tokenOf(request, user.username, user.password);
  const updated = await request.post('/api/custom/v1/update-user-info/', { headers: { Authorization: `Bearer ${token}` }, data: { contact_number: local } });
  expect(updated.status()).toBe(200);
  await signIn(context, request, user);
  await page.goto('/settings');

  const section = page.getByRole('region', { name: 'Mobile number and text messages' });
  await expect(section.getByText('Not verified')).toBeVisible();
  const reminders = section.getByRole('switch', { name: 'Text reminders about my sessions' });
  await expect(reminders).toBeDisabled();

  await section.getByRole('button', { name: 'Verify' }).click();
  const code = await waitForCode(`+880${local.slice(1)}`);
  const field = section.getByLabel('Code from the text message');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill(code);
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText(/Verified$/)).toBeVisible();

  await expect(reminders).toBeEnabled();
  await reminders.check();
  await expect(section.getByText('Text reminders are on.')).toBeVisible();
  const me = await request.get('/api/custom/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ phone_verified: true, sms_reminders: true });
  await expectAxeClean(page, '/settings (phone) at 375px');
});
