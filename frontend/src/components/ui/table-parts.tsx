import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table, { type TableProps } from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The header row every admin table shares: bold labels that do not wrap. */
export function HeaderRow({ labels }: { labels: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** Placeholder rows while a table's first page loads. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i}>
      {Array.from({ length: columns }, (_, j) => (
        <TableCell key={j}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

type AdminTableProps = {
  /** The table's accessible name. */
  label: string;
  /** The column headers. */
  columns: readonly string[];
  /** The first page is still loading: placeholder rows stand in for the rows. */
  loading: boolean;
  /** The rows. */
  children: ReactNode;
  /** What goes under the table, inside its frame (the pagination). */
  footer?: ReactNode;
  /** More props of the table (its `sx`, `aria-busy`). */
  tableProps?: Omit<TableProps, 'size' | 'aria-label' | 'children'>;
  /**
   * The rows hold nothing to focus (no link or button): the frame that scrolls on a narrow screen takes the focus
   * itself, so a keyboard can scroll it, and is named as the table is.
   */
  scrollFocus?: boolean;
};

/** An admin table in its outlined frame: the header row, placeholder rows while loading, the rows, and its footer. */
export function AdminTable({ label, columns, loading, children, footer, tableProps, scrollFocus = false }: AdminTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer {...(scrollFocus ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}>
        <Table size="small" aria-label={label} {...tableProps}>
          <HeaderRow labels={columns} />
          <TableBody>
            {loading && <SkeletonRows columns={columns.length} />}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}
