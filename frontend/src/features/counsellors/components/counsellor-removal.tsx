import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AdminCounsellor } from '@/lib/api/types';
import { toApiError } from '@/lib/api/errors';
import { toast } from '@/lib/toast';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useActiveCounsellors, useHandOverNotes, useRemoveCounsellor } from '../api/counsellors';

/** Asks before removing `counsellor`, saying what follows for their clients and their notes. */
export function RemoveCounsellorDialog({ counsellor, onClose }: { counsellor: AdminCounsellor | null; onClose: () => void }) {
  const { t } = useTranslation('counsellors');
  const handleError = useServerErrorHandler();
  const remove = useRemoveCounsellor();
  return (
    <ConfirmDialog
      open={counsellor !== null}
      onClose={onClose}
      id="remove-counsellor"
      title={t('removal.title')}
      name={counsellor?.name_en}
      text={t('removal.text')}
      confirmLabel={t('removal.confirm')}
      pending={remove.isPending}
      onConfirm={() =>
        counsellor &&
        remove.mutate(
          { params: { path: { id: counsellor.id } } },
          {
            onSuccess: (result) => {
              toast.success(result.message);
              onClose();
            },
            onError: (error) => void handleError(error),
          },
        )
      }
    />
  );
}

/** Hands a removed counsellor's sealed notes to a counsellor the admin chooses, after saying what that means. */
export function HandOverDialog({ counsellor, onClose }: { counsellor: AdminCounsellor | null; onClose: () => void }) {
  const { t } = useTranslation('counsellors');
  const { t: tc } = useTranslation();
  const active = useActiveCounsellors(counsellor !== null);
  const handOver = useHandOverNotes();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setTo('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!counsellor) return;
    handOver.mutate(
      { params: { path: { id: counsellor.id } }, body: { to: to === '' ? null : Number(to) } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close();
        },
        onError: (e) => {
          const apiError = toApiError(e, tc('errors.network'));
          setError(apiError.fieldErrors.to?.[0]);
          toast.error(apiError.message);
        },
      },
    );
  };
  return (
    <Dialog open={counsellor !== null} onClose={close} aria-labelledby="hand-over-title" aria-describedby="hand-over-text" fullWidth maxWidth="sm">
      <DialogTitle id="hand-over-title">{t('removal.handOverTitle', { name: counsellor?.name_en ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="hand-over-text" sx={{ mb: 1 }}>
          {t('removal.handOverText')}
        </DialogContentText>
        <TextField
          select
          fullWidth
          margin="normal"
          label={t('removal.handOverTo')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          disabled={active.isPending}
          slotProps={{ select: { native: true } }}
        >
          <option value="">{t('removal.choose')}</option>
          {(active.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name_en}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{tc('actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={handOver.isPending || to === ''}>
          {t('removal.handOverConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
