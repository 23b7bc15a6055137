//! The development adapter: each text message becomes one JSON file in `<data dir>/sms/`, which
//! a developer reads instead of a phone. The folder is private (0700), each file 0600 from the
//! moment it exists and renamed into place whole, as the mail folder's `.eml` files are; it keeps
//! a week of messages, no more.

use std::path::{Path, PathBuf};

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, SecondsFormat, Utc};
use mon_application::ports::{TextError, TextMessage, TextMessages};
use mon_domain::sms::{masked, segments};

/// How long the development folder keeps a message file (as long as the mail folder keeps mail).
pub const FOLDER_KEEPS: std::time::Duration = crate::adapters::mailer::FOLDER_KEEPS;

/// Writes each text message to a JSON file of its own.
#[derive(Debug, Clone)]
pub struct FileTexts {
    dir: PathBuf,
}

/// One message file.
#[derive(serde::Serialize)]
struct TextFile<'a> {
    to: &'a str,
    text: &'a str,
    /// `GSM-7` or `UCS-2`.
    encoding: &'static str,
    /// The parts the network would carry it in.
    segments: usize,
    kind: &'static str,
    /// RFC 3339, UTC.
    created_at: String,
}

impl FileTexts {
    /// Writes into `dir`, made (and made private) here.
    pub fn new(dir: PathBuf) -> anyhow::Result<FileTexts> {
        crate::files::private_dir(&dir)
            .with_context(|| format!("creating text message folder {}", dir.display()))?;
        Ok(FileTexts { dir })
    }
}

/// A file name that sorts by time (to the microsecond) and that two messages never share: 64
/// random bits follow the time.
fn file_name(at: DateTime<Utc>) -> String {
    format!(
        "{}-{:016x}.json",
        at.format("%Y%m%dT%H%M%S%.6fZ"),
        rand::random::<u64>()
    )
}

#[async_trait]
impl TextMessages for FileTexts {
    /// Removes the folder's files of messages to `number`.
    async fn forget(&self, number: &str) -> anyhow::Result<()> {
        let (dir, number) = (self.dir.clone(), number.to_owned());
        tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
            for entry in
                std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))?
            {
                let path = entry?.path();
                if path.extension().is_none_or(|e| e != "json") {
                    continue;
                }
                let to = std::fs::read(&path)
                    .ok()
                    .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).ok())
                    .and_then(|v| v.get("to").and_then(|t| t.as_str()).map(str::to_owned));
                if to.as_deref() == Some(number.as_str()) {
                    std::fs::remove_file(&path)
                        .with_context(|| format!("removing {}", path.display()))?;
                }
            }
            Ok(())
        })
        .await
        .context("forgetting text message files")?
    }

    async fn send(&self, message: &TextMessage) -> Result<(), TextError> {
        let now = Utc::now();
        let shape = segments(&message.text);
        let json = serde_json::to_vec_pretty(&TextFile {
            to: &message.to,
            text: &message.text,
            encoding: shape.encoding.as_str(),
            segments: shape.parts,
            kind: message.kind.as_str(),
            created_at: now.to_rfc3339_opts(SecondsFormat::Millis, true),
        })
        .context("writing a text message as JSON")?;
        let file = self.dir.join(file_name(now));
        let (dir, path) = (self.dir.clone(), file.clone());
        tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
            let partial = path.with_extension("json.partial");
            crate::files::write_private_bytes(&partial, &json)?;
            std::fs::rename(&partial, &path)?;
            prune(&dir)?;
            Ok(())
        })
        .await
        .context("writing a text message file")?
        .context("writing a text message file")?;
        tracing::info!(
            file = %file.display(),
            to = %masked(&message.to),
            kind = message.kind.as_str(),
            parts = shape.parts,
            "text message written"
        );
        Ok(())
    }
}

/// Removes the folder's message files older than [`FOLDER_KEEPS`].
fn prune(dir: &Path) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let entry = entry?;
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > FOLDER_KEEPS);
        if old && entry.path().extension().is_some_and(|e| e == "json") {
            std::fs::remove_file(entry.path())?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use mon_application::ports::TextKind;

    use super::*;
    use crate::adapters::sms::tests::message;

    fn folder() -> PathBuf {
        std::env::temp_dir().join(format!("mon-sms-{}", uuid::Uuid::new_v4()))
    }

    fn files_in(dir: &Path) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        files
    }

    fn read(path: &Path) -> serde_json::Value {
        serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
    }

    #[tokio::test]
    async fn forgetting_a_number_removes_its_files_and_no_one_elses() {
        let dir = folder();
        let texts = FileTexts::new(dir.clone()).unwrap();
        for to in ["+8801812345678", "+8801712345678", "+8801812345678"] {
            texts.send(&message(to, "Mon: code 482913.")).await.unwrap();
        }
        texts.forget("+8801812345678").await.unwrap();
        let left: Vec<_> = files_in(&dir)
            .iter()
            .map(|f| read(f)["to"].clone())
            .collect();
        assert_eq!(left, ["+8801712345678"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn a_bangla_text_is_written_as_ucs2_and_a_latin_one_as_gsm7_with_their_parts() {
        let dir = folder();
        let texts = FileTexts::new(dir.clone()).unwrap();
        // 71 Bangla letters: one more than a single UCS-2 part holds.
        let bangla = format!("মন: {}", "ক".repeat(67));
        let latin = "Mon: code 482913. It expires in 10 minutes.";
        texts
            .send(&message("+8801812345678", &bangla))
            .await
            .unwrap();
        texts
            .send(&TextMessage {
                kind: TextKind::Reminder,
                ..message("+8801712345678", latin)
            })
            .await
            .unwrap();
        let files = files_in(&dir);
        assert_eq!(files.len(), 2, "{files:?}");
        let (first, second) = (read(&files[0]), read(&files[1]));
        assert_eq!(first["to"], "+8801812345678", "files sort by time");
        assert_eq!(first["text"], bangla.as_str());
        assert_eq!(first["encoding"], "UCS-2");
        assert_eq!(first["segments"], 2);
        assert_eq!(first["kind"], "verification");
        assert_eq!(second["text"], latin);
        assert_eq!(second["encoding"], "GSM-7");
        assert_eq!(second["segments"], 1);
        assert_eq!(second["kind"], "reminder");
        let created = second["created_at"].as_str().unwrap();
        let at = DateTime::parse_from_rfc3339(created).unwrap();
        assert!(created.ends_with('Z'), "{created}");
        assert!((Utc::now() - at.with_timezone(&Utc)).num_seconds() < 60);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[tokio::test]
    async fn the_folder_is_private_and_each_file_0600() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let dir = folder();
        let texts = FileTexts::new(dir.clone()).unwrap();
        texts
            .send(&message("+8801812345678", "Mon: code 482913"))
            .await
            .unwrap();
        assert_eq!(mode(&dir), 0o700);
        let files = files_in(&dir);
        assert_eq!(files.len(), 1, "no partial file is left: {files:?}");
        assert_eq!(mode(&files[0]), 0o600);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn file_names_sort_by_time_and_never_repeat() {
        let at = DateTime::parse_from_rfc3339("2025-03-01T09:05:07.123456Z")
            .unwrap()
            .with_timezone(&Utc);
        let name = file_name(at);
        assert!(name.starts_with("20250301T090507.123456Z-"), "{name}");
        assert!(name.ends_with(".json"));
        let later = file_name(at + chrono::Duration::microseconds(1));
        assert!(name < later);
        let names: std::collections::HashSet<String> = (0..1000).map(|_| file_name(at)).collect();
        assert_eq!(names.len(), 1000);
    }

    #[tokio::test]
    async fn the_folder_keeps_a_week_of_messages() {
        let dir = folder();
        let texts = FileTexts::new(dir.clone()).unwrap();
        texts.send(&message("+8801812345678", "old")).await.unwrap();
        let old = files_in(&dir).remove(0);
        let eight_days_ago =
            std::time::SystemTime::now() - FOLDER_KEEPS - std::time::Duration::from_secs(86_400);
        std::fs::File::options()
            .write(true)
            .open(&old)
            .unwrap()
            .set_modified(eight_days_ago)
            .unwrap();
        texts.send(&message("+8801812345678", "new")).await.unwrap();
        let left = files_in(&dir);
        assert_eq!(left.len(), 1, "{left:?}");
        assert_eq!(read(&left[0])["text"], "new");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
