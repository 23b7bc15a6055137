//! What every service's error enum tells the outside world. Each area keeps its
//! own enum (`AccountError`, `CareError`, `ContentError`, `PrivacyError`,
//! `SafetyError`, `DeadLetterError`) and gives each variant its facts in one
//! place, [`ServiceError::meta`]; the code decides the kind (and so the HTTP
//! status), and the HTTP layer turns any of them into its JSON error with one
//! generic conversion.

use chrono::{DateTime, Utc};
use mon_domain::{CommonMsg, FieldErrors, Message};

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

/// One row per code: its variant, the string callers see, and its kind.
macro_rules! error_codes {
    ($( $(#[$doc:meta])* $variant:ident = $code:literal, $kind:ident; )*) => {
        /// The stable machine-readable codes a service error carries. The HTTP layer
        /// publishes them (with its own transport codes) as one enum in the OpenAPI
        /// document, so a client or a test double cannot use a code the server never sends.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $( $(#[$doc])* $variant, )*
        }

        impl ErrorCode {
            /// Every code, in the order of the table.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            /// The code as callers see it, e.g. `username_taken`.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $( ErrorCode::$variant => $code, )*
                }
            }

            /// The kind of failure the code is; one code, one kind.
            pub const fn kind(self) -> ErrorKind {
                match self {
                    $( ErrorCode::$variant => ErrorKind::$kind, )*
                }
            }
        }
    };
}

error_codes! {
    /// The input breaks a rule; `data.errors` says which, per field.
    ValidationFailed = "validation_failed", Validation;
    InvalidActivationKey = "invalid_activation_key", Validation;
    InvalidResetKey = "invalid_reset_key", Validation;
    WrongCurrentPassword = "wrong_current_password", Validation;
    /// The password given to confirm an erasure is not the account's.
    WrongPassword = "wrong_password", Validation;
    NotFound = "not_found", NotFound;
    UsernameTaken = "username_taken", Conflict;
    /// An account already has this e-mail address (an admin inviting a counsellor).
    EmailTaken = "email_taken", Conflict;
    /// The counsellor already set their password: no new invitation is sent.
    InvitationAccepted = "invitation_accepted", Conflict;
    /// The counsellor was removed: nothing more is sent to them nor asked of them.
    CounsellorRemoved = "counsellor_removed", Conflict;
    /// Only a removed counsellor's notes are handed over.
    CounsellorNotRemoved = "counsellor_not_removed", Conflict;
    CategoryNameTaken = "category_name_taken", Conflict;
    CategoryInUse = "category_in_use", Conflict;
    AppointmentDateTaken = "appointment_date_taken", Conflict;
    /// The counsellor's slot was taken by another request meanwhile.
    SlotTaken = "slot_taken", Conflict;
    /// A request that holds a counsellor's slot keeps its date and time.
    SlotHeld = "slot_held", Conflict;
    /// The counsellor an approval names is not free at that time.
    CounsellorBusy = "counsellor_busy", Conflict;
    /// The counsellor already has as many clients as they take.
    CaseloadFull = "caseload_full", Conflict;
    /// Attendance is recorded only once the session has started.
    SessionNotStarted = "session_not_started", Conflict;
    /// Only an approved session is cancelled.
    AppointmentNotApproved = "appointment_not_approved", Conflict;
    /// A session that has started is no longer cancelled.
    SessionStarted = "session_started", Conflict;
    TooManyOpenRequests = "too_many_open_requests", Conflict;
    AppointmentNotRequested = "appointment_not_requested", Conflict;
    StatusMoveNotAllowed = "status_move_not_allowed", Conflict;
    AlreadyAnswered = "already_answered", Conflict;
    SleepQuestionKept = "sleep_question_kept", Conflict;
    /// A signed session note never changes: an addendum adds to it.
    NoteSigned = "note_signed", Conflict;
    /// `data.available_at` says when the next check-in may be taken.
    CheckInTooSoon = "check_in_too_soon", Conflict;
    /// The public helpline list holds every helpline: no more than it shows may be added.
    HelplineLimitReached = "helpline_limit_reached", Conflict;
    /// The phone verification code expired or ran out of tries: a new one must be asked for.
    CodeExpired = "code_expired", Conflict;
    /// Text messages go only to a verified number.
    PhoneNotVerified = "phone_not_verified", Conflict;
    /// The account has no contact number to verify.
    PhoneMissing = "phone_missing", Conflict;
    Forbidden = "forbidden", Forbidden;
    AccountInactive = "account_inactive", Forbidden;
    ConsentWithdrawn = "consent_withdrawn", Forbidden;
    /// No consent to keep health data was ever recorded: the person is asked once before the first answer.
    ConsentRequired = "consent_required", Forbidden;
    /// Too many wrong passwords for this account from every network together: only a password reset logs in again.
    PasswordResetRequired = "password_reset_required", Forbidden;
    Unauthorized = "unauthorized", Unauthorised;
    InvalidCredentials = "invalid_credentials", Unauthorised;
    /// `Retry-After` says how long to wait.
    TooManyRequests = "too_many_requests", RateLimited;
    /// Password hashing is saturated; `Retry-After` says when to try again.
    Busy = "busy", Unavailable;
    Unavailable = "unavailable", Unavailable;
    InternalError = "internal_error", Unexpected;
}

/// Everything a service error tells the outside world.
#[derive(Debug, Clone, PartialEq)]
pub struct ErrorMeta {
    pub code: ErrorCode,
    /// The one sentence a person sees.
    pub message: Message,
    /// Messages per request field, when the error is about fields.
    pub fields: Option<FieldErrors>,
    /// How long to wait before trying again, for `RateLimited` and `Unavailable`.
    pub retry_after_secs: Option<u64>,
    /// When the refused thing becomes possible, for a `Conflict` that time resolves.
    pub available_at: Option<DateTime<Utc>>,
}

impl ErrorMeta {
    pub fn new(code: ErrorCode, message: impl Into<Message>) -> Self {
        Self {
            code,
            message: message.into(),
            fields: None,
            retry_after_secs: None,
            available_at: None,
        }
    }

    /// A refusal about one request field: the message is both the sentence and the field's message.
    pub fn on_field(code: ErrorCode, field: &'static str, message: impl Into<Message>) -> Self {
        let message = message.into();
        let mut fields = FieldErrors::new();
        fields.add(field, message);
        Self {
            fields: Some(fields),
            ..Self::new(code, message)
        }
    }

    /// Input that breaks rules: the first field's message is the sentence.
    pub fn invalid(fields: &FieldErrors) -> Self {
        Self {
            fields: Some(fields.clone()),
            ..Self::new(
                ErrorCode::ValidationFailed,
                fields
                    .first()
                    .unwrap_or(CommonMsg::ValidationFailed.message()),
            )
        }
    }

    /// A failure whose cause is logged and never shown.
    pub fn unexpected() -> Self {
        Self::new(ErrorCode::InternalError, CommonMsg::Internal)
    }

    pub fn retry_after(self, secs: u64) -> Self {
        Self {
            retry_after_secs: Some(secs),
            ..self
        }
    }

    pub fn available_at(self, at: DateTime<Utc>) -> Self {
        Self {
            available_at: Some(at),
            ..self
        }
    }

    pub fn kind(&self) -> ErrorKind {
        self.code.kind()
    }
}

/// The contract of a service error enum: each variant's facts, in one match.
pub trait ServiceError: std::error::Error {
    fn meta(&self) -> ErrorMeta;

    fn code(&self) -> ErrorCode {
        self.meta().code
    }

    fn kind(&self) -> ErrorKind {
        self.code().kind()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_snake_case_words() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            let s = code.as_str();
            assert!(seen.insert(s), "{s} twice");
            assert!(
                !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{s}"
            );
        }
    }

    #[test]
    fn a_field_refusal_names_its_field_with_its_message() {
        let m = ErrorMeta::on_field(
            ErrorCode::UsernameTaken,
            "username",
            CommonMsg::ValidationFailed,
        );
        assert_eq!(m.kind(), ErrorKind::Conflict);
        assert_eq!(
            m.fields.unwrap().get("username"),
            Some(&[CommonMsg::ValidationFailed.message()][..])
        );
    }
}
