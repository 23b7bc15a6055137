//! Field-level validation results.

use crate::Message;

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
