//! Health, readiness and public site configuration.

use actix_web::{HttpResponse, get, web};

use crate::app::AppState;
use crate::dto::{ErrorBody, HealthResponse, SiteConfigResponse};
use crate::error::ApiError;

/// The process is up.
#[utoipa::path(tag = "system", operation_id = "health", responses((status = 200, description = "Up", body = HealthResponse)))]
#[get("/health")]
pub async fn health() -> web::Json<HealthResponse> {
    web::Json(HealthResponse { status: "ok".into() })
}

/// The database answers.
#[utoipa::path(
    tag = "system",
    operation_id = "ready",
    responses(
        (status = 200, description = "Ready", body = HealthResponse),
        (status = 503, description = "The database does not answer", body = ErrorBody),
    )
)]
#[get("/ready")]
pub async fn ready(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    if (state.readiness)().await {
        Ok(HttpResponse::Ok().json(HealthResponse { status: "ok".into() }))
    } else {
        Err(ApiError::from_status(actix_web::http::StatusCode::SERVICE_UNAVAILABLE))
    }
}

/// Public contact details for the floating contact button.
#[utoipa::path(tag = "system", operation_id = "getSiteConfig", responses((status = 200, description = "Contact details", body = SiteConfigResponse)))]
#[get("/site-config")]
pub async fn site_config(state: web::Data<AppState>) -> web::Json<SiteConfigResponse> {
    web::Json(state.settings.site.clone())
}
