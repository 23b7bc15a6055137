use anyhow::anyhow;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher as _, PasswordVerifier as _};
use argon2::{Algorithm, Argon2, Params, Version};
use async_trait::async_trait;
use mon_application::ports::PasswordHasher;

/// Argon2id (OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane),
/// run on the blocking pool so it never stalls the request threads.
#[derive(Clone, Default)]
pub struct Argon2PasswordHasher;

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid Argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

#[async_trait]
impl PasswordHasher for Argon2PasswordHasher {
    async fn hash(&self, password: &str) -> anyhow::Result<String> {
        let password = password.to_owned();
        tokio::task::spawn_blocking(move || argon2().hash_password(password.as_bytes()).map(|h| h.to_string()).map_err(|e| anyhow!("hashing password: {e}")))
            .await?
    }

    async fn verify(&self, password: &str, hash: &str) -> anyhow::Result<bool> {
        let (password, hash) = (password.to_owned(), hash.to_owned());
        tokio::task::spawn_blocking(move || {
            let parsed = PasswordHash::new(&hash).map_err(|e| anyhow!("stored hash is malformed: {e}"))?;
            Ok(argon2().verify_password(password.as_bytes(), &parsed).is_ok())
        })
        .await?
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_are_argon2id_salted_and_verifiable() {
        let h = Argon2PasswordHasher;
        let a = h.hash("secret1").await.unwrap();
        let b = h.hash("secret1").await.unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(h.verify("secret1", &a).await.unwrap());
        assert!(!h.verify("secret2", &a).await.unwrap());
        assert!(h.verify("secret1", "not-a-hash").await.is_err());
    }
}
