import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api/errors';
import type { UserInfo } from '@/lib/api/types';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { minutesToWait } from '../api/refusal';
import { useSetPreferences } from '../api/set-text-reminders';
import { useStartPhoneVerification } from '../api/start-phone-verification';
import { useVerifyPhone } from '../api/verify-phone';

type Props = {
  profile: Pick<UserInfo, 'contact_number' | 'phone_verified' | 'sms_reminders'>;
  /** Opens the profile's edit dialog, where the number is added or changed. */
  onEditProfile: () => void;
};

/**
 * "Verified" or "Not verified" as a tag: words and a mark, not colour alone. Drawn here rather than with MUI's Chip
 * (and the refusals below rather than with Alert): the settings route's extra chunks would each be named in the
 * entry chunk's preload list, which sits at its 200 KB budget.
 */
function StateTag({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        border: 1,
        borderRadius: 4,
        fontWeight: 600,
        color: verified ? 'success.dark' : 'text.secondary',
        borderColor: verified ? 'success.main' : 'divider',
      }}
    >
      <span aria-hidden="true">{verified ? '✓' : '–'}</span>
      {verified ? t('phone.verified') : t('phone.notVerified')}
    </Typography>
  );
}

/** A refusal in the server's words, read out when it appears. */
function Refusal({ tone, children }: { tone: 'error' | 'warning'; children: ReactNode }) {
  return (
    <Typography
      role="alert"
      sx={{ my: 1.5, px: 2, py: 1, borderLeft: 4, borderRadius: 1, borderColor: `${tone}.main`, bgcolor: tone === 'error' ? '#fdeded' : '#fff4e5', color: `${tone}.dark` }}
    >
      {children}
    </Typography>
  );
}

/** A refusal as the section shows it: the server's words, and for a 429 how long to wait. */
type Notice = { text: string; minutes: number | null };

/**
 * Settings → Profile: the person's mobile number, whether it is verified (a code by text message proves it is
 * theirs), and text reminders about their sessions, which the server allows only for a verified number.
 */
export function PhoneSettings({ profile, onEditProfile }: Props) {
  const { t } = useTranslation('account');
  const number = profile.contact_number?.trim() ?? '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="phone-settings-title" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
      <Typography id="phone-settings-title" variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
        {t('phone.title')}
      </Typography>
      {number ? (
        <>
          {/* A status: "Verified" is announced when the code is accepted. */}
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{t('phone.number', { number })}</Typography>
            <StateTag verified={profile.phone_verified} />
          </Box>
          {/* A new number starts the verification afresh. */}
          <Verification key={number} verified={profile.phone_verified} />
        </>
      ) : (
        <Box sx={{ mb: 1 }}>
          <Typography sx={{ mb: 1 }}>{t('phone.missing')}</Typography>
          <Button variant="outlined" onClick={onEditProfile}>
            {t('phone.addNumber')}
          </Button>
        </Box>
      )}
      <TextReminders on={profile.sms_reminders} verified={Boolean(number) && profile.phone_verified} />
    </Paper>
  );
}

/**
 * "Verify", then the code field with "Confirm" and "Send a new code"; nothing once the number is verified (it stays
 * mounted then, so the answer that verified it still gets its message shown).
 */
function Verification({ verified }: { verified: boolean }) {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation();
  const start = useStartPhoneVerification();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const refusal = (error: unknown): Notice => ({ text: toApiError(error, tc('errors.network')).message, minutes: minutesToWait(error) });

  const sendCode = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (data) => {
        setSent(data.message);
        setCode('');
        setFieldError(null);
        setExpired(false);
        // The field's description is the server's message: focus reads both out.
        requestAnimationFrame(() => codeInput.current?.focus());
      },
      onError: (error) => setNotice(refusal(error)),
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFieldError(null);
    verify.mutate(code, {
      onSuccess: (data) => toast.success(data.message),
      onError: (error) => {
        const apiError = toApiError(error, tc('errors.network'));
        if (apiError.code === 'code_expired') {
          setExpired(true);
          setNotice({ text: apiError.message, minutes: null });
        } else if (apiError.fieldErrors.code?.[0]) {
          setFieldError(apiError.fieldErrors.code[0]);
          codeInput.current?.focus();
        } else {
          setNotice(refusal(error));
        }
      },
    });
  };

  const busy = start.isPending || verify.isPending;
  const noticeView = notice && (
    <Refusal tone={expired ? 'warning' : 'error'}>
      {notice.text}
      {notice.minutes !== null && ` ${t('phone.waitMinutes', { count: notice.minutes, minutes: formatNumber(notice.minutes, i18n.language) })}`}
    </Refusal>
  );
  const resendButton = (
    <Button onClick={sendCode} disabled={busy} variant={expired ? 'contained' : 'text'}>
      {start.isPending ? t('phone.sending') : t('phone.resend')}
    </Button>
  );

  if (verified) return null;
  if (sent === null) {
    return (
      <Box sx={{ mb: 2 }}>
        {noticeView}
        <Button variant="contained" onClick={sendCode} disabled={busy}>
          {start.isPending ? t('phone.sending') : t('phone.verify')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={confirm} aria-label={t('phone.codeForm')} sx={{ mb: 2, maxWidth: 420 }}>
      {noticeView}
      {!expired && (
        <TextField
          inputRef={codeInput}
          label={t('phone.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? sent}
          autoComplete="one-time-code"
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 }, formHelperText: { 'aria-live': 'polite' } }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {!expired && (
          <Button type="submit" variant="contained" disabled={busy}>
            {verify.isPending ? t('phone.confirming') : t('phone.confirm')}
          </Button>
        )}
        {resendButton}
      </Box>
    </Box>
  );
}

/** The switch for text reminders: only with a verified number, as the server allows. */
function TextReminders({ on, verified }: { on: boolean; verified: boolean }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const save = useSetPreferences();
  const [error, setError] = useState<string | null>(null);
  // While the choice is on its way, the switch shows it (the answer then confirms it, or the error says why not).
  const checked = save.isPending ? (save.variables?.sms_reminders ?? on) : on;
  const describedBy = verified ? 'sms-reminders-help' : 'sms-reminders-help sms-reminders-needs';
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!verified || save.isPending}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
            onChange={(event) => {
              setError(null);
              save.mutate({ sms_reminders: event.target.checked }, { onError: (failure) => setError(toApiError(failure, tc('errors.network')).message) });
            }}
          />
        }
        label={t('phone.remindersLabel')}
      />
      <Typography id="sms-reminders-help" variant="body2" color="text.secondary">
        {t('phone.remindersHelp')}
      </Typography>
      {!verified && (
        <Typography id="sms-reminders-needs" variant="body2" sx={{ mt: 0.5 }}>
          {t('phone.remindersNeedVerified')}
        </Typography>
      )}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {on ? t('phone.remindersOn') : t('phone.remindersOff')}
      </Typography>
      {error && (
        <Refusal tone="error">
          {error}
        </Refusal>
      )}
    </Box>
  );
}
