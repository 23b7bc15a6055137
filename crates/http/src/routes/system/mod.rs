//! The system area: health, readiness and public site configuration.

mod dto;

use actix_web::{HttpResponse, get, web};
use utoipa_actix_web::service_config::ServiceConfig;

pub use self::dto::*;
use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::state::{HttpSettings, ReadinessCheck, SiteConfig};

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(health).service(ready).service(site_config);
}

/// The process is up.
#[utoipa::path(tag = "system", operation_id = "health", responses((status = 200, description = "Up", body = HealthResponse)))]
#[get("/api/health")]
pub async fn health() -> web::Json<HealthResponse> {
    web::Json(HealthResponse {
        status: "ok".into(),
    })
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
#[get("/api/ready")]
pub async fn ready(readiness: web::Data<ReadinessCheck>) -> Result<HttpResponse, ApiError> {
    if (readiness.get_ref())().await {
        Ok(HttpResponse::Ok().json(HealthResponse {
            status: "ok".into(),
        }))
    } else {
        Err(ApiError::from_status(
            actix_web::http::StatusCode::SERVICE_UNAVAILABLE,
        ))
    }
}

/// Public contact details for the floating contact button.
#[utoipa::path(tag = "system", operation_id = "getSiteConfig", responses((status = 200, description = "Contact details", body = SiteConfig)))]
#[get("/api/custom/v1/site-config")]
pub async fn site_config(settings: web::Data<HttpSettings>) -> web::Json<SiteConfig> {
    web::Json(settings.site.clone())
}
