// Days and times as the server counts them: in the service's time zone (`timezone` of
// /site-config, the server's MON_TIMEZONE), written `YYYY-MM-DD`, whatever the browser's own zone.
// The one home of day arithmetic in the web app.

/** The server's default zone, for a page that arrived without one, until /site-config has answered. */
const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

// The server writes its zone on the page's `<html>` (crates/http/src/site/manifest.rs), so the dates the app
// draws over the server's markup read as the server wrote them.
let zone = (typeof document === 'undefined' ? undefined : document.documentElement.dataset.timeZone) || DEFAULT_TIME_ZONE;
// Made when first used: an `Intl` formatter with a time zone costs a slow phone tens of milliseconds, and
// most pages never ask for a day.
let dayParts: Intl.DateTimeFormat | undefined;
let clock: Intl.DateTimeFormat | undefined;
const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl` date formatter of `locale` and `options`, made once: making one costs a slow phone a
 * millisecond or more (a dashboard's twelve months, each labelled twice, were 21 ms of one task, 84 ms
 * with the CPU 4x slower), using one costs next to nothing.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * An `Intl` date formatter that writes in the service's zone. A zone this browser does not know (the
 * page's own, checked by no one yet) gives way to the default.
 */
export function inServiceZone(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return dateFormat(locale, { ...options, timeZone: zone });
  } catch {
    zone = DEFAULT_TIME_ZONE;
    dayParts = undefined;
    clock = undefined;
    return dateFormat(locale, { ...options, timeZone: zone });
  }
}

/** The service's time zone (an IANA name). */
export const serviceTimeZone = (): string => zone;

/** Takes the zone the server publishes; a name the browser does not know is ignored. */
export function setServiceTimeZone(name: string): void {
  if (name === zone) return;
  try {
    dayParts = new Intl.DateTimeFormat('en-US', { ...DAY_PARTS, timeZone: name });
  } catch {
    return; // RangeError: not a zone this browser knows; keep the last good one.
  }
  clock = undefined;
  zone = name;
}

/** Today in the service's zone, `YYYY-MM-DD`. */
export function serviceToday(now: Date = new Date()): string {
  dayParts ??= inServiceZone('en-US', DAY_PARTS);
  const parts = Object.fromEntries(dayParts.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The time now in the service's zone, `HH:mm` (what a time input holds). */
export function serviceNow(now: Date = new Date()): string {
  clock ??= inServiceZone('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return clock.format(now);
}

/**
 * Whether a session of `date` (`YYYY-MM-DD`) at `time` (`hh:mm AM`) has started at `now`, in the service's zone: the
 * server's rule (409 `session_started` on a cancel, 409 `session_not_started` on an attendance), whose cases both sides
 * read (crates/domain/src/care/cancel-cases.json). The server has the last word; this only decides what is offered.
 */
export const sessionStarted = ({ date, time }: { date: string; time: string }, now: Date = new Date()): boolean => {
  const today = serviceToday(now);
  return date < today || (date === today && to24h(time) <= serviceNow(now));
};

/** A real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = toUtc(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toUtc(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day `months` later, or that month's last day when it is shorter (31 January → 28 or 29 February). */
export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return fromUtc(date);
}

/**
 * The last day a request may name: `horizonDays` (the site config's `booking_horizon_days`) after `today`, as the
 * server's `BookingWindow` counts it; undefined while the horizon is not known yet (the server still checks).
 */
export const lastBookableDay = (today: string, horizonDays: number | undefined): string | undefined =>
  horizonDays === undefined ? undefined : addDays(today, horizonDays);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (iso: string) => toUtc(iso).getUTCDay();
export const dayOfMonth = (iso: string) => toUtc(iso).getUTCDate();

/** `21:05` → `09:05 PM`; anything else unchanged (the server then names the problem). */
export function to12h(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  const half = hour < 12 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}:${match[2]} ${half}`;
}

/** `09:05 PM` → `21:05`; anything else unchanged. */
export function to24h(value: string): string {
  const match = /^(\d{2}):(\d{2}) ?(AM|PM)$/i.exec(value.trim());
  if (!match) return value;
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

const locale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-GB');

/** The weekday of a `YYYY-MM-DD` day in `language`: `Mon` / `Monday` (`সোম` / `সোমবার`). */
export function weekdayName(iso: string, language: string, width: 'short' | 'long' = 'short'): string {
  return dateFormat(locale(language), { weekday: width, timeZone: 'UTC' }).format(toUtc(iso));
}

/** Weekday names, Sunday first. */
export function weekdayNames(language: string, width: 'short' | 'long'): string[] {
  // 2026-01-04 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => weekdayName(addDays('2026-01-04', i), language, width));
}

/** A `YYYY-MM-DD` day for people: `15 Jul 2026` (the day itself, whatever the browser's zone). */
export function formatDay(iso: string, language: string, style: 'medium' | 'full' = 'medium'): string {
  if (!isIsoDay(iso)) return iso;
  return dateFormat(locale(language), { dateStyle: style, timeZone: 'UTC' }).format(toUtc(iso));
}

/** `July 2026`. */
export function formatMonth(iso: string, language: string): string {
  return dateFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toUtc(iso));
}

/** A moment (an ISO timestamp) in the service's zone: `Tuesday 1 December 2026 at 10:00`, on a 24-hour clock. */
export function formatMoment(iso: string, language: string): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return inServiceZone(locale(language), { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso));
}

/** The day of a moment in the service's zone: `24 Nov 2026`, or `24 Nov` on a chart's axis. */
export function formatMomentDay(iso: string, language: string, short = false): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = short ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
  return inServiceZone(locale(language), options).format(new Date(iso));
}
