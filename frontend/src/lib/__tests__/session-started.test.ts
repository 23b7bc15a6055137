// Whether a session has started, against the cases the server's own test reads
// (crates/domain/src/care/cancel-cases.json): one file, so the two sides cannot drift apart.
// The server's own cases, outside the web app's layers.
// eslint-disable-next-line boundaries/no-unknown-dependencies
import file from '../../../../crates/domain/src/care/cancel-cases.json';
import { serviceTimeZone, sessionStarted, setServiceTimeZone } from '@/lib/service-day';

describe('whether a session has started (as Cancellation::parse decides it)', () => {
  const before = serviceTimeZone();
  beforeAll(() => setServiceTimeZone(file.timeZone));
  afterAll(() => setServiceTimeZone(before));

  it('agrees with every shared case', () => {
    expect(file.cases.length).toBeGreaterThanOrEqual(8);
    for (const { date, time, now, started, why } of file.cases) {
      expect({ why, started: sessionStarted({ date, time }, new Date(now)) }).toEqual({ why, started });
    }
  });
});
