use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::user::LoginAttempts;

/// Failed logins per login name and client network (see [`LoginAttempts`] for the rule).
/// A key is `<name>|<network>`, where `<name>` is `username:<lower>` or `email:<lower>`.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait LoginAttemptStore: Send + Sync {
    /// The record for `login`; an empty one when there is none.
    async fn get(&self, login: &str) -> anyhow::Result<LoginAttempts>;

    /// Records one more failure at `now` and returns the new record.
    ///
    /// MUST apply [`LoginAttempts::after_failure`] atomically, so concurrent
    /// failures are all counted.
    async fn record_failure(
        &self,
        login: &str,
        now: DateTime<Utc>,
    ) -> anyhow::Result<LoginAttempts>;

    /// Forgets the failures of `login` (after a successful login).
    async fn clear(&self, login: &str) -> anyhow::Result<()>;

    /// Forgets the failures of each name in `names`, from every network (after a password reset).
    async fn clear_names(&self, names: &[String]) -> anyhow::Result<()>;

    /// Forgets records whose last failure is older than `before` (the rule forgets them anyway);
    /// returns how many went.
    async fn purge(&self, before: DateTime<Utc>) -> anyhow::Result<u64>;
}
