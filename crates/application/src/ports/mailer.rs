use async_trait::async_trait;

/// A plain-text e-mail to one person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
}

/// Sends e-mail.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    /// # Errors
    /// Any failure to hand the message over (SMTP down, disk full).
    async fn send(&self, mail: Mail) -> anyhow::Result<()>;
}
