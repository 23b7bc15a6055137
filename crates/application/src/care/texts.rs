//! The text messages about a person's care (issue 38), to a person who asked for them and whose
//! number is verified: the decision on a request, and reminders 24 hours and 1 hour before an
//! approved session. In the person's language; never a word a locked screen should not show; in
//! discreet mode without the service's name. Each is tied to its appointment, so an undo or a
//! cancellation drops the ones still unsent.

use chrono::{DateTime, Duration, Utc};
use mon_domain::Lang;
use mon_domain::bangla;
use mon_domain::care::{Appointment, AppointmentStatus, SessionMode};
use mon_domain::sms::{TextMsg, text_message};

use crate::ports::{Owed, Scheduled, TextKind, TextMessage};

/// How a session happens, in a few words.
fn how(a: &Appointment) -> TextMsg {
    match a.session.as_ref().map(|s| s.mode) {
        Some(SessionMode::Video) => TextMsg::HowVideo,
        Some(SessionMode::Phone) => TextMsg::HowPhone,
        Some(SessionMode::InPerson) => TextMsg::HowInPerson,
        None => TextMsg::HowUntold,
    }
}

/// Where a person's texts go, and how.
#[derive(Debug, Clone, Copy)]
pub struct TextAddressee<'a> {
    /// E.164.
    pub to: &'a str,
    pub lang: Lang,
    pub discreet: bool,
}

/// One text about `a` of `msg`, due `at`.
fn text(
    a: &Appointment,
    who: TextAddressee<'_>,
    msg: TextMsg,
    kind: TextKind,
    at: DateTime<Utc>,
) -> Scheduled {
    let when = bangla::when(a.date, a.time.as_str(), who.lang);
    let counsellor = a.counsellor.as_ref().map(|c| c.name.shown(who.lang));
    let values = [("when", when.as_str()), ("how", how(a).text(who.lang))];
    Scheduled {
        message: Owed::Text(TextMessage {
            to: who.to.to_owned(),
            text: text_message(msg, who.lang, who.discreet, &values, counsellor),
            kind,
            id: None,
        }),
        at,
        appointment_id: a.id,
    }
}

/// The texts a decision on `decided` owes at `now`: the decision itself (approved or not; an undo
/// sends none), and an approval's reminders at `reminders` (hours before the session, and when),
/// those already past left out by the caller.
pub fn decision_texts(
    decided: &Appointment,
    who: TextAddressee<'_>,
    now: DateTime<Utc>,
    reminders: &[(i64, DateTime<Utc>)],
) -> Vec<Scheduled> {
    match decided.status {
        AppointmentStatus::Approved => {
            let mut texts = vec![text(
                decided,
                who,
                TextMsg::Approved,
                TextKind::Decision,
                now,
            )];
            texts.extend(reminders.iter().map(|&(hours, at)| {
                let msg = if hours == 1 {
                    TextMsg::ReminderHour
                } else {
                    TextMsg::ReminderDay
                };
                text(decided, who, msg, TextKind::Reminder, at)
            }));
            texts
        }
        AppointmentStatus::Unapproved => {
            vec![text(
                decided,
                who,
                TextMsg::Unapproved,
                TextKind::Decision,
                now,
            )]
        }
        AppointmentStatus::Requested | AppointmentStatus::Cancelled => vec![],
    }
}

/// The hours before a session its reminders go, and when, leaving out the past.
pub fn reminder_times(
    start: DateTime<Utc>,
    now: DateTime<Utc>,
    hours: &[i64],
) -> Vec<(i64, DateTime<Utc>)> {
    hours
        .iter()
        .map(|&h| (h, start - Duration::hours(h)))
        .filter(|(_, at)| *at > now)
        .collect()
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, TimeZone};
    use mon_domain::Bilingual;
    use mon_domain::care::{AppointmentTime, AssignedCounsellor, Session};

    use super::*;

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 7, 9, 0, 0).unwrap()
    }

    fn appointment(status: AppointmentStatus) -> Appointment {
        Appointment {
            id: 42,
            user_id: 7,
            date: NaiveDate::from_ymd_opt(2026, 12, 9).unwrap(),
            time: AppointmentTime::parse("02:30 PM").unwrap(),
            name: "Rahima".into(),
            email: "rahima@example.com".into(),
            phone: "01712345678".into(),
            status,
            session: Some(Session {
                mode: SessionMode::Phone,
                detail: Some("01811111111".into()),
            }),
            reason: None,
            counsellor: Some(AssignedCounsellor {
                id: 3,
                name: Bilingual::new("Nusrat Jahan", "নুসরাত জাহান"),
            }),
            attendance: None,
            late_cancel: false,
            created_at: now(),
            updated_at: now(),
        }
    }

    fn texts(status: AppointmentStatus, lang: Lang, discreet: bool) -> Vec<Scheduled> {
        let start = Utc.with_ymd_and_hms(2026, 12, 9, 8, 30, 0).unwrap();
        let who = TextAddressee {
            to: "+8801712345678",
            lang,
            discreet,
        };
        decision_texts(
            &appointment(status),
            who,
            now(),
            &reminder_times(start, now(), &[24, 1]),
        )
    }

    #[test]
    fn an_approval_owes_its_text_now_and_two_reminders_naming_the_counsellor_and_how_not_where() {
        let all = texts(AppointmentStatus::Approved, Lang::En, false);
        let said: Vec<(&str, TextKind, DateTime<Utc>)> = all
            .iter()
            .map(|s| {
                let t = s.message.text().unwrap();
                assert_eq!((t.to.as_str(), s.appointment_id), ("+8801712345678", 42));
                (t.text.as_str(), t.kind, s.at)
            })
            .collect();
        assert_eq!(
            said,
            [
                (
                    "Mon: Your appointment on Wednesday, 9 December 2026 at 02:30 PM is confirmed, by phone. With Nusrat Jahan.",
                    TextKind::Decision,
                    now()
                ),
                (
                    "Mon: Reminder: your appointment is tomorrow, Wednesday, 9 December 2026 at 02:30 PM, by phone. With Nusrat Jahan.",
                    TextKind::Reminder,
                    Utc.with_ymd_and_hms(2026, 12, 8, 8, 30, 0).unwrap()
                ),
                (
                    "Mon: Reminder: your appointment is in one hour, Wednesday, 9 December 2026 at 02:30 PM, by phone. With Nusrat Jahan.",
                    TextKind::Reminder,
                    Utc.with_ymd_and_hms(2026, 12, 9, 7, 30, 0).unwrap()
                ),
            ]
        );
    }

    #[test]
    fn a_refusal_owes_one_text_an_undo_none_and_discreet_bangla_has_no_service_name() {
        let refused = texts(AppointmentStatus::Unapproved, Lang::Bn, true);
        assert_eq!(refused.len(), 1);
        let text = &refused[0].message.text().unwrap().text;
        assert!(text.starts_with("বুধবার, ৯ ডিসেম্বর ২০২৬"), "{text}");
        assert!(!text.contains("Mon"), "{text}");
        assert!(texts(AppointmentStatus::Requested, Lang::En, false).is_empty());
    }
}
