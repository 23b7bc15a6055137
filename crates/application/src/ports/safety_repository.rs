use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::Lang;
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::safety::{
    CheckIn, Helpline, HelplineDraft, InstrumentCode, InstrumentText, SafetyPlan, Scored,
};

/// Helplines, in the admins' order (`position`, then id).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait HelplineRepository: Send + Sync {
    /// The first `limit` visible helplines (all of them, hidden too, with `include_hidden`).
    async fn list(&self, include_hidden: bool, page: PageRequest)
    -> anyhow::Result<Page<Helpline>>;
    async fn create(&self, draft: &HelplineDraft, now: DateTime<Utc>) -> anyhow::Result<Helpline>;
    /// `None` when there is no such helpline.
    async fn update(
        &self,
        id: i64,
        draft: &HelplineDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Helpline>>;
    /// `false` when there is no such helpline.
    async fn delete(&self, id: i64) -> anyhow::Result<bool>;
    /// Adds `drafts` only when there has never been a helpline (the first start); `true` when it did.
    async fn seed_if_empty(
        &self,
        drafts: &[HelplineDraft],
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool>;
}

/// Safety plans. Every call names its owner; nothing reads another's plan.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SafetyPlanRepository: Send + Sync {
    /// The owner's plan and when it was last saved; `None` before the first save.
    async fn get(&self, user_id: i64) -> anyhow::Result<Option<(SafetyPlan, DateTime<Utc>)>>;
    /// Replaces the owner's plan.
    async fn put(&self, user_id: i64, plan: &SafetyPlan, now: DateTime<Utc>) -> anyhow::Result<()>;
}

/// Why a check-in was not stored.
#[derive(Debug, thiserror::Error)]
pub enum CheckInWriteError {
    /// The same instrument was taken at `last`, less than the retake pause ago.
    #[error("taken too recently")]
    TooSoon { last: DateTime<Utc> },
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Check-ins and the instruments' wording.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait CheckInRepository: Send + Sync {
    /// Stores a scored check-in unless the user took `code` after `not_since`.
    ///
    /// # Errors
    /// MUST return [`CheckInWriteError::TooSoon`] with the last time when the user took `code`
    /// after `not_since`, also when two are sent at once.
    async fn add(
        &self,
        user_id: i64,
        code: InstrumentCode,
        answers: &[i64],
        scored: Scored,
        now: DateTime<Utc>,
        not_since: DateTime<Utc>,
    ) -> Result<CheckIn, CheckInWriteError>;
    /// The user's own check-ins, newest first, of one instrument when given.
    async fn list(
        &self,
        user_id: i64,
        code: Option<InstrumentCode>,
        page: PageRequest,
    ) -> anyhow::Result<Page<CheckIn>>;
    /// When the user last took each instrument.
    async fn last_taken(
        &self,
        user_id: i64,
    ) -> anyhow::Result<Vec<(InstrumentCode, DateTime<Utc>)>>;
    /// The wording of `code` in `lang`, and whether a clinician confirmed it.
    async fn texts(
        &self,
        code: InstrumentCode,
        lang: Lang,
    ) -> anyhow::Result<Option<(InstrumentText, bool)>>;
    /// Replaces the wording of `code` in `lang`.
    async fn put_texts(
        &self,
        code: InstrumentCode,
        lang: Lang,
        text: &InstrumentText,
        reviewed: bool,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()>;
    /// Stores `text` only when `code` has no wording in `lang` yet; `true` when it did.
    async fn ensure_texts(
        &self,
        code: InstrumentCode,
        lang: Lang,
        text: &InstrumentText,
        reviewed: bool,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool>;
}
