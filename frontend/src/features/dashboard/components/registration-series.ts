import type { MonthCountResponse } from '@/lib/api/types';
import { dateFormat } from '@/lib/service-day';

/** Months the admin's 'Users Count' chart covers (spec section 9; the server sends exactly these). */
export const REGISTRATION_MONTHS = 12;

export type RegistrationPoint = {
  /** `YYYY-MM` */
  key: string;
  /** The month and year, short, in the chosen language (the chart's axis): `Nov 2026` / `নভে ২০২৬`. */
  label: string;
  /** The month and year in full, for the table and the tooltip: `November 2026` / `নভেম্বর ২০২৬`. */
  fullLabel: string;
  /** New subscribers that month. */
  count: number;
};

const locale = (language: string) => (language === 'bn' ? 'bn-BD' : 'en-GB');

/** A calendar month for people; the server's months are already those of Dhaka, so no zone shifts them. */
export function monthName(year: number, month: number, language: string, width: 'short' | 'long' = 'short'): string {
  return dateFormat(locale(language), { month: width, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * The server's month counts as chart points, oldest first, each labelled with its month and year in `language`.
 * Entries that are not a real month are dropped, and a count that is not a whole number of people reads 0.
 */
export function registrationSeries(months: readonly MonthCountResponse[], language: string): RegistrationPoint[] {
  return months
    .filter((m) => Number.isInteger(m.year) && Number.isInteger(m.month) && m.month >= 1 && m.month <= 12)
    .map((m) => ({ ...m, order: m.year * 12 + m.month }))
    .sort((a, b) => a.order - b.order)
    .slice(-REGISTRATION_MONTHS)
    .map(({ year, month, user_count }) => ({
      key: `${year}-${String(month).padStart(2, '0')}`,
      label: monthName(year, month, language, 'short'),
      fullLabel: monthName(year, month, language, 'long'),
      count: Number.isSafeInteger(user_count) && user_count > 0 ? user_count : 0,
    }));
}
