use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::Lang;
use mon_domain::pagination::{Page, PageRequest};

use super::{Mail, TextMessage};

/// What an e-mail in the outbox is about: account mail (a key, a notice) or care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    Activation,
    PasswordReset,
    /// An admin's invitation to a counsellor.
    Invitation,
    /// "Someone tried to register with your address".
    RegistrationAttempt,
    /// Appointment requests, decisions and reminders.
    Care,
}

impl MailKind {
    pub const ALL: [MailKind; 5] = [
        MailKind::Activation,
        MailKind::PasswordReset,
        MailKind::Invitation,
        MailKind::RegistrationAttempt,
        MailKind::Care,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Activation => "activation",
            MailKind::PasswordReset => "password_reset",
            MailKind::Invitation => "invitation",
            MailKind::RegistrationAttempt => "registration_attempt",
            MailKind::Care => "care",
        }
    }

    /// Rows written before kinds were recorded are care mail.
    pub fn parse(s: Option<&str>) -> Self {
        Self::ALL
            .into_iter()
            .find(|k| Some(k.as_str()) == s)
            .unwrap_or(MailKind::Care)
    }

    /// Account mail to one address counts against its hourly cooldown.
    pub fn is_account_mail(self) -> bool {
        self != MailKind::Care
    }
}

/// What an outbox row carries: an e-mail, or a text message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Envelope {
    Mail { kind: MailKind, mail: Mail },
    Text(TextMessage),
}

impl Envelope {
    /// The kind's name, as the outbox stores it.
    pub fn kind(&self) -> &'static str {
        match self {
            Envelope::Mail { kind, .. } => kind.as_str(),
            Envelope::Text(text) => text.kind.as_str(),
        }
    }

    /// The e-mail, when it is one.
    pub fn mail(&self) -> Option<&Mail> {
        match self {
            Envelope::Mail { mail, .. } => Some(mail),
            Envelope::Text(_) => None,
        }
    }
}

/// An e-mail or a text message waiting in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxMessage {
    pub id: i64,
    pub envelope: Envelope,
    /// Delivery attempts started so far.
    pub attempts: i32,
    pub next_attempt_at: DateTime<Utc>,
}

/// What the outbox owes: an e-mail or a text message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owed {
    Mail(Mail),
    Text(TextMessage),
}

impl Owed {
    /// The e-mail, when it is one.
    pub fn mail(&self) -> Option<&Mail> {
        match self {
            Owed::Mail(mail) => Some(mail),
            Owed::Text(_) => None,
        }
    }

    /// The text message, when it is one.
    pub fn text(&self) -> Option<&TextMessage> {
        match self {
            Owed::Text(text) => Some(text),
            Owed::Mail(_) => None,
        }
    }
}

/// A message sent on behalf of an appointment at a given time (a reminder, or a text message
/// about a decision): dropped from the outbox, if still unsent, when the appointment's decision is
/// undone or the session cancelled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scheduled {
    pub message: Owed,
    pub at: DateTime<Utc>,
    pub appointment_id: i64,
}

/// The mail outbox. Use cases write e-mails into it in the same transaction
/// as the change they report (through their own repository); the
/// [`crate::outbox::OutboxSender`] delivers them from here.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait OutboxRepository: Send + Sync {
    /// Up to `limit` messages due at `now`, the longest waiting first.
    async fn due(&self, now: DateTime<Utc>, limit: u64) -> anyhow::Result<Vec<OutboxMessage>>;

    /// Takes a message for one delivery attempt: counts the attempt and moves
    /// its next attempt to `lease_until`, only if nobody took it since it was
    /// read (`seen` is the `next_attempt_at` read). `false`: another sender has it.
    async fn claim(
        &self,
        id: i64,
        seen: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> anyhow::Result<bool>;

    /// Removes a delivered message; a text message is recorded as sent at `now` (for the daily
    /// limits and the person's export) in the same step.
    async fn delivered(&self, id: i64, now: DateTime<Utc>) -> anyhow::Result<()>;

    /// Text messages handed to the gateway since `since`: to `number` (E.164), or to anyone.
    async fn texts_sent_since<'a>(
        &self,
        number: Option<&'a str>,
        since: DateTime<Utc>,
    ) -> anyhow::Result<u64>;

    /// Puts a taken message back until `until` without counting the attempt (a text message over
    /// a daily limit waits for the next day), if the sender still holds it. It is marked held,
    /// so admins see it.
    async fn hold(
        &self,
        id: i64,
        lease_until: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> anyhow::Result<()>;

    /// Text messages waiting for the next day because a daily limit was reached.
    async fn texts_held(&self) -> anyhow::Result<u64>;

    /// Records a failed attempt and when to try again, if the sender still
    /// holds the message (its lease is `lease_until`).
    async fn failed(
        &self,
        id: i64,
        lease_until: DateTime<Utc>,
        retry_at: DateTime<Utc>,
        error: &str,
    ) -> anyhow::Result<()>;

    /// Moves a message that failed its last allowed attempt to the dead
    /// letters (never taken again), if the sender still holds it.
    async fn dead(
        &self,
        id: i64,
        lease_until: DateTime<Utc>,
        now: DateTime<Utc>,
        error: &str,
    ) -> anyhow::Result<()>;

    /// The dead letters, newest first. They hold no recipient.
    async fn dead_letters(&self, page: PageRequest) -> anyhow::Result<Page<DeadLetter>>;

    /// Puts a dead letter back in line, due at `now` with its attempts counted
    /// from zero. `false`: no such dead letter.
    async fn revive(&self, id: i64, now: DateTime<Utc>) -> anyhow::Result<bool>;

    /// Removes a dead letter for good. `false`: no such dead letter.
    async fn discard(&self, id: i64) -> anyhow::Result<bool>;
}

/// A mail or text message that failed too often: what the admins' page shows (never the text;
/// of a text message, its number masked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeadLetter {
    pub id: i64,
    /// `mail`, or `sms` with the masked number.
    pub channel: DeadChannel,
    /// The kind's name: a [`MailKind`]'s or a [`super::TextKind`]'s.
    pub kind: &'static str,
    pub attempts: i32,
    /// The last error, with any e-mail address redacted.
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub dead_at: DateTime<Utc>,
}

/// Which way a dead letter was to go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeadChannel {
    Mail,
    /// A text message, to this number masked (`+880•••••••678`).
    Sms {
        masked_number: String,
    },
}

/// Account mail (activation, reset, registration notices) beside the user
/// repository's writes: the hourly count per address, and a notice that
/// changes nothing else.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait AccountMailbox: Send + Sync {
    /// Counts one more mail to `address` (any case) at `now` if fewer than
    /// `limit` were counted since `since`, in one step that parallel callers
    /// cannot both pass on the last free place. `false`: the address has had
    /// enough; nothing is counted.
    async fn reserve(
        &self,
        address: &str,
        since: DateTime<Utc>,
        limit: u64,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool>;

    /// Puts one account mail for the account `about` in the outbox.
    async fn queue(
        &self,
        mail: &Mail,
        kind: MailKind,
        about: i64,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()>;

    /// Forgets the counts older than `before`.
    async fn purge(&self, before: DateTime<Utc>) -> anyhow::Result<u64>;
}

/// Where a person's own e-mails go: the account's verified address, its language, and whether it is in discreet mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Addressee {
    pub email: String,
    pub lang: Lang,
    pub discreet: bool,
    /// Where text messages about their sessions go (E.164): set only when they asked for them
    /// and their number is verified.
    pub texts_to: Option<String>,
}

/// Who receives care e-mails, and in which language.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Recipients: Send + Sync {
    /// The language the person last used (English when never recorded).
    async fn language_of(&self, user_id: i64) -> anyhow::Result<Lang>;

    /// Records the language a person uses now.
    async fn remember_language(&self, user_id: i64, lang: Lang) -> anyhow::Result<()>;

    /// The active admins' addresses and languages.
    async fn admins(&self) -> anyhow::Result<Vec<(String, Lang)>>;

    /// The verified address of an active account and its language: where
    /// decisions and reminders about the person's appointments go (never an
    /// address typed into a form). `None` for an inactive or unknown account.
    async fn account_address(&self, user_id: i64) -> anyhow::Result<Option<Addressee>>;
}
