// Dates and times as the server counts them: days in Asia/Dhaka, `YYYY-MM-DD` dates and `hh:mm AM/PM` times.

export const SERVICE_TIME_ZONE = 'Asia/Dhaka';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: SERVICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Today in Dhaka, `YYYY-MM-DD`. */
export function serviceToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** The time now in Dhaka, `HH:mm` (what a time input holds). */
export function serviceNow(now: Date = new Date()): string {
  return clock.format(now);
}

const toUtc = (iso: string) => {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
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
  const hour = Number(match[1]) % 12 + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

const locale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-GB');

/** A `YYYY-MM-DD` day for people: `15 Jul 2026` (the day itself, whatever the browser's zone). */
export function formatDay(iso: string, language: string, style: 'medium' | 'full' = 'medium'): string {
  const date = toUtc(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** `July 2026`. */
export function formatMonth(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toUtc(iso));
}

/** Short weekday names, Sunday first. */
export function weekdayNames(language: string, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale(language), { weekday: width, timeZone: 'UTC' });
  // 2026-01-04 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(toUtc(addDays('2026-01-04', i))));
}
