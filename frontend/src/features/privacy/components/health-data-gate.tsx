import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { toApiError } from '@/lib/api/errors';
import { toast } from '@/lib/toast';
import { consentsQueryOptions, useRecordConsent } from '../api/privacy';

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
 * (an account made without it: an older one, or through the API), and says so while it is withdrawn. (In discreet
 * mode every signed-in page locks when idle: `IdleLock`.)
 */
export function HealthDataGate({ children }: { children: ReactNode }) {
  // /me tells the session whether discreet mode is on.
  useMe();
  const consents = useQuery(consentsQueryOptions());
  const state = consents.data?.current.find((c) => c.purpose === 'health_data')?.state;
  return (
    <>
      {state === 'unknown' && <ConsentAsk />}
      {state === 'withdrawn' && <Withdrawn />}
      {children}
    </>
  );
}
