use std::sync::Mutex;

use chrono::{DateTime, Duration, LocalResult, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use mon_application::ports::Clock;

/// The machine's clock; "today" in the configured time zone.
#[derive(Clone)]
pub struct SystemClock {
    zone: Tz,
}

impl SystemClock {
    pub fn new(zone: Tz) -> Self {
        Self { zone }
    }
}

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }

    fn today(&self) -> NaiveDate {
        Utc::now().with_timezone(&self.zone).date_naive()
    }

    fn at_local(&self, date: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
        local_instant(self.zone, date, time)
    }
}

/// `date` at `time` in `zone`, as an instant.
fn local_instant(zone: Tz, date: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
    let naive = date.and_time(time);
    match zone.from_local_datetime(&naive) {
        LocalResult::Single(t) | LocalResult::Ambiguous(t, _) => t.with_timezone(&Utc),
        // A skipped hour (a clock moved forward): the same wall time an hour later exists.
        LocalResult::None => zone
            .from_local_datetime(&(naive + Duration::hours(1)))
            .earliest()
            .map_or_else(|| naive.and_utc(), |t| t.with_timezone(&Utc)),
    }
}

/// A clock that stands still until moved, for tests that cross a lock's end,
/// a key's expiry or midnight without waiting.
pub struct ManualClock {
    zone: Tz,
    now: Mutex<DateTime<Utc>>,
}

impl ManualClock {
    pub fn new(zone: Tz, now: DateTime<Utc>) -> Self {
        Self {
            zone,
            now: Mutex::new(now),
        }
    }

    pub fn advance(&self, by: Duration) {
        *self.now.lock().unwrap_or_else(|e| e.into_inner()) += by;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> DateTime<Utc> {
        *self.now.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn today(&self) -> NaiveDate {
        self.now().with_timezone(&self.zone).date_naive()
    }

    fn at_local(&self, date: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
        local_instant(self.zone, date, time)
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn today_is_the_date_in_the_configured_zone() {
        // 20:30 UTC on 22 November is already 23 November in Dhaka (UTC+6).
        let clock = ManualClock::new(
            chrono_tz::Asia::Dhaka,
            Utc.with_ymd_and_hms(2026, 11, 22, 20, 30, 0).unwrap(),
        );
        assert_eq!(
            clock.today(),
            NaiveDate::from_ymd_opt(2026, 11, 23).unwrap()
        );
        let utc = ManualClock::new(
            chrono_tz::UTC,
            Utc.with_ymd_and_hms(2026, 11, 22, 20, 30, 0).unwrap(),
        );
        assert_eq!(utc.today(), NaiveDate::from_ymd_opt(2026, 11, 22).unwrap());
        clock.advance(Duration::hours(24));
        assert_eq!(
            clock.today(),
            NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
        );
    }
}
