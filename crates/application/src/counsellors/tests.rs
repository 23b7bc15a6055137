use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Duration, TimeZone, Utc};
use mon_domain::counsellor::calendar::{SlotRules, WeeklyRangeInput};
use mon_domain::counsellor::{
    Counsellor, CounsellorAccount, OwnProfilePatch, Profile, ProfilePatch,
};
use mon_domain::pagination::Page;
use mon_domain::user::{KeyPurpose, Role};
use mon_domain::{Bilingual, Lang};

use super::*;
use crate::ports::{
    MockCalendarRepository, MockClock, MockCounsellorRepository, MockKeyGenerator,
    MockPasswordHasher, MockUserRepository, SessionTime, Versioned,
};

pub(super) fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 28, 10, 0, 0).unwrap()
}

pub(super) struct Mocks {
    pub(super) counsellors: MockCounsellorRepository,
    users: MockUserRepository,
    hasher: MockPasswordHasher,
    calendar: MockCalendarRepository,
    pictures: crate::ports::MockPictures,
    pub(super) recipients: crate::ports::MockRecipients,
}

impl Mocks {
    pub(super) fn new() -> Self {
        Self {
            counsellors: MockCounsellorRepository::new(),
            users: MockUserRepository::new(),
            hasher: MockPasswordHasher::new(),
            calendar: MockCalendarRepository::new(),
            pictures: crate::ports::MockPictures::new(),
            recipients: crate::ports::MockRecipients::new(),
        }
    }

    pub(super) fn build(self) -> Counsellors {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock.expect_today().returning(|| now().date_naive());
        // Dhaka: UTC+6, no daylight saving.
        clock
            .expect_at_local()
            .returning(|d, t| d.and_time(t).and_utc() - Duration::hours(6));
        let mut keys = MockKeyGenerator::new();
        keys.expect_generate().returning(|| "KEY123".to_owned());
        keys.expect_hash().returning(|k| format!("hash({k})"));
        Counsellors::new(
            CounsellorPorts {
                counsellors: Arc::new(self.counsellors),
                users: Arc::new(self.users),
                hasher: Arc::new(self.hasher),
                keys: Arc::new(keys),
                clock: Arc::new(clock),
                calendar: Arc::new(self.calendar),
                pictures: Arc::new(self.pictures),
                recipients: Arc::new(self.recipients),
            },
            CounsellorSettings {
                public_url: "https://mon.example/".into(),
                time_zone: "Asia/Dhaka".into(),
                slots: SlotRules::default(),
                cache_ttl: Duration::seconds(60),
            },
        )
    }
}

fn named() -> ProfilePatch {
    ProfilePatch {
        name_en: Some("Nusrat Jahan".into()),
        name_bn: Some("নুসরাত জাহান".into()),
        ..ProfilePatch::default()
    }
}

fn invitation() -> Invitation {
    Invitation {
        username: "nusrat".into(),
        email: "Nusrat@Example.com".into(),
        contact_number: "01712345678".into(),
        profile: named(),
    }
}

pub(super) fn counsellor(id: i64, published: bool, active: bool) -> Counsellor {
    Counsellor {
        id,
        user_id: 40 + id,
        profile: Profile {
            published,
            title: Bilingual::new("Counsellor", ""),
            credentials: "MSc".into(),
            ..Profile::default().patched(&named()).unwrap()
        },
        photo: None,
        account: CounsellorAccount {
            username: "nusrat".into(),
            email: "nusrat@example.com".into(),
            contact_number: Some("01712345678".into()),
            active,
        },
        removed_at: None,
    }
}

pub(super) fn versioned(c: Counsellor, version: i32) -> Versioned {
    Versioned {
        counsellor: c,
        version,
    }
}

#[tokio::test]
async fn an_invitation_creates_an_inactive_counsellor_account_and_owes_a_seven_day_link_to_set_a_password()
 {
    let mut m = Mocks::new();
    m.hasher
        .expect_hash()
        .times(1)
        .returning(|_| Ok("unknowable".into()));
    m.counsellors
        .expect_invite()
        .withf(|user, key, profile| {
            let mail = key.mail.as_ref().unwrap();
            user.role == Role::Counsellor
                && !user.is_active
                && user.password_hash == "unknowable"
                && user.email.as_str() == "Nusrat@Example.com"
                && key.purpose == KeyPurpose::Invitation
                && key.key_hash == "hash(KEY123)"
                && key.expires_at == now() + Duration::days(7)
                && mail.to == "Nusrat@Example.com"
                && mail.text.contains(
                    "https://mon.example/reset-password?key=KEY123&email=Nusrat%40Example.com",
                )
                && mail.text.contains("Your username is nusrat")
                && mail.text.contains("প্রিয় নুসরাত জাহান,")
                && profile.name.en == "Nusrat Jahan"
                && !profile.published
        })
        .times(1)
        .returning(|_, _, _| Ok(counsellor(3, false, false)));
    let c = m.build().invite(&invitation()).await.unwrap();
    assert_eq!(c.id, 3);
}

#[tokio::test]
async fn an_invitation_names_every_broken_field_at_once_and_stores_nothing() {
    let mut m = Mocks::new();
    m.hasher.expect_hash().never();
    m.counsellors.expect_invite().never();
    let bad = Invitation {
        username: "a b".into(),
        email: "not-an-address".into(),
        contact_number: "12".into(),
        profile: ProfilePatch {
            name_bn: None,
            fee_bdt: Some(-5),
            ..named()
        },
    };
    let Err(CounsellorError::Validation(e)) = m.build().invite(&bad).await else {
        panic!("not refused")
    };
    let fields: Vec<_> = e.iter().map(|(f, _)| f).collect();
    assert_eq!(
        fields,
        ["username", "email", "contact_number", "name_bn", "fee_bdt"]
    );
}

#[tokio::test]
async fn a_taken_username_or_address_is_a_conflict_that_names_its_field() {
    for (taken, code, field) in [
        (
            CreateUserError::UsernameTaken,
            ErrorCode::UsernameTaken,
            "username",
        ),
        (CreateUserError::EmailTaken, ErrorCode::EmailTaken, "email"),
    ] {
        let mut m = Mocks::new();
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        let taken = std::sync::Mutex::new(Some(taken));
        m.counsellors
            .expect_invite()
            .returning(move |_, _, _| Err(taken.lock().unwrap().take().unwrap()));
        let meta = m.build().invite(&invitation()).await.unwrap_err().meta();
        assert_eq!(meta.code, code);
        assert!(meta.fields.unwrap().get(field).is_some(), "{field}");
    }
}

#[tokio::test]
async fn an_admins_change_keeps_the_fields_it_does_not_name_and_is_applied_over_a_change_that_landed_first()
 {
    let mut m = Mocks::new();
    let reads = Arc::new(AtomicUsize::new(0));
    let r = reads.clone();
    m.counsellors.expect_find().returning(move |_| {
        // The second read sees another admin's change (a fee) that landed meanwhile.
        let mut c = counsellor(3, false, true);
        if r.fetch_add(1, Ordering::SeqCst) > 0 {
            c.profile.fee_bdt = 800;
        }
        Ok(Some(versioned(c, 1 + r.load(Ordering::SeqCst) as i32)))
    });
    m.counsellors
        .expect_update()
        .withf(|_, version, _, _| *version == 2)
        .times(1)
        .returning(|_, _, _, _| Ok(None));
    m.counsellors
        .expect_update()
        .withf(|id, version, p, _| {
            *id == 3 && *version == 3 && p.fee_bdt == 800 && p.published && p.credentials == "MSc"
        })
        .times(1)
        .returning(|_, _, p, _| {
            Ok(Some(Counsellor {
                profile: p.clone(),
                ..counsellor(3, true, true)
            }))
        });
    let c = m
        .build()
        .update(
            3,
            &ProfilePatch {
                published: Some(true),
                ..ProfilePatch::default()
            },
        )
        .await
        .unwrap();
    assert_eq!((c.profile.fee_bdt, c.profile.published), (800, true));
    assert_eq!(reads.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_change_to_an_unknown_counsellor_or_a_broken_field_is_refused_before_anything_is_stored()
{
    let mut m = Mocks::new();
    m.counsellors
        .expect_find()
        .returning(|id| Ok((id == 3).then(|| versioned(counsellor(3, false, true), 1))));
    m.counsellors.expect_update().never();
    let s = m.build();
    assert!(matches!(
        s.update(4, &ProfilePatch::default()).await,
        Err(CounsellorError::NotFound)
    ));
    let bad = ProfilePatch {
        max_clients: Some(0),
        ..ProfilePatch::default()
    };
    assert!(matches!(
        s.update(3, &bad).await,
        Err(CounsellorError::Validation(_))
    ));
}

#[tokio::test]
async fn a_counsellor_changes_their_own_profile_found_by_their_account() {
    let mut m = Mocks::new();
    m.counsellors
        .expect_find_by_user()
        .withf(|u| *u == 43)
        .returning(|_| Ok(Some(versioned(counsellor(3, true, true), 7))));
    m.counsellors
        .expect_update()
        .withf(|id, v, p, _| *id == 3 && *v == 7 && p.bio.bn == "আমি শুনি।" && p.fee_bdt == 0)
        .times(1)
        .returning(|_, _, p, _| {
            Ok(Some(Counsellor {
                profile: p.clone(),
                ..counsellor(3, true, true)
            }))
        });
    let c = m
        .build()
        .update_own(
            43,
            OwnProfilePatch {
                bio_bn: Some(" আমি শুনি। ".into()),
                ..OwnProfilePatch::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(c.profile.bio.bn, "আমি শুনি।");

    let mut m = Mocks::new();
    m.counsellors.expect_find_by_user().returning(|_| Ok(None));
    assert!(matches!(
        m.build().own(99).await,
        Err(CounsellorError::NotFound)
    ));
}

#[tokio::test]
async fn a_new_invitation_replaces_the_old_link_and_is_refused_once_accepted() {
    let mut m = Mocks::new();
    m.counsellors
        .expect_find()
        .returning(|id| Ok(Some(versioned(counsellor(id, false, id == 4), 1))));
    m.users
        .expect_replace_key()
        .withf(|user, key| {
            *user == 43
                && key.purpose == KeyPurpose::Invitation
                && key
                    .mail
                    .as_ref()
                    .is_some_and(|m| m.to == "nusrat@example.com")
        })
        .times(1)
        .returning(|_, _| Ok(()));
    let s = m.build();
    s.resend_invitation(3).await.unwrap();
    assert!(matches!(
        s.resend_invitation(4).await,
        Err(CounsellorError::AlreadyAccepted)
    ));
}

#[tokio::test]
async fn visitors_read_only_published_profiles_in_their_language_and_a_page_is_read_once_while_fresh()
 {
    let mut m = Mocks::new();
    m.counsellors
        .expect_list()
        .withf(|all, page| !*all && page.page == 1 && page.per_page == 15)
        .times(1)
        .returning(|_, page| Ok(Page::of(vec![counsellor(3, true, true)], 1, page)));
    m.counsellors
        .expect_find()
        .returning(|id| Ok(Some(versioned(counsellor(id, id == 3, true), 1))));
    // No weekly hours yet: no free slot.
    m.calendar.expect_weekly().returning(|_| Ok(vec![]));
    let s = m.build();
    let page = s.published(Lang::Bn, None, None).await.unwrap();
    assert_eq!(page.items[0].counsellor.name, "নুসরাত জাহান");
    assert_eq!(
        page.items[0].counsellor.title, "Counsellor",
        "no Bangla title: the English one"
    );
    assert_eq!(page.items[0].next_free, None);
    s.published(Lang::Bn, Some(1), None).await.unwrap();
    assert_eq!(
        s.published_one(3, Lang::En).await.unwrap().counsellor.name,
        "Nusrat Jahan"
    );
    assert!(matches!(
        s.published_one(4, Lang::En).await,
        Err(CounsellorError::NotFound)
    ));
}

fn weekly(day: i64, start: &str, end: &str) -> WeeklyRangeInput {
    WeeklyRangeInput {
        weekday: day,
        start: start.into(),
        end: end.into(),
    }
}

fn local(s: &str) -> chrono::NaiveDateTime {
    mon_domain::counsellor::calendar::parse_local(s).unwrap()
}

#[tokio::test]
async fn slots_come_in_the_services_offset_and_skip_what_the_calendar_holds() {
    // "now" is Saturday 28 November 2026, 16:00 in Dhaka; Monday 30 has hours 09:00-12:00.
    let mut m = Mocks::new();
    m.counsellors
        .expect_find()
        .returning(|id| Ok(Some(versioned(counsellor(id, id == 3, true), 1))));
    m.calendar
        .expect_weekly()
        .withf(|u| *u == 43)
        .returning(|_| {
            Ok(
                mon_domain::counsellor::calendar::parse_weekly(&[weekly(1, "09:00", "12:00")])
                    .unwrap(),
            )
        });
    // An approved session at 10:00 takes that slot (and its buffer).
    m.calendar
        .expect_sessions_between()
        .withf(|id, from, to| {
            *id == 3 && from.to_string() == "2026-11-29" && to.to_string() == "2026-11-30"
        })
        .returning(|_, _, _| {
            Ok(vec![SessionTime {
                appointment_id: 9,
                start: local("2026-11-30T10:00"),
                approved: true,
            }])
        });
    m.calendar
        .expect_time_off_between()
        .returning(|_, _, _| Ok(vec![]));
    m.calendar
        .expect_closures_between()
        .returning(|_, _| Ok(vec![]));
    let s = m.build();
    let slots = s.slots(3, "2026-11-30", "2026-11-30").await.unwrap();
    let starts: Vec<String> = slots.slots.iter().map(|(s, _)| s.to_rfc3339()).collect();
    assert_eq!(
        starts,
        ["2026-11-30T09:00:00+06:00", "2026-11-30T11:00:00+06:00"]
    );
    assert_eq!(slots.slots[0].1.to_rfc3339(), "2026-11-30T09:50:00+06:00");
    assert_eq!(
        (slots.time_zone.as_str(), slots.session_minutes),
        ("Asia/Dhaka", 50)
    );
    assert!(
        matches!(
            s.slots(4, "2026-11-30", "2026-11-30").await,
            Err(CounsellorError::NotFound)
        ),
        "an unpublished counsellor offers nothing"
    );
    assert!(matches!(
        s.slots(3, "2026-11-30", "2027-01-05").await,
        Err(CounsellorError::Validation(_))
    ));
}

#[tokio::test]
async fn new_time_off_names_the_approved_sessions_it_overlaps() {
    let mut m = Mocks::new();
    m.counsellors
        .expect_find_by_user()
        .returning(|_| Ok(Some(versioned(counsellor(3, true, true), 1))));
    m.calendar
        .expect_add_time_off()
        .withf(|u, d, _| *u == 43 && d.reason == "Training")
        .returning(|_, d, _| {
            Ok(mon_domain::counsellor::calendar::TimeOff {
                id: 5,
                draft: d.clone(),
            })
        });
    m.calendar.expect_sessions_between().returning(|_, _, _| {
        let session = |id, at: &str, approved| SessionTime {
            appointment_id: id,
            start: local(at),
            approved,
        };
        Ok(vec![
            // Ends 09:50, as the time off starts: untouched.
            session(1, "2026-12-01T09:00", true),
            session(2, "2026-12-01T10:30", true),
            // Held, not approved: it is the admins' to decide.
            session(3, "2026-12-01T11:00", false),
        ])
    });
    let added = m
        .build()
        .add_time_off(43, "2026-12-01T09:50", "2026-12-01T12:00", " Training ")
        .await
        .unwrap();
    assert_eq!(added.overlapping_sessions, [2]);
}

#[tokio::test]
async fn a_request_holds_only_a_start_of_the_counsellors_free_slots_and_its_hold_rereads_the_sessions()
 {
    let mut m = Mocks::new();
    m.counsellors
        .expect_find()
        .returning(|id| Ok(Some(versioned(counsellor(id, true, true), 1))));
    m.calendar.expect_weekly().returning(|_| {
        Ok(mon_domain::counsellor::calendar::parse_weekly(&[weekly(1, "09:00", "12:00")]).unwrap())
    });
    m.calendar
        .expect_time_off_between()
        .returning(|_, _, _| Ok(vec![]));
    m.calendar
        .expect_closures_between()
        .returning(|_, _| Ok(vec![]));
    let s = m.build();
    let monday = local("2026-11-30T00:00").date();
    let at = |hm: &str| chrono::NaiveTime::parse_from_str(hm, "%H:%M").unwrap();
    for not_a_start in ["09:30", "12:00", "08:00"] {
        let meta = s.hold(3, monday, at(not_a_start)).await.unwrap_err().meta();
        assert_eq!(meta.code, ErrorCode::ValidationFailed, "{not_a_start}");
        assert!(meta.fields.unwrap().get("appointment_time").is_some());
    }
    let hold = s.hold(3, monday, at("10:00")).await.unwrap();
    assert_eq!(hold.counsellor_id, 3);
    // Another request's session at 10:00, read under the counsellor's lock: the slot is gone.
    let other = SessionTime {
        appointment_id: 1,
        start: local("2026-11-30T10:00"),
        approved: false,
    };
    assert!(!(hold.still_free)(&[other]));
    let hold = s.hold(3, monday, at("10:00")).await.unwrap();
    assert!((hold.still_free)(&[]));
}

#[tokio::test]
async fn a_new_photo_replaces_the_old_whose_files_are_removed_and_a_refused_upload_changes_nothing()
{
    use mon_domain::content::ContentMsg;
    let mut m = Mocks::new();
    m.counsellors
        .expect_find()
        .returning(|id| Ok((id == 3).then(|| versioned(counsellor(3, true, true), 1))));
    m.pictures
        .expect_store_photo()
        .withf(|bytes| bytes == b"png")
        .times(1)
        .returning(|_| Ok(Ok("photo-new.jpg".to_owned())));
    m.pictures
        .expect_store_photo()
        .withf(|bytes| bytes == b"text")
        .times(1)
        .returning(|_| Ok(Err(ContentMsg::ImageNotSupported)));
    // Counsellor 3 had `photo-old.jpg`; counsellor 5 is gone by the time the photo is stored.
    m.counsellors.expect_set_photo().returning(|id, photo, _| {
        assert_eq!(photo.as_deref(), Some("photo-new.jpg"));
        Ok((id == 3).then(|| Some("photo-old.jpg".to_owned())))
    });
    m.pictures
        .expect_remove_photo()
        .withf(|key| key == "photo-old.jpg")
        .times(1)
        .return_const(());
    let s = m.build();

    assert!(s.set_photo(3, b"png".to_vec()).await.is_ok());
    match s.set_photo(3, b"text".to_vec()).await {
        Err(CounsellorError::Validation(e)) => assert_eq!(
            e.get("file"),
            Some(&[ContentMsg::ImageNotSupported.message()][..])
        ),
        other => panic!("{other:?}"),
    }
    // Unknown before the upload is read: nothing stored.
    assert!(matches!(
        s.set_photo(4, b"png".to_vec()).await,
        Err(CounsellorError::NotFound)
    ));
    // Gone meanwhile: the new files are removed again.
    let mut gone = Mocks::new();
    gone.counsellors
        .expect_find()
        .returning(|_| Ok(Some(versioned(counsellor(5, true, true), 1))));
    gone.counsellors
        .expect_set_photo()
        .returning(|_, _, _| Ok(None));
    gone.pictures
        .expect_store_photo()
        .returning(|_| Ok(Ok("photo-new.jpg".to_owned())));
    gone.pictures
        .expect_remove_photo()
        .withf(|key| key == "photo-new.jpg")
        .times(1)
        .return_const(());
    assert!(matches!(
        gone.build().set_photo(5, b"png".to_vec()).await,
        Err(CounsellorError::NotFound)
    ));
}

/// A removed counsellor, version 2, of any id.
fn removed(m: &mut Mocks) {
    m.counsellors.expect_find().returning(|id| {
        let mut c = counsellor(id, false, false);
        c.removed_at = Some(now());
        Ok(Some(versioned(c, 2)))
    });
}

#[tokio::test]
async fn a_removed_counsellors_profile_photo_and_hours_no_longer_change_and_no_invitation_goes() {
    let mut m = Mocks::new();
    removed(&mut m);
    m.counsellors.expect_update().never();
    m.counsellors.expect_set_photo().never();
    m.pictures.expect_store_photo().never();
    m.pictures.expect_remove_photo().never();
    m.calendar.expect_set_weekly().never();
    m.users.expect_replace_key().never();
    let s = m.build();

    let refusals = [
        s.update(3, &named()).await.err(),
        s.set_photo(3, b"png".to_vec()).await.err(),
        s.remove_photo(3).await.err(),
        s.set_hours_of(3, &[weekly(1, "09:00", "12:00")])
            .await
            .err(),
    ];
    for refusal in refusals {
        let e = refusal.expect("refused");
        assert!(matches!(e, CounsellorError::Left), "{e:?}");
        let meta = e.meta();
        assert_eq!(meta.code, ErrorCode::CounsellorRemoved);
        assert_eq!(meta.message, CounsellorMsg::LeftService);
    }
    let e = s.resend_invitation(3).await.unwrap_err();
    assert!(matches!(e, CounsellorError::Removed), "{e:?}");
    assert_eq!(e.meta().code, ErrorCode::CounsellorRemoved);
    // The admins still read them.
    assert!(s.one(3).await.unwrap().is_removed());
}

#[tokio::test]
async fn a_removal_that_lands_during_a_change_is_read_again_and_refuses_it() {
    let mut m = Mocks::new();
    let reads = Arc::new(AtomicUsize::new(0));
    let r = reads.clone();
    m.counsellors.expect_find().returning(move |id| {
        let mut c = counsellor(id, true, true);
        // The first read sees them with the service; the removal moves the version on.
        if r.fetch_add(1, Ordering::SeqCst) > 0 {
            c.removed_at = Some(now());
            return Ok(Some(versioned(c, 2)));
        }
        Ok(Some(versioned(c, 1)))
    });
    m.counsellors
        .expect_update()
        .withf(|_, version, _, _| *version == 1)
        .times(1)
        .returning(|_, _, _, _| Ok(None));
    let e = m.build().update(3, &named()).await.unwrap_err();
    assert!(matches!(e, CounsellorError::Left), "{e:?}");
    assert_eq!(reads.load(Ordering::SeqCst), 2);
}
