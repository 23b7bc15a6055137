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
  setSession: (session: LoginResponse | Session) => void;
  updateProfile: (user: UserInfo) => void;
  setDiscreet: (discreet: boolean) => void;
  clear: () => void;
};

export { SESSION_STORAGE_KEY };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      setSession: (session) => set({ session: toSession(session) }),
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
      clear: () => set({ session: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ session: state.session ? toSession(state.session) : null }),
      // Sessions stored before version 2 held the NID and contact number: drop them.
      migrate: (persisted) => {
        const session = (persisted as { session?: (Session & Partial<LoginResponse>) | null } | undefined)?.session;
        return { session: session ? toSession(session) : null };
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
  return role === 'ADMIN' ? paths.admin.dashboard.path : paths.dashboard.path;
}

/**
 * Where to land after logging in: `next` (from a link such as the admins' new-request e-mail) when it is a path of
 * this site the role may open, otherwise the role's dashboard. Only same-site paths are taken (`/…`, never `//…`).
 */
export function landingPathFor(role: Role, next: string | null): string {
  const safe = next !== null && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  const isAdminPath = safe && next.startsWith('/admin');
  if (safe && (role === 'ADMIN') === isAdminPath) return next;
  return dashboardPathFor(role);
}
