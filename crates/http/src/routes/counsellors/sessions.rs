//! The counsellor's own day: their sessions, and attendance.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use mon_application::{Care, Counsellors};
use mon_domain::care::CareMsg;
use mon_domain::pagination::SessionPages;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::conditional::private_json as private;
use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::{CounsellorUser, ReqLang};
use crate::paging::PageQuery;
use crate::routes::care::dto::AppointmentResponse;

/// Registers the routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list_own_sessions)
        .service(own_session)
        .service(record_attendance);
}

/// Which of the counsellor's sessions.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SessionFilter {
    /// `upcoming` (from today, the soonest first; the default) or `past` (the latest first).
    pub when: Option<String>,
}

crate::dto::page_body! {
    /// One page of the counsellor's own sessions.
    SessionPage: Vec<AppointmentResponse> from Page<mon_domain::care::Appointment>
}

/// Whether the client came.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct AttendanceRequest {
    /// `attended` or `no_show`.
    pub attendance: String,
    /// Any other field, ignored; makes the body a JSON object by construction.
    #[serde(flatten, skip_serializing)]
    #[schema(ignore)]
    pub _other: std::collections::BTreeMap<String, serde_json::Value>,
}

/// Attendance recorded, and what to tell the counsellor.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SessionMessageResponse {
    pub message: String,
    pub session: AppointmentResponse,
}

/// The caller's own approved sessions, with each client's name and contact, how the session happens
/// and attendance (COUNSELLOR only; never another counsellor's).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listOwnSessions",
    params(SessionFilter, PageQuery<SessionPages>),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "One page of sessions", body = SessionPage),
        (status = 400, description = "`when` is neither `upcoming` nor `past`", body = ErrorBody),
        (status = 404, description = "The account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/sessions")]
pub async fn list_own_sessions(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    care: web::Data<Care>,
    filter: web::Query<SessionFilter>,
    q: PageQuery<SessionPages>,
) -> Result<HttpResponse, ApiError> {
    let counsellor = counsellors.own(me.user.id).await?;
    let page: SessionPage = care
        .counsellor_sessions(counsellor.id, filter.when.as_deref(), q.page, q.per_page)
        .await?
        .into();
    Ok(private(StatusCode::OK, &page))
}

/// One of the caller's own sessions (approved or cancelled), for its page (COUNSELLOR only; never
/// another counsellor's).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getOwnSession",
    params(("id" = i64, Path, description = "The session's (appointment's) id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The session", body = AppointmentResponse),
        (status = 404, description = "Not a session of the caller's, or the account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/sessions/{id}")]
pub async fn own_session(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    care: web::Data<Care>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let counsellor = counsellors.own(me.user.id).await?;
    let session = care
        .counsellor_session(counsellor.id, id.into_inner())
        .await?;
    Ok(private(StatusCode::OK, &AppointmentResponse::from(session)))
}

/// Record whether the client came to one of the caller's sessions, once it has started
/// (COUNSELLOR only).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "recordAttendance",
    params(("id" = i64, Path, description = "The session's (appointment's) id")),
    request_body = AttendanceRequest,
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "Recorded", body = SessionMessageResponse),
        (status = 400, description = "`attendance` is neither `attended` nor `no_show`", body = ErrorBody),
        (status = 404, description = "Not an approved session of the caller's", body = ErrorBody),
        (status = 409, description = "The session has not started yet (`session_not_started`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/counsellors/me/sessions/{id}/attendance")]
pub async fn record_attendance(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    care: web::Data<Care>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<AttendanceRequest>,
) -> Result<HttpResponse, ApiError> {
    let counsellor = counsellors.own(me.user.id).await?;
    let session = care
        .record_attendance(counsellor.id, id.into_inner(), &body.attendance)
        .await?;
    Ok(private(
        StatusCode::OK,
        &SessionMessageResponse {
            message: lang.text(CareMsg::AttendanceSaved),
            session: session.into(),
        },
    ))
}
