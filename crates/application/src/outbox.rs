//! Delivers the outbox: every e-mail or text message a change owes was written in
//! the change's own transaction; this sender hands each to the [`Mailer`] or the
//! [`TextMessages`] gateway and removes it, or tries again later with a growing
//! pause. A text message over a daily limit waits for the next day; one the
//! gateway refuses for good goes straight to the dead letters. A crash between
//! sending and removing sends that e-mail again after the lease (at least
//! once); two senders (two replicas) never take the same message at once.

use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::Duration;

use mon_domain::pagination::{Page, PageRequest};

use crate::ports::{
    Clock, DeadLetter, Envelope, Mail, Mailer, OutboxMessage, OutboxRepository, TextError,
    TextMessage, TextMessages,
};
use mon_domain::pagination::DeadLetterPages;

/// How long a taken message stays with its sender before another may take it.
pub const LEASE: Duration = Duration::minutes(2);
/// The first retry waits this long; each further one twice as long.
pub const FIRST_RETRY: Duration = Duration::seconds(30);
/// The longest pause between two attempts.
pub const MAX_RETRY: Duration = Duration::hours(1);
/// Messages taken per round.
const BATCH: u64 = 20;
/// The longest one hand-over to the mailer may take: well inside the lease, so
/// nobody else can take a message while it is still being sent.
pub const SEND_TIMEOUT: StdDuration = StdDuration::from_secs(60);
/// Tries at removing a delivered message before leaving it (it is then sent again after the lease).
const DELIVERED_TRIES: u32 = 3;
/// Attempts before a message moves to the dead letters (`MON_MAIL_MAX_ATTEMPTS`).
pub const DEFAULT_MAX_ATTEMPTS: i32 = 10;

/// An error text without e-mail addresses: every `local@domain` becomes
/// `<address>`, so stored and logged errors name nobody.
pub fn redact_addresses(text: &str) -> String {
    let local = |c: char| c.is_alphanumeric() || "._%+-".contains(c);
    let domain = |c: char| c.is_alphanumeric() || ".-".contains(c);
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('@') {
        let (before, after) = (&rest[..at], &rest[at + 1..]);
        let start = before
            .char_indices()
            .rev()
            .take_while(|(_, c)| local(*c))
            .last()
            .map_or(before.len(), |(i, _)| i);
        let mut end = after
            .char_indices()
            .find(|(_, c)| !domain(*c))
            .map_or(after.len(), |(i, _)| i);
        // A sentence's full stop after the address is not part of it.
        while end > 0 && after[..end].ends_with('.') {
            end -= 1;
        }
        if start < before.len() && end > 0 {
            out.push_str(&before[..start]);
            out.push_str("<address>");
            rest = &after[end..];
        } else {
            out.push_str(&rest[..=at]);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// An error text that names nobody: e-mail addresses become `<address>` ([`redact_addresses`])
/// and every run of eight or more digits (a phone number, with or without `+`) `<number>`.
pub fn redact(text: &str) -> String {
    let text = redact_addresses(text);
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        let digits = run.chars().filter(char::is_ascii_digit).count();
        if digits >= 8 {
            out.push_str("<number>");
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() || (c == '+' && run.is_empty()) {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

/// The daily limits on text messages (`MON_SMS_PER_NUMBER_PER_DAY`, `MON_SMS_DAILY_BUDGET`): a day
/// is Bangladesh's (UTC+6, no daylight saving).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextLimits {
    pub per_number_per_day: u64,
    pub daily_budget: u64,
}

impl Default for TextLimits {
    fn default() -> Self {
        TextLimits {
            per_number_per_day: 10,
            daily_budget: 1000,
        }
    }
}

/// The start of the Bangladeshi day `now` falls in, and of the next one.
pub fn text_day(
    now: chrono::DateTime<chrono::Utc>,
) -> (chrono::DateTime<chrono::Utc>, chrono::DateTime<chrono::Utc>) {
    let offset = Duration::hours(6);
    let local = (now + offset).date_naive();
    let start = local.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc() - offset;
    (start, start + Duration::days(1))
}

/// Why an attempt did not deliver.
enum Failure {
    /// Try again later.
    Retry(String),
    /// Never again: straight to the dead letters.
    Refused(String),
}

/// The pause after the `attempts`-th failed attempt: 30 s, 1 min, 2 min… up to an hour.
pub fn backoff(attempts: i32) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1))
        .unwrap_or(0)
        .min(16);
    let pause = FIRST_RETRY * 2_i32.pow(doublings);
    pause.min(MAX_RETRY)
}

/// Delivers the outbox in the background.
#[derive(Clone)]
pub struct OutboxSender {
    outbox: Arc<dyn OutboxRepository>,
    mailer: Arc<dyn Mailer>,
    texts: Option<(Arc<dyn TextMessages>, TextLimits)>,
    clock: Arc<dyn Clock>,
    max_attempts: i32,
}

impl OutboxSender {
    pub fn new(
        outbox: Arc<dyn OutboxRepository>,
        mailer: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            outbox,
            mailer,
            texts: None,
            clock,
            max_attempts: DEFAULT_MAX_ATTEMPTS,
        }
    }

    /// Sends text messages through `gateway`, within `limits`. Without it, a text message waits
    /// (retried like a failed one).
    #[must_use]
    pub fn with_texts(mut self, gateway: Arc<dyn TextMessages>, limits: TextLimits) -> Self {
        self.texts = Some((gateway, limits));
        self
    }

    /// After this many failed attempts a message moves to the dead letters (at least 1).
    #[must_use]
    pub fn with_max_attempts(mut self, max_attempts: i32) -> Self {
        self.max_attempts = max_attempts.max(1);
        self
    }

    /// One round: delivers what is due now. Returns how many were delivered.
    ///
    /// # Errors
    /// The outbox could not be read or written (the messages stay for a later round).
    pub async fn deliver_due(&self) -> anyhow::Result<usize> {
        let mut delivered = 0;
        for message in self.outbox.due(self.clock.now(), BATCH).await? {
            // The lease runs from the moment of taking, not from the start of the round.
            let lease_until = self.clock.now() + LEASE;
            if !self
                .outbox
                .claim(message.id, message.next_attempt_at, lease_until)
                .await?
            {
                continue;
            }
            delivered += usize::from(self.attempt(message, lease_until).await?);
        }
        Ok(delivered)
    }

    async fn attempt(
        &self,
        message: OutboxMessage,
        lease_until: chrono::DateTime<chrono::Utc>,
    ) -> anyhow::Result<bool> {
        let attempts = message.attempts.saturating_add(1);
        let kind = message.envelope.kind();
        let (channel, sent) = match message.envelope {
            Envelope::Mail { mail, .. } => ("mail", self.send_mail(mail).await),
            Envelope::Text(text) => {
                if let Some(until) = self.over_a_limit(&text).await? {
                    tracing::warn!(
                        outbox_id = message.id,
                        kind,
                        "text message held until tomorrow: a daily limit was reached"
                    );
                    self.outbox.hold(message.id, lease_until, until).await?;
                    return Ok(false);
                }
                ("sms", self.send_text(&text).await)
            }
        };
        let error = match sent {
            Ok(()) => {
                self.remove_delivered(message.id).await;
                tracing::info!(
                    outbox_id = message.id,
                    channel,
                    attempts,
                    "message delivered"
                );
                return Ok(true);
            }
            Err(failure) => failure,
        };
        let (error, refused) = match error {
            Failure::Retry(e) => (e, false),
            Failure::Refused(e) => (e, true),
        };
        let error: String = redact(&error).chars().take(500).collect();
        if refused || attempts >= self.max_attempts {
            tracing::error!(outbox_id = message.id, channel, kind, attempts, refused, error = %error, "message not delivered after its last attempt; moved to the dead letters");
            self.outbox
                .dead(message.id, lease_until, self.clock.now(), &error)
                .await?;
        } else {
            let pause = backoff(attempts);
            tracing::warn!(outbox_id = message.id, channel, kind, attempts, retry_in_s = pause.num_seconds(), error = %error, "message not delivered; will retry");
            self.outbox
                .failed(message.id, lease_until, self.clock.now() + pause, &error)
                .await?;
        }
        Ok(false)
    }

    async fn send_mail(&self, mail: Mail) -> Result<(), Failure> {
        match tokio::time::timeout(SEND_TIMEOUT, self.mailer.send(mail)).await {
            Ok(result) => result.map_err(|e| Failure::Retry(format!("{e:#}"))),
            Err(_) => Err(Failure::Retry(format!(
                "the mail server did not answer within {} s",
                SEND_TIMEOUT.as_secs()
            ))),
        }
    }

    async fn send_text(&self, text: &TextMessage) -> Result<(), Failure> {
        let Some((gateway, _)) = &self.texts else {
            return Err(Failure::Retry(
                "no text message gateway is configured".into(),
            ));
        };
        match tokio::time::timeout(SEND_TIMEOUT, gateway.send(text)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(TextError::Refused(e))) => Err(Failure::Refused(e)),
            Ok(Err(TextError::Failed(e))) => Err(Failure::Retry(format!("{e:#}"))),
            Err(_) => Err(Failure::Retry(format!(
                "the text message gateway did not answer within {} s",
                SEND_TIMEOUT.as_secs()
            ))),
        }
    }

    /// When a daily limit keeps `text` from going now: the start of the next day.
    async fn over_a_limit(
        &self,
        text: &TextMessage,
    ) -> anyhow::Result<Option<chrono::DateTime<chrono::Utc>>> {
        let Some((_, limits)) = &self.texts else {
            return Ok(None);
        };
        let (today, tomorrow) = text_day(self.clock.now());
        let to_number = self.outbox.texts_sent_since(Some(&text.to), today).await?;
        if to_number >= limits.per_number_per_day {
            return Ok(Some(tomorrow));
        }
        let in_all = self.outbox.texts_sent_since(None, today).await?;
        Ok((in_all >= limits.daily_budget).then_some(tomorrow))
    }

    /// Removing a sent message must not fail the round (that would send it again): a few tries,
    /// then an error in the log.
    async fn remove_delivered(&self, id: i64) {
        for n in 1..=DELIVERED_TRIES {
            match self.outbox.delivered(id, self.clock.now()).await {
                Ok(()) => return,
                Err(e) if n == DELIVERED_TRIES => {
                    tracing::error!(outbox_id = id, error = %format!("{e:#}"), "message delivered but not removed; it will be sent again after the lease")
                }
                Err(_) => tokio::time::sleep(StdDuration::from_millis(200)).await,
            }
        }
    }

    /// Runs rounds forever, `poll` apart (sooner while there is more to send).
    pub async fn run(self, poll: StdDuration) {
        loop {
            match self.deliver_due().await {
                Ok(n) if n as u64 >= BATCH => continue,
                Ok(_) => {}
                Err(e) => {
                    tracing::error!(error = %format!("{e:#}"), "reading the mail outbox failed")
                }
            }
            tokio::time::sleep(poll).await;
        }
    }
}

/// What can go wrong with a dead letter.
#[derive(Debug, thiserror::Error)]
pub enum DeadLetterError {
    #[error("no such dead letter")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl crate::errors::ServiceError for DeadLetterError {
    fn meta(&self) -> crate::errors::ErrorMeta {
        use crate::errors::{ErrorCode, ErrorMeta};
        match self {
            DeadLetterError::NotFound => {
                ErrorMeta::new(ErrorCode::NotFound, mon_domain::CommonMsg::NotFound)
            }
            DeadLetterError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The admins' view of mail that failed too often: list, send again, or drop.
/// It never shows a recipient or a text.
#[derive(Clone)]
pub struct DeadLetters {
    outbox: Arc<dyn OutboxRepository>,
    clock: Arc<dyn Clock>,
}

impl DeadLetters {
    pub fn new(outbox: Arc<dyn OutboxRepository>, clock: Arc<dyn Clock>) -> Self {
        Self { outbox, clock }
    }

    /// One page of dead letters, newest first.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn list(
        &self,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<DeadLetter>, DeadLetterError> {
        Ok(self
            .outbox
            .dead_letters(PageRequest::new(page, per_page, DeadLetterPages::LIMITS))
            .await?)
    }

    /// Puts a dead letter back in line now, its attempts counted afresh.
    ///
    /// # Errors
    /// `NotFound` (no such dead letter); `Unexpected`.
    pub async fn retry(&self, id: i64) -> Result<(), DeadLetterError> {
        if !self.outbox.revive(id, self.clock.now()).await? {
            return Err(DeadLetterError::NotFound);
        }
        tracing::info!(outbox_id = id, "dead letter sent back to the outbox");
        Ok(())
    }

    /// Drops a dead letter for good.
    ///
    /// # Errors
    /// `NotFound` (no such dead letter); `Unexpected`.
    pub async fn discard(&self, id: i64) -> Result<(), DeadLetterError> {
        if !self.outbox.discard(id).await? {
            return Err(DeadLetterError::NotFound);
        }
        tracing::info!(outbox_id = id, "dead letter discarded");
        Ok(())
    }
}

/// Today's text messages as admins see them: how many went, how many wait for tomorrow because a
/// daily limit was reached, and the day's budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextDay {
    pub sent: u64,
    pub held: u64,
    pub daily_budget: u64,
}

/// The admins' view of the text messages' daily limits.
#[derive(Clone)]
pub struct TextUsage {
    outbox: Arc<dyn OutboxRepository>,
    clock: Arc<dyn Clock>,
    limits: TextLimits,
}

impl TextUsage {
    pub fn new(
        outbox: Arc<dyn OutboxRepository>,
        clock: Arc<dyn Clock>,
        limits: TextLimits,
    ) -> Self {
        Self {
            outbox,
            clock,
            limits,
        }
    }

    /// Today's count (a Bangladeshi day), the held messages and the budget.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn today(&self) -> Result<TextDay, DeadLetterError> {
        let (today, _) = text_day(self.clock.now());
        Ok(TextDay {
            sent: self.outbox.texts_sent_since(None, today).await?,
            held: self.outbox.texts_held().await?,
            daily_budget: self.limits.daily_budget,
        })
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, TimeZone, Utc};
    use mockall::Sequence;

    use super::*;
    use crate::ports::{Mail, MockClock, MockMailer, MockOutboxRepository, MockTextMessages};

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap()
    }

    fn message(id: i64, attempts: i32) -> OutboxMessage {
        OutboxMessage {
            id,
            envelope: Envelope::Mail {
                kind: crate::ports::MailKind::Activation,
                mail: Mail {
                    to: format!("p{id}@example.com"),
                    subject: "S".into(),
                    text: "T".into(),
                    attachment: None,
                },
            },
            attempts,
            next_attempt_at: now(),
        }
    }

    fn text(id: i64, to: &str) -> OutboxMessage {
        OutboxMessage {
            id,
            envelope: Envelope::Text(TextMessage {
                to: to.into(),
                text: "Mon: your code is 123456.".into(),
                kind: crate::ports::TextKind::Verification,
                id: Some(format!("k{id}")),
            }),
            attempts: 0,
            next_attempt_at: now(),
        }
    }

    fn text_sender(
        outbox: MockOutboxRepository,
        gateway: MockTextMessages,
        limits: TextLimits,
    ) -> OutboxSender {
        sender(outbox, MockMailer::new()).with_texts(Arc::new(gateway), limits)
    }

    #[tokio::test]
    async fn a_text_message_goes_to_the_gateway_and_is_recorded_as_sent() {
        let mut outbox = MockOutboxRepository::new();
        outbox
            .expect_due()
            .returning(|_, _| Ok(vec![text(1, "+8801812345678")]));
        outbox.expect_claim().returning(|_, _, _| Ok(true));
        outbox.expect_texts_sent_since().returning(|_, _| Ok(0));
        outbox
            .expect_delivered()
            .withf(|id, at| *id == 1 && *at == now())
            .times(1)
            .returning(|_, _| Ok(()));
        let mut gateway = MockTextMessages::new();
        gateway
            .expect_send()
            .withf(|m| m.to == "+8801812345678")
            .times(1)
            .returning(|_| Ok(()));
        assert_eq!(
            text_sender(outbox, gateway, TextLimits::default())
                .deliver_due()
                .await
                .unwrap(),
            1
        );
    }

    #[tokio::test]
    async fn a_text_message_over_a_daily_limit_waits_for_the_next_bangladeshi_day_unsent() {
        for (to_number, in_all) in [(10, 10), (2, 1000)] {
            let mut outbox = MockOutboxRepository::new();
            outbox
                .expect_due()
                .returning(|_, _| Ok(vec![text(1, "+8801812345678")]));
            outbox.expect_claim().returning(|_, _, _| Ok(true));
            // 09:00 UTC is 15:00 in Dhaka: the day ends at 18:00 UTC.
            let (today, _) = text_day(now());
            assert_eq!(today, Utc.with_ymd_and_hms(2026, 11, 22, 18, 0, 0).unwrap());
            outbox
                .expect_texts_sent_since()
                .withf(move |_, since| *since == today)
                .returning(move |number, _| Ok(if number.is_some() { to_number } else { in_all }));
            outbox
                .expect_hold()
                .withf(|id, lease, until| {
                    *id == 1
                        && *lease == now() + LEASE
                        && *until == Utc.with_ymd_and_hms(2026, 11, 23, 18, 0, 0).unwrap()
                })
                .times(1)
                .returning(|_, _, _| Ok(()));
            outbox.expect_delivered().never();
            let mut gateway = MockTextMessages::new();
            gateway.expect_send().never();
            assert_eq!(
                text_sender(outbox, gateway, TextLimits::default())
                    .deliver_due()
                    .await
                    .unwrap(),
                0
            );
        }
    }

    #[tokio::test]
    async fn a_text_the_gateway_refuses_for_good_is_a_dead_letter_at_once_and_one_it_may_take_later_is_retried()
     {
        let mut outbox = MockOutboxRepository::new();
        outbox
            .expect_due()
            .returning(|_, _| Ok(vec![text(1, "+8801812345678"), text(2, "+8801912345678")]));
        outbox.expect_claim().returning(|_, _, _| Ok(true));
        outbox.expect_texts_sent_since().returning(|_, _| Ok(0));
        outbox
            .expect_dead()
            .withf(|id, _, _, err| *id == 1 && err == "refused: invalid number <number>")
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        outbox
            .expect_failed()
            .withf(|id, _, at, err| {
                *id == 2 && *at == now() + Duration::seconds(30) && err == "HTTP 503"
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut gateway = MockTextMessages::new();
        gateway.expect_send().returning(|m| {
            if m.to.ends_with("1812345678") {
                Err(TextError::Refused(format!(
                    "refused: invalid number {}",
                    m.to
                )))
            } else {
                Err(TextError::Failed(anyhow::anyhow!("HTTP 503")))
            }
        });
        assert_eq!(
            text_sender(outbox, gateway, TextLimits::default())
                .deliver_due()
                .await
                .unwrap(),
            0
        );
    }

    #[test]
    fn numbers_are_redacted_from_errors_and_short_figures_kept() {
        assert_eq!(
            redact("1001 invalid number 8801812345678 (+8801812345678), code 503 after 20 s"),
            "1001 invalid number <number> (<number>), code 503 after 20 s"
        );
    }

    fn sender(outbox: MockOutboxRepository, mailer: MockMailer) -> OutboxSender {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        OutboxSender::new(Arc::new(outbox), Arc::new(mailer), Arc::new(clock))
    }

    #[test]
    fn the_pause_doubles_from_30_seconds_up_to_an_hour() {
        assert_eq!(backoff(1), Duration::seconds(30));
        assert_eq!(backoff(2), Duration::seconds(60));
        assert_eq!(backoff(4), Duration::seconds(240));
        assert_eq!(backoff(8), Duration::hours(1));
        assert_eq!(backoff(1000), Duration::hours(1));
    }

    #[tokio::test]
    async fn a_delivered_mail_leaves_the_outbox_and_a_failed_one_waits_longer_each_time() {
        let mut outbox = MockOutboxRepository::new();
        outbox
            .expect_due()
            .returning(|_, _| Ok(vec![message(1, 0), message(2, 2)]));
        outbox
            .expect_claim()
            .withf(|_, seen, until| *seen == now() && *until == now() + LEASE)
            .returning(|_, _, _| Ok(true));
        outbox
            .expect_delivered()
            .withf(|id, _| *id == 1)
            .times(1)
            .returning(|_, _| Ok(()));
        // The third attempt failed: the next waits 2 minutes.
        outbox
            .expect_failed()
            .withf(|id, lease, at, err| {
                *id == 2
                    && *lease == now() + LEASE
                    && *at == now() + Duration::minutes(2)
                    && err.contains("connection refused")
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer.expect_send().returning(|m| {
            if m.to == "p1@example.com" {
                Ok(())
            } else {
                Err(anyhow::anyhow!("connection refused"))
            }
        });
        assert_eq!(sender(outbox, mailer).deliver_due().await.unwrap(), 1);
    }

    #[tokio::test]
    async fn a_message_another_sender_took_is_not_sent_twice() {
        let mut outbox = MockOutboxRepository::new();
        let mut seq = Sequence::new();
        outbox
            .expect_due()
            .times(1)
            .in_sequence(&mut seq)
            .returning(|_, _| Ok(vec![message(7, 0)]));
        outbox
            .expect_claim()
            .times(1)
            .in_sequence(&mut seq)
            .returning(|_, _, _| Ok(false));
        outbox.expect_delivered().never();
        let mut mailer = MockMailer::new();
        mailer.expect_send().never();
        assert_eq!(sender(outbox, mailer).deliver_due().await.unwrap(), 0);
    }

    #[tokio::test]
    async fn a_sent_mail_whose_removal_fails_once_is_removed_on_the_next_try() {
        let mut outbox = MockOutboxRepository::new();
        outbox
            .expect_due()
            .returning(|_, _| Ok(vec![message(3, 0)]));
        outbox.expect_claim().returning(|_, _, _| Ok(true));
        let tries = std::sync::atomic::AtomicU32::new(0);
        outbox.expect_delivered().times(2).returning(move |_, _| {
            if tries.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0 {
                Err(anyhow::anyhow!("database is locked"))
            } else {
                Ok(())
            }
        });
        outbox.expect_failed().never();
        let mut mailer = MockMailer::new();
        mailer.expect_send().times(1).returning(|_| Ok(()));
        assert_eq!(
            sender(outbox, mailer).deliver_due().await.unwrap(),
            1,
            "sent once, and the round went on"
        );
    }

    #[test]
    fn addresses_are_redacted_from_errors() {
        assert_eq!(
            redact_addresses(
                "550 5.1.1 <Rahim.K+x@mail.example.com>: Recipient address rejected; also a.b@c.bd."
            ),
            "550 5.1.1 <<address>>: Recipient address rejected; also <address>."
        );
        assert_eq!(
            redact_addresses("রহিম@উদাহরণ.বাংলা failed"),
            "<address> failed"
        );
        assert_eq!(
            redact_addresses("no address @ here, nor x@ or @y"),
            "no address @ here, nor x@ or @y"
        );
    }

    #[tokio::test]
    async fn the_last_allowed_failure_moves_a_mail_to_the_dead_letters_without_its_address() {
        let mut outbox = MockOutboxRepository::new();
        outbox
            .expect_due()
            .returning(|_, _| Ok(vec![message(4, 2), message(5, 1)]));
        outbox.expect_claim().returning(|_, _, _| Ok(true));
        // Message 4 had 2 attempts: its third is its last.
        outbox
            .expect_dead()
            .withf(|id, lease, at, err| {
                *id == 4
                    && *lease == now() + LEASE
                    && *at == now()
                    && err == "550 <<address>> unknown"
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        outbox
            .expect_failed()
            .withf(|id, _, _, err| *id == 5 && !err.contains('@'))
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .returning(|m| Err(anyhow::anyhow!("550 <{}> unknown", m.to)));
        assert_eq!(
            sender(outbox, mailer)
                .with_max_attempts(3)
                .deliver_due()
                .await
                .unwrap(),
            0
        );
    }
}
