import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import { endSession } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useServerErrorHandler } from '@/lib/use-server-errors';
import { validateChangePassword } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

/** Delay before logging out after a password change (the server revoked the old token). */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 2000;

/**
 * `required`: the account's password was made up by the server (the first admin's); the dialog
 * cannot be dismissed, says why, and offers to log out instead of Cancel.
 */
export function ChangePasswordDialog({ open, onClose, required = false }: { open: boolean; onClose: () => void; required?: boolean }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const handleError = useServerErrorHandler();
  const form = useForm({ current_password: '', new_password: '', confirm_password: '' }, validateChangePassword);
  const changePassword = useChangePassword();

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    changePassword.mutate(
      { body: { current_password: values.current_password, new_password: values.new_password } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          form.reset();
          onClose();
          // Not tied to this component's lifetime: the old token is dead either way.
          window.setTimeout(endSession, LOGOUT_AFTER_PASSWORD_CHANGE_MS);
        },
        onError: (error) => handleError(error, form.setServerErrors),
      },
    );
  });

  return (
    <Dialog open={open} onClose={required ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="change-password-title">{t('changePassword.title')}</DialogTitle>
        <DialogContent>
          {required && <DialogContentText sx={{ mb: 2 }}>{t('changePassword.required')}</DialogContentText>}
          <FormTextField {...form.field('current_password')} type="password" label={t('changePassword.current')} autoComplete="current-password" required />
          <FormTextField {...form.field('new_password')} type="password" label={t('changePassword.new')} autoComplete="new-password" required />
          <FormTextField {...form.field('confirm_password')} type="password" label={t('changePassword.confirm')} autoComplete="new-password" required />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {required ? <Button onClick={endSession}>{tc('profile.logout')}</Button> : <Button onClick={close}>{tc('actions.cancel')}</Button>}
          <Button type="submit" variant="contained" disabled={changePassword.isPending}>
            {changePassword.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
