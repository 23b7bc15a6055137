use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use mon_application::ports::KeyGenerator;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256-bit random keys from the OS generator; stored as SHA-256 (enough for
/// keys with that much entropy, and fast to look up).
#[derive(Clone, Default)]
pub struct RandomKeyGenerator;

impl KeyGenerator for RandomKeyGenerator {
    fn generate(&self) -> String {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        URL_SAFE_NO_PAD.encode(bytes)
    }

    fn code(&self) -> String {
        format!("{:06}", rand::random_range(0..1_000_000u32))
    }

    fn hash(&self, key: &str) -> String {
        hex::encode(Sha256::digest(key.as_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_long_url_safe_and_distinct() {
        let g = RandomKeyGenerator;
        let (a, b) = (g.generate(), g.generate());
        assert_eq!(a.len(), 43);
        assert_ne!(a, b);
        assert!(
            a.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        );
    }

    #[test]
    fn codes_are_six_digits() {
        let g = RandomKeyGenerator;
        let codes: Vec<String> = (0..50).map(|_| g.code()).collect();
        assert!(
            codes
                .iter()
                .all(|c| c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit()))
        );
        assert!(codes.iter().any(|c| c != &codes[0]));
    }

    #[test]
    fn the_hash_is_stable_and_hides_the_key() {
        let g = RandomKeyGenerator;
        assert_eq!(
            g.hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_ne!(g.hash("abc"), g.hash("abd"));
    }
}
