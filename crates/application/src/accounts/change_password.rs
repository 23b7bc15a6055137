use mon_domain::user::{ChangePasswordForm, User};

use super::{AccountError, Accounts};
use crate::ports::AccountChange;

impl Accounts {
    /// Changes the caller's password after checking the current one. Every
    /// token issued before, including the caller's, stops working.
    ///
    /// # Errors
    /// `Validation`; `WrongCurrentPassword`; `Unexpected`.
    pub async fn change_password(
        &self,
        user: &User,
        current_password: &str,
        new_password: &str,
    ) -> Result<(), AccountError> {
        let form = ChangePasswordForm::parse(current_password, new_password)?;
        if !self
            .ports
            .hasher
            .verify(&form.current_password, &user.password_hash)
            .await?
        {
            return Err(AccountError::WrongCurrentPassword);
        }
        let hash = self.ports.hasher.hash(form.new_password.expose()).await?;
        let change = AccountChange {
            password_hash: Some(hash),
            revoke_tokens: true,
            activate: false,
        };
        self.ports
            .users
            .change_account(user.id, &change, self.ports.clock.now())
            .await?;
        tracing::info!(user_id = user.id, "password changed");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Mocks, user};

    #[tokio::test]
    async fn change_password_stores_the_new_hash_after_checking_the_old_password() {
        let mut m = Mocks::new();
        m.hasher
            .expect_verify()
            .withf(|p, h| p == "oldpass" && h == "$argon2id$stored")
            .returning(|_, _| Ok(true));
        m.hasher
            .expect_hash()
            .withf(|p| p == "newpass")
            .returning(|_| Ok("new-hash".into()));
        m.users
            .expect_change_account()
            .withf(|id, c, _| {
                *id == 7 && c.password_hash.as_deref() == Some("new-hash") && c.revoke_tokens
            })
            .times(1)
            .returning(|_, _, _| Ok(user(7, true)));
        m.build()
            .change_password(&user(7, true), "oldpass", "newpass")
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_wrong_current_password_changes_nothing() {
        let mut m = Mocks::new();
        m.hasher.expect_verify().returning(|_, _| Ok(false));
        m.users.expect_change_account().never();
        assert!(matches!(
            m.build()
                .change_password(&user(7, true), "guess1", "newpass")
                .await,
            Err(AccountError::WrongCurrentPassword)
        ));
    }

    #[tokio::test]
    async fn a_short_new_password_is_a_validation_error() {
        let m = Mocks::new();
        assert!(matches!(
            m.build()
                .change_password(&user(7, true), "oldpass", "short")
                .await,
            Err(AccountError::Validation(_))
        ));
    }
}
