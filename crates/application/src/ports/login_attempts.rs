use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::user::LoginAttempts;

/// Failed logins per login name (see [`LoginAttempts`] for the rule).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait LoginAttemptStore: Send + Sync {
    /// The record for `login`; an empty one when there is none.
    async fn get(&self, login: &str) -> anyhow::Result<LoginAttempts>;

    /// Records one more failure at `now` and returns the new record.
    ///
    /// MUST apply [`LoginAttempts::after_failure`] atomically, so concurrent
    /// failures are all counted.
    async fn record_failure(&self, login: &str, now: DateTime<Utc>) -> anyhow::Result<LoginAttempts>;

    /// Forgets the failures of `login` (after a successful login).
    async fn clear(&self, login: &str) -> anyhow::Result<()>;
}
