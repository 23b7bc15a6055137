/**
 * How an approved session happens (`SessionMode` in crates/domain/src/care/appointment.rs), in the order the
 * approval dialog offers them; no mode means the service will tell the person later.
 */
export const SESSION_MODES = ['video', 'phone', 'in_person'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const isSessionMode = (value: string | null | undefined): value is SessionMode =>
  typeof value === 'string' && (SESSION_MODES as readonly string[]).includes(value);

/** The most characters of a session's detail and of a reason (`Decision::DETAIL_MAX_CHARS`, `Decision::REASON_MAX_CHARS`). */
export const SESSION_DETAIL_MAX = 300;
export const REASON_MAX = 500;
