//! Accounts: people who use Mon, their credentials and their single-use keys.

mod fields;
mod forms;
mod keys;
mod login_throttle;
mod messages;
pub mod phone_code;

pub(crate) use fields::ascii_digits;
pub use fields::{ContactNumber, Email, LoginIdentifier, Nid, Password, Role, Username};
pub use forms::{
    ChangePasswordForm, LoginForm, NewPasswordForm, PasswordResetRequestForm, ProfileForm,
    RegistrationForm,
};
pub use keys::{KeyPurpose, UserKey};
pub use login_throttle::LoginAttempts;
pub use messages::AccountMsg;

use chrono::{DateTime, Utc};

/// An account as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub password_hash: String,
    pub contact_number: Option<String>,
    pub nid: Option<String>,
    pub role: Role,
    pub is_active: bool,
    /// Raised by every password change or reset; tokens carrying an older
    /// version are refused.
    pub token_version: i32,
    pub registered_at: DateTime<Utc>,
    /// Discreet mode: e-mails about the person's care say nothing revealing.
    pub discreet: bool,
    /// The password was made up by the server (the first admin's, written to a file): until it
    /// is changed, every call but changing it is refused.
    pub must_change_password: bool,
    /// The contact number was proved the person's own by a code sent to it (issue 38); cleared
    /// when the number changes.
    pub phone_verified: bool,
    /// The person asked for text messages (decisions, reminders); only with a verified number.
    pub sms_reminders: bool,
}

/// An account to be created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub username: Username,
    pub email: Email,
    pub password_hash: String,
    pub contact_number: Option<ContactNumber>,
    pub role: Role,
    pub is_active: bool,
    pub registered_at: DateTime<Utc>,
    /// Consents given while registering, stored with the account.
    pub consents: Vec<crate::privacy::ConsentRecord>,
    /// See [`User::must_change_password`].
    pub must_change_password: bool,
}
