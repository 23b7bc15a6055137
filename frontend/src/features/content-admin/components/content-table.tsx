import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchField } from '@/components/ui/list-controls';
import { PagedTable, type PageQuery } from '@/components/ui/paged-table';
import { truncate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { adminTableRows } from '@/lib/api/limits.gen';

/** Which catalog section names the screen (title, search label, add button, empty text, delete prompt). */
export type ContentSection = 'stories' | 'blogs' | 'learning';

/** A column between SL and Edit: its header and what a row shows (already cut to the table's length). */
export type ContentColumn<T> = { key: string; header: string; cell: (item: T) => ReactNode };

type Props<T extends { id: number; title: string }> = {
  section: ContentSection;
  list: PageQuery<T>;
  search: string;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  addTo: string;
  editTo: (id: number) => string;
  columns: ContentColumn<T>[];
  /** Deletes one item; resolves with the server's answer. */
  remove: (id: number) => Promise<{ message: string }>;
};

/** A cell's text cut to `max` characters, the whole text on hover. */
export function Cut({ text, max }: { text: string; max: number }) {
  const shown = truncate(text, max);
  return <span title={shown === text.trim() ? undefined : text}>{shown}</span>;
}

/**
 * An admin content table (spec section 2): search by title, total, Add, 20 rows a page with SL, the screen's
 * columns, Edit and Delete; a delete asks first, naming the item, then shows the server's message.
 */
export function ContentTable<T extends { id: number; title: string }>({
  section,
  list,
  search,
  onSearch,
  onPage,
  addTo,
  editTo,
  columns,
  remove,
}: Props<T>) {
  const { t } = useTranslation('content-admin');
  useDocumentTitle(t(`${section}.title`));
  const handleError = useServerErrorHandler();
  const [removing, setRemoving] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const data = list.data;
  const headers = [t('columns.sl'), ...columns.map((c) => c.header), t('columns.edit'), t('columns.remove')];

  const confirmRemove = () => {
    if (!removing) return;
    setBusy(true);
    remove(removing.id)
      .then(
        (result) => {
          toast.success(result.message);
        },
        (error: unknown) => void handleError(error),
      )
      .finally(() => {
        setBusy(false);
        setRemoving(null);
      });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {t(`${section}.title`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SearchField label={t(`${section}.search`)} value={search} onChange={onSearch} />
        {data && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('total', { count: data.total })}
          </Typography>
        )}
        <Button component={RouterLink} to={addTo} variant="contained" sx={{ ml: { sm: 'auto' } }}>
          {t(`${section}.addNew`)}
        </Button>
      </Box>
      <PagedTable
        query={list}
        label={t(`${section}.tableLabel`)}
        tableProps={{ 'aria-busy': list.isPending || undefined }}
        columns={headers}
        emptyTitle={search.trim() ? t(`${section}.noMatch`) : t(`${section}.empty`)}
        perPage={adminTableRows}
        onPage={onPage}
        rowKey={(item) => item.id}
        cells={(item) => (
          <>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.cell(item)}</TableCell>
            ))}
            <TableCell>
              <Button size="small" component={RouterLink} to={editTo(item.id)} aria-label={t('actions.editNamed', { title: item.title })}>
                {t('actions.edit')}
              </Button>
            </TableCell>
            <TableCell>
              <Button size="small" color="error" onClick={() => setRemoving(item)} aria-label={t('actions.removeNamed', { title: item.title })}>
                {t('actions.remove')}
              </Button>
            </TableCell>
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        id="remove-content"
        title={t(`${section}.removeTitle`)}
        text={t(`${section}.confirmRemove`, { title: removing?.title ?? '' })}
        confirmLabel={t('actions.remove')}
        onConfirm={confirmRemove}
        pending={busy}
      />
    </Box>
  );
}
