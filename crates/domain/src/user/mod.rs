//! Accounts: people who use Mon, their credentials and their single-use keys.

mod fields;
mod forms;
mod keys;

pub use fields::{ContactNumber, Email, LoginIdentifier, Nid, Password, Role, Username};
pub use forms::{ChangePasswordForm, LoginForm, PasswordResetForm, PasswordUpdateForm, ProfileForm, RegistrationForm};
pub use keys::{KeyPurpose, UserKey};

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
}
