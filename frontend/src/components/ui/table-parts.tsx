import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
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
