/**
 * What "Leave quickly" needs, without imports: the app (src/lib/leave-quickly.ts) and the boot script that does the
 * same before the app runs (vite.config.ts, BOOT_SOURCE) read it from here.
 */

/** Where "Leave quickly" goes: a page nobody would wonder about. */
export const NEUTRAL_URL = 'https://www.google.com/search?q=weather+today';

/** Presses of Escape within this many milliseconds count as one gesture. */
export const ESCAPE_WINDOW_MS = 1500;

/** The `localStorage` key of the signed-in session (src/lib/session.ts); in discreet mode leaving removes it. */
export const SESSION_STORAGE_KEY = 'mon-auth';
