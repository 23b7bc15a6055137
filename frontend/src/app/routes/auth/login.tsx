import { LoginForm } from '@/features/auth/components/login-form';

/** Log in with a username or e-mail and a password. */
export function LoginPage() {
  return <LoginForm />;
}
