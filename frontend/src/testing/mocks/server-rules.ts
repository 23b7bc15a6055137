// The server's text rules the doubles check request bodies with, written again from the Rust (not imported from
// the web app's own copies in `@/lib/validation`, so a test comparing the two still compares two readings).
import { errorBody, serverTextFor, type serverText } from './http';

type ErrorBody = ReturnType<typeof errorBody>;

/** Length as the server counts `chars().count()`: code points. */
export const chars = (s: string) => [...s].length;

/** `one_line` (crates/domain/src/content/text.rs): NFKC, white space as single spaces, no control characters, trimmed. */
export const oneLine = (raw: string) =>
  raw
    .normalize('NFKC')
    .replace(/\p{White_Space}/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .split(' ')
    .filter(Boolean)
    .join(' ');

/** Rust's `str::trim`: Unicode White_Space at both ends. */
export const trim = (s: string) => s.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');

/** The 400 `validation_failed` body naming the first message, with every field's messages; null when none failed. */
export function invalid(errors: Record<string, string[]>): ErrorBody | null {
  const fields = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  const first = fields[0]?.[1][0];
  return first ? errorBody(400, 'validation_failed', first, Object.fromEntries(fields)) : null;
}

/**
 * A check's field errors in the order its rules fail, in the request's language: `add` notes one, `failed` is
 * the 400 `validation_failed` body with them all (its message the first one), or null when none failed.
 */
export function fieldErrors(request: Request) {
  const errors: [string, string[]][] = [];
  const add = (field: string, key: keyof typeof serverText) => {
    const entry = errors.find(([f]) => f === field);
    const text = serverTextFor(request, key);
    if (entry) entry[1].push(text);
    else errors.push([field, [text]]);
  };
  const failed = (): ErrorBody | null => invalid(Object.fromEntries(errors));
  return { add, failed };
}
