import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForTheApp } from './support/fixtures';
import { ADMIN, SESSION_KEY, createActiveUser, signIn } from './support/session';

// The helplines the server seeds on its first start (crates/application/src/safety/helplines.rs).
const SEEDED = [
  ['National Emergency Service', '999'],
  ['Moner Jotno (BRAC) mental health hotline', '09643262626'],
  ['National Helpline for Violence against Women and Children', '109'],
] as const;

const PHONE = { width: 375, height: 740 };

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** Two boxes overlap when neither lies wholly to one side of the other. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** Opens the panel from the header, checks 999 and every seeded helpline with its tap-to-call link, and returns the panel. */
async function openHelpPanel(page: Page) {
  const button = page.getByRole('banner').getByRole('link', { name: 'Need help now?' });
  await expect(button).toBeVisible();
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Help is here' });
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expect(panel.getByRole('link', { name: 'Call 999', exact: true })).toHaveAttribute('href', 'tel:999');
  await expect(panel.getByText(/Mon is not an emergency service/)).toBeVisible();
  for (const [name, phone] of SEEDED) {
    await expect(panel.getByRole('link', { name: `${name}, call ${phone}`, exact: true })).toHaveAttribute('href', `tel:${phone}`);
  }
  return { button, panel };
}

/** At the bottom of the page the floating contact button covers none of the page's own content. */
async function expectContactButtonClear(page: Page, lastContent: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The one the screen's width shows: in the header on a phone's public page, else floating.
  const fab = page.locator('[data-testid^="contact-menu-"] > summary').filter({ visible: true });
  await expect(fab).toBeVisible();
  await lastContent.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await overlaps(fab, lastContent), 'the contact button covers the end of the page').toBe(false);
}

test('the help panel opens on the home page at 375 px: 999 and the helplines, one tap to call, focus in and back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  // Its pages wait for the app to take the prerendered page over, as the fixture's pages do.
  context.on('page', waitForTheApp);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The control sits in the header's flow: above the page, never over it.
  const header = await page.getByRole('banner').boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(header && heading && header.y + header.height <= heading.y).toBe(true);

  const { button, panel } = await openHelpPanel(page);
  await expect(panel.getByRole('link', { name: 'My safety plan' })).toHaveCount(0);
  await expectAxeClean(page, 'the open help panel at 375 px');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await expectContactButtonClear(page, page.getByRole('contentinfo').getByText(/All rights reserved/));
  await context.close();
});

test('the help panel opens on the dashboard at 375 px and leads a subscriber to their safety plan', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(request, 'help');
  const context = await browser.newContext({ viewport: PHONE });
  // Its pages wait for the app to take the prerendered page over, as the fixture's pages do.
  context.on('page', waitForTheApp);
  await signIn(context, request, { username: user.username, password: user.password });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();

  // The page keeps room at its end for the floating contact button.
  await expectContactButtonClear(page, page.locator('main > :last-child'));

  await page.evaluate(() => window.scrollTo(0, 0));
  const { panel } = await openHelpPanel(page);
  await expectAxeClean(page, 'the open help panel on the dashboard');
  await panel.getByRole('link', { name: 'My safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await context.close();
});

test('a subscriber writes a safety plan, saves it, sees it again after a reload, and prints it cleanly', async ({ context, page, request }) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(request, 'plan');
  await signIn(context, request, { username: user.username, password: user.password });
  await page.goto('/safety-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toBeVisible();
  await expectAxeClean(page, '/safety-plan');

  const signs = page.getByRole('group', { name: 'Warning signs' });
  await signs.getByRole('textbox', { name: 'Warning sign 1' }).fill('I stop sleeping');
  await signs.getByRole('button', { name: 'Add a warning sign' }).click();
  await expect(signs.getByRole('textbox', { name: 'Warning sign 2' })).toBeFocused();
  await page.keyboard.type('I stay in my room all day');
  const people = page.getByRole('group', { name: 'People I can ask for help' });
  await people.getByRole('textbox', { name: 'Name of person 1' }).fill('Apa');
  await people.getByRole('textbox', { name: 'Phone of person 1 (optional)' }).fill('01712-345678');
  await page.getByRole('group', { name: 'My reasons for living' }).getByRole('textbox', { name: 'Reason 1' }).fill('My little sister');

  // A person without a name is refused with the server's words before anything is sent.
  await people.getByRole('button', { name: 'Add a person' }).click();
  await people.getByRole('textbox', { name: 'Phone of person 2 (optional)' }).fill('999');
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(people.getByText('Give a name for each person.')).toBeVisible();
  await people.getByRole('button', { name: 'Remove person 2' }).click();

  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Your safety plan is saved.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Last saved / })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Last saved / })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Warning signs' }).getByRole('textbox', { name: 'Warning sign 2' })).toHaveValue('I stay in my room all day');
  await expect(page.getByRole('group', { name: 'People I can ask for help' }).getByRole('link', { name: 'Apa, call 01712-345678' })).toHaveAttribute('href', 'tel:01712345678');
  await expectAxeClean(page, '/safety-plan with a saved plan');

  // On paper: the plan alone, without the app bar, the menu, the buttons or the form's fields.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save plan' })).toBeHidden();
  await expect(page.locator('[data-testid^="contact-menu-"] > summary').filter({ visible: true })).toHaveCount(0);
  const copy = page.getByTestId('plan-print');
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('I stay in my room all day');
  await expect(copy).toContainText('Apa: 01712-345678');
  await page.emulateMedia({ media: 'screen' });
});

test('an admin sees the seeded helplines in their order, and has no safety plan', async ({ context, page, request }) => {
  await signIn(context, request, ADMIN);
  await page.goto('/admin/helplines');
  await expect(page.getByRole('heading', { level: 1, name: 'Helplines' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Helplines, in the order of the help panel' });
  for (const [name, phone] of SEEDED) await expect(table.getByRole('row').filter({ hasText: name })).toContainText(phone);
  await expectAxeClean(page, '/admin/helplines');
  const { panel } = await openHelpPanel(page);
  await expect(panel.getByRole('link', { name: 'My safety plan' })).toHaveCount(0);
});

test('before the app runs (or with JavaScript off) "Need help now?" leads to the help page: 999 and the helplines in its HTML', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/stories');
  const link = page.getByRole('banner').getByRole('link', { name: 'Need help now?' });
  await expect(link).toHaveAttribute('href', '/help');
  await link.click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page).toHaveTitle('Help is here | Mon');
  await expect(page.getByRole('heading', { level: 1, name: 'Help is here' })).toBeVisible();
  const call = page.getByRole('link', { name: 'Call 999', exact: true });
  await expect(call).toHaveAttribute('href', 'tel:999');
  // On a phone the emergency number is on the first screen.
  const box = await call.boundingBox();
  expect(box && box.y + box.height <= PHONE.height).toBe(true);
  const list = page.getByRole('list', { name: 'Helplines' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(SEEDED.map(([name]) => name));
  for (const [name, phone] of SEEDED) {
    await expect(list.getByRole('link', { name: `${name}, call ${phone}`, exact: true })).toHaveAttribute('href', `tel:${phone}`);
  }
  // Each one's day of checking, written as the app writes it.
  await expect(list.getByText(/^Last verified \d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toHaveCount(3);
  await expect(list.getByText('Last verified 23 Nov 2024')).toBeVisible();
  await context.close();
});

test('the help page arrives with the helplines the admins keep, and the app takes it over without asking for them again', async ({ page, request }) => {
  const html = await (await request.get('/help', { headers: { 'accept-language': 'bn' } })).text();
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="mon-item"'));
  expect(root).toContain('<h1');
  expect(root).toContain('সাহায্য এখানেই আছে');
  expect(root).toContain('href="tel:09643262626"');
  expect(html).toMatch(/<script type="application\/json" id="mon-item">\{"kind":"helplines","item":\{"items":\[/);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/custom/v1/helplines') asked.push(r.url());
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/help');
  const list = page.getByRole('list', { name: 'Helplines' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(SEEDED.map(([name]) => name));
  // The app took the answer the page carried into its cache, and asked for nothing.
  await expect(page.locator('#mon-item')).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  await expect(list.getByRole('link', { name: `${SEEDED[1][0]}, call ${SEEDED[1][1]}`, exact: true })).toHaveAttribute('href', `tel:${SEEDED[1][1]}`);
});

test('"Leave quickly" and Escape three times leave at once while the app is still on its way, discreet mode first ending the session', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  // The app's code never arrives: only the page and its boot script.
  await context.route(/\/assets\/.*\.js$/, (route) => (/\/assets\/boot-/.test(route.request().url()) ? route.continue() : route.abort()));
  await context.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Weather</title><h1>Weather</h1>' }));
  const page = await context.newPage();
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify({ state: { session: { token: 'a-token', discreet: true } }, version: 2 })), SESSION_KEY);
  await page.getByRole('button', { name: /^Leave quickly/ }).click();
  await expect(page).toHaveURL(/google\.com/);
  await page.goBack();
  // The history entry was replaced: Back does not return to the stories.
  await expect(page).not.toHaveURL(/\/stories$/);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/google\.com/);
  await context.close();
});
