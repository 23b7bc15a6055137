//! A counsellor's own client: who they are and their sessions with the counsellor, and, while the
//! client shares them (consent `share_with_counsellor`), their check-ins and safety plan. Each read
//! of those is written to the client's access log. Anyone not the client's own counsellor gets 404.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, web};
use mon_application::sharing::{Client, Reader};
use mon_application::{Care, Counsellors, Sharing};
use mon_domain::pagination::{CheckInPages, SessionPages};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::sessions::SessionPage;
use crate::conditional::private_json as private;
use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::CounsellorUser;
use crate::paging::PageQuery;
use crate::routes::safety::dto::{CheckInPage, SafetyPlanResponse};

/// Registers the routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(get_client)
        .service(client_sessions)
        .service(client_check_ins)
        .service(client_safety_plan);
}

/// A client as their counsellor sees them.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ClientResponse {
    /// The client's user id.
    pub id: i64,
    /// As the counsellor's session list shows it (the name on the client's latest session with them).
    pub name: String,
    /// The client shares their check-ins and safety plan with their counsellor now.
    pub shares: bool,
}

impl From<Client> for ClientResponse {
    fn from(c: Client) -> Self {
        Self {
            id: c.id,
            name: c.name,
            shares: c.shares,
        }
    }
}

/// The caller as a reader: their profile (whose clients) and account (named in the client's log).
async fn reader(me: &CounsellorUser, counsellors: &Counsellors) -> Result<Reader, ApiError> {
    Ok(Reader {
        counsellor_id: counsellors.own(me.user.id).await?.id,
        user_id: me.user.id,
    })
}

/// One of the caller's own clients: their name and whether they share their check-ins and safety
/// plan now (COUNSELLOR only). A client is a subscriber whose account names the caller as their
/// counsellor, or who has an approved session with the caller in the last 90 days or ahead.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getOwnClient",
    params(("user_id" = i64, Path, description = "The client's user id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The client", body = ClientResponse),
        (status = 404, description = "Not a client of the caller's, or the account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/clients/{user_id}")]
pub async fn get_client(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    sharing: web::Data<Sharing>,
    user_id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let reader = reader(&me, &counsellors).await?;
    let client = sharing.client(reader, user_id.into_inner()).await?;
    Ok(private(StatusCode::OK, &ClientResponse::from(client)))
}

/// The caller's own sessions (approved or cancelled) with one of their clients, the latest first
/// (COUNSELLOR only; never another counsellor's).
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listOwnClientSessions",
    params(("user_id" = i64, Path, description = "The client's user id"), PageQuery<SessionPages>),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "One page of sessions", body = SessionPage),
        (status = 404, description = "Not a client of the caller's, or the account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/clients/{user_id}/sessions")]
pub async fn client_sessions(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    sharing: web::Data<Sharing>,
    care: web::Data<Care>,
    user_id: web::Path<i64>,
    q: PageQuery<SessionPages>,
) -> Result<HttpResponse, ApiError> {
    let reader = reader(&me, &counsellors).await?;
    let user_id = user_id.into_inner();
    sharing.ensure_client(reader, user_id).await?;
    let page: SessionPage = care
        .sessions_with_client(reader.counsellor_id, user_id, q.page, q.per_page)
        .await?
        .into();
    Ok(private(StatusCode::OK, &page))
}

/// One of the caller's own client's check-ins, newest first, with scores and bands, while the
/// client shares them (COUNSELLOR only). Each read is written to the client's access log.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "listOwnClientCheckIns",
    params(("user_id" = i64, Path, description = "The client's user id"), PageQuery<CheckInPages>),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "One page of the client's check-ins", body = CheckInPage),
        (status = 403, description = "Not a counsellor, or the client does not share their check-ins and safety plan (`consent_required`)", body = ErrorBody),
        (status = 404, description = "Not a client of the caller's, or the account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/clients/{user_id}/check-ins")]
pub async fn client_check_ins(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    sharing: web::Data<Sharing>,
    user_id: web::Path<i64>,
    q: PageQuery<CheckInPages>,
) -> Result<HttpResponse, ApiError> {
    let reader = reader(&me, &counsellors).await?;
    let page: CheckInPage = sharing
        .check_ins(reader, user_id.into_inner(), q.page, q.per_page)
        .await?
        .into();
    Ok(private(StatusCode::OK, &page))
}

/// One of the caller's own client's safety plan (empty sections before the client's first save),
/// while the client shares it (COUNSELLOR only). Each read is written to the client's access log.
#[utoipa::path(
    tag = "counsellors",
    operation_id = "getOwnClientSafetyPlan",
    params(("user_id" = i64, Path, description = "The client's user id")),
    security(("bearer" = ["COUNSELLOR"])),
    responses(
        (status = 200, description = "The client's plan", body = SafetyPlanResponse),
        (status = 403, description = "Not a counsellor, or the client does not share their check-ins and safety plan (`consent_required`)", body = ErrorBody),
        (status = 404, description = "Not a client of the caller's, or the account has no profile", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/counsellors/me/clients/{user_id}/safety-plan")]
pub async fn client_safety_plan(
    me: CounsellorUser,
    counsellors: web::Data<Counsellors>,
    sharing: web::Data<Sharing>,
    user_id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let reader = reader(&me, &counsellors).await?;
    let (plan, updated_at) = sharing.safety_plan(reader, user_id.into_inner()).await?;
    Ok(private(
        StatusCode::OK,
        &SafetyPlanResponse {
            plan: plan.into(),
            updated_at,
        },
    ))
}
