import { screen, waitFor, within } from '@testing-library/react';
import { loginResponse } from '@/testing/mocks/data';
import { categoryStore } from '@/testing/mocks/handlers/categories';
import { serverText } from '@/testing/mocks/http';
import { renderApp } from '@/testing/test-utils';

async function openCategories() {
  const app = renderApp('/admin/categories', { session: loginResponse('ADMIN') });
  expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Categories' });
  await within(table).findByText('Adulting 101');
  return { ...app, table };
}

describe('admin categories', () => {
  it('lists categories A to Z with SL, the display name and the total, and searches', async () => {
    const { user, table } = await openCategories();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Adulting 101', 'Anxiety', 'Well being']);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(screen.getByText('Total: 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search for category'), 'anx');
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
  });

  it('adds a category through the modal, as a form, and shows the server message', async () => {
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Add New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Sleep');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(serverText.categoryAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Total: 4')).toBeInTheDocument();
    expect(categoryStore.items.map((c) => c.name)).toContain('Sleep');
  });

  it("keeps the modal open with the server's message on the field when the name is taken", async () => {
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Add New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Category' });
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'ANXIETY');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const field = within(dialog).getByLabelText(/^Category Name/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(serverText.categoryNameTaken));
    expect(screen.getByRole('dialog', { name: 'Add New Category' })).toBeInTheDocument();
    expect(categoryStore.items).toHaveLength(3);
  });

  it('renames a category in the Edit Category modal', async () => {
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Edit Anxiety' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const field = within(dialog).getByLabelText(/^Category Name/);
    expect(field).toHaveValue('Anxiety');
    await user.clear(field);
    await user.type(field, 'Anxiety_and_worry');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverText.categoryUpdated)).toBeInTheDocument();
    expect(await screen.findByText('Anxiety and worry')).toBeInTheDocument();
  });

  it('asks before removing, with the name, and removes only after yes', async () => {
    const { user } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Remove Adulting 101' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove category' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this category Adulting_101?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(categoryStore.items).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove Adulting 101' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove category' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(serverText.categoryDeleted)).toBeInTheDocument();
    expect(await screen.findByText('Total: 2')).toBeInTheDocument();
  });

  it("keeps a category that still has learning-hub items, with the server's message", async () => {
    const { user, table } = await openCategories();
    await user.click(screen.getByRole('button', { name: 'Remove Well being' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove category' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(serverText.categoryInUse)).toBeInTheDocument();
    expect(categoryStore.items).toHaveLength(3);
    expect(within(table).getByText('Well being')).toBeInTheDocument();
  });
});
