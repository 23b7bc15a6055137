//! The web app validates forms itself and shows texts of its own beside the
//! server's. Wherever a text of the web app's catalogues (every namespace, every
//! key) is word for word one of the server's English messages, its Bangla must be
//! the server's Bangla too, so a person sees one wording whichever side spoke.

use std::path::PathBuf;

use mon_domain::care::{CareMsg, NoteMsg};
use mon_domain::content::ContentMsg;
use mon_domain::mail::MailMsg;
use mon_domain::privacy::PrivacyMsg;
use mon_domain::safety::SafetyMsg;
use mon_domain::user::AccountMsg;
use mon_domain::{CommonMsg, Message};
use mon_http::HttpMsg;
use serde_json::Value;

fn server_messages() -> Vec<Message> {
    let mut all: Vec<Message> = Vec::new();
    all.extend(CommonMsg::ALL.iter().map(|m| m.message()));
    all.extend(AccountMsg::ALL.iter().map(|m| m.message()));
    all.extend(ContentMsg::ALL.iter().map(|m| m.message()));
    all.extend(CareMsg::ALL.iter().map(|m| m.message()));
    all.extend(NoteMsg::ALL.iter().map(|m| m.message()));
    all.extend(SafetyMsg::ALL.iter().map(|m| m.message()));
    all.extend(PrivacyMsg::ALL.iter().map(|m| m.message()));
    all.extend(HttpMsg::ALL.iter().map(|m| m.message()));
    all.extend(MailMsg::ALL.iter().map(|m| m.message()));
    all
}

fn locales() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../frontend/src/locales")
}

fn read(lang: &str, namespace: &str) -> Value {
    let path = locales().join(lang).join(namespace);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every string leaf of a catalogue, with its dotted key.
fn leaves(prefix: &str, v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::String(s) => out.push((prefix.to_owned(), s.clone())),
        Value::Object(map) => map.iter().for_each(|(k, v)| {
            leaves(
                &if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                },
                v,
                out,
            )
        }),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, v)| leaves(&format!("{prefix}.{i}"), v, out)),
        _ => {}
    }
}

fn at<'a>(v: &'a Value, dotted: &str) -> Option<&'a Value> {
    dotted.split('.').try_fold(v, |v, k| match v {
        Value::Array(items) => items.get(k.parse::<usize>().ok()?),
        _ => v.get(k),
    })
}

#[test]
fn every_server_message_has_english_and_bangla_text() {
    for m in server_messages() {
        assert!(!m.en.trim().is_empty(), "{m:?} has no English text");
        assert!(!m.bn.trim().is_empty(), "{m:?} has no Bangla text");
        assert_ne!(m.en, m.bn, "{m:?} is not translated");
    }
}

#[test]
fn shared_texts_match_the_server_in_both_languages_in_every_namespace() {
    let server = server_messages();
    let namespaces: Vec<String> = std::fs::read_dir(locales().join("en"))
        .expect("the English catalogues")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json"))
        .collect();
    assert!(namespaces.len() >= 5, "only {namespaces:?} found");
    let mut shared = Vec::new();
    for ns in &namespaces {
        let (en, bn) = (read("en", ns), read("bn", ns));
        let mut en_leaves = Vec::new();
        leaves("", &en, &mut en_leaves);
        for (key, text) in en_leaves {
            let Some(msg) = server.iter().find(|m| m.en == text) else {
                continue;
            };
            assert_eq!(
                at(&bn, &key).and_then(Value::as_str),
                Some(msg.bn),
                "Bangla of {ns}#{key} differs from the server's {msg:?}"
            );
            shared.push(msg.id);
        }
    }
    // Every rule of spec section 5 the server checks is in the web app too.
    for msg in [
        AccountMsg::LoginUsernameRequired,
        AccountMsg::PasswordRequired,
        AccountMsg::PasswordTooShort,
        AccountMsg::UsernameRequired,
        AccountMsg::EmailRequired,
        AccountMsg::EmailInvalid,
        AccountMsg::MobileRequired,
        AccountMsg::MobileInvalid,
        AccountMsg::ContactRequired,
        AccountMsg::ContactTooShort,
        AccountMsg::ContactTooLong,
        AccountMsg::NidTooShort,
        AccountMsg::NidTooLong,
    ] {
        assert!(
            shared.contains(&msg.message().id),
            "the web app has no text for {msg:?}"
        );
    }
}

/// The string literals of one `export const NAME = { … }` object of a TypeScript file: the values
/// (its keys are bare words), with `\'` and `\"` read as the quote.
fn ts_object_strings(source: &str, name: &str) -> Vec<String> {
    let start = source
        .find(&format!("export const {name} = {{"))
        .unwrap_or_else(|| panic!("{name} not found"));
    let body = &source[start..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    let mut out = Vec::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\'' || c == '"' {
            let mut s = String::new();
            while let Some(d) = chars.next() {
                match d {
                    '\\' => s.extend(chars.next()),
                    d if d == c => break,
                    d => s.push(d),
                }
            }
            out.push(s);
        }
    }
    out
}

/// The frontend's test doubles answer only what the server says: every text in `serverText`
/// (English) and `serverTextBn` of `frontend/src/testing/mocks/http.ts` is one of the server's
/// messages, word for word, in that language.
#[test]
fn every_text_the_doubles_answer_with_is_a_server_message() {
    let path = locales().join("../testing/mocks/http.ts");
    let source = std::fs::read_to_string(&path).unwrap();
    let messages = server_messages();
    for (name, lang) in [
        ("serverText", mon_domain::Lang::En),
        ("serverTextBn", mon_domain::Lang::Bn),
    ] {
        let texts = ts_object_strings(&source, name);
        assert!(texts.len() >= 15, "{name}: {texts:?}");
        let unknown: Vec<&String> = texts
            .iter()
            .filter(|t| !messages.iter().any(|m| m.text(lang) == t.as_str()))
            .collect();
        assert!(
            unknown.is_empty(),
            "{name} has texts the server never sends: {unknown:#?}"
        );
    }
}
