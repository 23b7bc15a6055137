use async_trait::async_trait;

/// What a text message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    /// A phone verification code.
    Verification,
    /// The decision on an appointment request.
    Decision,
    /// A reminder before an approved session.
    Reminder,
}

impl TextKind {
    pub const ALL: [TextKind; 3] = [
        TextKind::Verification,
        TextKind::Decision,
        TextKind::Reminder,
    ];

    /// The name the outbox, the message files and exports use.
    pub fn as_str(self) -> &'static str {
        match self {
            TextKind::Verification => "verification",
            TextKind::Decision => "decision",
            TextKind::Reminder => "reminder",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One text message to one number. Its text may hold a code, so `Debug` shows only the kind and
/// the masked number.
#[derive(Clone, PartialEq, Eq)]
pub struct TextMessage {
    /// E.164: `+8801XXXXXXXXX`.
    pub to: String,
    pub text: String,
    pub kind: TextKind,
}

impl std::fmt::Debug for TextMessage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextMessage")
            .field("to", &mon_domain::sms::masked(&self.to))
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

/// Why a gateway did not take a message.
#[derive(Debug, thiserror::Error)]
pub enum TextError {
    /// Refused for good (a bad number, a bad key, a sender ID not registered): trying again
    /// would not help, so the message goes straight to the dead letters.
    #[error("refused by the gateway: {0}")]
    Refused(String),
    /// It may pass later (a timeout, a 5xx, the network): the outbox tries again.
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// Sends text messages through a gateway (or, in development, into files).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait TextMessages: Send + Sync {
    /// Hands one message to the gateway.
    ///
    /// # Errors
    /// [`TextError::Refused`] when the gateway will never take it; [`TextError::Failed`] otherwise.
    async fn send(&self, message: &TextMessage) -> Result<(), TextError>;

    /// Removes every copy this adapter keeps of messages sent to `number` (E.164): the files of the
    /// development folder. A gateway keeps none here.
    ///
    /// # Errors
    /// The copies could not be read or removed.
    async fn forget(&self, number: &str) -> anyhow::Result<()>;
}
