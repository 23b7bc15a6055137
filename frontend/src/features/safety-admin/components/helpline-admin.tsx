import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddIcon, ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';
import { PagedTable } from '@/components/ui/paged-table';
import { ScreenHeading } from '@/components/ui/screen-heading';
import type { AdminHelpline } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { pageAfterRemoval } from '@/lib/paging';
import { formatDay } from '@/lib/service-day';
import { toast } from '@/lib/toast';
import { useConfirmation } from '@/lib/use-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRefocus } from '@/lib/use-refocus';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useDeleteHelpline } from '../api/delete-helpline';
import { helplineRequest } from '../api/helpline-request';
import { HELPLINES_PER_PAGE, useAdminHelplines } from '../api/list-helplines';
import { useSwapHelplines } from '../api/swap-helplines';
import { useUpdateHelpline } from '../api/update-helpline';
import { HelplineDialog } from './helpline-dialog';

/** The buttons that take the focus back after a move re-ordered the rows. */
type FocusTarget = `${number}:${'up' | 'down'}`;

const COLUMNS = ['position', 'name', 'phone', 'verified', 'shown', 'actions'] as const;

/**
 * /admin/helplines: every helpline of the help panel, hidden ones too, in the panel's order. Move up or down (the
 * two neighbours swap positions), add and edit in a dialog, hide or show with a switch, and delete after a
 * confirmation. Each change answers with the server's message.
 */
export function HelplineAdmin() {
  const { t, i18n } = useTranslation('safety');
  useDocumentTitle(t('admin.title'));
  const language = i18n.resolvedLanguage ?? 'en';
  const handleError = useServerErrorHandler();
  const [page, setPage] = useState(1);
  const helplines = useAdminHelplines(page);
  const swap = useSwapHelplines();
  const update = useUpdateHelpline();
  const remove = useDeleteHelpline();
  const [editing, setEditing] = useState<AdminHelpline | 'new' | null>(null);
  const deletion = useConfirmation<AdminHelpline>();
  const [announcement, setAnnouncement] = useState('');
  const data = helplines.data;
  // After the rows changed, the focus goes to the first of the wanted buttons that is there and enabled.
  const { buttonRef, focusLater } = useRefocus<FocusTarget>(data);
  const items = data?.items ?? [];
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const nextPosition = Math.max(0, ...items.map((h) => h.position)) + 1;

  const move = (index: number, direction: -1 | 1) => {
    const moved = items[index];
    const other = items[index + direction];
    if (!moved || !other || swap.isPending) return;
    swap.mutate(
      { moved, other, direction },
      {
        onSuccess: () => {
          const position = (page - 1) * HELPLINES_PER_PAGE + index + direction + 1;
          setAnnouncement(t('admin.moved', { name: moved.name_en, position: formatNumber(position, language) }));
          focusLater(direction < 0 ? [`${moved.id}:up`, `${moved.id}:down`] : [`${moved.id}:down`, `${moved.id}:up`]);
        },
        onError: (error) => void handleError(error),
      },
    );
  };

  const setHidden = (helpline: AdminHelpline, hidden: boolean) => {
    update.mutate(
      { params: { path: { id: helpline.id } }, body: { ...helplineRequest(helpline), hidden } },
      { onSuccess: (result) => toast.success(result.message), onError: (error) => void handleError(error) },
    );
  };

  const confirmDelete = () => {
    if (!deletion.target) return;
    remove.mutate({ params: { path: { id: deletion.target.id } } }, deletion.settle(() => setPage(pageAfterRemoval(page, items.length))));
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeading
        title={t('admin.title')}
        intro={t('admin.intro')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('admin.add')}
          </Button>
        }
      />
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      <PagedTable
        query={helplines}
        label={t('admin.tableLabel')}
        columns={COLUMNS.map((column) => t(`admin.columns.${column}`))}
        numbered={false}
        total={(count) => t('admin.total', { count })}
        emptyTitle={t('admin.empty')}
        emptyBody={t('admin.emptyBody')}
        perPage={HELPLINES_PER_PAGE}
        onPage={setPage}
        rowKey={(h) => h.id}
        rowProps={(h) => ({ sx: h.hidden ? { bgcolor: 'action.hover' } : undefined })}
        cells={(h, index) => {
          const first = page === 1 && index === 0;
          const last = page === lastPage && index === items.length - 1;
          return (
            <>
              <TableCell>{formatNumber(h.position, language)}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} lang="en">
                  {h.name_en}
                </Typography>
                <Typography variant="body2" color="text.secondary" lang="bn">
                  {h.name_bn}
                </Typography>
                {h.hidden && <Chip size="small" label={t('admin.hidden')} sx={{ mt: 0.5 }} />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{h.phone}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(h.verified_on, language)}</TableCell>
              <TableCell>
                <Switch
                  checked={!h.hidden}
                  onChange={(event) => setHidden(h, !event.target.checked)}
                  disabled={update.isPending}
                  slotProps={{ input: { 'aria-label': t('admin.showNamed', { name: h.name_en }) } }}
                />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <IconButton
                    ref={buttonRef(`${h.id}:up`)}
                    size="small"
                    aria-label={t('admin.moveUp', { name: h.name_en })}
                    disabled={first || index === 0 || swap.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    ref={buttonRef(`${h.id}:down`)}
                    size="small"
                    aria-label={t('admin.moveDown', { name: h.name_en })}
                    disabled={last || index === items.length - 1 || swap.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownIcon fontSize="small" />
                  </IconButton>
                  <Button size="small" onClick={() => setEditing(h)} aria-label={t('admin.editNamed', { name: h.name_en })}>
                    {t('admin.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => deletion.ask(h)} aria-label={t('admin.deleteNamed', { name: h.name_en })}>
                    {t('admin.delete')}
                  </Button>
                </Box>
              </TableCell>
            </>
          );
        }}
      />

      <HelplineDialog
        open={editing !== null}
        helpline={editing === 'new' || editing === null ? undefined : editing}
        nextPosition={nextPosition}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        onClose={deletion.close}
        id="delete-helpline"
        title={t('admin.deleteTitle')}
        name={deletion.target?.name_en ?? ''}
        text={t('admin.deleteText')}
        confirmLabel={t('admin.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Box>
  );
}
