import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard, AuthForm, AuthNote, AuthSubmit } from '@/features/auth/components/auth-card';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { trimSpace, validateForgot } from '@/lib/validation';
import { paths } from '@/config/paths';

export function RequestPasswordResetForm() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const handleError = useServerErrorHandler();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({ email: '' }, validateForgot);
  const requestReset = useRequestPasswordReset();

  const onSubmit = form.handleSubmit((values) => {
    requestReset.mutate(
      { body: { email: trimSpace(values.email) } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setSentMessage(data.message);
          form.reset();
        },
        onError: (error) => handleError(error, form.setServerErrors),
      },
    );
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentMessage && <AuthNote severity="success">{sentMessage}</AuthNote>}
      <AuthForm onSubmit={onSubmit}>
        <FormTextField {...form.field('email')} type="email" label={t('forgot.email')} autoComplete="email" required />
        <AuthSubmit pending={requestReset.isPending} label={t('forgot.submit')} pendingLabel={t('forgot.submitting')} />
      </AuthForm>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login.path}>
          {t('forgot.back')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
