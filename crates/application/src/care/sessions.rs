//! A counsellor's own day: their approved sessions, and whether each client came.

use mon_domain::FieldErrors;
use mon_domain::care::{Appointment, Attendance, CareMsg};
use mon_domain::pagination::{Page, PageRequest, SessionPages};

use super::{Care, CareError};

impl Care {
    /// Counsellor `counsellor_id`'s own approved sessions: `upcoming` (from today, the soonest first;
    /// the default) or `past` (the latest first).
    ///
    /// # Errors
    /// `Validation` (on `when`); `Unexpected`.
    pub async fn counsellor_sessions(
        &self,
        counsellor_id: i64,
        when: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Appointment>, CareError> {
        let upcoming = match when.map(str::trim).unwrap_or("upcoming") {
            "upcoming" => true,
            "past" => false,
            _ => {
                let mut e = FieldErrors::new();
                e.add("when", CareMsg::WhenInvalid);
                return Err(CareError::Validation(e));
            }
        };
        let sessions = self
            .ports
            .appointments
            .counsellor_sessions(
                counsellor_id,
                upcoming,
                self.ports.clock.today(),
                PageRequest::new(page, per_page, SessionPages::LIMITS),
            )
            .await?;
        self.counsellor_page(sessions)
    }

    /// Counsellor `counsellor_id`'s own sessions (approved or cancelled) with subscriber `user_id`,
    /// the latest first. Whether `user_id` is their client is asked before
    /// ([`crate::Sharing::ensure_client`]).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn sessions_with_client(
        &self,
        counsellor_id: i64,
        user_id: i64,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Appointment>, CareError> {
        let sessions = self
            .ports
            .appointments
            .sessions_with(
                counsellor_id,
                user_id,
                PageRequest::new(page, per_page, SessionPages::LIMITS),
            )
            .await?;
        self.counsellor_page(sessions)
    }

    /// A page of a counsellor's sessions as they read it: each room's address carries their own pass.
    fn counsellor_page(
        &self,
        mut sessions: Page<Appointment>,
    ) -> Result<Page<Appointment>, CareError> {
        sessions.items = std::mem::take(&mut sessions.items)
            .into_iter()
            .map(|a| self.for_counsellor(a))
            .collect::<Result<_, _>>()?;
        Ok(sessions)
    }

    /// Counsellor `counsellor_id`'s own session `id` (approved or cancelled), for its page.
    ///
    /// # Errors
    /// `AppointmentNotFound` (another counsellor's, a request, or none); `Unexpected`.
    pub async fn counsellor_session(
        &self,
        counsellor_id: i64,
        id: i64,
    ) -> Result<Appointment, CareError> {
        self.ports
            .appointments
            .find(id)
            .await?
            .filter(|a| a.is_session_of(counsellor_id))
            .ok_or(CareError::AppointmentNotFound)
            .and_then(|a| self.for_counsellor(a))
    }

    /// Records whether the client came to counsellor `counsellor_id`'s session `id`, once it has
    /// started.
    ///
    /// # Errors
    /// `Validation` (on `attendance`); `AppointmentNotFound` (not an approved session of theirs);
    /// `SessionNotStarted`; `Unexpected`.
    pub async fn record_attendance(
        &self,
        counsellor_id: i64,
        id: i64,
        attendance: &str,
    ) -> Result<Appointment, CareError> {
        let Some(attendance) = Attendance::parse(attendance) else {
            let mut e = FieldErrors::new();
            e.add("attendance", CareMsg::AttendanceInvalid);
            return Err(CareError::Validation(e));
        };
        let session = self
            .ports
            .appointments
            .find(id)
            .await?
            .filter(|a| {
                a.counsellor.as_ref().is_some_and(|c| c.id == counsellor_id)
                    && a.status == mon_domain::care::AppointmentStatus::Approved
            })
            .ok_or(CareError::AppointmentNotFound)?;
        let (h, m) = session.time.hm24();
        let starts = self.ports.clock.at_local(
            session.date,
            chrono::NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default(),
        );
        let now = self.ports.clock.now();
        if now < starts {
            return Err(CareError::SessionNotStarted);
        }
        let recorded = self
            .ports
            .appointments
            .set_attendance(id, counsellor_id, attendance, now)
            .await?;
        tracing::info!(appointment_id = id, "attendance recorded");
        self.for_counsellor(recorded)
    }
}
