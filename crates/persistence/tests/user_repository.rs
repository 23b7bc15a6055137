//! The user repository against real SQLite and PostgreSQL databases.

use chrono::{TimeZone, Utc};
use mon_application::ports::{
    AccountChange, CreateUserError, Cursor, LoginAttemptStore, NewKey, SubscriberQuery,
    UserRepository,
};
use mon_domain::pagination::PageRequest;
use mon_domain::pagination::SubscriberPages;
use mon_domain::user::{KeyPurpose, LoginAttempts, LoginIdentifier, NewUser, Role};
use mon_persistence::testing::{TestDb, sample_user_at};
use mon_persistence::{SeaLoginAttemptStore, SeaUserRepository};

fn new_user(name: &str, email: &str) -> NewUser {
    NewUser {
        is_active: false,
        ..sample_user_at(name, email, Role::Subscriber)
    }
}

fn key(purpose: KeyPurpose, hash: &str) -> NewKey {
    let now = Utc::now();
    NewKey {
        purpose,
        key_hash: hash.into(),
        expires_at: now + purpose.lifetime(),
        created_at: now,
        mail: None,
    }
}

#[tokio::test]
async fn create_then_find_by_username_or_email_in_any_case() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let u = repo
            .create(&new_user("Rahim", "Rahim@Example.com"), None)
            .await
            .unwrap();
        assert_eq!(u.username, "Rahim");
        assert_eq!(u.email, "Rahim@Example.com");
        assert_eq!(u.contact_number.as_deref(), Some("01712345678"));
        assert!(!u.is_active);
        let by_name = repo
            .find_by_login(&LoginIdentifier::Username("rahim".into()))
            .await
            .unwrap()
            .unwrap();
        let by_mail = repo
            .find_by_login(&LoginIdentifier::Email("RAHIM@example.COM".into()))
            .await
            .unwrap()
            .unwrap();
        assert_eq!((by_name.id, by_mail.id), (u.id, u.id), "{:?}", t.engine);
        assert_eq!(
            by_name.registered_at,
            Utc.with_ymd_and_hms(2026, 11, 1, 8, 0, 0).unwrap(),
            "{:?}",
            t.engine
        );
    }
}

#[tokio::test]
async fn create_maps_unique_violations_to_the_taken_field_and_writes_nothing() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        repo.create(&new_user("Rahim", "rahim@example.com"), None)
            .await
            .unwrap();
        let e = repo
            .create(
                &new_user("RAHIM", "other@example.com"),
                Some(key(KeyPurpose::Activation, "k1")),
            )
            .await
            .unwrap_err();
        assert!(
            matches!(e, CreateUserError::UsernameTaken),
            "{:?}: {e:?}",
            t.engine
        );
        let e = repo
            .create(
                &new_user("karim", "RAHIM@EXAMPLE.COM"),
                Some(key(KeyPurpose::Activation, "k2")),
            )
            .await
            .unwrap_err();
        assert!(
            matches!(e, CreateUserError::EmailTaken),
            "{:?}: {e:?}",
            t.engine
        );
        let page = repo
            .list_subscribers(&SubscriberQuery {
                search: None,
                page: PageRequest::new(None, None, SubscriberPages::LIMITS),
                cursor: None,
            })
            .await
            .unwrap();
        assert_eq!(page.total, 1, "{:?}", t.engine);
    }
}

#[tokio::test]
async fn concurrent_registrations_of_one_username_create_exactly_one_account() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let mut handles = Vec::new();
        for i in 0..8 {
            let repo = repo.clone();
            handles.push(tokio::spawn(async move {
                repo.create(
                    &new_user("Same", &format!("u{i}@example.com")),
                    Some(key(KeyPurpose::Activation, &format!("k{i}"))),
                )
                .await
            }));
        }
        let mut ok = 0u64;
        for h in handles {
            match h.await.unwrap() {
                Ok(_) => ok += 1,
                Err(CreateUserError::UsernameTaken) => {}
                Err(e) => panic!("{:?}: unexpected {e:?}", t.engine),
            }
        }
        assert_eq!(ok, 1, "{:?}", t.engine);
        // The counter moved only for the account that was written.
        let page = repo
            .list_subscribers(&SubscriberQuery {
                search: None,
                page: PageRequest::new(None, None, SubscriberPages::LIMITS),
                cursor: None,
            })
            .await
            .unwrap();
        assert_eq!(page.total, ok, "{:?}", t.engine);
    }
}

#[tokio::test]
async fn an_activation_key_is_consumed_once_and_activates_the_account() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let u = repo
            .create(
                &new_user("Rahim", "rahim@example.com"),
                Some(key(KeyPurpose::Activation, "hash-a")),
            )
            .await
            .unwrap();
        let k = repo
            .find_key(u.id, KeyPurpose::Activation, "hash-a")
            .await
            .unwrap()
            .unwrap();
        assert!(
            repo.find_key(u.id, KeyPurpose::PasswordReset, "hash-a")
                .await
                .unwrap()
                .is_none()
        );
        let now = Utc::now();
        let activate = AccountChange {
            activate: true,
            ..AccountChange::default()
        };
        let (a, b) = tokio::join!(
            repo.consume_key(k.id, u.id, &activate, now),
            repo.consume_key(k.id, u.id, &activate, now)
        );
        assert_eq!(
            [a.unwrap(), b.unwrap()].iter().filter(|x| **x).count(),
            1,
            "{:?}",
            t.engine
        );
        assert!(repo.find_by_id(u.id).await.unwrap().unwrap().is_active);
        assert!(
            repo.find_key(u.id, KeyPurpose::Activation, "hash-a")
                .await
                .unwrap()
                .unwrap()
                .used_at
                .is_some()
        );
    }
}

#[tokio::test]
async fn a_new_reset_key_supersedes_the_old_one_and_consuming_it_revokes_tokens() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let u = repo
            .create(&new_user("Rahim", "rahim@example.com"), None)
            .await
            .unwrap();
        repo.replace_key(u.id, key(KeyPurpose::PasswordReset, "old"))
            .await
            .unwrap();
        repo.replace_key(u.id, key(KeyPurpose::PasswordReset, "new"))
            .await
            .unwrap();
        assert!(
            repo.find_key(u.id, KeyPurpose::PasswordReset, "old")
                .await
                .unwrap()
                .is_none(),
            "{:?}",
            t.engine
        );
        let k = repo
            .find_key(u.id, KeyPurpose::PasswordReset, "new")
            .await
            .unwrap()
            .unwrap();
        let reset = |hash: &str| AccountChange {
            password_hash: Some(hash.into()),
            revoke_tokens: true,
            activate: false,
        };
        assert!(
            repo.consume_key(k.id, u.id, &reset("new-hash"), Utc::now())
                .await
                .unwrap()
        );
        assert!(
            !repo
                .consume_key(k.id, u.id, &reset("other-hash"), Utc::now())
                .await
                .unwrap()
        );
        let after = repo.find_by_id(u.id).await.unwrap().unwrap();
        assert_eq!(after.password_hash, "new-hash");
        assert_eq!(after.token_version, u.token_version + 1);
        assert!(
            !after.is_active,
            "activation is the use case's decision, not a side effect"
        );
        let changed = repo
            .change_account(u.id, &reset("third"), Utc::now())
            .await
            .unwrap();
        assert_eq!(changed.token_version, u.token_version + 2);
        assert_eq!(changed.password_hash, "third");
    }
}

#[tokio::test]
async fn update_profile_and_delete() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let u = repo
            .create(
                &new_user("Rahim", "rahim@example.com"),
                Some(key(KeyPurpose::Activation, "k")),
            )
            .await
            .unwrap();
        let p = repo
            .update_profile(u.id, "01812345678", Some("12345678".into()), Utc::now())
            .await
            .unwrap();
        assert_eq!(
            (p.contact_number.as_deref(), p.nid.as_deref()),
            (Some("01812345678"), Some("12345678"))
        );
        let p = repo
            .update_profile(u.id, "01812345678", None, Utc::now())
            .await
            .unwrap();
        assert_eq!(p.nid, None);
        let q = SubscriberQuery {
            search: None,
            page: PageRequest::new(None, None, SubscriberPages::LIMITS),
            cursor: None,
        };
        assert_eq!(repo.list_subscribers(&q).await.unwrap().total, 1);
        repo.delete(u.id).await.unwrap();
        repo.delete(u.id).await.unwrap();
        assert!(
            repo.find_by_id(u.id).await.unwrap().is_none(),
            "{:?}",
            t.engine
        );
        assert_eq!(
            repo.list_subscribers(&q).await.unwrap().total,
            0,
            "{:?}",
            t.engine
        );
    }
}

#[tokio::test]
async fn subscribers_are_paginated_newest_first_and_searchable_without_wildcards() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        for i in 0..20 {
            repo.create(
                &new_user(&format!("user{i:02}"), &format!("person{i:02}@example.com")),
                None,
            )
            .await
            .unwrap();
        }
        let mut admin = new_user("admin", "admin@example.com");
        admin.role = Role::Admin;
        repo.create(&admin, None).await.unwrap();
        assert!(repo.any_admin().await.unwrap());

        let q = |search: Option<&str>, page, per| SubscriberQuery {
            search: search.map(Into::into),
            page: PageRequest::new(Some(page), Some(per), SubscriberPages::LIMITS),
            cursor: None,
        };
        let p1 = repo.list_subscribers(&q(None, 1, 15)).await.unwrap();
        assert_eq!((p1.total, p1.items.len()), (20, 15), "{:?}", t.engine);
        assert_eq!(p1.items[0].username, "user19");
        let p2 = repo.list_subscribers(&q(None, 2, 15)).await.unwrap();
        assert_eq!(p2.items.len(), 5);
        assert_eq!(p2.items[4].username, "user00");

        let found = repo
            .list_subscribers(&q(Some("PERSON1"), 1, 15))
            .await
            .unwrap();
        assert_eq!((found.total, found.items.len()), (10, 10), "{:?}", t.engine);
        let second = repo
            .list_subscribers(&q(Some("person1"), 2, 4))
            .await
            .unwrap();
        assert_eq!(
            (second.total, second.items[0].username.as_str()),
            (10, "user15"),
            "{:?}",
            t.engine
        );
        let beyond = repo
            .list_subscribers(&q(Some("person1"), 5, 15))
            .await
            .unwrap();
        assert_eq!(
            (beyond.total, beyond.items.len()),
            (10, 0),
            "a page past the end still tells the number of matches"
        );
        // The number's digits match; `_` and `%` are literal characters, not wildcards; an admin
        // is no subscriber; text across two fields is no match ("com" ends the address, "017"
        // starts the number).
        for (search, matches) in [
            ("0171234", 20),
            ("%", 0),
            ("user_1", 0),
            ("admin", 0),
            ("com017", 0),
        ] {
            let found = repo
                .list_subscribers(&q(Some(search), 1, 15))
                .await
                .unwrap();
            assert_eq!(found.total, matches, "{search:?} on {:?}", t.engine);
        }

        // Seeking gives the same pages as counting off, forwards and back.
        let seek = |search: Option<&str>, cursor| SubscriberQuery {
            search: search.map(Into::into),
            page: PageRequest::new(Some(2), Some(7), SubscriberPages::LIMITS),
            cursor: Some(cursor),
        };
        let first = repo.list_subscribers(&q(None, 1, 7)).await.unwrap();
        let second = repo
            .list_subscribers(&seek(None, Cursor::Before(first.items[6].id)))
            .await
            .unwrap();
        let counted = repo.list_subscribers(&q(None, 2, 7)).await.unwrap();
        let names = |p: &mon_domain::pagination::Page<mon_domain::user::User>| {
            p.items
                .iter()
                .map(|u| u.username.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(names(&second), names(&counted), "{:?}", t.engine);
        assert_eq!((second.total, second.page), (20, 2));
        let back = repo
            .list_subscribers(&seek(None, Cursor::After(second.items[0].id)))
            .await
            .unwrap();
        assert_eq!(names(&back), names(&first), "{:?}", t.engine);
        let found = repo
            .list_subscribers(&seek(Some("person1"), Cursor::Before(first.items[3].id)))
            .await
            .unwrap();
        assert_eq!(
            names(&found),
            ["user15", "user14", "user13", "user12", "user11", "user10"],
            "{:?}",
            t.engine
        );
    }
}

#[tokio::test]
async fn the_search_index_follows_changes_and_deletions() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let u = repo
            .create(&new_user("nasrin", "nasrin@example.com"), None)
            .await
            .unwrap();
        let q = |s: &str| SubscriberQuery {
            search: Some(s.into()),
            page: PageRequest::new(None, None, SubscriberPages::LIMITS),
            cursor: None,
        };
        assert_eq!(
            repo.list_subscribers(&q("NASRIN@EX")).await.unwrap().total,
            1,
            "{:?}",
            t.engine
        );
        repo.update_profile(u.id, "01899887766", None, Utc::now())
            .await
            .unwrap();
        assert_eq!(
            repo.list_subscribers(&q("8998877")).await.unwrap().total,
            1,
            "a new number is found: {:?}",
            t.engine
        );
        assert_eq!(
            repo.list_subscribers(&q("0171234")).await.unwrap().total,
            0,
            "the old one is not"
        );
        repo.delete(u.id).await.unwrap();
        assert_eq!(
            repo.list_subscribers(&q("nasrin")).await.unwrap().total,
            0,
            "{:?}",
            t.engine
        );
    }
}

#[tokio::test]
async fn a_username_whose_lower_case_is_longer_still_fits() {
    // "İ" lower-cases to two characters; 60 of them must not overflow a column.
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let name = "İ".repeat(60);
        let u = repo
            .create(&new_user(&name, "dotted@example.com"), None)
            .await
            .unwrap();
        let found = repo
            .find_by_login(&LoginIdentifier::Username(name.to_lowercase()))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (found.id, found.username.chars().count()),
            (u.id, 60),
            "{:?}",
            t.engine
        );
    }
}

#[tokio::test]
async fn concurrent_failed_logins_are_all_counted_and_lock_the_name() {
    for t in TestDb::all().await {
        let store = SeaLoginAttemptStore::new(t.db.clone());
        // Whole seconds: PostgreSQL keeps microseconds, not nanoseconds.
        let now = Utc.timestamp_opt(Utc::now().timestamp(), 0).unwrap();
        assert_eq!(
            store.get("account:1").await.unwrap(),
            LoginAttempts::default()
        );
        let results =
            futures_util::future::join_all((0..8).map(|_| store.record_failure("account:1", now)))
                .await;
        assert!(
            results.iter().all(Result::is_ok),
            "{:?}: {results:?}",
            t.engine
        );
        let after = store.get("account:1").await.unwrap();
        assert_eq!(after.failures, 8, "{:?}", t.engine);
        assert_eq!(
            after.locked_for(now),
            LoginAttempts::lock_after(8),
            "{:?}",
            t.engine
        );
        assert_eq!(
            store.get("account:2").await.unwrap().failures,
            0,
            "another name is untouched"
        );
        store.clear("account:1").await.unwrap();
        assert_eq!(
            store.get("account:1").await.unwrap(),
            LoginAttempts::default()
        );
    }
}

#[tokio::test]
async fn a_name_s_locks_are_cleared_on_every_network_and_day_old_records_are_purged() {
    for t in TestDb::all().await {
        let store = SeaLoginAttemptStore::new(t.db.clone());
        let now = Utc.timestamp_opt(Utc::now().timestamp(), 0).unwrap();
        for key in [
            "username:ra_hima|203.0.113.9",
            "username:ra_hima|198.51.100.4",
            "email:r@x.bd|203.0.113.9",
            "username:raxhima|203.0.113.9",
        ] {
            store.record_failure(key, now).await.unwrap();
        }
        // `_` is no wildcard: "raxhima" is another name.
        store
            .clear_names(&["username:ra_hima".to_owned(), "email:r@x.bd".to_owned()])
            .await
            .unwrap();
        assert_eq!(
            store
                .get("username:ra_hima|203.0.113.9")
                .await
                .unwrap()
                .failures,
            0,
            "{:?}",
            t.engine
        );
        assert_eq!(
            store
                .get("username:ra_hima|198.51.100.4")
                .await
                .unwrap()
                .failures,
            0
        );
        assert_eq!(
            store
                .get("email:r@x.bd|203.0.113.9")
                .await
                .unwrap()
                .failures,
            0
        );
        assert_eq!(
            store
                .get("username:raxhima|203.0.113.9")
                .await
                .unwrap()
                .failures,
            1,
            "{:?}",
            t.engine
        );
        store
            .record_failure(
                "username:ghost|203.0.113.9",
                now - chrono::Duration::hours(25),
            )
            .await
            .unwrap();
        assert_eq!(
            store
                .purge(now - chrono::Duration::hours(24))
                .await
                .unwrap(),
            1,
            "only the day-old record: {:?}",
            t.engine
        );
        assert_eq!(
            store
                .get("username:raxhima|203.0.113.9")
                .await
                .unwrap()
                .failures,
            1
        );
    }
}

#[tokio::test]
async fn account_counts_follow_inserts_and_deletes() {
    for t in TestDb::all().await {
        let repo = SeaUserRepository::new(t.db.clone());
        let q = SubscriberQuery {
            search: None,
            page: PageRequest::new(None, None, SubscriberPages::LIMITS),
            cursor: None,
        };
        let a = repo
            .create(&new_user("a1", "a1@example.com"), None)
            .await
            .unwrap();
        repo.create(&new_user("a2", "a2@example.com"), None)
            .await
            .unwrap();
        assert!(
            repo.create(&new_user("A1", "other@example.com"), None)
                .await
                .is_err()
        );
        assert_eq!(
            repo.list_subscribers(&q).await.unwrap().total,
            2,
            "{:?}: a failed insert counts nothing",
            t.engine
        );
        assert_eq!(
            mon_persistence::counters::get(&t.db.conn, "users.role.SUBSCRIBER")
                .await
                .unwrap(),
            2
        );
        repo.delete(a.id).await.unwrap();
        assert_eq!(
            repo.list_subscribers(&q).await.unwrap().total,
            1,
            "{:?}",
            t.engine
        );
        assert_eq!(
            mon_persistence::counters::get(&t.db.conn, "stories")
                .await
                .unwrap(),
            0,
            "an unknown count is zero"
        );
    }
}
