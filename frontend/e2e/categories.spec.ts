import { expect, test } from './support/fixtures';
import { ADMIN, signIn } from './support/session';

test('an admin adds and removes a category against the real server, and a taken name is refused on its field', async ({ context, page, request }) => {
  await signIn(context, request, ADMIN);
  const name = `Calm_${Date.now()}`;
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Category' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Category' });
  await add.getByLabel(/^Category Name/).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('New category has been added successfully')).toBeVisible();
  const display = name.replace('_', ' ');
  await expect(page.getByRole('cell', { name: display, exact: true })).toBeVisible();

  // The same name in another case is refused on the field; nothing is added.
  await page.getByRole('button', { name: 'Add New Category' }).click();
  const again = page.getByRole('dialog', { name: 'Add New Category' });
  await again.getByLabel(/^Category Name/).fill(name.toUpperCase());
  await again.getByRole('button', { name: 'Add' }).click();
  await expect(again.getByText('A category with this name already exists.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Remove ${display}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove category' });
  await expect(confirm).toContainText(`Are you sure you want to delete this category ${name}?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Category has been deleted.')).toBeVisible();
  await expect(page.getByRole('cell', { name: display, exact: true })).toHaveCount(0);
});
