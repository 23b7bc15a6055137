//! A phone's code against real SQLite and PostgreSQL databases: a right code verifies only the
//! number it went to.

use chrono::Utc;
use mon_application::ports::{
    Envelope, OutboxRepository, PhoneRepository, TextKind, TextMessage, UserRepository,
};
use mon_domain::user::Role;
use mon_persistence::testing::TestDb;
use mon_persistence::{SeaOutboxRepository, SeaPhoneRepository, SeaUserRepository};

const NUMBER: &str = "+8801712345678";

#[tokio::test]
async fn a_code_counted_before_the_number_changed_verifies_neither_number() {
    for t in TestDb::all().await {
        let id = t.account("rahim", Role::Subscriber).await;
        let (phones, users) = (
            SeaPhoneRepository::new(t.db.clone()),
            SeaUserRepository::new(t.db.clone()),
        );
        let now = Utc::now();
        let message = TextMessage {
            to: NUMBER.into(),
            text: "Your code is 042917.".into(),
            kind: TextKind::Verification,
            id: None,
        };
        phones
            .start_code(id, "h", &message, now)
            .await
            .unwrap()
            .unwrap();
        let stored = phones
            .take_try(id, now - chrono::Duration::minutes(10))
            .await
            .unwrap()
            .expect("a code with tries left");
        assert_eq!(stored.number, NUMBER);

        // The number changes between the counted try and the verification.
        users
            .update_profile(id, "01898765432", None, now)
            .await
            .unwrap();
        assert_eq!(
            phones.verified(id, &stored.number, now).await.unwrap(),
            None,
            "on {:?}",
            t.engine
        );
        let account = users.find_by_id(id).await.unwrap().unwrap();
        assert!(!account.phone_verified, "on {:?}", t.engine);

        // The code for the number it still is verifies it, once.
        let message = TextMessage {
            to: "+8801898765432".into(),
            ..message
        };
        phones
            .start_code(id, "h", &message, now)
            .await
            .unwrap()
            .unwrap();
        let stored = phones
            .take_try(id, now - chrono::Duration::minutes(10))
            .await
            .unwrap()
            .unwrap();
        assert!(
            phones
                .verified(id, &stored.number, now)
                .await
                .unwrap()
                .is_some_and(|u| u.phone_verified)
        );
        assert_eq!(
            phones.verified(id, &stored.number, now).await.unwrap(),
            None,
            "a code is spent once"
        );
    }
}

#[tokio::test]
async fn a_queued_text_comes_back_with_an_id_of_its_own_on_every_read() {
    for t in TestDb::all().await {
        let (first, second) = (
            t.account("rahim", Role::Subscriber).await,
            t.account("karim", Role::Subscriber).await,
        );
        let phones = SeaPhoneRepository::new(t.db.clone());
        let outbox = SeaOutboxRepository::new(t.db.clone());
        let now = Utc::now();
        for (user, to) in [(first, NUMBER), (second, "+8801898765432")] {
            let message = TextMessage {
                to: to.into(),
                text: "Your code is 042917.".into(),
                kind: TextKind::Verification,
                id: None,
            };
            phones
                .start_code(user, "h", &message, now)
                .await
                .unwrap()
                .unwrap();
        }
        let ids = || async {
            let mut ids = Vec::new();
            for m in outbox
                .due(now + chrono::Duration::minutes(1), 10)
                .await
                .unwrap()
            {
                let Envelope::Text(text) = m.envelope else {
                    continue;
                };
                ids.push(text.id.expect("a text read from the outbox has its id"));
            }
            ids
        };
        let read = ids().await;
        assert_eq!(read.len(), 2, "on {:?}", t.engine);
        assert_ne!(read[0], read[1], "each message its own, on {:?}", t.engine);
        assert_eq!(
            ids().await,
            read,
            "the same on the next try, on {:?}",
            t.engine
        );
    }
}
