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
    /// The message's own id once it is read back from the outbox to be sent ([`message_id`]): the
    /// same on every try of this message, another on every other. `None` while it is being queued.
    pub id: Option<String>,
}

/// The id of the text message queued as outbox row `row` at `queued_at`: letters and digits, 16 at most
/// below row 78 billion (the moment in milliseconds, nine base-36 digits, then the row in base 36). A gateway that
/// takes a client's id for a message (SSL Wireless's `csms_id`) refuses a second message with the
/// same id, so a try repeated after a timeout is never a second text; the moment keeps a database
/// begun again, whose rows count from 1 again, from repeating an id the gateway has seen.
pub fn message_id(row: i64, queued_at: chrono::DateTime<chrono::Utc>) -> String {
    fn base36(mut n: u64) -> String {
        let mut digits = Vec::new();
        loop {
            digits.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
            n /= 36;
            if n == 0 {
                break;
            }
        }
        digits.iter().rev().collect()
    }
    let millis = u64::try_from(queued_at.timestamp_millis()).unwrap_or(0);
    format!(
        "{:0>9}{}",
        base36(millis),
        base36(u64::try_from(row).unwrap_or(0))
    )
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

#[cfg(test)]
mod tests {
    use super::message_id;
    use chrono::{TimeZone, Utc};

    #[test]
    fn a_message_id_is_short_its_own_and_never_repeated_by_a_database_begun_again() {
        let at = Utc.with_ymd_and_hms(2026, 12, 7, 15, 0, 0).unwrap();
        let id = message_id(41, at);
        assert!(
            id.len() <= 16 && id.chars().all(|c| c.is_ascii_alphanumeric()),
            "{id}"
        );
        assert_eq!(id, message_id(41, at), "the same on every try");
        assert_ne!(id, message_id(42, at));
        // Row 1 of a new database, a moment later, against rows 11 and 1 of the old one.
        let later = at + chrono::Duration::milliseconds(1);
        assert_ne!(message_id(1, later), message_id(1, at));
        assert_ne!(message_id(1, at), message_id(11, at));
        assert!(message_id(i64::MAX, later).len() <= 22);
    }
}
