import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import { useLogIn } from '@/features/auth/api/log-in';
import { AuthCard, AuthForm, AuthNote, AuthSubmit } from '@/features/auth/components/auth-card';
import { landingPathFor, useSessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { trimSpace, validateLogin } from '@/lib/validation';
import { paths } from '@/config/paths';

export function LoginForm() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.submit'));
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const setSession = useSessionStore((s) => s.setSession);
  const handleError = useServerErrorHandler();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ username: '', password: '' }, validateLogin);
  const logIn = useLogIn();

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    logIn.mutate(
      { body: { username: trimSpace(values.username), password: values.password } },
      {
        onSuccess: (data) => {
          setSession(data);
          toast.success(t('login.success'));
          void navigate(landingPathFor(data.role, search.get('next')), { replace: true });
        },
        onError: (error) => setFormError(handleError(error, form.setServerErrors).message),
      },
    );
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {registered && <AuthNote severity="success">{t('login.checkMail')}</AuthNote>}
      {formError && <AuthNote severity="error">{formError}</AuthNote>}
      <AuthForm onSubmit={onSubmit}>
        <FormTextField {...form.field('username')} label={t('login.username')} autoComplete="username" required />
        <FormTextField {...form.field('password')} type="password" label={t('login.password')} autoComplete="current-password" required />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Link component={RouterLink} to={paths.forgotPassword.path}>
            {t('login.forgot')}
          </Link>
        </Box>
        <AuthSubmit pending={logIn.isPending} label={t('login.submit')} pendingLabel={t('login.submitting')} />
      </AuthForm>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={paths.registration.path}>
          {t('login.register')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
