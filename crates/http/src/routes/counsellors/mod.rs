//! The counsellors area: admins invite and edit counsellors; a counsellor edits their own bio,
//! languages and specialities; anyone reads the published profiles.

mod calendar;
mod clients;
pub(crate) mod dto;
mod notes;
mod removal;
mod sessions;

use actix_multipart::form::MultipartForm;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use mon_application::Counsellors;
use mon_domain::counsellor::CounsellorMsg;
use mon_domain::pagination::CounsellorPages;
use utoipa_actix_web::service_config::ServiceConfig;

use self::dto::*;
use crate::conditional::{private_json as private, public_json};
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, CounsellorUser, ReqLang};
use crate::paging::PageQuery;

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(invite_counsellor)
        .service(list_all_counsellors)
        .service(get_counsellor_as_admin)
        .service(upload_counsellor_photo)
        .service(remove_counsellor_photo)
        .service(update_counsellor)
        .service(resend_counsellor_invitation)
        .service(set_client_counsellor)
        .service(free_counsellors)
        .service(get_own_counsellor_profile)
        .service(update_own_counsellor_profile)
        .service(list_counsellors)
        .service(get_counsellor);
    calendar::configure(cfg);
    sessions::configure(cfg);
    notes::configure(cfg);
    removal::configure(cfg);
    clients::configure(cfg);
}

/// A request field's name as a field error's key: the admins' fields by name; any other is said as
/// `other`, so no text a caller typed is kept.
fn field_key(field: &str) -> &'static str {
    const ADMINS: [&str; 10] = [
        "name_en",
        "name_bn",
        "title_en",
        "title_bn",
        "credentials",
        "registration_no",
        "modes",
        "fee_bdt",
        "published",
        "max_clients",
    ];
    ADMINS.into_iter().find(|f| *f == field).unwrap_or("other")
}

/// Invite a counsellor (ADMIN only): an account of role COUNSELLOR that cannot log in until the
/// invitation is accepted, and its profile. The invitation e-mail (English and Bangla) carries a
/// single-use link to `/reset-password?key=…&email=…` that sets the first password within 7 days.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "inviteCounsellor",
    request_body = CounsellorInvitation,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Invited; the e-mail is owed", body = CounsellorMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.username`, `email`, `contact_number`, `name_en`, …)", body = ErrorBody),
        (status = 409, description = "The username (`username_taken`) or the e-mail (`email_taken`) belongs to an account; `data.errors` names the field", body = ErrorBody),
        (status = 503, description = "Password hashing is saturated (`busy`); `Retry-After` says when to try again", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/counsellors")]
pub async fn invite_counsellor(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    body: web::Json<CounsellorInvitation>,
) -> Result<HttpResponse, ApiError> {
    let c = counsellors.invite(&body.into_inner().into()).await?;
    Ok(private(
        actix_web::http::StatusCode::CREATED,
        &CounsellorMessageResponse {
            message: lang.text(CounsellorMsg::Invited),
            counsellor: c.into(),
        },
    ))
}

/// Every counsellor, unpublished ones too, by name (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listAllCounsellors",
    params(PageQuery<CounsellorPages>),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "One page of counsellors", body = AdminCounsellorPage),
    )
)]
#[get("/api/custom/v1/admin/counsellors")]
pub async fn list_all_counsellors(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    q: PageQuery<CounsellorPages>,
) -> Result<HttpResponse, ApiError> {
    let page: AdminCounsellorPage = counsellors.all(q.page, q.per_page).await?.into();
    Ok(private(actix_web::http::StatusCode::OK, &page))
}

/// One counsellor, unpublished too, with both languages and the account (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getCounsellorAsAdmin",
    params(("id" = i64, Path, description = "The counsellor's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "The counsellor", body = AdminCounsellor),
        (status = 404, description = "No such counsellor", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/admin/counsellors/{id}")]
pub async fn get_counsellor_as_admin(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let c: AdminCounsellor = counsellors.one(id.into_inner()).await?.into();
    Ok(private(actix_web::http::StatusCode::OK, &c))
}

/// Change a counsellor's profile (ADMIN only): each field given replaces the stored one.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "updateCounsellor",
    params(("id" = i64, Path, description = "The counsellor's id")),
    request_body = CounsellorChange,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Changed", body = CounsellorMessageResponse),
        (status = 400, description = "Invalid fields; publishing needs `title_en`, `credentials`, a language and a mode", body = ErrorBody),
        (status = 404, description = "No such counsellor", body = ErrorBody),
        (status = 409, description = "The counsellor was removed (`counsellor_removed`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/counsellors/{id}")]
pub async fn update_counsellor(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<CounsellorChange>,
) -> Result<HttpResponse, ApiError> {
    let c = counsellors
        .update(id.into_inner(), &body.into_inner().into())
        .await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &CounsellorMessageResponse {
            message: lang.text(CounsellorMsg::Saved),
            counsellor: c.into(),
        },
    ))
}

/// A counsellor's photo from an image upload (ADMIN only): checked by its bytes like a story's
/// image (JPEG, PNG, WebP or GIF, at most `MON_UPLOAD_MAX_BYTES`), kept as a 320 px square without
/// metadata, with a WebP twin; the photo it replaces is removed.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "uploadCounsellorPhoto",
    params(("id" = i64, Path, description = "The counsellor's id")),
    request_body(content = PhotoFormSchema, content_type = "multipart/form-data"),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Saved", body = CounsellorMessageResponse),
        (status = 400, description = "No file, or not an image that can be read, or too large (on `file`)", body = ErrorBody),
        (status = 404, description = "No such counsellor", body = ErrorBody),
        (status = 409, description = "The counsellor was removed (`counsellor_removed`)", body = ErrorBody),
        (status = 413, description = "The request is larger than the server takes", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/counsellors/{id}/photo")]
pub async fn upload_counsellor_photo(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
    form: MultipartForm<PhotoUpload>,
) -> Result<HttpResponse, ApiError> {
    let c = counsellors
        .set_photo(id.into_inner(), form.into_inner().bytes())
        .await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &CounsellorMessageResponse {
            message: lang.text(CounsellorMsg::PhotoSaved),
            counsellor: c.into(),
        },
    ))
}

/// Removes a counsellor's photo (ADMIN only): their initials are shown instead.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "removeCounsellorPhoto",
    params(("id" = i64, Path, description = "The counsellor's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Removed", body = CounsellorMessageResponse),
        (status = 404, description = "No such counsellor", body = ErrorBody),
        (status = 409, description = "The counsellor was removed (`counsellor_removed`)", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/admin/counsellors/{id}/photo")]
pub async fn remove_counsellor_photo(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let c = counsellors.remove_photo(id.into_inner()).await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &CounsellorMessageResponse {
            message: lang.text(CounsellorMsg::PhotoRemoved),
            counsellor: c.into(),
        },
    ))
}

/// The counsellors an approval of appointment `id` may name now (ADMIN only): free at its time (its
/// own hold left out, no minimum notice) and under their caseload, the subscriber's own counsellor
/// first, then the least loaded, then by name. Empty when none is free. The approval checks again.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listFreeCounsellors",
    params(("id" = i64, Path, description = "The appointment's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "The counsellors free at the appointment's time", body = FreeCounsellorList),
        (status = 404, description = "No such appointment", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/appointment/{id}/free-counsellors")]
pub async fn free_counsellors(
    _admin: AdminUser,
    care: web::Data<mon_application::Care>,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let a = care.appointment(id.into_inner()).await?;
    let own = counsellors.own_counsellor_of(a.user_id).await?;
    let (h, m) = a.time.hm24();
    let start = a
        .date
        .and_time(chrono::NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default());
    let free = counsellors
        .free_for(
            mon_application::counsellors::SessionAsked {
                appointment_id: a.id,
                user_id: a.user_id,
                start,
            },
            own.map(|c| c.id),
        )
        .await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &FreeCounsellorList {
            items: free
                .into_iter()
                .map(|c| FreeCounsellorItem {
                    id: c.id,
                    name: c.name.shown(lang.0).to_owned(),
                    own: c.own,
                    clients: u32::try_from(c.clients).unwrap_or(u32::MAX),
                    max_clients: c.max_clients,
                })
                .collect(),
        },
    ))
}

/// Choose a subscriber's own counsellor, or none (ADMIN only): their next request suggests them
/// (`counsellor` in their `/me`). Their first approved session with a counsellor sets it otherwise.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "setClientCounsellor",
    params(("id" = i64, Path, description = "The subscriber's user id")),
    request_body = ClientCounsellorRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Changed", body = ClientCounsellorResponse),
        (status = 400, description = "A body that is not the JSON asked for", body = ErrorBody),
        (status = 404, description = "No such counsellor, or no such subscriber", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/subscribers/{id}/counsellor")]
pub async fn set_client_counsellor(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<ClientCounsellorRequest>,
) -> Result<web::Json<ClientCounsellorResponse>, ApiError> {
    let counsellor = counsellors
        .set_client_counsellor(id.into_inner(), body.counsellor_id)
        .await?;
    Ok(web::Json(ClientCounsellorResponse {
        message: lang.text(CounsellorMsg::ClientCounsellorSet),
        counsellor: counsellor.map(|c| crate::routes::accounts::OwnCounsellor::of(c, lang.0)),
    }))
}

/// Send a counsellor who has not set a password yet a new invitation; the earlier link stops
/// working (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "resendCounsellorInvitation",
    params(("id" = i64, Path, description = "The counsellor's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "A new invitation is owed", body = MessageResponse),
        (status = 404, description = "No such counsellor", body = ErrorBody),
        (status = 409, description = "The invitation was already accepted (`invitation_accepted`), or the counsellor was removed (`counsellor_removed`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/counsellors/{id}/invitation")]
pub async fn resend_counsellor_invitation(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    counsellors.resend_invitation(id.into_inner()).await?;
    Ok(lang.message(CounsellorMsg::InvitationResent))
}

/// The caller's own profile (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getOwnCounsellorProfile",
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The profile, as the admins see it", body = AdminCounsellor),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/profile")]
pub async fn get_own_counsellor_profile(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
) -> Result<HttpResponse, ApiError> {
    let c: AdminCounsellor = counsellors.own(me.user.id).await?.into();
    Ok(private(actix_web::http::StatusCode::OK, &c))
}

/// Change the caller's own bio, languages or specialities (COUNSELLOR only); a body naming any
/// other field (a fee, publishing) is refused: those are the admins'.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "updateOwnCounsellorProfile",
    request_body = OwnCounsellorChange,
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "Changed", body = CounsellorMessageResponse),
        (status = 400, description = "Invalid fields, or a field that is the admins' (`malformed_json`)", body = ErrorBody),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/counsellors/me/profile")]
pub async fn update_own_counsellor_profile(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    body: web::Json<OwnCounsellorChange>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    if !body.other.is_empty() {
        // The admins' fields (or unknown ones), each named, and nothing changed.
        let mut e = mon_domain::FieldErrors::new();
        for field in body.other.keys() {
            e.add(field_key(field), CounsellorMsg::AdminsPart);
        }
        return Err(mon_application::CounsellorError::Validation(e).into());
    }
    let c = counsellors.update_own(me.user.id, body.into()).await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &CounsellorMessageResponse {
            message: lang.text(CounsellorMsg::Saved),
            counsellor: c.into(),
        },
    ))
}

/// The published counsellors in the language of `Accept-Language`, by name.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listCounsellors",
    params(PageQuery<CounsellorPages>),
    responses(
        (status = 200, description = "One page (with an `ETag`; `304` for a matching `If-None-Match`)", body = CounsellorPage),
        (status = 304, description = "Not modified"),
    )
)]
#[get("/api/custom/v1/counsellors")]
pub async fn list_counsellors(
    req: HttpRequest,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    q: PageQuery<CounsellorPages>,
) -> Result<HttpResponse, ApiError> {
    let page: CounsellorPage = counsellors
        .published(lang.0, q.page, q.per_page)
        .await?
        .into();
    public_json(&req, &page)
}

/// One published counsellor in the language of `Accept-Language`.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getCounsellor",
    params(("id" = i64, Path, description = "The counsellor's id")),
    responses(
        (status = 200, description = "The counsellor (with an `ETag`)", body = PublicCounsellor),
        (status = 304, description = "Not modified"),
        (status = 404, description = "No such published counsellor", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/{id}")]
pub async fn get_counsellor(
    req: HttpRequest,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let c: PublicCounsellor = counsellors
        .published_one(id.into_inner(), lang.0)
        .await?
        .into();
    public_json(&req, &c)
}
