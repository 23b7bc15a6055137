import { hasSleepData, sleepSeries } from '../sleep-series';

describe('sleepSeries', () => {
  // 2026-07-15 is a Wednesday.
  const today = '2026-07-15';

  it('maps the sleep map to the 7 days ending today, oldest first, with weekday labels and gaps', () => {
    const points = sleepSeries({ '2026-07-09': [7], '2026-07-12': [6.5], '2026-07-15': [8], '2026-07-01': [3] }, today, 'en');
    expect(points).toEqual([
      { date: '2026-07-09', label: 'Thu', hours: 7 },
      { date: '2026-07-10', label: 'Fri', hours: null },
      { date: '2026-07-11', label: 'Sat', hours: null },
      { date: '2026-07-12', label: 'Sun', hours: 6.5 },
      { date: '2026-07-13', label: 'Mon', hours: null },
      { date: '2026-07-14', label: 'Tue', hours: null },
      { date: '2026-07-15', label: 'Wed', hours: 8 },
    ]);
    expect(hasSleepData(points)).toBe(true);
  });

  it('names the weekdays in Bangla', () => {
    const labels = sleepSeries({}, today, 'bn').map((p) => p.label);
    expect(labels).toHaveLength(7);
    expect(labels[6]).toBe(new Intl.DateTimeFormat('bn-BD', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 6, 15))));
    expect(labels.every((l) => /[\u0980-\u09FF]/.test(l))).toBe(true);
  });

  it('has no data when every day is missing or unreadable', () => {
    const points = sleepSeries({ '2026-07-14': [] }, today, 'en');
    expect(points.every((p) => p.hours === null)).toBe(true);
    expect(hasSleepData(points)).toBe(false);
  });

  it('crosses month and year ends', () => {
    expect(sleepSeries({}, '2027-01-02', 'en').map((p) => p.date)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
