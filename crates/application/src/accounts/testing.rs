//! Builds [`Accounts`] from mocks for the unit tests.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use mon_domain::user::{LoginAttempts, Role, User, UserKey};

use super::{AccountPorts, AccountSettings, Accounts};
use crate::ports::{
    Background, MockAccountMailbox, MockClock, MockKeyGenerator, MockLoginAttemptStore, MockMailer,
    MockPasswordHasher, MockPersonalDataRepository, MockTokenService, MockUserRepository, Task,
};

pub(crate) struct Mocks {
    pub users: MockUserRepository,
    pub attempts: MockLoginAttemptStore,
    pub hasher: MockPasswordHasher,
    pub tokens: MockTokenService,
    pub mailbox: MockAccountMailbox,
    pub personal: MockPersonalDataRepository,
    pub mailer: MockMailer,
    pub texts: crate::ports::MockTextMessages,
    pub clock: MockClock,
    pub keys: MockKeyGenerator,
    pub tasks: Tasks,
}

pub(crate) fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
}

/// Background tasks held back until the test runs them, so a test can tell
/// what happened before the answer from what happened after it.
#[derive(Clone, Default)]
pub(crate) struct Tasks(pub(crate) Arc<Mutex<Vec<(&'static str, Task)>>>);

impl Background for Tasks {
    fn spawn(&self, what: &'static str, task: Task) {
        self.0.lock().unwrap().push((what, task));
    }
}

impl Tasks {
    /// Runs every task started so far, in order, and returns their names. A failing task fails the test.
    pub async fn run_all(&self) -> Vec<&'static str> {
        let tasks: Vec<_> = std::mem::take(&mut *self.0.lock().unwrap());
        let mut names = Vec::new();
        for (what, task) in tasks {
            task.await
                .unwrap_or_else(|e| panic!("background task {what} failed: {e:?}"));
            names.push(what);
        }
        names
    }

    pub fn pending(&self) -> usize {
        self.0.lock().unwrap().len()
    }
}

impl Mocks {
    /// Mocks with a fixed clock and a key generator that yields `KEY123` hashed as `hash(KEY123)`.
    pub fn new() -> Self {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        clock
            .expect_today()
            .returning(|| NaiveDate::from_ymd_opt(2026, 11, 22).unwrap());
        let mut keys = MockKeyGenerator::new();
        keys.expect_generate().returning(|| "KEY123".to_owned());
        keys.expect_hash().returning(|k| format!("hash({k})"));
        Self {
            users: MockUserRepository::new(),
            attempts: MockLoginAttemptStore::new(),
            hasher: MockPasswordHasher::new(),
            tokens: MockTokenService::new(),
            mailbox: MockAccountMailbox::new(),
            personal: MockPersonalDataRepository::new(),
            mailer: MockMailer::new(),
            texts: crate::ports::MockTextMessages::new(),
            clock,
            keys,
            tasks: Tasks::default(),
        }
    }

    pub fn build(self) -> Accounts {
        Accounts::new(
            AccountPorts {
                users: Arc::new(self.users),
                attempts: Arc::new(self.attempts),
                hasher: Arc::new(self.hasher),
                tokens: Arc::new(self.tokens),
                mailbox: Arc::new(self.mailbox),
                clock: Arc::new(self.clock),
                keys: Arc::new(self.keys),
                background: Arc::new(self.tasks),
                personal: Arc::new(self.personal),
                mailer: Arc::new(self.mailer),
                texts: Arc::new(self.texts),
            },
            AccountSettings {
                public_url: "https://mon.example".to_owned(),
                mail_per_hour: 3,
            },
        )
    }
}

impl Mocks {
    /// The account `user`, found under any login name, holding `key` (whatever key is asked
    /// for), which must not be consumed: an expired or used key, or an account already active.
    pub fn with_unusable_key(mut self, user: User, key: UserKey) -> Self {
        self.users
            .expect_find_by_login()
            .returning(move |_| Ok(Some(user.clone())));
        self.users
            .expect_find_key()
            .returning(move |_, _, _| Ok(Some(key.clone())));
        self.users.expect_consume_key().never();
        self
    }

    /// One failed attempt is counted against `key` (say `account:7`), at any time.
    pub fn expect_failure_counted(&mut self, key: &'static str) {
        self.attempts
            .expect_record_failure()
            .withf(move |k, _| k == key)
            .times(1)
            .returning(|_, at| Ok(LoginAttempts::default().after_failure(at)));
    }

    /// Every lock on Rahim's login names (from any network) is cleared, once.
    pub fn expect_locks_cleared(&mut self) {
        self.attempts
            .expect_clear_names()
            .withf(|names| {
                names
                    == [
                        "username:rahim".to_owned(),
                        "email:rahim@example.com".to_owned(),
                    ]
            })
            .times(1)
            .returning(|_| Ok(()));
        self.attempts
            .expect_clear()
            .withf(|key| key == "account:7")
            .times(1)
            .returning(|_| Ok(()));
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
        discreet: false,
        must_change_password: false,
        phone_verified: false,
        sms_reminders: false,
    }
}
