use async_trait::async_trait;
use mon_domain::content::ContentMsg;

/// Photos (a counsellor's) checked, shrunk to a square and stored beside the other uploads
/// (implemented by [`crate::Content`], which holds the image store and the turns for decoding).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Pictures: Send + Sync {
    /// Checks and stores an uploaded photo under a fresh random name: `Ok(Err(msg))` when the
    /// upload is refused (the `file` field's message), nothing stored.
    async fn store_photo(&self, bytes: Vec<u8>) -> anyhow::Result<Result<String, ContentMsg>>;

    /// Removes a stored photo and its WebP twin; a failure is logged (a stray file costs space).
    async fn remove_photo(&self, key: &str);
}
