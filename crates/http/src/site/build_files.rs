//! The web app build's JSON files the server reads for its pages (`routes.json`, the prerender
//! templates of cards, content pages and the help page), parsed once for each version of a file
//! instead of on every page request. A file is looked at (its modification time) on each use, so
//! a new build in the same folder is read at once, as `index.html` is.

use std::any::Any;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use serde::de::DeserializeOwned;

type Parsed = Arc<dyn Any + Send + Sync>;

#[derive(Default)]
pub struct BuildFiles {
    parsed: Mutex<HashMap<PathBuf, (SystemTime, Parsed)>>,
}

/// Why a build file could not be used.
#[derive(Debug)]
pub enum BuildFileError {
    /// Not in the build (an older build, or none): the page goes without it.
    Missing,
    /// There but unreadable or not what it should be.
    Unreadable(String),
}

impl BuildFiles {
    /// The file at `path` parsed as `T`: from the cache while the file is unchanged.
    pub async fn json<T>(&self, path: &Path) -> Result<Arc<T>, BuildFileError>
    where
        T: DeserializeOwned + Send + Sync + 'static,
    {
        let modified = match tokio::fs::metadata(path).await {
            Ok(meta) => meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(BuildFileError::Missing);
            }
            Err(e) => return Err(BuildFileError::Unreadable(e.to_string())),
        };
        if let Some(found) = self.cached(path, modified)
            && let Ok(parsed) = found.downcast::<T>()
        {
            return Ok(parsed);
        }
        let bytes = match tokio::fs::read(path).await {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(BuildFileError::Missing);
            }
            Err(e) => return Err(BuildFileError::Unreadable(e.to_string())),
        };
        let parsed: Arc<T> = Arc::new(
            serde_json::from_slice(&bytes)
                .map_err(|e| BuildFileError::Unreadable(e.to_string()))?,
        );
        if let Ok(mut cache) = self.parsed.lock() {
            cache.insert(path.to_owned(), (modified, parsed.clone() as Parsed));
        }
        Ok(parsed)
    }

    fn cached(&self, path: &Path, modified: SystemTime) -> Option<Parsed> {
        let cache = self.parsed.lock().ok()?;
        let (at, parsed) = cache.get(path)?;
        (*at == modified).then(|| parsed.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Sample {
        word: String,
    }

    #[tokio::test]
    async fn reads_a_file_once_and_again_when_it_changes() {
        let dir = std::env::temp_dir().join(format!(
            "mon-build-files-{}-{:?}",
            std::process::id(),
            SystemTime::now()
        ));
        std::fs::create_dir_all(&dir).expect("dir");
        let path = dir.join("t.json");
        let files = BuildFiles::default();
        assert!(matches!(
            files.json::<Sample>(&path).await,
            Err(BuildFileError::Missing)
        ));
        std::fs::write(&path, r#"{"word":"one"}"#).expect("write");
        let first = files.json::<Sample>(&path).await.expect("parsed");
        assert_eq!(first.word, "one");
        // Unchanged: the same parsed value, not a second reading.
        assert!(Arc::ptr_eq(
            &first,
            &files.json::<Sample>(&path).await.expect("cached")
        ));
        // A new build writes the file again.
        std::fs::write(&path, r#"{"word":"two"}"#).expect("write");
        let later = SystemTime::now() + std::time::Duration::from_secs(5);
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(later))
            .expect("touch");
        assert_eq!(
            files.json::<Sample>(&path).await.expect("reread").word,
            "two"
        );
        std::fs::write(&path, "not json").expect("write");
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(later + std::time::Duration::from_secs(5)))
            .expect("touch");
        assert!(matches!(
            files.json::<Sample>(&path).await,
            Err(BuildFileError::Unreadable(_))
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
