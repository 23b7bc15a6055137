//! Privacy: recorded, revocable consent to process health data, and the log of
//! admins' reads of a subscriber's records. Neither keeps health data itself.

mod messages;

use chrono::{DateTime, Utc};

pub use messages::PrivacyMsg;

use crate::{Lang, Message};

/// The version of the plain-language notice (`/privacy`) a consent refers to.
pub const NOTICE_VERSION: &str = "2026-11-24";

/// What a person consents to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConsentPurpose {
    /// Keeping and using self-care answers, check-ins, a safety plan and appointments.
    HealthData,
}

impl ConsentPurpose {
    pub const ALL: [ConsentPurpose; 1] = [ConsentPurpose::HealthData];

    pub fn as_str(self) -> &'static str {
        match self {
            ConsentPurpose::HealthData => "health_data",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == s.trim())
    }

    /// The sentence the person agreed to (or withdrew from), as shown.
    pub fn statement(self) -> Message {
        match self {
            ConsentPurpose::HealthData => PrivacyMsg::HealthDataStatement.message(),
        }
    }
}

/// One grant or withdrawal, as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConsentRecord {
    pub purpose: ConsentPurpose,
    pub granted: bool,
    pub notice_version: String,
    /// The statement in the language it was shown in.
    pub text_shown: String,
    pub at: DateTime<Utc>,
}

impl ConsentRecord {
    /// A grant or withdrawal of `purpose` now, under the current notice, in `lang`.
    pub fn new(purpose: ConsentPurpose, granted: bool, lang: Lang, at: DateTime<Utc>) -> Self {
        ConsentRecord {
            purpose,
            granted,
            notice_version: NOTICE_VERSION.to_owned(),
            text_shown: purpose.statement().text(lang).to_owned(),
            at,
        }
    }
}

/// Where a person's consent to `purpose` stands: the latest record decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsentState {
    /// Never asked (an older account, or an API client that sent none).
    Unknown,
    Granted,
    Withdrawn,
}

impl ConsentState {
    pub fn of(latest: Option<bool>) -> Self {
        match latest {
            None => ConsentState::Unknown,
            Some(true) => ConsentState::Granted,
            Some(false) => ConsentState::Withdrawn,
        }
    }

    /// New health data may be processed only with consent given (opt-in): never asked is not yes.
    pub fn allows_processing(self) -> bool {
        self == ConsentState::Granted
    }
}

/// What was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessKind {
    /// The subscriber's appointment list (read by an admin).
    Appointments,
    /// Everything, as the person's own export.
    Export,
}

impl AccessKind {
    pub const ALL: [AccessKind; 2] = [AccessKind::Appointments, AccessKind::Export];

    pub fn as_str(self) -> &'static str {
        match self {
            AccessKind::Appointments => "appointments",
            AccessKind::Export => "export",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One read of a subscriber's records: an admin's, or the person's own
/// export. No health data: who, when, what kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessEntry {
    pub id: i64,
    /// Who read: an admin's username, or the person's own.
    pub admin_username: String,
    /// The person read their own records (an export).
    pub by_owner: bool,
    pub what: AccessKind,
    pub at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_consent_given_allows_processing_and_the_latest_record_decides() {
        assert!(
            !ConsentState::of(None).allows_processing(),
            "never asked is not yes: an older account is asked once before its first answer"
        );
        assert!(ConsentState::of(Some(true)).allows_processing());
        assert!(!ConsentState::of(Some(false)).allows_processing());
        let r = ConsentRecord::new(ConsentPurpose::HealthData, true, Lang::Bn, Utc::now());
        assert_eq!(
            (r.notice_version.as_str(), r.text_shown.as_str()),
            (NOTICE_VERSION, PrivacyMsg::HealthDataStatement.bn())
        );
        assert_eq!(
            ConsentPurpose::parse("health_data"),
            Some(ConsentPurpose::HealthData)
        );
        assert_eq!(ConsentPurpose::parse("marketing"), None);
    }
}
