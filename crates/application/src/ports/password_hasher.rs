use async_trait::async_trait;

/// Why a password could not be hashed or checked.
#[derive(Debug, thiserror::Error)]
pub enum HashError {
    /// Every hashing slot stayed taken for the whole wait: the server is
    /// saturated and the caller should retry shortly.
    #[error("password hashing is saturated")]
    Busy,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// One-way password hashing (Argon2id in production).
///
/// Hashing is deliberately costly in memory and time, so an implementation
/// MUST bound how many run at once and MUST return [`HashError::Busy`] rather
/// than queue without limit.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PasswordHasher: Send + Sync {
    /// A self-describing hash (PHC string) of `password` with a fresh salt.
    async fn hash(&self, password: &str) -> Result<String, HashError>;
    /// Whether `password` matches `hash`. A malformed hash is an error, a wrong password is `Ok(false)`.
    async fn verify(&self, password: &str, hash: &str) -> Result<bool, HashError>;
    /// As [`Self::verify`], but [`HashError::Busy`] at once when no slot is free (never waits in line):
    /// for callers already failing, so a saturated pool stays with log-ins that are not.
    async fn verify_if_free(&self, password: &str, hash: &str) -> Result<bool, HashError>;
}
