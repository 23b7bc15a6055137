use std::fmt;
use std::sync::LazyLock;

use regex::Regex;
use unicode_normalization::UnicodeNormalization;
use validator::ValidateEmail;

use super::AccountMsg;

type Parsed<T> = Result<T, Vec<AccountMsg>>;

/// A username: letters (any script), digits, `.`, `_` and `-`, at most 60 characters.
/// Kept in Unicode NFKC form, so that look-alike spellings (full-width letters,
/// ligatures) are one name; uniqueness is case-insensitive after normalisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub const MAX_CHARS: usize = 60;

    pub fn parse(raw: &str) -> Parsed<Self> {
        let s: String = raw.trim().nfkc().collect();
        let s = s.as_str();
        if s.is_empty() {
            return Err(vec![AccountMsg::UsernameRequired]);
        }
        let mut errors = Vec::new();
        if s.chars().count() > Self::MAX_CHARS {
            errors.push(AccountMsg::UsernameTooLong);
        }
        if !s
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '.' | '_' | '-'))
        {
            errors.push(AccountMsg::UsernameInvalid);
        }
        if errors.is_empty() {
            Ok(Self(s.to_owned()))
        } else {
            Err(errors)
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The form used for case-insensitive comparison.
    pub fn normalized(&self) -> String {
        fold(&self.0)
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
            return Err(vec![AccountMsg::EmailRequired]);
        }
        if is_valid_email(s) {
            Ok(Self(s.to_owned()))
        } else {
            Err(vec![AccountMsg::EmailInvalid])
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn normalized(&self) -> String {
        fold(&self.0)
    }
}

/// The case-insensitive form of a name: NFKC, lower case, NFKC again (lower-casing
/// can produce characters that compose differently).
fn fold(s: &str) -> String {
    s.nfkc().collect::<String>().to_lowercase().nfkc().collect()
}

/// The `validator` crate's HTML5 address syntax, plus what it takes for a message
/// to reach the address over the internet: a dot-atom local part (no leading,
/// trailing or doubled dot) and a domain of at least two labels with an
/// alphabetic top-level domain.
fn is_valid_email(s: &str) -> bool {
    if s.len() > Email::MAX_CHARS || !s.validate_email() {
        return false;
    }
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    let dot_atom = !local.starts_with('.') && !local.ends_with('.') && !local.contains("..");
    let labels: Vec<&str> = domain.split('.').collect();
    let internet_domain = labels.len() >= 2
        && labels
            .last()
            .is_some_and(|tld| tld.chars().count() >= 2 && tld.chars().all(char::is_alphabetic));
    dot_atom && internet_domain
}

/// Bangla digits (০–৯), as a Bangla keyboard types them, in ASCII.
pub(crate) fn ascii_digits(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '০'..='৯' => char::from(b'0' + (c as u32 - '০' as u32) as u8),
            _ => c,
        })
        .collect()
}

static BD_MOBILE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\+8801|01)[3-9][0-9]{8}$").expect("valid regex"));
static BD_LOCAL_MOBILE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^01[3-9][0-9]{8}$").expect("valid regex"));

/// A Bangladeshi mobile number, always stored in its 11-digit local form `01XXXXXXXXX`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactNumber(String);

impl ContactNumber {
    /// The registration rule: `+8801` or `01`, then a digit 3 to 9, then 8 digits.
    pub fn parse_registration(raw: &str) -> Parsed<Self> {
        let s = ascii_digits(raw.trim());
        let s = s.as_str();
        if s.is_empty() {
            return Err(vec![AccountMsg::MobileRequired]);
        }
        if !BD_MOBILE.is_match(s) {
            return Err(vec![AccountMsg::MobileInvalid]);
        }
        let local = s.strip_prefix("+88").unwrap_or(s);
        Ok(Self(local.to_owned()))
    }

    /// The profile rule: `01`, a digit 3 to 9 and 8 digits, exactly 11 digits.
    pub fn parse_profile(raw: &str) -> Parsed<Self> {
        let s = ascii_digits(raw.trim());
        let s = s.as_str();
        if s.is_empty() {
            return Err(vec![AccountMsg::ContactRequired]);
        }
        if BD_LOCAL_MOBILE.is_match(s) {
            return Ok(Self(s.to_owned()));
        }
        let len = s.chars().count();
        let mut errors = Vec::new();
        if len < 11 {
            errors.push(AccountMsg::ContactTooShort);
        } else if len > 11 {
            errors.push(AccountMsg::ContactTooLong);
        }
        errors.push(AccountMsg::MobileInvalid);
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
            return Err(vec![AccountMsg::NidDigitsOnly]);
        }
        match s.len() {
            0..8 => Err(vec![AccountMsg::NidTooShort]),
            8..=17 => Ok(Some(Self(s.to_owned()))),
            _ => Err(vec![AccountMsg::NidTooLong]),
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
        Self::parse_with(raw, AccountMsg::PasswordRequired)
    }

    pub fn parse_with(raw: &str, required: AccountMsg) -> Parsed<Self> {
        if raw.is_empty() {
            return Err(vec![required]);
        }
        let n = raw.chars().count();
        if n < Self::MIN_CHARS {
            return Err(vec![AccountMsg::PasswordTooShort]);
        }
        if n > Self::MAX_CHARS {
            return Err(vec![AccountMsg::PasswordTooLong]);
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
            return Err(vec![AccountMsg::LoginUsernameRequired]);
        }
        let folded = fold(s);
        Ok(if s.contains('@') {
            Self::Email(folded)
        } else {
            Self::Username(folded)
        })
    }
}

/// Who a person is to the product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Role {
    Admin,
    Subscriber,
    /// Gives care: invited by an admin, logs in once the invitation is accepted.
    Counsellor,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Admin, Role::Subscriber, Role::Counsellor];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "ADMIN",
            Role::Subscriber => "SUBSCRIBER",
            Role::Counsellor => "COUNSELLOR",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == s)
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

    /// The cases the web app's own checks are tested against too (frontend/src/lib/__tests__/validation.test.ts):
    /// one file, so the two sides cannot drift apart.
    const CASES: &str = include_str!("field-cases.json");

    #[derive(serde::Deserialize)]
    struct Case {
        field: String,
        value: String,
        errors: Vec<String>,
    }

    /// The English texts of what `value` breaks as `field`, in the server's order.
    fn broken(field: &str, value: &str) -> Vec<&'static str> {
        let errors = match field {
            "username" => Username::parse(value).err(),
            "email" => Email::parse(value).err(),
            "password" => Password::parse(value).err(),
            "mobile" => ContactNumber::parse_registration(value).err(),
            "contact" => ContactNumber::parse_profile(value).err(),
            "nid" => Nid::parse_optional(Some(value)).err(),
            other => panic!("no rule for {other}"),
        };
        errors
            .unwrap_or_default()
            .into_iter()
            .map(AccountMsg::en)
            .collect()
    }

    #[test]
    fn every_shared_case_breaks_exactly_the_rules_it_names() {
        let cases: Vec<Case> = serde_json::from_str(CASES).unwrap();
        assert!(cases.len() >= 50);
        for case in cases {
            assert_eq!(
                broken(&case.field, &case.value),
                case.errors,
                "{} {:?}",
                case.field,
                case.value
            );
        }
    }

    #[test]
    fn username_is_required_and_trimmed() {
        assert_eq!(
            Username::parse("  ").unwrap_err(),
            vec![AccountMsg::UsernameRequired]
        );
        assert_eq!(Username::parse(" rahim ").unwrap().as_str(), "rahim");
    }

    #[test]
    fn username_accepts_bangla_letters_and_rejects_spaces_and_at() {
        assert!(Username::parse("রহিম_01").is_ok());
        assert_eq!(
            Username::parse("ra him").unwrap_err(),
            vec![AccountMsg::UsernameInvalid]
        );
        assert_eq!(
            Username::parse("a@b").unwrap_err(),
            vec![AccountMsg::UsernameInvalid]
        );
    }

    #[test]
    fn username_length_boundary_is_60_characters() {
        assert!(Username::parse(&"ক".repeat(60)).is_ok());
        assert_eq!(
            Username::parse(&"a".repeat(61)).unwrap_err(),
            vec![AccountMsg::UsernameTooLong]
        );
    }

    #[test]
    fn username_compares_case_insensitively() {
        assert_eq!(Username::parse("Rahim").unwrap().normalized(), "rahim");
    }

    #[test]
    fn look_alike_usernames_are_one_name() {
        // Full-width letters and a ligature are the same name as their plain spelling.
        assert_eq!(
            Username::parse("ＲＡＨＩＭ").unwrap().normalized(),
            Username::parse("rahim").unwrap().normalized()
        );
        assert_eq!(Username::parse("ＲＡＨＩＭ").unwrap().as_str(), "RAHIM");
        assert_eq!(Username::parse("ﬁroz").unwrap().normalized(), "firoz");
        assert_eq!(
            LoginIdentifier::parse("ＲＡＨＩＭ").unwrap(),
            LoginIdentifier::Username("rahim".into())
        );
        // Bangla names keep their letters.
        assert_eq!(Username::parse("রহিম").unwrap().normalized(), "রহিম");
    }

    #[test]
    fn email_rules_follow_the_spec_messages() {
        assert_eq!(
            Email::parse("").unwrap_err(),
            vec![AccountMsg::EmailRequired]
        );
        for bad in [
            "plain",
            "a@b",
            "a@.com",
            "a@b.c",
            "@x.com",
            "a b@x.com",
            "a@x..com",
            "a@-x.com",
            ".a@x.com",
            "a@@x.com",
        ] {
            assert_eq!(
                Email::parse(bad).unwrap_err(),
                vec![AccountMsg::EmailInvalid],
                "{bad}"
            );
        }
        for good in [
            "rahim@example.com",
            "Rahim.K+mon@mail.example.com.bd",
            "x_y@sub-domain.org",
        ] {
            assert!(Email::parse(good).is_ok(), "{good}");
        }
        assert_eq!(
            Email::parse("Rahim@Example.COM").unwrap().normalized(),
            "rahim@example.com"
        );
    }

    #[test]
    fn email_longer_than_254_characters_is_invalid() {
        let long = format!("{}@{}.com", "a".repeat(64), "b".repeat(200));
        assert_eq!(
            Email::parse(&long).unwrap_err(),
            vec![AccountMsg::EmailInvalid]
        );
    }

    #[test]
    fn registration_mobile_accepts_both_forms_and_stores_the_local_form() {
        assert_eq!(
            ContactNumber::parse_registration("01712345678")
                .unwrap()
                .as_str(),
            "01712345678"
        );
        assert_eq!(
            ContactNumber::parse_registration("+8801912345678")
                .unwrap()
                .as_str(),
            "01912345678"
        );
        assert_eq!(
            ContactNumber::parse_registration("013 ").unwrap_err(),
            vec![AccountMsg::MobileInvalid]
        );
    }

    #[test]
    fn registration_mobile_third_digit_must_be_3_to_9() {
        for d in 0..=9 {
            let n = format!("01{d}12345678");
            let ok = ContactNumber::parse_registration(&n).is_ok();
            assert_eq!(ok, (3..=9).contains(&d), "{n}");
            let n = format!("+8801{d}12345678");
            assert_eq!(
                ContactNumber::parse_registration(&n).is_ok(),
                (3..=9).contains(&d),
                "{n}"
            );
        }
    }

    #[test]
    fn registration_mobile_messages() {
        assert_eq!(
            ContactNumber::parse_registration("").unwrap_err(),
            vec![AccountMsg::MobileRequired]
        );
        for bad in [
            "0171234567",
            "017123456789",
            "8801712345678",
            "+880171234567",
            "0171234567a",
            "+88017123456789",
        ] {
            assert_eq!(
                ContactNumber::parse_registration(bad).unwrap_err(),
                vec![AccountMsg::MobileInvalid],
                "{bad}"
            );
        }
    }

    #[test]
    fn profile_contact_number_messages() {
        assert_eq!(
            ContactNumber::parse_profile(" ").unwrap_err(),
            vec![AccountMsg::ContactRequired]
        );
        assert_eq!(
            ContactNumber::parse_profile("0171234567").unwrap_err(),
            vec![AccountMsg::ContactTooShort, AccountMsg::MobileInvalid]
        );
        assert_eq!(
            ContactNumber::parse_profile("017123456789").unwrap_err(),
            vec![AccountMsg::ContactTooLong, AccountMsg::MobileInvalid]
        );
        assert_eq!(
            ContactNumber::parse_profile("01212345678").unwrap_err(),
            vec![AccountMsg::MobileInvalid]
        );
        // The profile form takes only the 11-digit local form.
        assert_eq!(
            ContactNumber::parse_profile("+8801712345678").unwrap_err(),
            vec![AccountMsg::ContactTooLong, AccountMsg::MobileInvalid]
        );
        assert!(ContactNumber::parse_profile("01312345678").is_ok());
    }

    #[test]
    fn nid_is_optional_and_8_to_17_digits() {
        assert_eq!(Nid::parse_optional(None).unwrap(), None);
        assert_eq!(Nid::parse_optional(Some("  ")).unwrap(), None);
        assert_eq!(
            Nid::parse_optional(Some("1234567")).unwrap_err(),
            vec![AccountMsg::NidTooShort]
        );
        assert_eq!(
            Nid::parse_optional(Some("12345678"))
                .unwrap()
                .unwrap()
                .as_str(),
            "12345678"
        );
        assert!(Nid::parse_optional(Some("1234567890")).unwrap().is_some());
        assert!(
            Nid::parse_optional(Some("12345678901234567"))
                .unwrap()
                .is_some()
        );
        assert_eq!(
            Nid::parse_optional(Some("123456789012345678")).unwrap_err(),
            vec![AccountMsg::NidTooLong]
        );
        assert_eq!(
            Nid::parse_optional(Some("1234-5678")).unwrap_err(),
            vec![AccountMsg::NidDigitsOnly]
        );
        assert_eq!(
            Nid::parse_optional(Some("١٢٣٤٥٦٧٨")).unwrap_err(),
            vec![AccountMsg::NidDigitsOnly]
        );
    }

    #[test]
    fn bangla_digits_are_read_as_digits_and_stored_in_ascii() {
        assert_eq!(
            ContactNumber::parse_registration("০১৭১২৩৪৫৬৭৮")
                .unwrap()
                .as_str(),
            "01712345678"
        );
        assert_eq!(
            ContactNumber::parse_registration("+৮৮০১৭১২৩৪৫৬৭৮")
                .unwrap()
                .as_str(),
            "01712345678"
        );
        assert_eq!(
            ContactNumber::parse_profile("০১৮১২৩৪৫৬৭৮")
                .unwrap()
                .as_str(),
            "01812345678"
        );
        assert_eq!(
            Nid::parse_optional(Some("১২৩৪৫৬৭৮"))
                .unwrap()
                .unwrap()
                .as_str(),
            "12345678"
        );
        assert_eq!(
            ContactNumber::parse_registration("০১২১২৩৪৫৬৭৮").unwrap_err(),
            vec![AccountMsg::MobileInvalid]
        );
    }

    #[test]
    fn password_boundary_is_6_characters() {
        assert_eq!(
            Password::parse("").unwrap_err(),
            vec![AccountMsg::PasswordRequired]
        );
        assert_eq!(
            Password::parse("12345").unwrap_err(),
            vec![AccountMsg::PasswordTooShort]
        );
        assert!(Password::parse("123456").is_ok());
        // Characters, not bytes: six Bangla letters are six characters.
        assert!(Password::parse("অআইঈউঊ").is_ok());
        assert_eq!(
            Password::parse("অআইঈউ").unwrap_err(),
            vec![AccountMsg::PasswordTooShort]
        );
        assert!(Password::parse(&"x".repeat(128)).is_ok());
        assert_eq!(
            Password::parse(&"x".repeat(129)).unwrap_err(),
            vec![AccountMsg::PasswordTooLong]
        );
    }

    #[test]
    fn password_is_never_printed() {
        let p = Password::parse("secret-pass").unwrap();
        assert!(!format!("{p:?}").contains("secret"));
    }

    #[test]
    fn login_identifier_tells_email_from_username() {
        assert_eq!(
            LoginIdentifier::parse("").unwrap_err(),
            vec![AccountMsg::LoginUsernameRequired]
        );
        assert_eq!(
            LoginIdentifier::parse(" Rahim@X.com ").unwrap(),
            LoginIdentifier::Email("rahim@x.com".into())
        );
        assert_eq!(
            LoginIdentifier::parse("Rahim").unwrap(),
            LoginIdentifier::Username("rahim".into())
        );
    }

    #[test]
    fn role_round_trips_through_its_name() {
        for r in [Role::Admin, Role::Subscriber] {
            assert_eq!(Role::parse(r.as_str()), Some(r));
        }
        assert_eq!(Role::parse("admin"), None);
    }
}
