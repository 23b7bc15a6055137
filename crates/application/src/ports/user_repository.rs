use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::{KeyPurpose, LoginIdentifier, NewUser, User, UserKey};

use super::Mail;

/// The neutral e-mail of discreet mode, in each language (its recipient is not used).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NeutralMail {
    pub en: Mail,
    pub bn: Mail,
}

/// Why an account could not be created.
#[derive(Debug, thiserror::Error)]
pub enum CreateUserError {
    #[error("username taken")]
    UsernameTaken,
    #[error("email taken")]
    EmailTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A single-use key to be stored, with the e-mail that carries it: the mail
/// goes into the outbox in the key's own transaction, so a stored key always
/// has its mail owed, and a crash loses neither.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewKey {
    pub purpose: KeyPurpose,
    pub key_hash: String,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub mail: Option<Mail>,
}

/// A change to an account that a use case decided on.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct AccountChange {
    /// A new password hash.
    pub password_hash: Option<String>,
    /// Raise the token version, so every token issued before stops working.
    pub revoke_tokens: bool,
    /// Mark the account active.
    pub activate: bool,
}

impl std::fmt::Debug for AccountChange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AccountChange")
            .field(
                "password_hash",
                &self.password_hash.as_ref().map(|_| "<redacted>"),
            )
            .field("revoke_tokens", &self.revoke_tokens)
            .field("activate", &self.activate)
            .finish()
    }
}

/// Filters for the admin's subscriber list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriberQuery {
    /// Case-insensitive substring of username, e-mail or contact number.
    pub search: Option<String>,
    pub page: PageRequest,
    /// Seek instead of skipping: the page after the one that ended with this
    /// id (`Before`) or the page before the one that began with it (`After`).
    /// `page` is then only echoed back.
    pub cursor: Option<Cursor>,
}

/// Where a seek page starts, so a deep page costs what the first one does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cursor {
    /// Rows with smaller ids (older), newest first.
    Before(i64),
    /// Rows with larger ids (newer), the nearest first in the answer's order.
    After(i64),
}

/// Accounts and their single-use keys.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait UserRepository: Send + Sync {
    async fn find_by_id(&self, id: i64) -> anyhow::Result<Option<User>>;

    /// Looks up by username or e-mail, case-insensitively. MUST never find an erased account nor
    /// the account of a removed counsellor (so nobody logs in, resets or activates it again).
    async fn find_by_login(&self, login: &LoginIdentifier) -> anyhow::Result<Option<User>>;

    /// Creates an account and, when given, its first key, in one transaction.
    ///
    /// # Errors
    /// - MUST return [`CreateUserError::UsernameTaken`] when the username exists (any case).
    /// - MUST return [`CreateUserError::EmailTaken`] when the e-mail exists (any case).
    async fn create(&self, user: &NewUser, key: Option<NewKey>) -> Result<User, CreateUserError>;

    /// Removes an account and its keys (used to undo a registration whose e-mail could not be sent).
    async fn delete(&self, id: i64) -> anyhow::Result<()>;

    async fn update_profile(
        &self,
        id: i64,
        contact_number: &str,
        nid: Option<String>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<User>;

    /// Turns discreet mode on or off and returns the account. With `neutral` (turning it on), in the
    /// same step, every care e-mail still owed to the account's own address (a reminder queued before
    /// the switch, a decision not yet sent) is rewritten as `neutral` gives it in the account's
    /// language, without its attachment: nothing queued says what the switch is meant to hide.
    async fn set_discreet(
        &self,
        id: i64,
        discreet: bool,
        neutral: Option<NeutralMail>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<User>;

    /// Applies `change` to the account and returns it as stored.
    async fn change_account(
        &self,
        id: i64,
        change: &AccountChange,
        now: DateTime<Utc>,
    ) -> anyhow::Result<User>;

    async fn any_admin(&self) -> anyhow::Result<bool>;

    /// Subscribers registered in each period `[bounds[i], bounds[i + 1])`, in
    /// one aggregate over the `(role, registered_at)` index; `bounds.len() - 1` counts.
    async fn registrations(&self, bounds: &[DateTime<Utc>]) -> anyhow::Result<Vec<u64>>;

    /// A cheap mark that changes whenever a subscriber is added or removed:
    /// the subscriber count (a counter) and the newest subscriber's id (an index lookup).
    async fn subscribers_mark(&self) -> anyhow::Result<(u64, i64)>;

    /// Subscribers, newest first.
    async fn list_subscribers(&self, query: &SubscriberQuery) -> anyhow::Result<Page<User>>;

    /// Replaces the user's unused keys of this purpose with a new one.
    async fn replace_key(&self, user_id: i64, key: NewKey) -> anyhow::Result<()>;

    async fn find_key(
        &self,
        user_id: i64,
        purpose: KeyPurpose,
        key_hash: &str,
    ) -> anyhow::Result<Option<UserKey>>;

    /// Marks the key used and applies `change` to its account, in one transaction.
    /// Returns `false`, changing nothing, when the key was used meanwhile: of two
    /// concurrent uses of one key exactly one wins.
    async fn consume_key(
        &self,
        key_id: i64,
        user_id: i64,
        change: &AccountChange,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool>;
}
