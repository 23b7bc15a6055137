import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AppointmentResponse, StatusRequest } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { featureMessages, useForm } from '@/lib/use-form';
import { useFreeCounsellors } from '../api/counsellor-slots';
import { REASON_MAX, SESSION_DETAIL_MAX, SESSION_MODES, isSessionMode, type SessionMode } from '../api/session-mode';
import { formatDay } from '@/lib/service-day';
import type { CareValidationKey } from './validation';

/** What goes with a decision besides the status. */
export type DecisionExtras = Pick<StatusRequest, 'session_mode' | 'session_detail' | 'reason' | 'counsellor_id'>;
/** The server's field errors of a refused decision, by body field. */
export type DecisionErrors = Partial<Record<'session_mode' | 'session_detail' | 'reason' | 'counsellor_id', string>>;
/** Sends the decision; `showErrors` puts the server's field messages on the dialog's fields. */
export type SubmitDecision = (extras: DecisionExtras, showErrors: (errors: DecisionErrors) => void) => void;

type Props = {
  /** The appointment being decided; the dialog is open while it is set. */
  appointment: AppointmentResponse | null;
  pending: boolean;
  onSubmit: SubmitDecision;
  onClose: () => void;
};

/** "Tell them later": no mode; the radio group's value for it. */
const LATER = 'later';
type ModeChoice = SessionMode | typeof LATER;
const CHOICES: readonly ModeChoice[] = [...SESSION_MODES, LATER];

const length = (text: string) => [...text.trim()].length;

/** `12 / 300` under a field, in the page's digits. */
function Counter({ value, max }: { value: string; max: number }) {
  const { i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  const count = length(value);
  return (
    <Box component="span" sx={{ ml: 'auto', pl: 1, whiteSpace: 'nowrap', color: count > max ? 'error.main' : undefined }}>
      {formatNumber(count, language)} / {formatNumber(max, language)}
    </Box>
  );
}

/** The helper line of a field with a counter: the message (or hint) on the left, the count on the right. */
function HelperWithCounter({ text, value, max }: { text: string | undefined; value: string; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1 }}>
      <span>{text}</span>{' '}
      <Counter value={value} max={max} />
    </Box>
  );
}

function useNamed(appointment: AppointmentResponse) {
  const { i18n } = useTranslation('care');
  const language = i18n.resolvedLanguage ?? 'en';
  return { name: appointment.name, date: formatDay(appointment.date, language), time: appointment.time };
}

/**
 * 'Approve': asks how the session happens (video call, phone call, in person, or "tell them later") and the
 * detail that goes with it: the link, the number the counsellor will call from, or the address. Approving with
 * nothing more is the spec's plain approval.
 */
export function ApproveDialog({ appointment, pending, onSubmit, onClose }: Props) {
  return (
    <Dialog open={appointment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="approve-title" aria-describedby="approve-text">
      {appointment && <ApproveForm key={appointment.id} appointment={appointment} pending={pending} onSubmit={onSubmit} onClose={onClose} />}
    </Dialog>
  );
}

type ApproveValues = { session_mode: ModeChoice; session_detail: string; counsellor_id: string };

function ApproveForm({ appointment, pending, onSubmit, onClose }: Omit<Props, 'appointment'> & { appointment: AppointmentResponse }) {
  const { t } = useTranslation('care');
  const { t: tc } = useTranslation();
  const named = useNamed(appointment);
  const counsellors = useFreeCounsellors(appointment.id);
  const free = counsellors.data?.items;
  const form = useForm<ApproveValues, CareValidationKey>({ session_mode: LATER, session_detail: '', counsellor_id: appointment.counsellor_id ? String(appointment.counsellor_id) : '' }, (values) =>
    values.session_mode !== LATER && length(values.session_detail) > SESSION_DETAIL_MAX ? { session_detail: ['sessionDetailTooLong'] } : {},
  );
  // The subscriber's own counsellor, when free, is chosen for a request that holds nobody's slot.
  const ownFree = free?.[0]?.own ? free[0].id : undefined;
  const setValue = form.setValue;
  useEffect(() => {
    if (ownFree !== undefined && !appointment.counsellor_id) setValue('counsellor_id', String(ownFree));
  }, [ownFree, appointment.counsellor_id, setValue]);
  const mode = form.values.session_mode;
  const { message } = featureMessages(form, (key) => t(`validation.${key}`));
  const modeError = message('session_mode');
  const detailError = message('session_detail');
  const counsellorError = message('counsellor_id');

  const submit = form.handleSubmit((values) => {
    const chosen = isSessionMode(values.session_mode) ? values.session_mode : null;
    const detail = values.session_detail.trim();
    const counsellor = values.counsellor_id ? Number(values.counsellor_id) : null;
    onSubmit({ session_mode: chosen, session_detail: chosen && detail ? detail : null, reason: null, counsellor_id: counsellor }, form.setServerErrors);
  });

  const detail = form.field('session_detail');
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="approve-title">{t('decide.approveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="approve-text">{t('decide.approveText', named)}</DialogContentText>
        <TextField
          select
          id="approve-counsellor"
          label={t('decide.counsellor')}
          value={form.values.counsellor_id}
          onChange={(event) => form.setValue('counsellor_id', event.target.value)}
          error={Boolean(counsellorError)}
          helperText={counsellorError ?? (free && free.length === 0 ? t('decide.noneFree') : t('decide.counsellorHelp'))}
          fullWidth
          margin="normal"
          disabled={counsellors.isPending}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('decide.noCounsellor')}</MenuItem>
          {/* The counsellor whose slot the request holds stays choosable even when the list no longer offers them. */}
          {appointment.counsellor_id && !free?.some((c) => c.id === appointment.counsellor_id) && (
            <MenuItem value={String(appointment.counsellor_id)}>{appointment.counsellor_name ?? `#${appointment.counsellor_id}`}</MenuItem>
          )}
          {free?.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {t(c.own ? 'decide.freeOwn' : 'decide.free', { name: c.name, count: c.clients, max: c.max_clients })}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" error={Boolean(modeError)} sx={{ display: 'block', mt: 2 }}>
          <FormLabel component="legend" id="approve-mode-legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t('decide.modeLegend')}
          </FormLabel>
          <RadioGroup
            name="session_mode"
            value={mode}
            onChange={(event) => {
              form.setValue('session_mode', event.target.value as ModeChoice);
              // The detail's message was about the mode before.
              form.setServerErrors({});
            }}
            aria-labelledby="approve-mode-legend"
            aria-describedby={modeError ? 'approve-mode-error' : undefined}
          >
            {CHOICES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`decide.modes.${choice}`)} />
            ))}
          </RadioGroup>
          {modeError && <FormHelperText id="approve-mode-error">{modeError}</FormHelperText>}
        </FormControl>
        {mode !== LATER && (
          <TextField
            id="approve-detail"
            name={detail.name}
            value={detail.value}
            onChange={detail.onChange}
            onBlur={detail.onBlur}
            label={t(`decide.detail.${mode}.label`)}
            type={mode === 'video' ? 'url' : mode === 'phone' ? 'tel' : 'text'}
            multiline={mode === 'in_person'}
            minRows={mode === 'in_person' ? 2 : undefined}
            autoComplete="off"
            fullWidth
            margin="normal"
            error={Boolean(detailError)}
            helperText={<HelperWithCounter text={detailError ?? t(`decide.detail.${mode}.help`)} value={detail.value} max={SESSION_DETAIL_MAX} />}
            slotProps={{ htmlInput: { inputMode: mode === 'video' ? 'url' : mode === 'phone' ? 'tel' : 'text' } }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" color="success" disabled={pending}>
          {t('admin.approve')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** 'Unapprove': an optional reason, which the person reads in the e-mail and on their appointments page. */
export function UnapproveDialog({ appointment, pending, onSubmit, onClose }: Props) {
  return (
    <Dialog open={appointment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="unapprove-title" aria-describedby="unapprove-text">
      {appointment && <UnapproveForm key={appointment.id} appointment={appointment} pending={pending} onSubmit={onSubmit} onClose={onClose} />}
    </Dialog>
  );
}

function UnapproveForm({ appointment, pending, onSubmit, onClose }: Omit<Props, 'appointment'> & { appointment: AppointmentResponse }) {
  const { t } = useTranslation('care');
  const { t: tc } = useTranslation();
  const named = useNamed(appointment);
  const form = useForm<{ reason: string }, CareValidationKey>({ reason: '' }, (values) =>
    length(values.reason) > REASON_MAX ? { reason: ['reasonTooLong'] } : {},
  );
  const key = form.errorFor('reason')?.[0];
  const error = key ? t(`validation.${key}`) : form.serverErrors.reason;
  const submit = form.handleSubmit((values) => {
    const reason = values.reason.trim();
    onSubmit({ session_mode: null, session_detail: null, reason: reason || null, counsellor_id: null }, form.setServerErrors);
  });
  const reason = form.field('reason');
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="unapprove-title">{t('decide.unapproveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unapprove-text">{t('decide.unapproveText', named)}</DialogContentText>
        <TextField
          id="unapprove-reason"
          name={reason.name}
          value={reason.value}
          onChange={reason.onChange}
          onBlur={reason.onBlur}
          label={t('decide.reason')}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          error={Boolean(error)}
          helperText={<HelperWithCounter text={error ?? t('decide.reasonHelp')} value={reason.value} max={REASON_MAX} />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" color="error" disabled={pending}>
          {t('admin.unapprove')}
        </Button>
      </DialogActions>
    </form>
  );
}
