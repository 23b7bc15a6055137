use mon_domain::user::{KeyPurpose, LoginIdentifier, PasswordResetForm, PasswordUpdateForm};

use super::mail::{encode_query_value, reset_mail};
use super::{AccountError, Accounts};
use crate::ports::NewKey;

impl Accounts {
    /// E-mails a reset link when an account has this address. The caller gets
    /// the same answer either way, and the mail goes out in the background, so
    /// neither the answer nor its timing tells which addresses exist.
    ///
    /// # Errors
    /// `Validation`; `Unexpected`. A mail failure is logged, not reported.
    pub async fn request_password_reset(&self, email: &str) -> Result<(), AccountError> {
        let form = PasswordResetForm::parse(email)?;
        let login = LoginIdentifier::Email(form.email.normalized());
        let Some(user) = self.users.find_by_login(&login).await? else {
            tracing::info!("password reset asked for an unknown address");
            return Ok(());
        };
        let now = self.clock.now();
        let key = self.keys.generate();
        let new_key = NewKey {
            purpose: KeyPurpose::PasswordReset,
            key_hash: self.keys.hash(&key),
            expires_at: now + KeyPurpose::PasswordReset.lifetime(),
            created_at: now,
        };
        self.users.replace_key(user.id, new_key).await?;
        let link = format!("{}/reset-password?key={}&email={}", self.settings.public_url, encode_query_value(&key), encode_query_value(&user.email));
        self.mailer.queue(reset_mail(&user.email, &user.username, &link));
        tracing::info!(user_id = user.id, "password reset mail queued");
        Ok(())
    }

    /// Sets a new password with the key from a reset e-mail. The key works once,
    /// within its hour; the change revokes every token issued before it.
    ///
    /// # Errors
    /// `Validation`; `InvalidResetKey` (unknown e-mail, wrong, used, expired or
    /// superseded key); `Unexpected`.
    pub async fn reset_password(&self, email: &str, key: &str, password: &str) -> Result<(), AccountError> {
        let form = PasswordUpdateForm::parse(email, key, password)?;
        let login = LoginIdentifier::Email(form.email.normalized());
        let Some(user) = self.users.find_by_login(&login).await? else { return Err(AccountError::InvalidResetKey) };
        let hash = self.keys.hash(&form.key);
        let Some(stored) = self.users.find_key(user.id, KeyPurpose::PasswordReset, &hash).await? else {
            return Err(AccountError::InvalidResetKey);
        };
        let now = self.clock.now();
        if !stored.is_usable(now) {
            return Err(AccountError::InvalidResetKey);
        }
        let password_hash = self.hasher.hash(form.password.expose()).await?;
        if !self.users.consume_reset_key(stored.id, user.id, &password_hash, now).await? {
            return Err(AccountError::InvalidResetKey);
        }
        tracing::info!(user_id = user.id, "password reset");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;
    use mon_domain::user::UserKey;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn key(expires_in: Duration, used: bool) -> UserKey {
        UserKey { id: 5, user_id: 7, purpose: KeyPurpose::PasswordReset, key_hash: "hash(k)".into(), expires_at: now() + expires_in, used_at: used.then(now) }
    }

    #[tokio::test]
    async fn reset_request_for_a_known_address_mails_a_one_hour_link() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(7, true))));
        m.users
            .expect_replace_key()
            .withf(|u, k| *u == 7 && k.purpose == KeyPurpose::PasswordReset && k.key_hash == "hash(KEY123)" && k.expires_at == now() + Duration::hours(1))
            .times(1)
            .returning(|_, _| Ok(()));
        m.mailer
            .expect_queue()
            .withf(|mail| mail.text.contains("https://mon.example/reset-password?key=KEY123&email=rahim%40example.com"))
            .times(1)
            .return_const(());
        m.mailer.expect_send().never();
        m.build().request_password_reset("Rahim@example.com").await.unwrap();
    }

    #[tokio::test]
    async fn reset_request_for_an_unknown_address_answers_the_same_and_sends_nothing() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(None));
        m.users.expect_replace_key().never();
        m.mailer.expect_send().never();
        m.mailer.expect_queue().never();
        m.build().request_password_reset("ghost@example.com").await.unwrap();
    }

    #[tokio::test]
    async fn a_valid_key_sets_the_new_password() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(7, true))));
        m.users
            .expect_find_key()
            .withf(|u, p, h| *u == 7 && *p == KeyPurpose::PasswordReset && h == "hash(k)")
            .returning(|_, _, _| Ok(Some(key(Duration::minutes(59), false))));
        m.hasher.expect_hash().withf(|p| p == "newpass1").returning(|_| Ok("new-hash".into()));
        m.users.expect_consume_reset_key().withf(|k, u, h, _| *k == 5 && *u == 7 && h == "new-hash").times(1).returning(|_, _, _, _| Ok(true));
        m.build().reset_password("rahim@example.com", "k", "newpass1").await.unwrap();
    }

    #[tokio::test]
    async fn an_expired_reset_key_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(7, true))));
        m.users.expect_find_key().returning(|_, _, _| Ok(Some(key(Duration::seconds(-1), false))));
        m.users.expect_consume_reset_key().never();
        assert!(matches!(m.build().reset_password("rahim@example.com", "k", "newpass1").await, Err(AccountError::InvalidResetKey)));
    }

    #[tokio::test]
    async fn a_used_reset_key_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(7, true))));
        m.users.expect_find_key().returning(|_, _, _| Ok(Some(key(Duration::minutes(30), true))));
        m.users.expect_consume_reset_key().never();
        assert!(matches!(m.build().reset_password("rahim@example.com", "k", "newpass1").await, Err(AccountError::InvalidResetKey)));
    }

    #[tokio::test]
    async fn a_key_used_by_a_concurrent_request_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(7, true))));
        m.users.expect_find_key().returning(|_, _, _| Ok(Some(key(Duration::minutes(30), false))));
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users.expect_consume_reset_key().returning(|_, _, _, _| Ok(false));
        assert!(matches!(m.build().reset_password("rahim@example.com", "k", "newpass1").await, Err(AccountError::InvalidResetKey)));
    }

    #[tokio::test]
    async fn a_key_with_the_wrong_email_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(None));
        m.users.expect_find_key().never();
        assert!(matches!(m.build().reset_password("other@example.com", "k", "newpass1").await, Err(AccountError::InvalidResetKey)));
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(Some(user(8, true))));
        // The key belongs to user 7; looked up for user 8 it does not exist.
        m.users.expect_find_key().withf(|u, _, _| *u == 8).returning(|_, _, _| Ok(None));
        assert!(matches!(m.build().reset_password("someone@example.com", "k", "newpass1").await, Err(AccountError::InvalidResetKey)));
    }
}
