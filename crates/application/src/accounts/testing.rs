//! Builds [`Accounts`] from mocks for the unit tests.

use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use mon_domain::user::{Role, User};

use super::{AccountPorts, AccountSettings, Accounts};
use crate::ports::{MockClock, MockKeyGenerator, MockMailer, MockPasswordHasher, MockTokenService, MockUserRepository};

pub(crate) struct Mocks {
    pub users: MockUserRepository,
    pub hasher: MockPasswordHasher,
    pub tokens: MockTokenService,
    pub mailer: MockMailer,
    pub clock: MockClock,
    pub keys: MockKeyGenerator,
}

pub(crate) fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
}

impl Mocks {
    /// Mocks with a fixed clock and a key generator that yields `KEY123` hashed as `hash(KEY123)`.
    pub fn new() -> Self {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut keys = MockKeyGenerator::new();
        keys.expect_generate().returning(|| "KEY123".to_owned());
        keys.expect_hash().returning(|k| format!("hash({k})"));
        Self { users: MockUserRepository::new(), hasher: MockPasswordHasher::new(), tokens: MockTokenService::new(), mailer: MockMailer::new(), clock, keys }
    }

    pub fn build(self) -> Accounts {
        Accounts::new(
            AccountPorts {
                users: Arc::new(self.users),
                hasher: Arc::new(self.hasher),
                tokens: Arc::new(self.tokens),
                mailer: Arc::new(self.mailer),
                clock: Arc::new(self.clock),
                keys: Arc::new(self.keys),
            },
            AccountSettings { public_url: "https://mon.example".to_owned() },
        )
    }
}

pub(crate) fn user(id: i64, active: bool) -> User {
    User {
        id,
        username: "Rahim".to_owned(),
        email: "rahim@example.com".to_owned(),
        password_hash: "$argon2id$stored".to_owned(),
        contact_number: Some("01712345678".to_owned()),
        nid: None,
        role: Role::Subscriber,
        is_active: active,
        token_version: 0,
        registered_at: now(),
    }
}
