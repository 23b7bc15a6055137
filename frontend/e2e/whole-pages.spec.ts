import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Every public page arrives whole: what the spec shows on it (section 2) is in the HTML the server sends,
 * read at 375 px with JavaScript off, and again with it on before the visitor first touches the page (the
 * app not started). Each page's elements are listed once, below; the menus' links sit in closed `<details>`
 * and are checked to be in the page, everything else to be shown.
 */

interface Part {
  /** What the spec calls it. */
  what: string;
  find: (page: Page) => Locator;
  /** In a closed disclosure (a menu): in the page, not shown until it is opened. */
  closed?: boolean;
}

const heading = (level: number, name: string | RegExp): Part['find'] => (page) => page.getByRole('heading', { level, name, exact: typeof name === 'string' });
const h1 = (name: string | RegExp): Part => ({ what: `the heading ${String(name)}`, find: heading(1, name) });
const h2 = (what: string, name: string): Part => ({ what, find: heading(2, name) });
/** On every public page: the phone menu (a drawer on a small screen) with the Services links, and the footer's links. */
const EVERY_PAGE: Part[] = [
  { what: 'the phone menu', find: (page) => page.locator('[data-testid="phone-menu"] > summary') },
  ...(
    [
      ['Personal', '/personal-service'],
      ['Individual', '/individual-service'],
      ['Group', '/group-service'],
      ['Organizations', '/organization-service'],
    ] as const
  ).map(([name, href]): Part => ({
    what: `the menu's Services link ${name}`,
    find: (page) => page.locator('[data-testid="phone-menu"] nav').getByRole('link', { name, exact: true, includeHidden: true }).and(page.locator(`a[href="${href}"]`)),
    closed: true,
  })),
  { what: 'the footer', find: (page) => page.getByRole('contentinfo') },
  { what: "the footer's link to /service-individual", find: (page) => page.getByRole('contentinfo').locator('a[href="/service-individual"]') },
  { what: "the footer's link to /learning-hub", find: (page) => page.getByRole('contentinfo').locator('a[href="/learning-hub"]') },
];

const cardsLinkingTo = (what: string, prefix: string): Part => ({ what, find: (page) => page.locator(`main a[href^="${prefix}"]`).first() });
const shareLinks: Part = { what: 'the share links', find: (page) => page.getByRole('link', { name: /Facebook/ }).first() };
const aDate: Part = { what: 'the date', find: (page) => page.locator('main time[datetime]').first() };

/** The public pages of the spec's table (section 2), each with what its row and the screen details list. */
const PAGES: { path: string | ((page: Page) => Promise<string>); parts: Part[] }[] = [
  {
    path: '/',
    parts: [
      h1('A kind place for your mind'),
      h2('the services summary', 'How we can help'),
      h2('about', 'About Mon'),
      h2('the difference', 'What makes Mon different'),
      h2('the psychologists', 'Our psychologists'),
      h2('the call to action', 'The first step is often the hardest'),
      h2('the FAQ', 'Frequently asked questions'),
      h2('the testimonials', 'What people say'),
      h2('the blog teaser', 'From our blog'),
    ],
  },
  ...['/personal-service', '/individual-service', '/group-service'].map((path) => ({
    path,
    parts: [h1('Support for you, one-to-one or together with others'), h2('individual counselling', 'Individual counselling'), h2('group sessions', 'Group sessions')],
  })),
  { path: '/organization-service', parts: [h1('Healthier people, stronger organisations'), h2('the offer', 'What we offer')] },
  { path: '/stories', parts: [h1('Stories'), cardsLinkingTo('the story cards', '/stories/')] },
  {
    path: '/learning',
    parts: [
      h1('Learning Hub'),
      { what: 'the filter: All', find: (page) => page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'All', exact: true }) },
      { what: "a category's filter", find: (page) => page.locator('nav[aria-label="Filter by category"] a[href*="category="]').first() },
      cardsLinkingTo('the learning cards', '/learning/'),
      { what: "a card's video", find: (page) => page.locator('main a[data-video-id]').first() },
    ],
  },
  { path: '/blog', parts: [h1('Blog'), h2('the carousel', 'Latest posts'), cardsLinkingTo('the post cards', '/blog/')] },
  { path: '/faq', parts: [h1('Frequently asked questions'), { what: 'the questions', find: (page) => page.locator('main details > summary').first() }] },
  {
    path: async (page) => firstLink(page, '/stories', '/stories/'),
    parts: [{ what: 'the title', find: (page) => page.locator('main h1') }, aDate, { what: 'the feature image', find: (page) => page.locator('main img').first() }, shareLinks],
  },
  {
    path: async (page) => firstLink(page, '/blog', '/blog/'),
    parts: [{ what: 'the title', find: (page) => page.locator('main h1') }, aDate, { what: 'the author', find: (page) => page.getByText(/^By /).first() }, shareLinks],
  },
  {
    path: async (page) => firstLink(page, '/learning', '/learning/'),
    parts: [
      { what: 'the title', find: (page) => page.locator('main h1') },
      aDate,
      { what: 'the category', find: (page) => page.getByText(/^Category: /).first() },
      { what: 'the video', find: (page) => page.locator('main a[data-video-id]') },
      shareLinks,
    ],
  },
  { path: '/login', parts: [h1('Welcome back'), { what: 'the password field', find: (page) => page.locator('input[name="password"]') }] },
  { path: '/registration', parts: [h1('Create your account')] },
];

/** The address of the first card's page on `list`. */
async function firstLink(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a card on ${list}`).toBeTruthy();
  return href!;
}

async function checkEveryPage(page: Page, before: () => Promise<void>) {
  for (const { path, parts } of PAGES) {
    const address = typeof path === 'string' ? path : await path(page);
    await page.goto(address);
    await before();
    for (const part of [...parts, ...EVERY_PAGE]) {
      const found = part.find(page);
      if (part.closed) await expect(found, `${address}: ${part.what}`).toBeAttached();
      else await expect(found, `${address}: ${part.what}`).toBeVisible();
    }
  }
}

test('every public page arrives whole: what the spec shows on it is in the server’s HTML, read with JavaScript off at 375 px', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await checkEveryPage(page, async () => {});
  await context.close();
});

test('every public page is whole before the visitor first touches it: the app has not started, and nothing is missing', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await checkEveryPage(page, async () => {
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.documentElement.dataset.app), 'the app has not started').toBeUndefined();
  });
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  await context.close();
});
