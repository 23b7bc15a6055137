use std::fmt;
use std::sync::LazyLock;

use regex::Regex;

use crate::Msg;

type Parsed<T> = Result<T, Vec<Msg>>;

/// A username: letters (any script), digits, `.`, `_` and `-`, at most 60 characters.
/// Uniqueness is case-insensitive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub const MAX_CHARS: usize = 60;

    pub fn parse(raw: &str) -> Parsed<Self> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(vec![Msg::UsernameRequired]);
        }
        let mut errors = Vec::new();
        if s.chars().count() > Self::MAX_CHARS {
            errors.push(Msg::UsernameTooLong);
        }
        if !s.chars().all(|c| c.is_alphanumeric() || matches!(c, '.' | '_' | '-')) {
            errors.push(Msg::UsernameInvalid);
        }
        if errors.is_empty() { Ok(Self(s.to_owned())) } else { Err(errors) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The form used for case-insensitive comparison.
    pub fn normalized(&self) -> String {
        self.0.to_lowercase()
    }
}

/// An e-mail address, kept as typed; compared in lower case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub const MAX_CHARS: usize = 254;

    pub fn parse(raw: &str) -> Parsed<Self> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(vec![Msg::EmailRequired]);
        }
        if is_valid_email(s) { Ok(Self(s.to_owned())) } else { Err(vec![Msg::EmailInvalid]) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn normalized(&self) -> String {
        self.0.to_lowercase()
    }
}

fn is_valid_email(s: &str) -> bool {
    if s.len() > Email::MAX_CHARS || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Some((local, domain)) = s.rsplit_once('@') else { return false };
    if local.is_empty() || local.len() > 64 || local.contains('@') {
        return false;
    }
    if local.starts_with('.') || local.ends_with('.') || local.contains("..") {
        return false;
    }
    let local_ok = local.chars().all(|c| c.is_alphanumeric() || "!#$%&'*+/=?^_`{|}~.-".contains(c));
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels
            .iter()
            .all(|l| !l.is_empty() && l.len() <= 63 && !l.starts_with('-') && !l.ends_with('-') && l.chars().all(|c| c.is_alphanumeric() || c == '-'))
        && labels.last().is_some_and(|tld| tld.chars().count() >= 2 && tld.chars().all(char::is_alphabetic));
    local_ok && domain_ok
}

/// Bangla digits (০–৯), as a Bangla keyboard types them, in ASCII.
fn ascii_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '০'..='৯' => char::from(b'0' + (c as u32 - '০' as u32) as u8),
            _ => c,
        })
        .collect()
}

static BD_MOBILE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^(\+8801|01)[3-9][0-9]{8}$").expect("valid regex"));
static BD_LOCAL_MOBILE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^01[3-9][0-9]{8}$").expect("valid regex"));

/// A Bangladeshi mobile number, always stored in its 11-digit local form `01XXXXXXXXX`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactNumber(String);

impl ContactNumber {
    /// The registration rule: `+8801` or `01`, then a digit 3 to 9, then 8 digits.
    pub fn parse_registration(raw: &str) -> Parsed<Self> {
        let s = ascii_digits(raw.trim());
        let s = s.as_str();
        if s.is_empty() {
            return Err(vec![Msg::MobileRequired]);
        }
        if !BD_MOBILE.is_match(s) {
            return Err(vec![Msg::MobileInvalid]);
        }
        let local = s.strip_prefix("+88").unwrap_or(s);
        Ok(Self(local.to_owned()))
    }

    /// The profile rule: `01`, a digit 3 to 9 and 8 digits, exactly 11 digits.
    pub fn parse_profile(raw: &str) -> Parsed<Self> {
        let s = ascii_digits(raw.trim());
        let s = s.as_str();
        if s.is_empty() {
            return Err(vec![Msg::ContactRequired]);
        }
        if BD_LOCAL_MOBILE.is_match(s) {
            return Ok(Self(s.to_owned()));
        }
        let len = s.chars().count();
        let mut errors = Vec::new();
        if len < 11 {
            errors.push(Msg::ContactTooShort);
        } else if len > 11 {
            errors.push(Msg::ContactTooLong);
        }
        errors.push(Msg::MobileInvalid);
        Err(errors)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A national identity number: 8 to 17 digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nid(String);

impl Nid {
    /// A blank value means "no NID".
    pub fn parse_optional(raw: Option<&str>) -> Parsed<Option<Self>> {
        let s = ascii_digits(raw.map(str::trim).unwrap_or(""));
        let s = s.as_str();
        if s.is_empty() {
            return Ok(None);
        }
        if !s.chars().all(|c| c.is_ascii_digit()) {
            return Err(vec![Msg::NidDigitsOnly]);
        }
        match s.len() {
            0..8 => Err(vec![Msg::NidTooShort]),
            8..=17 => Ok(Some(Self(s.to_owned()))),
            _ => Err(vec![Msg::NidTooLong]),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password as typed: at least 6 and at most 128 characters. Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub const MIN_CHARS: usize = 6;
    pub const MAX_CHARS: usize = 128;

    pub fn parse(raw: &str) -> Parsed<Self> {
        Self::parse_with(raw, Msg::PasswordRequired)
    }

    pub fn parse_with(raw: &str, required: Msg) -> Parsed<Self> {
        if raw.is_empty() {
            return Err(vec![required]);
        }
        let n = raw.chars().count();
        if n < Self::MIN_CHARS {
            return Err(vec![Msg::PasswordTooShort]);
        }
        if n > Self::MAX_CHARS {
            return Err(vec![Msg::PasswordTooLong]);
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

/// What a person typed in the login's username field: a username or an e-mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoginIdentifier {
    Username(String),
    Email(String),
}

impl LoginIdentifier {
    pub fn parse(raw: &str) -> Parsed<Self> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(vec![Msg::LoginUsernameRequired]);
        }
        let lower = s.to_lowercase();
        Ok(if s.contains('@') { Self::Email(lower) } else { Self::Username(lower) })
    }
}

/// Who a person is to the product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Role {
    Admin,
    Subscriber,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "ADMIN",
            Role::Subscriber => "SUBSCRIBER",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "ADMIN" => Some(Role::Admin),
            "SUBSCRIBER" => Some(Role::Subscriber),
            _ => None,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn username_is_required_and_trimmed() {
        assert_eq!(Username::parse("  ").unwrap_err(), vec![Msg::UsernameRequired]);
        assert_eq!(Username::parse(" rahim ").unwrap().as_str(), "rahim");
    }

    #[test]
    fn username_accepts_bangla_letters_and_rejects_spaces_and_at() {
        assert!(Username::parse("রহিম_01").is_ok());
        assert_eq!(Username::parse("ra him").unwrap_err(), vec![Msg::UsernameInvalid]);
        assert_eq!(Username::parse("a@b").unwrap_err(), vec![Msg::UsernameInvalid]);
    }

    #[test]
    fn username_length_boundary_is_60_characters() {
        assert!(Username::parse(&"ক".repeat(60)).is_ok());
        assert_eq!(Username::parse(&"a".repeat(61)).unwrap_err(), vec![Msg::UsernameTooLong]);
    }

    #[test]
    fn username_compares_case_insensitively() {
        assert_eq!(Username::parse("Rahim").unwrap().normalized(), "rahim");
    }

    #[test]
    fn email_rules_follow_the_spec_messages() {
        assert_eq!(Email::parse("").unwrap_err(), vec![Msg::EmailRequired]);
        for bad in ["plain", "a@b", "a@.com", "a@b.c", "@x.com", "a b@x.com", "a@x..com", "a@-x.com", ".a@x.com", "a@@x.com"] {
            assert_eq!(Email::parse(bad).unwrap_err(), vec![Msg::EmailInvalid], "{bad}");
        }
        for good in ["rahim@example.com", "Rahim.K+mon@mail.example.com.bd", "x_y@sub-domain.org"] {
            assert!(Email::parse(good).is_ok(), "{good}");
        }
        assert_eq!(Email::parse("Rahim@Example.COM").unwrap().normalized(), "rahim@example.com");
    }

    #[test]
    fn email_longer_than_254_characters_is_invalid() {
        let long = format!("{}@{}.com", "a".repeat(64), "b".repeat(200));
        assert_eq!(Email::parse(&long).unwrap_err(), vec![Msg::EmailInvalid]);
    }

    #[test]
    fn registration_mobile_accepts_both_forms_and_stores_the_local_form() {
        assert_eq!(ContactNumber::parse_registration("01712345678").unwrap().as_str(), "01712345678");
        assert_eq!(ContactNumber::parse_registration("+8801912345678").unwrap().as_str(), "01912345678");
        assert_eq!(ContactNumber::parse_registration("013 ").unwrap_err(), vec![Msg::MobileInvalid]);
    }

    #[test]
    fn registration_mobile_third_digit_must_be_3_to_9() {
        for d in 0..=9 {
            let n = format!("01{d}12345678");
            let ok = ContactNumber::parse_registration(&n).is_ok();
            assert_eq!(ok, (3..=9).contains(&d), "{n}");
            let n = format!("+8801{d}12345678");
            assert_eq!(ContactNumber::parse_registration(&n).is_ok(), (3..=9).contains(&d), "{n}");
        }
    }

    #[test]
    fn registration_mobile_messages() {
        assert_eq!(ContactNumber::parse_registration("").unwrap_err(), vec![Msg::MobileRequired]);
        for bad in ["0171234567", "017123456789", "8801712345678", "+880171234567", "0171234567a", "+88017123456789"] {
            assert_eq!(ContactNumber::parse_registration(bad).unwrap_err(), vec![Msg::MobileInvalid], "{bad}");
        }
    }

    #[test]
    fn profile_contact_number_messages() {
        assert_eq!(ContactNumber::parse_profile(" ").unwrap_err(), vec![Msg::ContactRequired]);
        assert_eq!(ContactNumber::parse_profile("0171234567").unwrap_err(), vec![Msg::ContactTooShort, Msg::MobileInvalid]);
        assert_eq!(ContactNumber::parse_profile("017123456789").unwrap_err(), vec![Msg::ContactTooLong, Msg::MobileInvalid]);
        assert_eq!(ContactNumber::parse_profile("01212345678").unwrap_err(), vec![Msg::MobileInvalid]);
        // The profile form takes only the 11-digit local form.
        assert_eq!(ContactNumber::parse_profile("+8801712345678").unwrap_err(), vec![Msg::ContactTooLong, Msg::MobileInvalid]);
        assert!(ContactNumber::parse_profile("01312345678").is_ok());
    }

    #[test]
    fn nid_is_optional_and_8_to_17_digits() {
        assert_eq!(Nid::parse_optional(None).unwrap(), None);
        assert_eq!(Nid::parse_optional(Some("  ")).unwrap(), None);
        assert_eq!(Nid::parse_optional(Some("1234567")).unwrap_err(), vec![Msg::NidTooShort]);
        assert_eq!(Nid::parse_optional(Some("12345678")).unwrap().unwrap().as_str(), "12345678");
        assert!(Nid::parse_optional(Some("1234567890")).unwrap().is_some());
        assert!(Nid::parse_optional(Some("12345678901234567")).unwrap().is_some());
        assert_eq!(Nid::parse_optional(Some("123456789012345678")).unwrap_err(), vec![Msg::NidTooLong]);
        assert_eq!(Nid::parse_optional(Some("1234-5678")).unwrap_err(), vec![Msg::NidDigitsOnly]);
        assert_eq!(Nid::parse_optional(Some("١٢٣٤٥٦٧٨")).unwrap_err(), vec![Msg::NidDigitsOnly]);
    }

    #[test]
    fn bangla_digits_are_read_as_digits_and_stored_in_ascii() {
        assert_eq!(ContactNumber::parse_registration("০১৭১২৩৪৫৬৭৮").unwrap().as_str(), "01712345678");
        assert_eq!(ContactNumber::parse_registration("+৮৮০১৭১২৩৪৫৬৭৮").unwrap().as_str(), "01712345678");
        assert_eq!(ContactNumber::parse_profile("০১৮১২৩৪৫৬৭৮").unwrap().as_str(), "01812345678");
        assert_eq!(Nid::parse_optional(Some("১২৩৪৫৬৭৮")).unwrap().unwrap().as_str(), "12345678");
        assert_eq!(ContactNumber::parse_registration("০১২১২৩৪৫৬৭৮").unwrap_err(), vec![Msg::MobileInvalid]);
    }

    #[test]
    fn password_boundary_is_6_characters() {
        assert_eq!(Password::parse("").unwrap_err(), vec![Msg::PasswordRequired]);
        assert_eq!(Password::parse("12345").unwrap_err(), vec![Msg::PasswordTooShort]);
        assert!(Password::parse("123456").is_ok());
        // Characters, not bytes: six Bangla letters are six characters.
        assert!(Password::parse("অআইঈউঊ").is_ok());
        assert_eq!(Password::parse("অআইঈউ").unwrap_err(), vec![Msg::PasswordTooShort]);
        assert!(Password::parse(&"x".repeat(128)).is_ok());
        assert_eq!(Password::parse(&"x".repeat(129)).unwrap_err(), vec![Msg::PasswordTooLong]);
    }

    #[test]
    fn password_is_never_printed() {
        let p = Password::parse("secret-pass").unwrap();
        assert!(!format!("{p:?}").contains("secret"));
    }

    #[test]
    fn login_identifier_tells_email_from_username() {
        assert_eq!(LoginIdentifier::parse("").unwrap_err(), vec![Msg::LoginUsernameRequired]);
        assert_eq!(LoginIdentifier::parse(" Rahim@X.com ").unwrap(), LoginIdentifier::Email("rahim@x.com".into()));
        assert_eq!(LoginIdentifier::parse("Rahim").unwrap(), LoginIdentifier::Username("rahim".into()));
    }

    #[test]
    fn role_round_trips_through_its_name() {
        for r in [Role::Admin, Role::Subscriber] {
            assert_eq!(Role::parse(r.as_str()), Some(r));
        }
        assert_eq!(Role::parse("admin"), None);
    }
}
