//! Builds the actix application: the API routes of every area, the API docs,
//! the web app, and the middleware around them.

use std::collections::HashSet;

use actix_multipart::MultipartError;
use actix_multipart::form::MultipartFormConfig;
use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpRequest, error::InternalError, web};
use utoipa_actix_web::{AppExt, service_config::ServiceConfig};
use utoipa_swagger_ui::SwaggerUi;

use crate::error::{ApiError, TransportCode};
use crate::extract::request_lang;
use crate::messages::HttpMsg;
use crate::middleware::{json_errors, log_requests, security_headers, slash_aliases};
use crate::site;
use crate::state::HttpSettings;

fn json_error(err: actix_web::error::JsonPayloadError, req: &HttpRequest) -> actix_web::Error {
    use actix_web::error::JsonPayloadError as E;
    let e = match &err {
        E::OverflowKnownLength { .. } | E::Overflow { .. } => {
            ApiError::from_status(StatusCode::PAYLOAD_TOO_LARGE)
        }
        E::ContentType => ApiError::new(
            TransportCode::UnsupportedContentType,
            HttpMsg::UnsupportedContentType,
        ),
        _ => ApiError::new(TransportCode::MalformedJson, HttpMsg::MalformedJson),
    };
    InternalError::from_response(err, e.to_response(request_lang(req))).into()
}

fn query_error(err: actix_web::error::QueryPayloadError, req: &HttpRequest) -> actix_web::Error {
    let e = ApiError::new(TransportCode::BadQuery, HttpMsg::BadQuery);
    InternalError::from_response(err, e.to_response(request_lang(req))).into()
}

fn form_error(err: MultipartError, req: &HttpRequest) -> actix_web::Error {
    let e = if matches!(err, MultipartError::Payload(_)) {
        ApiError::from_status(StatusCode::PAYLOAD_TOO_LARGE)
    } else {
        ApiError::new(TransportCode::MalformedForm, HttpMsg::MalformedForm)
    };
    InternalError::from_response(err, e.to_response(request_lang(req))).into()
}

fn path_error(err: actix_web::error::PathError, req: &HttpRequest) -> actix_web::Error {
    let e = ApiError::new(TransportCode::BadPath, HttpMsg::BadPath);
    InternalError::from_response(err, e.to_response(request_lang(req))).into()
}

/// The whole application: API, API docs and the web app.
///
/// `services` registers each application service as its own shared data
/// (`cfg.app_data(web::Data::new(accounts))`, later content, care, admin), plus
/// the rate limiter and the readiness check; handlers take what they need.
pub fn app(
    settings: web::Data<HttpSettings>,
    services: impl FnOnce(&mut web::ServiceConfig),
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let (json_limit, form_limit) = (settings.json_limit, settings.form_limit);
    let (app, mut api) = App::new()
        .configure(services)
        .into_utoipa_app()
        .openapi(crate::openapi::doc())
        .app_data(settings)
        .app_data(
            web::JsonConfig::default()
                .limit(json_limit)
                .error_handler(json_error),
        )
        .app_data(web::QueryConfig::default().error_handler(query_error))
        .app_data(
            MultipartFormConfig::default()
                .total_limit(form_limit)
                .memory_limit(form_limit)
                .error_handler(form_error),
        )
        .app_data(web::PathConfig::default().error_handler(path_error))
        .configure(|cfg: &mut ServiceConfig| crate::routes::configure(cfg))
        .split_for_parts();
    crate::openapi::document_shared_parts(&mut api);
    let slash_paths: HashSet<String> = api
        .paths
        .paths
        .keys()
        .filter(|p| p.ends_with('/'))
        .cloned()
        .collect();
    let alias = slash_aliases(slash_paths);
    let known = web::Data::new(site::KnownRoutes::from_openapi(&api));
    app.app_data(known)
        .app_data(web::Data::new(site::build_files::BuildFiles::default()))
        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", api))
        .service(web::resource("/api/docs").to(|| async {
            actix_web::HttpResponse::PermanentRedirect()
                .insert_header(("Location", "/api/docs/"))
                .finish()
        }))
        .default_service(web::to(site::fallback))
        .wrap(from_fn(json_errors))
        .wrap(from_fn(security_headers))
        .wrap(Compress::default())
        .wrap_fn(move |req, srv| srv.call(alias(req)))
        .wrap(from_fn(log_requests))
}
