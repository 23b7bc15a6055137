import InputAdornment from '@mui/material/InputAdornment';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { formatNumber } from '@/lib/format';
import { SearchIcon } from './icons';

/** The search box above an admin table. */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ flex: '1 1 260px', maxWidth: 420 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Server-side pages of a table (`page` is 1-based), with numbers in the page's language. */
export function ListPagination({
  total,
  page,
  perPage,
  language,
  onPage,
}: {
  total: number;
  page: number;
  perPage: number;
  language: string;
  onPage: (page: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(_, next) => onPage(next + 1)}
      labelDisplayedRows={({ from, to, count }) => `${formatNumber(from, language)}–${formatNumber(to, language)} / ${formatNumber(count, language)}`}
    />
  );
}
