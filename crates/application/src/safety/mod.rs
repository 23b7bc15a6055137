//! Safety: the helplines shown in the help panel, each subscriber's own safety
//! plan, and the PHQ-9 and GAD-7 check-ins. A plan and check-ins are read only
//! by their owner (the owner's id comes from the token; no call takes another's).

mod check_ins;
mod helplines;
mod plan;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use mon_domain::safety::{LocalHelpline, SafetyMsg};
use mon_domain::{CommonMsg, FieldErrors, Lang, Message};

pub use self::check_ins::{Instrument, InstrumentView};
pub use self::helplines::{HELPLINE_PAGES, seed_helplines};

use crate::content::cache::ReadCache;
use crate::errors::{ErrorKind, ServiceError};
use crate::ports::{
    CheckInRepository, Clock, ConsentRepository, HelplineRepository, SafetyPlanRepository,
};

/// What can go wrong in a safety use case.
#[derive(Debug, thiserror::Error)]
pub enum SafetyError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("helpline not found")]
    HelplineNotFound,
    #[error("instrument not found")]
    InstrumentNotFound,
    #[error("check-in taken too recently")]
    CheckInTooSoon { next_at: DateTime<Utc> },
    #[error("consent withdrawn")]
    ConsentWithdrawn,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for SafetyError {
    fn from(e: FieldErrors) -> Self {
        SafetyError::Validation(e)
    }
}

impl ServiceError for SafetyError {
    fn code(&self) -> &'static str {
        match self {
            SafetyError::Validation(_) => "validation_failed",
            SafetyError::HelplineNotFound | SafetyError::InstrumentNotFound => "not_found",
            SafetyError::CheckInTooSoon { .. } => "check_in_too_soon",
            SafetyError::ConsentWithdrawn => "consent_withdrawn",
            SafetyError::Unexpected(_) => "internal_error",
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            SafetyError::Validation(_) => ErrorKind::Validation,
            SafetyError::HelplineNotFound | SafetyError::InstrumentNotFound => ErrorKind::NotFound,
            SafetyError::CheckInTooSoon { .. } => ErrorKind::Conflict,
            SafetyError::ConsentWithdrawn => ErrorKind::Forbidden,
            SafetyError::Unexpected(_) => ErrorKind::Unexpected,
        }
    }

    fn message(&self) -> Message {
        match self {
            SafetyError::Validation(e) => {
                e.first().unwrap_or(CommonMsg::ValidationFailed.message())
            }
            SafetyError::HelplineNotFound => SafetyMsg::HelplineNotFound.message(),
            SafetyError::InstrumentNotFound => SafetyMsg::InstrumentNotFound.message(),
            SafetyError::CheckInTooSoon { .. } => SafetyMsg::CheckInTooSoon.message(),
            SafetyError::ConsentWithdrawn => {
                mon_domain::privacy::PrivacyMsg::ConsentWithdrawn.message()
            }
            SafetyError::Unexpected(_) => CommonMsg::Internal.message(),
        }
    }

    fn fields(&self) -> Option<FieldErrors> {
        match self {
            SafetyError::Validation(e) => Some(e.clone()),
            _ => None,
        }
    }

    fn available_at(&self) -> Option<DateTime<Utc>> {
        match self {
            SafetyError::CheckInTooSoon { next_at } => Some(*next_at),
            _ => None,
        }
    }
}

/// The ports the safety use cases draw on.
#[derive(Clone)]
pub struct SafetyPorts {
    pub helplines: Arc<dyn HelplineRepository>,
    pub plans: Arc<dyn SafetyPlanRepository>,
    pub check_ins: Arc<dyn CheckInRepository>,
    pub clock: Arc<dyn Clock>,
    /// Whether the person lets Mon process new health data.
    pub consents: Arc<dyn ConsentRepository>,
}

/// The safety use cases.
#[derive(Clone)]
pub struct Safety {
    ports: SafetyPorts,
    /// The public helpline list per language.
    cache: Arc<ReadCache<Lang, Vec<LocalHelpline>>>,
}

impl Safety {
    /// `cache_ttl`: how long the public helpline list may be answered from memory.
    pub fn new(ports: SafetyPorts, cache_ttl: Duration) -> Self {
        Self {
            ports,
            cache: Arc::new(ReadCache::new(cache_ttl, 4)),
        }
    }

    /// `ConsentWithdrawn` when the person withdrew their consent to processing health data.
    async fn ensure_consent(&self, user_id: i64) -> Result<(), SafetyError> {
        let latest = self
            .ports
            .consents
            .latest(user_id, mon_domain::privacy::ConsentPurpose::HealthData)
            .await?;
        if mon_domain::privacy::ConsentState::of(latest).allows_processing() {
            Ok(())
        } else {
            Err(SafetyError::ConsentWithdrawn)
        }
    }
}
