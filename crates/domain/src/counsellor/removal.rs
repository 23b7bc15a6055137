//! What removing a counsellor does to their appointments: each one still ahead that holds their
//! time goes back to the requests, with no counsellor, for an admin to decide again; the ones in the
//! past (and those that never held their time) keep the counsellor, as the history of who saw whom.

use chrono::NaiveDate;

use crate::care::{Appointment, AppointmentStatus};

/// The statuses of the appointments a removal returns to the requests (with a date of today or
/// later): the ones that hold the counsellor's time.
pub const RETURNED_STATUSES: [AppointmentStatus; 2] =
    [AppointmentStatus::Requested, AppointmentStatus::Approved];

/// Whether appointment `a` goes back to the requests when its counsellor is removed on `today`
/// (the service's day): requested or approved, on `today` or later.
pub fn returns_on_removal(a: &Appointment, today: NaiveDate) -> bool {
    RETURNED_STATUSES.contains(&a.status) && a.date >= today
}

/// `a` as it is once returned: requested again, with no counsellor, and without the session details
/// (the room) or the reason of a decision that no longer stands.
pub fn returned(a: Appointment) -> Appointment {
    Appointment {
        status: AppointmentStatus::Requested,
        counsellor: None,
        session: None,
        reason: None,
        ..a
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::*;
    use crate::Bilingual;
    use crate::care::{AppointmentTime, AssignedCounsellor, Session, SessionMode};

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 28).unwrap()
    }

    fn appointment(status: AppointmentStatus, date: NaiveDate) -> Appointment {
        Appointment {
            id: 1,
            user_id: 2,
            date,
            time: AppointmentTime::parse("10:00 AM").unwrap(),
            name: "Client".into(),
            email: "c@example.com".into(),
            phone: "01712345678".into(),
            status,
            session: Some(Session {
                mode: SessionMode::Video,
                detail: Some("https://meet.example.org/mon-1".into()),
            }),
            reason: None,
            counsellor: Some(AssignedCounsellor {
                id: 3,
                name: Bilingual::new("Nusrat", ""),
            }),
            attendance: None,
            late_cancel: false,
            created_at: DateTime::<Utc>::UNIX_EPOCH,
            updated_at: DateTime::<Utc>::UNIX_EPOCH,
        }
    }

    #[test]
    fn only_sessions_holding_the_counsellors_time_from_today_on_return() {
        let yesterday = today().pred_opt().unwrap();
        let later = today().succ_opt().unwrap();
        for status in AppointmentStatus::ALL {
            let holds = matches!(
                status,
                AppointmentStatus::Requested | AppointmentStatus::Approved
            );
            for (date, ahead) in [(yesterday, false), (today(), true), (later, true)] {
                assert_eq!(
                    returns_on_removal(&appointment(status, date), today()),
                    holds && ahead,
                    "{status:?} on {date}"
                );
            }
        }
    }

    #[test]
    fn a_returned_session_is_a_request_without_counsellor_room_or_reason() {
        let a = returned(Appointment {
            reason: Some("old".into()),
            ..appointment(AppointmentStatus::Approved, today())
        });
        assert_eq!(a.status, AppointmentStatus::Requested);
        assert_eq!((a.counsellor, a.session, a.reason), (None, None, None));
        assert_eq!((a.id, a.user_id, a.date), (1, 2, today()));
    }
}
