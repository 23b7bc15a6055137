import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPagination } from '@/components/ui/list-controls';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { AdminTable } from '@/components/ui/table-parts';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { pageAfterRemoval } from '@/lib/paging';
import { formatDay } from '@/lib/service-day';
import { toast } from '@/lib/toast';
import { useConfirmation } from '@/lib/use-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRowForm } from './row-form';
import { CLOSURES_PER_PAGE, useAddClosure, useClosures, useDeleteClosure } from '../api/calendar';

/**
 * /admin/closures (ADMIN): the days the whole service is closed (Eid, a hartal), from today on. Add one with its
 * first and last day and a name; remove one after a confirmation. A closed day offers no counsellor a free slot.
 */
export function ClosureAdmin() {
  const { t, i18n } = useTranslation('counsellors');
  useDocumentTitle(t('closures.title'));
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const closures = useClosures(page);
  const add = useAddClosure();
  const remove = useDeleteClosure();
  const deletion = useConfirmation<{ id: number; label: string }>();
  const form = useRowForm({ from: '', to: '', label: '' });
  const data = closures.data;
  const items = data?.items ?? [];

  const submit = () =>
    add.mutate(
      { body: form.values },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          form.clear();
        },
        onError: form.refused,
      },
    );

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <ScreenHeading title={t('closures.title')} intro={t('closures.intro')} />
      <Paper variant="outlined" component="section" aria-labelledby="add-closure" sx={{ p: 2, mb: 3 }}>
        <Typography id="add-closure" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('closures.add')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr auto' }, gap: 1, alignItems: 'start' }}>
          {form.field('from', t('closures.from'), 'date')}
          {form.field('to', t('closures.to'), 'date')}
          {form.field('label', t('closures.label'), 'text')}
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {t('closures.save')}
          </Button>
        </Box>
      </Paper>
      {closures.isError && <ErrorState onRetry={() => void closures.refetch()} />}
      {data && items.length === 0 && <EmptyState title={t('closures.empty')} body={t('closures.emptyBody')} />}
      {(closures.isPending || items.length > 0) && (
        <AdminTable
          label={t('closures.title')}
          columns={[t('closures.label'), t('closures.from'), t('closures.to'), t('closures.actions')]}
          loading={closures.isPending}
          footer={data && <ListPagination total={data.total} page={data.page} perPage={CLOSURES_PER_PAGE} language={language} onPage={setPage} />}
        >
          {items.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell>{c.label}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(c.from, language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(c.to, language)}</TableCell>
              <TableCell>
                <Button size="small" color="error" onClick={() => deletion.ask({ id: c.id, label: c.label })} aria-label={t('closures.removeNamed', { name: c.label })}>
                  {t('closures.remove')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        onClose={deletion.close}
        id="remove-closure"
        title={t('closures.removeTitle')}
        name={deletion.target?.label ?? ''}
        text={t('closures.removeText')}
        confirmLabel={t('closures.remove')}
        onConfirm={() => {
          if (deletion.target) remove.mutate({ params: { path: { id: deletion.target.id } } }, deletion.settle(() => setPage(pageAfterRemoval(page, items.length))));
        }}
        pending={remove.isPending}
      />
    </Box>
  );
}
