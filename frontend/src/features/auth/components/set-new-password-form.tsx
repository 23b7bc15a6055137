import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSetNewPassword } from '@/features/auth/api/set-new-password';
import { AuthCard, AuthForm, AuthNote, AuthSubmit } from '@/features/auth/components/auth-card';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { validateReset } from '@/lib/validation';
import { paths } from '@/config/paths';

export const RESET_REDIRECT_MS = 1500;

export function SetNewPasswordForm() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const email = params.get('email') ?? '';
  const handleError = useServerErrorHandler();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ password: '', confirmPassword: '' }, validateReset);
  const setNewPassword = useSetNewPassword();

  useEffect(() => {
    if (done === null) return;
    const timer = window.setTimeout(() => void navigate(paths.login.path, { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    setNewPassword.mutate(
      { body: { email, key, password: values.password } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setDone(data.message);
          form.reset();
        },
        onError: (error) => setFailure(handleError(error, form.setServerErrors).message),
      },
    );
  });

  const linkIsComplete = Boolean(key && email);

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {!linkIsComplete && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('reset.missingLink')}{' '}
          <Link component={RouterLink} to={paths.forgotPassword.path}>
            {t('reset.requestNew')}
          </Link>
        </Alert>
      )}
      {done && <AuthNote severity="success">{done}</AuthNote>}
      {failure && (
        <AuthNote severity="error">
          {failure}{' '}
          <Link component={RouterLink} to={paths.forgotPassword.path}>
            {t('reset.requestNew')}
          </Link>
        </AuthNote>
      )}
      <AuthForm onSubmit={onSubmit}>
        <FormTextField {...form.field('password')} type="password" label={t('reset.newPassword')} autoComplete="new-password" required />
        <FormTextField {...form.field('confirmPassword')} type="password" label={t('reset.confirmPassword')} autoComplete="new-password" required />
        <AuthSubmit
          pending={setNewPassword.isPending}
          disabled={!linkIsComplete || done !== null}
          label={t('reset.submit')}
          pendingLabel={t('reset.submitting')}
        />
      </AuthForm>
    </AuthCard>
  );
}
