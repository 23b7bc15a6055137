use std::path::PathBuf;
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
    Smtp(String),
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
                AsyncSmtpTransport::<Tokio1Executor>::from_url(&url)
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

    pub fn describe(&self) -> String {
        match &self.inner.transport {
            Transport::Smtp(_) => "SMTP".to_owned(),
            Transport::Folder(dir) => format!(".eml files in {}", dir.display()),
        }
    }
}

#[async_trait]
impl Mailer for LettreMailer {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        self.inner.send(mail).await
    }
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
                tokio::task::spawn_blocking(move || -> std::io::Result<()> {
                    crate::files::write_private_bytes(&p, &bytes)?;
                    std::fs::rename(&p, &f)
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
