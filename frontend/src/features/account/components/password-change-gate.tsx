import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionStore } from '@/lib/session';

// Loaded only for the one account that needs it, so the dialog's form stays out of every page's first download.
const ChangePasswordDialog = lazy(async () => ({ default: (await import('./change-password-dialog')).ChangePasswordDialog }));

/**
 * The private areas for an account whose password the server made up (the first admin's): until it
 * is changed the server refuses every other call (`password_change_required`), so nothing else is
 * shown or asked for, only the change itself.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const required = useSessionStore((s) => s.session?.must_change_password === true);
  if (!required) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog open required onClose={() => undefined} />
    </Suspense>
  );
}
