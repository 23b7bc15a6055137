import { ActivateAccount } from '@/features/auth/components/activate-account';

/** Activate an account with the key from its e-mail. */
export function ActiveAccountPage() {
  return <ActivateAccount />;
}
