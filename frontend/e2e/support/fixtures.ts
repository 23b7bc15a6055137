import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { serverUrl } from './servers';

/**
 * Collects what a context's pages report about the server's Content-Security-
 * Policy: any refused script, style, font, frame or connection is a bug.
 */
export async function watchCsp(context: BrowserContext): Promise<() => string[]> {
  const violations: string[] = [];
  // Chromium logs every refusal to the console; the DOM event catches any it might not.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  context.on('weberror', (error) => {
    if (/Content Security Policy/i.test(error.error().message)) violations.push(error.error().message);
  });
  return () => violations;
}

/**
 * A public page arrives drawn (prerendered) and the app takes it over when the visitor first
 * reaches for it (a touch, the pointer, a key; vite.config.ts, BOOT_SOURCE): until then its links and
 * forms work and a tapped button waits for the app. After each `goto` and `reload` of such a page, a
 * test moves the mouse over it, as a person would, and waits for the app to have taken it over
 * (`<html data-app="ready">`, src/lib/take-over.ts).
 */
export function waitForTheApp(page: Page): void {
  let moves = 0;
  const ready = async () => {
    const drawn = await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered') === true).catch(() => false);
    if (drawn) {
      moves += 1;
      await page.mouse.move(1 + (moves % 7), 1 + (moves % 5));
    }
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root')?.hasAttribute('data-prerendered'));
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
}

/**
 * Holds back the app's entry script on `page` (the boot script names it in every page), so a test can look at the
 * page as the server drew it; the returned function lets the app in.
 */
export async function holdTheApp(page: Page, request: APIRequestContext): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const entry = /data-entry="([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
  expect(entry, "the boot script's entry").toBeDefined();
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * `test` that talks to its own worker's server (support/servers.ts) and whose every page runs under the server's
 * real CSP and fails on any violation.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  context: async ({ context }, use) => {
    context.on('page', waitForTheApp);
    const violations = await watchCsp(context);
    await use(context);
    expect(violations(), 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
