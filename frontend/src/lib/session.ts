import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LoginResponse, Role, UserInfo } from '@/lib/api/types';
import { isTokenExpired, tokenRole } from '@/lib/jwt';
import { paths } from '@/config/paths';
import { SESSION_STORAGE_KEY } from '@/config/leave-quickly';

/**
 * The auth session (the only client state kept in local storage). The NID and
 * the contact number are never stored: screens read them from `/me`.
 * `discreet` is what "Leave quickly" needs to know without a request.
 */
export type Session = Omit<LoginResponse, 'contact_number' | 'nid'> & { discreet?: boolean };

/** What of a login answer the session keeps. */
export function toSession(answer: LoginResponse | Session): Session {
  const { contact_number: _contact, nid: _nid, ...kept } = answer as LoginResponse;
  return kept;
}

type SessionState = {
  session: Session | null;
  /**
   * In discreet mode, after {@link IDLE_LOCK_MS} without use the signed-in pages lock: the session is kept here
   * without its token (dropped from memory and storage), until the password is given again. Stored, so a reload or
   * another tab is locked too.
   */
  locked: Session | null;
  /** When the signed-in pages were last used (ms since the epoch; written at most every 15 s). */
  activeAt: number | null;
  setSession: (session: LoginResponse | Session) => void;
  updateProfile: (user: UserInfo) => void;
  setDiscreet: (discreet: boolean) => void;
  clear: () => void;
};

export { SESSION_STORAGE_KEY };

/** Idle time after which, in discreet mode, the signed-in pages ask for the password again. */
export const IDLE_LOCK_MS = 5 * 60 * 1000;

/** The session as the lock keeps it: who it was, without the token. */
export const withoutToken = (session: Session): Session => ({ ...session, token: '' });

type Stored = Pick<SessionState, 'session' | 'locked' | 'activeAt'>;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      locked: null,
      activeAt: null,
      setSession: (session) => set({ session: toSession(session), locked: null, activeAt: Date.now() }),
      updateProfile: (user) =>
        set((state) =>
          state.session
            ? {
                session: {
                  ...state.session,
                  user_display_name: user.user_display_name,
                  user_nickname: user.user_nickname,
                  user_email: user.user_email,
                  role: user.role,
                  discreet: user.discreet,
                },
              }
            : state,
        ),
      setDiscreet: (discreet) => set((state) => (state.session && state.session.discreet !== discreet ? { session: { ...state.session, discreet } } : state)),
      // Ending a session also asks the service worker to forget the pages and content it kept for reading
      // offline (public/sw.js), even once this page is gone: logout, "Leave quickly", erasure, expiry.
      clear: () => {
        set({ session: null, locked: null, activeAt: null });
        navigator.serviceWorker?.controller?.postMessage('forget');
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 3,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): Stored => ({ session: state.session && toSession(state.session), locked: state.locked, activeAt: state.activeAt }),
      // Sessions stored before version 2 held the NID and contact number: drop them. Version 3 adds the lock.
      migrate: (persisted): Stored => {
        const session = (persisted as Partial<Stored> | undefined)?.session;
        return { session: session ? toSession(session) : null, locked: null, activeAt: Date.now() };
      },
      // A discreet session idle too long is locked as it is read (a reload, another tab), before anything can use it.
      merge: (persisted, current) => {
        const stored = { ...current, ...(persisted as Partial<Stored>) };
        const { session, activeAt } = stored;
        return session?.discreet && activeAt != null && Date.now() - activeAt >= IDLE_LOCK_MS ? { ...stored, session: null, locked: withoutToken(session) } : stored;
      },
    },
  ),
);

export const getSession = (): Session | null => useSessionStore.getState().session;

/**
 * Role of a usable session: token present, not expired, role readable from the
 * token. A token without a role claim is invalid: the stored role is never trusted.
 */
export function activeRole(session: Session | null, nowMs: number = Date.now()): Role | null {
  if (!session?.token || isTokenExpired(session.token, nowMs)) return null;
  return tokenRole(session.token);
}

/**
 * Keeps this tab's session in step with the others: a login or logout in
 * another tab rewrites `localStorage['mon-auth']`, which fires `storage` here.
 * Returns the unsubscribe function.
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    if (event.newValue === null) useSessionStore.getState().clear();
    else void useSessionStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function dashboardPathFor(role: Role): string {
  if (role === 'ADMIN') return paths.admin.dashboard.path;
  if (role === 'COUNSELLOR') return paths.counsellor.dashboard.path;
  return paths.dashboard.path;
}

/**
 * Where to land after logging in: `next` (from a link such as the admins' new-request e-mail) when it is a path of
 * this site the role may open, otherwise the role's dashboard. Only same-site paths are taken (`/…`, never `//…`).
 */
export function landingPathFor(role: Role, next: string | null): string {
  const safe = next !== null && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  const isAdminPath = safe && next.startsWith('/admin');
  const isCounsellorPath = safe && next.startsWith('/counsellor/');
  if (safe && (role === 'ADMIN') === isAdminPath && (role === 'COUNSELLOR') === isCounsellorPath) return next;
  return dashboardPathFor(role);
}
