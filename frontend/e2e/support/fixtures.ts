import { expect, test as base, type BrowserContext } from '@playwright/test';

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

/** `test` whose every page runs under the server's real CSP and fails on any violation. */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations = await watchCsp(context);
    await use(context);
    expect(violations(), 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
