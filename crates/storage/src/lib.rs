//! Adapters of the [`ImageStore`] port: files under the data folder (the
//! default, one server) and an S3-compatible object store (several servers).

#![cfg_attr(not(test), warn(clippy::too_many_lines))]

mod s3;

pub use s3::{S3Config, S3ImageStore};

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use anyhow::Context;
use async_trait::async_trait;
use mon_application::ports::ImageStore;

/// Images as files in one folder (`<data dir>/uploads`). A file appears whole
/// or not at all: it is written under a temporary name, flushed, then renamed.
#[derive(Debug, Clone)]
pub struct LocalImageStore {
    dir: PathBuf,
}

impl LocalImageStore {
    /// Creates the folder if needed.
    pub fn new(dir: impl Into<PathBuf>) -> anyhow::Result<Self> {
        let dir = dir.into();
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        Ok(Self { dir })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of `key`; keys are single names, never paths.
    fn path(&self, key: &str) -> anyhow::Result<PathBuf> {
        let safe = !key.is_empty()
            && key.len() <= 128
            && key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
            && !key.starts_with('.');
        anyhow::ensure!(safe, "{key:?} is not a storable image name");
        Ok(self.dir.join(key))
    }
}

#[async_trait]
impl ImageStore for LocalImageStore {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<()> {
        let path = self.path(key)?;
        let tmp = self
            .dir
            .join(format!(".{key}.{}.tmp", uuid::Uuid::new_v4().simple()));
        let write = async {
            use tokio::io::AsyncWriteExt;
            let mut f = tokio::fs::File::create(&tmp).await?;
            f.write_all(&bytes).await?;
            f.sync_all().await?;
            tokio::fs::rename(&tmp, &path).await
        };
        if let Err(e) = write.await {
            let _ = tokio::fs::remove_file(&tmp).await;
            return Err(e).with_context(|| format!("storing image {key}"));
        }
        Ok(())
    }

    async fn get(&self, key: &str) -> anyhow::Result<Option<Vec<u8>>> {
        let Ok(path) = self.path(key) else {
            return Ok(None);
        };
        match tokio::fs::read(&path).await {
            Ok(b) => Ok(Some(b)),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e).with_context(|| format!("reading image {key}")),
        }
    }

    async fn delete(&self, key: &str) -> anyhow::Result<()> {
        let path = self.path(key)?;
        match tokio::fs::remove_file(&path).await {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
            Err(e) => Err(e).with_context(|| format!("removing image {key}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn images_are_stored_read_and_removed_and_paths_are_refused() {
        let dir = std::env::temp_dir().join(format!("mon-store-{}", uuid::Uuid::new_v4().simple()));
        let store = LocalImageStore::new(&dir).unwrap();
        store.put("abc.jpg", b"bytes".to_vec()).await.unwrap();
        assert_eq!(
            store.get("abc.jpg").await.unwrap().as_deref(),
            Some(&b"bytes"[..])
        );
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "no temporary file is left behind"
        );
        store.delete("abc.jpg").await.unwrap();
        store.delete("abc.jpg").await.unwrap();
        assert_eq!(store.get("abc.jpg").await.unwrap(), None);
        assert!(store.put("../escape.jpg", vec![1]).await.is_err());
        assert!(store.put("a/b.jpg", vec![1]).await.is_err());
        assert_eq!(store.get("../../etc/passwd").await.unwrap(), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
