use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::content::{LearningDraft, LearningItem};
use mon_domain::pagination::{Page, PageRequest};

/// Why a learning-hub item (or a saved course) could not be written.
#[derive(Debug, thiserror::Error)]
pub enum LearningWriteError {
    #[error("learning item not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Learning-hub items and the subscribers' saved courses.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait LearningRepository: Send + Sync {
    /// Items newest first, of one category when `category_id` is given;
    /// `search` is a case-insensitive part of the title. Totals come from the
    /// counters table when there is no search.
    async fn list(
        &self,
        category_id: Option<i64>,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<LearningItem>>;

    async fn find(&self, id: i64) -> anyhow::Result<Option<LearningItem>>;

    /// How many learning-hub items there are (from the counters table).
    async fn count(&self) -> anyhow::Result<u64>;

    async fn create(
        &self,
        draft: &LearningDraft,
        category_id: i64,
        now: DateTime<Utc>,
    ) -> anyhow::Result<LearningItem>;

    /// # Errors
    /// MUST return [`LearningWriteError::NotFound`] for an unknown id.
    async fn update(
        &self,
        id: i64,
        draft: &LearningDraft,
        category_id: i64,
        now: DateTime<Utc>,
    ) -> Result<LearningItem, LearningWriteError>;

    /// Removes the item (and every saved course of it); `false` when it did not exist.
    async fn delete(&self, id: i64) -> anyhow::Result<bool>;

    /// Saves the item for the user; saving it again changes nothing.
    ///
    /// # Errors
    /// MUST return [`LearningWriteError::NotFound`] for an unknown item.
    async fn save_course(
        &self,
        user_id: i64,
        item_id: i64,
        now: DateTime<Utc>,
    ) -> Result<(), LearningWriteError>;

    /// Removes the item from the user's saved courses; `false` when it was not there.
    async fn unsave_course(&self, user_id: i64, item_id: i64) -> anyhow::Result<bool>;

    /// The user's saved courses, most recently saved first.
    async fn saved_courses(
        &self,
        user_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<LearningItem>>;
}
