//! Bodies of the counsellors area.

use mon_application::counsellors::Invitation;
use mon_domain::care::SessionMode;
use mon_domain::counsellor::{Counsellor, LocalCounsellor, OwnProfilePatch, ProfilePatch};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

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
}

impl From<LocalCounsellor> for PublicCounsellor {
    fn from(c: LocalCounsellor) -> Self {
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
            next_free: None,
        }
    }
}

crate::dto::page_body! {
    /// One page of the published counsellors, by name.
    CounsellorPage: Vec<PublicCounsellor> from Page<LocalCounsellor>
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
/// naming one is refused).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct OwnCounsellorChange {
    /// At most 2000 characters each.
    pub bio_en: Option<String>,
    pub bio_bn: Option<String>,
    /// At most 10 codes of 2 or 3 small letters (`bn`, `en`).
    pub languages: Option<Vec<String>>,
    /// At most 12, each 1 to 60 characters.
    pub specialities: Option<Vec<String>>,
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
