//! The care e-mails, each in its recipient's language: an approval with a
//! calendar file, a kind word when a date cannot be kept, an undone decision,
//! and the admins' notice of a new request. Texts hold no answers to
//! self-care questions; an appointment's date is as much as they tell.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Utc, Weekday};
use mon_domain::Lang;
use mon_domain::bangla_digits;
use mon_domain::care::{Appointment, AppointmentTime, Session, SessionMode};

use crate::ports::{Attachment, Mail};

/// How long the calendar entry of an appointment lasts.
pub const APPOINTMENT_LENGTH: Duration = Duration::hours(1);

const MONTHS_BN: [&str; 12] = [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
];

/// The service's time zone as a person says it: "Bangladesh time" for Asia/Dhaka, the zone's
/// name otherwise (`MON_TIMEZONE`).
fn zone_names(zone: &str) -> (String, String) {
    match zone {
        "Asia/Dhaka" => ("Bangladesh time".into(), "বাংলাদেশ সময়".into()),
        other => (format!("{other} time"), format!("{other} সময়")),
    }
}

fn weekday_bn(w: Weekday) -> &'static str {
    match w {
        Weekday::Mon => "সোমবার",
        Weekday::Tue => "মঙ্গলবার",
        Weekday::Wed => "বুধবার",
        Weekday::Thu => "বৃহস্পতিবার",
        Weekday::Fri => "শুক্রবার",
        Weekday::Sat => "শনিবার",
        Weekday::Sun => "রবিবার",
    }
}

/// "Tuesday, 24 November 2026 at 10:30 AM" or its Bangla.
fn when_of(date: NaiveDate, time: &AppointmentTime, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} at {}", date.format("%A, %-d %B %Y"), time.as_str()),
        Lang::Bn => {
            let month = MONTHS_BN[date.month0() as usize];
            let time = bangla_digits(time.as_str())
                .replace("AM", "পূর্বাহ্ণ")
                .replace("PM", "অপরাহ্ণ");
            format!(
                "{}, {} {} {}, {}",
                weekday_bn(date.weekday()),
                bangla_digits(&date.day().to_string()),
                month,
                bangla_digits(&date.year().to_string()),
                time
            )
        }
    }
}

fn when(a: &Appointment, lang: Lang) -> String {
    when_of(a.date, &a.time, lang)
}

/// Text in a calendar file: backslashes, semicolons, commas and line breaks escaped.
fn ics_text(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace(';', "\\;")
        .replace(',', "\\,")
        .replace('\n', "\\n")
}

fn ics_time(t: DateTime<Utc>) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

fn ics_local(t: NaiveDateTime) -> String {
    t.format("%Y%m%dT%H%M%S").to_string()
}

/// `+0600`, `-0330`.
fn ics_offset(offset: Duration) -> String {
    let minutes = offset.num_minutes();
    let sign = if minutes < 0 { '-' } else { '+' };
    format!("{sign}{:02}{:02}", minutes.abs() / 60, minutes.abs() % 60)
}

/// Where an appointment happens in time: its instant, and the service's time
/// zone (`MON_TIMEZONE`) with its offset on that date, for the calendar file's `TZID`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    pub start: DateTime<Utc>,
    pub zone: String,
    pub offset: Duration,
}

impl Slot {
    fn local(&self, t: DateTime<Utc>) -> NaiveDateTime {
        t.naive_utc() + self.offset
    }
}

/// A calendar file for the appointment, at `slot` in the service's time zone;
/// `cancel` withdraws an entry sent before. An approved appointment's session
/// details are its location.
pub fn calendar_file(
    a: &Appointment,
    slot: &Slot,
    now: DateTime<Utc>,
    public_url: &str,
    cancel: bool,
) -> Attachment {
    let (method, status) = if cancel {
        ("CANCEL", "CANCELLED")
    } else {
        ("REQUEST", "CONFIRMED")
    };
    let host = public_url
        .split("://")
        .nth(1)
        .unwrap_or("mon.local")
        .split(['/', ':'])
        .next()
        .unwrap_or("mon.local");
    let zone = ics_text(&slot.zone);
    let offset = ics_offset(slot.offset);
    let mut lines = vec![
        "BEGIN:VCALENDAR".to_owned(),
        "VERSION:2.0".to_owned(),
        "PRODID:-//Mon//Appointments//EN".to_owned(),
        format!("METHOD:{method}"),
        // The zone's offset on the appointment's date (Bangladesh keeps one all year).
        "BEGIN:VTIMEZONE".to_owned(),
        format!("TZID:{zone}"),
        "BEGIN:STANDARD".to_owned(),
        "DTSTART:19700101T000000".to_owned(),
        format!("TZOFFSETFROM:{offset}"),
        format!("TZOFFSETTO:{offset}"),
        "END:STANDARD".to_owned(),
        "END:VTIMEZONE".to_owned(),
        "BEGIN:VEVENT".to_owned(),
        format!("UID:appointment-{}@{host}", a.id),
        // Each change is a newer version of the same entry.
        format!("SEQUENCE:{}", now.timestamp().max(0) / 60),
        format!("DTSTAMP:{}", ics_time(now)),
        format!("DTSTART;TZID={zone}:{}", ics_local(slot.local(slot.start))),
        format!(
            "DTEND;TZID={zone}:{}",
            ics_local(slot.local(slot.start + APPOINTMENT_LENGTH))
        ),
        format!("SUMMARY:{}", ics_text("Mon appointment")),
        format!(
            "DESCRIPTION:{}",
            ics_text(&format!(
                "Your appointment with Mon. Details: {public_url}/appointment"
            ))
        ),
    ];
    if let Some(Session {
        mode,
        detail: Some(detail),
    }) = a.session.as_ref().filter(|_| !cancel)
    {
        lines.push(format!("LOCATION:{}", ics_text(detail)));
        if *mode == SessionMode::Video {
            lines.push(format!("URL:{}", ics_text(detail)));
        }
    }
    lines.extend([
        format!("STATUS:{status}"),
        "END:VEVENT".to_owned(),
        "END:VCALENDAR".to_owned(),
    ]);
    let mut content = lines.join("\r\n");
    content.push_str("\r\n");
    Attachment {
        filename: "appointment.ics".to_owned(),
        content_type: format!("text/calendar; method={method}; charset=UTF-8"),
        content,
    }
}

/// How the session happens, in a sentence of the mail: or that the service will tell.
fn session_text(session: Option<&Session>, lang: Lang) -> String {
    let detail = session.and_then(|s| s.detail.as_deref());
    match (session.map(|s| s.mode), detail, lang) {
        (None, _, Lang::En) => {
            "We will contact you before the session to tell you how it will happen.".to_owned()
        }
        (None, _, Lang::Bn) => "সেশনটি কীভাবে হবে, তা আমরা সেশনের আগে আপনাকে জানাব।".to_owned(),
        (Some(SessionMode::Video), Some(d), Lang::En) => {
            format!("The session is a video call. Join it here at the time:\n\n{d}")
        }
        (Some(SessionMode::Video), Some(d), Lang::Bn) => {
            format!("সেশনটি হবে ভিডিও কলে। সময়মতো এখানে যোগ দিন:\n\n{d}")
        }
        (Some(SessionMode::Video), None, Lang::En) => {
            "The session is a video call. We will send you its address before the session."
                .to_owned()
        }
        (Some(SessionMode::Video), None, Lang::Bn) => {
            "সেশনটি হবে ভিডিও কলে। এর ঠিকানা আমরা সেশনের আগে পাঠাব।".to_owned()
        }
        (Some(SessionMode::Phone), Some(d), Lang::En) => {
            format!("The session is a phone call. Your counsellor will call you from {d}.")
        }
        (Some(SessionMode::Phone), Some(d), Lang::Bn) => {
            format!("সেশনটি হবে ফোনে। আপনার কাউন্সেলর {d} নম্বর থেকে আপনাকে ফোন করবেন।")
        }
        (Some(SessionMode::Phone), None, Lang::En) => {
            "The session is a phone call. Your counsellor will call you on the number you gave."
                .to_owned()
        }
        (Some(SessionMode::Phone), None, Lang::Bn) => {
            "সেশনটি হবে ফোনে। আপনার দেওয়া নম্বরে কাউন্সেলর আপনাকে ফোন করবেন।".to_owned()
        }
        (Some(SessionMode::InPerson), Some(d), Lang::En) => {
            format!("The session is in person, at:\n\n{d}")
        }
        (Some(SessionMode::InPerson), Some(d), Lang::Bn) => {
            format!("সেশনটি হবে সরাসরি, এই ঠিকানায়:\n\n{d}")
        }
        (Some(SessionMode::InPerson), None, Lang::En) => {
            "The session is in person. We will send you the address before the session.".to_owned()
        }
        (Some(SessionMode::InPerson), None, Lang::Bn) => {
            "সেশনটি হবে সরাসরি। ঠিকানাটি আমরা সেশনের আগে পাঠাব।".to_owned()
        }
    }
}

/// To the subscriber: the appointment is approved; the calendar file adds it to their calendar.
pub fn approved_mail(
    a: &Appointment,
    to: &str,
    lang: Lang,
    calendar: Attachment,
    public_url: &str,
    zone: &str,
) -> Mail {
    let when = when(a, lang);
    let (zone_en, zone_bn) = zone_names(zone);
    let session = session_text(a.session.as_ref(), lang);
    let (subject, text) = match lang {
        Lang::En => (
            "Your Mon appointment is confirmed".to_owned(),
            format!(
                "Hello {name},\n\n\
                 Your appointment on {when} ({zone_en}) is confirmed.\n\n\
                 {session}\n\n\
                 The attached calendar file adds it to your calendar. You can see your appointments here:\n\n\
                 {public_url}/appointment\n\n\
                 We look forward to talking with you.\n\nMon",
                name = a.name
            ),
        ),
        Lang::Bn => (
            "আপনার Mon অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে".to_owned(),
            format!(
                "প্রিয় {name},\n\n\
                 {when}-এ ({zone_bn}) আপনার অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে।\n\n\
                 {session}\n\n\
                 সংযুক্ত ক্যালেন্ডার ফাইলটি খুললে এটি আপনার ক্যালেন্ডারে যোগ হবে। আপনার অ্যাপয়েন্টমেন্টগুলো এখানে দেখতে পাবেন:\n\n\
                 {public_url}/appointment\n\n\
                 আপনার সঙ্গে কথা বলার অপেক্ষায় রইলাম।\n\nMon",
                name = a.name
            ),
        ),
    };
    Mail {
        to: to.to_owned(),
        subject,
        text,
        attachment: Some(calendar),
    }
}

/// To the subscriber, kindly: the date cannot be kept; another one can be requested.
pub fn unapproved_mail(a: &Appointment, to: &str, lang: Lang, public_url: &str) -> Mail {
    let when = when(a, lang);
    let reason = match (a.reason.as_deref(), lang) {
        (None, _) => String::new(),
        (Some(r), Lang::En) => format!("A word from us about it: {r}\n\n"),
        (Some(r), Lang::Bn) => format!("এ বিষয়ে আমাদের কথা: {r}\n\n"),
    };
    let (subject, text) = match lang {
        Lang::En => (
            "About your Mon appointment request".to_owned(),
            format!(
                "Hello {name},\n\n\
                 Thank you for reaching out. We are sorry: we cannot keep the appointment you asked for on {when}.\n\n\
                 {reason}This is about our schedule, not about you. Please choose another date that suits you here:\n\n\
                 {public_url}/appointment\n\n\
                 If you need to talk to someone now, please call a helpline or someone you trust. You are not alone.\n\nMon",
                name = a.name
            ),
        ),
        Lang::Bn => (
            "আপনার Mon অ্যাপয়েন্টমেন্টের অনুরোধ সম্পর্কে".to_owned(),
            format!(
                "প্রিয় {name},\n\n\
                 যোগাযোগ করার জন্য ধন্যবাদ। দুঃখিত, {when}-এর যে অ্যাপয়েন্টমেন্টটি আপনি চেয়েছিলেন, সেটি আমরা রাখতে পারছি না।\n\n\
                 {reason}এটি আমাদের সময়সূচির কারণে, আপনার কারণে নয়। আপনার সুবিধামতো অন্য একটি তারিখ এখানে বেছে নিন:\n\n\
                 {public_url}/appointment\n\n\
                 এখনই কারও সঙ্গে কথা বলা দরকার হলে কোনো হেল্পলাইনে বা বিশ্বাসের কাউকে ফোন করুন। আপনি একা নন।\n\nMon",
                name = a.name
            ),
        ),
    };
    Mail {
        to: to.to_owned(),
        subject,
        text,
        attachment: None,
    }
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
    let when = when(a, lang);
    let (zone_en, zone_bn) = zone_names(zone);
    let session = session_text(a.session.as_ref(), lang);
    let (subject, text) = match (lang, hours) {
        (Lang::En, 1) => (
            "Reminder: your Mon appointment is in one hour".to_owned(),
            "in one hour",
        ),
        (Lang::En, _) => (
            "Reminder: your Mon appointment is tomorrow".to_owned(),
            "in a day",
        ),
        (Lang::Bn, 1) => (
            "মনে করিয়ে দিচ্ছি: এক ঘণ্টা পরে আপনার Mon অ্যাপয়েন্টমেন্ট".to_owned(),
            "এক ঘণ্টা পরে",
        ),
        (Lang::Bn, _) => (
            "মনে করিয়ে দিচ্ছি: আগামীকাল আপনার Mon অ্যাপয়েন্টমেন্ট".to_owned(),
            "আগামীকাল",
        ),
    };
    let text = match lang {
        Lang::En => format!(
            "Hello {name},\n\nA reminder: your appointment is {text}, on {when} ({zone_en}).\n\n{session}\n\n\
             If you cannot come, please tell us here:\n\n{public_url}/appointment\n\nMon",
            name = a.name
        ),
        Lang::Bn => format!(
            "প্রিয় {name},\n\nমনে করিয়ে দিচ্ছি: আপনার অ্যাপয়েন্টমেন্ট {text}, {when}-এ ({zone_bn})।\n\n{session}\n\n\
             আসতে না পারলে এখানে আমাদের জানান:\n\n{public_url}/appointment\n\nMon",
            name = a.name
        ),
    };
    Mail {
        to: to.to_owned(),
        subject,
        text,
        attachment: Some(calendar),
    }
}

/// In discreet mode, every e-mail about a person's care: a neutral subject, a
/// neutral first line and no attachment, so a shared inbox or a lock-screen
/// preview reveals nothing; the details wait behind the login.
pub fn discreet_mail(to: &str, lang: Lang, public_url: &str) -> Mail {
    let (subject, text) = match lang {
        Lang::En => (
            "Your Mon account".to_owned(),
            format!(
                "Hello,\n\nThere is an update in your Mon account. Please log in to see it:\n\n{public_url}/login\n\nMon"
            ),
        ),
        Lang::Bn => (
            "আপনার Mon অ্যাকাউন্ট".to_owned(),
            format!(
                "শুভেচ্ছা,\n\nআপনার Mon অ্যাকাউন্টে একটি নতুন খবর আছে। দেখতে লগইন করুন:\n\n{public_url}/login\n\nMon"
            ),
        ),
    };
    Mail {
        to: to.to_owned(),
        subject,
        text,
        attachment: None,
    }
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
    let when = when(a, lang);
    let (subject, text) = match lang {
        Lang::En => (
            "Your Mon appointment request is being reviewed again".to_owned(),
            format!(
                "Hello {name},\n\n\
                 Our earlier answer about your appointment on {when} was changed: your request is waiting for a decision again. \
                 We will write to you as soon as it is decided.{calendar}\n\n\
                 You can see your appointments here:\n\n{public_url}/appointment\n\nMon",
                name = a.name,
                calendar = if cancel.is_some() {
                    "\n\nThe attached calendar file removes the entry from your calendar until then."
                } else {
                    ""
                }
            ),
        ),
        Lang::Bn => (
            "আপনার Mon অ্যাপয়েন্টমেন্টের অনুরোধটি আবার বিবেচনা করা হচ্ছে".to_owned(),
            format!(
                "প্রিয় {name},\n\n\
                 {when}-এর অ্যাপয়েন্টমেন্ট নিয়ে আমাদের আগের উত্তরটি বদলানো হয়েছে: আপনার অনুরোধটি আবার সিদ্ধান্তের অপেক্ষায় আছে। \
                 সিদ্ধান্ত হলেই আমরা আপনাকে জানাব।{calendar}\n\n\
                 আপনার অ্যাপয়েন্টমেন্টগুলো এখানে দেখতে পাবেন:\n\n{public_url}/appointment\n\nMon",
                name = a.name,
                calendar = if cancel.is_some() {
                    "\n\nসংযুক্ত ক্যালেন্ডার ফাইলটি ততক্ষণের জন্য আপনার ক্যালেন্ডার থেকে এটি সরিয়ে দেবে।"
                } else {
                    ""
                }
            ),
        ),
    };
    Mail {
        to: to.to_owned(),
        subject,
        text,
        attachment: cancel,
    }
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
    let when = when_of(date, time, lang);
    let (subject, text) = match lang {
        Lang::En => (
            "New appointment request".to_owned(),
            format!(
                "Hello,\n\nA new appointment request for {when} is waiting for a decision:\n\n{public_url}/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D{id}\n\nMon"
            ),
        ),
        Lang::Bn => (
            "নতুন অ্যাপয়েন্টমেন্টের অনুরোধ".to_owned(),
            format!(
                "শুভেচ্ছা,\n\n{when}-এর জন্য একটি নতুন অ্যাপয়েন্টমেন্টের অনুরোধ সিদ্ধান্তের অপেক্ষায় আছে:\n\n{public_url}/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D{id}\n\nMon"
            ),
        ),
    };
    Mail {
        to: to.to_owned(),
        subject,
        text,
        attachment: None,
    }
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
