//! The calendar file (iCalendar, RFC 5545) that an approval, a reminder and an undone approval
//! carry: the appointment at its local time in the service's time zone, for an hour.

use chrono::{DateTime, Duration, NaiveDateTime, Utc};
use mon_domain::care::{Appointment, Session, SessionMode};

use crate::ports::Attachment;

/// How long the calendar entry of an appointment lasts.
pub const APPOINTMENT_LENGTH: Duration = Duration::hours(1);

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
pub(crate) fn ics_offset(offset: Duration) -> String {
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
