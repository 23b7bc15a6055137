use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Duration, TimeZone, Utc};
use mon_domain::counsellor::{
    Counsellor, CounsellorAccount, OwnProfilePatch, Profile, ProfilePatch,
};
use mon_domain::pagination::Page;
use mon_domain::user::{KeyPurpose, Role};
use mon_domain::{Bilingual, Lang};

use super::*;
use crate::ports::{
    MockClock, MockCounsellorRepository, MockKeyGenerator, MockPasswordHasher, MockUserRepository,
    Versioned,
};

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 28, 10, 0, 0).unwrap()
}

struct Mocks {
    counsellors: MockCounsellorRepository,
    users: MockUserRepository,
    hasher: MockPasswordHasher,
}

impl Mocks {
    fn new() -> Self {
        Self {
            counsellors: MockCounsellorRepository::new(),
            users: MockUserRepository::new(),
            hasher: MockPasswordHasher::new(),
        }
    }

    fn build(self) -> Counsellors {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
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
            },
            "https://mon.example/",
            Duration::seconds(60),
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

fn counsellor(id: i64, published: bool, active: bool) -> Counsellor {
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
    }
}

fn versioned(c: Counsellor, version: i32) -> Versioned {
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
    let s = m.build();
    let page = s.published(Lang::Bn, None, None).await.unwrap();
    assert_eq!(page.items[0].name, "নুসরাত জাহান");
    assert_eq!(
        page.items[0].title, "Counsellor",
        "no Bangla title: the English one"
    );
    s.published(Lang::Bn, Some(1), None).await.unwrap();
    assert_eq!(
        s.published_one(3, Lang::En).await.unwrap().name,
        "Nusrat Jahan"
    );
    assert!(matches!(
        s.published_one(4, Lang::En).await,
        Err(CounsellorError::NotFound)
    ));
}
