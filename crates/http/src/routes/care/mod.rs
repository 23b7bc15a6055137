//! The care area: appointments (SUBSCRIBER requests them; ADMIN decides) and
//! daily self-care. Health data: a subscriber reaches only their own.

pub(crate) mod dto;
mod questions;
mod self_care;

use actix_web::{HttpResponse, delete, get, post, web};
use mon_application::{Care, Counsellors};
use mon_domain::care::CareMsg;
use utoipa_actix_web::service_config::ServiceConfig;

use self::dto::*;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, CareUser, ReqLang, SubscriberUser};
use crate::paging::PageQuery;
use crate::rate_limit::{Limited, RateLimiter};
use mon_domain::pagination::AppointmentPages;

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(all_appointments)
        .service(user_appointments)
        .service(create_appointment)
        .service(update_appointment)
        .service(delete_appointment)
        .service(cancel_appointment)
        .service(update_appointment_status)
        .service(self_care::list_questions)
        .service(self_care::answers_by_date)
        .service(self_care::submit_answers)
        .service(self_care::user_status_count)
        .service(questions::list_admin_questions)
        .service(questions::add_question)
        .service(questions::reorder_questions)
        .service(questions::update_question)
        .service(questions::retire_question);
}

/// Every appointment, of one status when asked, newest date first, with counts per status (ADMIN only).
#[utoipa::path(
    tag = "care",
    operation_id = "listAllAppointments",
    params(AppointmentFilter, PageQuery<AppointmentPages>),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "One page of appointments", body = AppointmentPage),
        (status = 400, description = "Unknown status or invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/appointment/all")]
pub async fn all_appointments(
    admin: AdminUser,
    care: web::Data<Care>,
    filter: web::Query<AppointmentFilter>,
    q: PageQuery<AppointmentPages>,
) -> Result<web::Json<AppointmentPage>, ApiError> {
    Ok(web::Json(
        care.all_appointments(admin.user.id, filter.status.as_deref(), q.page, q.per_page)
            .await?
            .into(),
    ))
}

/// One user's appointments, with counts per status: the user's own, or any user's for an admin.
#[utoipa::path(
    tag = "care",
    operation_id = "listUserAppointments",
    params(("userId" = i64, Path, description = "The user's id"), AppointmentFilter, PageQuery<AppointmentPages>),
    security(("bearer" = ["ADMIN", "SUBSCRIBER"])),
    responses(
        (status = 200, description = "One page of the user's appointments", body = AppointmentPage),
        (status = 400, description = "Unknown status or invalid query", body = ErrorBody),
        (status = 403, description = "Another subscriber's appointments", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/appointment/user/{userId}")]
pub async fn user_appointments(
    caller: CareUser,
    care: web::Data<Care>,
    user_id: web::Path<i64>,
    filter: web::Query<AppointmentFilter>,
    q: PageQuery<AppointmentPages>,
) -> Result<web::Json<AppointmentPage>, ApiError> {
    Ok(web::Json(
        care.user_appointments(
            &caller.user,
            user_id.into_inner(),
            filter.status.as_deref(),
            q.page,
            q.per_page,
        )
        .await?
        .into(),
    ))
}

/// Request an appointment; it starts as `requested` (SUBSCRIBER only).
#[utoipa::path(
    tag = "care",
    operation_id = "createAppointment",
    request_body = AppointmentRequest,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 201, description = "Requested", body = AppointmentMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.appointment_date`, `appointment_time`, `appointment_name`, `appointment_email`, `appointment_phone`)", body = ErrorBody),
        (status = 404, description = "`counsellor_id` names no published counsellor", body = ErrorBody),
        (status = 409, description = "The caller already has an appointment on that date (`appointment_date_taken`), the most requests allowed waiting (`too_many_open_requests`), or the counsellor's slot was just taken (`slot_taken`)", body = ErrorBody),
        (status = 429, description = "Too many appointment changes by this account; `Retry-After` says when to try again", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/appointment/create")]
pub async fn create_appointment(
    user: SubscriberUser,
    care: web::Data<Care>,
    counsellors: web::Data<Counsellors>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    body: web::Json<AppointmentRequest>,
) -> Result<HttpResponse, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, user.user.id)
        .await?;
    let body = body.into_inner();
    let counsellor = body.counsellor_id;
    let input = body.into();
    // The fields first, then the counsellor's slot.
    let hold = match counsellor {
        Some(id) => {
            let form = care.form(&input)?;
            let (h, m) = form.time.hm24();
            let time = chrono::NaiveTime::from_hms_opt(h, m, 0).unwrap_or_default();
            Some(counsellors.hold(id, form.date, time).await?)
        }
        None => None,
    };
    let appointment = care
        .request_appointment(user.user.id, lang.0, &input, hold)
        .await?;
    Ok(HttpResponse::Created().json(AppointmentMessageResponse {
        message: lang.text(CareMsg::AppointmentAdded),
        appointment: appointment.into(),
    }))
}

/// Change one's own requested appointment; it is resubmitted as `requested` (SUBSCRIBER only).
#[utoipa::path(
    tag = "care",
    operation_id = "updateAppointment",
    params(("id" = i64, Path, description = "The appointment's id")),
    request_body = AppointmentRequest,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "Changed", body = AppointmentMessageResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 404, description = "No such appointment of the caller", body = ErrorBody),
        (status = 409, description = "No longer requested (`appointment_not_requested`), or the date is taken", body = ErrorBody),
        (status = 429, description = "Too many appointment changes by this account", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/appointment/update/{id}")]
pub async fn update_appointment(
    user: SubscriberUser,
    care: web::Data<Care>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<AppointmentRequest>,
) -> Result<web::Json<AppointmentMessageResponse>, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, user.user.id)
        .await?;
    let appointment = care
        .update_appointment(user.user.id, id.into_inner(), &body.into_inner().into())
        .await?;
    Ok(web::Json(AppointmentMessageResponse {
        message: lang.text(CareMsg::AppointmentUpdated),
        appointment: appointment.into(),
    }))
}

/// Delete one's own requested appointment (SUBSCRIBER only).
#[utoipa::path(
    tag = "care",
    operation_id = "deleteAppointment",
    params(("id" = i64, Path, description = "The appointment's id")),
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 404, description = "No such appointment of the caller", body = ErrorBody),
        (status = 409, description = "No longer requested (`appointment_not_requested`)", body = ErrorBody),
        (status = 429, description = "Too many appointment changes by this account", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/appointment/delete/{id}")]
pub async fn delete_appointment(
    user: SubscriberUser,
    care: web::Data<Care>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, user.user.id)
        .await?;
    care.delete_appointment(user.user.id, id.into_inner())
        .await?;
    Ok(lang.message(CareMsg::AppointmentDeleted))
}

/// Cancel one's own approved session (SUBSCRIBER only). Never refused for being late: less than
/// `MON_CANCEL_NOTICE_HOURS` before its start it is recorded as `late_cancel`. Its reminders are
/// dropped, its slot is free again, the subscriber gets a calendar file that withdraws it, and the
/// counsellor (or, without one, the admins) an e-mail with its time only.
#[utoipa::path(
    tag = "care",
    operation_id = "cancelAppointment",
    params(("id" = i64, Path, description = "The appointment's id")),
    request_body = CancelRequest,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "Cancelled; `appointment_status` is `cancelled`", body = AppointmentMessageResponse),
        (status = 400, description = "A reason over 500 characters (`data.errors.reason`)", body = ErrorBody),
        (status = 404, description = "No such appointment of the caller", body = ErrorBody),
        (status = 409, description = "Not an approved session (`appointment_not_approved`), or it has started (`session_started`)", body = ErrorBody),
        (status = 429, description = "Too many appointment changes by this account", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/appointment/cancel/{id}")]
pub async fn cancel_appointment(
    user: SubscriberUser,
    care: web::Data<Care>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<CancelRequest>,
) -> Result<web::Json<AppointmentMessageResponse>, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, user.user.id)
        .await?;
    let appointment = care
        .cancel_appointment(
            user.user.id,
            lang.0,
            id.into_inner(),
            body.reason.as_deref(),
        )
        .await?;
    Ok(web::Json(AppointmentMessageResponse {
        message: lang.text(CareMsg::AppointmentCancelled),
        appointment: appointment.into(),
    }))
}

/// Approve (optionally with how the session happens), unapprove (optionally
/// with a reason), or undo either (ADMIN only); answers the updated list. Every
/// input, the query too, is checked before anything is written. The decision
/// goes by e-mail to the account's verified address; an approval schedules
/// reminders 24 h and 1 h before, which an undo cancels.
#[utoipa::path(
    tag = "care",
    operation_id = "updateAppointmentStatus",
    params(("id" = i64, Path, description = "The appointment's id"), AppointmentFilter, PageQuery<AppointmentPages>),
    request_body = StatusRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Changed; with the list asked for by the query", body = AppointmentStatusResponse),
        (status = 400, description = "Unknown status, bad session details or reason (`data.errors.appointment_status`, `session_mode`, `session_detail`, `reason`, `status`)", body = ErrorBody),
        (status = 404, description = "No such appointment, or no such counsellor (`data.errors.counsellor_id`)", body = ErrorBody),
        (status = 409, description = "A move the status rules do not allow (`status_move_not_allowed`), a counsellor not free at that time (`counsellor_busy`) or at their caseload (`caseload_full`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/appointment/update-status/{id}")]
pub async fn update_appointment_status(
    admin: AdminUser,
    care: web::Data<Care>,
    lang: ReqLang,
    id: web::Path<i64>,
    filter: web::Query<AppointmentFilter>,
    q: PageQuery<AppointmentPages>,
    body: web::Json<StatusRequest>,
) -> Result<web::Json<AppointmentStatusResponse>, ApiError> {
    let (appointment, list) = care
        .decide_appointment(
            admin.user.id,
            lang.0,
            id.into_inner(),
            &body.into_inner().into(),
            &filter.list_query(&q),
        )
        .await?;
    Ok(web::Json(AppointmentStatusResponse {
        message: lang.text(CareMsg::StatusUpdated),
        appointment: appointment.into(),
        list: list.into(),
    }))
}
