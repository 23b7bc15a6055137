use chrono::{DateTime, Duration, Utc};

/// What a single-use key is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyPurpose {
    Activation,
    PasswordReset,
    /// An admin's invitation to a counsellor: the link sets the first password, on the reset screen.
    Invitation,
}

impl KeyPurpose {
    /// How long a key stays valid: 72 hours to activate, 1 hour to reset a password, 7 days to
    /// accept an invitation.
    pub fn lifetime(self) -> Duration {
        match self {
            KeyPurpose::Activation => Duration::hours(72),
            KeyPurpose::PasswordReset => Duration::hours(1),
            KeyPurpose::Invitation => Duration::days(7),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            KeyPurpose::Activation => "activation",
            KeyPurpose::PasswordReset => "password_reset",
            KeyPurpose::Invitation => "invitation",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "activation" => Some(Self::Activation),
            "password_reset" => Some(Self::PasswordReset),
            "invitation" => Some(Self::Invitation),
            _ => None,
        }
    }
}

/// A stored single-use key. Only the key's hash is ever stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserKey {
    pub id: i64,
    pub user_id: i64,
    pub purpose: KeyPurpose,
    pub key_hash: String,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
}

impl UserKey {
    pub fn is_usable(&self, now: DateTime<Utc>) -> bool {
        self.used_at.is_none() && now < self.expires_at
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(expires_in: Duration, used: bool) -> (UserKey, DateTime<Utc>) {
        let now = Utc::now();
        let k = UserKey {
            id: 1,
            user_id: 1,
            purpose: KeyPurpose::PasswordReset,
            key_hash: "h".into(),
            expires_at: now + expires_in,
            used_at: used.then_some(now),
        };
        (k, now)
    }

    #[test]
    fn a_fresh_unused_key_is_usable() {
        let (k, now) = key(Duration::minutes(5), false);
        assert!(k.is_usable(now));
    }

    #[test]
    fn a_key_is_not_usable_at_or_after_expiry_or_once_used() {
        let (k, now) = key(Duration::zero(), false);
        assert!(!k.is_usable(now));
        let (k, now) = key(Duration::minutes(5), true);
        assert!(!k.is_usable(now));
    }

    #[test]
    fn lifetimes_match_the_product_rules() {
        assert_eq!(KeyPurpose::Activation.lifetime(), Duration::hours(72));
        assert_eq!(KeyPurpose::PasswordReset.lifetime(), Duration::hours(1));
        for p in [KeyPurpose::Activation, KeyPurpose::PasswordReset] {
            assert_eq!(KeyPurpose::parse(p.as_str()), Some(p));
        }
    }
}
