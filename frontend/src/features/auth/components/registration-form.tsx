import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import { useRegisterUser } from '@/features/auth/api/register-user';
import { AuthCard, AuthForm, AuthSubmit } from '@/features/auth/components/auth-card';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { normalizeDigits, trimSpace, validateRegistration } from '@/lib/validation';
import { paths } from '@/config/paths';

export function RegistrationForm() {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('privacy');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('registration.submit'));
  const navigate = useNavigate();
  const handleError = useServerErrorHandler();
  const form = useForm({ username: '', email: '', mobile: '', password: '', confirmPassword: '', consent: false }, validateRegistration);
  const register = useRegisterUser();

  const onSubmit = form.handleSubmit((values) => {
    register.mutate(
      {
        body: {
          username: trimSpace(values.username),
          email: trimSpace(values.email),
          password: values.password,
          // A Bangla keyboard types ০১৭…: the server reads those too, but gets ASCII from us.
          contact_number: normalizeDigits(values.mobile),
          // Recorded with the account, with the statement as shown (the server keeps its wording per language).
          consents: [{ purpose: 'health_data', granted: values.consent }],
        },
      },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          void navigate(paths.login.path, { replace: true, state: { registered: true } });
        },
        onError: (error) => handleError(error, form.setServerErrors, { contact_number: 'mobile' }),
      },
    );
  });

  const field = (name: Exclude<keyof typeof form.values, 'consent'>) => ({ ...form.field(name), required: true });
  const consent = form.control('consent');
  const consentError = consent.errorKeys?.[0];

  return (
    <AuthCard title={t('registration.title')} subtitle={t('registration.subtitle')}>
      <AuthForm onSubmit={onSubmit}>
        <FormTextField {...field('username')} label={t('registration.username')} autoComplete="username" />
        <FormTextField {...field('email')} label={t('registration.email')} type="email" autoComplete="email" />
        <FormTextField
          {...field('mobile')}
          label={t('registration.mobile')}
          type="tel"
          autoComplete="tel"
          helperText={t('registration.mobileHelp')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FormTextField {...field('password')} label={t('registration.password')} type="password" autoComplete="new-password" />
        <FormTextField {...field('confirmPassword')} label={t('registration.confirmPassword')} type="password" autoComplete="new-password" />
        <FormControl error={Boolean(consentError)} required sx={{ mt: 1.5 }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                name="consent"
                checked={consent.value}
                onChange={(event) => consent.onChange(event.target.checked)}
                onBlur={consent.onBlur}
                sx={{ mt: -0.75 }}
                slotProps={{ input: { 'aria-describedby': 'consent-notice consent-error', 'aria-invalid': Boolean(consentError) } }}
              />
            }
            label={<Typography variant="body2">{tp('consent.statement')}</Typography>}
          />
          <Link id="consent-notice" component={RouterLink} to={paths.privacy.path} target="_blank" rel="noopener" variant="body2" sx={{ ml: 4 }}>
            {tp('consent.readNotice')}
          </Link>
          <FormHelperText id="consent-error" role={consentError ? 'alert' : undefined}>
            {consentError ? tc(`validation.${consentError}`) : ''}
          </FormHelperText>
        </FormControl>
        <AuthSubmit pending={register.isPending} label={t('registration.submit')} pendingLabel={t('registration.submitting')} />
      </AuthForm>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('registration.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login.path}>
          {t('registration.login')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
