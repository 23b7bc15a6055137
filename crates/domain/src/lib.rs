//! Mon's domain: value objects, entities and the product's validation rules.
//!
//! Pure Rust: no I/O, no database, no web framework. Every text a person can
//! read is a [`Message`] from one area's catalogue, which knows its English (the
//! spec's exact text) and Bangla wording.

#![cfg_attr(not(test), warn(clippy::too_many_lines))]

pub mod bangla;
pub mod bilingual;
pub mod care;
pub mod content;
pub mod counsellor;
pub mod mail;
pub mod messages;
pub mod pagination;
pub mod privacy;
pub mod safety;
pub mod sms;
pub mod user;
pub mod validation;

pub use bangla::bangla_digits;
pub use bilingual::Bilingual;
pub use messages::{CommonMsg, Lang, Message};
pub use validation::{FieldErrors, query_text};
