//! Privacy: recorded, revocable consent to process health data and to share it with one's own
//! counsellor, and the log of others' reads of a subscriber's records (an admin's, their
//! counsellor's). Neither keeps health data itself.

mod messages;

use chrono::{DateTime, Utc};

pub use messages::PrivacyMsg;

use crate::{Bilingual, Lang, Message};

/// The version of the plain-language notice (`/privacy`) a consent refers to.
pub const NOTICE_VERSION: &str = "2026-11-24";

/// What a person consents to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConsentPurpose {
    /// Keeping and using self-care answers, check-ins, a safety plan and appointments.
    HealthData,
    /// Letting one's own counsellor read one's check-ins and safety plan (off until granted).
    ShareWithCounsellor,
}

impl ConsentPurpose {
    /// Every purpose, in the order a consent listing shows them.
    pub const ALL: [ConsentPurpose; 2] = [
        ConsentPurpose::HealthData,
        ConsentPurpose::ShareWithCounsellor,
    ];

    /// The purpose as callers and the consent log name it.
    pub fn as_str(self) -> &'static str {
        match self {
            ConsentPurpose::HealthData => "health_data",
            ConsentPurpose::ShareWithCounsellor => "share_with_counsellor",
        }
    }

    /// The purpose named `s` (surrounding blanks ignored), if any.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == s.trim())
    }

    /// The sentence the person agreed to (or withdrew from), as shown.
    pub fn statement(self) -> Message {
        match self {
            ConsentPurpose::HealthData => PrivacyMsg::HealthDataStatement.message(),
            ConsentPurpose::ShareWithCounsellor => {
                PrivacyMsg::ShareWithCounsellorStatement.message()
            }
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
    /// The subscriber's check-ins (read by their counsellor, with their consent).
    CheckIns,
    /// The subscriber's safety plan (read by their counsellor, with their consent).
    SafetyPlan,
}

impl AccessKind {
    /// Every kind.
    pub const ALL: [AccessKind; 4] = [
        AccessKind::Appointments,
        AccessKind::Export,
        AccessKind::CheckIns,
        AccessKind::SafetyPlan,
    ];

    /// The kind as the log stores and shows it.
    pub fn as_str(self) -> &'static str {
        match self {
            AccessKind::Appointments => "appointments",
            AccessKind::Export => "export",
            AccessKind::CheckIns => "check_ins",
            AccessKind::SafetyPlan => "safety_plan",
        }
    }

    /// The kind stored as `s`, if any.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One read of a subscriber's records: an admin's, their counsellor's, or the person's own
/// export. No health data: who, when, what kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessEntry {
    pub id: i64,
    /// Who read: the reader's username (an admin's, a counsellor's, or the person's own).
    pub admin_username: String,
    /// The person read their own records (an export).
    pub by_owner: bool,
    /// The reader's name on their counsellor's profile, when a counsellor read.
    pub counsellor_name: Option<Bilingual>,
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

    #[test]
    fn every_purpose_and_access_kind_reads_back_from_its_name_and_each_purpose_has_its_statement() {
        for p in ConsentPurpose::ALL {
            assert_eq!(ConsentPurpose::parse(p.as_str()), Some(p));
        }
        for k in AccessKind::ALL {
            assert_eq!(AccessKind::parse(k.as_str()), Some(k));
        }
        let share = ConsentRecord::new(
            ConsentPurpose::ShareWithCounsellor,
            true,
            Lang::En,
            Utc::now(),
        );
        assert_eq!(
            share.text_shown,
            PrivacyMsg::ShareWithCounsellorStatement.en()
        );
        assert_ne!(
            ConsentPurpose::HealthData.statement(),
            ConsentPurpose::ShareWithCounsellor.statement()
        );
    }
}
