use chrono::{DateTime, Utc};
use mon_domain::user::Role;

/// What a valid access token says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenClaims {
    pub user_id: i64,
    pub role: Role,
    /// The account's token version when the token was issued.
    pub version: i32,
    pub expires_at: DateTime<Utc>,
}

/// A freshly signed token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedToken {
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

/// Issues and checks signed, expiring access tokens (JWT HS256 in production).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait TokenService: Send + Sync {
    fn issue(
        &self,
        user_id: i64,
        role: Role,
        version: i32,
        now: DateTime<Utc>,
    ) -> anyhow::Result<IssuedToken>;
    /// `None` for a token that is malformed, forged or expired at `now`.
    fn verify(&self, token: &str, now: DateTime<Utc>) -> Option<TokenClaims>;
}
