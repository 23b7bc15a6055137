import { SERVICE_TIME_ZONE } from '@/lib/service-day';

// Times of check-ins as the service tells them: in Dhaka, whatever the browser's own zone.

const locale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-GB');

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** When a check-in may be taken again: `Tuesday 1 December 2026 at 10:00` (`মঙ্গলবার, ১ ডিসেম্বর, ২০২৬ এ ১০:০০`), on a 24-hour clock. */
export function formatMoment(iso: string, language: string): string {
  if (!valid(iso)) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone: SERVICE_TIME_ZONE }).format(new Date(iso));
}

/** The day a check-in was taken: `24 Nov 2026`, or `24 Nov` on a chart's axis. */
export function formatTakenOn(iso: string, language: string, short = false): string {
  if (!valid(iso)) return iso;
  const options: Intl.DateTimeFormatOptions = short ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale(language), { ...options, timeZone: SERVICE_TIME_ZONE }).format(new Date(iso));
}
