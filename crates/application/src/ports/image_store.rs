use async_trait::async_trait;

/// Where uploaded images are kept: files under the data folder, or an
/// S3-compatible object store when several servers share them. Stores bytes
/// only; what is accepted and how it is re-encoded is decided before.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait ImageStore: Send + Sync {
    /// Stores `bytes` under `key` (a random name with an extension, no slashes).
    async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()>;

    /// The bytes under `key`; `None` when there are none.
    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>>;

    /// Removes `key`; a missing key is not an error.
    async fn delete(&self, key: &str) -> anyhow::Result<()>;
}
