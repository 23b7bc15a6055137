import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SubscriberResponse } from '@/lib/api/types';
import { toast } from '@/lib/toast';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { useCounsellorChoices, useSetSubscriberCounsellor } from '../api/subscriber-counsellor';

type Props = { open: boolean; subscriber: SubscriberResponse | null; onClose: () => void };

/** The select's value for "No counsellor". */
const NONE = '';

/**
 * Changes a subscriber's own counsellor: the one their next request suggests. A closed dialog unmounts its form, so
 * each opening starts from the subscriber's current counsellor; `subscriber` stays set while the dialog fades out.
 */
export function CounsellorDialog({ open, subscriber, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open && subscriber !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {subscriber && <CounsellorForm key={subscriber.id} subscriber={subscriber} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}

function CounsellorForm({ subscriber, onClose, titleId }: { subscriber: SubscriberResponse; onClose: () => void; titleId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const selectId = useId();
  const helpId = useId();
  const handleError = useServerErrorHandler();
  const counsellors = useCounsellorChoices();
  const save = useSetSubscriberCounsellor();
  const current = subscriber.counsellor ?? null;
  const [choice, setChoice] = useState(current ? String(current.id) : NONE);
  const bangla = i18n.resolvedLanguage === 'bn';
  const items = counsellors.data?.items ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { params: { path: { id: subscriber.id } }, body: { counsellor_id: choice === NONE ? null : Number(choice) } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onClose();
        },
        onError: (error) => handleError(error),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={titleId}>{t('subscribers.counsellor.title', { username: subscriber.username })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={helpId}>{t('subscribers.counsellor.explanation')}</DialogContentText>
        <TextField
          select
          id={selectId}
          label={t('subscribers.counsellor.label')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          fullWidth
          margin="normal"
          autoFocus
          helperText={counsellors.isError ? tc('errors.loadFailed') : undefined}
          error={counsellors.isError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': helpId } }}
        >
          <option value={NONE}>{t('subscribers.counsellor.none')}</option>
          {/* Not disabled while the list loads, so it keeps its focus: "No counsellor" and the current one are there from the
              start, and the current one stays choosable even when the first page of the list does not hold them. */}
          {current && !items.some((c) => c.id === current.id) && <option value={String(current.id)}>{current.name}</option>}
          {items.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {(bangla && c.name_bn) || c.name_en}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('subscribers.counsellor.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
