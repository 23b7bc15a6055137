import { addDays, weekdayName } from '@/lib/service-day';

/** Days the sleep chart covers (spec section 9). */
export const SLEEP_DAYS = 7;

/** The chart's height: the card keeps it while loading, empty or failed, so nothing below it moves. */
export const SLEEP_CHART_HEIGHT = { xs: 220, md: 280 } as const;

export type SleepPoint = {
  /** `YYYY-MM-DD` */
  date: string;
  /** The weekday's short name in the chosen language (the chart's axis). */
  label: string;
  /** Hours slept, or null for a day without an answer (a gap in the line). */
  hours: number | null;
};

/**
 * The server's sleep map (`{'YYYY-MM-DD': [hours]}`, only days with an answer) as the 7 days
 * ending `today`, oldest first, each labelled with its weekday; a missing day has `hours: null`.
 */
export function sleepSeries(sleep: Readonly<Record<string, readonly number[] | undefined>>, today: string, language: string): SleepPoint[] {
  return Array.from({ length: SLEEP_DAYS }, (_, i) => {
    const date = addDays(today, i - (SLEEP_DAYS - 1));
    const hours = sleep[date]?.[0];
    return { date, label: weekdayName(date, language, 'short'), hours: typeof hours === 'number' && Number.isFinite(hours) ? hours : null };
  });
}

export const hasSleepData = (points: readonly SleepPoint[]) => points.some((p) => p.hours !== null);
