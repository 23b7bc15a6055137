//! Appointment requests: a subscriber asks for a date and time; an admin
//! approves, unapproves or undoes. Only the owner and admins see them.

use mon_domain::care::{
    Appointment, AppointmentForm, AppointmentStatus, AssignedCounsellor, BookingWindow,
    CancelRefusal, Cancellation, CareMsg, Decision, StatusCounts,
};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::{Role, User};
use mon_domain::{FieldErrors, Lang};

use super::{Care, CareError, REMINDER_HOURS, calendar, mail, texts};
use crate::ports::{AppointmentWriteError, Assignment, Mail, Owed, Scheduled, SlotHold};
use mon_domain::pagination::AppointmentPages;

/// An appointment form as sent (spec section 7: the `appointment_*` fields).
#[derive(Debug, Clone, Default)]
pub struct AppointmentInput {
    pub date: String,
    pub time: String,
    pub name: String,
    pub email: String,
    pub phone: String,
}

/// An admin's decision as sent: the status and what may go with it.
#[derive(Debug, Clone, Default)]
pub struct DecisionInput {
    pub status: String,
    /// With an approval: the counsellor who takes the session.
    pub counsellor_id: Option<i64>,
    pub session_mode: Option<String>,
    pub session_detail: Option<String>,
    pub reason: Option<String>,
}

/// Which page of which status of a list.
#[derive(Debug, Clone, Default)]
pub struct ListQuery {
    pub status: Option<String>,
    pub page: Option<u64>,
    pub per_page: Option<u64>,
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

/// An admin's decision and the status of the list asked for after it, checked together: the errors
/// of both come back at once.
fn parse_decision(
    input: &DecisionInput,
    list: &ListQuery,
) -> Result<(Decision, Option<AppointmentStatus>), CareError> {
    let decision = Decision::parse(
        &input.status,
        input.session_mode.as_deref(),
        input.session_detail.as_deref(),
        input.reason.as_deref(),
    );
    let list_status = parse_status(list.status.as_deref());
    match (decision, list_status) {
        (Ok(d), Ok(s)) => Ok((d, s)),
        (Err(mut e), Err(CareError::Validation(list_errors))) => {
            for (field, msgs) in list_errors.iter() {
                for m in msgs {
                    e.add(field, *m);
                }
            }
            Err(CareError::Validation(e))
        }
        (Err(e), _) => Err(CareError::Validation(e)),
        (_, Err(e)) => Err(e),
    }
}

impl Care {
    /// The dates a request may name today.
    pub fn booking_window(&self) -> BookingWindow {
        BookingWindow::new(self.ports.clock.today(), self.settings.horizon_days)
    }

    /// The request's fields, checked: a request for a counsellor's slot is checked first, then
    /// the slot (`Counsellors::hold`).
    ///
    /// # Errors
    /// `Validation`.
    pub fn form(&self, input: &AppointmentInput) -> Result<AppointmentForm, CareError> {
        Ok(AppointmentForm::parse(
            &input.date,
            &input.time,
            &input.name,
            &input.email,
            &input.phone,
            self.booking_window(),
        )?)
    }

    async fn list(
        &self,
        user_id: Option<i64>,
        status: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<AppointmentList, CareError> {
        let status = parse_status(status)?;
        self.list_parsed(user_id, status, page, per_page).await
    }

    async fn list_parsed(
        &self,
        user_id: Option<i64>,
        status: Option<AppointmentStatus>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<AppointmentList, CareError> {
        let page = PageRequest::new(page, per_page, AppointmentPages::LIMITS);
        let (page, counts) = tokio::try_join!(
            self.ports.appointments.list(user_id, status, page),
            self.ports.appointments.counts(user_id)
        )?;
        Ok(AppointmentList { page, counts })
    }

    /// Appointments per status, of everyone (for the admin's dashboard).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn appointment_counts(&self) -> Result<StatusCounts, CareError> {
        Ok(self.ports.appointments.counts(None).await?)
    }

    /// Every appointment (ADMIN), of one status when given, newest date first ([`mon_domain::pagination::AppointmentPages`]);
    /// each subscriber shown has the read noted in their access log.
    ///
    /// # Errors
    /// `Validation` (an unknown status); `Unexpected`.
    pub async fn all_appointments(
        &self,
        admin_id: i64,
        status: Option<&str>,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<AppointmentList, CareError> {
        let list = self.list(None, status, page, per_page).await?;
        self.note_read(admin_id, &list).await?;
        Ok(list)
    }

    /// Notes in each shown subscriber's access log that an admin read their appointments (one entry
    /// per subscriber per read, in one write).
    async fn note_read(&self, admin_id: i64, list: &AppointmentList) -> Result<(), CareError> {
        let shown: Vec<i64> = list.page.items.iter().map(|a| a.user_id).collect();
        if shown.is_empty() {
            return Ok(());
        }
        self.ports
            .access_log
            .record(
                &shown,
                admin_id,
                mon_domain::privacy::AccessKind::Appointments,
                self.ports.clock.now(),
            )
            .await?;
        Ok(())
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
        let mut list = self.list(Some(user_id), status, page, per_page).await?;
        if caller.id == user_id {
            // Their own sessions: each room's address carries their own pass.
            list.page.items = std::mem::take(&mut list.page.items)
                .into_iter()
                .map(|a| self.for_client(a))
                .collect::<Result<_, _>>()?;
        } else if caller.role == Role::Admin {
            // The subscriber can see that an admin read their appointments (never what they hold).
            self.ports
                .access_log
                .record(
                    &[user_id],
                    caller.id,
                    mon_domain::privacy::AccessKind::Appointments,
                    self.ports.clock.now(),
                )
                .await?;
        }
        Ok(list)
    }

    /// A new `requested` appointment; one per user and date, at most
    /// `max_open_requests` requested at once, within the booking horizon.
    ///
    /// # Errors
    /// `Validation`; `DateTaken`; `TooManyOpenRequests`; `Unexpected`.
    pub async fn request_appointment(
        &self,
        user_id: i64,
        lang: Lang,
        input: &AppointmentInput,
        hold: Option<SlotHold>,
    ) -> Result<Appointment, CareError> {
        let form = self.form(input)?;
        self.ports
            .recipients
            .remember_language(user_id, lang)
            .await?;
        let url = self.settings.public_url.clone();
        let admins = self.ports.recipients.admins().await?;
        let mails = Box::new(move |a: &Appointment| {
            admins
                .iter()
                .map(|(to, lang)| mail::new_request_mail(to, a.id, a.date, &a.time, *lang, &url))
                .collect()
        });
        let appointment = self
            .ports
            .appointments
            .create(
                user_id,
                &form,
                self.settings.max_open_requests,
                self.ports.clock.now(),
                mails,
                hold,
            )
            .await?;
        if appointment.counsellor.is_some() {
            self.ports.staffing.sessions_changed();
        }
        tracing::info!(appointment_id = appointment.id, "appointment requested");
        Ok(appointment)
    }

    /// The owner changes a requested appointment; it stays (or becomes again) requested.
    ///
    /// # Errors
    /// `AppointmentNotFound` (also another user's); `NotRequested`; `Validation`; `DateTaken`; `Unexpected`.
    pub async fn update_appointment(
        &self,
        user_id: i64,
        id: i64,
        input: &AppointmentInput,
    ) -> Result<Appointment, CareError> {
        let current = self.owned(user_id, id).await?;
        current
            .status
            .owner_may_change()
            .map_err(|_| CareError::NotRequested)?;
        let form = self.form(input)?;
        // A held slot is the counsellor's time: the request keeps it or gives it up whole.
        if current.counsellor.is_some() && (form.date != current.date || form.time != current.time)
        {
            return Err(CareError::SlotHeld);
        }
        let appointment = self
            .ports
            .appointments
            .update_requested(id, user_id, &form, self.ports.clock.now())
            .await?;
        tracing::info!(appointment_id = id, "appointment changed by its owner");
        Ok(appointment)
    }

    /// The owner deletes a requested appointment.
    ///
    /// # Errors
    /// `AppointmentNotFound`; `NotRequested`; `Unexpected`.
    pub async fn delete_appointment(&self, user_id: i64, id: i64) -> Result<(), CareError> {
        let current = self.owned(user_id, id).await?;
        current
            .status
            .owner_may_change()
            .map_err(|_| CareError::NotRequested)?;
        self.ports
            .appointments
            .delete_requested(id, user_id)
            .await?;
        if current.counsellor.is_some() {
            self.ports.staffing.sessions_changed();
        }
        tracing::info!(appointment_id = id, "appointment deleted by its owner");
        Ok(())
    }

    /// Where `a` happens in time, in the service's zone.
    pub(super) fn slot(&self, a: &Appointment) -> calendar::Slot {
        let start = self.ports.clock.at_local(a.date, mail::start_time(a));
        let offset = a.date.and_time(mail::start_time(a)) - start.naive_utc();
        calendar::Slot {
            start,
            zone: self.settings.timezone.clone(),
            offset,
        }
    }

    /// The e-mail that tells the owner about `decided` (the appointment as it
    /// will be after the decision, moved from `from`), at the account's
    /// verified address in its language, with a calendar file when it adds or
    /// withdraws an entry; and the reminders an approval schedules.
    async fn decision_mails(
        &self,
        from: AppointmentStatus,
        decided: &Appointment,
    ) -> Result<(Vec<Mail>, Vec<Scheduled>), CareError> {
        let Some(addressee) = self
            .ports
            .recipients
            .account_address(decided.user_id)
            .await?
        else {
            return Ok((vec![], vec![]));
        };
        let (to, lang) = (addressee.email.as_str(), addressee.lang);
        let url = &self.settings.public_url;
        let now = self.ports.clock.now();
        let slot = self.slot(decided);
        // What the client reads of the session: their own pass to its room.
        let theirs = self.for_client(decided.clone())?;
        let calendar = |cancel| calendar::calendar_file(&theirs, &slot, now, url, cancel);
        let mail = match (from, decided.status) {
            // Discreet mode: a neutral note that something waits in the account, nothing more (no calendar file either).
            _ if addressee.discreet => mail::discreet_mail(to, lang, url),
            (_, AppointmentStatus::Approved) => {
                mail::approved_mail(&theirs, to, lang, calendar(false), url, &slot.zone)
            }
            (_, AppointmentStatus::Unapproved) => mail::unapproved_mail(decided, to, lang, url),
            (AppointmentStatus::Approved, AppointmentStatus::Requested) => {
                mail::undone_mail(decided, to, lang, Some(calendar(true)), url)
            }
            (_, AppointmentStatus::Requested) => mail::undone_mail(decided, to, lang, None, url),
            // Only the subscriber cancels, never a decision (`cancel_appointment`).
            (_, AppointmentStatus::Cancelled) => return Ok((vec![], vec![])),
        };
        // A reminder whose time has already passed is not sent.
        let times = if decided.status == AppointmentStatus::Approved {
            texts::reminder_times(slot.start, now, &REMINDER_HOURS)
        } else {
            vec![]
        };
        let mut reminders: Vec<Scheduled> = times
            .iter()
            .map(|&(hours, at)| {
                let mail = if addressee.discreet {
                    mail::discreet_mail(to, lang, url)
                } else {
                    mail::reminder_mail(&theirs, to, lang, hours, calendar(false), url, &slot.zone)
                };
                Scheduled {
                    message: Owed::Mail(mail),
                    at,
                    appointment_id: decided.id,
                }
            })
            .collect();
        if let Some(number) = &addressee.texts_to {
            let who = texts::TextAddressee {
                to: number,
                lang,
                discreet: addressee.discreet,
            };
            reminders.extend(texts::decision_texts(decided, who, now, &times));
        }
        Ok((vec![mail], reminders))
    }

    /// An admin's decision (spec section 4): approve (with how the session
    /// happens), unapprove (with a reason), or undo either; then the list asked
    /// for. Every input, the list's query too, is checked before anything is written.
    ///
    /// # Errors
    /// `Validation` (unknown status, bad session details or reason, bad list status);
    /// `AppointmentNotFound`; `MoveNotAllowed`; `Unexpected`.
    pub async fn decide_appointment(
        &self,
        admin_id: i64,
        lang: Lang,
        id: i64,
        input: &DecisionInput,
        list: &ListQuery,
    ) -> Result<(Appointment, AppointmentList), CareError> {
        let (decision, list_status) = parse_decision(input, list)?;
        let current = self
            .ports
            .appointments
            .find(id)
            .await?
            .ok_or(CareError::AppointmentNotFound)?;
        current
            .status
            .admin_move(decision.to)
            .map_err(|_| CareError::MoveNotAllowed)?;
        let assign = self
            .assignment(input.counsellor_id, &current, decision.to)
            .await?;
        self.ports
            .recipients
            .remember_language(admin_id, lang)
            .await?;
        let decision = self.with_video_room(decision);
        let counsellor = match &assign {
            Some(a) => Some(AssignedCounsellor {
                id: a.counsellor_id,
                name: a.name.clone(),
            }),
            None => current.counsellor.clone(),
        };
        let decided = Appointment {
            status: decision.to,
            session: decision.session.clone(),
            reason: decision.reason.clone(),
            counsellor,
            ..current.clone()
        };
        let (mails, reminders) = self.decided_mails(&current, &decided).await?;
        let appointment = match self
            .ports
            .appointments
            .decide(
                &current,
                &decision,
                self.ports.clock.now(),
                &mails,
                &reminders,
                assign,
            )
            .await
        {
            Err(AppointmentWriteError::StatusChanged) => return Err(CareError::MoveNotAllowed),
            other => other?,
        };
        if current.counsellor.is_some() || appointment.counsellor.is_some() {
            self.ports.staffing.sessions_changed();
        }
        tracing::info!(
            appointment_id = id,
            status = decision.to.as_str(),
            reminders = reminders.len(),
            "appointment decided"
        );
        let list = self
            .list_parsed(None, list_status, list.page, list.per_page)
            .await?;
        self.note_read(admin_id, &list).await?;
        Ok((appointment, list))
    }

    /// A counsellor named with an approval: free at the request's time and under their caseload,
    /// checked again under their lock when it is written.
    async fn assignment(
        &self,
        counsellor: Option<i64>,
        current: &Appointment,
        to: AppointmentStatus,
    ) -> Result<Option<Assignment>, CareError> {
        let (Some(counsellor), AppointmentStatus::Approved) = (counsellor, to) else {
            return Ok(None);
        };
        let (h, m) = current.time.hm24();
        let time = chrono::NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default();
        let assignment = self
            .ports
            .staffing
            .assignment(counsellor, current.date, time)
            .await?
            .ok_or(CareError::CounsellorNotFound)?;
        Ok(Some(assignment))
    }

    /// The e-mails and reminders a decision owes: the subscriber's (`decision_mails`), and the
    /// counsellor's who now has the session or whose approved session was undone.
    async fn decided_mails(
        &self,
        current: &Appointment,
        decided: &Appointment,
    ) -> Result<(Vec<Mail>, Vec<Scheduled>), CareError> {
        let (mut mails, reminders) = self.decision_mails(current.status, decided).await?;
        if decided.status == AppointmentStatus::Approved {
            mails.extend(
                self.counsellor_mail(decided, mail::counsellor_session_mail)
                    .await?,
            );
        } else if current.status == AppointmentStatus::Approved {
            // An undone approval: the counsellor who had the session hears that its time is free.
            mails.extend(
                self.counsellor_mail(current, mail::session_withdrawn_mail)
                    .await?,
            );
        }
        Ok((mails, reminders))
    }

    /// The e-mail `write` makes for the counsellor of `a` (none when no counsellor took it).
    async fn counsellor_mail(
        &self,
        a: &Appointment,
        write: fn(&Appointment, &mail::Staff<'_>, &str, &str) -> Mail,
    ) -> Result<Option<Mail>, CareError> {
        let Some(assigned) = &a.counsellor else {
            return Ok(None);
        };
        let Some((account, name)) = self.ports.staffing.counsellor_account(assigned.id).await?
        else {
            return Ok(None);
        };
        let Some(addressee) = self.ports.recipients.account_address(account).await? else {
            return Ok(None);
        };
        let staff = mail::Staff {
            to: addressee.email.as_str(),
            lang: addressee.lang,
            counsellor: Some(&name),
        };
        Ok(Some(write(
            a,
            &staff,
            &self.settings.public_url,
            &self.settings.timezone,
        )))
    }

    /// The subscriber cancels their approved session (`POST /appointment/cancel/{id}`): it becomes
    /// `cancelled`, late when less than `cancel_notice_hours` before its start, and is never refused
    /// for being late. Its reminders are dropped and its slot is free again in the same write; the
    /// subscriber gets a calendar file that withdraws it (unless discreet), and the counsellor (or,
    /// without one, the admins) an e-mail with its time only.
    ///
    /// # Errors
    /// `AppointmentNotFound` (also another user's); `Validation` (`reason`); `NotApproved`;
    /// `SessionStarted`; `Unexpected`.
    pub async fn cancel_appointment(
        &self,
        user_id: i64,
        lang: Lang,
        id: i64,
        reason: Option<&str>,
    ) -> Result<Appointment, CareError> {
        let current = self.owned(user_id, id).await?;
        let slot = self.slot(&current);
        let now = self.ports.clock.now();
        let cancellation = Cancellation::parse(
            current.status,
            slot.start,
            now,
            self.settings.cancel_notice_hours,
            reason,
        )
        .map_err(|refusal| match refusal {
            CancelRefusal::Invalid(e) => CareError::Validation(e),
            CancelRefusal::NotApproved => CareError::NotApproved,
            CancelRefusal::Started => CareError::SessionStarted,
        })?;
        self.ports
            .recipients
            .remember_language(user_id, lang)
            .await?;
        let cancelled = Appointment {
            status: AppointmentStatus::Cancelled,
            reason: cancellation.reason.clone(),
            late_cancel: cancellation.late,
            ..current.clone()
        };
        let mails = self
            .cancellation_mails(user_id, &cancelled, &slot, now)
            .await?;
        let appointment = match self
            .ports
            .appointments
            .cancel(&current, &cancellation, now, &mails)
            .await
        {
            Err(AppointmentWriteError::StatusChanged) => return Err(CareError::NotApproved),
            other => other?,
        };
        if appointment.counsellor.is_some() {
            self.ports.staffing.sessions_changed();
        }
        tracing::info!(
            appointment_id = id,
            late = cancellation.late,
            "session cancelled by its client"
        );
        Ok(appointment)
    }

    /// What a cancellation owes: the subscriber a calendar file that withdraws the session (or the
    /// discreet note), and its counsellor (or, without one, the admins) its time.
    async fn cancellation_mails(
        &self,
        user_id: i64,
        cancelled: &Appointment,
        slot: &calendar::Slot,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<Vec<Mail>, CareError> {
        let url = &self.settings.public_url;
        let mut mails = Vec::new();
        if let Some(addressee) = self.ports.recipients.account_address(user_id).await? {
            let (to, lang) = (addressee.email.as_str(), addressee.lang);
            mails.push(if addressee.discreet {
                mail::discreet_mail(to, lang, url)
            } else {
                let withdraw = calendar::calendar_file(cancelled, slot, now, url, true);
                mail::cancelled_mail(cancelled, to, lang, withdraw, url)
            });
        }
        match self
            .counsellor_mail(cancelled, mail::session_cancelled_mail)
            .await?
        {
            Some(to_counsellor) => mails.push(to_counsellor),
            None => {
                for (to, lang) in self.ports.recipients.admins().await? {
                    let staff = mail::Staff {
                        to: &to,
                        lang,
                        counsellor: None,
                    };
                    mails.push(mail::session_cancelled_mail(
                        cancelled,
                        &staff,
                        url,
                        &self.settings.timezone,
                    ));
                }
            }
        }
        Ok(mails)
    }

    /// One appointment, for an admin about to decide it.
    ///
    /// # Errors
    /// `AppointmentNotFound`; `Unexpected`.
    pub async fn appointment(&self, id: i64) -> Result<Appointment, CareError> {
        self.ports
            .appointments
            .find(id)
            .await?
            .ok_or(CareError::AppointmentNotFound)
    }

    /// The appointment if it is the user's; another user's is "not found" (its existence is not revealed).
    async fn owned(&self, user_id: i64, id: i64) -> Result<Appointment, CareError> {
        match self.ports.appointments.find(id).await? {
            Some(a) if a.user_id == user_id => Ok(a),
            _ => Err(CareError::AppointmentNotFound),
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, TimeZone, Utc};
    use mon_domain::care::{AppointmentTime, Session, SessionMode};

    use super::*;
    use crate::care::CareSettings;
    use crate::ports::{MockAppointmentRepository, MockRecipients};

    fn recipients() -> MockRecipients {
        let mut r = MockRecipients::new();
        r.expect_remember_language().returning(|_, _| Ok(()));
        r.expect_language_of().returning(|_| Ok(Lang::Bn));
        r.expect_admins().returning(|| {
            Ok(vec![
                ("a1@mon.org".into(), Lang::En),
                ("a2@mon.org".into(), Lang::Bn),
            ])
        });
        r.expect_account_address().returning(|id| {
            Ok(Some(if id == COUNSELLOR_ACCOUNT {
                crate::ports::Addressee {
                    email: "counsellor@mon.org".into(),
                    lang: Lang::En,
                    discreet: false,
                    texts_to: None,
                }
            } else {
                crate::ports::Addressee {
                    email: "verified@example.com".into(),
                    lang: Lang::Bn,
                    discreet: id == 9,
                    texts_to: None,
                }
            }))
        });
        r
    }

    /// The account of counsellor 4 (Nusrat Jahan), who reads English.
    const COUNSELLOR_ACCOUNT: i64 = 50;

    fn nusrat() -> mon_domain::Bilingual {
        mon_domain::Bilingual::new("Nusrat Jahan", "নুসরাত জাহান")
    }

    fn care(repo: MockAppointmentRepository) -> Care {
        care_with(repo, crate::ports::MockStaffing::new())
    }

    /// A counsellor's sessions changed: the counsellors' side reads them anew (any number of times).
    fn taking_news(mut staffing: crate::ports::MockStaffing) -> crate::ports::MockStaffing {
        staffing.expect_sessions_changed().return_const(());
        staffing
    }

    fn care_with(repo: MockAppointmentRepository, staffing: crate::ports::MockStaffing) -> Care {
        let staffing = taking_news(staffing);
        let clock = crate::care::testing::dhaka_clock();
        let mut access_log = crate::ports::MockAccessLogRepository::new();
        access_log
            .expect_record()
            .withf(|subscribers, admin, _, _| subscribers == [7] && *admin == 1)
            .times(0..=1)
            .returning(|_, _, _, _| Ok(()));
        crate::care::testing::CareMocks {
            appointments: repo,
            recipients: recipients(),
            clock,
            // Appointment requests do not ask for consent here: no expectation on it.
            consents: crate::ports::MockConsentRepository::new(),
            access_log,
            staffing,
            ..Default::default()
        }
        .build(CareSettings {
            public_url: "https://mon.example.org".into(),
            ..CareSettings::default()
        })
    }

    fn appointment(id: i64, user_id: i64, status: AppointmentStatus) -> Appointment {
        let now = Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap();
        Appointment {
            id,
            user_id,
            date: NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
            time: AppointmentTime::parse("10:00 AM").unwrap(),
            name: "Rahima".into(),
            email: "typed@example.com".into(),
            phone: "01712345678".into(),
            status,
            session: None,
            reason: None,
            counsellor: None,
            attendance: None,
            late_cancel: false,
            created_at: now,
            updated_at: now,
        }
    }

    /// An approved session of user 7 with counsellor 4 (or none), today or later at `time` in Dhaka.
    fn session(id: i64, day: u32, time: &str, counsellor: bool) -> Appointment {
        Appointment {
            date: NaiveDate::from_ymd_opt(2026, 11, day).unwrap(),
            time: AppointmentTime::parse(time).unwrap(),
            counsellor: counsellor.then(|| AssignedCounsellor {
                id: 4,
                name: nusrat(),
            }),
            ..appointment(id, 7, AppointmentStatus::Approved)
        }
    }

    fn staffing_with_nusrat() -> crate::ports::MockStaffing {
        let mut staffing = crate::ports::MockStaffing::new();
        staffing
            .expect_counsellor_account()
            .withf(|c| *c == 4)
            .returning(|_| Ok(Some((COUNSELLOR_ACCOUNT, nusrat()))));
        staffing
    }

    #[tokio::test]
    async fn a_late_cancellation_is_recorded_never_refused_and_the_counsellor_hears_only_its_time()
    {
        // "Now" is 04:00 UTC on 23 Nov (10:00 AM in Dhaka): a session at 04:00 PM that day starts in 6 hours,
        // inside the 24 hours' notice; one on the 25th is outside it.
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| {
            Ok(Some(match id {
                1 => session(1, 23, "04:00 PM", true),
                _ => session(id, 25, "10:00 AM", true),
            }))
        });
        repo.expect_cancel()
            .withf(|current, c, _, mails| {
                let ics = mails[0].attachment.as_ref().map(|a| a.content.clone()).unwrap_or_default();
                current.id == 1
                    && c.late
                    && c.reason.as_deref() == Some("I have to take my mother to the doctor.")
                    && mails.len() == 2
                    && mails[0].to == "verified@example.com"
                    && mails[0].subject == "আপনার Mon সেশন বাতিল হয়েছে"
                    && ics.contains("METHOD:CANCEL\r\n")
                    && mails[1].to == "counsellor@mon.org"
                    && mails[1].subject == "A session was cancelled"
                    && mails[1].text.contains("Monday, 23 November 2026 at 04:00 PM (Bangladesh time)")
                    // Neither the client's name nor their reason.
                    && !mails[1].text.contains("Rahima")
                    && !mails[1].text.contains("doctor")
            })
            .times(1)
            .returning(|current, c, _, _| {
                Ok(Appointment {
                    status: AppointmentStatus::Cancelled,
                    late_cancel: c.late,
                    ..current.clone()
                })
            });
        repo.expect_cancel()
            .withf(|current, c, _, _| current.id == 2 && !c.late && c.reason.is_none())
            .times(1)
            .returning(|current, _, _, _| {
                Ok(Appointment {
                    status: AppointmentStatus::Cancelled,
                    ..current.clone()
                })
            });
        let c = care_with(repo, staffing_with_nusrat());
        let late = c
            .cancel_appointment(
                7,
                Lang::Bn,
                1,
                Some(" I have to take my mother to the doctor. "),
            )
            .await
            .unwrap();
        assert_eq!(
            (late.status, late.late_cancel),
            (AppointmentStatus::Cancelled, true)
        );
        c.cancel_appointment(7, Lang::Bn, 2, Some("   "))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn without_a_counsellor_the_admins_hear_of_a_cancellation_and_a_discreet_client_gets_a_neutral_note()
     {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| {
            Ok(Some(Appointment {
                user_id: 9,
                ..session(id, 25, "10:00 AM", false)
            }))
        });
        repo.expect_cancel()
            .withf(|_, _, _, mails| {
                mails.len() == 3
                    && mails[0].to == "verified@example.com"
                    && mails[0].attachment.is_none()
                    && !mails[0].text.contains("25")
                    && mails[1].to == "a1@mon.org"
                    && mails[1]
                        .text
                        .contains("/admin/appointments?status=cancelled")
                    && mails[2].to == "a2@mon.org"
                    && mails[2].subject == "একটি সেশন বাতিল হয়েছে"
            })
            .times(1)
            .returning(|current, _, _, _| Ok(current.clone()));
        care(repo)
            .cancel_appointment(9, Lang::En, 3, None)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn only_one_s_own_approved_session_before_its_start_is_cancelled_and_a_refusal_writes_nothing()
     {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| {
            Ok(Some(match id {
                // Started at 09:00 AM Dhaka today: an hour before "now".
                1 => session(1, 23, "09:00 AM", true),
                2 => appointment(2, 7, AppointmentStatus::Requested),
                3 => appointment(3, 7, AppointmentStatus::Cancelled),
                4 => session(4, 25, "10:00 AM", true),
                _ => appointment(id, 8, AppointmentStatus::Approved),
            }))
        });
        repo.expect_cancel().times(0);
        let c = care_with(repo, staffing_with_nusrat());
        let cancel = |id, reason: Option<String>| {
            let c = c.clone();
            async move {
                c.cancel_appointment(7, Lang::En, id, reason.as_deref())
                    .await
            }
        };
        assert!(matches!(
            cancel(1, None).await,
            Err(CareError::SessionStarted)
        ));
        assert!(matches!(cancel(2, None).await, Err(CareError::NotApproved)));
        assert!(matches!(cancel(3, None).await, Err(CareError::NotApproved)));
        assert!(matches!(
            cancel(5, None).await,
            Err(CareError::AppointmentNotFound)
        ));
        let Err(CareError::Validation(e)) = cancel(4, Some("x".repeat(501))).await else {
            panic!("a long reason is refused")
        };
        assert_eq!(
            e.get("reason"),
            Some(&[CareMsg::ReasonTooLong.message()][..])
        );
    }

    #[tokio::test]
    async fn a_session_decided_meanwhile_is_not_cancelled() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find()
            .returning(|id| Ok(Some(session(id, 25, "10:00 AM", true))));
        repo.expect_cancel()
            .returning(|_, _, _, _| Err(AppointmentWriteError::StatusChanged));
        assert!(matches!(
            care_with(repo, staffing_with_nusrat())
                .cancel_appointment(7, Lang::En, 1, None)
                .await,
            Err(CareError::NotApproved)
        ));
    }

    fn input(date: &str) -> AppointmentInput {
        AppointmentInput {
            date: date.into(),
            time: "10:00 AM".into(),
            name: "Rahima".into(),
            email: "typed@example.com".into(),
            phone: "01712345678".into(),
        }
    }

    fn decision(status: &str) -> DecisionInput {
        DecisionInput {
            status: status.into(),
            ..DecisionInput::default()
        }
    }

    fn empty_list(repo: &mut MockAppointmentRepository) {
        crate::care::testing::listing(repo, vec![]);
    }

    use crate::care::testing::user;

    #[tokio::test]
    async fn a_date_before_today_or_beyond_the_horizon_is_refused_without_storing() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_create().never();
        let c = care(repo);
        let Err(CareError::Validation(e)) = c
            .request_appointment(7, Lang::En, &input("2026-11-22"), None)
            .await
        else {
            panic!("expected a validation error")
        };
        assert_eq!(
            e.get("appointment_date"),
            Some(&[CareMsg::DateInPast.message()][..])
        );
        // 60 days from 2026-11-23 is 2027-01-22.
        let Err(CareError::Validation(e)) = c
            .request_appointment(7, Lang::En, &input("2027-01-23"), None)
            .await
        else {
            panic!("expected a validation error")
        };
        assert_eq!(
            e.get("appointment_date"),
            Some(&[CareMsg::DateTooFar.message()][..])
        );
    }

    #[tokio::test]
    async fn the_open_request_limit_is_handed_to_the_store_and_its_refusal_is_a_conflict() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_create()
            .withf(|_, _, max_open, _, _, _| *max_open == 5)
            .returning(|_, _, _, _, _, _| Err(AppointmentWriteError::TooManyOpen));
        let err = care(repo)
            .request_appointment(7, Lang::En, &input("2026-11-30"), None)
            .await
            .unwrap_err();
        assert!(matches!(err, CareError::TooManyOpenRequests));
        use crate::errors::ServiceError;
        assert_eq!(err.code().as_str(), "too_many_open_requests");
        assert_eq!(err.kind(), crate::errors::ErrorKind::Conflict);
    }

    #[tokio::test]
    async fn only_the_owner_changes_a_requested_appointment() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|id| {
            Ok(Some(appointment(
                id,
                7,
                if id == 2 {
                    AppointmentStatus::Approved
                } else {
                    AppointmentStatus::Requested
                },
            )))
        });
        repo.expect_update_requested().never();
        repo.expect_delete_requested().never();
        let c = care(repo);
        assert!(
            matches!(
                c.update_appointment(8, 1, &input("2026-11-30")).await,
                Err(CareError::AppointmentNotFound)
            ),
            "another user's is not found"
        );
        assert!(matches!(
            c.update_appointment(7, 2, &input("2026-11-30")).await,
            Err(CareError::NotRequested)
        ));
        assert!(matches!(
            c.delete_appointment(7, 2).await,
            Err(CareError::NotRequested)
        ));
    }

    #[tokio::test]
    async fn an_admin_move_outside_the_table_is_refused_and_a_raced_one_too() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find()
            .returning(|id| Ok(Some(appointment(id, 7, AppointmentStatus::Approved))));
        repo.expect_decide()
            .returning(|_, _, _, _, _, _| Err(AppointmentWriteError::StatusChanged));
        let c = care(repo);
        let q = ListQuery::default();
        assert!(matches!(
            c.decide_appointment(1, Lang::En, 1, &decision("unapproved"), &q)
                .await,
            Err(CareError::MoveNotAllowed)
        ));
        assert!(
            matches!(
                c.decide_appointment(1, Lang::En, 1, &decision("requested"), &q)
                    .await,
                Err(CareError::MoveNotAllowed)
            ),
            "someone else moved it first"
        );
        assert!(
            matches!(
                c.decide_appointment(1, Lang::En, 1, &decision("cancelled"), &q)
                    .await,
                Err(CareError::MoveNotAllowed)
            ),
            "only the subscriber cancels"
        );
        assert!(matches!(
            c.decide_appointment(1, Lang::En, 1, &decision("canceled"), &q)
                .await,
            Err(CareError::Validation(_))
        ));
    }

    #[tokio::test]
    async fn a_bad_list_status_or_bad_session_details_write_nothing() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().never();
        repo.expect_decide().never();
        let c = care(repo);
        let bogus = ListQuery {
            status: Some("bogus".into()),
            ..ListQuery::default()
        };
        let Err(CareError::Validation(e)) = c
            .decide_appointment(1, Lang::En, 1, &decision("approved"), &bogus)
            .await
        else {
            panic!("refused")
        };
        assert_eq!(
            e.get("status"),
            Some(&[CareMsg::StatusInvalid.message()][..])
        );
        let bad_link = DecisionInput {
            session_mode: Some("video".into()),
            session_detail: Some("javascript:alert(1)".into()),
            ..decision("approved")
        };
        let Err(CareError::Validation(e)) = c
            .decide_appointment(1, Lang::En, 1, &bad_link, &ListQuery::default())
            .await
        else {
            panic!("refused")
        };
        assert_eq!(
            e.get("session_detail"),
            Some(&[CareMsg::SessionLinkInvalid.message()][..])
        );
    }

    #[tokio::test]
    async fn a_new_request_tells_every_admin_in_their_language_in_the_same_write_with_a_link_to_it()
    {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_create()
            .times(1)
            .returning(|user_id, _, _, _, mails, _| {
                let a = appointment(31, user_id, AppointmentStatus::Requested);
                let mails = mails(&a);
                assert_eq!(mails.len(), 2);
                assert_eq!(
                    (mails[0].to.as_str(), mails[0].subject.as_str()),
                    ("a1@mon.org", "New appointment request")
                );
                assert_eq!(
                    (mails[1].to.as_str(), mails[1].subject.as_str()),
                    ("a2@mon.org", "নতুন অ্যাপয়েন্টমেন্টের অনুরোধ")
                );
                assert!(
                    mails[0].text.contains(
                        "/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D31"
                    ),
                    "{}",
                    mails[0].text
                );
                Ok(a)
            });
        care(repo)
            .request_appointment(7, Lang::En, &input("2026-11-30"), None)
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_approval_goes_to_the_verified_address_with_its_session_a_calendar_file_and_two_reminders()
     {
        let mut repo = MockAppointmentRepository::new();
        empty_list(&mut repo);
        repo.expect_find()
            .returning(|id| Ok(Some(appointment(id, 7, AppointmentStatus::Requested))));
        repo.expect_decide()
            .withf(|current, d, _, mails, reminders, _| {
                let ics = mails[0].attachment.as_ref().map(|a| a.content.clone()).unwrap_or_default();
                current.id == 1
                    && d.to == AppointmentStatus::Approved
                    && d.session == Some(Session { mode: SessionMode::Phone, detail: Some("01999000111".into()) })
                    && mails.len() == 1
                    && mails[0].to == "verified@example.com"
                    && mails[0].subject == "আপনার Mon অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে"
                    && mails[0].text.contains("01999000111")
                    && ics.contains("DTSTART;TZID=Asia/Dhaka:20261130T100000\r\n")
                    // 10:00 AM in Dhaka on 30 Nov is 04:00 UTC: reminders at 04:00 UTC on 29 Nov and 03:00 UTC on 30 Nov.
                    && reminders.len() == 2
                    && reminders[0].at == Utc.with_ymd_and_hms(2026, 11, 29, 4, 0, 0).unwrap()
                    && reminders[1].at == Utc.with_ymd_and_hms(2026, 11, 30, 3, 0, 0).unwrap()
                    && reminders.iter().all(|r| r.message.mail().is_some_and(|m| m.to == "verified@example.com") && r.appointment_id == 1)
            })
            .times(1)
            .returning(|current, d, _, _, _, _| Ok(Appointment { status: d.to, session: d.session.clone(), ..current.clone() }));
        let input = DecisionInput {
            session_mode: Some("phone".into()),
            session_detail: Some("01999000111".into()),
            ..decision("approved")
        };
        let (a, _) = care(repo)
            .decide_appointment(1, Lang::En, 1, &input, &ListQuery::default())
            .await
            .unwrap();
        assert_eq!(a.status, AppointmentStatus::Approved);
    }

    #[tokio::test]
    async fn a_reminder_whose_time_has_passed_at_approval_is_not_scheduled_and_an_undo_withdraws_the_calendar_entry()
     {
        let mut repo = MockAppointmentRepository::new();
        empty_list(&mut repo);
        // Today at 10:30 AM Dhaka is 04:30 UTC, half an hour after "now": both reminders would be in the past.
        repo.expect_find().returning(|id| {
            let mut a = appointment(
                id,
                7,
                if id == 1 {
                    AppointmentStatus::Requested
                } else {
                    AppointmentStatus::Approved
                },
            );
            a.date = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
            a.time = AppointmentTime::parse("10:30 AM").unwrap();
            Ok(Some(a))
        });
        repo.expect_decide()
            .withf(|current, d, _, _, reminders, _| {
                current.id == 1 && d.to == AppointmentStatus::Approved && reminders.is_empty()
            })
            .times(1)
            .returning(|current, d, _, _, _, _| {
                Ok(Appointment {
                    status: d.to,
                    ..current.clone()
                })
            });
        repo.expect_decide()
            .withf(|current, d, _, mails, reminders, _| {
                current.id == 2
                    && d.to == AppointmentStatus::Requested
                    && reminders.is_empty()
                    && mails[0]
                        .attachment
                        .as_ref()
                        .is_some_and(|a| a.content.contains("METHOD:CANCEL"))
            })
            .times(1)
            .returning(|current, d, _, _, _, _| {
                Ok(Appointment {
                    status: d.to,
                    ..current.clone()
                })
            });
        let c = care(repo);
        c.decide_appointment(1, Lang::En, 1, &decision("approved"), &ListQuery::default())
            .await
            .unwrap();
        c.decide_appointment(
            1,
            Lang::En,
            2,
            &decision("requested"),
            &ListQuery::default(),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn a_subscriber_reads_only_their_own_list() {
        let mut repo = MockAppointmentRepository::new();
        empty_list(&mut repo);
        let c = care(repo);
        assert!(matches!(
            c.user_appointments(&user(8, Role::Subscriber), 7, None, None, None)
                .await,
            Err(CareError::Forbidden)
        ));
        assert!(
            c.user_appointments(&user(7, Role::Subscriber), 7, None, None, None)
                .await
                .is_ok()
        );
        assert!(
            c.user_appointments(&user(1, Role::Admin), 7, Some("approved"), None, None)
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn an_approval_naming_a_counsellor_hands_their_check_to_the_write_and_an_unknown_one_writes_nothing()
     {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find()
            .returning(|id| Ok(Some(appointment(id, 7, AppointmentStatus::Requested))));
        repo.expect_decide()
            .withf(|_, d, _, mails, _, assign| {
                // The subscriber's approval names the counsellor (in the subscriber's language); the
                // counsellor hears of the session at their own address: the client's name and the time.
                d.to == AppointmentStatus::Approved
                    && assign.as_ref().is_some_and(|a| a.counsellor_id == 4)
                    && mails.len() == 2
                    && mails[0].to == "verified@example.com"
                    && mails[0].text.contains("আপনার কাউন্সেলর নুসরাত জাহান।")
                    && mails[1].to == "counsellor@mon.org"
                    && mails[1].subject == "A new session on Mon"
                    && mails[1].text.starts_with("Hello Nusrat Jahan,")
                    && mails[1]
                        .text
                        .contains("A session with Rahima on Monday, 30 November 2026 at 10:00 AM")
                    && mails[1]
                        .text
                        .contains("https://mon.example.org/counsellor/dashboard")
                    && !mails[1].text.contains("01712345678")
            })
            .times(1)
            .returning(|current, d, _, _, _, _| {
                Ok(Appointment {
                    status: d.to,
                    ..current.clone()
                })
            });
        empty_list(&mut repo);
        let mut staffing = crate::ports::MockStaffing::new();
        staffing
            .expect_assignment()
            .withf(|c, date, time| {
                *c == 4 && date.to_string() == "2026-11-30" && time.to_string() == "10:00:00"
            })
            .returning(|c, _, _| {
                Ok(Some(crate::ports::Assignment {
                    counsellor_id: c,
                    name: nusrat(),
                    max_clients: 5,
                    clients_since: NaiveDate::from_ymd_opt(2026, 8, 25).unwrap(),
                    still_free: Box::new(|_| true),
                }))
            });
        staffing
            .expect_assignment()
            .withf(|c, _, _| *c == 9)
            .returning(|_, _, _| Ok(None));
        staffing
            .expect_counsellor_account()
            .withf(|c| *c == 4)
            .returning(|_| Ok(Some((COUNSELLOR_ACCOUNT, nusrat()))));
        let c = care_with(repo, staffing);
        let with = |counsellor| DecisionInput {
            counsellor_id: Some(counsellor),
            ..decision("approved")
        };
        c.decide_appointment(1, Lang::En, 1, &with(4), &ListQuery::default())
            .await
            .unwrap();
        assert!(matches!(
            c.decide_appointment(1, Lang::En, 1, &with(9), &ListQuery::default())
                .await,
            Err(CareError::CounsellorNotFound)
        ));
    }

    #[tokio::test]
    async fn a_video_session_approved_without_an_address_gets_a_room_of_its_own() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find()
            .returning(|id| Ok(Some(appointment(id, 7, AppointmentStatus::Requested))));
        repo.expect_decide()
            .withf(|_, d, _, mails, _, _| {
                let room = "https://meet.jit.si/mon-0123456789abcdef0123456789abcdef";
                d.session.as_ref().and_then(|s| s.detail.as_deref()) == Some(room)
                    && mails.iter().any(|m| m.text.contains(room))
            })
            .times(1)
            .returning(|current, d, _, _, _, _| {
                Ok(Appointment {
                    status: d.to,
                    session: d.session.clone(),
                    ..current.clone()
                })
            });
        empty_list(&mut repo);
        let video = DecisionInput {
            session_mode: Some("video".into()),
            ..decision("approved")
        };
        let (a, _) = care(repo)
            .decide_appointment(1, Lang::En, 1, &video, &ListQuery::default())
            .await
            .unwrap();
        assert!(
            a.session
                .unwrap()
                .detail
                .unwrap()
                .starts_with("https://meet.jit.si/mon-")
        );
    }
}
