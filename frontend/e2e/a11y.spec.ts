import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForTheApp, watchCsp } from './support/fixtures';
import { ADMIN, createActiveUser, signIn } from './support/session';

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const PUBLIC_PAGES = [
  '/',
  '/personal-service',
  '/individual-service',
  '/group-service',
  '/organization-service',
  '/faq',
  '/help',
  '/stories',
  '/stories/sample/1',
  '/learning',
  '/learning/sample/1',
  '/blog',
  '/blog/sample/4',
  '/counsellors',
  '/counsellors/sample/1',
  '/login',
  '/registration',
  '/forgot-password',
  '/reset-password?key=abc&email=someone%40example.com',
  '/active-account?key=abc&user=someone',
  '/privacy',
  '/account-erased',
  '/no-such-page',
];
const SUBSCRIBER_PAGES = ['/dashboard', '/settings', '/self-care', '/check-ins', '/appointment', '/courses'];
// The sample content (MON_DEMO_CONTENT, on in these runs) gives stories 1–3, blog posts 4–6 and learning items 1–4.
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/subscriber-list',
  '/admin/appointments',
  '/admin/categories',
  '/admin/stories',
  '/stories/add-story',
  '/admin/blogs',
  '/blog/edit/4',
  '/admin/learning-hub',
  '/admin/add-learning-hub',
  '/admin/self-care-questions',
  '/admin/mail',
  '/settings',
];

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const fileName = (path: string, width: number) => `${(path.replace(/\?.*$/, '').replace(/^\/$/, '/home').slice(1) || 'home').replace(/\//g, '_')}-${width}.png`;

/**
 * Scans `paths` at both widths. The pages are scanned side by side, two at each width (four at once): each
 * spends most of its time waiting (for the network to be idle) or in its own renderer (axe), so together they
 * take about a third of the time one after another did.
 */
async function scan(browser: Browser, paths: string[], setup?: (ctx: Awaited<ReturnType<Browser['newContext']>>) => Promise<void>, language?: 'bn') {
  const LANES = 2;
  await Promise.all(
    [1280, 375].map(async (width) => {
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 } });
      const cspViolations = await watchCsp(context);
      if (language) await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'bn'));
      if (setup) await setup(context);
      const lanes = Array.from({ length: LANES }, (_, lane) => paths.filter((_, i) => i % LANES === lane));
      await Promise.all(
        lanes.map(async (lane) => {
          const page = await context.newPage();
          for (const path of lane) {
            await page.goto(path);
            await settle(page);
            await expectNoSeriousViolations(page, `${path} at ${width}px${language ? ' (bn)' : ''}`);
            await page.screenshot({ path: join(SCREENSHOTS, `${language ? 'bn-' : ''}${fileName(path, width)}`), fullPage: true });
          }
        }),
      );
      expect(cspViolations(), `Content-Security-Policy violations at ${width}px`).toEqual([]);
      await context.close();
    }),
  );
}

test.describe('accessibility (axe) and screenshots', () => {
  test.setTimeout(180_000);

  test('public pages', async ({ browser }) => {
    await scan(browser, PUBLIC_PAGES);
  });

  test('public pages in Bangla', async ({ browser }) => {
    await scan(browser, ['/', '/personal-service', '/login', '/registration'], undefined, 'bn');
  });

  test('subscriber pages', async ({ browser, request }) => {
    const user = await createActiveUser(request, 'axe');
    await scan(browser, SUBSCRIBER_PAGES, async (context) => {
      await signIn(context, request, { username: user.username, password: user.password });
    });
  });

  test('admin pages', async ({ browser, request }) => {
    await scan(browser, ADMIN_PAGES, async (context) => {
      await signIn(context, request, ADMIN);
    });
  });

  test('admin appointments with rows in every status: contrast, and Approve in view without scrolling sideways', async ({ browser, request }) => {
    const user = await createActiveUser(request, 'rows');
    const login = async (credentials: { username: string; password: string }) =>
      ((await (await request.post('/api/jwt-auth/v1/token/', { data: credentials })).json()) as { token: string }).token;
    const subscriber = await login({ username: user.username, password: user.password });
    const admin = await login(ADMIN);
    const ids: number[] = [];
    for (const offset of [2, 3, 4]) {
      const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const created = await request.post('/api/custom/v1/appointment/create', {
        headers: { Authorization: `Bearer ${subscriber}` },
        data: { appointment_date: date, appointment_time: '10:30 AM', appointment_name: `${user.username} with a rather long family name`, appointment_email: user.email, appointment_phone: '01712345678' },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { appointment: { id: number } }).appointment.id);
    }
    const decide = (id: number, data: object) =>
      request.post(`/api/custom/v1/appointment/update-status/${id}`, { headers: { Authorization: `Bearer ${admin}` }, data });
    expect((await decide(ids[1]!, { appointment_status: 'approved', session_mode: 'phone', session_detail: '01712345678' })).status()).toBe(200);
    expect((await decide(ids[2]!, { appointment_status: 'unapproved', reason: 'No counsellor is free that day.' })).status()).toBe(200);

    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 740 : 900 } });
      await signIn(context, request, ADMIN);
      const page = await context.newPage();
      await page.goto('/admin/appointments?status=requested');
      await settle(page);
      const table = page.getByRole('table');
      await expect(table.getByText(user.username).first()).toBeVisible();
      await expectNoSeriousViolations(page, `requested rows at ${width}px`);
      if (width === 1280) {
        // The Action column fits: Approve is inside the window and nothing scrolls sideways.
        const approve = page.getByRole('button', { name: new RegExp(`^Approve the appointment of ${user.username}`) });
        const box = (await approve.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(1280);
        const overflow = await page.locator('main .MuiTableContainer-root').first().evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      for (const status of ['Approved', 'Unapproved']) {
        await page.getByRole('button', { name: new RegExp(`^${status} \\d`) }).click();
        await expect(table.getByText(user.username).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${status.toLowerCase()} rows at ${width}px`);
      }
      await context.close();
    }
  });

  test('open menus and dialogs', async ({ browser, request }) => {
    // Opened with the app running: a first tap before it starts it, and for a signed-in visitor it
    // draws the page anew (src/main.tsx), which axe must not scan half-drawn.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.on('page', waitForTheApp);
    await signIn(context, request, ADMIN);
    const page = await context.newPage();
    await page.goto('/settings');
    await settle(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await expectNoSeriousViolations(page, 'edit profile dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'change password dialog');
    await page.keyboard.press('Escape');
    await page.goto('/');
    await settle(page);
    await page.getByTestId('services-menu').locator('summary').click();
    await expect(page.getByTestId('services-menu').getByRole('link', { name: 'Organizations' })).toBeVisible();
    await expectNoSeriousViolations(page, 'services menu');
    await page.keyboard.press('Escape');
    await page.getByTestId('contact-menu-wide').locator('summary').click();
    await expect(page.getByTestId('contact-menu-wide').getByRole('link', { name: 'Call us' })).toBeVisible();
    await expectNoSeriousViolations(page, 'contact menu');
    await context.close();

    const mobile = await browser.newContext({ viewport: { width: 375, height: 740 } });
    mobile.on('page', waitForTheApp);
    const mpage = await mobile.newPage();
    await mpage.goto('/');
    await settle(mpage);
    await mpage.getByTestId('phone-menu').locator('summary').click();
    await expect(mpage.getByTestId('phone-menu').getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoSeriousViolations(mpage, 'phone menu');
    await mpage.screenshot({ path: join(SCREENSHOTS, 'phone-menu-375.png') });
    await mobile.close();
  });
});
