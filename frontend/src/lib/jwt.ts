import type { Role } from '@/lib/api/types';

export type JwtPayload = {
  iat?: number;
  exp?: number;
  data?: { user?: { id?: number | string; role?: string } };
};

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT without verifying it (the server verifies). */
export function decodeJwt(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    // Every claim is optional and checked where it is read.
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

/** A token is expired when it cannot be read, has no `exp`, or `exp` is in the past. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const payload = decodeJwt(token);
  if (!payload || typeof payload.exp !== 'number') return true;
  return payload.exp * 1000 <= nowMs;
}

export function tokenRole(token: string): Role | null {
  const role = decodeJwt(token)?.data?.user?.role;
  return role === 'ADMIN' || role === 'SUBSCRIBER' || role === 'COUNSELLOR' ? role : null;
}
