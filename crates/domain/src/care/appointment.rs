//! Appointments: the status machine of spec section 4 and the request form's rules.

use chrono::{DateTime, NaiveDate, Utc};

use super::CareMsg;
use crate::FieldErrors;
use crate::user::{ContactNumber, Email};

/// Appointment tables: 15 rows a page (spec section 9).
/// The admins hear of at most this many new requests of one account an hour: requesting and
/// deleting again and again cannot flood their inboxes (the requests themselves are all listed).
pub const ADMIN_NOTICES_PER_HOUR: u64 = 3;

/// Where an appointment stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppointmentStatus {
    Requested,
    Approved,
    Unapproved,
    /// The subscriber called off an approved session (late or not): it stays on record.
    Cancelled,
}

impl AppointmentStatus {
    pub const ALL: [AppointmentStatus; 4] = [
        AppointmentStatus::Requested,
        AppointmentStatus::Approved,
        AppointmentStatus::Unapproved,
        AppointmentStatus::Cancelled,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AppointmentStatus::Requested => "requested",
            AppointmentStatus::Approved => "approved",
            AppointmentStatus::Unapproved => "unapproved",
            AppointmentStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "requested" => Some(AppointmentStatus::Requested),
            "approved" => Some(AppointmentStatus::Approved),
            "unapproved" => Some(AppointmentStatus::Unapproved),
            "cancelled" => Some(AppointmentStatus::Cancelled),
            _ => None,
        }
    }

    /// An admin's decision: requested becomes approved or unapproved, and
    /// either goes back to requested (Undo). Nothing else: a cancelled session stays cancelled.
    pub fn admin_move(self, to: AppointmentStatus) -> Result<AppointmentStatus, CareMsg> {
        use AppointmentStatus::*;
        match (self, to) {
            (Requested, Approved | Unapproved) | (Approved | Unapproved, Requested) => Ok(to),
            _ => Err(CareMsg::MoveNotAllowed),
        }
    }

    /// The owner may edit or delete an appointment only while it is requested.
    pub fn owner_may_change(self) -> Result<(), CareMsg> {
        if self == AppointmentStatus::Requested {
            Ok(())
        } else {
            Err(CareMsg::NotRequested)
        }
    }
}

/// A subscriber calling off their approved session: why (optional, at most
/// [`Cancellation::REASON_MAX_CHARS`]) and whether it is late. Never refused for being late: a
/// person in distress must not be punished for it; it is only recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancellation {
    pub reason: Option<String>,
    /// Less than the notice (`MON_CANCEL_NOTICE_HOURS`) before the session's start.
    pub late: bool,
}

impl Cancellation {
    /// The same limit as a decision's reason.
    pub const REASON_MAX_CHARS: usize = Decision::REASON_MAX_CHARS;

    /// The cancellation of an appointment of `status` starting at `start`, asked at `now`.
    ///
    /// # Errors
    /// `reason` too long (400 on `reason`); [`CareMsg::NotApproved`] when it is not an approved
    /// session; [`CareMsg::SessionStarted`] once it has started.
    pub fn parse(
        status: AppointmentStatus,
        start: DateTime<Utc>,
        now: DateTime<Utc>,
        notice_hours: u32,
        reason: Option<&str>,
    ) -> Result<Self, CancelRefusal> {
        let reason = reason.map(str::trim).filter(|r| !r.is_empty());
        if reason.is_some_and(|r| r.chars().count() > Self::REASON_MAX_CHARS) {
            let mut e = FieldErrors::new();
            e.add("reason", CareMsg::ReasonTooLong);
            return Err(CancelRefusal::Invalid(e));
        }
        if status != AppointmentStatus::Approved {
            return Err(CancelRefusal::NotApproved);
        }
        if now >= start {
            return Err(CancelRefusal::Started);
        }
        Ok(Cancellation {
            reason: reason.map(str::to_owned),
            late: start - now < chrono::Duration::hours(i64::from(notice_hours)),
        })
    }
}

/// Why a cancellation is not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CancelRefusal {
    Invalid(FieldErrors),
    /// Only an approved session is cancelled (a request is deleted instead).
    NotApproved,
    /// The session has already started.
    Started,
}

/// A time of day as the spec writes it: `hh:mm AM/PM` (01–12, 00–59).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppointmentTime(String);

impl AppointmentTime {
    pub fn parse(raw: &str) -> Result<Self, Vec<CareMsg>> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(vec![CareMsg::TimeRequired]);
        }
        let invalid = || vec![CareMsg::TimeInvalid];
        let (clock, half) = s.split_once(' ').ok_or_else(invalid)?;
        let half = half.trim().to_ascii_uppercase();
        let (h, m) = clock.split_once(':').ok_or_else(invalid)?;
        let valid_digits = |x: &str| x.len() == 2 && x.bytes().all(|b| b.is_ascii_digit());
        if !valid_digits(h) || !valid_digits(m) || !(half == "AM" || half == "PM") {
            return Err(invalid());
        }
        let (hour, minute): (u32, u32) = (
            h.parse().map_err(|_| invalid())?,
            m.parse().map_err(|_| invalid())?,
        );
        if !(1..=12).contains(&hour) || minute > 59 {
            return Err(invalid());
        }
        Ok(Self(format!("{h}:{m} {half}")))
    }

    pub fn from_stored(s: String) -> Self {
        Self(s)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Hours and minutes on a 24-hour clock.
    pub fn hm24(&self) -> (u32, u32) {
        let h: u32 = self.0[0..2].parse().unwrap_or(12);
        let m: u32 = self.0[3..5].parse().unwrap_or(0);
        let pm = self.0.ends_with("PM");
        ((h % 12) + if pm { 12 } else { 0 }, m)
    }
}

/// A date as `YYYY-MM-DD`.
pub fn parse_date(raw: &str) -> Result<NaiveDate, Vec<CareMsg>> {
    let s = raw.trim();
    if s.is_empty() {
        return Err(vec![CareMsg::DateRequired]);
    }
    if s.len() != 10 {
        return Err(vec![CareMsg::DateInvalid]);
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d").map_err(|_| vec![CareMsg::DateInvalid])
}

/// A valid appointment request (spec sections 5 and 7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppointmentForm {
    pub date: NaiveDate,
    pub time: AppointmentTime,
    pub name: String,
    pub email: Email,
    pub phone: ContactNumber,
}

impl AppointmentForm {
    pub const NAME_MAX_CHARS: usize = 100;

    /// Checks every field; the date must lie in `window` (from today, in the
    /// service's time zone, to the booking horizon).
    pub fn parse(
        date: &str,
        time: &str,
        name: &str,
        email: &str,
        phone: &str,
        window: BookingWindow,
    ) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let date = e.check(
            "appointment_date",
            parse_date(date).and_then(|d| window.admits(d)),
        );
        let time = e.check("appointment_time", AppointmentTime::parse(time));
        let name = crate::content::one_line(name);
        if name.is_empty() {
            e.add("appointment_name", CareMsg::NameRequired);
        } else if name.chars().count() > Self::NAME_MAX_CHARS {
            e.add("appointment_name", CareMsg::NameTooLong);
        }
        let email = e.check("appointment_email", Email::parse(email));
        let phone = e.check(
            "appointment_phone",
            ContactNumber::parse_registration(phone),
        );
        match (date, time, email, phone) {
            (Some(date), Some(time), Some(email), Some(phone)) if e.is_empty() => {
                Ok(AppointmentForm {
                    date,
                    time,
                    name,
                    email,
                    phone,
                })
            }
            _ => Err(e),
        }
    }
}

/// The dates a request may name: from today to `horizon_days` ahead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BookingWindow {
    pub today: NaiveDate,
    pub last: NaiveDate,
}

impl BookingWindow {
    /// From `today` to `horizon_days` after it (`MON_BOOKING_HORIZON_DAYS`).
    pub fn new(today: NaiveDate, horizon_days: u32) -> Self {
        let last = today
            .checked_add_days(chrono::Days::new(u64::from(horizon_days)))
            .unwrap_or(NaiveDate::MAX);
        Self { today, last }
    }

    pub fn admits(&self, date: NaiveDate) -> Result<NaiveDate, Vec<CareMsg>> {
        if date < self.today {
            Err(vec![CareMsg::DateInPast])
        } else if date > self.last {
            Err(vec![CareMsg::DateTooFar])
        } else {
            Ok(date)
        }
    }
}

/// How an approved session happens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SessionMode {
    Video,
    Phone,
    InPerson,
}

impl SessionMode {
    pub const ALL: [SessionMode; 3] = [
        SessionMode::Video,
        SessionMode::Phone,
        SessionMode::InPerson,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SessionMode::Video => "video",
            SessionMode::Phone => "phone",
            SessionMode::InPerson => "in_person",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.as_str() == s.trim())
    }
}

/// How and where the session happens, as the admin gave it with the approval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub mode: SessionMode,
    /// A video-call address (http or https), the number the counsellor calls
    /// from, or an address; `None` when the service will tell later.
    pub detail: Option<String>,
}

/// An admin's decision on an appointment, with what goes with it: how the
/// session happens (only with an approval) and a reason (only with an
/// unapproval). Checked whole before anything is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub to: AppointmentStatus,
    pub session: Option<Session>,
    pub reason: Option<String>,
}

impl Decision {
    pub const DETAIL_MAX_CHARS: usize = 300;
    pub const REASON_MAX_CHARS: usize = 500;

    pub fn parse(
        status: &str,
        mode: Option<&str>,
        detail: Option<&str>,
        reason: Option<&str>,
    ) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let to = AppointmentStatus::parse(status);
        if to.is_none() {
            e.add("appointment_status", CareMsg::StatusInvalid);
        }
        let blank = |s: Option<&str>| {
            s.map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
        };
        let (mode_raw, detail, reason) = (blank(mode), blank(detail), blank(reason));
        let mode = match &mode_raw {
            None => None,
            Some(m) => {
                let parsed = SessionMode::parse(m);
                if parsed.is_none() {
                    e.add("session_mode", CareMsg::SessionModeInvalid);
                }
                parsed
            }
        };
        if mode_raw.is_some() && to.is_some() && to != Some(AppointmentStatus::Approved) {
            e.add("session_mode", CareMsg::SessionOnlyOnApproval);
        }
        if let Some(d) = &detail {
            if d.chars().count() > Self::DETAIL_MAX_CHARS {
                e.add("session_detail", CareMsg::SessionDetailTooLong);
            } else if mode_raw.is_none() {
                e.add("session_detail", CareMsg::SessionDetailNeedsMode);
            } else if mode == Some(SessionMode::Video) && !is_web_address(d) {
                e.add("session_detail", CareMsg::SessionLinkInvalid);
            }
        }
        if let Some(r) = &reason {
            if r.chars().count() > Self::REASON_MAX_CHARS {
                e.add("reason", CareMsg::ReasonTooLong);
            } else if to.is_some() && to != Some(AppointmentStatus::Unapproved) {
                e.add("reason", CareMsg::ReasonOnlyOnUnapproval);
            }
        }
        match to {
            Some(to) if e.is_empty() => Ok(Decision {
                to,
                session: mode.map(|mode| Session { mode, detail }),
                reason,
            }),
            _ => Err(e),
        }
    }
}

/// An absolute http or https address with a host and no spaces.
fn is_web_address(s: &str) -> bool {
    let lower = s.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"));
    rest.is_some_and(|r| {
        let host = r.split(['/', '?', '#']).next().unwrap_or("");
        !host.is_empty()
            && !host.starts_with(':')
            && !s.chars().any(|c| c.is_whitespace() || c.is_control())
    })
}

/// An appointment as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Appointment {
    pub id: i64,
    pub user_id: i64,
    pub date: NaiveDate,
    pub time: AppointmentTime,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub status: AppointmentStatus,
    /// How the session happens (approved appointments only).
    pub session: Option<Session>,
    /// Why it was not approved (unapproved appointments only).
    pub reason: Option<String>,
    /// The counsellor the session is with: chosen with the request (which then holds that
    /// counsellor's slot), or assigned with the approval.
    pub counsellor: Option<AssignedCounsellor>,
    /// Whether the client came, as their counsellor recorded it once the session started.
    pub attendance: Option<Attendance>,
    /// Cancelled by the subscriber less than the notice before its start (recorded, never refused).
    pub late_cancel: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Appointment {
    /// Whether this is a session of counsellor `counsellor_id`'s (approved, or cancelled once
    /// approved): what the counsellor's own pages and notes show.
    pub fn is_session_of(&self, counsellor_id: i64) -> bool {
        self.counsellor
            .as_ref()
            .is_some_and(|c| c.id == counsellor_id)
            && matches!(
                self.status,
                AppointmentStatus::Approved | AppointmentStatus::Cancelled
            )
    }
}

/// Whether a client came to a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Attendance {
    Attended,
    NoShow,
}

impl Attendance {
    pub fn as_str(self) -> &'static str {
        match self {
            Attendance::Attended => "attended",
            Attendance::NoShow => "no_show",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [Attendance::Attended, Attendance::NoShow]
            .into_iter()
            .find(|a| a.as_str() == s.trim())
    }
}

/// The counsellor of an appointment, as its answers name them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AssignedCounsellor {
    pub id: i64,
    pub name: crate::Bilingual,
}

/// How many appointments are in each status.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatusCounts {
    pub requested: u64,
    pub approved: u64,
    pub unapproved: u64,
    pub cancelled: u64,
}

impl StatusCounts {
    pub fn of(&self, status: AppointmentStatus) -> u64 {
        match status {
            AppointmentStatus::Requested => self.requested,
            AppointmentStatus::Approved => self.approved,
            AppointmentStatus::Unapproved => self.unapproved,
            AppointmentStatus::Cancelled => self.cancelled,
        }
    }

    /// The count of `status`, to be set.
    pub fn of_mut(&mut self, status: AppointmentStatus) -> &mut u64 {
        match status {
            AppointmentStatus::Requested => &mut self.requested,
            AppointmentStatus::Approved => &mut self.approved,
            AppointmentStatus::Unapproved => &mut self.unapproved,
            AppointmentStatus::Cancelled => &mut self.cancelled,
        }
    }

    pub fn total(&self) -> u64 {
        AppointmentStatus::ALL.iter().map(|s| self.of(*s)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::AppointmentStatus::*;
    use super::*;
    use crate::user::AccountMsg;
    use chrono::TimeZone;

    #[test]
    fn every_status_move_is_decided_by_the_table() {
        for from in AppointmentStatus::ALL {
            for to in AppointmentStatus::ALL {
                let allowed = matches!(
                    (from, to),
                    (Requested, Approved)
                        | (Requested, Unapproved)
                        | (Approved, Requested)
                        | (Unapproved, Requested)
                );
                assert_eq!(from.admin_move(to).is_ok(), allowed, "{from:?} -> {to:?}");
                if !allowed {
                    assert_eq!(from.admin_move(to), Err(CareMsg::MoveNotAllowed));
                }
            }
        }
    }

    #[test]
    fn only_a_requested_appointment_is_the_owner_s_to_change() {
        assert_eq!(Requested.owner_may_change(), Ok(()));
        assert_eq!(Approved.owner_may_change(), Err(CareMsg::NotRequested));
        assert_eq!(Unapproved.owner_may_change(), Err(CareMsg::NotRequested));
        assert_eq!(Cancelled.owner_may_change(), Err(CareMsg::NotRequested));
    }

    #[test]
    fn a_cancellation_is_late_inside_the_notice_and_never_refused_for_it() {
        let start = Utc.with_ymd_and_hms(2026, 12, 1, 4, 0, 0).unwrap();
        let hours = |h: i64| start - chrono::Duration::hours(h);
        let cancel = |now, reason| Cancellation::parse(Approved, start, now, 24, reason);
        // (asked this long before the start, late?)
        for (before, late) in [(48, false), (24, false), (23, true), (1, true)] {
            assert_eq!(
                cancel(hours(before), None),
                Ok(Cancellation { reason: None, late }),
                "{before} h before"
            );
        }
        let a_minute_before = start - chrono::Duration::minutes(1);
        assert!(cancel(a_minute_before, Some("  ")).unwrap().late);
        assert_eq!(cancel(start, None), Err(CancelRefusal::Started));
        assert_eq!(
            cancel(hours(2), Some(" I have an exam. "))
                .unwrap()
                .reason
                .as_deref(),
            Some("I have an exam.")
        );
        let long = "x".repeat(501);
        match cancel(hours(30), Some(&long)) {
            Err(CancelRefusal::Invalid(e)) => assert_eq!(
                e.get("reason"),
                Some(&[CareMsg::ReasonTooLong.message()][..])
            ),
            other => panic!("{other:?}"),
        }
        assert!(cancel(hours(30), Some(&"x".repeat(500))).is_ok());
        for status in [Requested, Unapproved, Cancelled] {
            assert_eq!(
                Cancellation::parse(status, start, hours(30), 24, None),
                Err(CancelRefusal::NotApproved),
                "{status:?}"
            );
        }
        assert!(
            !Cancellation::parse(Approved, start, hours(1), 0, None)
                .unwrap()
                .late,
            "no notice asked: never late"
        );
    }

    /// The cases the web app reads too (`sessionStarted`): one file, so the two sides agree on when
    /// "Cancel session" is offered.
    #[test]
    fn the_shared_cancel_cases_say_when_a_session_has_started_and_when_it_is_late() {
        let file: serde_json::Value =
            serde_json::from_str(include_str!("cancel-cases.json")).unwrap();
        let dhaka = chrono::FixedOffset::east_opt(6 * 3600).unwrap();
        let notice = u32::try_from(file["noticeHours"].as_u64().unwrap()).unwrap();
        for case in file["cases"].as_array().unwrap() {
            let text = |k: &str| case[k].as_str().unwrap();
            let (h, m) = AppointmentTime::parse(text("time")).unwrap().hm24();
            let start = parse_date(text("date"))
                .unwrap()
                .and_hms_opt(h, m, 0)
                .unwrap()
                .and_local_timezone(dhaka)
                .unwrap()
                .with_timezone(&Utc);
            let now: DateTime<Utc> = text("now").parse().unwrap();
            let got = Cancellation::parse(Approved, start, now, notice, None);
            if case["started"].as_bool().unwrap() {
                assert_eq!(got, Err(CancelRefusal::Started), "{}", text("why"));
            } else {
                let late = case["late"].as_bool().unwrap();
                assert_eq!(
                    got,
                    Ok(Cancellation { reason: None, late }),
                    "{}",
                    text("why")
                );
            }
        }
    }

    #[test]
    fn statuses_round_trip_and_unknown_ones_are_refused() {
        for s in AppointmentStatus::ALL {
            assert_eq!(AppointmentStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(AppointmentStatus::parse("APPROVED"), Some(Approved));
        assert_eq!(AppointmentStatus::parse("canceled"), None);
    }

    #[test]
    fn times_follow_hh_mm_am_pm() {
        assert_eq!(
            AppointmentTime::parse(" 09:30 am ").unwrap().as_str(),
            "09:30 AM"
        );
        assert_eq!(AppointmentTime::parse("12:00 PM").unwrap().hm24(), (12, 0));
        assert_eq!(AppointmentTime::parse("12:15 AM").unwrap().hm24(), (0, 15));
        assert_eq!(AppointmentTime::parse("07:05 PM").unwrap().hm24(), (19, 5));
        assert_eq!(
            AppointmentTime::parse("").unwrap_err(),
            vec![CareMsg::TimeRequired]
        );
        for bad in [
            "9:30 AM", "13:00 PM", "00:10 AM", "10:60 AM", "10:30", "10:30 XM", "ten past",
        ] {
            assert_eq!(
                AppointmentTime::parse(bad).unwrap_err(),
                vec![CareMsg::TimeInvalid],
                "{bad}"
            );
        }
    }

    #[test]
    fn the_form_refuses_past_dates_and_reports_each_field() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let window = BookingWindow::new(today, 60);
        let ok = AppointmentForm::parse(
            "2026-11-23",
            "10:00 AM",
            "Rahima",
            "r@example.com",
            "01712345678",
            window,
        )
        .unwrap();
        assert_eq!(ok.date, today);
        let e =
            AppointmentForm::parse("2026-11-22", "25:00", "", "nope", "123", window).unwrap_err();
        assert_eq!(
            e.get("appointment_date"),
            Some(&[CareMsg::DateInPast.message()][..])
        );
        assert_eq!(
            e.get("appointment_time"),
            Some(&[CareMsg::TimeInvalid.message()][..])
        );
        assert_eq!(
            e.get("appointment_name"),
            Some(&[CareMsg::NameRequired.message()][..])
        );
        assert_eq!(
            e.get("appointment_email"),
            Some(&[AccountMsg::EmailInvalid.message()][..])
        );
        assert_eq!(
            e.get("appointment_phone"),
            Some(&[AccountMsg::MobileInvalid.message()][..])
        );
        let e = AppointmentForm::parse(
            "23/11/2026",
            "10:00 AM",
            "R",
            "r@example.com",
            "01712345678",
            window,
        )
        .unwrap_err();
        assert_eq!(
            e.get("appointment_date"),
            Some(&[CareMsg::DateInvalid.message()][..])
        );
    }

    #[test]
    fn the_booking_window_ends_at_the_horizon() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let window = BookingWindow::new(today, 60);
        assert_eq!(
            window.admits(NaiveDate::from_ymd_opt(2027, 1, 22).unwrap()),
            Ok(NaiveDate::from_ymd_opt(2027, 1, 22).unwrap()),
            "the 60th day is in"
        );
        assert_eq!(
            window.admits(NaiveDate::from_ymd_opt(2027, 1, 23).unwrap()),
            Err(vec![CareMsg::DateTooFar])
        );
        let e = AppointmentForm::parse(
            "9999-12-31",
            "10:00 AM",
            "R",
            "r@example.com",
            "01712345678",
            window,
        )
        .unwrap_err();
        assert_eq!(
            e.get("appointment_date"),
            Some(&[CareMsg::DateTooFar.message()][..])
        );
    }

    #[test]
    fn a_decision_carries_session_details_only_with_an_approval_and_a_reason_only_with_an_unapproval()
     {
        let d = Decision::parse(
            "approved",
            Some("video"),
            Some(" https://meet.example.org/abc "),
            None,
        )
        .unwrap();
        assert_eq!(
            d.session,
            Some(Session {
                mode: SessionMode::Video,
                detail: Some("https://meet.example.org/abc".into())
            })
        );
        assert_eq!(
            Decision::parse("approved", None, None, None)
                .unwrap()
                .session,
            None,
            "the plain status change of the spec"
        );
        assert_eq!(
            Decision::parse("approved", Some("phone"), Some("01712345678"), None)
                .unwrap()
                .session
                .unwrap()
                .mode,
            SessionMode::Phone
        );
        assert_eq!(
            Decision::parse("unapproved", None, None, Some("We are full that week."))
                .unwrap()
                .reason
                .as_deref(),
            Some("We are full that week.")
        );
        let e = Decision::parse("approved", Some("video"), Some("javascript:alert(1)"), None)
            .unwrap_err();
        assert_eq!(
            e.get("session_detail"),
            Some(&[CareMsg::SessionLinkInvalid.message()][..])
        );
        let e = Decision::parse("approved", Some("carrier pigeon"), None, None).unwrap_err();
        assert_eq!(
            e.get("session_mode"),
            Some(&[CareMsg::SessionModeInvalid.message()][..])
        );
        let e = Decision::parse("approved", Some("in_person"), Some(&"x".repeat(301)), None)
            .unwrap_err();
        assert_eq!(
            e.get("session_detail"),
            Some(&[CareMsg::SessionDetailTooLong.message()][..])
        );
        let e = Decision::parse("unapproved", None, None, Some(&"y".repeat(501))).unwrap_err();
        assert_eq!(
            e.get("reason"),
            Some(&[CareMsg::ReasonTooLong.message()][..])
        );
        let e = Decision::parse("unapproved", Some("video"), None, None).unwrap_err();
        assert_eq!(
            e.get("session_mode"),
            Some(&[CareMsg::SessionOnlyOnApproval.message()][..])
        );
        let e = Decision::parse("approved", None, None, Some("why")).unwrap_err();
        assert_eq!(
            e.get("reason"),
            Some(&[CareMsg::ReasonOnlyOnUnapproval.message()][..])
        );
        let e = Decision::parse("bogus", None, None, None).unwrap_err();
        assert_eq!(
            e.get("appointment_status"),
            Some(&[CareMsg::StatusInvalid.message()][..])
        );
        for ok in ["http://a.bd", "https://meet.example.org:8443/x?y=1"] {
            assert!(is_web_address(ok), "{ok}");
        }
        for bad in [
            "https://",
            "ftp://a.bd",
            "https://a b",
            "https://:80/x",
            "meet.example.org",
        ] {
            assert!(!is_web_address(bad), "{bad}");
        }
    }
}
