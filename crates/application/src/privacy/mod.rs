//! Privacy rights: a person's consent log (grant, withdraw) and the log of
//! admins' reads of their records. Every call is about the caller's own data.

pub mod personal_data;

use std::sync::Arc;

use mon_domain::pagination::{Page, PageRequest, PrivacyLogPages};
use mon_domain::privacy::{
    AccessEntry, AccessKind, ConsentPurpose, ConsentRecord, ConsentState, PrivacyMsg,
};
use mon_domain::{FieldErrors, Lang, Message};

use crate::errors::{ErrorMeta, ServiceError};
use crate::ports::{
    AccessLogRepository, Clock, ConsentRepository, PersonalData, PersonalDataRepository,
};

/// What can go wrong in a privacy use case.
#[derive(Debug, thiserror::Error)]
pub enum PrivacyError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl ServiceError for PrivacyError {
    fn meta(&self) -> ErrorMeta {
        match self {
            PrivacyError::Validation(e) => ErrorMeta::invalid(e),
            PrivacyError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// Where the person's consent to Mon processing new health data (self-care answers, check-ins,
/// safety-plan changes) stands: the care and safety areas ask this before such a write, which only
/// [`ConsentState::Granted`] allows. (An appointment request is the person asking for care: it is
/// not refused for want of this consent.)
pub(crate) async fn health_data_consent(
    consents: &dyn ConsentRepository,
    user_id: i64,
) -> anyhow::Result<ConsentState> {
    Ok(ConsentState::of(
        consents.latest(user_id, ConsentPurpose::HealthData).await?,
    ))
}

/// The ports the privacy use cases draw on.
#[derive(Clone)]
pub struct PrivacyPorts {
    pub consents: Arc<dyn ConsentRepository>,
    pub access_log: Arc<dyn AccessLogRepository>,
    pub personal: Arc<dyn PersonalDataRepository>,
    pub clock: Arc<dyn Clock>,
}

/// The privacy use cases.
#[derive(Clone)]
pub struct Privacy {
    ports: PrivacyPorts,
}

impl Privacy {
    pub fn new(ports: PrivacyPorts) -> Self {
        Self { ports }
    }

    /// The caller's consent log, newest first, and where each purpose stands now.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn consents(
        &self,
        user_id: i64,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<(Page<ConsentRecord>, Vec<(ConsentPurpose, ConsentState)>), PrivacyError> {
        let log = self
            .ports
            .consents
            .list(
                user_id,
                PageRequest::new(page, per_page, PrivacyLogPages::LIMITS),
            )
            .await?;
        let mut current = Vec::new();
        for purpose in ConsentPurpose::ALL {
            current.push((
                purpose,
                ConsentState::of(self.ports.consents.latest(user_id, purpose).await?),
            ));
        }
        Ok((log, current))
    }

    /// Records the caller's grant or withdrawal of `purpose`, with the statement as shown in `lang`.
    /// A withdrawal stops new health data at once (self-care answers, check-ins, safety-plan changes).
    /// A call that changes nothing (a grant while granted) writes no row: it answers the record in
    /// force, and `false`.
    ///
    /// # Errors
    /// `Validation` (an unknown purpose); `Unexpected`.
    pub async fn set_consent(
        &self,
        user_id: i64,
        lang: Lang,
        purpose: &str,
        granted: bool,
    ) -> Result<(ConsentRecord, Message, bool), PrivacyError> {
        let Some(purpose) = ConsentPurpose::parse(purpose) else {
            let mut e = FieldErrors::new();
            e.add("purpose", PrivacyMsg::PurposeInvalid);
            return Err(PrivacyError::Validation(e));
        };
        let asked = ConsentRecord::new(purpose, granted, lang, self.ports.clock.now());
        let (record, written) = self.ports.consents.record(user_id, &asked).await?;
        if written {
            tracing::info!(
                user_id,
                purpose = purpose.as_str(),
                granted,
                "consent recorded"
            );
        }
        let message = match (purpose, granted) {
            (ConsentPurpose::HealthData, true) => PrivacyMsg::ConsentGranted,
            (ConsentPurpose::HealthData, false) => PrivacyMsg::ConsentWithdrawnSaved,
            (ConsentPurpose::ShareWithCounsellor, true) => PrivacyMsg::SharingOn,
            (ConsentPurpose::ShareWithCounsellor, false) => PrivacyMsg::SharingOff,
        };
        Ok((record, message.message(), written))
    }

    /// Who among the admins read the caller's records, and when; newest first.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn access_log(
        &self,
        user_id: i64,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<AccessEntry>, PrivacyError> {
        Ok(self
            .ports
            .access_log
            .list(
                user_id,
                PageRequest::new(page, per_page, PrivacyLogPages::LIMITS),
            )
            .await?)
    }

    /// Everything Mon holds about the caller, table by table. The export is
    /// noted in their access log (as read by themselves).
    ///
    /// # Errors
    /// `Unexpected` (also when the account is gone).
    pub async fn export(&self, user_id: i64) -> Result<PersonalData, PrivacyError> {
        let data = self
            .ports
            .personal
            .gather(user_id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("account {user_id} is gone"))?;
        self.ports
            .access_log
            .record(
                &[user_id],
                user_id,
                AccessKind::Export,
                self.ports.clock.now(),
            )
            .await?;
        tracing::info!(user_id, "personal data exported");
        Ok(data)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::ports::{
        ExportTable, ExportValue, MockAccessLogRepository, MockClock, MockConsentRepository,
        MockPersonalDataRepository,
    };

    fn at() -> chrono::DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 24, 4, 0, 0).unwrap()
    }

    #[tokio::test]
    async fn an_export_is_the_caller_s_own_and_is_noted_in_their_access_log() {
        let mut personal = MockPersonalDataRepository::new();
        let data = PersonalData {
            tables: vec![ExportTable {
                name: "account",
                columns: vec!["id"],
                rows: vec![vec![ExportValue::Int(7)]],
            }],
        };
        let copy = data.clone();
        personal
            .expect_gather()
            .withf(|id| *id == 7)
            .times(1)
            .returning(move |_| Ok(Some(copy.clone())));
        let mut log = MockAccessLogRepository::new();
        log.expect_record()
            .withf(|sub, by, what, when| {
                sub == [7] && *by == 7 && *what == AccessKind::Export && *when == at()
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut clock = MockClock::new();
        clock.expect_now().returning(at);
        let p = Privacy::new(PrivacyPorts {
            consents: Arc::new(MockConsentRepository::new()),
            access_log: Arc::new(log),
            personal: Arc::new(personal),
            clock: Arc::new(clock),
        });
        assert_eq!(p.export(7).await.unwrap(), data);
    }

    #[tokio::test]
    async fn a_withdrawal_is_recorded_under_the_caller_with_the_statement_as_shown() {
        let mut consents = MockConsentRepository::new();
        consents
            .expect_record()
            .withf(|user, r| {
                *user == 7
                    && !r.granted
                    && r.purpose == ConsentPurpose::HealthData
                    && r.text_shown == PrivacyMsg::HealthDataStatement.bn()
            })
            .times(1)
            .returning(|_, r| Ok((r.clone(), true)));
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| Utc.with_ymd_and_hms(2026, 11, 24, 4, 0, 0).unwrap());
        let p = Privacy::new(PrivacyPorts {
            consents: Arc::new(consents),
            access_log: Arc::new(MockAccessLogRepository::new()),
            personal: Arc::new(MockPersonalDataRepository::new()),
            clock: Arc::new(clock),
        });
        let (_, msg, written) = p
            .set_consent(7, Lang::Bn, "health_data", false)
            .await
            .unwrap();
        assert_eq!(msg, PrivacyMsg::ConsentWithdrawnSaved.message());
        assert!(written);
        assert!(
            matches!(
                p.set_consent(7, Lang::Bn, "marketing", true).await,
                Err(PrivacyError::Validation(_))
            ),
            "record is expected once"
        );
    }
}
