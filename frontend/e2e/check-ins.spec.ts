import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createActiveUser, signIn } from './support/session';

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test('a PHQ-9 with item 9 above 0 opens the help panel before the score, which shows once the panel is closed', async ({ context, page, request }) => {
  test.setTimeout(90_000);
  const user = await createActiveUser(request, 'checkin');
  await signIn(context, request, { username: user.username, password: user.password });

  // On a 375 px phone: choose and answer the PHQ-9.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/check-ins');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeVisible();
  await page.getByRole('button', { name: 'Start PHQ-9' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'PHQ-9: how your mood has been' })).toBeFocused();
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(9);
  const submit = page.getByRole('button', { name: 'See my result' });
  await expect(submit).toBeDisabled();
  for (let i = 0; i < 8; i++) await groups.nth(i).getByRole('radio', { name: 'Not at all' }).check();
  await page.getByRole('radiogroup', { name: /^9\. Thoughts that you would be better off dead/ }).getByRole('radio', { name: 'Several days' }).check();
  await expectNoSidewaysScroll(page);
  await submit.click();

  // Help first: the panel is open, with 999, and no score is anywhere on the page.
  const panel = page.getByRole('dialog', { name: 'Help is here' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Help is here' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Call 999', exact: true })).toHaveAttribute('href', 'tel:999');
  await expect(page.getByText('Thank you for telling us')).toBeAttached();
  await expect(page.getByTestId('check-in-score')).toHaveCount(0);
  await expect(page.getByText(/out of 27/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Closed with its own button (never covered by the dashboard's app bar): the result, with where to go next.
  await panel.getByRole('button', { name: 'Close help' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Your PHQ-9 result' })).toBeFocused();
  await expect(page.getByTestId('check-in-score')).toHaveText('1 out of 27');
  await expect(page.getByText('Minimal: few signs of depression right now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request an appointment' })).toHaveAttribute('href', '/appointment');
  await expect(page.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, '/check-ins result at 375 px');

  // On a wide screen: the PHQ-9 now waits a week, and the history (chart and table) has the score.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Back to check-ins' }).click();
  await expect(page.getByRole('button', { name: 'Start PHQ-9' })).toBeDisabled();
  await expect(page.getByRole('article', { name: 'PHQ-9: how your mood has been' })).toContainText('you can take it again from');
  await expect(page.getByRole('button', { name: 'Start GAD-7' })).toBeEnabled();
  await expect(page.getByRole('img', { name: /Line chart of your PHQ-9 scores/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your PHQ-9 scores, newest first' });
  await expect(table.getByRole('cell')).toHaveText(['1', 'Minimal']);
  await expectAxeClean(page, '/check-ins list');

  // The dashboard shows the same trend.
  await page.goto('/dashboard');
  await expect(page.getByRole('img', { name: /Line chart of your PHQ-9 scores/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'GAD-7' }).getByRole('link', { name: 'Take a check-in' })).toHaveAttribute('href', '/check-ins');
});
