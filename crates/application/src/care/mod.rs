//! Care: appointments and daily self-care. One file per group of use cases on
//! one thing (`appointments.rs`: request, change, delete, list, decide); each is
//! a method of [`Care`], which holds its ports.

mod appointments;
pub mod calendar;
pub mod mail;
mod questions;
mod rooms;
mod self_care;
mod sessions;
#[cfg(test)]
pub(crate) mod testing;
pub mod texts;

pub use self::appointments::{AppointmentInput, AppointmentList, DecisionInput, ListQuery};
pub use self::questions::QuestionInput;

pub use self::self_care::{SLEEP_DAYS, UserStatus, default_questions};

use std::sync::Arc;

use mon_domain::care::CareMsg;
use mon_domain::privacy::ConsentState;
use mon_domain::{CommonMsg, FieldErrors};

use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
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
    #[error("slot taken")]
    SlotTaken,
    #[error("slot held")]
    SlotHeld,
    #[error("counsellor busy")]
    CounsellorBusy,
    #[error("counsellor not found")]
    CounsellorNotFound,
    #[error("session not started")]
    SessionNotStarted,
    #[error("caseload full")]
    CaseloadFull,
    #[error("not requested")]
    NotRequested,
    #[error("not approved")]
    NotApproved,
    #[error("session started")]
    SessionStarted,
    #[error("move not allowed")]
    MoveNotAllowed,
    #[error("forbidden")]
    Forbidden,
    #[error("consent withdrawn")]
    ConsentWithdrawn,
    #[error("consent never given")]
    ConsentRequired,
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
    fn meta(&self) -> ErrorMeta {
        use ErrorCode as C;
        match self {
            CareError::Validation(e) => ErrorMeta::invalid(e),
            CareError::AppointmentNotFound => {
                ErrorMeta::new(C::NotFound, CareMsg::AppointmentNotFound)
            }
            CareError::DateTaken => ErrorMeta::on_field(
                C::AppointmentDateTaken,
                "appointment_date",
                CareMsg::DateTaken,
            ),
            CareError::TooManyOpenRequests => {
                ErrorMeta::new(C::TooManyOpenRequests, CareMsg::TooManyOpenRequests)
            }
            CareError::SlotTaken => {
                ErrorMeta::on_field(C::SlotTaken, "appointment_time", CareMsg::SlotTaken)
            }
            CareError::SlotHeld => ErrorMeta::new(C::SlotHeld, CareMsg::SlotHeld),
            CareError::CounsellorBusy => {
                ErrorMeta::on_field(C::CounsellorBusy, "counsellor_id", CareMsg::CounsellorBusy)
            }
            CareError::CounsellorNotFound => ErrorMeta::on_field(
                C::NotFound,
                "counsellor_id",
                mon_domain::counsellor::CounsellorMsg::NotFound,
            ),
            CareError::SessionNotStarted => {
                ErrorMeta::new(C::SessionNotStarted, CareMsg::SessionNotStarted)
            }
            CareError::CaseloadFull => {
                ErrorMeta::on_field(C::CaseloadFull, "counsellor_id", CareMsg::CaseloadFull)
            }
            CareError::NotRequested => {
                ErrorMeta::new(C::AppointmentNotRequested, CareMsg::NotRequested)
            }
            CareError::NotApproved => {
                ErrorMeta::new(C::AppointmentNotApproved, CareMsg::NotApproved)
            }
            CareError::SessionStarted => ErrorMeta::new(C::SessionStarted, CareMsg::SessionStarted),
            CareError::MoveNotAllowed => {
                ErrorMeta::new(C::StatusMoveNotAllowed, CareMsg::MoveNotAllowed)
            }
            CareError::Forbidden => ErrorMeta::new(C::Forbidden, CommonMsg::Forbidden),
            CareError::ConsentWithdrawn => ErrorMeta::new(
                C::ConsentWithdrawn,
                mon_domain::privacy::PrivacyMsg::ConsentWithdrawn,
            ),
            CareError::ConsentRequired => ErrorMeta::new(
                C::ConsentRequired,
                mon_domain::privacy::PrivacyMsg::ConsentRequired,
            ),
            CareError::AlreadyAnswered => {
                ErrorMeta::new(C::AlreadyAnswered, CareMsg::AlreadyAnswered)
            }
            CareError::QuestionNotFound => ErrorMeta::new(C::NotFound, CareMsg::QuestionNotFound),
            CareError::SleepQuestionKept => {
                ErrorMeta::new(C::SleepQuestionKept, CareMsg::SleepQuestionKept)
            }
            CareError::Unexpected(_) => ErrorMeta::unexpected(),
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
            AppointmentWriteError::SlotTaken => CareError::SlotTaken,
            AppointmentWriteError::CounsellorBusy => CareError::CounsellorBusy,
            AppointmentWriteError::CaseloadFull => CareError::CaseloadFull,
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
    /// Whether a counsellor an approval names may take the session.
    pub staffing: Arc<dyn crate::ports::Staffing>,
    /// Randomness for a video session's own room.
    pub keys: Arc<dyn crate::ports::KeyGenerator>,
    /// Each person's pass to a room the service made, when its video server takes passes
    /// (`MON_JITSI_APP_ID`); `None` for one that needs none (the public meet.jit.si).
    pub room_passes: Option<Arc<dyn crate::ports::RoomPasses>>,
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
    /// Where a video session's room is made when the admin gives no address (`MON_VIDEO_BASE_URL`).
    pub video_base_url: String,
    /// A cancellation less than this many hours before the start is late (`MON_CANCEL_NOTICE_HOURS`).
    pub cancel_notice_hours: u32,
    /// How long a session lasts (`MON_SESSION_MINUTES`): a pass to its room ends with it.
    pub session_minutes: u32,
}

impl Default for CareSettings {
    fn default() -> Self {
        Self {
            public_url: String::new(),
            timezone: "Asia/Dhaka".into(),
            horizon_days: 60,
            max_open_requests: 5,
            video_base_url: "https://meet.jit.si".into(),
            cancel_notice_hours: 24,
            session_minutes: 50,
        }
    }
}

/// Reminders before an approved appointment, in hours.
pub const REMINDER_HOURS: [i64; 2] = [24, 1];

/// The care use cases.
#[derive(Clone)]
pub struct Care {
    ports: CarePorts,
    settings: Arc<CareSettings>,
}

impl Care {
    pub fn new(ports: CarePorts, settings: CareSettings) -> Self {
        Self {
            ports,
            settings: Arc::new(settings),
        }
    }

    /// `ConsentWithdrawn` when the person withdrew their consent to processing health data;
    /// `ConsentRequired` when they never gave it (opt-in: never asked is not yes).
    async fn ensure_consent(&self, user_id: i64) -> Result<(), CareError> {
        match crate::privacy::health_data_consent(&*self.ports.consents, user_id).await? {
            ConsentState::Granted => Ok(()),
            ConsentState::Unknown => Err(CareError::ConsentRequired),
            ConsentState::Withdrawn => Err(CareError::ConsentWithdrawn),
        }
    }

    /// The booking rules the web app shows (the calendar's last day).
    pub fn settings(&self) -> &CareSettings {
        &self.settings
    }
}
