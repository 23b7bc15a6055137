//! Content: stories, blog, learning hub and categories. One file per group of
//! use cases on one thing (`articles.rs`: list, read, add, update, delete);
//! each is a method of [`Content`], which holds its ports.

mod articles;
pub(crate) mod cache;
mod categories;
mod demo;
mod images;
mod learning;
#[cfg(test)]
mod testing;

use std::sync::Arc;

use chrono::Duration;
use mon_domain::FieldErrors;
use mon_domain::content::{Article, ArticleKind, ContentMsg, ImageFormat, LearningItem, webp_twin};
use mon_domain::pagination::Page;

pub use self::articles::ArticleInput;
use self::cache::ReadCache;
pub use self::images::{CARD_WIDTH, PreparedImage, prepare_image};
pub use self::learning::LearningInput;
use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
use crate::ports::{
    ArticleRepository, CategoryRepository, CategoryWriteError, Clock, ImageStore, KeyGenerator,
    LearningRepository,
};

/// What can go wrong in a content use case.
#[derive(Debug, thiserror::Error)]
pub enum ContentError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("category not found")]
    CategoryNotFound,
    #[error("category name taken")]
    CategoryNameTaken,
    #[error("category in use")]
    CategoryInUse,
    #[error("{0:?} not found")]
    ArticleNotFound(ArticleKind),
    #[error("learning item not found")]
    LearningNotFound,
    #[error("image not found")]
    ImageNotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for ContentError {
    fn from(e: FieldErrors) -> Self {
        ContentError::Validation(e)
    }
}

impl From<CategoryWriteError> for ContentError {
    fn from(e: CategoryWriteError) -> Self {
        match e {
            CategoryWriteError::NameTaken => ContentError::CategoryNameTaken,
            CategoryWriteError::NotFound => ContentError::CategoryNotFound,
            CategoryWriteError::InUse => ContentError::CategoryInUse,
            CategoryWriteError::Unexpected(e) => ContentError::Unexpected(e),
        }
    }
}

impl ServiceError for ContentError {
    fn meta(&self) -> ErrorMeta {
        use ErrorCode as C;
        match self {
            ContentError::Validation(e) => ErrorMeta::invalid(e),
            ContentError::CategoryNotFound => {
                ErrorMeta::new(C::NotFound, ContentMsg::CategoryNotFound)
            }
            ContentError::CategoryNameTaken => {
                ErrorMeta::on_field(C::CategoryNameTaken, "name", ContentMsg::CategoryNameTaken)
            }
            ContentError::CategoryInUse => {
                ErrorMeta::new(C::CategoryInUse, ContentMsg::CategoryInUse)
            }
            ContentError::ArticleNotFound(ArticleKind::Story) => {
                ErrorMeta::new(C::NotFound, ContentMsg::StoryNotFound)
            }
            ContentError::ArticleNotFound(ArticleKind::Post) => {
                ErrorMeta::new(C::NotFound, ContentMsg::PostNotFound)
            }
            ContentError::LearningNotFound => {
                ErrorMeta::new(C::NotFound, ContentMsg::LearningNotFound)
            }
            ContentError::ImageNotFound => ErrorMeta::new(C::NotFound, ContentMsg::ImageNotFound),
            ContentError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The ports every content use case draws on.
#[derive(Clone)]
pub struct ContentPorts {
    pub categories: Arc<dyn CategoryRepository>,
    pub articles: Arc<dyn ArticleRepository>,
    pub learning: Arc<dyn LearningRepository>,
    pub images: Arc<dyn ImageStore>,
    pub keys: Arc<dyn KeyGenerator>,
    pub clock: Arc<dyn Clock>,
}

/// Limits of the content area.
#[derive(Debug, Clone, Copy)]
pub struct ContentSettings {
    /// Largest accepted image upload, in bytes (`MON_UPLOAD_MAX_BYTES`, 5 MB by default).
    pub max_image_bytes: usize,
    /// How long a public read may be answered from memory (`MON_PUBLIC_CACHE_TTL`);
    /// a write through this instance drops its answers at once; zero turns the cache off.
    pub cache_ttl: Duration,
}

/// Public reads answered from memory, one cache per shape of answer.
struct PublicCache {
    article_pages: ReadCache<(ArticleKind, u64, u64), Arc<Page<Article>>>,
    articles: ReadCache<(ArticleKind, i64), Arc<Article>>,
    learning_pages: ReadCache<(Option<String>, u64, u64), Arc<Page<LearningItem>>>,
    learning_items: ReadCache<i64, Arc<LearningItem>>,
}

impl PublicCache {
    const CAPACITY: usize = 1024;

    fn new(ttl: Duration) -> Self {
        Self {
            article_pages: ReadCache::new(ttl, Self::CAPACITY),
            articles: ReadCache::new(ttl, Self::CAPACITY),
            learning_pages: ReadCache::new(ttl, Self::CAPACITY),
            learning_items: ReadCache::new(ttl, Self::CAPACITY),
        }
    }

    fn articles_changed(&self) {
        self.article_pages.invalidate();
        self.articles.invalidate();
    }

    /// Learning items carry their category's name, so a category change counts too.
    fn learning_changed(&self) {
        self.learning_pages.invalidate();
        self.learning_items.invalidate();
    }
}

/// An uploaded image as served (`Content::image`).
#[derive(Debug)]
pub struct ServedImage {
    pub bytes: Vec<u8>,
    pub mime: &'static str,
    /// The WebP twin was served in place of the JPEG or PNG named.
    pub webp_twin: bool,
    /// The answer depends on whether the caller takes WebP (`Vary: Accept`).
    pub varies: bool,
}

/// The content use cases.
#[derive(Clone)]
pub struct Content {
    ports: ContentPorts,
    settings: ContentSettings,
    cache: Arc<PublicCache>,
    /// Turns for decoding an upload ([`images::PARALLEL_DECODES`] at once).
    decodes: Arc<tokio::sync::Semaphore>,
}

/// How much content is published, for the admin's dashboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContentCounts {
    pub blog: u64,
    pub story: u64,
    pub learning: u64,
}

impl Content {
    /// Counts of blog posts, stories and learning-hub items (from the counters, no scans).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn counts(&self) -> Result<ContentCounts, ContentError> {
        let (blog, story, learning) = tokio::try_join!(
            self.ports
                .articles
                .count(mon_domain::content::ArticleKind::Post),
            self.ports
                .articles
                .count(mon_domain::content::ArticleKind::Story),
            self.ports.learning.count()
        )?;
        Ok(ContentCounts {
            blog,
            story,
            learning,
        })
    }

    pub fn new(ports: ContentPorts, settings: ContentSettings) -> Self {
        Self {
            ports,
            cache: Arc::new(PublicCache::new(settings.cache_ttl)),
            decodes: Arc::new(tokio::sync::Semaphore::new(images::PARALLEL_DECODES)),
            settings,
        }
    }

    /// A stored image and its type, by the name it was published under: its WebP twin
    /// instead when the caller `takes_webp` and the image has one (images stored before the
    /// twins existed have none).
    ///
    /// # Errors
    /// `ImageNotFound` (also for a name the store never gives out); `Unexpected`.
    pub async fn image(&self, key: &str, takes_webp: bool) -> Result<ServedImage, ContentError> {
        let (stem, ext) = key.rsplit_once('.').ok_or(ContentError::ImageNotFound)?;
        let format = ImageFormat::from_extension(ext).ok_or(ContentError::ImageNotFound)?;
        // A copy's suffix: a story's card copy, or a counsellor's photo.
        let stem = ["-card", "-photo"]
            .into_iter()
            .find_map(|suffix| stem.strip_suffix(suffix))
            .unwrap_or(stem);
        if stem.is_empty() || stem.len() > 64 || !stem.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(ContentError::ImageNotFound);
        }
        let twin = webp_twin(key);
        if takes_webp
            && let Some(twin) = &twin
            && let Some(bytes) = self.ports.images.get(twin).await?
        {
            return Ok(ServedImage {
                bytes,
                mime: ImageFormat::Webp.mime(),
                webp_twin: true,
                varies: true,
            });
        }
        let bytes = self
            .ports
            .images
            .get(key)
            .await?
            .ok_or(ContentError::ImageNotFound)?;
        Ok(ServedImage {
            bytes,
            mime: format.mime(),
            webp_twin: false,
            varies: twin.is_some(),
        })
    }

    /// A fresh random name for an upload's files (24 letters and digits; a copy adds its suffix).
    fn upload_name(&self) -> String {
        self.ports
            .keys
            .generate()
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .take(24)
            .collect()
    }

    /// Waits for a turn to decode an upload, then runs `prepare` on the blocking pool.
    async fn decode_turn<T: Send + 'static>(
        &self,
        prepare: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ContentError> {
        let _turn = self.decodes.acquire().await.map_err(|e| {
            ContentError::Unexpected(anyhow::anyhow!("waiting to decode an image: {e}"))
        })?;
        tokio::task::spawn_blocking(prepare)
            .await
            .map_err(|e| ContentError::Unexpected(anyhow::anyhow!("preparing an image: {e}")))
    }

    /// Checks and re-encodes an upload on the blocking pool; the inner error is the `file` field's message.
    async fn prepare_image(
        &self,
        bytes: Vec<u8>,
    ) -> Result<Result<PreparedImage, ContentMsg>, ContentError> {
        let max = self.settings.max_image_bytes;
        self.decode_turn(move || prepare_image(&bytes, max)).await
    }
}

#[async_trait::async_trait]
impl crate::ports::Pictures for Content {
    async fn store_photo(&self, bytes: Vec<u8>) -> anyhow::Result<Result<String, ContentMsg>> {
        let max = self.settings.max_image_bytes;
        let photo = match self
            .decode_turn(move || images::prepare_photo(&bytes, max))
            .await
        {
            Ok(Ok(photo)) => photo,
            Ok(Err(msg)) => return Ok(Err(msg)),
            Err(e) => return Err(anyhow::anyhow!(e)),
        };
        let key = format!("{}-photo.jpg", self.upload_name());
        self.ports.images.put(&key, photo.jpeg).await?;
        if let (Some(webp), Some(twin)) = (photo.webp, webp_twin(&key))
            && let Err(e) = self.ports.images.put(&twin, webp).await
        {
            self.remove_photo(&key).await;
            return Err(e);
        }
        Ok(Ok(key))
    }

    async fn remove_photo(&self, key: &str) {
        for file in std::iter::once(key.to_owned()).chain(webp_twin(key)) {
            if let Err(e) = self.ports.images.delete(&file).await {
                tracing::warn!(key = %file, error = ?e, "could not remove a photo");
            }
        }
    }
}
