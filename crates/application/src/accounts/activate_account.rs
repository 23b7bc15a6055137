use mon_domain::FieldErrors;
use mon_domain::user::AccountMsg;
use mon_domain::user::{KeyPurpose, LoginIdentifier, Username};

use super::{AccountError, Accounts};
use crate::ports::AccountChange;

/// What activation did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activation {
    Activated,
    /// The key was already used on this active account (a second click on the link).
    AlreadyActive,
}

impl Accounts {
    /// Activates the account named `user` with the key from its activation e-mail.
    ///
    /// # Errors
    /// `Validation` (missing key), `InvalidActivationKey` (unknown user, wrong,
    /// expired or superseded key), `Unexpected`.
    pub async fn activate(&self, key: &str, user: &str) -> Result<Activation, AccountError> {
        let key = key.trim();
        if key.is_empty() {
            let mut e = FieldErrors::new();
            e.add("key", AccountMsg::ActivationKeyRequired);
            return Err(e.into());
        }
        let Ok(username) = Username::parse(user) else {
            return Err(AccountError::InvalidActivationKey);
        };
        let login = LoginIdentifier::Username(username.normalized());
        let Some(account) = self.ports.users.find_by_login(&login).await? else {
            return Err(AccountError::InvalidActivationKey);
        };
        let hash = self.ports.keys.hash(key);
        let Some(stored) = self
            .ports
            .users
            .find_key(account.id, KeyPurpose::Activation, &hash)
            .await?
        else {
            return Err(AccountError::InvalidActivationKey);
        };
        let now = self.ports.clock.now();
        if stored.used_at.is_some() && account.is_active {
            return Ok(Activation::AlreadyActive);
        }
        if !stored.is_usable(now) {
            return Err(AccountError::InvalidActivationKey);
        }
        let change = AccountChange {
            activate: true,
            ..AccountChange::default()
        };
        if self
            .ports
            .users
            .consume_key(stored.id, account.id, &change, now)
            .await?
        {
            tracing::info!(user_id = account.id, "account activated");
            Ok(Activation::Activated)
        } else {
            // Another request used the key a moment ago: the account is active now.
            Ok(Activation::AlreadyActive)
        }
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;
    use mon_domain::user::UserKey;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn key(expires_in: Duration, used: bool) -> UserKey {
        UserKey {
            id: 3,
            user_id: 7,
            purpose: KeyPurpose::Activation,
            key_hash: "hash(abc)".into(),
            expires_at: now() + expires_in,
            used_at: used.then(now),
        }
    }

    #[tokio::test]
    async fn activation_with_a_valid_key_activates_the_account() {
        let mut m = Mocks::new();
        m.users
            .expect_find_by_login()
            .withf(|l| *l == LoginIdentifier::Username("rahim".into()))
            .returning(|_| Ok(Some(user(7, false))));
        m.users
            .expect_find_key()
            .withf(|u, p, h| *u == 7 && *p == KeyPurpose::Activation && h == "hash(abc)")
            .returning(|_, _, _| Ok(Some(key(Duration::hours(1), false))));
        m.users
            .expect_consume_key()
            .withf(|k, u, c, at| {
                *k == 3
                    && *u == 7
                    && c.activate
                    && c.password_hash.is_none()
                    && !c.revoke_tokens
                    && *at == now()
            })
            .times(1)
            .returning(|_, _, _, _| Ok(true));
        assert_eq!(
            m.build().activate("abc", "Rahim").await.unwrap(),
            Activation::Activated
        );
    }

    #[tokio::test]
    async fn activating_twice_reports_an_already_active_account_and_changes_nothing() {
        let m = Mocks::new().with_unusable_key(user(7, true), key(Duration::hours(1), true));
        assert_eq!(
            m.build().activate("abc", "rahim").await.unwrap(),
            Activation::AlreadyActive
        );
    }

    #[tokio::test]
    async fn an_expired_activation_key_is_refused() {
        let m = Mocks::new().with_unusable_key(user(7, false), key(Duration::seconds(-1), false));
        assert!(matches!(
            m.build().activate("abc", "rahim").await,
            Err(AccountError::InvalidActivationKey)
        ));
    }

    #[tokio::test]
    async fn a_wrong_key_or_unknown_user_is_refused_alike() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|l| {
            Ok(match l {
                LoginIdentifier::Username(u) if u == "rahim" => Some(user(7, false)),
                _ => None,
            })
        });
        m.users.expect_find_key().returning(|_, _, _| Ok(None));
        let accounts = m.build();
        assert!(matches!(
            accounts.activate("wrong", "rahim").await,
            Err(AccountError::InvalidActivationKey)
        ));
        assert!(matches!(
            accounts.activate("abc", "nobody").await,
            Err(AccountError::InvalidActivationKey)
        ));
        assert!(matches!(
            accounts.activate("abc", "bad user!").await,
            Err(AccountError::InvalidActivationKey)
        ));
    }

    #[tokio::test]
    async fn a_missing_key_is_a_validation_error() {
        let m = Mocks::new();
        assert!(matches!(
            m.build().activate(" ", "rahim").await,
            Err(AccountError::Validation(_))
        ));
    }
}
