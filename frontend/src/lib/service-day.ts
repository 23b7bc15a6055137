// Days as the server counts them: in Asia/Dhaka, written `YYYY-MM-DD`, whatever the browser's own zone.

export const SERVICE_TIME_ZONE = 'Asia/Dhaka';

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Dhaka, `YYYY-MM-DD`. */
export function serviceToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayParts.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

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

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const locale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-GB');

/** The weekday of a `YYYY-MM-DD` day in `language`: `Mon` / `Monday` (`সোম` / `সোমবার`). */
export function weekdayName(iso: string, language: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale(language), { weekday: width, timeZone: 'UTC' }).format(toUtc(iso));
}

/** A `YYYY-MM-DD` day for people: `15 Jul 2026`. */
export function formatDay(iso: string, language: string, style: 'medium' | 'full' = 'medium'): string {
  if (!isIsoDay(iso)) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: style, timeZone: 'UTC' }).format(toUtc(iso));
}
