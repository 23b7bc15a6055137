use async_trait::async_trait;

/// A plain-text e-mail to one person, perhaps with one attachment (a calendar
/// file). Its text may hold a secret link, so `Debug` shows only the recipient
/// and subject.
#[derive(Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub attachment: Option<Attachment>,
}

/// A small text attachment, such as an `.ics` calendar file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    /// For example `text/calendar; method=REQUEST; charset=UTF-8`.
    pub content_type: String,
    pub content: String,
}

impl std::fmt::Debug for Mail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mail")
            .field("to", &self.to)
            .field("subject", &self.subject)
            .finish_non_exhaustive()
    }
}

/// Sends e-mail. Use cases whose answer must not depend on the mail (so that
/// timing cannot tell whether an address has an account) send it from a
/// [`super::Background`] task.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    /// # Errors
    /// Any failure to hand the message over (SMTP down, disk full).
    async fn send(&self, mail: Mail) -> anyhow::Result<()>;

    /// Removes every copy this mailer keeps of mail sent to `address` (any case): the files of the
    /// development folder. A mail server keeps none here.
    ///
    /// # Errors
    /// The copies could not be read or removed.
    async fn forget(&self, address: &str) -> anyhow::Result<()>;
}
