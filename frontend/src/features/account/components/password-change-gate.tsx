import type { ReactNode } from 'react';
import { useSessionStore } from '@/lib/session';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * The private areas for an account whose password the server made up (the first admin's): until it
 * is changed the server refuses every other call (`password_change_required`), so nothing else is
 * shown or asked for, only the change itself.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const required = useSessionStore((s) => s.session?.must_change_password === true);
  if (!required) return <>{children}</>;
  return <ChangePasswordDialog open required onClose={() => undefined} />;
}
