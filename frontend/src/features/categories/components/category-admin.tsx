import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchField } from '@/components/ui/list-controls';
import { PagedTable } from '@/components/ui/paged-table';
import type { components } from '@/lib/api/schema.gen';
import { useConfirmation } from '@/lib/use-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchedPages } from '@/lib/use-searched-pages';
import { useDeleteCategory } from '../api/delete-category';
import { adminTableRows } from '@/lib/api/limits.gen';
import { useCategories } from '../api/list-categories';
import { CategoryDialog } from './category-dialog';

type Category = components['schemas']['CategoryResponse'];

/** The admin's categories: search, total, add, edit and remove (after a confirmation). */
export function CategoryAdmin() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('categories.title'));
  const { search, setSearch, setPage, query } = useSearchedPages();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const removal = useConfirmation<Category>();
  const categories = useCategories(query);
  const remove = useDeleteCategory();
  const data = categories.data;
  const columns = ['sl', 'name', 'edit', 'remove'] as const;

  const confirmRemove = () => {
    if (!removal.target) return;
    remove.mutate({ params: { path: { id: removal.target.id } } }, removal.settle());
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, color: 'primary.dark', mb: 2 }}>
        {t('categories.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SearchField
          label={t('categories.search')}
          value={search}
          onChange={setSearch}
        />
        {data && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('categories.total', { count: data.total })}
          </Typography>
        )}
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ ml: { sm: 'auto' } }}>
          {t('categories.addNew')}
        </Button>
      </Box>
      <PagedTable
        query={categories}
        label={t('categories.tableLabel')}
        columns={columns.map((column) => t(`categories.columns.${column}`))}
        emptyTitle={t('categories.empty')}
        perPage={adminTableRows}
        onPage={setPage}
        rowKey={(category) => category.id}
        cells={(category) => (
          <>
            <TableCell>{category.display_name}</TableCell>
            <TableCell>
              <Button size="small" onClick={() => setEditing(category)} aria-label={t('categories.editNamed', { name: category.display_name })}>
                {t('categories.columns.edit')}
              </Button>
            </TableCell>
            <TableCell>
              <Button
                size="small"
                color="error"
                onClick={() => removal.ask(category)}
                aria-label={t('categories.removeNamed', { name: category.display_name })}
              >
                {t('categories.columns.remove')}
              </Button>
            </TableCell>
          </>
        )}
      />
      <CategoryDialog open={editing !== null} category={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removal.target !== null}
        onClose={removal.close}
        id="remove-category"
        title={t('categories.removeTitle')}
        text={t('categories.confirmRemove', { name: removal.target?.name ?? '' })}
        confirmLabel={t('categories.columns.remove')}
        onConfirm={confirmRemove}
        pending={remove.isPending}
      />
    </Box>
  );
}
