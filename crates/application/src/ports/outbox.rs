use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::Lang;

use super::Mail;

/// An e-mail waiting in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMessage {
    pub id: i64,
    pub mail: Mail,
    /// Delivery attempts started so far.
    pub attempts: i32,
    pub next_attempt_at: DateTime<Utc>,
}

/// An e-mail to send at a later time, on behalf of an appointment (a
/// reminder): dropped from the outbox when the appointment's decision is undone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduledMail {
    pub mail: Mail,
    pub at: DateTime<Utc>,
    pub appointment_id: i64,
}

/// The mail outbox. Use cases write e-mails into it in the same transaction
/// as the change they report (through their own repository); the
/// [`crate::outbox::OutboxSender`] delivers them from here.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait OutboxRepository: Send + Sync {
    /// Up to `limit` messages due at `now`, the longest waiting first.
    async fn due(&self, now: DateTime<Utc>, limit: u64) -> anyhow::Result<Vec<OutboxMessage>>;

    /// Takes a message for one delivery attempt: counts the attempt and moves
    /// its next attempt to `lease_until`, only if nobody took it since it was
    /// read (`seen` is the `next_attempt_at` read). `false`: another sender has it.
    async fn claim(&self, id: i64, seen: DateTime<Utc>, lease_until: DateTime<Utc>) -> anyhow::Result<bool>;

    /// Removes a delivered message.
    async fn delivered(&self, id: i64) -> anyhow::Result<()>;

    /// Records a failed attempt and when to try again, if the sender still
    /// holds the message (its lease is `lease_until`).
    async fn failed(&self, id: i64, lease_until: DateTime<Utc>, retry_at: DateTime<Utc>, error: &str) -> anyhow::Result<()>;
}

/// Where a person's own e-mails go: the account's verified address, its language, and whether it is in discreet mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Addressee {
    pub email: String,
    pub lang: Lang,
    pub discreet: bool,
}

/// Who receives care e-mails, and in which language.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Recipients: Send + Sync {
    /// The language the person last used (English when never recorded).
    async fn language_of(&self, user_id: i64) -> anyhow::Result<Lang>;

    /// Records the language a person uses now.
    async fn remember_language(&self, user_id: i64, lang: Lang) -> anyhow::Result<()>;

    /// The active admins' addresses and languages.
    async fn admins(&self) -> anyhow::Result<Vec<(String, Lang)>>;

    /// The verified address of an active account and its language: where
    /// decisions and reminders about the person's appointments go (never an
    /// address typed into a form). `None` for an inactive or unknown account.
    async fn account_address(&self, user_id: i64) -> anyhow::Result<Option<Addressee>>;
}
