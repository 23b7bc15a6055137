//! An admin removes a counsellor, and hands a removed counsellor's session notes to another one.

use actix_web::{delete, post, web};
use mon_application::{Counsellors, Notes};
use mon_domain::counsellor::CounsellorMsg;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang};

/// Registers the routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(remove_counsellor).service(hand_over_notes);
}

/// What a removal did.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CounsellorRemoved {
    pub message: String,
    /// How many sessions (requested or approved, from today on) went back to the requests.
    pub sessions_returned: u32,
}

/// Whom a removed counsellor's notes go to.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct HandOverRequest {
    /// The receiving counsellor's id: one who was not removed.
    pub to: Option<i64>,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// What a hand-over did.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct NotesHandedOver {
    pub message: String,
    /// How many notes the receiving counsellor now holds as their author.
    pub notes: u32,
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Remove a counsellor (ADMIN only), in one transaction: the account can no longer log in and its
/// tokens stop working; the profile leaves the public pages and is never offered again; the weekly
/// hours and time off go; every session with them that is requested or approved and dated today or
/// later goes back to `requested` without a counsellor (an approved one loses its session details),
/// and each client is told by e-mail (the neutral note in discreet mode); no subscriber keeps them
/// as their own counsellor. Past sessions keep the counsellor; the notes stay sealed, readable by
/// nobody until handed over. The admins still see the profile, with `removed_at`. Removing a removed
/// counsellor changes nothing and answers `sessions_returned: 0`.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "removeCounsellor",
    params(("id" = i64, Path, description = "The counsellor's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Removed (or removed already)", body = CounsellorRemoved),
        (status = 404, description = "No such counsellor", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/admin/counsellors/{id}")]
pub async fn remove_counsellor(
    admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<CounsellorRemoved>, ApiError> {
    let returned = counsellors.remove(admin.user.id, id.into_inner()).await?;
    Ok(web::Json(CounsellorRemoved {
        message: lang.text(CounsellorMsg::Removed),
        sessions_returned: count(returned),
    }))
}

/// Hand a removed counsellor's session notes to another counsellor (ADMIN only): every note is
/// sealed again for the receiving counsellor, who becomes its author and reads it on its session
/// (`GET /counsellors/me/sessions/{id}/notes`); all the notes or none. The sessions keep the removed
/// counsellor. Logged with the admin, both counsellors and the count, never a note's text.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "handOverCounsellorNotes",
    params(("id" = i64, Path, description = "The removed counsellor's id")),
    request_body = HandOverRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Handed over", body = NotesHandedOver),
        (status = 400, description = "`to` is missing, unknown or a removed counsellor (`data.errors.to`)", body = ErrorBody),
        (status = 404, description = "No such counsellor", body = ErrorBody),
        (status = 409, description = "The counsellor was not removed (`counsellor_not_removed`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/counsellors/{id}/hand-over")]
pub async fn hand_over_notes(
    admin: AdminUser,
    notes: web::Data<Notes>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<HandOverRequest>,
) -> Result<web::Json<NotesHandedOver>, ApiError> {
    let handed = notes
        .hand_over(admin.user.id, id.into_inner(), body.to)
        .await?;
    Ok(web::Json(NotesHandedOver {
        message: lang.text(CounsellorMsg::HandedOver),
        notes: count(handed),
    }))
}
