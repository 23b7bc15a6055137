use mon_domain::user::{Email, NewUser, Password, Role, Username};

use super::{AccountError, Accounts};

/// How to create the first admin. No `Debug`: it may hold a password.
#[derive(Clone)]
pub struct AdminBootstrap {
    pub email: String,
    /// `None`: make up a random password and report it once.
    pub password: Option<String>,
}

/// What start-up did about the first admin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BootstrapOutcome {
    AlreadyPresent,
    Created {
        username: String,
        email: String,
        generated_password: Option<String>,
    },
}

impl Accounts {
    /// Creates an active ADMIN named `admin` when no admin exists yet.
    ///
    /// # Errors
    /// `Validation` for a bad configured e-mail or password; `Unexpected`.
    pub async fn ensure_admin(
        &self,
        config: AdminBootstrap,
    ) -> Result<BootstrapOutcome, AccountError> {
        if self.ports.users.any_admin().await? {
            return Ok(BootstrapOutcome::AlreadyPresent);
        }
        let mut errors = mon_domain::FieldErrors::new();
        let email = errors.check("MON_ADMIN_EMAIL", Email::parse(&config.email));
        let generated = config
            .password
            .is_none()
            .then(|| self.ports.keys.generate());
        let password_text = config
            .password
            .clone()
            .or_else(|| generated.clone())
            .unwrap_or_default();
        let password = errors.check("MON_ADMIN_PASSWORD", Password::parse(&password_text));
        let (Some(email), Some(password)) = (email, password) else {
            return Err(errors.into());
        };
        let username = Username::parse("admin").map_err(|_| anyhow::anyhow!("admin username"))?;
        let new_user = NewUser {
            consents: vec![],
            username,
            email,
            password_hash: self.ports.hasher.hash(password.expose()).await?,
            contact_number: None,
            role: Role::Admin,
            is_active: true,
            registered_at: self.ports.clock.now(),
            // A made-up password is in a file on the server: it must be replaced at the first log-in.
            must_change_password: generated.is_some(),
        };
        let user = self
            .ports
            .users
            .create(&new_user, None)
            .await
            .map_err(|e| {
                AccountError::Unexpected(anyhow::anyhow!("creating the first admin: {e}"))
            })?;
        Ok(BootstrapOutcome::Created {
            username: user.username,
            email: user.email,
            generated_password: generated,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::accounts::testing::{Mocks, user};

    #[tokio::test]
    async fn no_admin_is_created_when_one_exists() {
        let mut m = Mocks::new();
        m.users.expect_any_admin().returning(|| Ok(true));
        m.users.expect_create().never();
        let out = m
            .build()
            .ensure_admin(AdminBootstrap {
                email: "a@b.com".into(),
                password: None,
            })
            .await
            .unwrap();
        assert_eq!(out, BootstrapOutcome::AlreadyPresent);
    }

    #[tokio::test]
    async fn a_missing_password_is_generated_and_reported_once() {
        let mut m = Mocks::new();
        m.users.expect_any_admin().returning(|| Ok(false));
        m.hasher
            .expect_hash()
            .withf(|p| p == "KEY123")
            .returning(|_| Ok("h".into()));
        m.users
            .expect_create()
            // A made-up password must be replaced at the first log-in.
            .withf(|u, k| {
                u.role == Role::Admin && u.is_active && u.must_change_password && k.is_none()
            })
            .returning(|_, _| {
                let mut u = user(1, true);
                u.username = "admin".into();
                Ok(u)
            });
        let out = m
            .build()
            .ensure_admin(AdminBootstrap {
                email: "admin@mon.example".into(),
                password: None,
            })
            .await
            .unwrap();
        assert!(
            matches!(out, BootstrapOutcome::Created { generated_password: Some(ref p), .. } if p == "KEY123")
        );
    }

    #[tokio::test]
    async fn a_configured_password_is_the_operator_s_own_and_need_not_be_changed() {
        let mut m = Mocks::new();
        m.users.expect_any_admin().returning(|| Ok(false));
        m.hasher.expect_hash().returning(|_| Ok("h".into()));
        m.users
            .expect_create()
            .withf(|u, _| u.role == Role::Admin && !u.must_change_password)
            .returning(|_, _| Ok(user(1, true)));
        let out = m
            .build()
            .ensure_admin(AdminBootstrap {
                email: "admin@mon.example".into(),
                password: Some("a-long-admin-pass".into()),
            })
            .await
            .unwrap();
        assert!(matches!(
            out,
            BootstrapOutcome::Created {
                generated_password: None,
                ..
            }
        ));
    }

    #[tokio::test]
    async fn a_configured_password_that_is_too_short_is_refused() {
        let mut m = Mocks::new();
        m.users.expect_any_admin().returning(|| Ok(false));
        m.users.expect_create().never();
        let r = m
            .build()
            .ensure_admin(AdminBootstrap {
                email: "admin@mon.example".into(),
                password: Some("123".into()),
            })
            .await;
        assert!(matches!(r, Err(AccountError::Validation(_))));
    }
}
