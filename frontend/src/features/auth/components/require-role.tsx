import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import type { Role } from '@/lib/api/types';
import { decodeJwt } from '@/lib/jwt';
import { activeRole, landingPathFor, useSessionStore } from '@/lib/session';
import { paths } from '@/config/paths';

/**
 * Lets the route render only for a live session whose token role is allowed.
 * A missing token, an expired one (checked against `exp`) or a wrong role
 * clears the session and sends the visitor to `/`.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const clear = useSessionStore((s) => s.clear);
  const role = activeRole(session);
  const allowed = role !== null && roles.includes(role);

  useEffect(() => {
    if (!allowed) clear();
  }, [allowed, clear]);

  // Log out at the moment the token expires, even if the page stays open.
  const exp = session?.token ? decodeJwt(session.token)?.exp : undefined;
  useEffect(() => {
    if (!allowed || typeof exp !== 'number') return;
    const ms = exp * 1000 - Date.now();
    if (ms > 2_147_483_647) return;
    const timer = window.setTimeout(() => clear(), Math.max(ms, 0));
    return () => window.clearTimeout(timer);
  }, [allowed, exp, clear]);

  if (!allowed) return <Navigate to={paths.home.path} replace />;
  return <>{children ?? <Outlet />}</>;
}

/** Login and registration send a logged-in user to the dashboard of their role (or to the `next` page a link asked for). */
export function RedirectIfAuthenticated({ children }: { children?: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const [search] = useSearchParams();
  const role = activeRole(session);
  if (role) return <Navigate to={landingPathFor(role, search.get('next'))} replace />;
  return <>{children ?? <Outlet />}</>;
}
