use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;
use async_trait::async_trait;
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Attachment, Body, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use mon_application::ports::{Mail, Mailer};

/// Where e-mail goes.
#[derive(Debug, Clone)]
pub enum MailTarget {
    /// An SMTP URL such as `smtps://user:pass@smtp.example.com` or `smtp://localhost:1025`.
    Smtp(crate::config::Secret),
    /// A folder that receives one `.eml` file per message (development).
    Folder(PathBuf),
}

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    /// One `.eml` file per message, created 0600 and renamed into place whole.
    Folder(PathBuf),
}

/// Sends e-mail with lettre, by SMTP or into a folder.
#[derive(Clone)]
pub struct LettreMailer {
    inner: Arc<Inner>,
}

struct Inner {
    from: Mailbox,
    transport: Transport,
}

impl LettreMailer {
    pub fn new(target: MailTarget, from: &str) -> anyhow::Result<Self> {
        let from: Mailbox = from
            .parse()
            .with_context(|| format!("MON_MAIL_FROM {from:?} is not a mailbox"))?;
        let transport = match target {
            MailTarget::Smtp(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
                    .context("MON_SMTP_URL is not a valid SMTP URL")?
                    .build(),
            ),
            MailTarget::Folder(dir) => {
                crate::files::private_dir(&dir)
                    .with_context(|| format!("creating mail folder {}", dir.display()))?;
                Transport::Folder(dir)
            }
        };
        Ok(Self {
            inner: Arc::new(Inner { from, transport }),
        })
    }

    /// Whether mail goes to files (development only) rather than to a mail server.
    pub fn writes_files(&self) -> bool {
        matches!(self.inner.transport, Transport::Folder(_))
    }

    pub fn describe(&self) -> String {
        match &self.inner.transport {
            Transport::Smtp(_) => "SMTP".to_owned(),
            Transport::Folder(dir) => format!(".eml files in {}", dir.display()),
        }
    }
}

/// How long the development folder keeps a mail file.
pub const FOLDER_KEEPS: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);

#[async_trait]
impl Mailer for LettreMailer {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        self.inner.send(mail).await
    }

    async fn forget(&self, address: &str) -> anyhow::Result<()> {
        let Transport::Folder(dir) = &self.inner.transport else {
            return Ok(());
        };
        let (dir, address) = (dir.clone(), address.to_owned());
        let removed = tokio::task::spawn_blocking(move || {
            remove_mail_files(&dir, |headers| {
                headers.lines().any(|l| {
                    l.split_once(':').is_some_and(|(name, value)| {
                        name.eq_ignore_ascii_case("to")
                            && value.trim().eq_ignore_ascii_case(&address)
                    })
                })
            })
        })
        .await
        .context("removing mail files")??;
        tracing::info!(removed, "mail files of an erased account removed");
        Ok(())
    }
}

/// Removes the `.eml` files of `dir` whose header block (before the first empty line) `matches`;
/// returns how many.
fn remove_mail_files(dir: &Path, matches: impl Fn(&str) -> bool) -> anyhow::Result<usize> {
    let mut removed = 0;
    for entry in std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().is_none_or(|e| e != "eml") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let headers = text
            .split("\r\n\r\n")
            .next()
            .unwrap_or_default()
            .replace("\r\n", "\n");
        if matches(&headers) {
            std::fs::remove_file(&path).with_context(|| format!("removing {}", path.display()))?;
            removed += 1;
        }
    }
    Ok(removed)
}

/// Removes the development folder's mail files older than [`FOLDER_KEEPS`]; returns how many.
fn prune_mail_files(dir: &Path) -> anyhow::Result<usize> {
    let mut removed = 0;
    for entry in std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let entry = entry?;
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > FOLDER_KEEPS);
        if old && entry.path().extension().is_some_and(|e| e == "eml") {
            std::fs::remove_file(entry.path())?;
            removed += 1;
        }
    }
    Ok(removed)
}

impl Inner {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        let to: Mailbox = mail.to.parse().context("recipient address")?;
        let body = Body::new_with_encoding(mail.text, ContentTransferEncoding::Base64)
            .map_err(|_| anyhow::anyhow!("encoding mail body"))?;
        let builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject);
        let message = match mail.attachment {
            None => builder
                .header(ContentType::TEXT_PLAIN)
                .body(body)
                .context("building message")?,
            Some(a) => {
                let content_type =
                    ContentType::parse(&a.content_type).context("attachment content type")?;
                let text = SinglePart::builder()
                    .header(ContentType::TEXT_PLAIN)
                    .body(body);
                let file = Attachment::new(a.filename).body(
                    Body::new_with_encoding(a.content, ContentTransferEncoding::Base64)
                        .map_err(|_| anyhow::anyhow!("encoding attachment"))?,
                    content_type,
                );
                builder
                    .multipart(MultiPart::mixed().singlepart(text).singlepart(file))
                    .context("building message")?
            }
        };
        match &self.transport {
            Transport::Smtp(t) => {
                t.send(message).await.context("sending by SMTP")?;
            }
            Transport::Folder(dir) => {
                let file = dir.join(format!("{}.eml", uuid::Uuid::new_v4()));
                let partial = file.with_extension("eml.partial");
                let bytes = message.formatted();
                let (f, p) = (file.clone(), partial.clone());
                let folder = dir.clone();
                tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
                    crate::files::write_private_bytes(&p, &bytes)?;
                    std::fs::rename(&p, &f)?;
                    // The folder is for development: it keeps a week of mail, no more.
                    prune_mail_files(&folder)?;
                    Ok(())
                })
                .await
                .context("writing mail file")?
                .context("writing mail file")?;
                tracing::info!(file = %file.display(), "mail written");
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mail(to: &str) -> Mail {
        Mail {
            to: to.into(),
            subject: "Your Mon account".into(),
            text: "Hello from Mon".into(),
            attachment: None,
        }
    }

    fn files_in(dir: &Path) -> Vec<PathBuf> {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "eml"))
            .collect()
    }

    #[tokio::test]
    async fn an_erased_address_leaves_no_file_and_other_peoples_stay() {
        let dir = std::env::temp_dir().join(format!("mon-mail-{}", uuid::Uuid::new_v4()));
        let mailer =
            LettreMailer::new(MailTarget::Folder(dir.clone()), "Mon <no-reply@mon.test>").unwrap();
        assert!(mailer.writes_files());
        for to in [
            "Rahim@Example.com",
            "rahim@example.com",
            "ibrahim@example.com",
        ] {
            mailer.send(mail(to)).await.unwrap();
        }
        assert_eq!(files_in(&dir).len(), 3);
        mailer.forget("rahim@example.com").await.unwrap();
        let left = files_in(&dir);
        assert_eq!(left.len(), 1, "{left:?}");
        let text = std::fs::read_to_string(&left[0]).unwrap();
        assert!(text.contains("To: ibrahim@example.com"), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn the_development_folder_keeps_a_week_of_mail() {
        let dir = std::env::temp_dir().join(format!("mon-mail-{}", uuid::Uuid::new_v4()));
        let mailer =
            LettreMailer::new(MailTarget::Folder(dir.clone()), "Mon <no-reply@mon.test>").unwrap();
        mailer.send(mail("old@example.com")).await.unwrap();
        let old = files_in(&dir).remove(0);
        let eight_days_ago =
            std::time::SystemTime::now() - FOLDER_KEEPS - std::time::Duration::from_secs(24 * 3600);
        std::fs::File::options()
            .write(true)
            .open(&old)
            .unwrap()
            .set_modified(eight_days_ago)
            .unwrap();
        mailer.send(mail("new@example.com")).await.unwrap();
        let left = files_in(&dir);
        assert_eq!(left.len(), 1, "{left:?}");
        assert!(
            std::fs::read_to_string(&left[0])
                .unwrap()
                .contains("To: new@example.com")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
