use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::content::{Article, ArticleDraft, ArticleKind, ImageKeys};
use mon_domain::pagination::{Page, PageRequest};

/// Why an article could not be changed.
#[derive(Debug, thiserror::Error)]
pub enum ArticleWriteError {
    #[error("article not found")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Stories and blog posts.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ArticleRepository: Send + Sync {
    /// Articles of `kind`, newest first. `search` is a case-insensitive part of
    /// the title. The total comes from the counters table when there is no
    /// search. Listed articles carry an empty `content` (cards and tables show
    /// the excerpt), so a page costs the same whatever the articles' length.
    async fn list(
        &self,
        kind: ArticleKind,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Article>>;

    async fn find(&self, kind: ArticleKind, id: i64) -> anyhow::Result<Option<Article>>;

    /// How many articles of `kind` there are (from the counters table).
    async fn count(&self, kind: ArticleKind) -> anyhow::Result<u64>;

    /// Stores a new article and moves its counter in one transaction.
    async fn create(
        &self,
        kind: ArticleKind,
        draft: &ArticleDraft,
        image: &ImageKeys,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Article>;

    /// Replaces title, content and author, and the image when `image` is
    /// `Some`; returns the article and the image it no longer uses.
    ///
    /// # Errors
    /// MUST return [`ArticleWriteError::NotFound`] for an unknown id of this kind.
    async fn update(
        &self,
        kind: ArticleKind,
        id: i64,
        draft: &ArticleDraft,
        image: Option<ImageKeys>,
        now: DateTime<Utc>,
    ) -> Result<(Article, Option<ImageKeys>), ArticleWriteError>;

    /// Removes the article; its image, or `None` when it did not exist.
    async fn delete(&self, kind: ArticleKind, id: i64) -> anyhow::Result<Option<ImageKeys>>;
}
