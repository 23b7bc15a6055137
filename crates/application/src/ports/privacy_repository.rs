use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::privacy::{AccessEntry, AccessKind, ConsentPurpose, ConsentRecord};

/// The consent log: every grant and withdrawal, never rewritten.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ConsentRepository: Send + Sync {
    async fn record(&self, user_id: i64, record: &ConsentRecord) -> anyhow::Result<()>;
    /// The user's own records, newest first.
    async fn list(&self, user_id: i64, page: PageRequest) -> anyhow::Result<Page<ConsentRecord>>;
    /// The latest decision on `purpose` (`None`: never recorded).
    async fn latest(&self, user_id: i64, purpose: ConsentPurpose) -> anyhow::Result<Option<bool>>;
}

/// The log of admins' reads of a subscriber's records. It holds who, when and what kind; never the records.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait AccessLogRepository: Send + Sync {
    async fn record(&self, subscriber_id: i64, admin_id: i64, what: AccessKind, at: DateTime<Utc>) -> anyhow::Result<()>;
    /// The subscriber's entries, newest first.
    async fn list(&self, subscriber_id: i64, page: PageRequest) -> anyhow::Result<Page<AccessEntry>>;
}
