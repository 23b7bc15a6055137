use mon_domain::privacy::{ConsentPurpose, ConsentRecord, PrivacyMsg};
use mon_domain::user::{KeyPurpose, LoginIdentifier, NewUser, RegistrationForm, Role};

use super::mail::{activation_mail, encode_query_value, registration_attempt_mail};
use super::{AccountError, Accounts};
use crate::ports::{CreateUserError, MailKind, NewKey};

/// What a person sends to register. No `Debug`: it holds a password.
#[derive(Clone)]
pub struct RegisterInput {
    pub username: String,
    pub email: String,
    pub password: String,
    pub contact_number: String,
    /// Consents given on the form (`purpose`, granted); spec clients send none.
    pub consents: Vec<(String, bool)>,
    /// The language the form was shown in: the consent statement is recorded as shown.
    pub lang: mon_domain::Lang,
}

/// The consents of a registration form, each recorded as shown now.
fn consents_of(
    input: &RegisterInput,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<ConsentRecord>, AccountError> {
    input
        .consents
        .iter()
        .map(|(purpose, granted)| match ConsentPurpose::parse(purpose) {
            Some(p) => Ok(ConsentRecord::new(p, *granted, input.lang, now)),
            None => {
                let mut e = mon_domain::FieldErrors::new();
                e.add("consents", PrivacyMsg::PurposeInvalid);
                Err(AccountError::Validation(e))
            }
        })
        .collect()
}

impl Accounts {
    /// Creates an inactive SUBSCRIBER account and e-mails its activation link.
    ///
    /// Having an account on a mental-health service is itself sensitive, so an
    /// address that already has one gets the same answer, after the same work
    /// (hashing, an insert attempt); its owner gets an e-mail saying someone
    /// tried, with links to log in or reset the password. Mail goes out in the
    /// background either way. A taken username is reported: usernames are
    /// chosen handles.
    ///
    /// # Errors
    /// `Validation`, `UsernameTaken`, `Busy`, `Unexpected`.
    pub async fn register(&self, input: RegisterInput) -> Result<(), AccountError> {
        let form = RegistrationForm::parse(
            &input.username,
            &input.email,
            &input.password,
            &input.contact_number,
        )?;
        let now = self.ports.clock.now();
        let consents = consents_of(&input, now)?;
        let password_hash = self.ports.hasher.hash(form.password.expose()).await?;
        let key = self.ports.keys.generate();
        let base = &self.settings.public_url;
        // The link names the account as it will be stored; the mail goes into the outbox with the account.
        let link = format!(
            "{base}/active-account?key={}&user={}",
            encode_query_value(&key),
            encode_query_value(form.username.as_str())
        );
        let mail = activation_mail(form.email.as_str(), form.username.as_str(), &link);
        let new_user = NewUser {
            must_change_password: false,
            username: form.username,
            email: form.email,
            password_hash,
            contact_number: Some(form.contact_number),
            role: Role::Subscriber,
            is_active: false,
            registered_at: now,
            consents,
        };
        let new_key = NewKey {
            purpose: KeyPurpose::Activation,
            key_hash: self.ports.keys.hash(&key),
            expires_at: now + KeyPurpose::Activation.lifetime(),
            created_at: now,
            mail: Some(mail),
        };
        match self.ports.users.create(&new_user, Some(new_key)).await {
            Ok(user) => {
                tracing::info!(user_id = user.id, "account registered");
                Ok(())
            }
            Err(CreateUserError::EmailTaken) => {
                let this = self.clone();
                let login = LoginIdentifier::Email(new_user.email.normalized());
                self.ports.background.spawn(
                    "registration attempt notice",
                    Box::pin(async move {
                        // To the address as the owner stored it, not as someone else typed it.
                        let Some(owner) = this.ports.users.find_by_login(&login).await? else { return Ok(()) };
                        if !this.may_mail(&owner.email).await? {
                            tracing::info!(user_id = owner.id, "registration attempt notice not sent: the address had enough mail this hour");
                            return Ok(());
                        }
                        let base = &this.settings.public_url;
                        let mail = registration_attempt_mail(&owner.email, &format!("{base}/login"), &format!("{base}/forgot-password"));
                        this.ports.mailbox.queue(&mail, MailKind::RegistrationAttempt, owner.id, this.ports.clock.now()).await
                    }),
                );
                tracing::info!("registration attempted with an address that has an account");
                Ok(())
            }
            Err(CreateUserError::UsernameTaken) => Err(AccountError::UsernameTaken),
            Err(CreateUserError::Unexpected(e)) => Err(AccountError::Unexpected(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use mon_domain::user::AccountMsg as Msg;

    use super::*;
    use crate::accounts::testing::{Mocks, now, user};

    fn input() -> RegisterInput {
        RegisterInput {
            username: "Rahim".into(),
            email: "rahim@example.com".into(),
            password: "secret1".into(),
            contact_number: "+8801712345678".into(),
            consents: vec![("health_data".into(), true)],
            lang: mon_domain::Lang::Bn,
        }
    }

    #[tokio::test]
    async fn register_stores_an_inactive_subscriber_with_a_hashed_password_and_key() {
        let mut m = Mocks::new();
        m.hasher
            .expect_hash()
            .withf(|p| p == "secret1")
            .returning(|_| Ok("$argon2id$h".into()));
        m.users
            .expect_create()
            .withf(|u, k| {
                let k = k.as_ref().unwrap();
                // The activation mail is stored with the account and its key (the outbox, one transaction).
                let mail = k.mail.as_ref().expect("the key's mail");
                u.password_hash == "$argon2id$h"
                    && u.role == Role::Subscriber
                    && !u.is_active
                    && u.contact_number.as_ref().unwrap().as_str() == "01712345678"
                    && k.key_hash == "hash(KEY123)"
                    && k.purpose == KeyPurpose::Activation
                    && k.expires_at == now() + chrono::Duration::hours(72)
                    && mail.to == "rahim@example.com"
                    && mail
                        .text
                        .contains("https://mon.example/active-account?key=KEY123&user=Rahim")
            })
            .times(1)
            .returning(|_, _| Ok(user(7, false)));
        let tasks = m.tasks.clone();
        let accounts = m.build();
        accounts.register(input()).await.unwrap();
        assert!(
            tasks.run_all().await.is_empty(),
            "nothing is left to a background task that a crash could lose"
        );
    }

    #[tokio::test]
    async fn register_rejects_invalid_fields_without_touching_storage() {
        let m = Mocks::new();
        let err = m
            .build()
            .register(RegisterInput {
                username: "".into(),
                email: "x".into(),
                password: "1".into(),
                contact_number: "1".into(),
                consents: vec![("marketing".into(), true)],
                lang: mon_domain::Lang::En,
            })
            .await
            .unwrap_err();
        let AccountError::Validation(e) = err else {
            panic!("expected validation error")
        };
        assert_eq!(
            e.get("username"),
            Some(&[Msg::UsernameRequired.message()][..])
        );
        assert_eq!(e.get("email"), Some(&[Msg::EmailInvalid.message()][..]));
        assert_eq!(
            e.get("password"),
            Some(&[Msg::PasswordTooShort.message()][..])
        );
        assert_eq!(
            e.get("contact_number"),
            Some(&[Msg::MobileInvalid.message()][..])
        );
    }

    #[tokio::test]
    async fn a_consent_given_on_the_form_is_stored_with_the_account_as_shown() {
        let mut m = Mocks::new();
        m.hasher
            .expect_hash()
            .returning(|_| Ok("$argon2id$h".into()));
        m.users
            .expect_create()
            .withf(|u, _| {
                u.consents.len() == 1
                    && u.consents[0].granted
                    && u.consents[0].purpose == ConsentPurpose::HealthData
                    && u.consents[0].text_shown == PrivacyMsg::HealthDataStatement.bn()
                    && u.consents[0].notice_version == mon_domain::privacy::NOTICE_VERSION
            })
            .times(1)
            .returning(|_, _| Ok(user(1, false)));
        m.build().register(input()).await.unwrap();
        let mut unknown = input();
        unknown.consents = vec![("marketing".into(), true)];
        let mut m = Mocks::new();
        m.users.expect_create().never();
        m.hasher.expect_hash().never();
        let Err(AccountError::Validation(e)) = m.build().register(unknown).await else {
            panic!("refused")
        };
        assert_eq!(
            e.get("consents"),
            Some(&[PrivacyMsg::PurposeInvalid.message()][..])
        );
    }

    #[tokio::test]
    async fn a_taken_email_gets_the_same_answer_and_its_owner_is_told_by_mail() {
        let mut m = Mocks::new();
        m.hasher
            .expect_hash()
            .times(1)
            .returning(|_| Ok("h".into()));
        m.users
            .expect_create()
            .times(1)
            .returning(|_, _| Err(CreateUserError::EmailTaken));
        m.users
            .expect_find_by_login()
            .withf(|l| *l == LoginIdentifier::Email("rahim@example.com".into()))
            .times(1)
            .returning(|_| Ok(Some(user(7, true))));
        m.mailbox
            .expect_reserve()
            .withf(|a, _, limit, _| a == "rahim@example.com" && *limit == 3)
            .times(1)
            .returning(|_, _, _, _| Ok(true));
        m.mailbox
            .expect_queue()
            .withf(|mail, kind, about, at| {
                mail.to == "rahim@example.com"
                    && *kind == MailKind::RegistrationAttempt
                    && *about == 7
                    && *at == now()
                    && mail.text.contains("https://mon.example/login")
                    && mail.text.contains("https://mon.example/forgot-password")
                    && !mail.text.contains("active-account")
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let tasks = m.tasks.clone();
        let accounts = m.build();
        assert!(accounts.register(input()).await.is_ok());
        assert_eq!(tasks.run_all().await, vec!["registration attempt notice"]);
    }

    #[tokio::test]
    async fn repeated_attempts_with_one_address_mail_its_owner_only_up_to_the_hourly_limit() {
        let mut m = Mocks::new();
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users
            .expect_create()
            .returning(|_, _| Err(CreateUserError::EmailTaken));
        m.users
            .expect_find_by_login()
            .returning(|_| Ok(Some(user(7, true))));
        m.mailbox.expect_reserve().returning(|_, _, _, _| Ok(false));
        m.mailbox.expect_queue().never();
        let tasks = m.tasks.clone();
        assert!(m.build().register(input()).await.is_ok(), "the same answer");
        tasks.run_all().await;
    }

    #[tokio::test]
    async fn a_taken_username_is_reported_and_nothing_is_mailed() {
        let mut m = Mocks::new();
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users
            .expect_create()
            .returning(|_, _| Err(CreateUserError::UsernameTaken));
        m.mailbox.expect_queue().never();
        let tasks = m.tasks.clone();
        assert!(matches!(
            m.build().register(input()).await,
            Err(AccountError::UsernameTaken)
        ));
        assert!(tasks.run_all().await.is_empty());
    }

    #[tokio::test]
    async fn a_saturated_hasher_asks_the_caller_to_retry() {
        let mut m = Mocks::new();
        m.hasher
            .expect_hash()
            .returning(|_| Err(crate::ports::HashError::Busy));
        m.users.expect_create().never();
        assert!(matches!(
            m.build().register(input()).await,
            Err(AccountError::Busy)
        ));
    }
}
