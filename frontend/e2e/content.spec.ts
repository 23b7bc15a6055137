import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, createActiveUser, signIn } from './support/session';

/** An 8×6 PNG; the server re-encodes it, so any valid picture will do. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAK0lEQVR4nGM4URGFFTGcaIrCihhO9ERhRQwnpkVhRQwnFkRhRQwnVkVhRQBzB1GRipYYqgAAAABJRU5ErkJggg==', 'base64');

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

test('content from the admin to the visitor and the subscriber, against the real server', async ({ browser, context, page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const category = `Calm_${stamp}`;
  const learningTitle = `Breathing break ${stamp}`;
  const storyTitle = `A calmer morning ${stamp}`;

  // The admin adds a category, a learning item and a story with an image.
  await signIn(context, request, ADMIN);
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Add New Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Category' });
  await add.getByLabel(/^Category Name/).fill(category);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('New category has been added successfully')).toBeVisible();

  await page.goto('/admin/add-learning-hub');
  await page.getByRole('textbox', { name: /^Title/ }).fill(learningTitle);
  await page.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: category.replace('_', ' ') }).click();
  await page.getByRole('textbox', { name: /^YouTube URL/ }).fill('https://youtu.be/inpok4MKVLM');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Slow breaths calm the body. Try it for five minutes.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Learning Hub data added successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Learning hub items' })).toContainText(learningTitle.slice(0, 20));

  await page.goto('/stories/add-story');
  await page.getByRole('textbox', { name: /^Title/ }).fill(storyTitle);
  await page.getByRole('textbox', { name: /^Content/ }).fill('I woke up early. The light was kind and I breathed slowly.');
  await page.getByLabel(/^Choose image/).setInputFiles({ name: 'morning.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of the feature image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Story added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/stories$/);

  // A visitor without a session finds both and opens the story.
  const visitor = await browser.newContext();
  const vpage = await visitor.newPage();
  await vpage.goto('/stories');
  await vpage.getByRole('link', { name: new RegExp(storyTitle.slice(0, 20)) }).first().click();
  await expect(vpage.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible();
  await expect(vpage.getByText('I woke up early.')).toBeVisible();
  const image = vpage.locator('main img').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(vpage).toHaveURL(/\/stories\/.+\/\d+$/);
  await expectAxeClean(vpage, 'story detail');
  // The page's HTML, before any script runs, names the story for a chat app's preview.
  const storyUrl = new URL(vpage.url());
  const html = await (await request.get(storyUrl.pathname, { headers: { 'accept-language': 'en' } })).text();
  expect(html).toContain(`<title>${storyTitle} | Mon</title>`);
  expect(html).toContain('<meta name="description" content="I woke up early. The light was kind and I breathed slowly." />');
  expect(html).toContain(`<link rel="canonical" href="${storyUrl.origin}${storyUrl.pathname}" />`);
  expect(html).toContain(`<meta property="og:title" content="${storyTitle}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${storyUrl.origin}/uploads/[^"]+" />`));
  // A wrong slug moves permanently to the right one.
  const id = storyUrl.pathname.split('/').pop();
  const moved = await request.get(`/stories/an-old-title/${id}`, { maxRedirects: 0 });
  expect([moved.status(), moved.headers()['location']]).toEqual([301, storyUrl.pathname]);
  // With JavaScript off the story can still be read: the server's HTML carries it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(storyUrl.pathname);
  await expect(reader.getByRole('heading', { level: 1, name: storyTitle })).toBeVisible();
  // (getByText passes over <noscript>, where this copy is; a locator with text does not.)
  await expect(reader.locator('article p', { hasText: 'I woke up early.' })).toBeVisible();
  await reader.goto('/stories');
  await expect(reader.getByRole('link', { name: storyTitle, exact: true })).toHaveAttribute('href', storyUrl.pathname);
  // A video's play control, before the app runs, is a link to the video on YouTube (in a new tab).
  await reader.goto('/learning');
  const watch = reader.getByRole('link', { name: `Play video: ${learningTitle}` }).first();
  await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=inpok4MKVLM');
  await expect(watch).toHaveAttribute('target', '_blank');
  await noScript.close();
  await vpage.goto(`/learning?category=${category}`);
  await expect(vpage.getByRole('link', { name: learningTitle, exact: true })).toBeVisible();
  await expect(vpage.getByRole('button', { name: /^Add to course/ })).toHaveCount(0);
  await expect(vpage.locator('iframe')).toHaveCount(0);
  await vpage.getByRole('link', { name: `Play video: ${learningTitle}` }).click();
  await expect(vpage.locator('iframe[src^="https://www.youtube-nocookie.com/embed/inpok4MKVLM"]')).toHaveCount(1);
  await visitor.close();

  // A subscriber saves the course, finds it on /courses and removes it.
  const user = await createActiveUser(request, 'saver');
  const subscriber = await browser.newContext();
  await signIn(subscriber, request, { username: user.username, password: user.password });
  const spage = await subscriber.newPage();
  await spage.goto(`/learning?category=${category}`);
  await spage.getByRole('button', { name: `Add to course: ${learningTitle}` }).click();
  await expect(spage.getByText('Wishlist added successfully')).toBeVisible();
  await spage.goto('/courses');
  await expect(spage.getByRole('heading', { level: 1, name: 'Saved Courses' })).toBeVisible();
  await expect(spage.getByRole('link', { name: learningTitle, exact: true })).toBeVisible();
  await expectAxeClean(spage, 'saved courses');
  await spage.getByRole('button', { name: new RegExp(`^Remove from course`) }).first().click();
  await expect(spage.getByText('No saved courses yet!')).toBeVisible();
  await subscriber.close();

  // The admin deletes the story after confirming; the visitor's list no longer has it.
  await page.goto('/admin/stories');
  await page.getByRole('button', { name: new RegExp(`^Delete ${storyTitle.slice(0, 20)}`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete story' });
  await expect(confirm).toContainText(storyTitle);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Story deleted successfully')).toBeVisible();
  const stories = await request.get('/api/custom/v1/stories?search=' + encodeURIComponent(stamp));
  expect(((await stories.json()) as { total: number }).total).toBe(0);
  // Its page is now a 404 (the app shows its not-found page there; see site.spec.ts).
  expect((await request.get(storyUrl.pathname)).status()).toBe(404);
});
