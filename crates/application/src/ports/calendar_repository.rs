use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use mon_domain::counsellor::calendar::{Closure, ClosureDraft, TimeOff, TimeOffDraft, WeeklyRange};
use mon_domain::pagination::{Page, PageRequest};

/// A session of a counsellor as the calendar sees it: an appointment assigned to them that holds its
/// time (requested or approved).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionTime {
    pub appointment_id: i64,
    /// The wall-clock start in the service's time zone.
    pub start: NaiveDateTime,
    pub approved: bool,
}

/// Counsellors' weekly hours and time off (each held by the counsellor's account, `user_id`), the
/// service's closures, and the sessions that take a counsellor's time.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait CalendarRepository: Send + Sync {
    async fn weekly(&self, user_id: i64) -> anyhow::Result<Vec<WeeklyRange>>;

    /// Replaces the account's weekly hours with `ranges`, in one transaction.
    async fn set_weekly(
        &self,
        user_id: i64,
        ranges: &[WeeklyRange],
        now: DateTime<Utc>,
    ) -> anyhow::Result<()>;

    async fn add_time_off(
        &self,
        user_id: i64,
        draft: &TimeOffDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<TimeOff>;

    /// The account's time off, the latest start first.
    async fn time_off(&self, user_id: i64, page: PageRequest) -> anyhow::Result<Page<TimeOff>>;

    /// The account's time off that overlaps `[from, to)`, as ranges.
    async fn time_off_between(
        &self,
        user_id: i64,
        from: NaiveDateTime,
        to: NaiveDateTime,
    ) -> anyhow::Result<Vec<(NaiveDateTime, NaiveDateTime)>>;

    /// `false` when the account has no such time off.
    async fn delete_time_off(&self, user_id: i64, id: i64) -> anyhow::Result<bool>;

    async fn add_closure(
        &self,
        draft: &ClosureDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Closure>;

    /// Closures that end on or after `since`, the soonest first.
    async fn closures(&self, since: NaiveDate, page: PageRequest) -> anyhow::Result<Page<Closure>>;

    /// Closures that touch the days `from..=to`, as day ranges.
    async fn closures_between(
        &self,
        from: NaiveDate,
        to: NaiveDate,
    ) -> anyhow::Result<Vec<(NaiveDate, NaiveDate)>>;

    async fn delete_closure(&self, id: i64) -> anyhow::Result<bool>;

    /// Counsellor `counsellor_id`'s sessions on the days `from..=to` that hold their time.
    async fn sessions_between(
        &self,
        counsellor_id: i64,
        from: NaiveDate,
        to: NaiveDate,
    ) -> anyhow::Result<Vec<SessionTime>>;

    /// The subscribers with an approved session with counsellor `counsellor_id` on `since` or later:
    /// their clients.
    async fn clients_since(&self, counsellor_id: i64, since: NaiveDate)
    -> anyhow::Result<Vec<i64>>;
}
