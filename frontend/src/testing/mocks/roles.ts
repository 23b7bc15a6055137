import type { Role } from '@/lib/api/types';
import { decodeJwt, isTokenExpired, tokenRole } from '@/lib/jwt';
import { errorBody, serverText } from './http';

/** What the doubles sign their test tokens with (`src/testing/jwt.ts`): any other signature is a forgery. */
export const TEST_TOKEN_SIGNATURE = 'signature';

/**
 * The bearer token of `request` if the server would take it: present, signed as the doubles sign, not expired, with
 * a role. The server answers 401 to anything else, and so do the doubles.
 */
export function usableToken(request: Request): string | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token || token.split('.')[2] !== TEST_TOKEN_SIGNATURE || isTokenExpired(token) || !tokenRole(token)) return null;
  return token;
}

/** As the server's ADMIN-only routes answer: 401 without a usable token, 403 for any role but ADMIN; null when the caller may go on. */
export function adminOnly(request: Request): { status: 401 | 403; body: ReturnType<typeof errorBody> } | null {
  const token = usableToken(request);
  if (!token) return { status: 401, body: errorBody(401, 'unauthorized', serverText.unauthorized) };
  if (tokenRole(token) !== 'ADMIN') return { status: 403, body: errorBody(403, 'forbidden', serverText.forbidden) };
  return null;
}

/** The caller from the bearer token, or the status to refuse with: 401 without a usable token, 403 for a role not `allowed`. */
export function caller(request: Request, allowed: readonly Role[]): { role: Role; id: number } | { status: 401 | 403 } {
  const token = usableToken(request);
  if (!token) return { status: 401 };
  const role = tokenRole(token);
  if (!role) return { status: 401 };
  if (!allowed.includes(role)) return { status: 403 };
  return { role, id: Number(decodeJwt(token)?.data?.user?.id ?? 0) };
}

/** The subscriber from the bearer token (`SubscriberUser`), or the status to refuse with (401 without a usable token, 403 for an admin's). */
export const subscriber = (request: Request) => caller(request, ['SUBSCRIBER']);
