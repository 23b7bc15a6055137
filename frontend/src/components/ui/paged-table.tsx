import { Fragment, type Key, type ReactNode } from 'react';
import type { TableProps } from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { ListPagination } from './list-controls';
import { EmptyState, ErrorState } from './states';
import { AdminTable } from './table-parts';

/** One page of a server list (`page` is 1-based). */
export type Page<T> = { items: readonly T[]; total: number; page: number; per_page: number };

/** What the table reads of a list's query (a TanStack Query result fits as it is). */
export type PageQuery<T> = { data: Page<T> | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** Props of one item's row besides its cells (rows shade on hover unless `hover: false`); `data-*` attributes too. */
export type RowProps = Omit<TableRowProps, 'children'> & { [attribute: `data-${string}`]: string | undefined };

/** The number shown in a row's first cell: 1-based, continuing from the pages before. */
export function rowNumber(page: number, perPage: number, index: number): number {
  return (page - 1) * perPage + index + 1;
}

type Props<T> = {
  query: PageQuery<T>;
  /** The table's accessible name. */
  label: string;
  /** The column headers; the first one heads the row numbers (unless `numbered` is false). */
  columns: readonly string[];
  /** Whether each row starts with its number (default true). */
  numbered?: boolean;
  /** Shown instead of the table when the page has no items, with `emptyBody` under it. */
  emptyTitle: string;
  emptyBody?: string;
  /** The count of the whole list, announced above the table (say "3 counsellors"). */
  total?: (count: number) => string;
  perPage: number;
  onPage: (page: number) => void;
  rowKey: (item: T) => Key;
  /** The cells after the row number. */
  cells: (item: T, index: number) => ReactNode;
  rowProps?: (item: T, index: number) => RowProps;
  /** Extra rows under an item's row (a note spanning the columns, say). */
  after?: (item: T, index: number) => ReactNode;
  /** More props of the table (its `sx`, `aria-busy`). */
  tableProps?: Omit<TableProps, 'size' | 'aria-label' | 'children'>;
  /** The rows hold nothing to focus: the scrolling frame takes the focus (see `AdminTable`). */
  scrollFocus?: boolean;
};

/**
 * A server-paged table: the list's count when asked, an error with a retry, an empty page's message, or the table
 * (placeholder rows while the first page loads) with numbered rows in the page's language and the pagination under it.
 */
export function PagedTable<T>({ query, label, columns, numbered = true, emptyTitle, emptyBody, total, perPage, onPage, rowKey, cells, rowProps, after, tableProps, scrollFocus }: Props<T>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const data = query.data;

  return (
    <>
      {data && total && (
        <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
          {total(data.total)}
        </Typography>
      )}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {data && data.items.length === 0 && <EmptyState title={emptyTitle} body={emptyBody} />}
      {(query.isPending || (data && data.items.length > 0)) && (
        <AdminTable
          label={label}
          columns={columns}
          loading={query.isPending}
          tableProps={tableProps}
          scrollFocus={scrollFocus}
          footer={data && <ListPagination total={data.total} page={data.page} perPage={perPage} language={language} onPage={onPage} />}
        >
          {data?.items.map((item, index) => (
            <Fragment key={rowKey(item)}>
              <TableRow hover {...rowProps?.(item, index)}>
                {numbered && <TableCell>{formatNumber(rowNumber(data.page, data.per_page, index), language)}</TableCell>}
                {cells(item, index)}
              </TableRow>
              {after?.(item, index)}
            </Fragment>
          ))}
        </AdminTable>
      )}
    </>
  );
}
