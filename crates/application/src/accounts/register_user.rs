use mon_domain::user::{KeyPurpose, NewUser, RegistrationForm, Role, User};

use super::mail::{activation_mail, encode_query_value};
use super::{AccountError, Accounts};
use crate::ports::{CreateUserError, NewKey};

/// What a person sends to register. No `Debug`: it holds a password.
#[derive(Clone)]
pub struct RegisterInput {
    pub username: String,
    pub email: String,
    pub password: String,
    pub contact_number: String,
}

impl Accounts {
    /// Creates an inactive SUBSCRIBER account and e-mails its activation link.
    ///
    /// # Errors
    /// `Validation`, `UsernameTaken`, `EmailTaken`, `MailUnavailable` (the account
    /// is removed again so the person can simply retry), `Unexpected`.
    pub async fn register(&self, input: RegisterInput) -> Result<User, AccountError> {
        let form = RegistrationForm::parse(&input.username, &input.email, &input.password, &input.contact_number)?;
        let now = self.clock.now();
        let password_hash = self.hasher.hash(form.password.expose()).await?;
        let key = self.keys.generate();
        let new_user = NewUser {
            username: form.username,
            email: form.email,
            password_hash,
            contact_number: Some(form.contact_number),
            role: Role::Subscriber,
            is_active: false,
            registered_at: now,
        };
        let new_key =
            NewKey { purpose: KeyPurpose::Activation, key_hash: self.keys.hash(&key), expires_at: now + KeyPurpose::Activation.lifetime(), created_at: now };
        let user = self.users.create(&new_user, Some(new_key)).await.map_err(|e| match e {
            CreateUserError::UsernameTaken => AccountError::UsernameTaken,
            CreateUserError::EmailTaken => AccountError::EmailTaken,
            CreateUserError::Unexpected(e) => AccountError::Unexpected(e),
        })?;

        let link = format!("{}/active-account?key={}&user={}", self.settings.public_url, encode_query_value(&key), encode_query_value(&user.username));
        if let Err(e) = self.mailer.send(activation_mail(&user.email, &user.username, &link)).await {
            self.users.delete(user.id).await?;
            return Err(AccountError::MailUnavailable(e));
        }
        tracing::info!(user_id = user.id, "account registered");
        Ok(user)
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::Msg;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn input() -> RegisterInput {
        RegisterInput { username: "Rahim".into(), email: "rahim@example.com".into(), password: "secret1".into(), contact_number: "+8801712345678".into() }
    }

    #[tokio::test]
    async fn register_stores_an_inactive_subscriber_with_a_hashed_password_and_key() {
        let mut m = Mocks::new();
        m.hasher.expect_hash().withf(|p| p == "secret1").returning(|_| Ok("$argon2id$h".into()));
        m.users
            .expect_create()
            .withf(|u, k| {
                let k = k.as_ref().unwrap();
                u.password_hash == "$argon2id$h"
                    && u.role == Role::Subscriber
                    && !u.is_active
                    && u.contact_number.as_ref().unwrap().as_str() == "01712345678"
                    && k.key_hash == "hash(KEY123)"
                    && k.purpose == KeyPurpose::Activation
                    && k.expires_at == now() + chrono::Duration::hours(72)
            })
            .returning(|_, _| Ok(user(7, false)));
        m.mailer
            .expect_send()
            .withf(|mail| mail.to == "rahim@example.com" && mail.text.contains("https://mon.example/active-account?key=KEY123&user=Rahim"))
            .times(1)
            .returning(|_| Ok(()));

        let u = m.build().register(input()).await.unwrap();
        assert_eq!(u.id, 7);
    }

    #[tokio::test]
    async fn register_rejects_invalid_fields_without_touching_storage() {
        let m = Mocks::new();
        let err =
            m.build().register(RegisterInput { username: "".into(), email: "x".into(), password: "1".into(), contact_number: "1".into() }).await.unwrap_err();
        let AccountError::Validation(e) = err else { panic!("expected validation error") };
        assert_eq!(e.get("username"), Some(&[Msg::UsernameRequired][..]));
        assert_eq!(e.get("email"), Some(&[Msg::EmailInvalid][..]));
        assert_eq!(e.get("password"), Some(&[Msg::PasswordTooShort][..]));
        assert_eq!(e.get("contact_number"), Some(&[Msg::MobileInvalid][..]));
    }

    #[tokio::test]
    async fn register_reports_a_taken_email() {
        let mut m = Mocks::new();
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users.expect_create().returning(|_, _| Err(CreateUserError::EmailTaken));
        m.mailer.expect_send().never();
        assert!(matches!(m.build().register(input()).await, Err(AccountError::EmailTaken)));
    }

    #[tokio::test]
    async fn register_removes_the_account_when_the_mail_cannot_be_sent() {
        let mut m = Mocks::new();
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users.expect_create().returning(|_, _| Ok(user(9, false)));
        m.mailer.expect_send().returning(|_| Err(anyhow::anyhow!("smtp down")));
        m.users.expect_delete().withf(|id| *id == 9).times(1).returning(|_| Ok(()));
        assert!(matches!(m.build().register(input()).await, Err(AccountError::MailUnavailable(_))));
    }
}
