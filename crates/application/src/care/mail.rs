//! The care e-mails, each in its recipient's language: an approval with a
//! calendar file, a kind word when a date cannot be kept, an undone decision,
//! and the admins' notice of a new request. Texts hold no answers to
//! self-care questions; an appointment's date is as much as they tell. The calendar file they
//! carry is written by [`super::calendar`].

use chrono::{NaiveDate, NaiveTime};
use mon_domain::Lang;
use mon_domain::bangla;
use mon_domain::care::{Appointment, AppointmentTime, Session, SessionMode};
use mon_domain::mail::{MailMsg, fill};

use crate::ports::{Attachment, Mail};

/// The service's time zone as a person says it: "Bangladesh time" for Asia/Dhaka, the zone's
/// name otherwise (`MON_TIMEZONE`).
fn zone_name(zone: &str, lang: Lang) -> String {
    match zone {
        "Asia/Dhaka" => MailMsg::ZoneDhaka.text(lang).to_owned(),
        other => fill(MailMsg::ZoneOther.text(lang), &[("zone", other)]),
    }
}

/// "Tuesday, 24 November 2026 at 10:30 AM" or its Bangla.
fn when_of(date: NaiveDate, time: &AppointmentTime, lang: Lang) -> String {
    bangla::when(date, time.as_str(), lang)
}

fn when(a: &Appointment, lang: Lang) -> String {
    when_of(a.date, &a.time, lang)
}

/// How the session happens, in a sentence of the mail: or that the service will tell.
fn session_text(session: Option<&Session>, lang: Lang) -> String {
    let detail = session.and_then(|s| s.detail.as_deref());
    let text = match (session.map(|s| s.mode), detail) {
        (None, _) => MailMsg::SessionUntold,
        (Some(SessionMode::Video), Some(_)) => MailMsg::SessionVideo,
        (Some(SessionMode::Video), None) => MailMsg::SessionVideoUntold,
        (Some(SessionMode::Phone), Some(_)) => MailMsg::SessionPhone,
        (Some(SessionMode::Phone), None) => MailMsg::SessionPhoneUntold,
        (Some(SessionMode::InPerson), Some(_)) => MailMsg::SessionInPerson,
        (Some(SessionMode::InPerson), None) => MailMsg::SessionInPersonUntold,
    };
    fill(text.text(lang), &[("detail", detail.unwrap_or_default())])
}

/// A mail to `to` of `subject` and `body`, filled with `values`.
fn mail(
    to: &str,
    lang: Lang,
    (subject, body): (MailMsg, MailMsg),
    values: &[(&str, &str)],
    attachment: Option<Attachment>,
) -> Mail {
    Mail {
        to: to.to_owned(),
        subject: subject.text(lang).to_owned(),
        text: fill(body.text(lang), values),
        attachment,
    }
}

/// To the subscriber: the appointment is approved (with whom, once a counsellor takes it); the
/// calendar file adds it to their calendar.
pub fn approved_mail(
    a: &Appointment,
    to: &str,
    lang: Lang,
    calendar: Attachment,
    public_url: &str,
    zone: &str,
) -> Mail {
    let counsellor = a.counsellor.as_ref().map_or_else(String::new, |c| {
        fill(
            MailMsg::ApprovedCounsellor.text(lang),
            &[("counsellor", c.name.shown(lang))],
        )
    });
    mail(
        to,
        lang,
        (MailMsg::ApprovedSubject, MailMsg::ApprovedBody),
        &[
            ("name", &a.name),
            ("when", &when(a, lang)),
            ("counsellor", &counsellor),
            ("zone", &zone_name(zone, lang)),
            ("session", &session_text(a.session.as_ref(), lang)),
            ("public_url", public_url),
        ],
        Some(calendar),
    )
}

/// To the subscriber, kindly: the date cannot be kept; another one can be requested.
pub fn unapproved_mail(a: &Appointment, to: &str, lang: Lang, public_url: &str) -> Mail {
    let reason = a.reason.as_deref().map_or_else(String::new, |r| {
        fill(MailMsg::UnapprovedReason.text(lang), &[("reason", r)])
    });
    mail(
        to,
        lang,
        (MailMsg::UnapprovedSubject, MailMsg::UnapprovedBody),
        &[
            ("name", &a.name),
            ("when", &when(a, lang)),
            ("reason", &reason),
            ("public_url", public_url),
        ],
        None,
    )
}

/// To the subscriber, `hours` (24 or 1) before an approved appointment: when,
/// how, and the calendar file again.
pub fn reminder_mail(
    a: &Appointment,
    to: &str,
    lang: Lang,
    hours: i64,
    calendar: Attachment,
    public_url: &str,
    zone: &str,
) -> Mail {
    let (subject, within) = match hours {
        1 => (MailMsg::ReminderSubjectHour, MailMsg::ReminderInHour),
        _ => (MailMsg::ReminderSubjectDay, MailMsg::ReminderInDay),
    };
    mail(
        to,
        lang,
        (subject, MailMsg::ReminderBody),
        &[
            ("name", &a.name),
            ("in", within.text(lang)),
            ("when", &when(a, lang)),
            ("zone", &zone_name(zone, lang)),
            ("session", &session_text(a.session.as_ref(), lang)),
            ("public_url", public_url),
        ],
        Some(calendar),
    )
}

/// In discreet mode, every e-mail about a person's care: a neutral subject, a
/// neutral first line and no attachment, so a shared inbox or a lock-screen
/// preview reveals nothing; the details wait behind the login.
pub fn discreet_mail(to: &str, lang: Lang, public_url: &str) -> Mail {
    mail(
        to,
        lang,
        (MailMsg::DiscreetSubject, MailMsg::DiscreetBody),
        &[("public_url", public_url)],
        None,
    )
}

/// To the subscriber: a decision was undone; the request waits for a new one.
/// After an approval, the calendar file withdraws the entry sent before.
pub fn undone_mail(
    a: &Appointment,
    to: &str,
    lang: Lang,
    cancel: Option<Attachment>,
    public_url: &str,
) -> Mail {
    waiting_mail(
        (MailMsg::UndoneSubject, MailMsg::UndoneBody),
        a,
        to,
        lang,
        cancel,
        public_url,
    )
}

/// To the subscriber: the counsellor of their session left the service; the session waits for
/// another counsellor. After an approval, `cancel` withdraws the calendar entry sent before.
pub fn counsellor_left_mail(
    a: &Appointment,
    to: &str,
    lang: Lang,
    cancel: Option<Attachment>,
    public_url: &str,
) -> Mail {
    waiting_mail(
        (MailMsg::CounsellorLeftSubject, MailMsg::CounsellorLeftBody),
        a,
        to,
        lang,
        cancel,
        public_url,
    )
}

/// A mail about a request that waits again (`texts`: its subject and body): the person's name, the
/// session's time, and, when `cancel` withdraws a calendar entry, a sentence that says so.
fn waiting_mail(
    texts: (MailMsg, MailMsg),
    a: &Appointment,
    to: &str,
    lang: Lang,
    cancel: Option<Attachment>,
    public_url: &str,
) -> Mail {
    let note = match cancel {
        Some(_) => MailMsg::UndoneCalendarNote.text(lang),
        None => "",
    };
    mail(
        to,
        lang,
        texts,
        &[
            ("name", &a.name),
            ("when", &when(a, lang)),
            ("calendar", note),
            ("public_url", public_url),
        ],
        cancel,
    )
}

/// To the subscriber: their session is cancelled as they asked; `cancel` withdraws the calendar entry.
pub fn cancelled_mail(
    a: &Appointment,
    to: &str,
    lang: Lang,
    cancel: Attachment,
    public_url: &str,
) -> Mail {
    mail(
        to,
        lang,
        (MailMsg::CancelledSubject, MailMsg::CancelledBody),
        &[
            ("name", &a.name),
            ("when", &when(a, lang)),
            ("public_url", public_url),
        ],
        Some(cancel),
    )
}

/// Who a staff mail is to: the address, the language, and the counsellor's name (`None` for the admins).
pub struct Staff<'a> {
    pub to: &'a str,
    pub lang: Lang,
    pub counsellor: Option<&'a mon_domain::Bilingual>,
}

impl Staff<'_> {
    /// A mail to this member of staff about the session `a`: `texts` filled with their name, the
    /// session's time and zone, the link, and `name` (the client's) when given.
    fn mail(
        &self,
        a: &Appointment,
        texts: (MailMsg, MailMsg),
        name: Option<&str>,
        public_url: &str,
        zone: &str,
    ) -> Mail {
        let lang = self.lang;
        let mut values = vec![
            (
                "counsellor",
                self.counsellor.map_or("", |n| n.shown(lang)).to_owned(),
            ),
            ("when", when(a, lang)),
            ("zone", zone_name(zone, lang)),
            ("public_url", public_url.to_owned()),
        ];
        values.extend(name.map(|n| ("name", n.to_owned())));
        let values: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
        mail(self.to, lang, texts, &values, None)
    }
}

/// To the counsellor: a session with the client (the name they gave) was added to their day. Only
/// the name and the time: nothing about the client's health.
pub fn counsellor_session_mail(
    a: &Appointment,
    staff: &Staff<'_>,
    public_url: &str,
    zone: &str,
) -> Mail {
    let texts = (
        MailMsg::CounsellorSessionSubject,
        MailMsg::CounsellorSessionBody,
    );
    staff.mail(a, texts, Some(&a.name), public_url, zone)
}

/// To the counsellor (or, when none took it, to an admin): the client cancelled the session. Only
/// its time: not the client's name, nor their reason.
pub fn session_cancelled_mail(
    a: &Appointment,
    staff: &Staff<'_>,
    public_url: &str,
    zone: &str,
) -> Mail {
    let body = match staff.counsellor {
        Some(_) => MailMsg::CounsellorCancelledBody,
        None => MailMsg::AdminCancelledBody,
    };
    staff.mail(
        a,
        (MailMsg::SessionCancelledSubject, body),
        None,
        public_url,
        zone,
    )
}

/// To the counsellor: an admin undid the approval of their session. Only its time.
pub fn session_withdrawn_mail(
    a: &Appointment,
    staff: &Staff<'_>,
    public_url: &str,
    zone: &str,
) -> Mail {
    let texts = (
        MailMsg::SessionWithdrawnSubject,
        MailMsg::CounsellorWithdrawnBody,
    );
    staff.mail(a, texts, None, public_url, zone)
}

/// To an admin: a new request waits for a decision. Only the date and time;
/// the requester's details are on the admin page, behind a login.
pub fn new_request_mail(
    to: &str,
    id: i64,
    date: NaiveDate,
    time: &AppointmentTime,
    lang: Lang,
    public_url: &str,
) -> Mail {
    mail(
        to,
        lang,
        (MailMsg::NewRequestSubject, MailMsg::NewRequestBody),
        &[
            ("when", &when_of(date, time, lang)),
            ("public_url", public_url),
            ("id", &id.to_string()),
        ],
        None,
    )
}

/// The appointment's start as a wall-clock time of its date.
pub fn start_time(a: &Appointment) -> NaiveTime {
    let (h, m) = a.time.hm24();
    NaiveTime::from_hms_opt(h, m, 0).unwrap_or(NaiveTime::MIN)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;
    use mon_domain::care::AppointmentStatus;

    use super::*;
    use chrono::{Duration, Utc};

    use crate::care::calendar::{Slot, calendar_file, ics_offset};

    fn appointment() -> Appointment {
        Appointment {
            id: 42,
            user_id: 7,
            date: NaiveDate::from_ymd_opt(2026, 11, 24).unwrap(),
            time: AppointmentTime::parse("02:30 PM").unwrap(),
            name: "Rahima, Khatun".into(),
            email: "typed-into-the-form@example.com".into(),
            phone: "01712345678".into(),
            status: AppointmentStatus::Approved,
            session: Some(Session {
                mode: SessionMode::Video,
                detail: Some("https://meet.example.org/r-42".into()),
            }),
            reason: None,
            counsellor: None,
            attendance: None,
            late_cancel: false,
            created_at: Utc::now(),
            updated_at: Utc::now(),
        }
    }

    fn slot() -> Slot {
        // 2:30 PM in Dhaka (UTC+6) is 08:30 UTC.
        Slot {
            start: Utc.with_ymd_and_hms(2026, 11, 24, 8, 30, 0).unwrap(),
            zone: "Asia/Dhaka".into(),
            offset: Duration::hours(6),
        }
    }

    #[test]
    fn the_calendar_file_holds_the_local_time_in_the_service_zone_and_an_hour() {
        let now = Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap();
        let ics = calendar_file(
            &appointment(),
            &slot(),
            now,
            "https://mon.example.org",
            false,
        );
        assert_eq!(ics.filename, "appointment.ics");
        assert!(
            ics.content_type
                .starts_with("text/calendar; method=REQUEST")
        );
        for line in [
            "TZID:Asia/Dhaka",
            "TZOFFSETTO:+0600",
            "DTSTART;TZID=Asia/Dhaka:20261124T143000",
            "DTEND;TZID=Asia/Dhaka:20261124T153000",
            "UID:appointment-42@mon.example.org",
            "METHOD:REQUEST",
            "STATUS:CONFIRMED",
            "LOCATION:https://meet.example.org/r-42",
            "URL:https://meet.example.org/r-42",
        ] {
            assert!(
                ics.content.contains(&format!("{line}\r\n")),
                "{line} in {}",
                ics.content
            );
        }
        assert!(
            ics.content.starts_with("BEGIN:VCALENDAR\r\n")
                && ics.content.ends_with("END:VCALENDAR\r\n")
        );
        let cancel = calendar_file(
            &appointment(),
            &slot(),
            now,
            "https://mon.example.org",
            true,
        );
        assert!(
            cancel.content.contains("METHOD:CANCEL\r\n")
                && cancel.content.contains("STATUS:CANCELLED\r\n")
        );
        assert!(
            !cancel.content.contains("LOCATION"),
            "a withdrawn entry has no place"
        );
        assert_eq!(
            start_time(&appointment()),
            NaiveTime::from_hms_opt(14, 30, 0).unwrap()
        );
        assert_eq!(ics_offset(Duration::minutes(-210)), "-0330");
    }

    #[test]
    fn mails_speak_the_recipient_s_language_and_go_to_the_address_given() {
        let a = Appointment {
            reason: Some("Our counsellors are away that week.".into()),
            counsellor: None,
            attendance: None,
            session: None,
            ..appointment()
        };
        let en = unapproved_mail(&a, "account@example.com", Lang::En, "https://m.org");
        assert!(
            en.text.contains("Tuesday, 24 November 2026 at 02:30 PM"),
            "{}",
            en.text
        );
        assert!(en.text.contains("https://m.org/appointment") && en.text.contains("not about you"));
        assert!(
            en.text.contains("Our counsellors are away that week."),
            "the reason is told"
        );
        assert_eq!(
            en.to, "account@example.com",
            "never the address typed into the form"
        );
        let bn = unapproved_mail(&a, "account@example.com", Lang::Bn, "https://m.org");
        assert!(
            bn.text.contains("মঙ্গলবার, ২৪ নভেম্বর ২০২৬, ০২:৩০ অপরাহ্ণ"),
            "{}",
            bn.text
        );
        let admin = new_request_mail(
            "admin@m.org",
            42,
            a.date,
            &a.time,
            Lang::En,
            "https://m.org",
        );
        assert!(
            !admin.text.contains("01712345678") && !admin.text.contains("Rahima"),
            "the notice holds no personal details"
        );
        // Through the login page, which lands the admin on that request (or goes straight there when logged in).
        assert!(
            admin.text.contains(
                "https://m.org/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D42"
            ),
            "{}",
            admin.text
        );
    }

    #[test]
    fn an_approval_says_how_the_session_happens_or_that_the_service_will_tell() {
        let cal = || calendar_file(&appointment(), &slot(), Utc::now(), "https://m.org", false);
        let video = approved_mail(
            &appointment(),
            "account@example.com",
            Lang::En,
            cal(),
            "https://m.org",
            "Asia/Dhaka",
        );
        assert!(video.text.contains("(Bangladesh time)"), "{}", video.text);
        assert!(
            video.text.contains("video call")
                && video.text.contains("https://meet.example.org/r-42"),
            "{}",
            video.text
        );
        let phone = Appointment {
            session: Some(Session {
                mode: SessionMode::Phone,
                detail: Some("01999000111".into()),
            }),
            ..appointment()
        };
        assert!(
            approved_mail(
                &phone,
                "x@y.bd",
                Lang::Bn,
                cal(),
                "https://m.org",
                "Asia/Dhaka"
            )
            .text
            .contains("01999000111")
        );
        let plain = Appointment {
            session: None,
            ..appointment()
        };
        assert!(
            approved_mail(
                &plain,
                "x@y.bd",
                Lang::En,
                cal(),
                "https://m.org",
                "Asia/Dhaka"
            )
            .text
            .contains("We will contact you before the session")
        );
        let day = reminder_mail(
            &appointment(),
            "x@y.bd",
            Lang::En,
            24,
            cal(),
            "https://m.org",
            "Europe/London",
        );
        assert!(
            day.text.contains("(Europe/London time)"),
            "the configured zone: {}",
            day.text
        );
        assert_eq!(day.subject, "Reminder: your Mon appointment is tomorrow");
        assert!(day.text.contains("https://meet.example.org/r-42") && day.attachment.is_some());
        let hour = reminder_mail(
            &appointment(),
            "x@y.bd",
            Lang::Bn,
            1,
            cal(),
            "https://m.org",
            "Asia/Dhaka",
        );
        assert!(hour.text.contains("(বাংলাদেশ সময়)"), "{}", hour.text);
        assert!(hour.subject.contains("এক ঘণ্টা"));
    }
}
