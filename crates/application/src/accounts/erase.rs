use mon_domain::FieldErrors;
use mon_domain::user::{AccountMsg, Role, User};

use super::{AccountError, Accounts};

fn password_required() -> AccountError {
    let mut e = FieldErrors::new();
    e.add("password", AccountMsg::PasswordRequired);
    AccountError::Validation(e)
}

impl Accounts {
    /// Erases the caller's account after checking their password again. At once:
    /// every token and the log-in stop working (the account's names are
    /// replaced, its password is gone), its health data, saved courses,
    /// consents, keys and owed mail are deleted, its appointments stay only as
    /// date, time and status, and its username and e-mail are free to register
    /// again. Nothing is mailed afterwards: the answer is the confirmation.
    ///
    /// # Errors
    /// `Validation` (no password); `WrongPassword` (counted against the
    /// account's cap); `ResetRequired`; `Unauthenticated` (not a subscriber's
    /// own live account); `Busy`; `Unexpected`.
    pub async fn erase_account(&self, user: &User, password: &str) -> Result<(), AccountError> {
        if password.is_empty() {
            return Err(password_required());
        }
        if user.role != Role::Subscriber {
            return Err(AccountError::Unauthenticated);
        }
        self.confirm_password(user, password).await?;
        // A name nobody can type into a form (a colon is not allowed in usernames), unique per account.
        let placeholder = format!("erased:{}:{}", user.id, self.ports.keys.generate());
        if !self
            .ports
            .personal
            .erase(user.id, &placeholder, self.ports.clock.now())
            .await?
        {
            return Err(AccountError::Unauthenticated);
        }
        // Failed log-ins with the old names, on every network (after the erasure, which already stops every log-in).
        self.clear_locks(user).await?;
        // The database's own leftovers and copies of sent mail, after the answer: the erasure is done
        // whatever becomes of these.
        let personal = self.ports.personal.clone();
        self.ports.background.spawn(
            "scrubbing after an erasure",
            Box::pin(async move { personal.scrub().await }),
        );
        let (mailer, address) = (self.ports.mailer.clone(), user.email.clone());
        self.ports.background.spawn(
            "removing copies of an erased account's mail",
            Box::pin(async move { mailer.forget(&address).await }),
        );
        if let Some(number) = user
            .contact_number
            .as_deref()
            .and_then(mon_domain::sms::e164)
        {
            let texts = self.ports.texts.clone();
            self.ports.background.spawn(
                "removing copies of an erased account's text messages",
                Box::pin(async move { texts.forget(&number).await }),
            );
        }
        tracing::info!(user_id = user.id, "account erased");
        Ok(())
    }

    /// Checks the signed-in caller's password, asked again before something that cannot be taken
    /// back or that hands over everything held about them (an erasure, an export).
    ///
    /// # Errors
    /// `Validation` (no password); `WrongPassword` (counted against the account's cap);
    /// `ResetRequired`; `Busy`; `Unexpected`.
    pub async fn confirm_password(&self, user: &User, password: &str) -> Result<(), AccountError> {
        if password.is_empty() {
            return Err(password_required());
        }
        if self.own_password_matches(user, password).await? {
            Ok(())
        } else {
            Err(AccountError::WrongPassword)
        }
    }

    /// The text that confirms an erasure.
    pub fn erased_message() -> mon_domain::Message {
        AccountMsg::AccountErased.message()
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::user::LoginAttempts;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    #[tokio::test]
    async fn the_password_is_checked_again_and_only_then_is_everything_erased() {
        let mut m = Mocks::new();
        m.attempts
            .expect_get()
            .returning(|_| Ok(LoginAttempts::default()));
        m.hasher
            .expect_verify()
            .withf(|p, h| p == "secret1" && h == "$argon2id$stored")
            .times(1)
            .returning(|_, _| Ok(true));
        m.personal
            .expect_erase()
            .withf(|id, placeholder, at| {
                *id == 7 && placeholder == "erased:7:KEY123" && *at == now()
            })
            .times(1)
            .returning(|_, _, _| Ok(true));
        m.expect_locks_cleared();
        m.personal
            .expect_scrub()
            .times(1)
            .returning(|| Err(anyhow::anyhow!("the search index is busy")));
        m.mailer
            .expect_forget()
            .withf(|address| address == "rahim@example.com")
            .times(1)
            .returning(|_| Ok(()));
        m.texts
            .expect_forget()
            .withf(|number| number == "+8801712345678")
            .times(1)
            .returning(|_| Ok(()));
        let tasks = m.tasks.clone();
        m.build()
            .erase_account(&user(7, true), "secret1")
            .await
            .unwrap();
        // The database's leftovers and the copies of sent mail are removed after the answer, off the request's
        // path: the erasure was answered as done before they ran, and a failure (logged by the runner) cannot
        // undo that.
        let mut pending = std::mem::take(&mut *tasks.0.lock().unwrap());
        assert_eq!(
            pending.iter().map(|(what, _)| *what).collect::<Vec<_>>(),
            [
                "scrubbing after an erasure",
                "removing copies of an erased account's mail",
                "removing copies of an erased account's text messages"
            ]
        );
        let (_, forget_texts) = pending.pop().unwrap();
        forget_texts.await.unwrap();
        let (_, forget) = pending.pop().unwrap();
        forget.await.unwrap();
        let (_, scrub) = pending.pop().unwrap();
        assert!(scrub.await.is_err());
    }

    #[tokio::test]
    async fn a_wrong_or_missing_password_erases_nothing_and_a_wrong_one_counts() {
        let mut m = Mocks::new();
        m.attempts
            .expect_get()
            .returning(|_| Ok(LoginAttempts::default()));
        m.expect_failure_counted("account:7");
        m.hasher.expect_verify().returning(|_, _| Ok(false));
        m.personal.expect_erase().never();
        let accounts = m.build();
        let Err(AccountError::WrongPassword) =
            accounts.erase_account(&user(7, true), "nope-nope").await
        else {
            panic!("refused")
        };
        let Err(AccountError::Validation(e)) = accounts.erase_account(&user(7, true), "").await
        else {
            panic!("refused")
        };
        assert_eq!(
            e.get("password"),
            Some(&[AccountMsg::PasswordRequired.message()][..])
        );
    }

    #[tokio::test]
    async fn an_admin_account_is_not_erased_here() {
        let mut m = Mocks::new();
        m.hasher.expect_verify().never();
        m.personal.expect_erase().never();
        let mut admin = user(1, true);
        admin.role = Role::Admin;
        assert!(matches!(
            m.build().erase_account(&admin, "secret1").await,
            Err(AccountError::Unauthenticated)
        ));
    }
}
