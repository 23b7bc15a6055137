use async_trait::async_trait;

/// One-way password hashing (Argon2id in production).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait PasswordHasher: Send + Sync {
    /// A self-describing hash (PHC string) of `password` with a fresh salt.
    async fn hash(&self, password: &str) -> anyhow::Result<String>;
    /// Whether `password` matches `hash`. A malformed hash is an error, a wrong password is `Ok(false)`.
    async fn verify(&self, password: &str, hash: &str) -> anyhow::Result<bool>;
}
