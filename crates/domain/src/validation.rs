//! Field-level validation results, and the rule every text query parameter follows.

use crate::{CommonMsg, Message};

/// The most of a text query (a search, a category name) a list looks at; the rest is ignored.
pub const QUERY_TEXT_CHARS: usize = 100;

/// A text query parameter of a list: trimmed and cut to [`QUERY_TEXT_CHARS`]; blank means no
/// filter. A control character (a NUL, say) is refused on `field`: no title, name or address holds
/// one, and a full-text index would fail on it.
pub fn query_text(field: &'static str, raw: Option<&str>) -> Result<Option<String>, FieldErrors> {
    let Some(raw) = raw else { return Ok(None) };
    if raw.chars().any(char::is_control) {
        let mut e = FieldErrors::new();
        e.add(field, CommonMsg::QueryControlCharacters);
        return Err(e);
    }
    let text = raw.trim();
    Ok((!text.is_empty()).then(|| text.chars().take(QUERY_TEXT_CHARS).collect()))
}

/// Messages per field name, fields in the order they were checked (the form's
/// order), messages in the order the rules were checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(Vec<(&'static str, Vec<Message>)>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: &'static str, msg: impl Into<Message>) {
        let msg = msg.into();
        match self.0.iter_mut().find(|(f, _)| *f == field) {
            Some((_, msgs)) => msgs.push(msg),
            None => self.0.push((field, vec![msg])),
        }
    }

    /// Runs a parse result into this collection, keeping the value when it is valid.
    pub fn check<T, M: Into<Message>>(
        &mut self,
        field: &'static str,
        result: Result<T, Vec<M>>,
    ) -> Option<T> {
        match result {
            Ok(v) => Some(v),
            Err(msgs) => {
                for m in msgs {
                    self.add(field, m);
                }
                None
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn get(&self, field: &str) -> Option<&[Message]> {
        self.0
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, m)| m.as_slice())
    }

    /// The first message of the first failing field, for a one-line summary.
    pub fn first(&self) -> Option<Message> {
        self.0.iter().flat_map(|(_, v)| v.first()).copied().next()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &[Message])> {
        self.0.iter().map(|(k, v)| (*k, v.as_slice()))
    }

    /// `Ok(value)` when nothing failed, otherwise these errors.
    pub fn into_result<T>(self, value: impl FnOnce() -> T) -> Result<T, FieldErrors> {
        if self.is_empty() {
            Ok(value())
        } else {
            Err(self)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::user::AccountMsg as Msg;

    #[test]
    fn a_text_query_is_trimmed_and_cut_and_a_control_character_is_refused_on_its_field() {
        assert_eq!(query_text("search", None), Ok(None));
        assert_eq!(query_text("search", Some("  \u{a0} ")), Ok(None));
        assert_eq!(
            query_text("search", Some(" sleep ")),
            Ok(Some("sleep".into()))
        );
        let long = "ঘুম".repeat(60);
        assert_eq!(
            query_text("search", Some(&long))
                .unwrap()
                .unwrap()
                .chars()
                .count(),
            QUERY_TEXT_CHARS
        );
        for bad in [
            "abc\0def",
            "a\u{1b}[2J",
            "line\nbreak",
            "\u{7f}",
            "tab\there",
        ] {
            let e = query_text("category", Some(bad)).unwrap_err();
            assert_eq!(
                e.get("category"),
                Some(&[CommonMsg::QueryControlCharacters.message()][..]),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn the_summary_is_the_first_message_of_the_first_field_checked() {
        let mut e = FieldErrors::new();
        e.add("username", Msg::UsernameRequired);
        e.add("email", Msg::EmailInvalid);
        e.add("username", Msg::UsernameTooLong);
        assert_eq!(e.first(), Some(Msg::UsernameRequired.message()));
        assert_eq!(
            e.get("username"),
            Some(
                &[
                    Msg::UsernameRequired.message(),
                    Msg::UsernameTooLong.message()
                ][..]
            )
        );
        assert_eq!(
            e.iter().map(|(f, _)| f).collect::<Vec<_>>(),
            vec!["username", "email"]
        );
    }
}
