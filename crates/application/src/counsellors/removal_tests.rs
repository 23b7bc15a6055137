//! Removing a counsellor, over mocks: what the use case decides and hands the repository to write.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::Duration;
use mon_domain::care::{
    Appointment, AppointmentStatus, AppointmentTime, AssignedCounsellor, Session, SessionMode,
};
use mon_domain::mail::MailMsg;
use mon_domain::{Bilingual, Lang};

use super::tests::{Mocks, counsellor, now, versioned};
use super::*;
use crate::ports::{Addressee, RemovalError};

/// Counsellor 3's session `id` of subscriber `user_id`, three days ahead.
fn session(id: i64, user_id: i64, status: AppointmentStatus) -> Appointment {
    Appointment {
        id,
        user_id,
        date: now().date_naive() + Duration::days(3),
        time: AppointmentTime::parse("10:00 AM").unwrap(),
        name: "Rahima".into(),
        email: "typed@example.com".into(),
        phone: "01712345678".into(),
        status,
        session: (status == AppointmentStatus::Approved).then(|| Session {
            mode: SessionMode::Video,
            detail: Some("https://meet.example.org/mon-10".into()),
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

/// Subscriber 7 reads Bangla; 9 is in discreet mode; 8's account is gone.
fn addressees(m: &mut Mocks) {
    m.recipients.expect_account_address().returning(|id| {
        Ok(match id {
            7 => Some(Addressee {
                email: "rahima@example.com".into(),
                lang: Lang::Bn,
                discreet: false,
                texts_to: None,
            }),
            9 => Some(Addressee {
                email: "quiet@example.com".into(),
                lang: Lang::En,
                discreet: true,
                texts_to: None,
            }),
            _ => None,
        })
    });
}

fn found(m: &mut Mocks, removed: bool) {
    m.counsellors.expect_find().returning(move |id| {
        let mut c = counsellor(id, true, true);
        c.removed_at = removed.then(now);
        Ok(Some(versioned(c, 1)))
    });
}

#[tokio::test]
async fn sessions_ahead_return_without_counsellor_and_each_client_is_told_in_their_way() {
    let mut m = Mocks::new();
    found(&mut m, false);
    addressees(&mut m);
    m.counsellors
        .expect_returning_sessions()
        .withf(|id, today| *id == 3 && *today == now().date_naive())
        .returning(|_, _| {
            Ok(vec![
                session(10, 7, AppointmentStatus::Approved),
                session(11, 9, AppointmentStatus::Requested),
                session(12, 8, AppointmentStatus::Requested),
            ])
        });
    m.counsellors
        .expect_remove()
        .withf(|r| {
            let returned_ok = r.returned.iter().all(|s| {
                s.after.status == AppointmentStatus::Requested
                    && s.after.counsellor.is_none()
                    && s.after.session.is_none()
                    && s.after.id == s.before.id
            });
            let ids: Vec<i64> = r.returned.iter().map(|s| s.before.id).collect();
            let (to_rahima, to_quiet) = (&r.mails[0], &r.mails[1]);
            r.counsellor_id == 3
                && r.today == now().date_naive()
                && ids == [10, 11, 12]
                && returned_ok
                && r.mails.len() == 2
                && to_rahima.0 == 7
                && to_rahima.1.to == "rahima@example.com"
                && to_rahima.1.subject == MailMsg::CounsellorLeftSubject.text(Lang::Bn)
                && to_rahima.1.text.contains("Rahima")
                // The approved session's calendar entry is withdrawn.
                && to_rahima
                    .1
                    .attachment
                    .as_ref()
                    .is_some_and(|a| a.content.contains("METHOD:CANCEL"))
                && to_quiet.0 == 9
                && to_quiet.1.subject == MailMsg::DiscreetSubject.text(Lang::En)
                && to_quiet.1.attachment.is_none()
        })
        .times(1)
        .returning(|_| Ok(()));
    assert_eq!(m.build().remove(1, 3).await.unwrap(), 3);
}

#[tokio::test]
async fn a_requested_session_s_mail_carries_no_calendar_file() {
    let mut m = Mocks::new();
    found(&mut m, false);
    m.recipients.expect_account_address().returning(|_| {
        Ok(Some(Addressee {
            email: "rahima@example.com".into(),
            lang: Lang::En,
            discreet: false,
            texts_to: None,
        }))
    });
    m.counsellors
        .expect_returning_sessions()
        .returning(|_, _| Ok(vec![session(11, 7, AppointmentStatus::Requested)]));
    m.counsellors
        .expect_remove()
        .withf(|r| {
            let mail = &r.mails[0].1;
            mail.subject == MailMsg::CounsellorLeftSubject.text(Lang::En)
                && mail.attachment.is_none()
                && mail.text.contains("is no longer with Mon")
                && !mail.text.contains("calendar")
        })
        .times(1)
        .returning(|_| Ok(()));
    assert_eq!(m.build().remove(1, 3).await.unwrap(), 1);
}

#[tokio::test]
async fn a_removed_counsellor_is_removed_once_and_an_unknown_one_is_not_found() {
    let mut m = Mocks::new();
    found(&mut m, true);
    m.counsellors.expect_remove().never();
    assert_eq!(m.build().remove(1, 3).await.unwrap(), 0);

    let mut m = Mocks::new();
    m.counsellors.expect_find().returning(|_| Ok(None));
    m.counsellors.expect_remove().never();
    assert!(matches!(
        m.build().remove(1, 3).await,
        Err(CounsellorError::NotFound)
    ));
}

#[tokio::test]
async fn sessions_that_changed_meanwhile_are_read_again_before_the_removal_is_written() {
    let mut m = Mocks::new();
    found(&mut m, false);
    addressees(&mut m);
    let reads = Arc::new(AtomicUsize::new(0));
    let r = reads.clone();
    m.counsellors
        .expect_returning_sessions()
        .returning(move |_, _| {
            // A request arrived between the first read and its write.
            Ok(match r.fetch_add(1, Ordering::SeqCst) {
                0 => vec![],
                _ => vec![session(11, 7, AppointmentStatus::Requested)],
            })
        });
    let writes = Arc::new(AtomicUsize::new(0));
    let w = writes.clone();
    m.counsellors
        .expect_remove()
        .returning(move |r| match w.fetch_add(1, Ordering::SeqCst) {
            0 => Err(RemovalError::Changed),
            _ => {
                assert_eq!(r.returned.len(), 1);
                Ok(())
            }
        });
    assert_eq!(m.build().remove(1, 3).await.unwrap(), 1);
    assert_eq!(reads.load(Ordering::SeqCst), 2);
}
