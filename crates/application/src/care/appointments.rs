//! Appointment requests: a subscriber asks for a date and time; an admin
//! approves, unapproves or undoes. Only the owner and admins see them.

use mon_domain::care::{APPOINTMENT_PAGES, Appointment, AppointmentForm, AppointmentStatus, CareMsg, StatusCounts};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::{Role, User};
use mon_domain::{FieldErrors, Lang};

use super::{Care, CareError, mail};
use crate::ports::{AppointmentWriteError, Mail};

/// An appointment form as sent (spec section 7: the `appointment_*` fields).
#[derive(Debug, Clone, Default)]
pub struct AppointmentInput {
    pub date: String,
    pub time: String,
    pub name: String,
    pub email: String,
    pub phone: String,
}

/// One page of appointments and the count per status of the whole list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppointmentList {
    pub page: Page<Appointment>,
    pub counts: StatusCounts,
}

fn parse_status(raw: Option<&str>) -> Result<Option<AppointmentStatus>, CareError> {
    match raw.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(s) => AppointmentStatus::parse(s).map(Some).ok_or_else(|| {
            let mut e = FieldErrors::new();
            e.add("status", CareMsg::StatusInvalid);
            CareError::Validation(e)
        }),
    }
}

impl Care {
    fn form(&self, input: &AppointmentInput) -> Result<AppointmentForm, CareError> {
        Ok(AppointmentForm::parse(&input.date, &input.time, &input.name, &input.email, &input.phone, self.clock.today())?)
    }

    async fn list(&self, user_id: Option<i64>, status: Option<&str>, page: Option<u64>, per_page: Option<u64>) -> Result<AppointmentList, CareError> {
        let status = parse_status(status)?;
        let page = PageRequest::new(page, per_page, APPOINTMENT_PAGES);
        let (page, counts) = tokio::try_join!(self.appointments.list(user_id, status, page), self.appointments.counts(user_id))?;
        Ok(AppointmentList { page, counts })
    }

    /// Every appointment (ADMIN), of one status when given, newest date first ([`APPOINTMENT_PAGES`]).
    ///
    /// # Errors
    /// `Validation` (an unknown status); `Unexpected`.
    /// Appointments per status, of everyone (for the admin's dashboard).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn appointment_counts(&self) -> Result<StatusCounts, CareError> {
        Ok(self.appointments.counts(None).await?)
    }

    pub async fn all_appointments(&self, status: Option<&str>, page: Option<u64>, per_page: Option<u64>) -> Result<AppointmentList, CareError> {
        self.list(None, status, page, per_page).await
    }

    /// One user's appointments, for that user or an admin.
    ///
    /// # Errors
    /// `Forbidden` for another subscriber; `Validation`; `Unexpected`.
    pub async fn user_appointments(
        &self,
        caller: &User,
        user_id: i64,
        status: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<AppointmentList, CareError> {
        if caller.role != Role::Admin && caller.id != user_id {
            return Err(CareError::Forbidden);
        }
        self.list(Some(user_id), status, page, per_page).await
    }

    /// A new `requested` appointment; one per user and date.
    ///
    /// # Errors
    /// `Validation`; `DateTaken`; `Unexpected`.
    pub async fn request_appointment(&self, user_id: i64, lang: Lang, input: &AppointmentInput) -> Result<Appointment, CareError> {
        let form = self.form(input)?;
        self.recipients.remember_language(user_id, lang).await?;
        let url = &self.settings.public_url;
        let mails: Vec<Mail> = self.recipients.admins().await?.iter().map(|(to, lang)| mail::new_request_mail(to, form.date, &form.time, *lang, url)).collect();
        let appointment = self.appointments.create(user_id, &form, self.clock.now(), &mails).await?;
        tracing::info!(appointment_id = appointment.id, "appointment requested");
        Ok(appointment)
    }

    /// The owner changes a requested appointment; it stays (or becomes again) requested.
    ///
    /// # Errors
    /// `AppointmentNotFound` (also another user's); `NotRequested`; `Validation`; `DateTaken`; `Unexpected`.
    pub async fn update_appointment(&self, user_id: i64, id: i64, input: &AppointmentInput) -> Result<Appointment, CareError> {
        let current = self.owned(user_id, id).await?;
        current.status.owner_may_change().map_err(|_| CareError::NotRequested)?;
        let form = self.form(input)?;
        let appointment = self.appointments.update_requested(id, user_id, &form, self.clock.now()).await?;
        tracing::info!(appointment_id = id, "appointment changed by its owner");
        Ok(appointment)
    }

    /// The owner deletes a requested appointment.
    ///
    /// # Errors
    /// `AppointmentNotFound`; `NotRequested`; `Unexpected`.
    pub async fn delete_appointment(&self, user_id: i64, id: i64) -> Result<(), CareError> {
        let current = self.owned(user_id, id).await?;
        current.status.owner_may_change().map_err(|_| CareError::NotRequested)?;
        self.appointments.delete_requested(id, user_id).await?;
        tracing::info!(appointment_id = id, "appointment deleted by its owner");
        Ok(())
    }

    /// The e-mail that tells the owner of `current` about its move to `to`,
    /// in the owner's language, with a calendar file when it adds or withdraws an entry.
    async fn decision_mail(&self, current: &Appointment, to: AppointmentStatus) -> Result<Mail, CareError> {
        let lang = self.recipients.language_of(current.user_id).await?;
        let url = &self.settings.public_url;
        let now = self.clock.now();
        let calendar = |cancel| mail::calendar_file(current, self.clock.at_local(current.date, mail::start_time(current)), now, url, cancel);
        Ok(match (current.status, to) {
            (_, AppointmentStatus::Approved) => mail::approved_mail(current, lang, calendar(false), url),
            (_, AppointmentStatus::Unapproved) => mail::unapproved_mail(current, lang, url),
            (AppointmentStatus::Approved, AppointmentStatus::Requested) => mail::undone_mail(current, lang, Some(calendar(true)), url),
            (_, AppointmentStatus::Requested) => mail::undone_mail(current, lang, None, url),
        })
    }

    /// An admin's decision (spec section 4): approve, unapprove, or undo either.
    ///
    /// # Errors
    /// `Validation` (unknown status); `AppointmentNotFound`; `MoveNotAllowed`; `Unexpected`.
    pub async fn set_appointment_status(&self, admin_id: i64, lang: Lang, id: i64, to: &str) -> Result<Appointment, CareError> {
        let Some(to) = parse_status(Some(to))? else {
            let mut e = FieldErrors::new();
            e.add("appointment_status", CareMsg::StatusInvalid);
            return Err(CareError::Validation(e));
        };
        let current = self.appointments.find(id).await?.ok_or(CareError::AppointmentNotFound)?;
        current.status.admin_move(to).map_err(|_| CareError::MoveNotAllowed)?;
        self.recipients.remember_language(admin_id, lang).await?;
        let mails = vec![self.decision_mail(&current, to).await?];
        let appointment = match self.appointments.set_status(&current, to, self.clock.now(), &mails).await {
            Err(AppointmentWriteError::StatusChanged) => return Err(CareError::MoveNotAllowed),
            other => other?,
        };
        tracing::info!(appointment_id = id, status = to.as_str(), "appointment status changed");
        Ok(appointment)
    }

    /// The appointment if it is the user's; another user's is "not found" (its existence is not revealed).
    async fn owned(&self, user_id: i64, id: i64) -> Result<Appointment, CareError> {
        match self.appointments.find(id).await? {
            Some(a) if a.user_id == user_id => Ok(a),
            _ => Err(CareError::AppointmentNotFound),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDate, TimeZone, Utc};
    use mon_domain::care::AppointmentTime;

    use super::*;
    use crate::care::{CarePorts, CareSettings};
    use crate::ports::{MockAppointmentRepository, MockClock, MockRecipients, MockSelfCareRepository};

    fn recipients() -> MockRecipients {
        let mut r = MockRecipients::new();
        r.expect_remember_language().returning(|_, _| Ok(()));
        r.expect_language_of().returning(|_| Ok(Lang::Bn));
        r.expect_admins().returning(|| Ok(vec![("a1@mon.org".into(), Lang::En), ("a2@mon.org".into(), Lang::Bn)]));
        r
    }

    fn care(repo: MockAppointmentRepository) -> Care {
        let mut clock = MockClock::new();
        clock.expect_now().returning(|| Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap());
        clock.expect_today().returning(|| NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
        // Dhaka: UTC+6.
        clock.expect_at_local().returning(|d, t| Utc.from_utc_datetime(&d.and_time(t)) - chrono::Duration::hours(6));
        Care::new(
            CarePorts {
                appointments: Arc::new(repo),
                self_care: Arc::new(MockSelfCareRepository::new()),
                recipients: Arc::new(recipients()),
                clock: Arc::new(clock),
            },
            CareSettings { public_url: "https://mon.example.org".into() },
        )
    }

    fn appointment(id: i64, user_id: i64, status: AppointmentStatus) -> Appointment {
        let now = Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap();
        Appointment {
            id,
            user_id,
            date: NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
            time: AppointmentTime::parse("10:00 AM").unwrap(),
            name: "Rahima".into(),
            email: "r@example.com".into(),
            phone: "01712345678".into(),
            status,
            created_at: now,
            updated_at: now,
        }
    }

    fn input(date: &str) -> AppointmentInput {
        AppointmentInput { date: date.into(), time: "10:00 AM".into(), name: "Rahima".into(), email: "r@example.com".into(), phone: "01712345678".into() }
    }

    fn user(id: i64, role: Role) -> User {
        let now = Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap();
        User {
            id,
            username: "someone".into(),
            email: "someone@example.com".into(),
            password_hash: String::new(),
            contact_number: None,
            nid: None,
            role,
            is_active: true,
            token_version: 0,
            registered_at: now,
        }
    }

    #[tokio::test]
    async fn a_date_before_today_in_the_service_s_zone_is_refused_without_storing() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_create().never();
        let Err(CareError::Validation(e)) = care(repo).request_appointment(7, Lang::En, &input("2026-11-22")).await else {
            panic!("expected a validation error")
        };
        assert_eq!(e.get("appointment_date"), Some(&[CareMsg::DateInPast.message()][..]));
    }

    #[tokio::test]
    async fn only_the_owner_changes_a_requested_appointment() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| Ok(Some(appointment(id, 7, if id == 2 { AppointmentStatus::Approved } else { AppointmentStatus::Requested }))));
        repo.expect_update_requested().never();
        repo.expect_delete_requested().never();
        let c = care(repo);
        assert!(matches!(c.update_appointment(8, 1, &input("2026-11-30")).await, Err(CareError::AppointmentNotFound)), "another user's is not found");
        assert!(matches!(c.update_appointment(7, 2, &input("2026-11-30")).await, Err(CareError::NotRequested)));
        assert!(matches!(c.delete_appointment(7, 2).await, Err(CareError::NotRequested)));
    }

    #[tokio::test]
    async fn an_admin_move_outside_the_table_is_refused_and_a_raced_one_too() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| Ok(Some(appointment(id, 7, AppointmentStatus::Approved))));
        repo.expect_set_status().returning(|_, _, _, _| Err(AppointmentWriteError::StatusChanged));
        let c = care(repo);
        assert!(matches!(c.set_appointment_status(1, Lang::En, 1, "unapproved").await, Err(CareError::MoveNotAllowed)));
        assert!(matches!(c.set_appointment_status(1, Lang::En, 1, "requested").await, Err(CareError::MoveNotAllowed)), "someone else moved it first");
        assert!(matches!(c.set_appointment_status(1, Lang::En, 1, "cancelled").await, Err(CareError::Validation(_))));
    }

    #[tokio::test]
    async fn a_new_request_tells_every_admin_in_their_language_in_the_same_write() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_create()
            .withf(|_, _, _, mails| {
                mails.len() == 2
                    && mails[0].to == "a1@mon.org"
                    && mails[0].subject == "New appointment request"
                    && mails[1].to == "a2@mon.org"
                    && mails[1].subject == "নতুন অ্যাপয়েন্টমেন্টের অনুরোধ"
            })
            .times(1)
            .returning(|user_id, _, _, _| Ok(appointment(1, user_id, AppointmentStatus::Requested)));
        care(repo).request_appointment(7, Lang::En, &input("2026-11-30")).await.unwrap();
    }

    #[tokio::test]
    async fn an_approval_carries_a_calendar_file_and_an_undo_withdraws_it() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| Ok(Some(appointment(id, 7, if id == 1 { AppointmentStatus::Requested } else { AppointmentStatus::Approved }))));
        repo.expect_set_status()
            .withf(|current, to, _, mails| {
                let ics = mails[0].attachment.as_ref().map(|a| a.content.clone()).unwrap_or_default();
                current.id == 1
                    && *to == AppointmentStatus::Approved
                    && mails.len() == 1
                    && mails[0].to == "r@example.com"
                    && mails[0].subject == "আপনার Mon অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে"
                    // 10:00 AM in Dhaka is 04:00 UTC.
                    && ics.contains("DTSTART:20261130T040000Z\r\n")
            })
            .times(1)
            .returning(|current, to, _, _| Ok(Appointment { status: to, ..current.clone() }));
        repo.expect_set_status()
            .withf(|current, to, _, mails| {
                current.id == 2 && *to == AppointmentStatus::Requested && mails[0].attachment.as_ref().is_some_and(|a| a.content.contains("METHOD:CANCEL"))
            })
            .times(1)
            .returning(|current, to, _, _| Ok(Appointment { status: to, ..current.clone() }));
        let c = care(repo);
        assert_eq!(c.set_appointment_status(1, Lang::En, 1, "approved").await.unwrap().status, AppointmentStatus::Approved);
        assert_eq!(c.set_appointment_status(1, Lang::En, 2, "requested").await.unwrap().status, AppointmentStatus::Requested);
    }

    #[tokio::test]
    async fn a_subscriber_reads_only_their_own_list() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_list().returning(|_, _, p| Ok(Page { items: vec![], total: 0, page: p.page, per_page: p.per_page }));
        repo.expect_counts().returning(|_| Ok(StatusCounts::default()));
        let c = care(repo);
        assert!(matches!(c.user_appointments(&user(8, Role::Subscriber), 7, None, None, None).await, Err(CareError::Forbidden)));
        assert!(c.user_appointments(&user(7, Role::Subscriber), 7, None, None, None).await.is_ok());
        assert!(c.user_appointments(&user(1, Role::Admin), 7, Some("approved"), None, None).await.is_ok());
    }
}
