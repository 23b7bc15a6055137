import { tokenRole } from '@/lib/jwt';
import { errorBody, serverText } from './http';

/** As the server's ADMIN-only routes answer: 401 without a token, 403 for any role but ADMIN; null when the caller may go on. */
export function adminOnly(request: Request): { status: 401 | 403; body: ReturnType<typeof errorBody> } | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token || !tokenRole(token)) return { status: 401, body: errorBody(401, 'unauthorized', serverText.unauthorized) };
  if (tokenRole(token) !== 'ADMIN') return { status: 403, body: errorBody(403, 'forbidden', serverText.forbidden) };
  return null;
}
