use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use mon_domain::user::User;

use super::TextMessage;

/// A verification code as stored: for which number, its hash, and its tries.
#[derive(Clone, PartialEq, Eq)]
pub struct StoredCode {
    /// E.164.
    pub number: String,
    pub code_hash: String,
    pub sent_at: DateTime<Utc>,
    /// Wrong entries before this one (the entry being checked is already counted).
    pub wrong_tries: u32,
}

impl std::fmt::Debug for StoredCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredCode")
            .field("number", &mon_domain::sms::masked(&self.number))
            .field("sent_at", &self.sent_at)
            .field("wrong_tries", &self.wrong_tries)
            .finish_non_exhaustive()
    }
}

/// An account's phone: the verification codes sent to its contact number, and the choice of
/// text messages.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PhoneRepository: Send + Sync {
    /// Replaces the account's code with a new one for `message.to` and owes `message` (the
    /// outbox), in one step, unless three codes went to that number in the hour before `now`:
    /// then nothing changes and the answer is how long until another may go. Parallel callers
    /// cannot both pass on the last free place.
    async fn start_code(
        &self,
        user_id: i64,
        code_hash: &str,
        message: &TextMessage,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Result<(), Duration>>;

    /// Counts one entry against the account's code, if it has one with tries left that was sent
    /// after `since`, and returns it as it was before the entry. `None`: no such code (never
    /// sent, spent, expired or out of tries). Of parallel entries each counts once.
    async fn take_try(
        &self,
        user_id: i64,
        since: DateTime<Utc>,
    ) -> anyhow::Result<Option<StoredCode>>;

    /// Spends the account's code for `number` (E.164) and marks the contact number verified, in one
    /// step, if the code is still there and the account's number is still `number`. `None`: it is
    /// not (the number changed, or another entry spent the code, since the try was counted), and
    /// nothing changes.
    async fn verified(
        &self,
        user_id: i64,
        number: &str,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<User>>;

    /// Turns text messages on or off. Turning them on needs a verified number: `None` without one,
    /// and nothing changes. Turning them off drops the decisions and reminders still owed by
    /// text in the same step.
    async fn set_texts(
        &self,
        user_id: i64,
        on: bool,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<User>>;
}
