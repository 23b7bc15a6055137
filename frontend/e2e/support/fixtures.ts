import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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
 * A public page arrives drawn (prerendered) before the app runs; its buttons do nothing until the
 * app has taken the page over (`<html data-app="ready">`, src/lib/take-over.ts). After each `goto` and
 * `reload` of such a page, a test waits for that, as a person would wait for the page to respond.
 */
export function waitForTheApp(page: Page): void {
  const ready = () =>
    page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root')?.hasAttribute('data-prerendered'));
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

/** `test` whose every page runs under the server's real CSP and fails on any violation. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForTheApp);
    const violations = await watchCsp(context);
    await use(context);
    expect(violations(), 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
