import { formatDate } from '@/lib/format';
import { addMonths, serviceNow, serviceTimeZone, serviceToday, setServiceTimeZone, to12h, to24h } from '@/lib/service-day';

describe('service days', () => {
  afterEach(() => setServiceTimeZone('Asia/Dhaka'));

  it("counts days and times in the zone the server publishes, whatever the browser's", () => {
    // 19:30 UTC is 01:30 the next day in Dhaka (UTC+6) and 09:30 the same day in Honolulu (UTC−10).
    const moment = new Date('2026-11-24T19:30:00Z');
    expect([serviceTimeZone(), serviceToday(moment), serviceNow(moment)]).toEqual(['Asia/Dhaka', '2026-11-25', '01:30']);
    setServiceTimeZone('Pacific/Honolulu');
    expect([serviceTimeZone(), serviceToday(moment), serviceNow(moment)]).toEqual(['Pacific/Honolulu', '2026-11-24', '09:30']);
  });

  it("writes a moment's date on the service's calendar, as the server writes it into a page", () => {
    // The server's page says 25 Nov for this moment (crates/http/src/site/cards.rs); a browser in UTC or
    // Honolulu would say 24 Nov on its own.
    expect([formatDate('2026-11-24T19:30:00Z', 'en'), formatDate('2026-11-24T19:30:00Z', 'bn')]).toEqual(['25 Nov 2026', '২৫ নভে, ২০২৬']);
    setServiceTimeZone('Pacific/Honolulu');
    expect(formatDate('2026-11-24T19:30:00Z', 'en')).toBe('24 Nov 2026');
  });

  it('starts in the zone the page arrived with, and in the default when the browser does not know it', async () => {
    for (const [written, used] of [
      ['Pacific/Honolulu', 'Pacific/Honolulu'],
      ['Mars/Olympus_Mons', 'Asia/Dhaka'],
    ]) {
      document.documentElement.dataset.timeZone = written;
      vi.resetModules();
      const day = await import('@/lib/service-day');
      const format = await import('@/lib/format');
      expect([format.formatDate('2026-11-24T19:30:00Z', 'en'), day.serviceTimeZone()]).toEqual([used === 'Asia/Dhaka' ? '25 Nov 2026' : '24 Nov 2026', used]);
    }
    delete document.documentElement.dataset.timeZone;
    vi.resetModules();
  });

  it('keeps the last good zone when a name is unknown', () => {
    setServiceTimeZone('Mars/Olympus_Mons');
    expect(serviceTimeZone()).toBe('Asia/Dhaka');
  });

  it('moves by months to the last day of a shorter month, and converts clock forms', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect([to12h('00:05'), to12h('12:00'), to12h('21:05'), to24h('09:05 PM'), to24h('12:30 am')]).toEqual(['12:05 AM', '12:00 PM', '09:05 PM', '21:05', '00:30']);
  });
});
