//! Bodies of the counsellors area.

use mon_application::counsellors::{AddedTimeOff, Invitation, PublicProfile, Slots};
use mon_domain::care::SessionMode;
use mon_domain::counsellor::calendar::{Closure, TimeOff, WeeklyRange, WeeklyRangeInput};
use mon_domain::counsellor::{Counsellor, OwnProfilePatch, ProfilePatch};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::routes::content::dto::image_url;

/// How a counsellor meets clients.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MeetingMode {
    Video,
    Phone,
    InPerson,
}

impl From<SessionMode> for MeetingMode {
    fn from(m: SessionMode) -> Self {
        match m {
            SessionMode::Video => MeetingMode::Video,
            SessionMode::Phone => MeetingMode::Phone,
            SessionMode::InPerson => MeetingMode::InPerson,
        }
    }
}

/// A published counsellor in the reader's language (`Accept-Language`; English where Bangla is missing).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct PublicCounsellor {
    pub id: i64,
    pub name: String,
    /// e.g. "Clinical psychologist".
    pub title: String,
    /// e.g. "MPhil, Clinical Psychology, University of Dhaka".
    pub credentials: String,
    pub registration_no: Option<String>,
    /// Language codes, e.g. `["bn", "en"]`.
    pub languages: Vec<String>,
    pub specialities: Vec<String>,
    pub modes: Vec<MeetingMode>,
    /// In taka; 0 means free.
    pub fee_bdt: i64,
    pub photo_url: Option<String>,
    pub bio: String,
    /// The start of the first free slot (RFC 3339), or null: none before the booking horizon, or
    /// no weekly hours yet.
    pub next_free: Option<String>,
    /// That start in words in the reader's language, in the service's time zone: "Tuesday, 1
    /// December 2026 at 10:00 AM" (`মঙ্গলবার, ১ ডিসেম্বর ২০২৬, ১০:০০ পূর্বাহ্ণ`).
    pub next_free_text: Option<String>,
}

impl From<PublicProfile> for PublicCounsellor {
    fn from(p: PublicProfile) -> Self {
        let c = p.counsellor;
        PublicCounsellor {
            id: c.id,
            name: c.name,
            title: c.title,
            credentials: c.credentials,
            registration_no: c.registration_no,
            languages: c.languages,
            specialities: c.specialities,
            modes: c.modes.into_iter().map(Into::into).collect(),
            fee_bdt: c.fee_bdt,
            photo_url: c.photo.as_deref().map(image_url),
            bio: c.bio,
            next_free: p.next_free.map(|t| t.to_rfc3339()),
            next_free_text: p.next_free_text,
        }
    }
}

crate::dto::page_body! {
    /// One page of the published counsellors, by name.
    CounsellorPage: Vec<PublicCounsellor> from Page<PublicProfile>
}

/// A counsellor as the admins (and the counsellor) see them: both languages and the account.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AdminCounsellor {
    pub id: i64,
    /// The counsellor's account.
    pub user_id: i64,
    pub username: String,
    pub email: String,
    pub contact_number: Option<String>,
    /// Whether the counsellor set their password from the invitation.
    pub invitation_accepted: bool,
    pub name_en: String,
    pub name_bn: String,
    pub title_en: String,
    pub title_bn: String,
    pub credentials: String,
    pub registration_no: Option<String>,
    pub languages: Vec<String>,
    pub specialities: Vec<String>,
    pub modes: Vec<MeetingMode>,
    pub fee_bdt: i64,
    pub bio_en: String,
    pub bio_bn: String,
    pub published: bool,
    /// The most clients they take at once.
    pub max_clients: i32,
    pub photo_url: Option<String>,
    /// When an admin removed the counsellor (`null` while they are with the service): the account
    /// is closed and nobody else sees the profile; their notes wait to be handed over.
    pub removed_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl From<Counsellor> for AdminCounsellor {
    fn from(c: Counsellor) -> Self {
        let p = c.profile;
        AdminCounsellor {
            id: c.id,
            user_id: c.user_id,
            username: c.account.username,
            email: c.account.email,
            contact_number: c.account.contact_number,
            invitation_accepted: c.account.active,
            name_en: p.name.en,
            name_bn: p.name.bn,
            title_en: p.title.en,
            title_bn: p.title.bn,
            credentials: p.credentials,
            registration_no: p.registration_no,
            languages: p.languages,
            specialities: p.specialities,
            modes: p.modes.into_iter().map(Into::into).collect(),
            fee_bdt: p.fee_bdt,
            bio_en: p.bio.en,
            bio_bn: p.bio.bn,
            published: p.published,
            max_clients: p.max_clients,
            photo_url: c.photo.as_deref().map(image_url),
            removed_at: c.removed_at,
        }
    }
}

crate::dto::page_body! {
    /// One page of every counsellor, unpublished ones too, by name.
    AdminCounsellorPage: Vec<AdminCounsellor> from Page<Counsellor>
}

/// A counsellor written, and what to tell the admin.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CounsellorMessageResponse {
    pub message: String,
    pub counsellor: AdminCounsellor,
}

/// A change to a profile: each field given replaces the stored one, the others stay.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct CounsellorChange {
    /// At most 100 characters; never empty.
    pub name_en: Option<String>,
    pub name_bn: Option<String>,
    /// At most 100 characters; the English one is needed to publish.
    pub title_en: Option<String>,
    pub title_bn: Option<String>,
    /// At most 300 characters; needed to publish.
    pub credentials: Option<String>,
    /// At most 50 characters; an empty one clears it.
    pub registration_no: Option<String>,
    /// At most 10 codes of 2 or 3 small letters (`bn`, `en`); at least one to publish.
    pub languages: Option<Vec<String>>,
    /// At most 12, each 1 to 60 characters.
    pub specialities: Option<Vec<String>>,
    /// Among `video`, `phone`, `in_person`; at least one to publish.
    pub modes: Option<Vec<String>>,
    /// 0 to 100000 taka; 0 means free.
    pub fee_bdt: Option<i64>,
    /// At most 2000 characters each.
    pub bio_en: Option<String>,
    pub bio_bn: Option<String>,
    pub published: Option<bool>,
    /// 1 to 500.
    pub max_clients: Option<i64>,
    /// Any other field, ignored. Its presence makes the body a JSON object by construction: with every
    /// field optional, an array would otherwise be read field by field.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

impl From<CounsellorChange> for ProfilePatch {
    fn from(r: CounsellorChange) -> Self {
        ProfilePatch {
            name_en: r.name_en,
            name_bn: r.name_bn,
            title_en: r.title_en,
            title_bn: r.title_bn,
            credentials: r.credentials,
            registration_no: r.registration_no,
            languages: r.languages,
            specialities: r.specialities,
            modes: r.modes,
            fee_bdt: r.fee_bdt,
            bio_en: r.bio_en,
            bio_bn: r.bio_bn,
            published: r.published,
            max_clients: r.max_clients,
        }
    }
}

/// An admin's invitation: the account's names and the profile's first values (any field of a
/// change may come too).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
pub struct CounsellorInvitation {
    /// As at registration: 3 to 30 letters, digits, `.`, `_` or `-`.
    #[serde(default)]
    pub username: String,
    /// The invitation goes to this address.
    #[serde(default)]
    pub email: String,
    /// A Bangladeshi mobile number, as at registration.
    #[serde(default)]
    pub contact_number: String,
    /// The profile's first values: `name_en` and `name_bn` are required.
    #[serde(flatten)]
    pub profile: CounsellorChange,
}

impl From<CounsellorInvitation> for Invitation {
    fn from(r: CounsellorInvitation) -> Self {
        let mut profile = ProfilePatch::from(r.profile);
        // A missing name is an empty one: required.
        profile.name_en.get_or_insert_default();
        profile.name_bn.get_or_insert_default();
        Invitation {
            username: r.username,
            email: r.email,
            contact_number: r.contact_number,
            profile,
        }
    }
}

/// What a counsellor changes of their own profile; the other fields are the admins' (a body
/// naming one is refused, on that field).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct OwnCounsellorChange {
    /// At most 2000 characters each.
    pub bio_en: Option<String>,
    pub bio_bn: Option<String>,
    /// At most 10 codes of 2 or 3 small letters (`bn`, `en`).
    pub languages: Option<Vec<String>>,
    /// At most 12, each 1 to 60 characters.
    pub specialities: Option<Vec<String>>,
    /// Any other field: refused (a fee, publishing and the rest are the admins'). Also makes the body
    /// a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub other: std::collections::BTreeMap<String, serde_json::Value>,
}

impl From<OwnCounsellorChange> for OwnProfilePatch {
    fn from(r: OwnCounsellorChange) -> Self {
        OwnProfilePatch {
            bio_en: r.bio_en,
            bio_bn: r.bio_bn,
            languages: r.languages,
            specialities: r.specialities,
        }
    }
}

/// One range of weekly hours.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct WeeklyRangeBody {
    /// 1 (Monday) to 7 (Sunday).
    pub weekday: i64,
    /// `HH:MM` in the service's time zone.
    pub start: String,
    /// `HH:MM`, after `start`.
    pub end: String,
}

impl From<WeeklyRange> for WeeklyRangeBody {
    fn from(r: WeeklyRange) -> Self {
        WeeklyRangeBody {
            weekday: i64::from(r.weekday),
            start: r.start.format("%H:%M").to_string(),
            end: r.end.format("%H:%M").to_string(),
        }
    }
}

impl From<WeeklyRangeBody> for WeeklyRangeInput {
    fn from(r: WeeklyRangeBody) -> Self {
        WeeklyRangeInput {
            weekday: r.weekday,
            start: r.start,
            end: r.end,
        }
    }
}

/// A counsellor's weekly hours: ranges of one weekday must not overlap (at most 21).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct Availability {
    pub weekly: Vec<WeeklyRangeBody>,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Availability {
    pub fn of(ranges: Vec<WeeklyRange>) -> Self {
        Availability {
            weekly: ranges.into_iter().map(Into::into).collect(),
            _other: Default::default(),
        }
    }

    pub fn input(self) -> Vec<WeeklyRangeInput> {
        self.weekly.into_iter().map(Into::into).collect()
    }
}

/// Weekly hours saved, and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AvailabilityMessageResponse {
    pub message: String,
    pub weekly: Vec<WeeklyRangeBody>,
}

/// Time off: local date-times `YYYY-MM-DDTHH:MM` of the service's time zone, `from < to`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct TimeOffRequest {
    pub from: String,
    pub to: String,
    /// At most 200 characters; only the counsellor and the admins read it.
    pub reason: String,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// Stored time off.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct TimeOffResponse {
    pub id: i64,
    /// `YYYY-MM-DDTHH:MM`.
    pub from: String,
    pub to: String,
    pub reason: String,
}

fn local(t: chrono::NaiveDateTime) -> String {
    t.format("%Y-%m-%dT%H:%M").to_string()
}

impl From<TimeOff> for TimeOffResponse {
    fn from(t: TimeOff) -> Self {
        TimeOffResponse {
            id: t.id,
            from: local(t.draft.from),
            to: local(t.draft.to),
            reason: t.draft.reason,
        }
    }
}

crate::dto::page_body! {
    /// One page of the counsellor's time off, the latest start first.
    TimeOffPage: Vec<TimeOffResponse> from Page<TimeOff>
}

/// Time off added; `overlapping_sessions` are the approved sessions it overlaps, to be moved.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct TimeOffAdded {
    pub message: String,
    pub id: i64,
    pub from: String,
    pub to: String,
    pub reason: String,
    /// Appointment ids.
    pub overlapping_sessions: Vec<i64>,
}

impl TimeOffAdded {
    pub fn new(message: String, added: AddedTimeOff) -> Self {
        let t = TimeOffResponse::from(added.time_off);
        TimeOffAdded {
            message,
            id: t.id,
            from: t.from,
            to: t.to,
            reason: t.reason,
            overlapping_sessions: added.overlapping_sessions,
        }
    }
}

/// A closure of the whole service: every day `from..=to` (`YYYY-MM-DD`).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ClosureRequest {
    pub from: String,
    pub to: String,
    /// e.g. "Eid ul-Fitr"; at most 100 characters.
    pub label: String,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// A stored closure.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ClosureResponse {
    pub id: i64,
    pub from: chrono::NaiveDate,
    pub to: chrono::NaiveDate,
    pub label: String,
}

impl From<Closure> for ClosureResponse {
    fn from(c: Closure) -> Self {
        ClosureResponse {
            id: c.id,
            from: c.draft.from,
            to: c.draft.to,
            label: c.draft.label,
        }
    }
}

crate::dto::page_body! {
    /// Closures from today on, the soonest first.
    ClosurePage: Vec<ClosureResponse> from Page<Closure>
}

/// A closure added, and what to tell the admin.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ClosureMessageResponse {
    pub message: String,
    pub id: i64,
    pub closure: ClosureResponse,
}

/// The days a slots query covers.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SlotsQuery {
    /// `YYYY-MM-DD`.
    pub from: Option<String>,
    /// `YYYY-MM-DD`, at most 30 days after `from`.
    pub to: Option<String>,
}

/// One free slot.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SlotBody {
    /// RFC 3339 with the service's offset, e.g. `2026-12-01T10:00:00+06:00`.
    pub start: String,
    pub end: String,
}

/// A counsellor's free slots, ascending.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SlotsResponse {
    /// The service's time zone (`MON_TIMEZONE`).
    pub time_zone: String,
    pub session_minutes: u32,
    pub slots: Vec<SlotBody>,
}

impl From<Slots> for SlotsResponse {
    fn from(s: Slots) -> Self {
        SlotsResponse {
            time_zone: s.time_zone,
            session_minutes: s.session_minutes,
            slots: s
                .slots
                .into_iter()
                .map(|(start, end)| SlotBody {
                    start: start.to_rfc3339(),
                    end: end.to_rfc3339(),
                })
                .collect(),
        }
    }
}

/// A subscriber's own counsellor, as an admin chooses it.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ClientCounsellorRequest {
    /// The counsellor's id; null for none.
    pub counsellor_id: Option<i64>,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// The subscriber's own counsellor after the change.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ClientCounsellorResponse {
    pub message: String,
    pub counsellor: Option<crate::routes::accounts::OwnCounsellor>,
}

/// The counsellors an approval may name now, the best choice first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct FreeCounsellorList {
    pub items: Vec<FreeCounsellorItem>,
}

/// A counsellor free at the session's time.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct FreeCounsellorItem {
    pub id: i64,
    /// In the language of `Accept-Language`, falling back to English.
    pub name: String,
    /// The subscriber's own counsellor.
    pub own: bool,
    /// Their clients now (approved sessions in the last 90 days or ahead).
    pub clients: u32,
    /// The most clients they take.
    pub max_clients: i32,
}

/// A counsellor's photo, sent as `multipart/form-data`.
#[derive(actix_multipart::form::MultipartForm)]
pub struct PhotoUpload {
    /// Checked against the configured maximum (`MON_UPLOAD_MAX_BYTES`) by the use case; this is the hard cap.
    #[multipart(limit = "64MiB")]
    pub file: Option<actix_multipart::form::bytes::Bytes>,
}

impl PhotoUpload {
    /// The file's bytes; none (or an empty part) is an empty upload, which the check refuses.
    pub fn bytes(self) -> Vec<u8> {
        self.file.map(|f| f.data.to_vec()).unwrap_or_default()
    }
}

/// The photo form's field, for the OpenAPI document.
#[derive(ToSchema)]
#[schema(as = PhotoForm)]
#[allow(dead_code)]
pub struct PhotoFormSchema {
    /// A JPEG, PNG, WebP or GIF image, judged by its bytes.
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    pub file: String,
}
