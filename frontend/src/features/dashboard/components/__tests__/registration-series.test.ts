import type { MonthCountResponse } from '@/lib/api/types';
import { REGISTRATION_MONTHS, registrationSeries } from '../registration-series';

/** What the server answers on 23 Nov 2026: Dec 2025 … Nov 2026, oldest first, empty months as 0. */
const twelveMonths = (): MonthCountResponse[] =>
  Array.from({ length: 12 }, (_, i) => {
    const index = 2025 * 12 + 11 + i; // December 2025 onwards
    return { year: Math.floor(index / 12), month: (index % 12) + 1, user_count: i === 0 ? 0 : i * 2 };
  });

describe('registrationSeries', () => {
  it('maps the 12 months oldest first, labelled with month and year, across the year end', () => {
    const points = registrationSeries(twelveMonths(), 'en');
    expect(points).toHaveLength(REGISTRATION_MONTHS);
    // (September's short name differs between ICU versions, 'Sep' or 'Sept'; the others do not.)
    expect(points.map((p) => p.label).filter((l) => !l.startsWith('Sep'))).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(points[0]).toEqual({ key: '2025-12', label: 'Dec 2025', fullLabel: 'December 2025', count: 0 });
    expect(points[11]).toEqual({ key: '2026-11', label: 'Nov 2026', fullLabel: 'November 2026', count: 22 });
  });

  it('names the months in Bangla with Bangla digits', () => {
    const points = registrationSeries(twelveMonths(), 'bn');
    expect(points).toHaveLength(12);
    const expected = new Intl.DateTimeFormat('bn-BD', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 1)));
    expect(points[11]?.label).toBe(expected);
    expect(points[11]?.fullLabel).toBe('নভেম্বর ২০২৬');
    expect(points.every((p) => /[\u0980-\u09FF]/.test(p.label) && !/[0-9]/.test(p.label))).toBe(true);
    // The figures stay numbers: the chart and table format them.
    expect(points[11]?.count).toBe(22);
  });

  it('puts months in order and keeps the last 12, dropping entries that are not a month', () => {
    const months = [...twelveMonths()].reverse();
    months.push({ year: 2025, month: 11, user_count: 9 }, { year: 2026, month: 13, user_count: 1 }, { year: 2026, month: 0, user_count: 1 });
    const points = registrationSeries(months, 'en');
    expect(points.map((p) => p.key)).toEqual(twelveMonths().map((m) => `${m.year}-${String(m.month).padStart(2, '0')}`));
  });

  it('reads a count that is not a whole number of people as 0', () => {
    const points = registrationSeries(
      [
        { year: 2026, month: 1, user_count: -3 },
        { year: 2026, month: 2, user_count: 1.5 },
        { year: 2026, month: 3, user_count: Number.NaN },
        { year: 2026, month: 4, user_count: 4 },
      ],
      'en',
    );
    expect(points.map((p) => p.count)).toEqual([0, 0, 0, 4]);
  });

  it('is empty when the server sends no months', () => {
    expect(registrationSeries([], 'en')).toEqual([]);
  });
});
