//! Request and response bodies of the accounts area. Request fields default to
//! empty so that a missing field gets the spec's "… is required" message, not a
//! parse error. Bodies that carry a password, key or token have no `Debug`, so
//! no log can print them.

use chrono::{DateTime, Utc};
use mon_domain::user::{Role, User};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A role.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "UPPERCASE")]
#[schema(as = Role)]
pub enum RoleDto {
    Admin,
    Subscriber,
    Counsellor,
}

impl From<Role> for RoleDto {
    fn from(r: Role) -> Self {
        match r {
            Role::Admin => RoleDto::Admin,
            Role::Subscriber => RoleDto::Subscriber,
            Role::Counsellor => RoleDto::Counsellor,
        }
    }
}

#[derive(Deserialize, ToSchema)]
pub struct LoginRequest {
    /// A username or an e-mail address.
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub password: String,
}

#[derive(Serialize, Deserialize, ToSchema)]
pub struct LoginResponse {
    /// A JWT (HS256) carrying `data.user.id`, `data.user.role`, `iat` and `exp`.
    pub token: String,
    pub role: RoleDto,
    pub user_id: i64,
    pub user_display_name: String,
    pub user_nickname: String,
    pub user_email: String,
    pub contact_number: Option<String>,
    pub nid: Option<String>,
    /// The password was made up by the server (the first admin's): every call but
    /// `changePassword` and `getMe` answers 403 `password_change_required` until it is changed.
    pub must_change_password: bool,
}

#[derive(Deserialize, ToSchema)]
pub struct RegisterRequest {
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    /// `+8801…` or `01…`, then a digit 3 to 9 and 8 digits.
    #[serde(default)]
    pub contact_number: String,
    /// Consents given on the form, recorded with the account (the statement in the language of `Accept-Language`). Optional: spec clients send none.
    #[serde(default)]
    pub consents: Option<Vec<ConsentChoice>>,
}

/// A grant or a withdrawal of one purpose.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ConsentChoice {
    /// `health_data`: keeping self-care answers, check-ins, a safety plan and appointments.
    pub purpose: String,
    pub granted: bool,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActivateQuery {
    /// The key from the activation e-mail.
    #[serde(default)]
    pub key: String,
    /// The username from the activation e-mail.
    #[serde(default)]
    pub user: String,
}

/// Asks for a reset link to be e-mailed.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordResetEmailRequest {
    #[serde(default)]
    pub email: String,
}

/// Sets a new password with the key from a reset e-mail.
#[derive(Deserialize, ToSchema)]
pub struct NewPasswordRequest {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub key: String,
    #[serde(default)]
    pub password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct ChangePasswordRequest {
    #[serde(default)]
    pub current_password: String,
    #[serde(default)]
    pub new_password: String,
}

/// The password, asked again before an erasure or an export.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordAgainRequest {
    #[serde(default)]
    pub password: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateUserInfoRequest {
    #[serde(default)]
    pub contact_number: String,
    /// 8 to 17 digits; empty or null clears it.
    #[serde(default)]
    pub nid: Option<String>,
}

/// The caller's own account.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct UserInfo {
    pub user_id: i64,
    pub username: String,
    pub user_display_name: String,
    pub user_nickname: String,
    pub user_email: String,
    pub contact_number: Option<String>,
    pub nid: Option<String>,
    pub role: RoleDto,
    /// Discreet mode: e-mails about the person's care say nothing revealing.
    pub discreet: bool,
    /// The contact number was proved the person's by a code sent to it.
    pub phone_verified: bool,
    /// The person asked for text messages about their sessions (only with a verified number).
    pub sms_reminders: bool,
}

/// The caller's own account, and their own counsellor (`GET /me`).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MeInfo {
    #[serde(flatten)]
    pub user: UserInfo,
    /// A subscriber's own counsellor (continuity): the counsellor of their first approved session
    /// with one, or the one an admin chose; their next request suggests them. Null when none.
    pub counsellor: Option<OwnCounsellor>,
}

/// A subscriber's own counsellor.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct OwnCounsellor {
    pub id: i64,
    /// In the language of `Accept-Language`, falling back to English.
    pub name: String,
}

impl OwnCounsellor {
    pub fn of(c: mon_domain::care::AssignedCounsellor, lang: mon_domain::Lang) -> Self {
        OwnCounsellor {
            id: c.id,
            name: c.name.shown(lang).to_owned(),
        }
    }
}

/// The caller's preferences: each key optional, a key left out leaves its setting as it is.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct PreferencesRequest {
    /// Discreet mode: e-mail subjects, sender and first line say nothing about care or appointments, and carry no calendar file. Left out: unchanged.
    pub discreet: Option<bool>,
    /// Text messages about the person's sessions (decisions, reminders); true only with a verified number. Left out: unchanged.
    pub sms_reminders: Option<bool>,
}

/// Read from a JSON object only: serde would also read a struct from an array, by position, and
/// every key here may be left out, so `[null, null]` would pass for "change nothing".
impl<'de> Deserialize<'de> for PreferencesRequest {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct Keys {
            discreet: Option<bool>,
            sms_reminders: Option<bool>,
        }
        let object = serde_json::Map::<String, serde_json::Value>::deserialize(deserializer)?;
        let keys: Keys = serde_json::from_value(serde_json::Value::Object(object))
            .map_err(serde::de::Error::custom)?;
        Ok(PreferencesRequest {
            discreet: keys.discreet,
            sms_reminders: keys.sms_reminders,
        })
    }
}

impl From<&User> for UserInfo {
    fn from(u: &User) -> Self {
        UserInfo {
            user_id: u.id,
            username: u.username.clone(),
            user_display_name: u.username.clone(),
            user_nickname: u.username.clone(),
            user_email: u.email.clone(),
            contact_number: u.contact_number.clone(),
            nid: u.nid.clone(),
            role: u.role.into(),
            discreet: u.discreet,
            phone_verified: u.phone_verified,
            sms_reminders: u.sms_reminders,
        }
    }
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct UpdateUserInfoResponse {
    pub message: String,
    pub user: UserInfo,
}

/// The admin's subscriber list: search and cursor (its page is a [`crate::paging::PageQuery`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SubscriberSearch {
    /// Case-insensitive part of a username, e-mail address or contact number.
    pub search: Option<String>,
    /// The next page: subscribers older than this id (the last id of the current page). Cheap at any depth; `page` is then only echoed.
    pub before: Option<i64>,
    /// The previous page: subscribers newer than this id (the first id of the current page).
    pub after: Option<i64>,
}

/// A subscriber as the admin sees one.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SubscriberResponse {
    pub id: i64,
    pub username: String,
    pub email: String,
    pub contact_number: Option<String>,
    pub registered_date: DateTime<Utc>,
    pub is_active: bool,
    /// Their own counsellor (continuity), named in the language of `Accept-Language`; null for none.
    pub counsellor: Option<OwnCounsellor>,
}

impl From<User> for SubscriberResponse {
    fn from(u: User) -> Self {
        SubscriberResponse {
            id: u.id,
            username: u.username,
            email: u.email,
            contact_number: u.contact_number,
            registered_date: u.registered_at,
            is_active: u.is_active,
            counsellor: None,
        }
    }
}

crate::dto::page_body! {
    /// One page of subscribers.
    SubscriberPage: Vec<SubscriberResponse> from Page<User>,
    /// How many match in all.
    total
}
