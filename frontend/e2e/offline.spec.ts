import { expect, test } from './support/fixtures';
import { createActiveUser, signIn } from './support/session';

test('a story read before still reads offline, with a calm note, and no private answer is kept', async ({ context, page, request }) => {
  const user = await createActiveUser(request, 'offline');
  await signIn(context, request, { username: user.username, password: user.password });

  // The first visit installs the service worker; from the next page on it keeps what is read.
  await page.goto('/stories');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.goto('/stories/x/1');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('');
  const title = await heading.textContent();
  const story = new URL(page.url()).pathname;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Offline: the story comes back from the kept copies, and the page says it is offline.
  await context.setOffline(true);
  await page.goto(story);
  await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  // What the worker kept: pages, the build's files and public content only, never an account's answers.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  const api = kept.filter((path) => path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  for (const path of api) expect(path, `kept ${path}`).toMatch(/^\/api\/custom\/v1\/(stories|posts|learninghub|story\/\d+|post\/\d+|learninghub\/\d+|get-all-category|site-config|helplines)$/);
  await context.setOffline(false);
});

test('the help page opens offline although it was never visited: 999 and the helplines', async ({ context, page }) => {
  await page.goto('/faq');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // A later page, with a moment of quiet: the app fetches the help page's code then, and the worker keeps it.
  await page.goto('/stories');
  const keptHelpPage = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) if (/\/assets\/help-(?!content-|panel-)[\w-]+\.js$/.test(request.url)) return true;
      }
      return false;
    });
  await expect.poll(keptHelpPage, { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help is here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 999', exact: true })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByRole('link', { name: 'Moner Jotno (BRAC) mental health hotline, call 09643262626', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('no address with a query is kept, and logging out forgets what was read but the help page', async ({ context, page, request }) => {
  const user = await createActiveUser(request, 'forget');
  await signIn(context, request, { username: user.username, password: user.password });
  await page.goto('/stories');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const keptPages = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('mon-pages') && !name.startsWith('mon-content')) continue;
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          urls.push(url.pathname + url.search);
        }
      }
      return urls.sort();
    });

  // A reset link's address carries its key: the page opens, and no copy of it is kept.
  await page.goto('/reset-password?key=SECRETKEY123&email=someone%40example.com');
  await page.goto('/stories');
  await page.waitForLoadState('networkidle');
  await expect.poll(keptPages).toContain('/stories');
  expect((await keptPages()).filter((u) => u.includes('SECRETKEY123'))).toEqual([]);

  // Logging out asks the worker to forget what was read; the help page stays for a crisis, even when the logout
  // happens offline (it could not be fetched again then).
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(keptPages).toEqual(['/help']);
  await context.setOffline(false);
});
