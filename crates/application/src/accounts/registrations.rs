use chrono::{Datelike, NaiveDate, NaiveTime};

use super::{AccountError, Accounts};

/// Months the admin's "Users Count" chart covers (spec section 9).
pub const REGISTRATION_MONTHS: u32 = 12;

/// Subscribers who registered in one calendar month of the configured time zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MonthCount {
    pub month: u32,
    pub year: i32,
    pub user_count: u64,
}

/// The last answer of [`Accounts::registration_counts`] and what it was computed for.
#[derive(Debug, Clone)]
pub(crate) struct RegistrationCache {
    mark: (u64, i64),
    month: NaiveDate,
    months: Vec<MonthCount>,
}

/// The first day of the month `back` months before the month of `date`.
fn month_start(date: NaiveDate, back: u32) -> NaiveDate {
    let index = date.year() * 12 + date.month0() as i32 - back as i32;
    NaiveDate::from_ymd_opt(index.div_euclid(12), index.rem_euclid(12) as u32 + 1, 1)
        .unwrap_or(date)
}

impl Accounts {
    /// New subscribers per month for the last 12 months (this one included),
    /// oldest first, months without registrations as 0; months are those of
    /// the configured time zone.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn registration_counts(&self) -> Result<Vec<MonthCount>, AccountError> {
        let today = self.ports.clock.today();
        // The aggregate reads every registration of the year; it is computed again only when
        // a subscriber came or went (the mark) or the month turned, on this process, and by
        // one caller at a time (the others wait for its answer instead of repeating the work).
        let mark = self.ports.users.subscribers_mark().await?;
        let month = month_start(today, 0);
        let mut cache = self.registration_cache.lock().await;
        if let Some(hit) = cache
            .as_ref()
            .filter(|c| c.mark == mark && c.month == month)
        {
            return Ok(hit.months.clone());
        }
        // 12 month starts, then the start of next month as the end.
        let mut starts: Vec<NaiveDate> = (0..REGISTRATION_MONTHS)
            .rev()
            .map(|back| month_start(today, back))
            .collect();
        starts.push(month_start(
            month_start(today, 0) + chrono::Duration::days(32),
            0,
        ));
        let bounds: Vec<_> = starts
            .iter()
            .map(|d| self.ports.clock.at_local(*d, NaiveTime::MIN))
            .collect();
        let counts = self.ports.users.registrations(&bounds).await?;
        let months: Vec<MonthCount> = starts
            .iter()
            .zip(counts)
            .map(|(d, user_count)| MonthCount {
                month: d.month(),
                year: d.year(),
                user_count,
            })
            .collect();
        *cache = Some(RegistrationCache {
            mark,
            month,
            months: months.clone(),
        });
        Ok(months)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, TimeZone, Utc};

    use super::*;
    use crate::accounts::testing::Mocks;

    #[test]
    fn month_starts_cross_the_year() {
        let d = NaiveDate::from_ymd_opt(2026, 2, 17).unwrap();
        assert_eq!(
            month_start(d, 0),
            NaiveDate::from_ymd_opt(2026, 2, 1).unwrap()
        );
        assert_eq!(
            month_start(d, 2),
            NaiveDate::from_ymd_opt(2025, 12, 1).unwrap()
        );
        assert_eq!(
            month_start(d, 13),
            NaiveDate::from_ymd_opt(2025, 1, 1).unwrap()
        );
    }

    #[tokio::test]
    async fn twelve_months_oldest_first_with_local_month_starts_as_bounds() {
        let mut m = Mocks::new();
        m.clock
            .expect_today()
            .returning(|| NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
        // Dhaka is UTC+6: a local midnight is 18:00 UTC the day before.
        m.clock
            .expect_at_local()
            .returning(|d, t| Utc.from_utc_datetime(&d.and_time(t)) - chrono::Duration::hours(6));
        m.users.expect_subscribers_mark().returning(|| Ok((11, 40)));
        m.users
            .expect_registrations()
            .times(1)
            .withf(|b: &[DateTime<Utc>]| {
                b.len() == 13
                    && b[0] == Utc.with_ymd_and_hms(2025, 11, 30, 18, 0, 0).unwrap()
                    && b[12] == Utc.with_ymd_and_hms(2026, 11, 30, 18, 0, 0).unwrap()
            })
            .returning(|b| Ok((0..b.len() as u64 - 1).collect()));
        let accounts = m.build();
        let months = accounts.registration_counts().await.unwrap();
        assert_eq!(
            accounts.registration_counts().await.unwrap(),
            months,
            "unchanged subscribers: the aggregate is not run again"
        );
        assert_eq!(months.len(), 12);
        assert_eq!(
            months[0],
            MonthCount {
                month: 12,
                year: 2025,
                user_count: 0
            }
        );
        assert_eq!(
            months[11],
            MonthCount {
                month: 11,
                year: 2026,
                user_count: 11
            }
        );
    }

    #[tokio::test]
    async fn a_new_subscriber_is_counted_at_once() {
        let mut m = Mocks::new();
        m.clock
            .expect_today()
            .returning(|| NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
        m.clock
            .expect_at_local()
            .returning(|d, t| Utc.from_utc_datetime(&d.and_time(t)));
        let marks = std::sync::Mutex::new(vec![(2, 9), (1, 7)]);
        m.users
            .expect_subscribers_mark()
            .returning(move || Ok(marks.lock().unwrap().pop().unwrap_or((2, 9))));
        let runs = std::sync::atomic::AtomicU64::new(0);
        m.users.expect_registrations().times(2).returning(move |b| {
            let n = runs.fetch_add(1, std::sync::atomic::Ordering::SeqCst) + 1;
            Ok(vec![0; b.len() - 2].into_iter().chain([n]).collect())
        });
        let accounts = m.build();
        assert_eq!(
            accounts.registration_counts().await.unwrap()[11].user_count,
            1
        );
        assert_eq!(
            accounts.registration_counts().await.unwrap()[11].user_count,
            2,
            "the mark moved: counted again"
        );
        assert_eq!(
            accounts.registration_counts().await.unwrap()[11].user_count,
            2
        );
    }
}
