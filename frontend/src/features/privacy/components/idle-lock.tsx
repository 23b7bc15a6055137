import { Suspense, lazy, type ReactNode } from 'react';
import i18n from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import IdleTimer from './idle-timer';

// Only a locked session draws it, with the privacy texts fetched beside it.
const LockScreen = lazy(async () => (await Promise.all([import('./lock-screen'), i18n.loadNamespaces('privacy')]))[0]);

/**
 * Every signed-in page: in discreet mode, after `IDLE_LOCK_MS` without use (in this tab or another, or before
 * a reload) the session's token is dropped and the page gives way to a lock until the password is given again. No
 * private call can be made while locked: there is no token to make it with.
 */
export function IdleLock({ children }: { children: ReactNode }) {
  const locked = useSessionStore((s) => s.locked !== null);
  const discreet = useSessionStore((s) => Boolean(s.session?.discreet));
  if (locked)
    return (
      <Suspense fallback={null}>
        <LockScreen />
      </Suspense>
    );
  return (
    <>
      {discreet && <IdleTimer />}
      {children}
    </>
  );
}
