//! Builds the actix application from the use cases and settings.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::middleware::{Compress, DefaultHeaders, from_fn};
use actix_web::{App, HttpRequest, error::InternalError, web};
use futures_util::future::BoxFuture;
use mon_application::Accounts;
use mon_domain::Msg;
use utoipa_actix_web::{AppExt, scope, service_config::ServiceConfig};
use utoipa_swagger_ui::SwaggerUi;

use crate::dto::SiteConfigResponse;
use crate::error::ApiError;
use crate::extract::request_lang;
use crate::middleware::{json_errors, log_requests, slash_aliases};
use crate::rate_limit::RateLimiter;
use crate::routes::{accounts, system};
use crate::spa;

pub type SiteConfig = SiteConfigResponse;

/// Answers whether the service can do its work (the database answers).
pub type ReadinessCheck = Arc<dyn Fn() -> BoxFuture<'static, bool> + Send + Sync>;

/// Settings of the HTTP layer.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// The built web app (`frontend/dist`); `None` serves a hint page instead.
    pub static_dir: Option<PathBuf>,
    pub site: SiteConfig,
    /// Largest accepted JSON body, in bytes.
    pub json_limit: usize,
}

/// Shared state of every worker.
pub struct AppState {
    pub accounts: Arc<Accounts>,
    pub limiter: Arc<RateLimiter>,
    pub readiness: ReadinessCheck,
    pub settings: HttpSettings,
}

/// Registers every API route; the single source of both routing and the OpenAPI paths.
pub(crate) fn routes(cfg: &mut ServiceConfig) {
    cfg.service(scope("/api/jwt-auth/v1").service(accounts::login))
        .service(
            scope("/api/custom/v1")
                .service(accounts::register)
                .service(accounts::activate)
                .service(accounts::password_reset)
                .service(accounts::password_update)
                .service(accounts::change_password)
                .service(accounts::update_user_info)
                .service(accounts::me)
                .service(accounts::list_users)
                .service(system::site_config),
        )
        .service(scope("/api").service(system::health).service(system::ready));
}

fn json_error(err: actix_web::error::JsonPayloadError, req: &HttpRequest) -> actix_web::Error {
    use actix_web::error::JsonPayloadError as E;
    use actix_web::http::StatusCode as S;
    let e = match &err {
        E::OverflowKnownLength { .. } | E::Overflow { .. } => ApiError::from_status(S::PAYLOAD_TOO_LARGE),
        E::ContentType => ApiError::new(S::BAD_REQUEST, "unsupported_content_type", Msg::UnsupportedContentType),
        _ => ApiError::new(S::BAD_REQUEST, "malformed_json", Msg::MalformedJson),
    };
    InternalError::from_response(err, e.to_response(request_lang(req))).into()
}

/// The whole application: API, API docs and the web app.
pub fn app(
    state: web::Data<AppState>,
) -> App<impl ServiceFactory<ServiceRequest, Config = (), Response = ServiceResponse<impl MessageBody>, Error = actix_web::Error, InitError = ()>> {
    let json_limit = state.settings.json_limit;
    let (app, api) = App::new()
        .into_utoipa_app()
        .openapi(crate::openapi::openapi())
        .app_data(state)
        .app_data(web::JsonConfig::default().limit(json_limit).error_handler(json_error))
        .app_data(web::QueryConfig::default().error_handler(|err, req| {
            InternalError::from_response(
                err,
                ApiError::new(actix_web::http::StatusCode::BAD_REQUEST, "bad_query", Msg::BadQuery).to_response(request_lang(req)),
            )
            .into()
        }))
        .app_data(web::PathConfig::default().error_handler(|err, req| {
            InternalError::from_response(err, ApiError::new(actix_web::http::StatusCode::BAD_REQUEST, "bad_path", Msg::BadPath).to_response(request_lang(req)))
                .into()
        }))
        .split_for_parts();
    // `openapi()` above already holds every path; register the routes once, here.
    let slash_paths: HashSet<String> = api.paths.paths.keys().filter(|p| p.ends_with('/')).cloned().collect();
    let alias = slash_aliases(slash_paths);
    let known = web::Data::new(spa::KnownRoutes::from_openapi(&api));
    // The docs come before the `/api` scope, which would otherwise answer for them.
    app.app_data(known)
        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", api))
        .service(web::resource("/api/docs").to(|| async { actix_web::HttpResponse::PermanentRedirect().insert_header(("Location", "/api/docs/")).finish() }))
        .configure(|cfg| {
            let mut c = ServiceConfig::new(cfg);
            routes(&mut c);
        })
        .default_service(web::to(spa::fallback))
        .wrap(from_fn(json_errors))
        .wrap(
            DefaultHeaders::new()
                .add(("X-Content-Type-Options", "nosniff"))
                .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
                .add(("X-Frame-Options", "DENY")),
        )
        .wrap(Compress::default())
        .wrap_fn(move |req, srv| srv.call(alias(req)))
        .wrap(from_fn(log_requests))
}
