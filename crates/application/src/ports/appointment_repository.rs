use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::care::{
    Appointment, AppointmentForm, AppointmentStatus, Cancellation, Decision, StatusCounts,
};
use mon_domain::pagination::{Page, PageRequest};

use super::{Mail, Scheduled};

/// Why an appointment could not be written.
#[derive(Debug, thiserror::Error)]
pub enum AppointmentWriteError {
    /// The user already has an appointment on that date (the unique index refused it).
    #[error("date taken")]
    DateTaken,
    #[error("appointment not found")]
    NotFound,
    /// The appointment is no longer in the status the change expected.
    #[error("status changed meanwhile")]
    StatusChanged,
    /// The user already has the most requested appointments allowed.
    #[error("too many open requests")]
    TooManyOpen,
    /// The counsellor's slot is no longer free.
    #[error("slot taken")]
    SlotTaken,
    /// The counsellor an approval names is not free at the appointment's time.
    #[error("counsellor busy")]
    CounsellorBusy,
    /// The approval would give the counsellor one client more than their caseload.
    #[error("caseload full")]
    CaseloadFull,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The e-mails a new appointment owes, made once its id is known (they link to it).
pub type MailsFor = Box<dyn FnOnce(&Appointment) -> Vec<Mail> + Send>;

/// A request for one counsellor's slot: the new appointment holds it. `still_free` is the slot rule
/// applied to the counsellor's sessions of the slot's day and the days beside it, read under a lock on
/// the counsellor, so of requests racing for one slot exactly one is written.
pub struct SlotHold {
    pub counsellor_id: i64,
    pub still_free: StillFree,
}

/// An approval's counsellor: checked, under a lock on the counsellor, against their sessions (the
/// appointment's own left out) and their caseload.
pub struct Assignment {
    pub counsellor_id: i64,
    /// Their name, for the e-mails that tell who the session is with.
    pub name: mon_domain::Bilingual,
    /// The most clients they take at once.
    pub max_clients: i32,
    /// A subscriber with an approved session with them since this day (or later) is their client.
    pub clients_since: chrono::NaiveDate,
    pub still_free: StillFree,
}

impl std::fmt::Debug for Assignment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Assignment")
            .field("counsellor_id", &self.counsellor_id)
            .field("max_clients", &self.max_clients)
            .finish_non_exhaustive()
    }
}

/// The slot rule of a [`SlotHold`], given the counsellor's sessions.
pub type StillFree = Box<dyn FnOnce(&[super::SessionTime]) -> bool + Send>;

impl std::fmt::Debug for SlotHold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SlotHold")
            .field("counsellor_id", &self.counsellor_id)
            .finish_non_exhaustive()
    }
}

/// Appointments. Every change is conditional on the status it expects, so two
/// concurrent changes cannot both apply.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait AppointmentRepository: Send + Sync {
    /// Newest date first; of one user and of one status when given.
    async fn list(
        &self,
        user_id: Option<i64>,
        status: Option<AppointmentStatus>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Appointment>>;

    /// How many appointments are in each status (all, or one user's), from
    /// the counters or one indexed aggregate.
    async fn counts(&self, user_id: Option<i64>) -> anyhow::Result<StatusCounts>;

    async fn find(&self, id: i64) -> anyhow::Result<Option<Appointment>>;

    /// Counsellor `counsellor_id`'s approved and cancelled sessions: from `today` on, the soonest first
    /// (`upcoming`), or before it, the latest first.
    async fn counsellor_sessions(
        &self,
        counsellor_id: i64,
        upcoming: bool,
        today: chrono::NaiveDate,
        page: PageRequest,
    ) -> anyhow::Result<Page<Appointment>>;

    /// Counsellor `counsellor_id`'s approved and cancelled sessions with subscriber `user_id`, the
    /// latest first.
    async fn sessions_with(
        &self,
        counsellor_id: i64,
        user_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<Appointment>>;

    /// Records whether the client came to counsellor `counsellor_id`'s approved session `id`.
    ///
    /// # Errors
    /// `NotFound` when it is not an approved session of theirs.
    async fn set_attendance(
        &self,
        id: i64,
        counsellor_id: i64,
        attendance: mon_domain::care::Attendance,
        now: DateTime<Utc>,
    ) -> Result<Appointment, AppointmentWriteError>;

    /// Stores a new `requested` appointment and puts the e-mails `mails` makes
    /// for it in the outbox, in one transaction, unless the user already has `max_open` requested ones.
    /// The e-mails (the admins' notices) are left out when the user's requests were announced
    /// [`mon_domain::care::ADMIN_NOTICES_PER_HOUR`] times in the last hour.
    ///
    /// # Errors
    /// MUST return [`AppointmentWriteError::DateTaken`] when the user has one on that date, and
    /// [`AppointmentWriteError::TooManyOpen`] when the user has `max_open` requested ones, also under concurrency;
    /// with a `hold`, [`AppointmentWriteError::SlotTaken`] when `still_free` says no, the counsellor locked.
    async fn create(
        &self,
        user_id: i64,
        form: &AppointmentForm,
        max_open: u32,
        now: DateTime<Utc>,
        mails: MailsFor,
        hold: Option<SlotHold>,
    ) -> Result<Appointment, AppointmentWriteError>;

    /// Replaces the fields of the user's appointment if it is still `requested`.
    ///
    /// # Errors
    /// `NotFound` (no such appointment of this user), `StatusChanged` (no longer requested), `DateTaken`.
    async fn update_requested(
        &self,
        id: i64,
        user_id: i64,
        form: &AppointmentForm,
        now: DateTime<Utc>,
    ) -> Result<Appointment, AppointmentWriteError>;

    /// Removes the user's appointment if it is still `requested`.
    ///
    /// # Errors
    /// `NotFound`, `StatusChanged`.
    async fn delete_requested(&self, id: i64, user_id: i64) -> Result<(), AppointmentWriteError>;

    /// Cancels the approved appointment `current` of its user if it is still as read (status, date
    /// and time), recording `cancellation` (its reason and lateness). In the same transaction it
    /// drops the reminders still pending for it and puts `mails` in the outbox; the slot it held is
    /// free again (a cancelled session is no session of its counsellor's).
    ///
    /// # Errors
    /// `NotFound`, `StatusChanged` (changed since it was read).
    async fn cancel(
        &self,
        current: &Appointment,
        cancellation: &Cancellation,
        now: DateTime<Utc>,
        mails: &[Mail],
    ) -> Result<Appointment, AppointmentWriteError>;

    /// Applies `decision` to the appointment `current` if it is still as read
    /// (status, date, time, name and counsellor: what `mails` tell): its status, session
    /// details and reason. In the same transaction it puts `mails` in the
    /// outbox, drops the reminders still pending for this appointment, and
    /// schedules `reminders`.
    ///
    /// # Errors
    /// `NotFound`, `StatusChanged` (changed since it was read).
    async fn decide(
        &self,
        current: &Appointment,
        decision: &Decision,
        now: DateTime<Utc>,
        mails: &[Mail],
        reminders: &[Scheduled],
        assign: Option<Assignment>,
    ) -> Result<Appointment, AppointmentWriteError>;
}
