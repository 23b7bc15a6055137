use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::content::{Category, CategoryName};
use mon_domain::pagination::{Page, PageRequest};

/// Why a category could not be written.
#[derive(Debug, thiserror::Error)]
pub enum CategoryWriteError {
    #[error("category name taken")]
    NameTaken,
    #[error("category not found")]
    NotFound,
    #[error("category in use")]
    InUse,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Learning-hub categories.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait CategoryRepository: Send + Sync {
    /// Categories by name (A to Z); `search` is a case-insensitive part of the name.
    /// The total comes from the counters table when there is no search.
    async fn list(
        &self,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Category>>;

    async fn find(&self, id: i64) -> anyhow::Result<Option<Category>>;

    /// The category with this name in any case.
    async fn find_by_name(&self, name: &CategoryName) -> anyhow::Result<Option<Category>>;

    /// # Errors
    /// MUST return [`CategoryWriteError::NameTaken`] when the name exists in any case.
    async fn create(
        &self,
        name: &CategoryName,
        now: DateTime<Utc>,
    ) -> Result<Category, CategoryWriteError>;

    /// # Errors
    /// MUST return [`CategoryWriteError::NotFound`] for an unknown id and
    /// [`CategoryWriteError::NameTaken`] when another category has the name.
    async fn rename(
        &self,
        id: i64,
        name: &CategoryName,
        now: DateTime<Utc>,
    ) -> Result<Category, CategoryWriteError>;

    /// Removes the category.
    ///
    /// # Errors
    /// MUST return [`CategoryWriteError::NotFound`] for an unknown id and
    /// [`CategoryWriteError::InUse`] while learning-hub items belong to it.
    async fn delete(&self, id: i64) -> Result<(), CategoryWriteError>;
}
