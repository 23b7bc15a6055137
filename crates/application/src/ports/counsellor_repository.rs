use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::counsellor::{Counsellor, Profile};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::NewUser;

use super::{CreateUserError, NewKey};

/// A stored counsellor with the mark its next change must name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Versioned {
    pub counsellor: Counsellor,
    /// Raised by every change: a change that names an older one is refused, so two admins editing
    /// one profile at once never silently undo each other.
    pub version: i32,
}

/// Counsellors' profiles, each tied to an account of role COUNSELLOR.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait CounsellorRepository: Send + Sync {
    /// Creates the account (with its invitation key and the mail that carries it, in the outbox)
    /// and the profile, in one transaction.
    ///
    /// # Errors
    /// As [`super::UserRepository::create`]: `UsernameTaken`, `EmailTaken`.
    async fn invite(
        &self,
        user: &NewUser,
        key: NewKey,
        profile: &Profile,
    ) -> Result<Counsellor, CreateUserError>;

    async fn find(&self, id: i64) -> anyhow::Result<Option<Versioned>>;

    /// The profile of account `user_id`.
    async fn find_by_user(&self, user_id: i64) -> anyhow::Result<Option<Versioned>>;

    /// Counsellors by name (English, then id); only published ones unless `all`.
    async fn list(&self, all: bool, page: PageRequest) -> anyhow::Result<Page<Counsellor>>;

    /// Stores `profile` when the stored version is still `version`: `None` when it is not (or the
    /// counsellor is gone).
    async fn update(
        &self,
        id: i64,
        version: i32,
        profile: &Profile,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Counsellor>>;

    /// Makes `photo` (a stored file's name, or none) counsellor `id`'s photo: the name it replaces
    /// (`Some(None)` for none), or `None` when there is no such counsellor.
    async fn set_photo(
        &self,
        id: i64,
        photo: Option<String>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Option<String>>>;

    /// The own counsellor of subscriber `user_id` (continuity), when they have one.
    async fn own_counsellor(
        &self,
        user_id: i64,
    ) -> anyhow::Result<Option<mon_domain::care::AssignedCounsellor>>;

    /// The own counsellors of the subscribers `user_ids` (one read for a page of them), by subscriber.
    async fn own_counsellors(
        &self,
        user_ids: Vec<i64>,
    ) -> anyhow::Result<Vec<(i64, mon_domain::care::AssignedCounsellor)>>;

    /// Makes counsellor `counsellor_id` (or none) the own counsellor of subscriber `user_id`:
    /// `false` when `user_id` is no subscriber.
    async fn set_own_counsellor(
        &self,
        user_id: i64,
        counsellor_id: Option<i64>,
    ) -> anyhow::Result<bool>;
}
