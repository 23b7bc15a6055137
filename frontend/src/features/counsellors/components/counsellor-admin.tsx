import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddIcon } from '@/components/ui/icons';
import { PagedTable } from '@/components/ui/paged-table';
import { ScreenHeading } from '@/components/ui/screen-heading';
import type { AdminCounsellor } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { changeOf, COUNSELLORS_PER_PAGE, useAdminCounsellors, useResendInvitation, useUpdateCounsellor } from '../api/counsellors';
import { CounsellorDialog } from './counsellor-dialogs';
import { CounsellorAvatar, CounsellorPhotoDialog } from './counsellor-photo';
import { HandOverDialog, RemoveCounsellorDialog } from './counsellor-removal';

const COLUMNS = ['name', 'account', 'status', 'published', 'actions'] as const;

/**
 * /admin/counsellors: every counsellor, unpublished ones too, by name. Invite one (the server owes the e-mail),
 * edit a profile in a dialog, change or remove the photo in another, publish or unpublish it with a switch, and send an
 * invitation again while it is not accepted; remove one (after a confirmation) and hand a removed one's notes to another. Each change answers with the server's message; a refused one shows the server's texts.
 */
export function CounsellorAdmin() {
  const { t } = useTranslation('counsellors');
  useDocumentTitle(t('admin.title'));
  const handleError = useServerErrorHandler();
  const [page, setPage] = useState(1);
  const counsellors = useAdminCounsellors(page);
  const update = useUpdateCounsellor();
  const resend = useResendInvitation();
  const [editing, setEditing] = useState<AdminCounsellor | 'new' | null>(null);
  const [photoOf, setPhotoOf] = useState<AdminCounsellor | null>(null);
  const [removing, setRemoving] = useState<AdminCounsellor | null>(null);
  const [handingOver, setHandingOver] = useState<AdminCounsellor | null>(null);

  const setPublished = (c: AdminCounsellor, published: boolean) =>
    update.mutate(
      { params: { path: { id: c.id } }, body: changeOf({ published }) },
      { onSuccess: (result) => toast.success(result.message), onError: (error) => void handleError(error) },
    );

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <ScreenHeading
        title={t('admin.title')}
        intro={t('admin.intro')}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('admin.invite')}
          </Button>
        }
      />
      <PagedTable
        query={counsellors}
        label={t('admin.tableLabel')}
        columns={COLUMNS.map((column) => t(`admin.columns.${column}`))}
        numbered={false}
        total={(count) => t('admin.total', { count })}
        emptyTitle={t('admin.empty')}
        emptyBody={t('admin.emptyBody')}
        perPage={COUNSELLORS_PER_PAGE}
        onPage={setPage}
        rowKey={(c) => c.id}
        cells={(c) => (
          <>
            <TableCell sx={{ minWidth: 180 }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <CounsellorAvatar name={c.name_en} src={c.photo_url} size={40} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} lang="en">
                    {c.name_en}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" lang="bn">
                    {c.name_bn}
                  </Typography>
                </Box>
              </Box>
            </TableCell>
            <TableCell>
              <Typography variant="body2">{c.username}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {c.email}
              </Typography>
            </TableCell>
            <TableCell>
              {c.removed_at ? (
                <Chip size="small" color="warning" label={t('removal.removed')} />
              ) : (
                <Chip size="small" color={c.invitation_accepted ? 'success' : 'default'} label={c.invitation_accepted ? t('admin.accepted') : t('admin.invited')} />
              )}
            </TableCell>
            <TableCell>
              <Switch
                checked={c.published}
                onChange={(event) => setPublished(c, event.target.checked)}
                disabled={update.isPending || Boolean(c.removed_at)}
                slotProps={{ input: { 'aria-label': t('admin.publishNamed', { name: c.name_en }) } }}
              />
            </TableCell>
            <TableCell>
              {c.removed_at ? (
                <Button size="small" onClick={() => setHandingOver(c)} aria-label={t('removal.handOverNamed', { name: c.name_en })}>
                  {t('removal.handOver')}
                </Button>
              ) : (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <Button size="small" onClick={() => setEditing(c)} aria-label={t('admin.editNamed', { name: c.name_en })}>
                    {t('admin.edit')}
                  </Button>
                  <Button size="small" onClick={() => setPhotoOf(c)} aria-label={t('photo.openNamed', { name: c.name_en })}>
                    {t('photo.open')}
                  </Button>
                  {!c.invitation_accepted && (
                    <Button
                      size="small"
                      disabled={resend.isPending}
                      aria-label={t('admin.resendNamed', { name: c.name_en })}
                      onClick={() =>
                        resend.mutate(
                          { params: { path: { id: c.id } } },
                          { onSuccess: (result) => toast.success(result.message), onError: (error) => void handleError(error) },
                        )
                      }
                    >
                      {t('admin.resend')}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => setRemoving(c)} aria-label={t('removal.removeNamed', { name: c.name_en })}>
                    {t('removal.remove')}
                  </Button>
                </Box>
              )}
            </TableCell>
          </>
        )}
      />
      <CounsellorPhotoDialog counsellor={photoOf} onClose={() => setPhotoOf(null)} />
      <RemoveCounsellorDialog counsellor={removing} onClose={() => setRemoving(null)} />
      <HandOverDialog counsellor={handingOver} onClose={() => setHandingOver(null)} />
      <CounsellorDialog open={editing !== null} counsellor={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
