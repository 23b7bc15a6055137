use async_trait::async_trait;
use chrono::{NaiveDate, NaiveTime};

use super::Assignment;

/// The counsellors' side of an approval that names a counsellor (implemented by
/// [`crate::Counsellors`]).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Staffing: Send + Sync {
    /// The check of counsellor `counsellor_id` for a session starting at `time` on `date`, to be
    /// applied under their lock; `None` when there is no such counsellor (or they were removed).
    async fn assignment(
        &self,
        counsellor_id: i64,
        date: NaiveDate,
        time: NaiveTime,
    ) -> anyhow::Result<Option<Assignment>>;

    /// The account of counsellor `counsellor_id` (to write to them) and their name; `None` when
    /// there is no such counsellor.
    /// A counsellor's sessions changed (a request held a slot, or one was decided, cancelled or
    /// deleted): their free slots and next free time are read anew.
    fn sessions_changed(&self);

    async fn counsellor_account(
        &self,
        counsellor_id: i64,
    ) -> anyhow::Result<Option<(i64, mon_domain::Bilingual)>>;
}
