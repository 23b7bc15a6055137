import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse } from '@/lib/api/types';
import { formatDay } from '@/lib/service-day';
import { toast } from '@/lib/toast';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useCancelAppointment } from '../api/cancel-appointment';
import { REASON_MAX } from '../api/session-mode';

type Props = { appointment: AppointmentResponse | null; noticeHours: number | undefined; onClose: () => void };

/**
 * Cancelling one's approved session: a kind word that a late cancellation is only noted, an optional reason, then
 * "Cancel session" or "Keep it". The server's message is shown when it is done; its field error stays on the reason.
 */
export function CancelSessionDialog({ appointment, noticeHours, onClose }: Props) {
  const { t } = useTranslation('care');
  return (
    <Dialog open={appointment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-session-title" aria-describedby="cancel-session-text">
      {appointment ? (
        <CancelSessionForm key={appointment.id} appointment={appointment} noticeHours={noticeHours} onClose={onClose} />
      ) : (
        <DialogTitle id="cancel-session-title">{t('cancel.title')}</DialogTitle>
      )}
    </Dialog>
  );
}

function CancelSessionForm({ appointment, noticeHours, onClose }: Omit<Props, 'appointment'> & { appointment: AppointmentResponse }) {
  const { t, i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  const handleError = useServerErrorHandler();
  const cancel = useCancelAppointment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tooLong = reason.length > REASON_MAX;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    cancel.mutate(
      { params: { path: { id: appointment.id } }, body: { reason: reason.trim() || null } },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (failure) => void handleError<'reason'>(failure, (errors) => setError(errors.reason)),
      },
    );
  };

  const shownError = tooLong ? t('cancel.reasonTooLong') : error;
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id="cancel-session-title">{t('cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-session-text" sx={{ mb: 2 }}>
          {t('cancel.text', { date: formatDay(appointment.date, language, 'full'), time: appointment.time })}{' '}
          {noticeHours ? t('cancel.lateNote', { count: noticeHours }) : null}
        </DialogContentText>
        <TextField
          id="cancel-reason"
          label={t('cancel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(shownError)}
          helperText={shownError ?? t('cancel.reasonHelp', { count: REASON_MAX - reason.length })}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('cancel.keep')}</Button>
        <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
          {t('cancel.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
