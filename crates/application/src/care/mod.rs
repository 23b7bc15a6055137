//! Care: appointments and daily self-care. One file per use case;
//! each is a method of [`Care`], which holds the ports.

mod appointments;
pub mod mail;
mod questions;
mod self_care;

pub use self::appointments::{AppointmentInput, AppointmentList, DecisionInput, ListQuery};
pub use self::questions::QuestionInput;

pub use self::self_care::{SLEEP_DAYS, UserStatus, default_questions};

use std::sync::Arc;

use mon_domain::care::CareMsg;
use mon_domain::{CommonMsg, FieldErrors, Message};

use crate::errors::{ErrorKind, ServiceError};
use crate::ports::{
    AccessLogRepository, AppointmentRepository, AppointmentWriteError, Clock, ConsentRepository,
    Recipients, SelfCareRepository,
};

/// What can go wrong in a care use case.
#[derive(Debug, thiserror::Error)]
pub enum CareError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("appointment not found")]
    AppointmentNotFound,
    #[error("date taken")]
    DateTaken,
    #[error("too many open requests")]
    TooManyOpenRequests,
    #[error("not requested")]
    NotRequested,
    #[error("move not allowed")]
    MoveNotAllowed,
    #[error("forbidden")]
    Forbidden,
    #[error("consent withdrawn")]
    ConsentWithdrawn,
    #[error("already answered")]
    AlreadyAnswered,
    #[error("question not found")]
    QuestionNotFound,
    #[error("the sleep question stays")]
    SleepQuestionKept,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for CareError {
    fn from(e: FieldErrors) -> Self {
        CareError::Validation(e)
    }
}

impl ServiceError for CareError {
    fn code(&self) -> &'static str {
        match self {
            CareError::Validation(_) => "validation_failed",
            CareError::AppointmentNotFound => "not_found",
            CareError::DateTaken => "appointment_date_taken",
            CareError::TooManyOpenRequests => "too_many_open_requests",
            CareError::NotRequested => "appointment_not_requested",
            CareError::MoveNotAllowed => "status_move_not_allowed",
            CareError::Forbidden => "forbidden",
            CareError::ConsentWithdrawn => "consent_withdrawn",
            CareError::AlreadyAnswered => "already_answered",
            CareError::QuestionNotFound => "not_found",
            CareError::SleepQuestionKept => "sleep_question_kept",
            CareError::Unexpected(_) => "internal_error",
        }
    }

    fn kind(&self) -> ErrorKind {
        match self {
            CareError::Validation(_) => ErrorKind::Validation,
            CareError::AppointmentNotFound | CareError::QuestionNotFound => ErrorKind::NotFound,
            CareError::DateTaken
            | CareError::TooManyOpenRequests
            | CareError::NotRequested
            | CareError::MoveNotAllowed
            | CareError::AlreadyAnswered
            | CareError::SleepQuestionKept => ErrorKind::Conflict,
            CareError::Forbidden | CareError::ConsentWithdrawn => ErrorKind::Forbidden,
            CareError::Unexpected(_) => ErrorKind::Unexpected,
        }
    }

    fn message(&self) -> Message {
        match self {
            CareError::Validation(e) => e.first().unwrap_or(CommonMsg::ValidationFailed.message()),
            CareError::AppointmentNotFound => CareMsg::AppointmentNotFound.message(),
            CareError::DateTaken => CareMsg::DateTaken.message(),
            CareError::TooManyOpenRequests => CareMsg::TooManyOpenRequests.message(),
            CareError::NotRequested => CareMsg::NotRequested.message(),
            CareError::MoveNotAllowed => CareMsg::MoveNotAllowed.message(),
            CareError::Forbidden => CommonMsg::Forbidden.message(),
            CareError::ConsentWithdrawn => {
                mon_domain::privacy::PrivacyMsg::ConsentWithdrawn.message()
            }
            CareError::AlreadyAnswered => CareMsg::AlreadyAnswered.message(),
            CareError::QuestionNotFound => CareMsg::QuestionNotFound.message(),
            CareError::SleepQuestionKept => CareMsg::SleepQuestionKept.message(),
            CareError::Unexpected(_) => CommonMsg::Internal.message(),
        }
    }

    fn fields(&self) -> Option<FieldErrors> {
        match self {
            CareError::Validation(e) => Some(e.clone()),
            CareError::DateTaken => {
                let mut e = FieldErrors::new();
                e.add("appointment_date", CareMsg::DateTaken);
                Some(e)
            }
            _ => None,
        }
    }
}

impl From<AppointmentWriteError> for CareError {
    fn from(e: AppointmentWriteError) -> Self {
        match e {
            AppointmentWriteError::DateTaken => CareError::DateTaken,
            AppointmentWriteError::NotFound => CareError::AppointmentNotFound,
            AppointmentWriteError::StatusChanged => CareError::NotRequested,
            AppointmentWriteError::TooManyOpen => CareError::TooManyOpenRequests,
            AppointmentWriteError::Unexpected(e) => CareError::Unexpected(e),
        }
    }
}

/// The ports every care use case draws on.
#[derive(Clone)]
pub struct CarePorts {
    pub appointments: Arc<dyn AppointmentRepository>,
    pub self_care: Arc<dyn SelfCareRepository>,
    pub recipients: Arc<dyn Recipients>,
    pub clock: Arc<dyn Clock>,
    /// Whether the person lets Mon process new health data.
    pub consents: Arc<dyn ConsentRepository>,
    /// Where admins' reads of a subscriber's records are noted.
    pub access_log: Arc<dyn AccessLogRepository>,
}

/// What the care e-mails link to, and the booking rules.
#[derive(Debug, Clone)]
pub struct CareSettings {
    /// The web app's address, for links in e-mails.
    pub public_url: String,
    /// The service's time zone (`MON_TIMEZONE`), named in calendar files.
    pub timezone: String,
    /// How many days ahead a date may be requested (`MON_BOOKING_HORIZON_DAYS`).
    pub horizon_days: u32,
    /// How many requested appointments one subscriber may have at once (`MON_MAX_OPEN_REQUESTS`).
    pub max_open_requests: u32,
}

impl Default for CareSettings {
    fn default() -> Self {
        Self {
            public_url: String::new(),
            timezone: "Asia/Dhaka".into(),
            horizon_days: 60,
            max_open_requests: 5,
        }
    }
}

/// Reminders before an approved appointment, in hours.
pub const REMINDER_HOURS: [i64; 2] = [24, 1];

/// The care use cases.
#[derive(Clone)]
pub struct Care {
    appointments: Arc<dyn AppointmentRepository>,
    self_care: Arc<dyn SelfCareRepository>,
    recipients: Arc<dyn Recipients>,
    clock: Arc<dyn Clock>,
    consents: Arc<dyn ConsentRepository>,
    access_log: Arc<dyn AccessLogRepository>,
    settings: Arc<CareSettings>,
}

impl Care {
    pub fn new(ports: CarePorts, settings: CareSettings) -> Self {
        let CarePorts {
            appointments,
            self_care,
            recipients,
            clock,
            consents,
            access_log,
        } = ports;
        Self {
            appointments,
            self_care,
            recipients,
            clock,
            consents,
            access_log,
            settings: Arc::new(settings),
        }
    }

    /// `ConsentWithdrawn` when the person withdrew their consent to processing health data.
    async fn ensure_consent(&self, user_id: i64) -> Result<(), CareError> {
        let latest = self
            .consents
            .latest(user_id, mon_domain::privacy::ConsentPurpose::HealthData)
            .await?;
        if mon_domain::privacy::ConsentState::of(latest).allows_processing() {
            Ok(())
        } else {
            Err(CareError::ConsentWithdrawn)
        }
    }

    /// The booking rules the web app shows (the calendar's last day).
    pub fn settings(&self) -> &CareSettings {
        &self.settings
    }
}
