//! The counsellor repository against real SQLite and PostgreSQL databases.

use chrono::Utc;
use mon_application::ports::{CounsellorRepository, CreateUserError, Mail, NewKey, UserRepository};
use mon_domain::counsellor::{Profile, ProfilePatch};
use mon_domain::pagination::{CounsellorPages, PageRequest};
use mon_domain::user::{KeyPurpose, LoginIdentifier, NewUser, Role};
use mon_persistence::testing::{TestDb, sample_user_at};
use mon_persistence::{SeaCounsellorRepository, SeaUserRepository};
use sea_orm::{ConnectionTrait, Statement};

fn account(name: &str, email: &str) -> NewUser {
    NewUser {
        is_active: false,
        ..sample_user_at(name, email, Role::Counsellor)
    }
}

fn invitation_key(to: &str) -> NewKey {
    let now = Utc::now();
    NewKey {
        purpose: KeyPurpose::Invitation,
        key_hash: format!("hash-{to}"),
        expires_at: now + KeyPurpose::Invitation.lifetime(),
        created_at: now,
        mail: Some(Mail {
            to: to.into(),
            subject: "You are invited".into(),
            text: "link".into(),
            attachment: None,
        }),
    }
}

fn profile(en: &str, bn: &str, published: bool) -> Profile {
    Profile::default()
        .patched(&ProfilePatch {
            name_en: Some(en.into()),
            name_bn: Some(bn.into()),
            title_en: Some("Counsellor".into()),
            credentials: Some("MSc, Counselling Psychology".into()),
            languages: Some(vec!["bn".into(), "en".into()]),
            specialities: Some(vec!["Anxiety".into()]),
            modes: Some(vec!["video".into(), "phone".into()]),
            fee_bdt: Some(1200),
            published: Some(published),
            ..ProfilePatch::default()
        })
        .unwrap()
}

async fn count(t: &TestDb, sql: &str) -> i64 {
    let row =
        t.db.conn
            .query_one_raw(Statement::from_string(
                t.db.conn.get_database_backend(),
                sql,
            ))
            .await
            .unwrap()
            .unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

#[tokio::test]
async fn an_invitation_stores_the_account_its_key_its_mail_and_the_profile_together() {
    for t in TestDb::all().await {
        let repo = SeaCounsellorRepository::new(t.db.clone());
        let users = SeaUserRepository::new(t.db.clone());
        let c = repo
            .invite(
                &account("nusrat", "Nusrat@Example.com"),
                invitation_key("Nusrat@Example.com"),
                &profile("Nusrat Jahan", "নুসরাত জাহান", false),
            )
            .await
            .unwrap();
        assert_eq!(c.profile.languages, ["bn", "en"]);
        assert_eq!(c.profile.fee_bdt, 1200);
        assert_eq!(
            (c.account.username.as_str(), c.account.active),
            ("nusrat", false)
        );
        let u = users
            .find_by_login(&LoginIdentifier::Email("nusrat@example.com".into()))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (u.id, u.role, u.is_active),
            (c.user_id, Role::Counsellor, false)
        );
        assert!(
            users
                .find_key(u.id, KeyPurpose::Invitation, "hash-Nusrat@Example.com")
                .await
                .unwrap()
                .is_some(),
            "{:?}: the invitation key",
            t.engine
        );
        assert_eq!(
            count(
                &t,
                "SELECT COUNT(*) FROM outbox WHERE kind = 'invitation' AND recipient = 'Nusrat@Example.com'"
            )
            .await,
            1
        );
        let found = repo.find(c.id).await.unwrap().unwrap();
        assert_eq!(found.counsellor, c);
        assert_eq!(found.version, 1);
        assert_eq!(
            repo.find_by_user(c.user_id)
                .await
                .unwrap()
                .unwrap()
                .counsellor
                .id,
            c.id
        );
        assert!(repo.find(c.id + 1).await.unwrap().is_none());
    }
}

#[tokio::test]
async fn a_taken_username_or_address_leaves_no_account_key_mail_or_profile_behind() {
    for t in TestDb::all().await {
        let repo = SeaCounsellorRepository::new(t.db.clone());
        repo.invite(
            &account("nusrat", "nusrat@example.com"),
            invitation_key("nusrat@example.com"),
            &profile("Nusrat", "নুসরাত", false),
        )
        .await
        .unwrap();
        for (who, expected) in [
            (account("NUSRAT", "other@example.com"), "username"),
            (account("other", "NUSRAT@example.com"), "email"),
        ] {
            let e = repo
                .invite(
                    &who,
                    invitation_key(who.email.as_str()),
                    &profile("Other", "অন্য", false),
                )
                .await
                .unwrap_err();
            match (e, expected) {
                (CreateUserError::UsernameTaken, "username")
                | (CreateUserError::EmailTaken, "email") => {}
                (e, _) => panic!("{:?}: {expected} taken gave {e:?}", t.engine),
            }
        }
        assert_eq!(count(&t, "SELECT COUNT(*) FROM users").await, 1);
        assert_eq!(count(&t, "SELECT COUNT(*) FROM counsellors").await, 1);
        assert_eq!(count(&t, "SELECT COUNT(*) FROM user_keys").await, 1);
        assert_eq!(count(&t, "SELECT COUNT(*) FROM outbox").await, 1);
    }
}

#[tokio::test]
async fn the_public_list_holds_published_profiles_by_name_and_the_admins_list_every_one() {
    for t in TestDb::all().await {
        let repo = SeaCounsellorRepository::new(t.db.clone());
        for (i, (en, published)) in [("Zara", true), ("Arif", false), ("Mita", true)]
            .into_iter()
            .enumerate()
        {
            repo.invite(
                &account(&format!("c{i}"), &format!("c{i}@example.com")),
                invitation_key(&format!("c{i}@example.com")),
                &profile(en, "নাম", published),
            )
            .await
            .unwrap();
        }
        let page = |n| PageRequest::new(Some(n), Some(1), CounsellorPages::LIMITS);
        let public = repo.list(false, page(1)).await.unwrap();
        assert_eq!(
            (public.total, public.items[0].profile.name.en.as_str()),
            (2, "Mita")
        );
        let second = repo.list(false, page(2)).await.unwrap();
        assert_eq!(second.items[0].profile.name.en, "Zara");
        let all = repo
            .list(true, PageRequest::new(None, None, CounsellorPages::LIMITS))
            .await
            .unwrap();
        let names: Vec<_> = all
            .items
            .iter()
            .map(|c| c.profile.name.en.as_str())
            .collect();
        assert_eq!(names, ["Arif", "Mita", "Zara"]);
        assert_eq!(all.items[0].account.email, "c1@example.com");
    }
}

#[tokio::test]
async fn a_change_naming_an_older_version_changes_nothing() {
    for t in TestDb::all().await {
        let repo = SeaCounsellorRepository::new(t.db.clone());
        let c = repo
            .invite(
                &account("nusrat", "nusrat@example.com"),
                invitation_key("nusrat@example.com"),
                &profile("Nusrat", "নুসরাত", false),
            )
            .await
            .unwrap();
        let now = Utc::now();
        let fee = |n| Profile {
            fee_bdt: n,
            ..c.profile.clone()
        };
        let changed = repo.update(c.id, 1, &fee(500), now).await.unwrap().unwrap();
        assert_eq!(changed.profile.fee_bdt, 500);
        assert!(
            repo.update(c.id, 1, &fee(900), now)
                .await
                .unwrap()
                .is_none(),
            "{:?}: a stale change went through",
            t.engine
        );
        let stored = repo.find(c.id).await.unwrap().unwrap();
        assert_eq!(
            (stored.version, stored.counsellor.profile.fee_bdt),
            (2, 500)
        );
        assert!(
            repo.update(c.id + 9, 2, &fee(1), now)
                .await
                .unwrap()
                .is_none()
        );
    }
}
