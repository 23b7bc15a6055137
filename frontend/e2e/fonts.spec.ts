import { join } from 'node:path';
import { expect, test } from './support/fixtures';

const isBengaliFont = (url: string) => /noto-sans-bengali-bengali-\d+-normal.*\.woff2$/.test(url);

test('English pages do not download the Bengali font; Bangla pages render with it', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (isBengaliFont(r.url())) fontRequests.push(r.url());
  });
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The language switch shows "বাংলা" in Bangla letters even on an English page: that
  // one word may fetch the font; the rest of the page is Latin.
  const onEnglish = fontRequests.length;
  expect(onEnglish).toBeLessThanOrEqual(1);

  await page.getByTitle('Change language').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  const rendered = await page.evaluate(async () => {
    await document.fonts.load('16px "Noto Sans Bengali"', 'বাংলা');
    return document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা');
  });
  expect(rendered).toBe(true);
  await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'bn-login-font.png'), fullPage: true });
});
