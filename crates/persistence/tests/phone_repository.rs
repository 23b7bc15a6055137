//! A phone's code against real SQLite and PostgreSQL databases: a right code verifies only the
//! number it went to.

use chrono::Utc;
use mon_application::ports::{PhoneRepository, TextKind, TextMessage, UserRepository};
use mon_domain::user::Role;
use mon_persistence::testing::TestDb;
use mon_persistence::{SeaPhoneRepository, SeaUserRepository};

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
