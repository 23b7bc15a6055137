import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const isBengaliFont = (url: string) => /noto-sans-bengali-bengali-\d+-normal[^/]*\.woff2$/.test(url);

/** The fonts Chromium drew an element's text with (DevTools protocol), by family name. */
async function fontsUsedFor(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('English pages do not download the Bengali font; Bangla pages render with it', async ({ page }, testInfo) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (isBengaliFont(r.url())) fontRequests.push(r.url());
  });
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The switch names Bangla in its own letters, drawn, so it needs no font.
  await expect(page.getByRole('img', { name: 'বাংলা' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests, 'Bengali font files fetched by an English page').toEqual([]);
  const statuses = await page.evaluate(() => {
    const seen: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.includes('Noto Sans Bengali')) seen.push(face.status);
    });
    return seen;
  });
  expect(statuses.length, 'the Bengali faces are declared').toBeGreaterThan(0);
  expect(statuses).not.toContain('loaded');

  await page.getByTitle('Change language').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  // font-display: swap: the text shows at once and each weight swaps in when its file arrives
  // (the page asks for a weight only once it lays out text in it, so `fonts.ready` alone can be early).
  await expect
    .poll(async () => (await fontsUsedFor(page, 'h1')).map((font) => font.familyName), { message: 'the Bangla heading is drawn with Noto Sans Bengali' })
    .toContain('Noto Sans Bengali');
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return ['400', '700'].map((weight) => document.fonts.check(`${weight} 16px "Noto Sans Bengali"`, 'বাংলা'));
  });
  expect(loaded).toEqual([true, true]);
  expect((await fontsUsedFor(page, 'h1')).find((font) => font.familyName === 'Noto Sans Bengali')?.isCustomFont).toBe(true);
  // Every file came from this site (font-src 'self'), and only Bengali subsets were fetched.
  expect(fontRequests.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);

  const screenshot = testInfo.outputPath('bn-login.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('Bangla login page', { path: screenshot, contentType: 'image/png' });
});
