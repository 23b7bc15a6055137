//! Session notes sealed with XChaCha20-Poly1305 (RustCrypto's `chacha20poly1305`): a fresh random
//! 24-byte nonce for every write, the note's id and author bound as associated data, and the
//! version of the key that sealed it kept beside it. The keys are a ring, oldest first: version
//! `n` is the `n`-th key; new seals use the newest, and every key in the ring still opens.

use anyhow::{Context, anyhow, bail};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use mon_application::ports::{NoteBinding, NoteSealer, SealedText};

/// The notes keys, oldest first.
pub struct XChaChaNoteSealer {
    ring: Vec<XChaCha20Poly1305>,
}

impl XChaChaNoteSealer {
    /// A sealer over `keys` (each 32 bytes, base64), oldest first: what `MON_NOTES_KEY` holds
    /// (separated by commas) or `<data dir>/notes-key` (one per line).
    ///
    /// # Errors
    /// No key, or a key that is not 32 bytes of base64 (the error names its place, never the key).
    pub fn from_base64<'a>(keys: impl IntoIterator<Item = &'a str>) -> anyhow::Result<Self> {
        let mut ring = Vec::new();
        for (i, key) in keys
            .into_iter()
            .map(str::trim)
            .filter(|k| !k.is_empty())
            .enumerate()
        {
            let bytes = STANDARD
                .decode(key)
                .ok()
                .filter(|b| b.len() == 32)
                .ok_or_else(|| anyhow!("notes key {} is not 32 bytes in base64", i + 1))?;
            ring.push(XChaCha20Poly1305::new_from_slice(&bytes).context("notes key")?);
        }
        if ring.is_empty() {
            bail!("no notes key");
        }
        Ok(Self { ring })
    }

    /// A new random key, in base64.
    pub fn new_key() -> String {
        STANDARD.encode(XChaCha20Poly1305::generate_key(&mut OsRng))
    }
}

/// The associated data: the seal opens only for this note of this author.
fn bound(binding: NoteBinding) -> Vec<u8> {
    format!("mon-note/{}/{}", binding.note_id, binding.author_id).into_bytes()
}

impl NoteSealer for XChaChaNoteSealer {
    fn seal(&self, binding: NoteBinding, text: &str) -> anyhow::Result<SealedText> {
        let (version, cipher) = self
            .ring
            .iter()
            .enumerate()
            .next_back()
            .ok_or_else(|| anyhow!("no notes key"))?;
        let nonce = XChaCha20Poly1305::generate_nonce(&mut OsRng);
        let aad = bound(binding);
        let ciphertext = cipher
            .encrypt(
                &nonce,
                Payload {
                    msg: text.as_bytes(),
                    aad: &aad,
                },
            )
            .map_err(|_| anyhow!("sealing a note failed"))?;
        Ok(SealedText {
            key_version: i32::try_from(version + 1)?,
            nonce: nonce.to_vec(),
            ciphertext,
        })
    }

    fn open(&self, binding: NoteBinding, sealed: &SealedText) -> anyhow::Result<String> {
        let cipher = usize::try_from(sealed.key_version)
            .ok()
            .and_then(|v| v.checked_sub(1))
            .and_then(|i| self.ring.get(i))
            .ok_or_else(|| {
                anyhow!(
                    "note {}: no notes key of version {}",
                    binding.note_id,
                    sealed.key_version
                )
            })?;
        let Ok(nonce) = <[u8; 24]>::try_from(sealed.nonce.as_slice()) else {
            bail!("note {}: the nonce is not 24 bytes", binding.note_id);
        };
        let aad = bound(binding);
        let text = cipher
            .decrypt(
                &XNonce::from(nonce),
                Payload {
                    msg: &sealed.ciphertext,
                    aad: &aad,
                },
            )
            .map_err(|_| {
                anyhow!(
                    "note {} does not open: another note's, author's or key's seal",
                    binding.note_id
                )
            })?;
        String::from_utf8(text).context("a note's text is not UTF-8")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOTE: NoteBinding = NoteBinding {
        note_id: 12,
        author_id: 40,
    };

    fn ring(n: usize) -> Vec<String> {
        (0..n).map(|_| XChaChaNoteSealer::new_key()).collect()
    }

    #[test]
    fn a_sealed_note_opens_for_its_binding_and_holds_no_text() {
        let keys = ring(1);
        let sealer = XChaChaNoteSealer::from_base64(keys.iter().map(String::as_str)).unwrap();
        let sealed = sealer.seal(NOTE, "Talked about her brother Rafiq").unwrap();
        assert_eq!(sealed.key_version, 1);
        assert!(!String::from_utf8_lossy(&sealed.ciphertext).contains("Rafiq"));
        assert_eq!(
            sealer.open(NOTE, &sealed).unwrap(),
            "Talked about her brother Rafiq"
        );
    }

    #[test]
    fn every_write_has_a_fresh_nonce() {
        let keys = ring(1);
        let sealer = XChaChaNoteSealer::from_base64(keys.iter().map(String::as_str)).unwrap();
        let a = sealer.seal(NOTE, "same").unwrap();
        let b = sealer.seal(NOTE, "same").unwrap();
        assert_ne!(a.nonce, b.nonce);
        assert_ne!(a.ciphertext, b.ciphertext);
    }

    #[test]
    fn another_note_another_author_or_a_changed_byte_does_not_open() {
        let keys = ring(1);
        let sealer = XChaChaNoteSealer::from_base64(keys.iter().map(String::as_str)).unwrap();
        let sealed = sealer.seal(NOTE, "private").unwrap();
        for other in [
            NoteBinding {
                note_id: 13,
                ..NOTE
            },
            NoteBinding {
                author_id: 41,
                ..NOTE
            },
        ] {
            assert!(sealer.open(other, &sealed).is_err(), "{other:?}");
        }
        let mut changed = sealed.clone();
        changed.ciphertext[0] ^= 1;
        assert!(sealer.open(NOTE, &changed).is_err());
        let err = sealer
            .open(
                NOTE,
                &SealedText {
                    key_version: 2,
                    ..sealed
                },
            )
            .unwrap_err();
        assert!(err.to_string().contains("version 2"), "{err}");
    }

    #[test]
    fn a_rotated_ring_seals_with_the_newest_key_and_still_opens_the_old() {
        let keys = ring(2);
        let old = XChaChaNoteSealer::from_base64([keys[0].as_str()]).unwrap();
        let sealed_before = old.seal(NOTE, "before the rotation").unwrap();
        let rotated = XChaChaNoteSealer::from_base64(keys.iter().map(String::as_str)).unwrap();
        assert_eq!(
            rotated.open(NOTE, &sealed_before).unwrap(),
            "before the rotation"
        );
        let sealed_after = rotated.seal(NOTE, "after").unwrap();
        assert_eq!(sealed_after.key_version, 2);
        assert!(old.open(NOTE, &sealed_after).is_err());
    }

    #[test]
    fn a_bad_key_is_named_by_its_place_never_shown() {
        let good = XChaChaNoteSealer::new_key();
        let err = XChaChaNoteSealer::from_base64([good.as_str(), "c2hvcnQ="])
            .err()
            .unwrap();
        assert_eq!(err.to_string(), "notes key 2 is not 32 bytes in base64");
        assert!(XChaChaNoteSealer::from_base64([" ", ""]).is_err());
    }
}
