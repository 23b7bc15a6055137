//! Safety: the helplines shown in the help panel, each subscriber's own safety
//! plan, and the PHQ-9 and GAD-7 check-ins. A plan and check-ins are read only
//! by their owner (the owner's id comes from the token; no call takes another's).

mod check_ins;
mod helplines;
mod plan;
#[cfg(test)]
mod testing;

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use mon_domain::privacy::ConsentState;
use mon_domain::safety::{LocalHelpline, SafetyMsg};
use mon_domain::{FieldErrors, Lang};

pub use self::check_ins::{Instrument, InstrumentView};
pub use self::helplines::seed_helplines;

use crate::content::cache::ReadCache;
use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
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
    #[error("as many helplines as the public list shows")]
    HelplineLimitReached,
    #[error("instrument not found")]
    InstrumentNotFound,
    #[error("check-in taken too recently")]
    CheckInTooSoon { next_at: DateTime<Utc> },
    #[error("consent withdrawn")]
    ConsentWithdrawn,
    #[error("consent never given")]
    ConsentRequired,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for SafetyError {
    fn from(e: FieldErrors) -> Self {
        SafetyError::Validation(e)
    }
}

impl ServiceError for SafetyError {
    fn meta(&self) -> ErrorMeta {
        use ErrorCode as C;
        match self {
            SafetyError::Validation(e) => ErrorMeta::invalid(e),
            SafetyError::HelplineNotFound => {
                ErrorMeta::new(C::NotFound, SafetyMsg::HelplineNotFound)
            }
            SafetyError::HelplineLimitReached => {
                ErrorMeta::new(C::HelplineLimitReached, SafetyMsg::HelplineLimitReached)
            }
            SafetyError::InstrumentNotFound => {
                ErrorMeta::new(C::NotFound, SafetyMsg::InstrumentNotFound)
            }
            SafetyError::CheckInTooSoon { next_at } => {
                ErrorMeta::new(C::CheckInTooSoon, SafetyMsg::CheckInTooSoon).available_at(*next_at)
            }
            SafetyError::ConsentWithdrawn => ErrorMeta::new(
                C::ConsentWithdrawn,
                mon_domain::privacy::PrivacyMsg::ConsentWithdrawn,
            ),
            SafetyError::ConsentRequired => ErrorMeta::new(
                C::ConsentRequired,
                mon_domain::privacy::PrivacyMsg::ConsentRequired,
            ),
            SafetyError::Unexpected(_) => ErrorMeta::unexpected(),
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

    /// `ConsentWithdrawn` when the person withdrew their consent to processing health data;
    /// `ConsentRequired` when they never gave it (opt-in: never asked is not yes).
    async fn ensure_consent(&self, user_id: i64) -> Result<(), SafetyError> {
        match crate::privacy::health_data_consent(&*self.ports.consents, user_id).await? {
            ConsentState::Granted => Ok(()),
            ConsentState::Unknown => Err(SafetyError::ConsentRequired),
            ConsentState::Withdrawn => Err(SafetyError::ConsentWithdrawn),
        }
    }
}
