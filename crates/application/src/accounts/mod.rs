//! Accounts: register, activate, log in, recover and manage a profile.
//!
//! One file per use case; each is a method of [`Accounts`], which holds the ports.

mod activate_account;
mod admin_bootstrap;
mod authenticate;
mod change_password;
mod list_subscribers;
mod log_in;
mod mail;
mod password_reset;
mod register_user;
mod update_profile;

pub use activate_account::Activation;
pub use register_user::RegisterInput;

#[cfg(test)]
mod testing;

use std::sync::{Arc, OnceLock};

use mon_domain::{FieldErrors, Msg};

use crate::ports::{Clock, KeyGenerator, Mailer, PasswordHasher, TokenService, UserRepository};

pub use admin_bootstrap::{AdminBootstrap, BootstrapOutcome};
pub use log_in::Session;

/// Settings the account use cases need.
#[derive(Debug, Clone)]
pub struct AccountSettings {
    /// Where people open the web site, used in e-mail links, without a trailing slash.
    pub public_url: String,
}

/// What can go wrong in an account use case. Each use case documents the
/// variants it returns; the HTTP layer maps each variant to one status.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("username taken")]
    UsernameTaken,
    #[error("email taken")]
    EmailTaken,
    #[error("invalid credentials")]
    InvalidCredentials,
    #[error("account inactive")]
    AccountInactive,
    #[error("invalid activation key")]
    InvalidActivationKey,
    #[error("invalid reset key")]
    InvalidResetKey,
    #[error("wrong current password")]
    WrongCurrentPassword,
    #[error("mail could not be sent")]
    MailUnavailable(#[source] anyhow::Error),
    #[error("not authenticated")]
    Unauthenticated,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for AccountError {
    fn from(e: FieldErrors) -> Self {
        AccountError::Validation(e)
    }
}

impl AccountError {
    /// The one message a person sees for this error.
    pub fn message(&self) -> Msg {
        match self {
            AccountError::Validation(e) => e.first().unwrap_or(Msg::ValidationFailed),
            AccountError::UsernameTaken => Msg::UsernameTaken,
            AccountError::EmailTaken => Msg::EmailTaken,
            AccountError::InvalidCredentials => Msg::InvalidCredentials,
            AccountError::AccountInactive => Msg::AccountInactive,
            AccountError::InvalidActivationKey => Msg::InvalidActivationKey,
            AccountError::InvalidResetKey => Msg::InvalidResetKey,
            AccountError::WrongCurrentPassword => Msg::WrongCurrentPassword,
            AccountError::MailUnavailable(_) => Msg::MailUnavailable,
            AccountError::Unauthenticated => Msg::Unauthorized,
            AccountError::Unexpected(_) => Msg::Internal,
        }
    }
}

/// The ports every account use case draws on.
#[derive(Clone)]
pub struct AccountPorts {
    pub users: Arc<dyn UserRepository>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub tokens: Arc<dyn TokenService>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
    pub keys: Arc<dyn KeyGenerator>,
}

/// The account use cases.
pub struct Accounts {
    users: Arc<dyn UserRepository>,
    hasher: Arc<dyn PasswordHasher>,
    tokens: Arc<dyn TokenService>,
    mailer: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    keys: Arc<dyn KeyGenerator>,
    settings: AccountSettings,
    /// A hash checked when no account matches a login, so that an unknown user
    /// costs the same time as a wrong password.
    dummy_hash: OnceLock<String>,
}

impl Accounts {
    pub fn new(ports: AccountPorts, settings: AccountSettings) -> Self {
        let AccountPorts { users, hasher, tokens, mailer, clock, keys } = ports;
        Self { users, hasher, tokens, mailer, clock, keys, settings, dummy_hash: OnceLock::new() }
    }
}
