use mon_domain::user::{LoginForm, User};

use super::{AccountError, Accounts};
use crate::ports::IssuedToken;

/// A logged-in person: their signed token and their account. No `Debug`: it holds the token.
#[derive(Clone)]
pub struct Session {
    pub token: IssuedToken,
    pub user: User,
}

impl Accounts {
    /// Checks a username-or-e-mail and password and issues an access token.
    ///
    /// # Errors
    /// `Validation`; `InvalidCredentials` for an unknown user and a wrong
    /// password alike (same answer, same work); `AccountInactive` only after the
    /// right password; `Unexpected`.
    pub async fn log_in(&self, username: &str, password: &str) -> Result<Session, AccountError> {
        let form = LoginForm::parse(username, password)?;
        let found = self.users.find_by_login(&form.identifier).await?;
        let Some(user) = found else {
            // Spend the same effort as a real check so timing does not reveal accounts.
            let dummy = self.dummy_hash().await?;
            let _ = self.hasher.verify(form.password.expose(), &dummy).await;
            return Err(AccountError::InvalidCredentials);
        };
        if !self.hasher.verify(form.password.expose(), &user.password_hash).await? {
            return Err(AccountError::InvalidCredentials);
        }
        if !user.is_active {
            return Err(AccountError::AccountInactive);
        }
        let token = self.tokens.issue(user.id, user.role, user.token_version, self.clock.now())?;
        tracing::info!(user_id = user.id, "logged in");
        Ok(Session { token, user })
    }

    async fn dummy_hash(&self) -> anyhow::Result<String> {
        if let Some(h) = self.dummy_hash.get() {
            return Ok(h.clone());
        }
        let h = self.hasher.hash("mon-timing-equaliser").await?;
        Ok(self.dummy_hash.get_or_init(|| h).clone())
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::user::{LoginIdentifier, Role};

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn token() -> IssuedToken {
        IssuedToken { token: "jwt".into(), expires_at: now() }
    }

    #[tokio::test]
    async fn log_in_with_an_email_issues_a_token_carrying_role_and_version() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().withf(|l| *l == LoginIdentifier::Email("rahim@example.com".into())).returning(|_| Ok(Some(user(7, true))));
        m.hasher.expect_verify().withf(|p, h| p == "secret1" && h == "$argon2id$stored").returning(|_, _| Ok(true));
        m.tokens.expect_issue().withf(|id, role, v, _| *id == 7 && *role == Role::Subscriber && *v == 0).returning(|_, _, _, _| Ok(token()));
        let s = m.build().log_in("Rahim@Example.com", "secret1").await.unwrap();
        assert_eq!(s.token.token, "jwt");
        assert_eq!(s.user.id, 7);
    }

    #[tokio::test]
    async fn wrong_password_and_unknown_user_get_the_same_error() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|l| Ok(matches!(l, LoginIdentifier::Username(u) if u == "rahim").then(|| user(7, true))));
        m.hasher.expect_verify().times(2).returning(|_, _| Ok(false));
        m.hasher.expect_hash().times(1).returning(|_| Ok("$argon2id$dummy".into()));
        m.tokens.expect_issue().never();
        let accounts = m.build();
        assert!(matches!(accounts.log_in("rahim", "wrong-pass").await, Err(AccountError::InvalidCredentials)));
        assert!(matches!(accounts.log_in("nobody", "wrong-pass").await, Err(AccountError::InvalidCredentials)));
    }

    #[tokio::test]
    async fn an_inactive_account_is_told_to_activate_only_after_the_right_password() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(7, false))));
        m.hasher.expect_verify().returning(|p, _| Ok(p == "secret1"));
        m.tokens.expect_issue().never();
        let accounts = m.build();
        assert!(matches!(accounts.log_in("rahim", "secret1").await, Err(AccountError::AccountInactive)));
        assert!(matches!(accounts.log_in("rahim", "secret2").await, Err(AccountError::InvalidCredentials)));
    }

    #[tokio::test]
    async fn log_in_validates_before_looking_anything_up() {
        let m = Mocks::new();
        assert!(matches!(m.build().log_in("", "12345").await, Err(AccountError::Validation(_))));
    }
}
