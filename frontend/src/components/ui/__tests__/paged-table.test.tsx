import { Suspense } from 'react';
import TableCell from '@mui/material/TableCell';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { PagedTable, type PageQuery } from '../paged-table';

type Person = { id: number; name: string };

const people = (ids: number[]): Person[] => ids.map((id) => ({ id, name: `person${id}` }));

function renderTable(query: PageQuery<Person>, onPage = vi.fn()) {
  render(
    <Suspense fallback={null}>
      <PagedTable
        query={query}
        label="People"
        columns={['SL', 'Name']}
        emptyTitle="No people yet"
        perPage={20}
        onPage={onPage}
        rowKey={(person) => person.id}
        cells={(person) => <TableCell>{person.name}</TableCell>}
      />
    </Suspense>,
  );
  return { onPage };
}

const loaded = (page: number, items: Person[], total: number): PageQuery<Person> => ({
  data: { items, total, page, per_page: 20 },
  isPending: false,
  isError: false,
  refetch: vi.fn(),
});

/** The text of each body row's first cell. */
const numbers = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('PagedTable', () => {
  it('numbers the rows of page 2 on from the previous page and pages on', async () => {
    const { onPage } = renderTable(loaded(2, people([7, 8, 9]), 45));
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['SL', 'Name']);
    expect(numbers(table)).toEqual(['21', '22', '23']);
    expect(within(table).getByRole('row', { name: /22 person8/ })).toBeInTheDocument();
    expect(screen.getByText('21–40 / 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('writes the row numbers in Bangla digits when the language is Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderTable(loaded(2, people([7, 8]), 22));
    const table = await screen.findByRole('table', { name: 'People' });
    expect(numbers(table)).toEqual(['২১', '২২']);
  });

  it('shows the empty title, and no table, when the page is empty', async () => {
    renderTable(loaded(1, [], 0));
    expect(await screen.findByText('No people yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows placeholder rows and no items while the first page loads', async () => {
    renderTable({ data: undefined, isPending: true, isError: false, refetch: vi.fn() });
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).queryByText(/person/)).not.toBeInTheDocument();
    const placeholders = numbers(table);
    expect(placeholders).not.toHaveLength(0);
    expect(placeholders.every((text) => text === '')).toBe(true);
    expect(screen.queryByText('No people yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('offers a retry that refetches when the list fails to load', async () => {
    const refetch = vi.fn();
    renderTable({ data: undefined, isPending: false, isError: true, refetch });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this right now.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
