//! PHQ-9 and GAD-7 check-ins: the instruments in the reader's language, a
//! check-in scored on the server (once every 7 days per instrument), and the
//! caller's own history.

use chrono::{DateTime, Duration, Utc};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::safety::{
    Band, CheckIn, InstrumentCode, InstrumentText, RETAKE_AFTER_DAYS, SafetyMsg,
    default_instrument_text, score, validate_instrument_text,
};
use mon_domain::{FieldErrors, Lang};

use super::{Safety, SafetyError};
use crate::ports::CheckInWriteError;
use mon_domain::pagination::CheckInPages;

/// An instrument as a person reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstrumentView {
    pub code: InstrumentCode,
    pub lang: Lang,
    pub text: InstrumentText,
    /// Each band with its score range.
    pub bands: Vec<(Band, u32, u32)>,
    /// The wording is a translation no clinician has confirmed yet.
    pub awaiting_review: bool,
    /// When the caller may take it again, if not now.
    pub next_available_at: Option<DateTime<Utc>>,
}

/// An admin's replacement wording.
#[derive(Debug, Clone)]
pub struct Instrument {
    pub lang: Lang,
    pub text: InstrumentText,
    /// A clinician confirmed it (always so for English, the instruments' own wording).
    pub reviewed: bool,
}

fn code_of(raw: &str) -> Result<InstrumentCode, SafetyError> {
    InstrumentCode::parse(raw.trim()).ok_or(SafetyError::InstrumentNotFound)
}

fn ranges(code: InstrumentCode) -> Vec<(Band, u32, u32)> {
    let bands = code.bands();
    let max = 3 * code.items() as u32;
    bands
        .iter()
        .enumerate()
        .map(|(i, (from, band))| {
            (
                *band,
                *from,
                bands.get(i + 1).map_or(max, |(next, _)| next - 1),
            )
        })
        .collect()
}

impl Safety {
    /// Both instruments in `lang`, with when the caller may take each again.
    ///
    /// # Errors
    /// `Unexpected` (also when an instrument has no wording, which the first start adds).
    pub async fn instruments(
        &self,
        user_id: i64,
        lang: Lang,
    ) -> Result<Vec<InstrumentView>, SafetyError> {
        let last = self.ports.check_ins.last_taken(user_id).await?;
        let now = self.ports.clock.now();
        let mut views = Vec::new();
        for code in InstrumentCode::ALL {
            let (text, reviewed) =
                self.ports
                    .check_ins
                    .texts(code, lang)
                    .await?
                    .ok_or_else(|| {
                        anyhow::anyhow!("no wording for {} in {}", code.as_str(), lang.tag())
                    })?;
            let next = last
                .iter()
                .find(|(c, _)| *c == code)
                .map(|(_, at)| *at + Duration::days(RETAKE_AFTER_DAYS))
                .filter(|next| *next > now);
            views.push(InstrumentView {
                code,
                lang,
                text,
                bands: ranges(code),
                awaiting_review: !reviewed,
                next_available_at: next,
            });
        }
        Ok(views)
    }

    /// Scores and stores the caller's answers to `code`.
    ///
    /// # Errors
    /// `InstrumentNotFound`; `Validation` (on `answers`: a wrong count or a value outside 0–3); `ConsentWithdrawn`; `ConsentRequired`;
    /// `CheckInTooSoon` (taken in the last 7 days, with when it may be taken next); `Unexpected`.
    pub async fn take_check_in(
        &self,
        user_id: i64,
        code: &str,
        answers: &[i64],
    ) -> Result<CheckIn, SafetyError> {
        let code = code_of(code)?;
        let scored = score(code, answers)?;
        self.ensure_consent(user_id).await?;
        let now = self.ports.clock.now();
        let pause = Duration::days(RETAKE_AFTER_DAYS);
        match self
            .ports
            .check_ins
            .add(user_id, code, answers, scored, now, now - pause)
            .await
        {
            Ok(c) => {
                // Never who, nor the result: a score or a suggestion of help beside an id is health data in a log.
                tracing::info!(code = code.as_str(), "check-in taken");
                Ok(c)
            }
            Err(CheckInWriteError::TooSoon { last }) => Err(SafetyError::CheckInTooSoon {
                next_at: last + pause,
            }),
            Err(CheckInWriteError::Unexpected(e)) => Err(SafetyError::Unexpected(e)),
        }
    }

    /// The caller's own check-ins, newest first; of one instrument when `code` is given.
    ///
    /// # Errors
    /// `Validation` (an unknown `code`); `Unexpected`.
    pub async fn check_ins(
        &self,
        user_id: i64,
        code: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<CheckIn>, SafetyError> {
        let code = match code.map(str::trim).filter(|c| !c.is_empty()) {
            None => None,
            Some(c) => Some(InstrumentCode::parse(c).ok_or_else(|| {
                let mut e = FieldErrors::new();
                e.add("code", SafetyMsg::InstrumentNotFound);
                SafetyError::Validation(e)
            })?),
        };
        Ok(self
            .ports
            .check_ins
            .list(
                user_id,
                code,
                PageRequest::new(page, per_page, CheckInPages::LIMITS),
            )
            .await?)
    }

    /// Replaces an instrument's wording in one language (ADMIN): a clinician's translation, or their confirmation of it.
    ///
    /// # Errors
    /// `InstrumentNotFound`; `Validation` (on `texts`); `Unexpected`.
    pub async fn set_instrument_text(
        &self,
        code: &str,
        instrument: &Instrument,
    ) -> Result<(), SafetyError> {
        let code = code_of(code)?;
        validate_instrument_text(code, &instrument.text)?;
        let reviewed = instrument.reviewed || instrument.lang == Lang::En;
        self.ports
            .check_ins
            .put_texts(
                code,
                instrument.lang,
                &instrument.text,
                reviewed,
                self.ports.clock.now(),
            )
            .await?;
        tracing::info!(
            code = code.as_str(),
            lang = instrument.lang.tag(),
            reviewed,
            "instrument wording changed"
        );
        Ok(())
    }

    /// Adds each instrument's first wording where it has none: English as
    /// reviewed, Bangla as awaiting review. `true` when it added any.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn ensure_instruments(&self) -> Result<bool, SafetyError> {
        let mut added = false;
        let now = self.ports.clock.now();
        for code in InstrumentCode::ALL {
            for lang in [Lang::En, Lang::Bn] {
                added |= self
                    .ports
                    .check_ins
                    .ensure_texts(
                        code,
                        lang,
                        &default_instrument_text(code, lang),
                        lang == Lang::En,
                        now,
                    )
                    .await?;
            }
        }
        Ok(added)
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;
    use crate::ports::{MockCheckInRepository, MockClock};
    use crate::safety::testing::SafetyMocks;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 24, 4, 0, 0).unwrap()
    }

    fn safety(repo: MockCheckInRepository) -> Safety {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        SafetyMocks {
            check_ins: repo,
            clock,
            ..SafetyMocks::default()
        }
        .build(chrono::Duration::zero())
    }

    #[tokio::test]
    async fn a_check_in_is_scored_on_the_server_and_stored_under_the_seven_day_rule() {
        let mut repo = MockCheckInRepository::new();
        repo.expect_add()
            .withf(|user, code, answers, scored, at, not_since| {
                *user == 7
                    && *code == InstrumentCode::Phq9
                    && answers.len() == 9
                    && scored.score == 12
                    && scored.band == Band::Moderate
                    && scored.help_suggested
                    && *at == now()
                    && *not_since == now() - Duration::days(7)
            })
            .times(1)
            .returning(stored_as_given);
        let c = safety(repo)
            .take_check_in(7, "phq9", &[2, 2, 2, 2, 2, 0, 0, 0, 2])
            .await
            .unwrap();
        assert_eq!(
            (c.score, c.band, c.help_suggested),
            (12, Band::Moderate, true)
        );
    }

    /// What the repository stores for a check-in it is given.
    fn stored_as_given(
        user_id: i64,
        code: InstrumentCode,
        _answers: &[i64],
        s: mon_domain::safety::Scored,
        at: DateTime<Utc>,
        _not_since: DateTime<Utc>,
    ) -> Result<CheckIn, CheckInWriteError> {
        Ok(CheckIn {
            id: 1,
            user_id,
            code,
            score: s.score,
            band: s.band,
            help_suggested: s.help_suggested,
            taken_at: at,
        })
    }

    /// What the log of a test run holds.
    #[derive(Clone, Default)]
    struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[tokio::test]
    async fn the_log_never_ties_a_check_in_result_to_a_person() {
        let mut repo = MockCheckInRepository::new();
        repo.expect_add().returning(stored_as_given);
        let captured = Captured::default();
        let writer = captured.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_ansi(false)
            .with_writer(move || writer.clone())
            .finish();
        let _guard = tracing::subscriber::set_default(subscriber);
        let c = safety(repo)
            .take_check_in(7, "phq9", &[3, 3, 3, 3, 3, 3, 3, 3, 3])
            .await
            .unwrap();
        assert!(c.help_suggested);
        let log = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
        assert!(
            log.contains("check-in taken"),
            "the log was captured: {log}"
        );
        for leak in ["user_id", "help_suggested", "score", "band", "severe", "=7"] {
            assert!(!log.contains(leak), "{leak} in the log: {log}");
        }
    }

    #[tokio::test]
    async fn a_second_try_within_seven_days_says_when_it_may_be_taken_next() {
        let mut repo = MockCheckInRepository::new();
        let last = now() - Duration::days(2);
        repo.expect_add()
            .returning(move |_, _, _, _, _, _| Err(CheckInWriteError::TooSoon { last }));
        let err = safety(repo)
            .take_check_in(7, "gad7", &[0; 7])
            .await
            .unwrap_err();
        use crate::errors::ServiceError;
        let meta = err.meta();
        assert_eq!(
            (meta.code.as_str(), meta.available_at),
            ("check_in_too_soon", Some(last + Duration::days(7)))
        );
    }

    #[tokio::test]
    async fn bad_answers_or_an_unknown_instrument_write_nothing() {
        let mut repo = MockCheckInRepository::new();
        repo.expect_add().never();
        let s = safety(repo);
        assert!(matches!(
            s.take_check_in(7, "phq9", &[0; 7]).await,
            Err(SafetyError::Validation(_))
        ));
        assert!(matches!(
            s.take_check_in(7, "gad7", &[0, 0, 0, 0, 0, 0, 9]).await,
            Err(SafetyError::Validation(_))
        ));
        assert!(matches!(
            s.take_check_in(7, "beck", &[0; 21]).await,
            Err(SafetyError::InstrumentNotFound)
        ));
    }

    #[tokio::test]
    async fn bangla_wording_awaits_review_and_the_next_date_is_shown() {
        let mut repo = MockCheckInRepository::new();
        repo.expect_last_taken()
            .returning(|_| Ok(vec![(InstrumentCode::Gad7, now() - Duration::days(1))]));
        repo.expect_texts().returning(|code, lang| {
            Ok(Some((
                default_instrument_text(code, lang),
                lang == Lang::En,
            )))
        });
        let views = safety(repo).instruments(7, Lang::Bn).await.unwrap();
        assert_eq!(views.len(), 2);
        assert!(views.iter().all(|v| v.awaiting_review));
        assert_eq!(views[0].next_available_at, None, "PHQ-9 may be taken now");
        assert_eq!(views[1].next_available_at, Some(now() + Duration::days(6)));
        assert_eq!(views[0].bands.last(), Some(&(Band::Severe, 20, 27)));
        assert_eq!(views[1].bands.last(), Some(&(Band::Severe, 15, 21)));
    }
}
