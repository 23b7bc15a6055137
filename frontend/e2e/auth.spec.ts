import { expect, test } from './support/fixtures';
import { waitForLink } from './support/mail';
import { ADMIN, SESSION_KEY, createActiveUser, expiredToken, newUser } from './support/session';

test('register, activate from the e-mail, log in and land on /dashboard', async ({ page }) => {
  const user = newUser('reg');
  await page.goto('/registration');
  await page.getByLabel(/^Username/).fill(user.username);
  await page.getByLabel(/^Email/).fill(user.email);
  // As a Bangla keyboard types it: the app sends ASCII digits.
  await page.getByLabel(/^Mobile number/).fill('০১৭১২৩৪৫৬৭৮');
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel(/^Confirm Password/).fill(user.password);
  await page.getByRole('checkbox', { name: /I agree that Mon keeps/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please check your mail address', { exact: true })).toBeVisible();

  const link = await waitForLink(user.email, /https?:\/\/\S+\/active-account\?\S+/);
  const { pathname, search } = new URL(link);
  await page.goto(pathname + search);
  await page.getByRole('button', { name: 'Active now' }).click();
  await expect(page.getByRole('heading', { name: 'Account Activated Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await page.getByLabel(/^Email or username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${user.username}` })).toBeVisible();
});

test('a used or wrong activation key shows the failure screen', async ({ page }) => {
  await page.goto('/active-account?key=not-a-real-key&user=nobody');
  await page.getByRole('button', { name: 'Active now' }).click();
  await expect(page.getByText('Activation Failed')).toBeVisible();
  await expect(page.getByText('The activation key is invalid. Please check the link or contact support.')).toBeVisible();
});

test('the admin lands on /admin/dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^Email or username/).fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a login sent before the app has started is held, never sent as a plain form, and sent once the app runs', async ({ page }) => {
  // The app's first script is slow to arrive (a slow connection): the page is there, drawn by the HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await page.goto('/login', { waitUntil: 'commit' });
  // The boot script has put its hold in place (whatever the machine's speed; just after the commit there may be no
  // document element yet).
  await page.waitForFunction(() => document.documentElement?.hasAttribute('data-boot') === true && document.forms.length > 0);
  await page.getByLabel(/^Email or username/).fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByLabel(/^Password/).press('Enter');
  // Held: nothing left the page, no navigation with the password in its address, no plain form post.
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLFormElement & { monHeldSubmit?: boolean }>('form')?.monHeldSubmit)).toBe(true);
  expect(page.url()).toMatch(/\/login$/);
  expect(requests.filter((line) => line.includes(ADMIN.password) || line.startsWith('POST'))).toEqual([]);
  // The app arrives, takes the page over and sends what was sent, as typed.
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(requests.filter((line) => line.includes(ADMIN.password))).toEqual([]);
});

test('a login sent before any script has run is refused by the page itself: no plain form post', async ({ browser, baseURL }) => {
  // A context of its own: the shared one fails a test on any refusal of the page's policy, and a refusal is what
  // this test expects to see.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A slow phone: the form is drawn while the page still streams in, before its one script has run.
  await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' || request.url().includes(ADMIN.password)) posts.push(`${request.method()} ${request.url()}`);
  });
  const answer = await page.goto('/login');
  expect(answer?.headers()['content-security-policy']).toContain("form-action 'none'");
  // Chromium says so when its policy refuses to send a form.
  const refused = page.waitForEvent('console', (message) => /form-action/.test(message.text()));
  await page.getByLabel(/^Email or username/).fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  // Tapped in the page itself (a Playwright click would wait for the navigation the form asks for).
  await page.getByRole('button', { name: 'Log in' }).evaluate((button: HTMLButtonElement) => button.click());
  // The browser refused to send the form anywhere: the page stays, nothing carried the password.
  expect((await refused).text()).toMatch(/form-action 'none'[\s\S]*blocked/);
  expect(page.url()).toMatch(/\/login$/);
  expect(posts).toEqual([]);
  await context.close();
});

test("a wrong password keeps the form and shows the server's message", async ({ page, request }) => {
  const answer = await request.post('/api/jwt-auth/v1/token/', { data: { username: ADMIN.username, password: 'wrong-password' } });
  expect(answer.status()).toBe(401);
  const { message } = (await answer.json()) as { message: string };

  await page.goto('/login');
  await page.getByLabel(/^Email or username/).fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Announced once, by the toast; the form keeps the message as a plain note.
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
  await expect(page.getByRole('note').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Email or username/)).toHaveValue(ADMIN.username);
});

test('an expired token in the persisted store logs the user out', async ({ page }) => {
  const token = expiredToken('SUBSCRIBER');
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [
      SESSION_KEY,
      JSON.stringify({
        state: {
          session: { token, role: 'SUBSCRIBER', user_id: 2, user_display_name: 'x', user_nickname: 'x', user_email: 'x@example.com', contact_number: null, nid: null },
        },
        version: 1,
      }),
    ] as const,
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeVisible();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  const persisted = JSON.parse(stored ?? '{}') as { state?: { session?: unknown } };
  expect(persisted.state?.session ?? null).toBeNull();
});

test('reset the password from the e-mail link, then log in with the new one', async ({ page, request }) => {
  const user = await createActiveUser(request, 'reset');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  const requestedAt = Date.now() - 1000;
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = 'If an account exists for this email address, we have sent a password reset link to it.';
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: sent })).toBeVisible();

  const link = await waitForLink(user.email, /https?:\/\/\S+\/reset-password\?\S+/, { after: requestedAt });
  const { pathname, search } = new URL(link);
  await page.goto(pathname + search);
  await page.getByLabel(/^New Password/).fill('brand-new-456');
  await page.getByLabel(/^Confirm Password/).fill('brand-new-456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await page.getByLabel(/^Email or username/).fill(user.email);
  await page.getByLabel(/^Password/).fill('brand-new-456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('settings: edit the profile, change the password and get logged out', async ({ page, request }) => {
  const user = await createActiveUser(request, 'settings');
  await page.goto('/login');
  await page.getByLabel(/^Email or username/).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel(/^Contact Number/).fill('01912345678');
  await edit.getByLabel(/^NID/).fill('1234567890');
  await edit.getByRole('button', { name: 'Update Profile' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('1234567890')).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel(/^Current Password/).fill(user.password);
  await change.getByLabel(/^New Password/).fill('another-789');
  await change.getByLabel(/^Confirm Password/).fill('another-789');
  await change.getByRole('button', { name: 'Reset Password' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});
