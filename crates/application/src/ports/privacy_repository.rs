use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::privacy::{AccessEntry, AccessKind, ConsentPurpose, ConsentRecord};

/// The consent log: every grant and withdrawal, never rewritten.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ConsentRepository: Send + Sync {
    /// Records a grant or a withdrawal, unless it is already the latest decision on its purpose, in
    /// one step. Returns the record in force and whether this call wrote it (`false`: nothing written).
    async fn record(
        &self,
        user_id: i64,
        record: &ConsentRecord,
    ) -> anyhow::Result<(ConsentRecord, bool)>;
    /// The user's own records, newest first.
    async fn list(&self, user_id: i64, page: PageRequest) -> anyhow::Result<Page<ConsentRecord>>;
    /// The latest decision on `purpose` (`None`: never recorded).
    async fn latest(&self, user_id: i64, purpose: ConsentPurpose) -> anyhow::Result<Option<bool>>;
}

/// The log of others' reads of a subscriber's records (an admin's, their counsellor's, and the
/// person's own export). It holds who, when and what kind; never the records.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait AccessLogRepository: Send + Sync {
    /// Notes one read of the records of each of `subscriber_ids` (a list shows several people), in
    /// one write: one entry per live account, whatever its place in the list; none for an unknown or
    /// erased account. `admin_id` is the reader's account id (an admin's, a counsellor's, or the
    /// person's own).
    async fn record(
        &self,
        subscriber_ids: &[i64],
        admin_id: i64,
        what: AccessKind,
        at: DateTime<Utc>,
    ) -> anyhow::Result<()>;
    /// The subscriber's entries, newest first; a counsellor's with the name on their profile.
    async fn list(
        &self,
        subscriber_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<AccessEntry>>;
}

/// One value of an exported table.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportValue {
    Null,
    Bool(bool),
    Int(i64),
    Text(String),
}

/// One table of a person's data as exported: a name, its columns, and the rows (each as long as `columns`).
#[derive(Debug, Clone, PartialEq)]
pub struct ExportTable {
    pub name: &'static str,
    pub columns: Vec<&'static str>,
    pub rows: Vec<Vec<ExportValue>>,
}

/// Everything Mon holds about one person, table by table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PersonalData {
    pub tables: Vec<ExportTable>,
}

/// Reads and erases a person's data across every area.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PersonalDataRepository: Send + Sync {
    /// Everything held about the account (its own rows in every table that
    /// holds the person), read in one transaction. `None`: no such account.
    async fn gather(&self, user_id: i64) -> anyhow::Result<Option<PersonalData>>;

    /// Erases the account in one transaction: its username and e-mail become
    /// `placeholder` (so both are free to register again and no token or login
    /// reaches it), its password, contact number and NID are gone; its self-care
    /// answers, check-ins, safety plan, saved courses, consents, keys, access-log
    /// entries and owed mail are deleted; its
    /// appointments stay only as date, time and status. `false`: no such account
    /// (or already erased), nothing changed.
    async fn erase(
        &self,
        user_id: i64,
        placeholder: &str,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool>;

    /// After an erasure, off the request's path: what the database still keeps of the erased rows
    /// outside them (a search index's merged pages, a write-ahead log) is cleared where it can be.
    async fn scrub(&self) -> anyhow::Result<()>;
}
