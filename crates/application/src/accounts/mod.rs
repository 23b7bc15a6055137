//! Accounts: register, activate, log in, recover and manage a profile.
//!
//! One file per group of use cases; each is a method of [`Accounts`], which holds the ports.

mod activate_account;
mod admin_bootstrap;
mod authenticate;
mod change_password;
mod erase;
mod list_subscribers;
mod log_in;
pub(crate) mod mail;
mod password_reset;
mod register_user;
mod registrations;
mod update_profile;

pub use activate_account::Activation;
pub use register_user::RegisterInput;
pub use registrations::{MonthCount, REGISTRATION_MONTHS};

#[cfg(test)]
mod testing;

use std::sync::{Arc, OnceLock};

use mon_domain::user::AccountMsg;
use mon_domain::{CommonMsg, FieldErrors};

use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
use crate::ports::{
    AccountMailbox, Background, Clock, HashError, KeyGenerator, LoginAttemptStore, PasswordHasher,
    PersonalDataRepository, TokenService, UserRepository,
};

pub use admin_bootstrap::{AdminBootstrap, BootstrapOutcome};
pub use log_in::Session;

/// Settings the account use cases need.
#[derive(Debug, Clone)]
pub struct AccountSettings {
    /// Where people open the web site, used in e-mail links, without a trailing slash.
    pub public_url: String,
    /// Registration and reset mails one address may get in an hour, whoever asks
    /// (`MON_ACCOUNT_MAIL_PER_HOUR`); an activation mail is always sent and counted.
    pub mail_per_hour: u64,
}

impl AccountSettings {
    /// The window of [`AccountSettings::mail_per_hour`].
    pub const MAIL_WINDOW: chrono::Duration = chrono::Duration::hours(1);
}

/// What can go wrong in an account use case. Each use case documents the
/// variants it returns; [`ServiceError`] tells the HTTP layer the rest.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("invalid input")]
    Validation(FieldErrors),
    #[error("username taken")]
    UsernameTaken,
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
    #[error("too many failed logins")]
    TooManyAttempts { retry_after_secs: u64 },
    #[error("too many wrong passwords for the account: a reset is needed")]
    ResetRequired,
    #[error("password hashing saturated")]
    Busy,
    #[error("not authenticated")]
    Unauthenticated,
    #[error("wrong password")]
    WrongPassword,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for AccountError {
    fn from(e: FieldErrors) -> Self {
        AccountError::Validation(e)
    }
}

impl From<HashError> for AccountError {
    fn from(e: HashError) -> Self {
        match e {
            HashError::Busy => AccountError::Busy,
            HashError::Unexpected(e) => AccountError::Unexpected(e),
        }
    }
}

impl ServiceError for AccountError {
    fn meta(&self) -> ErrorMeta {
        use ErrorCode as C;
        match self {
            AccountError::Validation(e) => ErrorMeta::invalid(e),
            AccountError::UsernameTaken => {
                ErrorMeta::on_field(C::UsernameTaken, "username", AccountMsg::UsernameTaken)
            }
            AccountError::InvalidCredentials => {
                ErrorMeta::new(C::InvalidCredentials, AccountMsg::InvalidCredentials)
            }
            AccountError::AccountInactive => {
                ErrorMeta::new(C::AccountInactive, AccountMsg::AccountInactive)
            }
            AccountError::InvalidActivationKey => {
                ErrorMeta::new(C::InvalidActivationKey, AccountMsg::InvalidActivationKey)
            }
            AccountError::InvalidResetKey => {
                ErrorMeta::new(C::InvalidResetKey, AccountMsg::InvalidResetKey)
            }
            AccountError::WrongCurrentPassword => ErrorMeta::on_field(
                C::WrongCurrentPassword,
                "current_password",
                AccountMsg::WrongCurrentPassword,
            ),
            AccountError::TooManyAttempts { retry_after_secs } => {
                ErrorMeta::new(C::TooManyRequests, AccountMsg::TooManyLoginAttempts)
                    .retry_after(*retry_after_secs)
            }
            AccountError::ResetRequired => {
                ErrorMeta::new(C::PasswordResetRequired, AccountMsg::PasswordResetRequired)
            }
            AccountError::Busy => ErrorMeta::new(C::Busy, AccountMsg::Busy).retry_after(1),
            AccountError::Unauthenticated => {
                ErrorMeta::new(C::Unauthorized, CommonMsg::Unauthorized)
            }
            AccountError::WrongPassword => {
                ErrorMeta::on_field(C::WrongPassword, "password", AccountMsg::WrongPassword)
            }
            AccountError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The ports every account use case draws on.
#[derive(Clone)]
pub struct AccountPorts {
    pub users: Arc<dyn UserRepository>,
    pub attempts: Arc<dyn LoginAttemptStore>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub tokens: Arc<dyn TokenService>,
    /// Account mail goes through the outbox, counted per address.
    pub mailbox: Arc<dyn AccountMailbox>,
    pub clock: Arc<dyn Clock>,
    pub keys: Arc<dyn KeyGenerator>,
    pub background: Arc<dyn Background>,
    /// Erasure of an account across every area.
    pub personal: Arc<dyn PersonalDataRepository>,
    /// Where sent mail may leave copies (the development folder), removed with an erased account.
    pub mailer: Arc<dyn crate::ports::Mailer>,
    /// Where sent text messages may leave copies (the development folder), removed likewise.
    pub texts: Arc<dyn crate::ports::TextMessages>,
}

/// The account use cases. Cheap to clone: background tasks take a clone.
#[derive(Clone)]
pub struct Accounts {
    ports: AccountPorts,
    settings: Arc<AccountSettings>,
    /// A hash checked when no account matches a login, so that an unknown user
    /// costs the same time as a wrong password.
    dummy_hash: Arc<OnceLock<String>>,
    registration_cache: Arc<tokio::sync::Mutex<Option<registrations::RegistrationCache>>>,
}

impl Accounts {
    pub fn new(ports: AccountPorts, settings: AccountSettings) -> Self {
        Self {
            ports,
            settings: Arc::new(settings),
            dummy_hash: Arc::new(OnceLock::new()),
            registration_cache: Arc::default(),
        }
    }

    /// Whether `address` may get another registration or reset mail now: fewer
    /// than [`AccountSettings::mail_per_hour`] in the last hour, whoever asked.
    async fn may_mail(&self, address: &str) -> anyhow::Result<bool> {
        let now = self.ports.clock.now();
        self.ports
            .mailbox
            .reserve(
                address,
                now - AccountSettings::MAIL_WINDOW,
                self.settings.mail_per_hour,
                now,
            )
            .await
    }

    /// Forgets account-mail counts older than a day (the hourly purge).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn purge_mail_counts(&self) -> Result<u64, AccountError> {
        Ok(self
            .ports
            .mailbox
            .purge(self.ports.clock.now() - chrono::Duration::hours(24))
            .await?)
    }
}
