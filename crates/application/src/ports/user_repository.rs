use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::{KeyPurpose, LoginIdentifier, NewUser, User, UserKey};

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

/// A single-use key to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewKey {
    pub purpose: KeyPurpose,
    pub key_hash: String,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
}

/// Filters for the admin's subscriber list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriberQuery {
    /// Case-insensitive substring of username, e-mail or contact number.
    pub search: Option<String>,
    pub page: PageRequest,
}

/// Accounts and their single-use keys.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait UserRepository: Send + Sync {
    async fn find_by_id(&self, id: i64) -> anyhow::Result<Option<User>>;

    /// Looks up by username or e-mail, case-insensitively.
    async fn find_by_login(&self, login: &LoginIdentifier) -> anyhow::Result<Option<User>>;

    /// Creates an account and, when given, its first key, in one transaction.
    ///
    /// # Errors
    /// - MUST return [`CreateUserError::UsernameTaken`] when the username exists (any case).
    /// - MUST return [`CreateUserError::EmailTaken`] when the e-mail exists (any case).
    async fn create(&self, user: &NewUser, key: Option<NewKey>) -> Result<User, CreateUserError>;

    /// Removes an account and its keys (used to undo a registration whose e-mail could not be sent).
    async fn delete(&self, id: i64) -> anyhow::Result<()>;

    async fn update_profile(&self, id: i64, contact_number: &str, nid: Option<String>) -> anyhow::Result<User>;

    /// Sets a new password hash and raises the token version, revoking every earlier token.
    async fn set_password(&self, id: i64, password_hash: &str) -> anyhow::Result<User>;

    async fn any_admin(&self) -> anyhow::Result<bool>;

    /// Subscribers, newest first.
    async fn list_subscribers(&self, query: &SubscriberQuery) -> anyhow::Result<Page<User>>;

    /// Replaces the user's unused keys of this purpose with a new one.
    async fn replace_key(&self, user_id: i64, key: NewKey) -> anyhow::Result<()>;

    async fn find_key(&self, user_id: i64, purpose: KeyPurpose, key_hash: &str) -> anyhow::Result<Option<UserKey>>;

    /// Marks the key used and activates the account, in one transaction.
    /// Returns `false`, changing nothing, when the key was used meanwhile.
    async fn consume_activation_key(&self, key_id: i64, user_id: i64, now: DateTime<Utc>) -> anyhow::Result<bool>;

    /// Marks the key used, sets the password hash, raises the token version and
    /// activates the account (the e-mailed key proves the address), in one transaction.
    /// Returns `false`, changing nothing, when the key was used meanwhile.
    async fn consume_reset_key(&self, key_id: i64, user_id: i64, password_hash: &str, now: DateTime<Utc>) -> anyhow::Result<bool>;
}
