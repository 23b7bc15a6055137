use mon_domain::user::{LoginAttempts, LoginForm, LoginIdentifier, User};

use super::{AccountError, Accounts};
use crate::ports::IssuedToken;

/// A logged-in person: their signed token and their account. No `Debug`: it holds the token.
#[derive(Clone)]
pub struct Session {
    pub token: IssuedToken,
    pub user: User,
}

/// The name part of a throttle key: the name as typed (normalised), whether
/// or not an account has it, so unknown names are slowed the same way and an
/// account's username and e-mail give no signal about each other.
pub(crate) fn throttle_name(identifier: &LoginIdentifier) -> String {
    match identifier {
        LoginIdentifier::Username(name) => format!("username:{name}"),
        LoginIdentifier::Email(email) => format!("email:{email}"),
    }
}

/// Whose failures a login attempt counts against: the name as typed, from one
/// client network (an IPv4 address or an IPv6 /64). A stranger's failures from
/// elsewhere never lock the owner's own device out.
fn throttle_key(identifier: &LoginIdentifier, network: &str) -> String {
    format!("{}|{network}", throttle_name(identifier))
}

/// The record of wrong passwords against one account from every network together (see
/// [`LoginAttempts::over_account_cap`]): log-ins, password changes and erasures count in it.
pub(crate) fn account_key(user_id: i64) -> String {
    format!("account:{user_id}")
}

/// The same record for a name no account has, kept the same way, so the cap does not tell which names exist.
fn unknown_name_key(identifier: &LoginIdentifier) -> String {
    format!("unknown:{}", throttle_name(identifier))
}

impl Accounts {
    /// Clears every failed-login record of the account: its username's and e-mail's, on every
    /// network, and the account-wide one.
    pub(crate) async fn clear_locks(&self, user: &User) -> anyhow::Result<()> {
        let names: Vec<String> = [user.username.as_str(), user.email.as_str()]
            .into_iter()
            .filter_map(|name| LoginIdentifier::parse(name).ok())
            .map(|id| throttle_name(&id))
            .collect();
        self.ports.attempts.clear_names(&names).await?;
        self.ports.attempts.clear(&account_key(user.id)).await
    }

    /// Checks the signed-in caller's own password again (to change it, to erase the account, to
    /// export its data): refused without hashing while the account is over its cap of wrong
    /// passwords, and a wrong one counts against that cap.
    ///
    /// # Errors
    /// `ResetRequired`; `Busy`; `Unexpected`.
    pub(crate) async fn own_password_matches(
        &self,
        user: &User,
        password: &str,
    ) -> Result<bool, AccountError> {
        let key = account_key(user.id);
        let now = self.ports.clock.now();
        if self.ports.attempts.get(&key).await?.over_account_cap(now) {
            return Err(AccountError::ResetRequired);
        }
        // No stored password is longer: such a text is wrong without hashing it.
        let matches = password.chars().count() <= mon_domain::user::Password::MAX_CHARS
            && self
                .ports
                .hasher
                .verify(password, &user.password_hash)
                .await?;
        if !matches {
            let after = self.ports.attempts.record_failure(&key, now).await?;
            tracing::info!(
                user_id = user.id,
                failures = after.failures,
                "wrong password"
            );
        }
        Ok(matches)
    }

    /// Checks a username-or-e-mail and password and issues an access token.
    ///
    /// Failed attempts slow further ones for that name from that client network
    /// (`network`: an IPv4 address or an IPv6 /64; see
    /// [`mon_domain::user::LoginAttempts`]): while it is locked every attempt is
    /// refused without checking the password; after the lock the right password
    /// works again and clears the record. They also count against the account
    /// from every network together: over its cap, every attempt is refused
    /// without checking the password until a password reset. A name/network
    /// already failing is not queued for the hashing pool when it is full.
    ///
    /// # Errors
    /// `Validation`; `TooManyAttempts`; `ResetRequired`; `InvalidCredentials`
    /// for an unknown user and a wrong password alike (same answer, same work);
    /// `AccountInactive` only after the right password; `Busy`; `Unexpected`.
    pub async fn log_in(
        &self,
        username: &str,
        password: &str,
        network: &str,
    ) -> Result<Session, AccountError> {
        let form = LoginForm::parse(username, password)?;
        let found = self.ports.users.find_by_login(&form.identifier).await?;
        let key = throttle_key(&form.identifier, network);
        let now = self.ports.clock.now();
        let attempts = self.ports.attempts.get(&key).await?;
        if let Some(wait) = attempts.locked_for(now) {
            let retry_after_secs = u64::try_from(wait.num_seconds()).unwrap_or(0) + 1;
            tracing::warn!(retry_after_secs, "login refused: too many failed attempts");
            return Err(AccountError::TooManyAttempts { retry_after_secs });
        }
        let guard = match &found {
            Some(user) => account_key(user.id),
            None => unknown_name_key(&form.identifier),
        };
        let account = self.ports.attempts.get(&guard).await?;
        if account.over_account_cap(now) {
            tracing::warn!("login refused: too many wrong passwords for the account");
            return Err(AccountError::ResetRequired);
        }
        // Spend the same effort for an unknown name as a real check, so timing does not reveal accounts.
        let stored = match &found {
            Some(user) => user.password_hash.clone(),
            None => self.dummy_hash().await?,
        };
        let password = form.password.expose();
        let matches = if attempts.failures > 0 {
            self.ports.hasher.verify_if_free(password, &stored).await?
        } else {
            self.ports.hasher.verify(password, &stored).await?
        };
        let Some(user) = found.filter(|_| matches) else {
            let after = self.ports.attempts.record_failure(&key, now).await?;
            self.ports.attempts.record_failure(&guard, now).await?;
            tracing::info!(failures = after.failures, "wrong password");
            return Err(AccountError::InvalidCredentials);
        };
        if attempts.failures > 0 {
            self.ports.attempts.clear(&key).await?;
        }
        if account.failures > 0 {
            self.ports.attempts.clear(&guard).await?;
        }
        if !user.is_active {
            return Err(AccountError::AccountInactive);
        }
        let token = self
            .ports
            .tokens
            .issue(user.id, user.role, user.token_version, now)?;
        tracing::info!(user_id = user.id, "logged in");
        Ok(Session { token, user })
    }

    /// Forgets failed-login records older than a day (the rule forgets them anyway), unknown names' included.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn purge_login_attempts(&self) -> Result<u64, AccountError> {
        Ok(self
            .ports
            .attempts
            .purge(self.ports.clock.now() - LoginAttempts::FORGET_AFTER)
            .await?)
    }

    async fn dummy_hash(&self) -> Result<String, AccountError> {
        if let Some(h) = self.dummy_hash.get() {
            return Ok(h.clone());
        }
        let h = self.ports.hasher.hash("mon-timing-equaliser").await?;
        Ok(self.dummy_hash.get_or_init(|| h).clone())
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;
    use mon_domain::user::{LoginAttempts, Role};

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn token() -> IssuedToken {
        IssuedToken {
            token: "jwt".into(),
            expires_at: now(),
        }
    }

    /// A login-attempt store with no failures on record that counts what it is told.
    fn no_failures(m: &mut Mocks) {
        m.attempts
            .expect_get()
            .returning(|_| Ok(LoginAttempts::default()));
        m.attempts
            .expect_record_failure()
            .returning(|_, at| Ok(LoginAttempts::default().after_failure(at)));
    }

    #[tokio::test]
    async fn log_in_with_an_email_issues_a_token_carrying_role_and_version() {
        let mut m = Mocks::new();
        no_failures(&mut m);
        m.users
            .expect_find_by_login()
            .withf(|l| *l == LoginIdentifier::Email("rahim@example.com".into()))
            .returning(|_| Ok(Some(user(7, true))));
        m.hasher
            .expect_verify()
            .withf(|p, h| p == "secret1" && h == "$argon2id$stored")
            .returning(|_, _| Ok(true));
        m.tokens
            .expect_issue()
            .withf(|id, role, v, _| *id == 7 && *role == Role::Subscriber && *v == 0)
            .returning(|_, _, _, _| Ok(token()));
        m.attempts.expect_clear().never();
        let s = m
            .build()
            .log_in("Rahim@Example.com", "secret1", "192.0.2.1")
            .await
            .unwrap();
        assert_eq!(s.token.token, "jwt");
        assert_eq!(s.user.id, 7);
    }

    #[tokio::test]
    async fn wrong_password_and_unknown_user_get_the_same_error_and_both_count_as_failures() {
        let mut m = Mocks::new();
        m.attempts
            .expect_get()
            .returning(|_| Ok(LoginAttempts::default()));
        m.expect_failure_counted("username:rahim|192.0.2.1");
        m.expect_failure_counted("username:nobody|192.0.2.1");
        // And against the account from every network, or against the unknown name the same way.
        m.expect_failure_counted("account:7");
        m.expect_failure_counted("unknown:username:nobody");
        m.users.expect_find_by_login().returning(|l| {
            Ok(matches!(l, LoginIdentifier::Username(u) if u == "rahim").then(|| user(7, true)))
        });
        m.hasher
            .expect_verify()
            .times(2)
            .returning(|_, _| Ok(false));
        m.hasher
            .expect_hash()
            .times(1)
            .returning(|_| Ok("$argon2id$dummy".into()));
        m.tokens.expect_issue().never();
        let accounts = m.build();
        assert!(matches!(
            accounts.log_in("rahim", "wrong-pass", "192.0.2.1").await,
            Err(AccountError::InvalidCredentials)
        ));
        assert!(matches!(
            accounts.log_in("nobody", "wrong-pass", "192.0.2.1").await,
            Err(AccountError::InvalidCredentials)
        ));
    }

    #[tokio::test]
    async fn a_locked_account_is_refused_without_checking_the_password() {
        let mut m = Mocks::new();
        let locked = LoginAttempts {
            failures: 5,
            last_failure_at: Some(now()),
            locked_until: Some(now() + Duration::seconds(30)),
        };
        m.attempts
            .expect_get()
            .withf(|k| k == "username:rahim|192.0.2.1")
            .returning(move |_| Ok(locked));
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.hasher.expect_verify().never();
        m.tokens.expect_issue().never();
        let Err(err) = m.build().log_in("rahim", "secret1", "192.0.2.1").await else {
            panic!("a locked account logged in")
        };
        assert!(
            matches!(
                err,
                AccountError::TooManyAttempts {
                    retry_after_secs: 31
                }
            ),
            "{err:?}"
        );
    }

    #[tokio::test]
    async fn a_lock_holds_for_one_name_from_one_network_only() {
        let mut m = Mocks::new();
        let locked = LoginAttempts {
            failures: 9,
            last_failure_at: Some(now()),
            locked_until: Some(now() + Duration::minutes(15)),
        };
        // A stranger at 203.0.113.9 locked "rahim" there; the owner's own network and her e-mail have their own records.
        m.attempts.expect_get().returning(move |k| {
            Ok(if k == "username:rahim|203.0.113.9" {
                locked
            } else {
                LoginAttempts::default()
            })
        });
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.hasher.expect_verify().returning(|_, _| Ok(true));
        m.tokens.expect_issue().returning(|_, _, _, _| Ok(token()));
        let accounts = m.build();
        assert!(matches!(
            accounts.log_in("rahim", "secret1", "203.0.113.9").await,
            Err(AccountError::TooManyAttempts { .. })
        ));
        assert_eq!(
            accounts
                .log_in("rahim", "secret1", "198.51.100.4")
                .await
                .unwrap()
                .user
                .id,
            7,
            "the owner's device is not locked out"
        );
        assert_eq!(
            accounts
                .log_in("rahim@example.com", "secret1", "203.0.113.9")
                .await
                .unwrap()
                .user
                .id,
            7,
            "the e-mail shares no signal with the username"
        );
    }

    #[tokio::test]
    async fn after_the_lock_the_right_password_logs_in_and_clears_the_failures() {
        let mut m = Mocks::new();
        let expired = LoginAttempts {
            failures: 5,
            last_failure_at: Some(now() - Duration::minutes(1)),
            locked_until: Some(now() - Duration::seconds(1)),
        };
        let account = LoginAttempts {
            failures: 7,
            last_failure_at: Some(now() - Duration::minutes(1)),
            locked_until: None,
        };
        m.attempts
            .expect_get()
            .returning(move |k| Ok(if k == "account:7" { account } else { expired }));
        m.attempts
            .expect_clear()
            .withf(|k| k == "username:rahim|192.0.2.1")
            .times(1)
            .returning(|_| Ok(()));
        m.attempts
            .expect_clear()
            .withf(|k| k == "account:7")
            .times(1)
            .returning(|_| Ok(()));
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        // This name was failing from this network: its check waits for no slot.
        m.hasher.expect_verify().never();
        m.hasher.expect_verify_if_free().returning(|_, _| Ok(true));
        m.tokens.expect_issue().returning(|_, _, _, _| Ok(token()));
        assert_eq!(
            m.build()
                .log_in("rahim", "secret1", "192.0.2.1")
                .await
                .unwrap()
                .user
                .id,
            7
        );
    }

    #[tokio::test]
    async fn over_the_account_cap_every_network_needs_a_reset_and_the_password_is_not_checked() {
        for known in [true, false] {
            let mut m = Mocks::new();
            let capped = LoginAttempts {
                failures: LoginAttempts::ACCOUNT_CAP,
                last_failure_at: Some(now() - Duration::hours(1)),
                locked_until: None,
            };
            m.attempts.expect_get().returning(move |k| {
                Ok(if k == "account:7" || k == "unknown:username:rahim" {
                    capped
                } else {
                    LoginAttempts::default()
                })
            });
            m.users
                .expect_find_by_login()
                .returning(move |_| Ok(known.then(|| user(7, true))));
            m.hasher.expect_verify().never();
            m.hasher.expect_verify_if_free().never();
            m.hasher.expect_hash().never();
            m.tokens.expect_issue().never();
            let Err(err) = m.build().log_in("rahim", "secret1", "198.51.100.77").await else {
                panic!("logged in over the cap")
            };
            assert!(
                matches!(err, AccountError::ResetRequired),
                "known: {known}, {err:?}"
            );
        }
    }

    #[tokio::test]
    async fn a_failing_name_and_network_is_not_queued_for_a_full_hashing_pool() {
        let mut m = Mocks::new();
        let failing = LoginAttempts {
            failures: 2,
            last_failure_at: Some(now()),
            locked_until: None,
        };
        m.attempts.expect_get().returning(move |k| {
            Ok(if k == "username:rahim|192.0.2.1" {
                failing
            } else {
                LoginAttempts::default()
            })
        });
        m.attempts.expect_record_failure().never();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.hasher.expect_verify().never();
        m.hasher
            .expect_verify_if_free()
            .times(1)
            .returning(|_, _| Err(crate::ports::HashError::Busy));
        assert!(matches!(
            m.build().log_in("rahim", "secret1", "192.0.2.1").await,
            Err(AccountError::Busy)
        ));
    }

    #[tokio::test]
    async fn an_inactive_account_is_told_to_activate_only_after_the_right_password() {
        let mut m = Mocks::new();
        no_failures(&mut m);
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, false))));
        m.hasher
            .expect_verify()
            .returning(|p, _| Ok(p == "secret1"));
        m.tokens.expect_issue().never();
        let accounts = m.build();
        assert!(matches!(
            accounts.log_in("rahim", "secret1", "192.0.2.1").await,
            Err(AccountError::AccountInactive)
        ));
        assert!(matches!(
            accounts.log_in("rahim", "secret2", "192.0.2.1").await,
            Err(AccountError::InvalidCredentials)
        ));
    }

    #[tokio::test]
    async fn a_saturated_hasher_asks_the_caller_to_retry_and_counts_no_failure() {
        let mut m = Mocks::new();
        m.attempts
            .expect_get()
            .returning(|_| Ok(LoginAttempts::default()));
        m.attempts.expect_record_failure().never();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.hasher
            .expect_verify()
            .returning(|_, _| Err(crate::ports::HashError::Busy));
        assert!(matches!(
            m.build().log_in("rahim", "secret1", "192.0.2.1").await,
            Err(AccountError::Busy)
        ));
    }

    #[tokio::test]
    async fn log_in_validates_before_looking_anything_up() {
        let m = Mocks::new();
        assert!(matches!(
            m.build().log_in("", "12345", "192.0.2.1").await,
            Err(AccountError::Validation(_))
        ));
    }
}
