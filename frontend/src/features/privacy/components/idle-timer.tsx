import { useEffect, useRef } from 'react';
import { IDLE_LOCK_MS, useSessionStore, withoutToken } from '@/lib/session';

/** Use is written to storage at most this often (each write reaches every other tab). */
const ACTIVITY_WRITE_MS = 15 * 1000;

/** Notes use at `now` in the stored session. */
function touch(now: number) {
  const { session, activeAt } = useSessionStore.getState();
  if (session && (activeAt === null || now - activeAt >= ACTIVITY_WRITE_MS)) useSessionStore.setState({ activeAt: now });
}

/** Locks a discreet session: its token is dropped from memory and storage. */
function lock() {
  const { session } = useSessionStore.getState();
  if (session?.discreet) useSessionStore.setState({ session: null, locked: withoutToken(session) });
}

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * While a discreet session is open: notes use (in the store, so a reload and the other tabs know it) and locks the
 * session after {@link IDLE_LOCK_MS} without use. Draws nothing.
 */
export default function IdleTimer() {
  const activeAt = useSessionStore((s) => s.activeAt);
  // The last use seen in this tab (the stored one is written at most every 15 s).
  const lastUse = useRef(0);
  useEffect(() => {
    lastUse.current = Math.max(lastUse.current, activeAt ?? Date.now());
    let timer = 0;
    const arm = () => {
      window.clearTimeout(timer);
      const idleFor = Date.now() - Math.max(lastUse.current, useSessionStore.getState().activeAt ?? 0);
      if (idleFor >= IDLE_LOCK_MS) lock();
      else timer = window.setTimeout(arm, IDLE_LOCK_MS - idleFor);
    };
    const onActivity = () => {
      lastUse.current = Date.now();
      touch(lastUse.current);
    };
    arm();
    ACTIVITY.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [activeAt]);
  return null;
}
