//! The account forms of spec section 5, checked as a whole so that a person
//! sees every problem at once. Field names are the API's JSON field names.

use super::AccountMsg;
use super::fields::{ContactNumber, Email, LoginIdentifier, Nid, Password, Username};
use crate::FieldErrors;

/// `POST register`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegistrationForm {
    pub username: Username,
    pub email: Email,
    pub password: Password,
    pub contact_number: ContactNumber,
}

impl RegistrationForm {
    pub fn parse(
        username: &str,
        email: &str,
        password: &str,
        contact_number: &str,
    ) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let username = e.check("username", Username::parse(username));
        let email = e.check("email", Email::parse(email));
        let password = e.check("password", Password::parse(password));
        let contact_number = e.check(
            "contact_number",
            ContactNumber::parse_registration(contact_number),
        );
        match (username, email, password, contact_number) {
            (Some(username), Some(email), Some(password), Some(contact_number)) if e.is_empty() => {
                Ok(Self {
                    username,
                    email,
                    password,
                    contact_number,
                })
            }
            _ => Err(e),
        }
    }
}

/// `POST token`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginForm {
    pub identifier: LoginIdentifier,
    pub password: Password,
}

impl LoginForm {
    pub fn parse(username: &str, password: &str) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let identifier = e.check("username", LoginIdentifier::parse(username));
        let password = e.check("password", Password::parse(password));
        match (identifier, password) {
            (Some(identifier), Some(password)) => Ok(Self {
                identifier,
                password,
            }),
            _ => Err(e),
        }
    }
}

/// `POST password-reset`: the address to send a reset link to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PasswordResetRequestForm {
    pub email: Email,
}

impl PasswordResetRequestForm {
    pub fn parse(email: &str) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let email = e.check("email", Email::parse(email));
        match email {
            Some(email) => Ok(Self { email }),
            None => Err(e),
        }
    }
}

/// `POST password-update`. `Debug` hides the key.
#[derive(Clone, PartialEq, Eq)]
pub struct NewPasswordForm {
    pub email: Email,
    pub key: String,
    pub password: Password,
}

impl NewPasswordForm {
    pub fn parse(email: &str, key: &str, password: &str) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let email = e.check("email", Email::parse(email));
        let key = key.trim();
        if key.is_empty() {
            e.add("key", AccountMsg::ResetKeyRequired);
        }
        let password = e.check("password", Password::parse(password));
        match (email, password) {
            (Some(email), Some(password)) if e.is_empty() => Ok(Self {
                email,
                key: key.to_owned(),
                password,
            }),
            _ => Err(e),
        }
    }
}

impl std::fmt::Debug for NewPasswordForm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewPasswordForm")
            .field("email", &self.email)
            .field("key", &"<redacted>")
            .field("password", &self.password)
            .finish()
    }
}

/// `POST change-password`. `Debug` hides both passwords.
#[derive(Clone, PartialEq, Eq)]
pub struct ChangePasswordForm {
    pub current_password: String,
    pub new_password: Password,
}

impl ChangePasswordForm {
    pub fn parse(current_password: &str, new_password: &str) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        if current_password.is_empty() {
            e.add("current_password", AccountMsg::CurrentPasswordRequired);
        }
        let new_password = e.check("new_password", Password::parse(new_password));
        match new_password {
            Some(new_password) if e.is_empty() => Ok(Self {
                current_password: current_password.to_owned(),
                new_password,
            }),
            _ => Err(e),
        }
    }
}

impl std::fmt::Debug for ChangePasswordForm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChangePasswordForm")
            .field("current_password", &"<redacted>")
            .field("new_password", &self.new_password)
            .finish()
    }
}

/// `POST update-user-info`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileForm {
    pub contact_number: ContactNumber,
    pub nid: Option<Nid>,
}

impl ProfileForm {
    pub fn parse(contact_number: &str, nid: Option<&str>) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let contact_number = e.check(
            "contact_number",
            ContactNumber::parse_profile(contact_number),
        );
        let nid = e.check("nid", Nid::parse_optional(nid));
        match (contact_number, nid) {
            (Some(contact_number), Some(nid)) => Ok(Self {
                contact_number,
                nid,
            }),
            _ => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registration_reports_every_failing_field_at_once() {
        let e = RegistrationForm::parse("", "nope", "123", "").unwrap_err();
        assert_eq!(
            e.get("username"),
            Some(&[AccountMsg::UsernameRequired.message()][..])
        );
        assert_eq!(
            e.get("email"),
            Some(&[AccountMsg::EmailInvalid.message()][..])
        );
        assert_eq!(
            e.get("password"),
            Some(&[AccountMsg::PasswordTooShort.message()][..])
        );
        assert_eq!(
            e.get("contact_number"),
            Some(&[AccountMsg::MobileRequired.message()][..])
        );
    }

    #[test]
    fn registration_of_valid_fields_normalises_the_mobile() {
        let f = RegistrationForm::parse("rahim", "rahim@example.com", "secret1", "+8801712345678")
            .unwrap();
        assert_eq!(f.contact_number.as_str(), "01712345678");
    }

    #[test]
    fn login_messages() {
        let e = LoginForm::parse(" ", "").unwrap_err();
        assert_eq!(
            e.get("username"),
            Some(&[AccountMsg::LoginUsernameRequired.message()][..])
        );
        assert_eq!(
            e.get("password"),
            Some(&[AccountMsg::PasswordRequired.message()][..])
        );
        let e = LoginForm::parse("rahim", "12345").unwrap_err();
        assert_eq!(
            e.get("password"),
            Some(&[AccountMsg::PasswordTooShort.message()][..])
        );
        assert!(e.get("username").is_none());
    }

    #[test]
    fn forgot_password_needs_a_valid_email() {
        assert_eq!(
            PasswordResetRequestForm::parse("").unwrap_err().first(),
            Some(AccountMsg::EmailRequired.message())
        );
        assert_eq!(
            PasswordResetRequestForm::parse("x@").unwrap_err().first(),
            Some(AccountMsg::EmailInvalid.message())
        );
    }

    #[test]
    fn password_update_needs_email_key_and_a_valid_password() {
        let e = NewPasswordForm::parse("a@b.com", " ", "123").unwrap_err();
        assert_eq!(
            e.get("key"),
            Some(&[AccountMsg::ResetKeyRequired.message()][..])
        );
        assert_eq!(
            e.get("password"),
            Some(&[AccountMsg::PasswordTooShort.message()][..])
        );
        assert!(NewPasswordForm::parse("a@b.com", "k", "123456").is_ok());
    }

    #[test]
    fn change_password_messages() {
        let e = ChangePasswordForm::parse("", "").unwrap_err();
        assert_eq!(
            e.get("current_password"),
            Some(&[AccountMsg::CurrentPasswordRequired.message()][..])
        );
        assert_eq!(
            e.get("new_password"),
            Some(&[AccountMsg::PasswordRequired.message()][..])
        );
    }

    #[test]
    fn secrets_in_forms_are_never_printed() {
        let f = NewPasswordForm::parse("a@b.com", "the-secret-key", "new-secret").unwrap();
        let c = ChangePasswordForm::parse("old-secret", "new-secret").unwrap();
        for printed in [format!("{f:?}"), format!("{c:?}")] {
            assert!(!printed.contains("secret"), "{printed}");
        }
    }

    #[test]
    fn profile_form_rules() {
        let e = ProfileForm::parse("", Some("123")).unwrap_err();
        assert_eq!(
            e.get("contact_number"),
            Some(&[AccountMsg::ContactRequired.message()][..])
        );
        assert_eq!(e.get("nid"), Some(&[AccountMsg::NidTooShort.message()][..]));
        let f = ProfileForm::parse("01812345678", Some("")).unwrap();
        assert_eq!(f.nid, None);
    }
}
