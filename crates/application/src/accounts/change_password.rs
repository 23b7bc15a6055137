use mon_domain::user::{ChangePasswordForm, User};

use super::{AccountError, Accounts};
use crate::ports::AccountChange;

impl Accounts {
    /// Changes the caller's password after checking the current one. Every
    /// token issued before, including the caller's, stops working.
    ///
    /// # Errors
    /// `Validation`; `WrongCurrentPassword` (counted against the account's cap); `ResetRequired`; `Busy`; `Unexpected`.
    pub async fn change_password(
        &self,
        user: &User,
        current_password: &str,
        new_password: &str,
    ) -> Result<(), AccountError> {
        let form = ChangePasswordForm::parse(current_password, new_password)?;
        if !self
            .own_password_matches(user, &form.current_password)
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
    use mon_domain::user::LoginAttempts;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    /// Rahim's account-wide record of wrong passwords: `failures` of them, the last just now.
    fn account_failures(m: &mut Mocks, failures: u32) {
        let record = LoginAttempts {
            failures,
            last_failure_at: (failures > 0).then(now),
            locked_until: None,
        };
        m.attempts
            .expect_get()
            .withf(|k| k == "account:7")
            .returning(move |_| Ok(record));
    }

    #[tokio::test]
    async fn change_password_stores_the_new_hash_after_checking_the_old_password() {
        let mut m = Mocks::new();
        account_failures(&mut m, 0);
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
    async fn a_wrong_current_password_changes_nothing_and_counts_against_the_account() {
        let mut m = Mocks::new();
        account_failures(&mut m, 3);
        m.hasher.expect_verify().returning(|_, _| Ok(false));
        m.attempts
            .expect_record_failure()
            .withf(|k, at| k == "account:7" && *at == now())
            .times(1)
            .returning(|_, at| Ok(LoginAttempts::default().after_failure(at)));
        m.users.expect_change_account().never();
        assert!(matches!(
            m.build()
                .change_password(&user(7, true), "guess1", "newpass")
                .await,
            Err(AccountError::WrongCurrentPassword)
        ));
    }

    #[tokio::test]
    async fn over_the_account_cap_the_password_is_not_even_checked() {
        let mut m = Mocks::new();
        account_failures(&mut m, LoginAttempts::ACCOUNT_CAP);
        m.hasher.expect_verify().never();
        m.users.expect_change_account().never();
        assert!(matches!(
            m.build()
                .change_password(&user(7, true), "oldpass", "newpass")
                .await,
            Err(AccountError::ResetRequired)
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
