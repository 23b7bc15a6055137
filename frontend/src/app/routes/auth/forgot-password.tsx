import { RequestPasswordResetForm } from '@/features/auth/components/request-password-reset-form';

/** Ask for a password reset link by e-mail. */
export function ForgotPasswordPage() {
  return <RequestPasswordResetForm />;
}
