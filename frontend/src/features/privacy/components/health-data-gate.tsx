import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { $api } from '@/lib/api/client';
import { useMe } from '@/lib/me';
import { toApiError } from '@/lib/api/errors';
import { useSessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { consentsQueryOptions, useRecordConsent } from '../api/privacy';
import { usePasswordAgain } from './password-again';

/** Idle time after which, in discreet mode, health pages ask for the password again. */
export const IDLE_LOCK_MS = 5 * 60 * 1000;

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** `true` once nothing happened on the page for `ms` while `enabled`; `reset()` starts the wait again. */
export function useIdle(ms: number, enabled: boolean): { idle: boolean; reset: () => void } {
  const [idle, setIdle] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => setIdle(true), ms);
    const onActivity = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), ms);
    };
    ACTIVITY.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [ms, enabled, round]);
  return {
    idle: enabled && idle,
    reset: () => {
      setIdle(false);
      setRound((r) => r + 1);
    },
  };
}

function Lock({ onUnlocked }: { onUnlocked: () => void }) {
  const { t } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  const username = useSessionStore((s) => s.session?.user_nickname ?? '');
  const setSession = useSessionStore((s) => s.setSession);
  const logIn = $api.useMutation('post', '/api/jwt-auth/v1/token/');
  const { password, setPassword, setError, field } = usePasswordAgain();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(tc('validation.passwordRequired'));
      return;
    }
    logIn.mutate(
      { body: { username, password } },
      {
        onSuccess: (session) => {
          setSession(session);
          setPassword('');
          onUnlocked();
        },
        onError: (e) => setError(toApiError(e, tc('errors.network')).message),
      },
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, m: { xs: 2, md: 4 }, maxWidth: 520 }} role="region" aria-labelledby="lock-title">
      <Typography id="lock-title" variant="h1" sx={{ fontSize: '1.6rem', color: 'primary.dark', mb: 1 }} tabIndex={-1}>
        {t('lock.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lock.body')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <TextField {...field} fullWidth autoFocus type="password" label={t('lock.password')} />
        <Button type="submit" variant="contained" disabled={logIn.isPending} sx={{ mt: 1 }}>
          {logIn.isPending ? t('lock.unlocking') : t('lock.unlock')}
        </Button>
      </Box>
    </Paper>
  );
}

function ConsentAsk() {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const record = useRecordConsent();
  return (
    <Dialog open aria-labelledby="consent-ask-title" aria-describedby="consent-ask-body">
      <DialogTitle id="consent-ask-title">{t('consent.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('consent.dialogBody')}</DialogContentText>
        <DialogContentText id="consent-ask-body" sx={{ color: 'text.primary', mb: 1.5 }}>
          {t('consent.statement')}
        </DialogContentText>
        <Link component={RouterLink} to={paths.privacy.path} target="_blank" rel="noopener">
          {t('consent.readNotice')}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('consent.askedHint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigate(paths.dashboard.path)}>{t('consent.notNow')}</Button>
        <Button
          variant="contained"
          disabled={record.isPending}
          onClick={() =>
            record.mutate(
              { body: { purpose: 'health_data', granted: true } },
              { onSuccess: (data) => toast.success(data.message), onError: (e) => toast.error(toApiError(e, t('consent.dialogTitle')).message) },
            )
          }
        >
          {t('consent.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Withdrawn() {
  const { t } = useTranslation('privacy');
  const record = useRecordConsent();
  return (
    <Alert
      severity="info"
      sx={{ m: { xs: 2, md: 4 }, mb: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={record.isPending}
          onClick={() => record.mutate({ body: { purpose: 'health_data', granted: true } }, { onSuccess: (data) => toast.success(data.message) })}
        >
          {t('consent.giveAgain')}
        </Button>
      }
    >
      <strong>{t('consent.withdrawnTitle')}</strong> {t('consent.withdrawnBody')}
    </Alert>
  );
}

/**
 * The self-care, check-in and safety-plan pages: asks once for consent to keep health data before the first answer
 * (an account made without it: an older one, or through the API), says so while it is withdrawn, and in discreet
 * mode hides the page after {@link IDLE_LOCK_MS} without use until the password is given again.
 */
export function HealthDataGate({ children }: { children: ReactNode }) {
  // /me tells the session whether discreet mode is on.
  useMe();
  const discreet = useSessionStore((s) => Boolean(s.session?.discreet));
  const consents = useQuery(consentsQueryOptions());
  const state = consents.data?.current.find((c) => c.purpose === 'health_data')?.state;
  const { idle, reset } = useIdle(IDLE_LOCK_MS, discreet);
  if (idle) return <Lock onUnlocked={reset} />;
  return (
    <>
      {state === 'unknown' && <ConsentAsk />}
      {state === 'withdrawn' && <Withdrawn />}
      {children}
    </>
  );
}
