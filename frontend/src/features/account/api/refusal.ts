import type { ErrorBody } from '@/lib/api/types';

/** A refused call's error body, with the wait the server asked for in `Retry-After` (seconds) when it sent one. */
export type Refusal = ErrorBody & { retryAfterSeconds?: number };

/** The error body of `response` with its `Retry-After` read (openapi-react-query's mutations keep only the body). */
export function refusal(error: ErrorBody, response: Response): Refusal {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? { ...error, retryAfterSeconds: seconds } : error;
}

/** How many whole minutes a refusal asks the person to wait (rounded up), or null when it named no wait. */
export function minutesToWait(error: unknown): number | null {
  const seconds = error && typeof error === 'object' && 'retryAfterSeconds' in error ? Number(error.retryAfterSeconds) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
}
