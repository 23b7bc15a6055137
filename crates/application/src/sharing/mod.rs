//! Sharing with one's own counsellor, by the client's choice. While a subscriber grants
//! [`ConsentPurpose::ShareWithCounsellor`], their own counsellor (named on their account, or with an
//! approved session of theirs in the last 90 days or ahead) reads their check-ins and safety plan;
//! each such read is written to the subscriber's access log. The consent is read on every call, so
//! a withdrawal stops the next read. Anyone else learns nothing, not even that the person exists.

#[cfg(test)]
mod tests;

use std::sync::Arc;

use chrono::{DateTime, Utc};
use mon_domain::counsellor::CounsellorMsg;
use mon_domain::pagination::{CheckInPages, Page, PageRequest};
use mon_domain::privacy::{AccessKind, ConsentPurpose, ConsentState, PrivacyMsg};
use mon_domain::safety::{CheckIn, SafetyPlan};

use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
use crate::ports::{
    AccessLogRepository, CheckInRepository, ClientFacts, ClientRepository, Clock,
    ConsentRepository, SafetyPlanRepository,
};

/// What can go wrong when a counsellor reads about a client.
#[derive(Debug, thiserror::Error)]
pub enum SharingError {
    /// Not the caller's client (or no such subscriber): the same answer either way.
    #[error("client not found")]
    ClientNotFound,
    /// The client does not share (never granted, or withdrew).
    #[error("not shared")]
    NotShared,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl ServiceError for SharingError {
    fn meta(&self) -> ErrorMeta {
        match self {
            SharingError::ClientNotFound => {
                ErrorMeta::new(ErrorCode::NotFound, CounsellorMsg::ClientNotFound)
            }
            SharingError::NotShared => {
                ErrorMeta::new(ErrorCode::ConsentRequired, PrivacyMsg::NotShared)
            }
            SharingError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The ports sharing draws on.
#[derive(Clone)]
pub struct SharingPorts {
    pub clients: Arc<dyn ClientRepository>,
    /// Whether the client shares now (the latest record decides).
    pub consents: Arc<dyn ConsentRepository>,
    pub check_ins: Arc<dyn CheckInRepository>,
    pub plans: Arc<dyn SafetyPlanRepository>,
    /// The client's log of who read their records.
    pub access_log: Arc<dyn AccessLogRepository>,
    pub clock: Arc<dyn Clock>,
}

/// Who reads: a counsellor's profile (whose client) and account (named in the client's log).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    pub counsellor_id: i64,
    pub user_id: i64,
}

/// A client as their counsellor sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Client {
    pub id: i64,
    /// As the counsellor's session list shows it.
    pub name: String,
    /// The client shares their check-ins and safety plan with their counsellor now.
    pub shares: bool,
}

/// The sharing use cases.
#[derive(Clone)]
pub struct Sharing {
    ports: SharingPorts,
}

impl Sharing {
    /// The use cases over `ports`.
    pub fn new(ports: SharingPorts) -> Self {
        Self { ports }
    }

    /// The facts about `user_id` when they are the reader's client; `ClientNotFound` otherwise.
    async fn client_facts(
        &self,
        reader: Reader,
        user_id: i64,
    ) -> Result<ClientFacts, SharingError> {
        let today = self.ports.clock.today();
        self.ports
            .clients
            .facts(reader.counsellor_id, user_id)
            .await?
            .filter(|f| f.tie.is_own_counsellor(today))
            .ok_or(SharingError::ClientNotFound)
    }

    /// Whether `user_id` shares with their counsellor now.
    async fn shares(&self, user_id: i64) -> Result<bool, SharingError> {
        let latest = self
            .ports
            .consents
            .latest(user_id, ConsentPurpose::ShareWithCounsellor)
            .await?;
        Ok(ConsentState::of(latest) == ConsentState::Granted)
    }

    /// `ClientNotFound` unless `user_id` is the reader's client; then `NotShared` unless they share.
    async fn ensure_shared(&self, reader: Reader, user_id: i64) -> Result<(), SharingError> {
        self.client_facts(reader, user_id).await?;
        if self.shares(user_id).await? {
            Ok(())
        } else {
            Err(SharingError::NotShared)
        }
    }

    /// Notes in the client's access log that the reader read `what` of theirs now.
    async fn note_read(
        &self,
        reader: Reader,
        user_id: i64,
        what: AccessKind,
    ) -> Result<(), SharingError> {
        self.ports
            .access_log
            .record(&[user_id], reader.user_id, what, self.ports.clock.now())
            .await?;
        tracing::info!(
            counsellor_id = reader.counsellor_id,
            what = what.as_str(),
            "a counsellor read a client's shared records"
        );
        Ok(())
    }

    /// `ClientNotFound` unless `user_id` is the reader's client (no consent asked).
    ///
    /// # Errors
    /// `ClientNotFound`; `Unexpected`.
    pub async fn ensure_client(&self, reader: Reader, user_id: i64) -> Result<(), SharingError> {
        self.client_facts(reader, user_id).await.map(|_| ())
    }

    /// The reader's client `user_id`: their name and whether they share now (no consent asked).
    ///
    /// # Errors
    /// `ClientNotFound`; `Unexpected`.
    pub async fn client(&self, reader: Reader, user_id: i64) -> Result<Client, SharingError> {
        let facts = self.client_facts(reader, user_id).await?;
        Ok(Client {
            id: user_id,
            name: facts.name,
            shares: self.shares(user_id).await?,
        })
    }

    /// The check-ins of the reader's client `user_id`, newest first, while they share; noted in
    /// the client's access log.
    ///
    /// # Errors
    /// `ClientNotFound`; `NotShared`; `Unexpected`.
    pub async fn check_ins(
        &self,
        reader: Reader,
        user_id: i64,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<CheckIn>, SharingError> {
        self.ensure_shared(reader, user_id).await?;
        let page = self
            .ports
            .check_ins
            .list(
                user_id,
                None,
                PageRequest::new(page, per_page, CheckInPages::LIMITS),
            )
            .await?;
        self.note_read(reader, user_id, AccessKind::CheckIns)
            .await?;
        Ok(page)
    }

    /// The safety plan of the reader's client `user_id` (empty before their first save) and when it
    /// was saved, while they share; noted in the client's access log.
    ///
    /// # Errors
    /// `ClientNotFound`; `NotShared`; `Unexpected`.
    pub async fn safety_plan(
        &self,
        reader: Reader,
        user_id: i64,
    ) -> Result<(SafetyPlan, Option<DateTime<Utc>>), SharingError> {
        self.ensure_shared(reader, user_id).await?;
        let plan = match self.ports.plans.get(user_id).await? {
            Some((plan, at)) => (plan, Some(at)),
            None => (SafetyPlan::default(), None),
        };
        self.note_read(reader, user_id, AccessKind::SafetyPlan)
            .await?;
        Ok(plan)
    }
}
