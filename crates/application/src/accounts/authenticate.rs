use mon_domain::user::User;

use super::{AccountError, Accounts};
use crate::ports::TokenClaims;

impl Accounts {
    /// Checks a token's signature and expiry. Cheap and synchronous, so callers
    /// can refuse a missing or wrong-role token before reading a request body.
    pub fn verify_token(&self, token: &str) -> Option<TokenClaims> {
        self.ports.tokens.verify(token, self.ports.clock.now())
    }

    /// Loads the account behind verified claims.
    ///
    /// # Errors
    /// `Unauthenticated` when the account is gone, deactivated, its role changed,
    /// or its password changed after the token was issued; `Unexpected`.
    pub async fn session_user(&self, claims: &TokenClaims) -> Result<User, AccountError> {
        match self.ports.users.find_by_id(claims.user_id).await? {
            Some(u)
                if u.is_active && u.role == claims.role && u.token_version == claims.version =>
            {
                Ok(u)
            }
            _ => Err(AccountError::Unauthenticated),
        }
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::user::Role;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn claims(version: i32, role: Role) -> TokenClaims {
        TokenClaims {
            user_id: 7,
            role,
            version,
            expires_at: now(),
        }
    }

    #[tokio::test]
    async fn a_token_from_before_a_password_change_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_id().returning(|_| {
            let mut u = user(7, true);
            u.token_version = 1;
            Ok(Some(u))
        });
        let accounts = m.build();
        assert!(matches!(
            accounts.session_user(&claims(0, Role::Subscriber)).await,
            Err(AccountError::Unauthenticated)
        ));
        assert_eq!(
            accounts
                .session_user(&claims(1, Role::Subscriber))
                .await
                .unwrap()
                .id,
            7
        );
    }

    #[tokio::test]
    async fn a_token_whose_role_no_longer_matches_is_refused() {
        let mut m = Mocks::new();
        m.users
            .expect_find_by_id()
            .returning(|_| Ok(Some(user(7, true))));
        assert!(matches!(
            m.build().session_user(&claims(0, Role::Admin)).await,
            Err(AccountError::Unauthenticated)
        ));
    }

    #[tokio::test]
    async fn a_token_of_a_deleted_or_inactive_account_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_id().times(1).returning(|_| Ok(None));
        m.users
            .expect_find_by_id()
            .returning(|_| Ok(Some(user(7, false))));
        let accounts = m.build();
        assert!(matches!(
            accounts.session_user(&claims(0, Role::Subscriber)).await,
            Err(AccountError::Unauthenticated)
        ));
        assert!(matches!(
            accounts.session_user(&claims(0, Role::Subscriber)).await,
            Err(AccountError::Unauthenticated)
        ));
    }

    #[test]
    fn verify_token_asks_the_token_service_with_the_current_time() {
        let mut m = Mocks::new();
        m.tokens
            .expect_verify()
            .withf(|t, at| t == "jwt" && *at == now())
            .returning(|_, _| Some(claims(0, Role::Subscriber)));
        assert_eq!(m.build().verify_token("jwt").unwrap().user_id, 7);
    }
}
