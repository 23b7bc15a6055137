import { RegistrationForm } from '@/features/auth/components/registration-form';

/** Create an account. */
export function RegistrationPage() {
  return <RegistrationForm />;
}
