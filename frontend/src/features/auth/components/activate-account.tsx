import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useActivateAccount } from '@/features/auth/api/activate-account';
import { AuthCard } from '@/features/auth/components/auth-card';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';

export const ACTIVATION_REDIRECT_MS = 1500;

type Status = 'idle' | 'success' | 'error';

/** Only a rejected key is final; anything else (network, 429, 5xx) can be tried again. */
const isRejectedKey = (error: ApiError) =>
  error.code === 'invalid_activation_key' || (error.status === 400 && error.code === 'validation_failed');

export function ActivateAccount() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('activate.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const user = params.get('user') ?? '';
  const [status, setStatus] = useState<Status>('idle');
  const activate = useActivateAccount();

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => void navigate(paths.login.path, { replace: true }), ACTIVATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  const onActivate = () => {
    if (!key || !user) {
      setStatus('error');
      return;
    }
    activate.mutate(
      { params: { query: { key, user } } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setStatus('success');
        },
        onError: (error) => {
          const apiError = toApiError(error, tc('errors.network'));
          if (isRejectedKey(apiError)) setStatus('error');
          else toast.error(apiError.message);
        },
      },
    );
  };

  return (
    <AuthCard title={t('activate.title')} subtitle={status === 'idle' ? t('activate.subtitle') : undefined}>
      {status === 'idle' && (
        <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={onActivate} disabled={activate.isPending}>
          {activate.isPending ? t('activate.submitting') : t('activate.submit')}
        </Button>
      )}
      {status === 'success' && (
        // Not a live region: the toast already announces the server's answer.
        <Alert severity="success" role="note">
          <AlertTitle component="h2">{t('activate.successTitle')}</AlertTitle>
          {t('activate.successBody')}{' '}
          <Link component={RouterLink} to={paths.login.path}>
            {t('activate.goToLogin')}
          </Link>
        </Alert>
      )}
      {status === 'error' && (
        <Alert severity="error" role="alert">
          <AlertTitle component="h2">{t('activate.failureTitle')}</AlertTitle>
          {t('activate.failureBody')}
        </Alert>
      )}
    </AuthCard>
  );
}
