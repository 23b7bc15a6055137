import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiAs, counsellorWindow, counsellorWithSession, tokenOf } from './support/counsellor';
import { signIn } from './support/session';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

test("a client's choice to share lets their counsellor read their check-ins and safety plan, each read in the client's log, until they stop", async ({ browser, request }) => {
  const { who, client, session } = await counsellorWithSession(request, 'Mitu Akter');
  const api = apiAs(request);
  const asClient = await tokenOf(request, client.username, client.password);
  await api(asClient, 'post', '/api/custom/v1/check-ins/phq9', { answers: [2, 2, 2, 2, 1, 1, 1, 1, 0] });
  await api(asClient, 'post', '/api/custom/v1/me/safety-plan', { warning_signs: ['Not sleeping'], coping_strategies: [], distractions: [], people: [], professionals: [], environment: [], reasons_for_living: ['My daughter'] });

  // The counsellor's page of the client says nothing is shared yet.
  const counsellorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const counsellor = await counsellorWindow(counsellorContext, who);
  await counsellor.goto(`/counsellor/sessions/${session}`);
  await counsellor.getByRole('link', { name: "See Mitu Akter's page" }).click();
  const shared = counsellor.getByRole('region', { name: 'What Mitu Akter shares with you' });
  await expect(shared.getByText(/has not chosen to share their check-ins and safety plan with you/)).toBeVisible();

  // The client turns sharing on in Settings → Privacy.
  const clientContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await signIn(clientContext, request, client);
  const settings = await clientContext.newPage();
  await settings.goto('/settings');
  const share = settings.getByRole('region', { name: 'Share with my counsellor' });
  await share.getByRole('switch', { name: 'Share my check-ins and safety plan with my counsellor' }).check();
  await expect(share.getByRole('status')).toHaveText('Sharing is on.');
  expect(await seriousViolations(settings)).toEqual([]);

  // The counsellor now reads them.
  await counsellor.reload();
  await expect(shared.getByRole('table', { name: 'Check-ins' }).getByRole('cell', { name: 'PHQ-9' })).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Safety plan' }).getByText('Not sleeping')).toBeVisible();
  expect(await seriousViolations(counsellor)).toEqual([]);
  expect(await counsellor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The client sees each read, with the counsellor's name.
  await settings.reload();
  const log = settings.getByRole('list', { name: 'Who looked at your records' });
  await expect(log.getByText('Sadia Rahman (your counsellor) · Check-ins')).toBeVisible();
  await expect(log.getByText('Sadia Rahman (your counsellor) · Safety plan')).toBeVisible();

  // Turned off, it stops at once.
  await settings.getByRole('region', { name: 'Share with my counsellor' }).getByRole('switch').uncheck();
  await expect(settings.getByRole('region', { name: 'Share with my counsellor' }).getByRole('status')).toHaveText('Sharing is off.');
  await counsellor.reload();
  await expect(shared.getByText(/has not chosen to share their check-ins and safety plan with you/)).toBeVisible();
  await expect(shared.getByRole('table')).toHaveCount(0);
  await clientContext.close();
  await counsellorContext.close();
});
