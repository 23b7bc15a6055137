use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_domain::care::Appointment;
use mon_domain::counsellor::{Counsellor, Profile};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::NewUser;

use super::{CreateUserError, Mail, NewKey};

/// A stored counsellor with the mark its next change must name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Versioned {
    pub counsellor: Counsellor,
    /// Raised by every change: a change that names an older one is refused, so two admins editing
    /// one profile at once never silently undo each other.
    pub version: i32,
}

/// An appointment a removal returns to the requests: as it was read, and as it is to be stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnedSession {
    pub before: Appointment,
    pub after: Appointment,
}

/// What removing a counsellor writes, decided by the use case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Removal {
    pub counsellor_id: i64,
    /// The service's day: the appointments from it on are the ones [`Self::returned`] must match.
    pub today: NaiveDate,
    /// Every appointment of the counsellor's that goes back to the requests.
    pub returned: Vec<ReturnedSession>,
    /// The e-mails that tell the clients, each with the client's account.
    pub mails: Vec<(i64, Mail)>,
    pub now: DateTime<Utc>,
}

/// Why a counsellor was not removed.
#[derive(Debug, thiserror::Error)]
pub enum RemovalError {
    #[error("counsellor not found")]
    NotFound,
    /// The counsellor's appointments to return are no longer the ones read (a request came in, one
    /// was decided or changed), or the counsellor was removed meanwhile: nothing was written.
    #[error("changed meanwhile")]
    Changed,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
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

    /// Counsellors by name (English, then id); unless `all`, only published ones that were not removed.
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

    /// Counsellor `counsellor_id`'s appointments that a removal on `today` returns to the requests:
    /// those in [`mon_domain::counsellor::removal::RETURNED_STATUSES`] dated `today` or later, the
    /// soonest first.
    async fn returning_sessions(
        &self,
        counsellor_id: i64,
        today: NaiveDate,
    ) -> anyhow::Result<Vec<Appointment>>;

    /// Removes a counsellor in one transaction, the counsellor's row locked: marks the profile
    /// removed (and unpublished); closes the account (inactive, every token revoked, its pending
    /// keys gone; never found by its login again); deletes the weekly hours and time off; stores
    /// each of `returned` as its `after` (their counters moved, their reminders dropped); leaves no
    /// subscriber with this counsellor as their own; and puts `mails` in the outbox, each about its
    /// client's account. Past appointments and session notes are not touched.
    ///
    /// # Errors
    /// `NotFound`; MUST return `Changed`, writing nothing, when the appointments to return are not
    /// exactly the `before`s of `returned` as read (also under concurrency), or when the counsellor
    /// is removed already.
    async fn remove(&self, removal: &Removal) -> Result<(), RemovalError>;
}
