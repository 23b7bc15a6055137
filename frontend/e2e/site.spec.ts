import type { ConsoleMessage } from '@playwright/test';
import { expect, holdTheApp, test, waitForTheApp } from './support/fixtures';
import { ADMIN, createActiveUser, signIn } from './support/session';

/** An 8×6 PNG; the server re-encodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAK0lEQVR4nGM4URGFFTGcaIrCihhO9ERhRQwnpkVhRQwnFkRhRQwnVkVhRQBzB1GRipYYqgAAAABJRU5ErkJggg==', 'base64');

test("an unknown path answers 404 and shows 'Page Not Found!!!'", async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found!!!' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found!!! | Mon');
});

test('the web app is installable: a manifest with its name, colours and PNG icons of the sizes it names', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect([manifest.short_name, manifest.start_url, manifest.display]).toEqual(['Mon', '/', 'standalone']);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // The PNG header's width and height (bytes 16 to 24).
    const [width, height] = [body.readUInt32BE(16), body.readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test('each public page arrives with its own title, description and share tags; robots.txt and the sitemap', async ({ request }) => {
  const html = await (await request.get('/faq', { headers: { 'accept-language': 'bn' } })).text();
  expect(html).toContain('<html lang="bn" data-time-zone="Asia/Dhaka">');
  expect(html).toContain('<title>সাধারণ জিজ্ঞাসা | মন</title>');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/faq" \/>/);
  expect(html).toContain('<meta property="og:type" content="website" />');
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<title>Log in | Mon</title>');
  expect(await (await request.get('/dashboard')).text()).toContain('<meta name="robots" content="noindex" />');
  const robots = await (await request.get('/robots.txt')).text();
  for (const line of ['Disallow: /admin/dashboard', 'Disallow: /dashboard', 'Disallow: /settings', 'Disallow: /api/']) expect(robots).toContain(line);
  expect(robots).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/faq', '/help', '/stories', '/learning', '/blog', '/individual-service', '/privacy']) expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
  expect(sitemap).not.toContain('/dashboard');
});

test('a public page arrives drawn, with its styles, and the app takes that markup over instead of drawing it again', async ({ page, request }) => {
  // The HTML alone holds the page: its heading and links inside #root, and the styles they need.
  const html = await (await request.get('/faq', { headers: { 'accept-language': 'en' } })).text();
  const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
  expect(root).toContain('Frequently asked questions</h1>');
  expect(root).toMatch(/<a [^>]*href="\/login"/);
  expect(html).toMatch(/<style data-emotion="mui-prerendered [^"]+" nonce="[0-9a-f]{32}">/);
  expect(html).not.toContain('__MON_CSP_NONCE__');
  const csp = (await request.get('/faq')).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);

  // In the browser, the heading drawn by the HTML is the one the app ends up with (marked before
  // any script of the app runs), and React reports no mismatch.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('#root h1');
      if (heading) (heading as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
    });
  });
  await page.goto('/faq');
  // React has taken the heading over (its fiber is attached to the element), and it is the
  // element the HTML drew.
  await page.waitForFunction(() => Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
  expect(await page.evaluate(() => (document.querySelector('#root h1') as HTMLElement & { fromHtml?: boolean }).fromHtml)).toBe(true);
  // The app is running: the language switch works.
  await page.getByTitle('Change language').click();
  await expect(page.getByRole('heading', { level: 1, name: 'সাধারণ জিজ্ঞাসা' })).toBeVisible();
  expect(errors).toEqual([]);
  // The choice travels with the next page's request: it arrives in Bangla.
  const next = await page.goto('/login');
  expect(await next?.text()).toContain('<html lang="bn" data-time-zone="Asia/Dhaka">');
  await expect(page.getByRole('heading', { level: 1, name: 'আবার স্বাগতম' })).toBeVisible();
});

test("the blog's carousel shows the newest three posts side by side on a wide screen", async ({ page }) => {
  await page.goto('/blog');
  const carousel = page.getByRole('region', { name: 'Latest posts' });
  await expect(carousel.getByRole('group')).toHaveCount(3);
  const [one, two, three] = await Promise.all(['1 of 3', '2 of 3', '3 of 3'].map((name) => carousel.getByRole('group', { name }).boundingBox()));
  expect(one && two && three && one.y === two.y && two.y === three.y && one.x < two.x && two.x < three.x).toBe(true);
  // Nothing to move: every slide shows.
  await expect(carousel.getByRole('button', { name: 'Next posts' })).toBeHidden();
});

test('a list page arrives with its newest cards drawn, and the app draws the same cards in their place', async ({ page, request }) => {
  const token = ((await (await request.post('/api/jwt-auth/v1/token/', { data: ADMIN })).json()) as { token: string }).token;
  const title = `Evening walks ${Date.now().toString(36)}`;
  const added = await request.post('/api/custom/v1/story', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title, content: '<p>Walking after dinner helped me sleep.</p>', file: { name: 'walk.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(added.status()).toBe(201);
  const { item } = (await added.json()) as { item: { id: number; card_image_url: string } };

  // The HTML holds the first card (not only the <noscript> copy): its link, picture and text.
  const html = await (await request.get('/stories', { headers: { 'accept-language': 'en' } })).text();
  const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
  expect(root).toContain('data-filled=""');
  expect(root).toMatch(new RegExp(`<a [^>]*href="/stories/evening-walks-[a-z0-9]+/${item.id}"[^>]*>${title}</a>`));
  expect(root).toContain(`src="${item.card_image_url}" alt="Evening wa…" loading="eager" fetchPriority="high"`);
  expect(root).toContain('Walking after dinner helped me sleep.');

  // Each frame: where the HTML's first card of the page's watched slot is, until the app's own
  // replaces it; then where that one is.
  await page.addInitScript(() => {
    const slot = ({ '/stories': 'story-cards', '/learning': 'learning-cards', '/blog': 'blog-latest' } as Record<string, string>)[location.pathname];
    const seen = window as Window & { before?: number[]; after?: number[] };
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    };
    const watch = () => {
      // (Hidden for the one commit that draws the app's own in its place: no longer seen.)
      const drawn = document.querySelector(`#root [data-slot="${slot}"][data-filled]:not([hidden]) article`);
      const own = document.querySelector(`#root [data-cards="${slot}"]:not([data-filled] *) article`);
      if (drawn) seen.before = box(drawn);
      else if (own && seen.before) {
        seen.after = box(own);
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  // In the browser (the stories, the learning hub's and the blog's sample items; the blog's
  // carousel): the first card the HTML drew sits where the app's own first card ends up, and
  // React reports nothing. (This machine
  // has no internet: a picture stands in for YouTube's previews.)
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  for (const path of ['/learning', '/blog', '/stories']) {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    await page.goto(path);
    // The app's own cards (React's, with their handlers) replace the server's. (The contact button's links,
    // plain links, may stay the server's until the app's chunk for them arrives.)
    await expect(page.locator('#root [data-filled]:is([data-slot$="-cards"], [data-slot="blog-latest"])')).toHaveCount(0);
    await expect(page.locator('#root [data-cards] article').first()).toBeVisible();
    const seen = await page.evaluate(() => {
      const w = window as Window & { before?: number[]; after?: number[] };
      return { before: w.before, after: w.after };
    });
    expect(seen.before, path).toBeDefined();
    expect(seen.after, path).toEqual(seen.before);
    expect(errors, path).toEqual([]);
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  const first = page.locator('#root [data-cards] article').first();
  await expect(first.getByRole('link', { name: title })).toBeVisible();
  // The card leads to the story, inside the app.
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test("the learning hub's filter works without the app, and the app taking the page over keeps it where it was", async ({ browser, request }) => {
  type Category = { name: string; display_name: string };
  type Learning = { items: { title: string }[] };
  const categories = ((await (await request.get('/api/custom/v1/get-all-category?per_page=100')).json()) as { items: Category[] }).items;
  const shown = categories.map((c) => c.display_name || c.name.replace(/_/g, ' ')).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
  // A category with items (the sample content's), and what its first page lists.
  let chosen: Category | undefined;
  let listed: string[] = [];
  for (const category of categories) {
    const list = (await (await request.get(`/api/custom/v1/learninghub?category=${encodeURIComponent(category.name)}`)).json()) as Learning;
    if (list.items.length > 0) [chosen, listed] = [category, list.items.map((i) => i.title)];
    if (chosen) break;
  }
  expect(chosen, 'a category with learning items').toBeDefined();
  const label = chosen!.display_name || chosen!.name.replace(/_/g, ' ');

  // Without JavaScript: All and every category A to Z as links; a link draws that category's page.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await plain.newPage();
  await page.goto('/learning');
  const filter = page.getByRole('navigation', { name: 'Filter by category' });
  await expect(filter.getByRole('link')).toHaveText(['All', ...shown]);
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  await filter.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/learning\\?category=${encodeURIComponent(chosen!.name).replace(/%20/g, '\\+')}$`));
  await expect(filter.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#root article h2')).toHaveText(listed);
  await plain.close();

  // With the app: the filter the server drew (looked at while the app is held back) is where the
  // app's own ends up, with the same links.
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const app = await context.newPage();
  const release = await holdTheApp(app, request);
  await app.goto(`/learning?category=${encodeURIComponent(chosen!.name)}`);
  const appFilter = app.getByRole('navigation', { name: 'Filter by category' });
  await expect(app.locator('#root [data-slot="learning-filters"][data-filled]')).toHaveCount(1);
  await expect(appFilter.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
  const before = { links: await appFilter.getByRole('link').allTextContents(), box: await appFilter.boundingBox() };
  release();
  await expect(app.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(app.locator('#root [data-filled]:is([data-slot="learning-filters"], [data-slot="learning-cards"])')).toHaveCount(0);
  await expect(appFilter.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
  expect({ links: await appFilter.getByRole('link').allTextContents(), box: await appFilter.boundingBox() }).toEqual(before);
  // A choice in the app is a link too: All goes back to every item.
  await appFilter.getByRole('link', { name: 'All' }).click();
  await expect(app).toHaveURL(/\/learning$/);
  await expect(appFilter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test("a video's play tapped before the app runs plays it in the page at once, and the app keeps it playing, on a card and on a learning item's page", async ({ browser, request }) => {
  // Without the service worker, which would hand the second page the app the first one kept (past the hold below).
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  // This machine has no internet: a picture stands in for YouTube's previews, an empty page for its player.
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  const playerLoads: string[] = [];
  await context.route('https://www.youtube-nocookie.com/**', (route) => {
    playerLoads.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  const opened: string[] = [];
  context.on('page', (page) => opened.push(page.url()));
  const appReady = (page: Awaited<ReturnType<typeof context.newPage>>) => page.evaluate(() => document.documentElement.dataset.app === 'ready');

  const page = await context.newPage();
  // The app is held until after the tap, as on a slow phone: the tap is answered before it.
  const release = await holdTheApp(page, request);
  await page.goto('/learning');
  const first = page.locator('#root [data-slot="learning-cards"][data-filled] article').first();
  const itemPath = await first.getByRole('link').filter({ hasNot: page.locator('img') }).first().getAttribute('href');
  expect(itemPath).toMatch(/^\/learning\/[^/]+\/\d+$/);

  // On a card the server drew: the player at once, and the very same one in the app's own card.
  const play = first.locator('a[data-video-id]');
  const id = await play.getAttribute('data-video-id');
  await play.tap();
  const player = page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${id}?autoplay=1"]`);
  await expect(player).toBeVisible();
  expect(await appReady(page)).toBe(false);
  await expect(player).toBeFocused();
  await expect(play).toBeHidden();
  await player.evaluate((frame) => Object.assign(frame, { monStarted: true }));
  release();
  await expect(page.locator('#root [data-slot="learning-cards"][data-filled]')).toHaveCount(0);
  expect(await appReady(page)).toBe(true);
  await expect(player).toBeVisible();
  // Moved into the app's card, not loaded again.
  expect(await player.evaluate((frame) => (frame as HTMLIFrameElement & { monStarted?: boolean }).monStarted)).toBe(true);
  expect(playerLoads).toHaveLength(1);

  // On the item's page, which the app takes over in place: the same.
  const item = await context.newPage();
  const releaseItem = await holdTheApp(item, request);
  await item.goto(itemPath!);
  const video = item.locator('main a[data-video-id]');
  await video.tap();
  const itemPlayer = item.locator('main iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(itemPlayer).toBeVisible();
  expect(await appReady(item)).toBe(false);
  await itemPlayer.evaluate((frame) => Object.assign(frame, { monStarted: true }));
  releaseItem();
  await expect.poll(() => appReady(item)).toBe(true);
  await expect(itemPlayer).toBeVisible();
  expect(await itemPlayer.evaluate((frame) => (frame as HTMLIFrameElement & { monStarted?: boolean }).monStarted)).toBe(true);
  await expect(video).toBeHidden();
  expect(playerLoads).toHaveLength(2);
  // Nothing left for YouTube's own site.
  expect(opened.filter((url) => url.includes('youtube.com/watch'))).toEqual([]);
  await context.close();
});

test('a story page arrives drawn with the story, and the app takes it over without fetching it or drawing it again', async ({ browser, request }) => {
  const token = ((await (await request.post('/api/jwt-auth/v1/token/', { data: ADMIN })).json()) as { token: string }).token;
  const title = `Quiet mornings ${Date.now().toString(36)}`;
  const added = await request.post('/api/custom/v1/story', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title, content: '<p>Tea by the window calmed me. Then I <em>wrote</em> a little.</p>', file: { name: 'tea.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(added.status()).toBe(201);
  const { item } = (await added.json()) as { item: { id: number; date: string; feature_image_url: string; card_image_url: string } };
  const path = `/stories/${title.toLowerCase().replace(/ /g, '-')}/${item.id}`;

  // The HTML holds the story inside #root: title, picture, lead and body, and share links to its address.
  const html = await (await request.get(path, { headers: { 'accept-language': 'en' } })).text();
  const root = html.slice(html.indexOf('<div id="root" data-prerendered>'));
  expect(root).toContain(`>${title}</h1>`);
  expect(root).toContain(`src="${item.feature_image_url}" srcSet="${item.card_image_url} 800w, ${item.feature_image_url} 2000w"`);
  expect(root).toMatch(/data-testid="content-lead"[^>]*>Tea by the window calmed me\.<\/p>/);
  expect(root).toMatch(/data-testid="content-body"[^>]*><p> Then I <em>wrote<\/em> a little\.<\/p><\/div>/);
  expect(root).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL(path, html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).href)}`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).not.toContain('<noscript><main><article>');

  // In the browser: the heading the HTML drew is the one the app ends up with, the story is not
  // fetched again, and React reports no mismatch. The browser is in a zone where the story's day is
  // not Dhaka's (the page's dates are on the service's calendar, whatever the visitor's zone):
  // 8 hours ahead of Dhaka from 16:00 there, else 18 hours behind.
  const dhakaHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', hourCycle: 'h23' }).format(new Date(item.date)));
  const context = await browser.newContext({ timezoneId: dhakaHour >= 16 ? 'Pacific/Kiritimati' : 'Etc/GMT+12' });
  context.on('page', waitForTheApp);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/custom/v1/story/')) fetched.push(r.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('#root h1');
      if (heading) (heading as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
    });
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.waitForFunction(() => Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
  expect(await page.evaluate(() => (document.querySelector('#root h1') as HTMLElement & { fromHtml?: boolean }).fromHtml)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('content-lead')).toHaveText('Tea by the window calmed me.');
  // The app runs the page: 'Copy link' answers.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(fetched).toEqual([]);
  expect(errors).toEqual([]);

  await context.close();

  // With JavaScript off, the story is there to read.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const offline = await plain.newPage();
  await offline.goto(path);
  await expect(offline.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(offline.getByText('Then I wrote a little.')).toBeVisible();
  await plain.close();
});

test('a public page is read without the app, which comes when the visitor first reaches for the page and answers a button tapped before it ran', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const scripts: string[] = [];
  // What the page runs (the service worker keeps the shell's scripts for a bad connection on its own).
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!request.serviceWorker() && path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
  });
  const page = await context.newPage();
  await page.goto('/stories/learning-to-ask-for-help-at-work/3', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A reader who has not reached for the page runs only the boot script.
  expect(scripts.map((path) => path.replace(/-[\w-]+\.js$/, ''))).toEqual(['/assets/boot']);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

  // The first tap on a button (it moves the pointer first, as a hand does) brings the app, which then
  // does what the tap asked for: here, the story's address copied.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/stories\/learning-to-ask-for-help-at-work\/3$/);
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
  expect(scripts.length).toBeGreaterThan(1);
  await context.close();
});

test('the language switch answers before the app: the page comes again, drawn by the server in the other language, and stays so', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered] main h1')).toBeVisible();
  // Drawn by the server: the app never ran on this page.
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  // The choice is the visitor's from now on.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await context.close();
});

test('a signed-in visitor is not offered "Log in" while the app is on its way to draw their menu', async ({ browser, request }) => {
  const user = await createActiveUser(request, 'menu');
  const held = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signIn(held, request, user);
  // Only the page and its boot script: the app never arrives.
  await held.route(/\/assets\/.*\.js$/, (route) => (/\/assets\/boot-/.test(route.request().url()) ? route.continue() : route.abort()));
  const page = await held.newPage();
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // "Log in" in the wide header, "Log in" and "Register" in the phone menu.
  await expect(page.locator('header [data-signed-out]')).toHaveCount(3);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeHidden();
  await held.close();

  // A visitor without a session sees it from the HTML on, as before.
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await anonymous.route(/\/assets\/.*\.js$/, (route) => (/\/assets\/boot-/.test(route.request().url()) ? route.continue() : route.abort()));
  const visitor = await anonymous.newPage();
  await visitor.goto('/stories');
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await anonymous.close();
});

test('with JavaScript off the home page and the login page are there to read', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a session' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await context.close();
});

test('an FAQ answer opens on the first tap or key, before the app has started and without it', async ({ browser, page }) => {
  const answer = /Your counsellor will not share what you tell them/;
  // Without JavaScript: the page the server drew is the whole FAQ, and the browser opens an answer.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const without = await plain.newPage();
  await without.goto('/faq');
  const question = without.getByRole('heading', { level: 2, name: 'Is what I say kept confidential?' });
  await expect(without.getByText(answer)).toBeHidden();
  await question.click();
  await expect(without.getByText(answer)).toBeVisible();
  await question.click();
  await expect(without.getByText(answer)).toBeHidden();
  await plain.close();
  // With the app: by the keyboard too, Enter on the question.
  await page.goto('/faq');
  await page.locator('#faq-crisis summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#faq-crisis')).toHaveAttribute('open', '');
  await expect(page.locator('#faq-crisis').getByText(/Mon is not an emergency service/)).toBeVisible();
});

test('footer links /service-individual and /learning-hub redirect', async ({ page }) => {
  await page.goto('/service-individual');
  await expect(page).toHaveURL(/\/individual-service$/);
  await page.goto('/learning-hub');
  await expect(page).toHaveURL(/\/learning$/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the blog's carousel shows one of the newest posts at a time, and moves when asked", async ({ page }) => {
    await page.goto('/blog');
    const carousel = page.getByRole('region', { name: 'Latest posts' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('button', { name: 'Previous posts' })).toBeDisabled();
    await carousel.getByRole('button', { name: 'Next posts' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeHidden();
  });

  test('the menu opens on the first tap, before the app has started and without it, and the app taking the page over keeps it open', async ({ browser }) => {
    // Without JavaScript: the page the server drew holds the whole menu, and the browser opens it.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const without = await plain.newPage();
    await without.goto('/');
    await expect(without.getByTestId('services-menu')).toBeHidden();
    const menu = without.getByTestId('phone-menu');
    const nav = menu.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await menu.locator('summary').click();
    await expect(nav).toBeVisible();
    for (const name of ['Home', 'Personal', 'Individual', 'Group', 'Organizations', 'Stories', 'Learning Hub', 'Blog', 'FAQ', 'Log in', 'Register']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(without).toHaveURL(/\/faq$/);
    await expect(without.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await plain.close();

    // The app starts with the first touch; the tap has opened the menu before it runs, and it stays open.
    const touched = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await touched.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    const live = page.getByTestId('phone-menu');
    const links = live.getByRole('navigation', { name: 'Main navigation' });
    await live.locator('summary').click();
    await expect(links).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(live).toHaveAttribute('open', '');
    await expect(links.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // Then Escape closes it and gives the focus back to its control, and a link moves within the app and closes it.
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();
    await expect(live.locator('summary')).toBeFocused();
    await live.locator('summary').click();
    await links.getByRole('link', { name: 'Learning Hub', exact: true }).click();
    await expect(page).toHaveURL(/\/learning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Hub' })).toBeVisible();
    await expect(links).toBeHidden();
    await touched.close();
  });

  test('the contact button sits in the header, nothing fixed covers text at either end of a page, and its menu opens under it', async ({ page }) => {
    /** The texts of `main` that an element fixed on the screen (not the header) covers, as the page is scrolled now. */
    const coveredTexts = () =>
      page.evaluate(() => {
        const fixed = Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((el) => getComputedStyle(el).position === 'fixed' && el.checkVisibility())
          .map((el) => el.getBoundingClientRect());
        const hits: string[] = [];
        for (const el of Array.from(document.querySelectorAll('main a, main button, main input, main label, main p, main h1, main h2, main h3, main li'))) {
          const r = el.getBoundingClientRect();
          if (!r.width || !r.height) continue;
          if (fixed.some((box) => r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top)) {
            hits.push(`${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
          }
        }
        return hits;
      });
    for (const path of ['/help', '/stories', '/registration', '/faq']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The header's contact button shows; the floating one does not.
      await expect(page.getByRole('banner').getByTestId('contact-menu-phone').locator('summary')).toBeVisible();
      await expect(page.getByTestId('contact-menu-wide')).toBeHidden();
      expect(await coveredTexts(), `${path}, at its start`).toEqual([]);
      await page.locator('main').evaluate((main) => main.scrollIntoView({ block: 'end' }));
      expect(await coveredTexts(), `${path}, at its end`).toEqual([]);
    }
    // The help page in Bangla, whose longer descriptions the floating button used to cover.
    await page.goto('/help');
    await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.locator('main').evaluate((main) => main.scrollIntoView({ block: 'end' }));
    expect(await coveredTexts(), '/help in Bangla').toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();

    const contact = page.getByRole('banner').getByTestId('contact-menu-phone').locator('summary');
    await expect(contact).toHaveText('Contact us');
    const button = (await contact.boundingBox())!;
    await contact.click();
    const mail = page.getByRole('link', { name: 'E-mail us' });
    await expect(mail).toBeVisible();
    expect((await mail.boundingBox())!.y).toBeGreaterThan(button.y + button.height);
    // Inside the screen, at 375 px.
    const links = (await page.getByRole('banner').locator('.contact-links').boundingBox())!;
    expect(links.x).toBeGreaterThanOrEqual(0);
    expect(links.x + links.width).toBeLessThanOrEqual(375);
  });

  test('nothing overflows horizontally on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the Bangla switch changes the text and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A kind place for your mind' })).toBeVisible();
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'মনের যত্নের একটি সহমর্মী ঠিকানা' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'মনের যত্নের একটি সহমর্মী ঠিকানা' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the Services menu opens on the first tap or key, before the app has started and without it; it and the contact button work with the keyboard', async ({ browser, page }) => {
  // Without JavaScript: the browser opens it, and its links lead to their pages.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const without = await plain.newPage();
  await without.goto('/');
  const menu = without.getByTestId('services-menu');
  await expect(menu.getByRole('link', { name: 'Organizations' })).toBeHidden();
  await menu.locator('summary').click();
  await expect(menu.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await menu.getByRole('link', { name: 'Individual' }).click();
  await expect(without).toHaveURL(/\/individual-service$/);
  await plain.close();
  // By the keyboard: Enter opens it; once the app runs, Escape closes it and gives the focus back.
  await page.goto('/');
  const services = page.getByTestId('services-menu');
  await services.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(services.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.keyboard.press('Escape');
  await expect(services.getByRole('link', { name: 'Organizations' })).toBeHidden();
  await expect(services.locator('summary')).toBeFocused();
  // The contact button too: Enter opens its links, Escape closes them.
  const contact = page.getByTestId('contact-menu-wide');
  await contact.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(contact.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', /^mailto:/);
  await expect(contact.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(contact.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', /^tel:/);
  await page.keyboard.press('Escape');
  await expect(contact.getByRole('link', { name: 'Call us' })).toBeHidden();
  await expect(contact.locator('summary')).toBeFocused();
});

test('the contact button opens on the first tap without the app, its links drawn by the server from the site configuration', async ({ browser, request }) => {
  const config = (await (await request.get('/api/custom/v1/site-config')).json()) as { contact_email: string; phone_number: string };
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await plain.newPage();
  await page.goto('/faq');
  const contact = page.getByRole('banner').getByTestId('contact-menu-phone');
  await expect(contact.getByRole('link', { name: 'Call us' })).toBeHidden();
  await contact.locator('summary').click();
  await expect(contact.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', `mailto:${config.contact_email}`);
  await expect(contact.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', `tel:${config.phone_number.replace(/[^\d+]/g, '')}`);
  await plain.close();
});
