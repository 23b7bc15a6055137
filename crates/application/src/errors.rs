//! What every service's error enum tells the outside world. Each area keeps its
//! own enum (`AccountError`, later `ContentError`, `CareError`, …) and implements
//! [`ServiceError`]; the HTTP layer turns any of them into its JSON error with
//! one generic conversion.

use mon_domain::{FieldErrors, Message};

/// The kind of failure, which decides the HTTP status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input breaks a rule (400).
    Validation,
    /// The thing asked for does not exist, or the caller may not know it does (404).
    NotFound,
    /// The request clashes with the current state, e.g. a taken name or a status move that is not allowed (409).
    Conflict,
    /// The caller is known but not allowed (403).
    Forbidden,
    /// The caller is not (or no longer) authenticated (401).
    Unauthorised,
    /// Too many attempts; try again later (429).
    RateLimited,
    /// A dependency is down or saturated; try again later (503).
    Unavailable,
    /// A bug or an unforeseen failure; logged with its cause, never shown (500).
    Unexpected,
}

/// The contract of a service error enum.
pub trait ServiceError: std::error::Error {
    /// A stable machine-readable code, e.g. `username_taken`.
    fn code(&self) -> &'static str;
    fn kind(&self) -> ErrorKind;
    /// The one sentence a person sees.
    fn message(&self) -> Message;
    /// Messages per request field, when the error is about fields.
    fn fields(&self) -> Option<FieldErrors> {
        None
    }
    /// How long to wait before trying again, for `RateLimited` and `Unavailable`.
    fn retry_after_secs(&self) -> Option<u64> {
        None
    }
    /// When the refused thing becomes possible, for a `Conflict` that time resolves.
    fn available_at(&self) -> Option<chrono::DateTime<chrono::Utc>> {
        None
    }
}
