// No runtime imports: the entry chunk (query-client.ts) uses this module too.
import type { ErrorBody, ErrorCode } from './types';

export type ApiError = {
  status: number;
  /** One of the server's published codes, or `network_error` when no answer came. */
  code: ErrorCode | 'network_error';
  message: string;
  fieldErrors: Record<string, string[]>;
};

export function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ErrorBody>;
  return typeof v.message === 'string' && typeof v.code === 'string';
}

/**
 * Normalises anything a call can reject with. `fallback` is the (translated)
 * text used when the server gave no message, e.g. a network failure.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (isErrorBody(error)) {
    const errors = error.data?.errors ?? {};
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages)) fieldErrors[field] = messages.filter((m) => typeof m === 'string');
    }
    return {
      status: error.data?.status ?? 0,
      code: error.code,
      message: error.message || fallback,
      fieldErrors,
    };
  }
  return { status: 0, code: 'network_error', message: fallback, fieldErrors: {} };
}
