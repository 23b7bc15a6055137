/// Makes the random single-use keys sent by e-mail, and the one-way hash under
/// which they are stored.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait KeyGenerator: Send + Sync {
    /// A new random key, safe to put in a URL, with at least 128 bits of entropy.
    fn generate(&self) -> String;
    /// A random code of six decimal digits (a phone verification code).
    fn code(&self) -> String;
    /// A deterministic one-way hash of `key`, for storage and lookup.
    fn hash(&self, key: &str) -> String;
}
