import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/list-controls';
import { PagedTable } from '@/components/ui/paged-table';
import type { components } from '@/lib/api/schema.gen';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useDeleteCategory } from '../api/delete-category';
import { CATEGORIES_PER_PAGE, useCategories } from '../api/list-categories';
import { CategoryDialog } from './category-dialog';

type Category = components['schemas']['CategoryResponse'];

/** The admin's categories: search, total, add, edit and remove (after a confirmation). */
export function CategoryAdmin() {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('categories.title'));
  const handleError = useServerErrorHandler();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [removing, setRemoving] = useState<Category | null>(null);
  const deferredSearch = useDebouncedValue(search.trim());
  const categories = useCategories({ search: deferredSearch, page });
  const remove = useDeleteCategory();
  const data = categories.data;
  const columns = ['sl', 'name', 'edit', 'remove'] as const;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { params: { path: { id: removing.id } } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setRemoving(null);
        },
        onError: (error) => {
          handleError(error);
          setRemoving(null);
        },
      },
    );
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
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
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
        perPage={CATEGORIES_PER_PAGE}
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
                onClick={() => setRemoving(category)}
                aria-label={t('categories.removeNamed', { name: category.display_name })}
              >
                {t('categories.columns.remove')}
              </Button>
            </TableCell>
          </>
        )}
      />
      <CategoryDialog open={editing !== null} category={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-category-title" aria-describedby="remove-category-text">
        <DialogTitle id="remove-category-title">{t('categories.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-category-text">{t('categories.confirmRemove', { name: removing?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setRemoving(null)}>{tc('actions.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmRemove} disabled={remove.isPending}>
            {t('categories.columns.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
