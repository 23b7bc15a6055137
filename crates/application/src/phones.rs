//! An account's phone (issue 38): a code by text message proves the contact number is the
//! person's own, and only then may they ask for text messages about their care.

use std::sync::Arc;

use chrono::Duration;
use mon_domain::sms::{TextMsg, e164, text_message};
use mon_domain::user::phone_code::{CODE_TTL_MINUTES, CodeEntry, SentCode, parse_code};
use mon_domain::user::{AccountMsg, User};

use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
use crate::ports::{Clock, KeyGenerator, PhoneRepository, Recipients, TextKind, TextMessage};

/// What can go wrong with a phone.
#[derive(Debug, thiserror::Error)]
pub enum PhoneError {
    #[error("no contact number")]
    Missing,
    #[error("too many codes to this number")]
    TooManyCodes { retry_after_secs: u64 },
    #[error("not a six-digit code")]
    Format,
    #[error("wrong code")]
    Wrong { tries_left: u32 },
    #[error("code expired")]
    Expired,
    #[error("number not verified")]
    NotVerified,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl ServiceError for PhoneError {
    fn meta(&self) -> ErrorMeta {
        use ErrorCode as C;
        match self {
            PhoneError::Missing => ErrorMeta::new(C::PhoneMissing, AccountMsg::PhoneMissing),
            PhoneError::TooManyCodes { retry_after_secs } => {
                ErrorMeta::new(C::TooManyRequests, AccountMsg::PhoneCodesTooMany)
                    .retry_after(*retry_after_secs)
            }
            PhoneError::Format => {
                ErrorMeta::on_field(C::ValidationFailed, "code", AccountMsg::PhoneCodeFormat)
            }
            PhoneError::Wrong { .. } => {
                ErrorMeta::on_field(C::ValidationFailed, "code", AccountMsg::PhoneCodeWrong)
            }
            PhoneError::Expired => ErrorMeta::new(C::CodeExpired, AccountMsg::PhoneCodeExpired),
            PhoneError::NotVerified => {
                ErrorMeta::new(C::PhoneNotVerified, AccountMsg::PhoneNotVerified)
            }
            PhoneError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The phone use cases.
#[derive(Clone)]
pub struct Phones {
    phones: Arc<dyn PhoneRepository>,
    recipients: Arc<dyn Recipients>,
    keys: Arc<dyn KeyGenerator>,
    clock: Arc<dyn Clock>,
}

impl Phones {
    pub fn new(
        phones: Arc<dyn PhoneRepository>,
        recipients: Arc<dyn Recipients>,
        keys: Arc<dyn KeyGenerator>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            phones,
            recipients,
            keys,
            clock,
        }
    }

    /// Sends a new code to the caller's contact number, in their language (without the service's
    /// name in discreet mode). A code sent before stops working.
    ///
    /// # Errors
    /// `Missing` (no mobile number); `TooManyCodes` (three to this number in the last hour);
    /// `Unexpected`.
    pub async fn start(&self, user: &User) -> Result<(), PhoneError> {
        let to = user
            .contact_number
            .as_deref()
            .and_then(e164)
            .ok_or(PhoneError::Missing)?;
        let lang = self.recipients.language_of(user.id).await?;
        let code = self.keys.code();
        let message = TextMessage {
            to,
            text: text_message(TextMsg::Code, lang, user.discreet, &[("code", &code)], None),
            kind: TextKind::Verification,
            id: None,
        };
        let now = self.clock.now();
        match self
            .phones
            .start_code(user.id, &self.keys.hash(&code), &message, now)
            .await?
        {
            Ok(()) => {
                tracing::info!(user_id = user.id, "phone code sent");
                Ok(())
            }
            Err(wait) => Err(PhoneError::TooManyCodes {
                // Rounded up: asking again after `Retry-After` is never too early.
                retry_after_secs: u64::try_from((wait.num_milliseconds() + 999) / 1000)
                    .unwrap_or(0)
                    .max(1),
            }),
        }
    }

    /// Checks a code the caller typed (Latin or Bangla digits) and, when it is right, in time and
    /// within its tries, marks their number verified.
    ///
    /// # Errors
    /// `Format` (not six digits: no try is counted); `Wrong` (a try is counted); `Expired` (too
    /// late, out of tries, or no code); `Unexpected`.
    pub async fn verify(&self, user: &User, input: &str) -> Result<User, PhoneError> {
        let code = parse_code(input).ok_or(PhoneError::Format)?;
        let now = self.clock.now();
        let since = now - Duration::minutes(CODE_TTL_MINUTES);
        let Some(stored) = self.phones.take_try(user.id, since).await? else {
            return Err(PhoneError::Expired);
        };
        let sent = SentCode {
            sent_at: stored.sent_at,
            wrong_tries: stored.wrong_tries,
        };
        match sent.enter(now, self.keys.hash(&code) == stored.code_hash) {
            CodeEntry::Verified => {
                let user = self
                    .phones
                    .verified(user.id, &stored.number, now)
                    .await?
                    .ok_or(PhoneError::Expired)?;
                tracing::info!(user_id = user.id, "phone verified");
                Ok(user)
            }
            CodeEntry::Wrong { tries_left } => Err(PhoneError::Wrong { tries_left }),
            CodeEntry::Expired => Err(PhoneError::Expired),
        }
    }

    /// Turns the caller's text messages on (only with a verified number) or off.
    ///
    /// # Errors
    /// `NotVerified`; `Unexpected`.
    pub async fn set_texts(&self, user_id: i64, on: bool) -> Result<User, PhoneError> {
        let user = self
            .phones
            .set_texts(user_id, on, self.clock.now())
            .await?
            .ok_or(PhoneError::NotVerified)?;
        tracing::info!(user_id, sms_reminders = on, "text messages set");
        Ok(user)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, TimeZone, Utc};

    use super::*;
    use crate::ports::{
        MockClock, MockKeyGenerator, MockPhoneRepository, MockRecipients, StoredCode,
    };
    use mon_domain::Lang;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 7, 9, 0, 0).unwrap()
    }

    fn user(discreet: bool, number: Option<&str>) -> User {
        User {
            id: 7,
            username: "rahim".into(),
            email: "rahim@example.com".into(),
            password_hash: String::new(),
            contact_number: number.map(str::to_owned),
            nid: None,
            role: mon_domain::user::Role::Subscriber,
            is_active: true,
            token_version: 0,
            registered_at: now(),
            discreet,
            must_change_password: false,
            phone_verified: false,
            sms_reminders: false,
        }
    }

    fn phones(repo: MockPhoneRepository, lang: Lang) -> Phones {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut recipients = MockRecipients::new();
        recipients.expect_language_of().returning(move |_| Ok(lang));
        let mut keys = MockKeyGenerator::new();
        keys.expect_code().returning(|| "042917".into());
        keys.expect_hash().returning(|k| format!("h:{k}"));
        Phones::new(
            Arc::new(repo),
            Arc::new(recipients),
            Arc::new(keys),
            Arc::new(clock),
        )
    }

    fn stored(wrong_tries: u32, minutes_ago: i64) -> StoredCode {
        StoredCode {
            number: "+8801812345678".into(),
            code_hash: "h:042917".into(),
            sent_at: now() - Duration::minutes(minutes_ago),
            wrong_tries,
        }
    }

    #[tokio::test]
    async fn a_code_goes_to_the_contact_number_in_the_persons_language_stored_only_hashed() {
        let cases = [
            (
                Lang::En,
                false,
                "Mon: Your code is 042917. It works for 10 minutes. Never share it with anyone.",
            ),
            (
                Lang::Bn,
                true,
                "আপনার কোড 042917। এটি ১০ মিনিট কাজ করবে। কাউকে জানাবেন না।",
            ),
        ];
        for (lang, discreet, text) in cases {
            let mut repo = MockPhoneRepository::new();
            repo.expect_start_code()
                .withf(move |id, hash, m, at| {
                    *id == 7
                        && hash == "h:042917"
                        && m.to == "+8801812345678"
                        && m.kind == TextKind::Verification
                        && m.text == text
                        && *at == now()
                })
                .times(1)
                .returning(|_, _, _, _| Ok(Ok(())));
            phones(repo, lang)
                .start(&user(discreet, Some("01812345678")))
                .await
                .unwrap();
        }
    }

    #[tokio::test]
    async fn no_code_without_a_number_and_a_fourth_in_an_hour_says_when_to_ask_again() {
        let mut repo = MockPhoneRepository::new();
        repo.expect_start_code().never();
        let err = phones(repo, Lang::En)
            .start(&user(false, None))
            .await
            .unwrap_err();
        assert!(matches!(err, PhoneError::Missing));

        let mut repo = MockPhoneRepository::new();
        repo.expect_start_code()
            .returning(|_, _, _, _| Ok(Err(Duration::minutes(12) - Duration::microseconds(1))));
        let err = phones(repo, Lang::En)
            .start(&user(false, Some("01812345678")))
            .await
            .unwrap_err();
        assert!(matches!(
            err,
            PhoneError::TooManyCodes {
                retry_after_secs: 720
            }
        ));
        assert_eq!(err.meta().retry_after_secs, Some(720));
    }

    #[tokio::test]
    async fn the_right_code_in_time_verifies_the_number_in_bangla_digits_too() {
        let mut repo = MockPhoneRepository::new();
        repo.expect_take_try()
            .withf(|id, since| *id == 7 && *since == now() - Duration::minutes(10))
            .returning(|_, _| Ok(Some(stored(4, 9))));
        repo.expect_verified()
            .withf(|id, number, _| *id == 7 && number == "+8801812345678")
            .times(1)
            .returning(|_, _, _| {
                Ok(Some(User {
                    phone_verified: true,
                    ..user(false, Some("01812345678"))
                }))
            });
        let verified = phones(repo, Lang::En)
            .verify(&user(false, Some("01812345678")), "০৪২ ৯১৭")
            .await
            .unwrap();
        assert!(verified.phone_verified);
    }

    #[tokio::test]
    async fn a_right_code_whose_number_changed_meanwhile_verifies_nothing() {
        let mut repo = MockPhoneRepository::new();
        repo.expect_take_try()
            .returning(|_, _| Ok(Some(stored(0, 1))));
        repo.expect_verified()
            .times(1)
            .returning(|_, _, _| Ok(None));
        let err = phones(repo, Lang::En)
            .verify(&user(false, Some("01812345678")), "042917")
            .await
            .unwrap_err();
        assert_eq!(err.meta().code, ErrorCode::CodeExpired);
    }

    #[tokio::test]
    async fn a_wrong_code_counts_a_try_and_none_after_the_fifth_passes_even_when_right() {
        let mut repo = MockPhoneRepository::new();
        repo.expect_take_try()
            .returning(|_, _| Ok(Some(stored(3, 1))));
        repo.expect_verified().never();
        let err = phones(repo, Lang::En)
            .verify(&user(false, Some("01812345678")), "111111")
            .await
            .unwrap_err();
        assert!(matches!(err, PhoneError::Wrong { tries_left: 1 }));
        assert_eq!(err.meta().code, ErrorCode::ValidationFailed);

        // The repository counts the tries: with five spent it hands no code out.
        let mut repo = MockPhoneRepository::new();
        repo.expect_take_try().returning(|_, _| Ok(None));
        repo.expect_verified().never();
        let err = phones(repo, Lang::En)
            .verify(&user(false, Some("01812345678")), "042917")
            .await
            .unwrap_err();
        assert_eq!(err.meta().code, ErrorCode::CodeExpired);
    }

    #[tokio::test]
    async fn a_code_that_is_not_six_digits_costs_no_try() {
        let mut repo = MockPhoneRepository::new();
        repo.expect_take_try().never();
        let err = phones(repo, Lang::En)
            .verify(&user(false, Some("01812345678")), "12345")
            .await
            .unwrap_err();
        assert!(matches!(err, PhoneError::Format));
    }

    #[tokio::test]
    async fn texts_are_turned_on_only_with_a_verified_number() {
        let mut repo = MockPhoneRepository::new();
        repo.expect_set_texts()
            .withf(|id, on, _| *id == 7 && *on)
            .returning(|_, _, _| Ok(None));
        let err = phones(repo, Lang::En).set_texts(7, true).await.unwrap_err();
        assert_eq!(err.meta().code, ErrorCode::PhoneNotVerified);
    }
}
