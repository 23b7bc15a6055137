//! The web app validates forms itself with the same texts as the server. Its
//! English and Bangla catalogues must say exactly what the server says for
//! every message both have, so a person sees one wording whichever side spoke.

use std::path::PathBuf;

use mon_domain::Msg;
use serde_json::Value;

fn catalog(lang: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../frontend/src/locales/{lang}/common.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    serde_json::from_str(&text).expect("valid JSON")
}

#[test]
fn client_validation_texts_match_the_server_in_both_languages() {
    let (en, bn) = (catalog("en"), catalog("bn"));
    let en_validation = en["validation"].as_object().expect("en validation texts");
    let mut shared = 0;
    for (key, text) in en_validation {
        let Some(msg) = Msg::ALL.iter().find(|m| Some(m.en()) == text.as_str()) else { continue };
        shared += 1;
        assert_eq!(bn["validation"][key].as_str(), Some(msg.bn()), "Bangla text of validation.{key} differs from the server's {msg:?}");
    }
    // Every rule of spec section 5 the server checks is in the web app too.
    for msg in [
        Msg::LoginUsernameRequired,
        Msg::PasswordRequired,
        Msg::PasswordTooShort,
        Msg::UsernameRequired,
        Msg::EmailRequired,
        Msg::EmailInvalid,
        Msg::MobileRequired,
        Msg::MobileInvalid,
        Msg::ContactRequired,
        Msg::ContactTooShort,
        Msg::ContactTooLong,
        Msg::NidTooShort,
        Msg::NidTooLong,
    ] {
        assert!(en_validation.values().any(|v| v.as_str() == Some(msg.en())), "the web app has no text for {msg:?}");
    }
    assert!(shared >= 13, "only {shared} shared messages found");
}
