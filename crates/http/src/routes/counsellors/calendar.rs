//! Weekly hours, time off, closures and free slots.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};
use mon_application::Counsellors;
use mon_domain::counsellor::CounsellorMsg;
use mon_domain::pagination::{ClosurePages, TimeOffPages};
use utoipa_actix_web::service_config::ServiceConfig;

use super::dto::*;
use crate::conditional::{private_json as private, public_json};
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, CounsellorUser, ReqLang};
use crate::paging::PageQuery;

/// Registers the calendar's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(get_own_availability)
        .service(set_own_availability)
        .service(get_counsellor_availability)
        .service(set_counsellor_availability)
        .service(add_time_off)
        .service(list_time_off)
        .service(delete_time_off)
        .service(add_closure)
        .service(list_closures)
        .service(delete_closure)
        .service(counsellor_slots);
}

/// The caller's own weekly hours (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getOwnAvailability",
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The weekly hours, by weekday and start", body = Availability),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/availability")]
pub async fn get_own_availability(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
) -> Result<HttpResponse, ApiError> {
    let weekly = counsellors.own_hours(me.user.id).await?;
    Ok(private(StatusCode::OK, &Availability::of(weekly)))
}

/// Replace the caller's own weekly hours (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "setOwnAvailability",
    request_body = Availability,
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "Saved", body = AvailabilityMessageResponse),
        (status = 400, description = "A weekday outside 1–7, a time that is not `HH:MM`, a range that ends before it starts, or overlapping ranges (`data.errors.weekly`)", body = ErrorBody),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[put("/api/custom/v1/counsellors/me/availability")]
pub async fn set_own_availability(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    body: web::Json<Availability>,
) -> Result<HttpResponse, ApiError> {
    let weekly = counsellors
        .set_own_hours(me.user.id, &body.into_inner().input())
        .await?;
    Ok(saved_hours(lang, weekly))
}

fn saved_hours(
    lang: ReqLang,
    weekly: Vec<mon_domain::counsellor::calendar::WeeklyRange>,
) -> HttpResponse {
    private(
        StatusCode::OK,
        &AvailabilityMessageResponse {
            message: lang.text(CounsellorMsg::AvailabilitySaved),
            weekly: Availability::of(weekly).weekly,
        },
    )
}

/// A counsellor's weekly hours (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getCounsellorAvailability",
    params(("id" = i64, Path, description = "The counsellor's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "The weekly hours", body = Availability),
        (status = 404, description = "No such counsellor", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/admin/counsellors/{id}/availability")]
pub async fn get_counsellor_availability(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let weekly = counsellors.hours_of(id.into_inner()).await?;
    Ok(private(StatusCode::OK, &Availability::of(weekly)))
}

/// Replace a counsellor's weekly hours (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "setCounsellorAvailability",
    params(("id" = i64, Path, description = "The counsellor's id")),
    request_body = Availability,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Saved", body = AvailabilityMessageResponse),
        (status = 400, description = "Invalid ranges (`data.errors.weekly`)", body = ErrorBody),
        (status = 404, description = "No such counsellor", body = ErrorBody),
        (status = 409, description = "The counsellor was removed (`counsellor_removed`)", body = ErrorBody),
    )
)]
#[put("/api/custom/v1/admin/counsellors/{id}/availability")]
pub async fn set_counsellor_availability(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<Availability>,
) -> Result<HttpResponse, ApiError> {
    let weekly = counsellors
        .set_hours_of(id.into_inner(), &body.into_inner().input())
        .await?;
    Ok(saved_hours(lang, weekly))
}

/// Add time off (COUNSELLOR only). The answer lists the approved sessions it overlaps, so they can be moved.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "addTimeOff",
    request_body = TimeOffRequest,
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 201, description = "Added", body = TimeOffAdded),
        (status = 400, description = "`from` or `to` not `YYYY-MM-DDTHH:MM`, `to` not after `from`, or a reason over 200 characters", body = ErrorBody),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/counsellors/me/time-off")]
pub async fn add_time_off(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    body: web::Json<TimeOffRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let added = counsellors
        .add_time_off(me.user.id, &b.from, &b.to, &b.reason)
        .await?;
    Ok(private(
        StatusCode::CREATED,
        &TimeOffAdded::new(lang.text(CounsellorMsg::TimeOffSaved), added),
    ))
}

/// The caller's own time off, the latest start first (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listTimeOff",
    params(PageQuery<TimeOffPages>),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "One page of time off", body = TimeOffPage),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/time-off")]
pub async fn list_time_off(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    q: PageQuery<TimeOffPages>,
) -> Result<HttpResponse, ApiError> {
    let page: TimeOffPage = counsellors
        .own_time_off(me.user.id, q.page, q.per_page)
        .await?
        .into();
    Ok(private(StatusCode::OK, &page))
}

/// Remove the caller's own time off (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "deleteTimeOff",
    params(("id" = i64, Path, description = "The time off's id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "Removed", body = MessageResponse),
        (status = 404, description = "No such time off of the caller's", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/counsellors/me/time-off/{id}")]
pub async fn delete_time_off(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    counsellors
        .delete_time_off(me.user.id, id.into_inner())
        .await?;
    Ok(lang.message(CounsellorMsg::TimeOffDeleted))
}

/// Close the whole service for some days, e.g. Eid or a hartal (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "addClosure",
    request_body = ClosureRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = ClosureMessageResponse),
        (status = 400, description = "`from` or `to` not `YYYY-MM-DD`, `to` before `from`, or no `label`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/closures")]
pub async fn add_closure(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    body: web::Json<ClosureRequest>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let c = counsellors.add_closure(&b.from, &b.to, &b.label).await?;
    Ok(private(
        StatusCode::CREATED,
        &ClosureMessageResponse {
            message: lang.text(CounsellorMsg::ClosureSaved),
            id: c.id,
            closure: c.into(),
        },
    ))
}

/// The service's closures from today on, the soonest first.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listClosures",
    params(PageQuery<ClosurePages>),
    responses(
        (status = 200, description = "One page of closures (with an `ETag`)", body = ClosurePage),
        (status = 304, description = "Not modified"),
    )
)]
#[get("/api/custom/v1/closures")]
pub async fn list_closures(
    req: HttpRequest,
    counsellors: web::Data<Counsellors>,
    q: PageQuery<ClosurePages>,
) -> Result<HttpResponse, ApiError> {
    let page: ClosurePage = counsellors.closures(q.page, q.per_page).await?.into();
    public_json(&req, &page)
}

/// Remove a closure (ADMIN only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "deleteClosure",
    params(("id" = i64, Path, description = "The closure's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Removed", body = MessageResponse),
        (status = 404, description = "No such closure", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/admin/closures/{id}")]
pub async fn delete_closure(
    _admin: AdminUser,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    counsellors.delete_closure(id.into_inner()).await?;
    Ok(lang.message(CounsellorMsg::ClosureDeleted))
}

/// A published counsellor's free slots on the days `from..=to` (at most 31 days), ascending.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getCounsellorSlots",
    params(("id" = i64, Path, description = "The counsellor's id"), SlotsQuery),
    responses(
        (status = 200, description = "The free slots (with an `ETag`)", body = SlotsResponse),
        (status = 304, description = "Not modified"),
        (status = 400, description = "`from` or `to` not `YYYY-MM-DD`, `to` before `from`, or more than 31 days", body = ErrorBody),
        (status = 404, description = "No such published counsellor", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/{id}/slots")]
pub async fn counsellor_slots(
    req: HttpRequest,
    counsellors: web::Data<Counsellors>,
    id: web::Path<i64>,
    q: web::Query<SlotsQuery>,
) -> Result<HttpResponse, ApiError> {
    let q = q.into_inner();
    let slots: SlotsResponse = counsellors
        .slots(
            id.into_inner(),
            q.from.as_deref().unwrap_or_default(),
            q.to.as_deref().unwrap_or_default(),
        )
        .await?
        .into();
    public_json(&req, &slots)
}
