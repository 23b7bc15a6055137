use mon_domain::user::{
    Email, KeyPurpose, LoginIdentifier, NewPasswordForm, PasswordResetRequestForm,
};

use super::mail::{encode_query_value, reset_mail};
use super::{AccountError, Accounts};
use crate::ports::{AccountChange, NewKey};

impl Accounts {
    /// E-mails a reset link when an account has this address. The caller's
    /// answer depends only on the address's syntax: looking the address up,
    /// storing a key and sending the mail all happen after the answer, so
    /// neither the answer nor its timing tells which addresses have accounts.
    ///
    /// # Errors
    /// `Validation`. Failures of the background work are logged, not reported.
    pub async fn request_password_reset(&self, email: &str) -> Result<(), AccountError> {
        let form = PasswordResetRequestForm::parse(email)?;
        let this = self.clone();
        self.ports.background.spawn(
            "password reset",
            Box::pin(async move { this.send_reset_link(form.email).await }),
        );
        Ok(())
    }

    async fn send_reset_link(&self, email: Email) -> anyhow::Result<()> {
        let login = LoginIdentifier::Email(email.normalized());
        let Some(user) = self.ports.users.find_by_login(&login).await? else {
            tracing::info!("password reset asked for an unknown address");
            return Ok(());
        };
        // A cooling address keeps its earlier key: a new one would break the link it already has.
        if !self.may_mail(&user.email).await? {
            tracing::info!(
                user_id = user.id,
                "password reset mail not sent: the address had enough mail this hour"
            );
            return Ok(());
        }
        let now = self.ports.clock.now();
        let key = self.ports.keys.generate();
        let link = format!(
            "{}/reset-password?key={}&email={}",
            self.settings.public_url,
            encode_query_value(&key),
            encode_query_value(&user.email)
        );
        let new_key = NewKey {
            purpose: KeyPurpose::PasswordReset,
            key_hash: self.ports.keys.hash(&key),
            expires_at: now + KeyPurpose::PasswordReset.lifetime(),
            created_at: now,
            mail: Some(reset_mail(&user.email, &user.username, &link)),
        };
        self.ports.users.replace_key(user.id, new_key).await?;
        tracing::info!(user_id = user.id, "password reset mail queued");
        Ok(())
    }

    /// Sets a new password with the key from a reset e-mail or a counsellor's invitation. The key works once,
    /// within its lifetime; the change revokes every token issued before it. The
    /// key reached the mailbox, which proves the address as activation does, so
    /// a completed reset also activates an account whose activation mail was lost.
    ///
    /// # Errors
    /// `Validation`; `InvalidResetKey` (unknown e-mail, wrong, used, expired or
    /// superseded key); `Busy`; `Unexpected`.
    pub async fn reset_password(
        &self,
        email: &str,
        key: &str,
        password: &str,
    ) -> Result<(), AccountError> {
        let form = NewPasswordForm::parse(email, key, password)?;
        let login = LoginIdentifier::Email(form.email.normalized());
        let Some(user) = self.ports.users.find_by_login(&login).await? else {
            return Err(AccountError::InvalidResetKey);
        };
        let hash = self.ports.keys.hash(&form.key);
        // A counsellor's invitation sets the first password on the same screen as a reset.
        let mut found = None;
        for purpose in [KeyPurpose::PasswordReset, KeyPurpose::Invitation] {
            found = self.ports.users.find_key(user.id, purpose, &hash).await?;
            if found.is_some() {
                break;
            }
        }
        let Some(stored) = found else {
            return Err(AccountError::InvalidResetKey);
        };
        let now = self.ports.clock.now();
        if !stored.is_usable(now) {
            return Err(AccountError::InvalidResetKey);
        }
        let password_hash = self.ports.hasher.hash(form.password.expose()).await?;
        let change = AccountChange {
            password_hash: Some(password_hash),
            revoke_tokens: true,
            activate: true,
        };
        if !self
            .ports
            .users
            .consume_key(stored.id, user.id, &change, now)
            .await?
        {
            return Err(AccountError::InvalidResetKey);
        }
        // The owner proved who they are: no lock left by anyone's failures stands in their way.
        self.clear_locks(&user).await?;
        tracing::info!(user_id = user.id, "password reset");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    use chrono::Duration;
    use mon_domain::user::UserKey;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn key(expires_in: Duration, used: bool) -> UserKey {
        UserKey {
            id: 5,
            user_id: 7,
            purpose: KeyPurpose::PasswordReset,
            key_hash: "hash(k)".into(),
            expires_at: now() + expires_in,
            used_at: used.then(now),
        }
    }

    #[tokio::test]
    async fn reset_request_for_a_known_address_answers_first_then_mails_a_one_hour_link() {
        let answered = Arc::new(AtomicBool::new(false));
        let mut m = Mocks::new();
        let a = answered.clone();
        m.users
            .expect_find_by_login()
            .withf(move |_| a.load(Ordering::SeqCst))
            .times(1)
            .returning(|_| Ok(Some(user(7, true))));
        let a = answered.clone();
        m.users
            .expect_replace_key()
            .withf(move |u, k| {
                // The key and the mail that carries it are stored together (one transaction, the outbox).
                let mail = k.mail.as_ref().expect("the key's mail");
                a.load(Ordering::SeqCst)
                    && *u == 7
                    && k.purpose == KeyPurpose::PasswordReset
                    && k.key_hash == "hash(KEY123)"
                    && k.expires_at == now() + Duration::hours(1)
                    && mail.to == "rahim@example.com"
                    && mail.text.contains(
                        "https://mon.example/reset-password?key=KEY123&email=rahim%40example.com",
                    )
            })
            .times(1)
            .returning(|_, _| Ok(()));
        m.mailbox
            .expect_reserve()
            .withf(|a, since, limit, at| {
                a == "rahim@example.com"
                    && *since == now() - Duration::hours(1)
                    && *limit == 3
                    && *at == now()
            })
            .returning(|_, _, _, _| Ok(true));
        let tasks = m.tasks.clone();
        m.build()
            .request_password_reset("Rahim@example.com")
            .await
            .unwrap();
        answered.store(true, Ordering::SeqCst);
        assert_eq!(tasks.run_all().await, vec!["password reset"]);
    }

    #[tokio::test]
    async fn reset_request_for_an_unknown_address_answers_the_same_and_sends_nothing() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(None));
        m.users.expect_replace_key().never();
        m.mailbox.expect_queue().never();
        let tasks = m.tasks.clone();
        m.build()
            .request_password_reset("ghost@example.com")
            .await
            .unwrap();
        assert_eq!(
            tasks.pending(),
            1,
            "known and unknown addresses start the same background work"
        );
        tasks.run_all().await;
    }

    #[tokio::test]
    async fn an_address_that_had_its_hour_s_mail_keeps_its_key_and_gets_no_more() {
        let mut m = Mocks::new();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.mailbox.expect_reserve().returning(|_, _, _, _| Ok(false));
        m.users.expect_replace_key().never();
        let tasks = m.tasks.clone();
        m.build()
            .request_password_reset("rahim@example.com")
            .await
            .unwrap();
        assert_eq!(
            tasks.run_all().await,
            vec!["password reset"],
            "the same answer; nothing is queued and the earlier link still works"
        );
    }

    #[tokio::test]
    async fn an_invalid_address_is_refused_before_any_work() {
        let m = Mocks::new();
        let tasks = m.tasks.clone();
        assert!(matches!(
            m.build().request_password_reset("not-an-address").await,
            Err(AccountError::Validation(_))
        ));
        assert_eq!(tasks.pending(), 0);
    }

    #[tokio::test]
    async fn a_valid_key_sets_the_new_password() {
        let mut m = Mocks::new();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.users
            .expect_find_key()
            .withf(|u, p, h| *u == 7 && *p == KeyPurpose::PasswordReset && h == "hash(k)")
            .returning(|_, _, _| Ok(Some(key(Duration::minutes(59), false))));
        m.hasher
            .expect_hash()
            .withf(|p| p == "newpass1")
            .returning(|_| Ok("new-hash".into()));
        // The rule "a completed reset proves the address" is stated here, not in SQL.
        m.users
            .expect_consume_key()
            .withf(|k, u, c, _| {
                *k == 5
                    && *u == 7
                    && c.password_hash.as_deref() == Some("new-hash")
                    && c.revoke_tokens
                    && c.activate
            })
            .times(1)
            .returning(|_, _, _, _| Ok(true));
        // A successful reset clears every lock on the account's names, from every network.
        m.expect_locks_cleared();
        m.build()
            .reset_password("rahim@example.com", "k", "newpass1")
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_counsellors_invitation_key_sets_the_first_password_and_activates_the_account() {
        let mut m = Mocks::new();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, false))));
        m.users
            .expect_find_key()
            .withf(|_, p, _| *p == KeyPurpose::PasswordReset)
            .returning(|_, _, _| Ok(None));
        m.users
            .expect_find_key()
            .withf(|u, p, h| *u == 7 && *p == KeyPurpose::Invitation && h == "hash(k)")
            .returning(|_, _, _| {
                Ok(Some(UserKey {
                    purpose: KeyPurpose::Invitation,
                    ..key(Duration::days(6), false)
                }))
            });
        m.hasher
            .expect_hash()
            .returning(|_| Ok("first-hash".into()));
        m.users
            .expect_consume_key()
            .withf(|k, u, c, _| {
                *k == 5 && *u == 7 && c.activate && c.password_hash.as_deref() == Some("first-hash")
            })
            .times(1)
            .returning(|_, _, _, _| Ok(true));
        m.expect_locks_cleared();
        m.build()
            .reset_password("rahim@example.com", "k", "newpass1")
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_expired_or_used_reset_key_is_refused() {
        for (expires_in, used) in [
            (Duration::seconds(-1), false),
            (Duration::minutes(30), true),
        ] {
            let m = Mocks::new().with_unusable_key(user(7, true), key(expires_in, used));
            assert!(matches!(
                m.build()
                    .reset_password("rahim@example.com", "k", "newpass1")
                    .await,
                Err(AccountError::InvalidResetKey)
            ));
        }
    }

    #[tokio::test]
    async fn a_key_used_by_a_concurrent_request_is_refused() {
        let mut m = Mocks::new();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.users
            .expect_find_key()
            .returning(|_, _, _| Ok(Some(key(Duration::minutes(30), false))));
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users
            .expect_consume_key()
            .returning(|_, _, _, _| Ok(false));
        assert!(matches!(
            m.build()
                .reset_password("rahim@example.com", "k", "newpass1")
                .await,
            Err(AccountError::InvalidResetKey)
        ));
    }

    #[tokio::test]
    async fn a_key_with_the_wrong_email_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_find_by_login().returning(|_| Ok(None));
        m.users.expect_find_key().never();
        assert!(matches!(
            m.build()
                .reset_password("other@example.com", "k", "newpass1")
                .await,
            Err(AccountError::InvalidResetKey)
        ));
        let mut m = Mocks::new();
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(8, true))));
        // The key belongs to user 7; looked up for user 8 it does not exist.
        m.users
            .expect_find_key()
            .withf(|u, _, _| *u == 8)
            .returning(|_, _, _| Ok(None));
        assert!(matches!(
            m.build()
                .reset_password("someone@example.com", "k", "newpass1")
                .await,
            Err(AccountError::InvalidResetKey)
        ));
    }
}
