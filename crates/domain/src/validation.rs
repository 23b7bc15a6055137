//! Field-level validation results.

use std::collections::BTreeMap;

use crate::Msg;

/// Messages per field name, in the order the rules were checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(BTreeMap<&'static str, Vec<Msg>>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: &'static str, msg: Msg) {
        self.0.entry(field).or_default().push(msg);
    }

    /// Runs a parse result into this collection, keeping the value when it is valid.
    pub fn check<T>(&mut self, field: &'static str, result: Result<T, Vec<Msg>>) -> Option<T> {
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

    pub fn get(&self, field: &str) -> Option<&[Msg]> {
        self.0.get(field).map(Vec::as_slice)
    }

    /// The first message of the first failing field, for a one-line summary.
    pub fn first(&self) -> Option<Msg> {
        self.0.values().flat_map(|v| v.first()).copied().next()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &[Msg])> {
        self.0.iter().map(|(k, v)| (*k, v.as_slice()))
    }

    /// `Ok(value)` when nothing failed, otherwise these errors.
    pub fn into_result<T>(self, value: impl FnOnce() -> T) -> Result<T, FieldErrors> {
        if self.is_empty() { Ok(value()) } else { Err(self) }
    }
}
