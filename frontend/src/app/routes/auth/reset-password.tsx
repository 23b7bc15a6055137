import { SetNewPasswordForm } from '@/features/auth/components/set-new-password-form';

/** Set a new password with the key from a reset e-mail. */
export function ResetPasswordPage() {
  return <SetNewPasswordForm />;
}
