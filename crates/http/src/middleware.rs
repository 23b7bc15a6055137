//! App-wide middleware: request logs, JSON errors in the caller's language,
//! trailing-slash aliases.

use std::collections::HashSet;
use std::rc::Rc;
use std::time::Instant;

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Uri;
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::middleware::Next;

use crate::error::ApiError;
use crate::extract::request_lang;

/// One log line per request: id, method, path (never the query, which may hold
/// keys), status and duration. The id is echoed in `X-Request-Id`.
pub async fn log_requests(req: ServiceRequest, next: Next<impl MessageBody + 'static>) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let id = uuid::Uuid::new_v4().simple().to_string()[..12].to_owned();
    let method = req.method().clone();
    let path = req.path().to_owned();
    let result = next.call(req).await;
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    match result {
        Ok(mut res) => {
            let status = res.status().as_u16();
            if let Ok(v) = HeaderValue::from_str(&id) {
                res.headers_mut().insert(HeaderName::from_static("x-request-id"), v);
            }
            tracing::info!(request_id = %id, %method, %path, status, duration_ms = format_args!("{ms:.2}"), "request");
            Ok(res)
        }
        Err(e) => {
            tracing::error!(request_id = %id, %method, %path, error = %e, duration_ms = format_args!("{ms:.2}"), "request failed");
            Err(e)
        }
    }
}

/// Makes every error under `/api` a JSON error body in the caller's language,
/// including the ones actix produces itself (404, 405, 413).
pub async fn json_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, BoxBody>>, actix_web::Error> {
    let is_api = req.path() == "/api" || req.path().starts_with("/api/");
    let lang = request_lang(req.request());
    let res = next.call(req).await?;
    let status = res.status();
    if !is_api || !(status.is_client_error() || status.is_server_error()) {
        return Ok(res.map_into_left_body());
    }
    let known = res.response().extensions().get::<ApiError>().cloned();
    let is_json = res.headers().get(header::CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let error = match known {
        Some(e) => e,
        None if is_json => return Ok(res.map_into_left_body()),
        None => ApiError::from_status(status),
    };
    let (req, _) = res.into_parts();
    Ok(ServiceResponse::new(req, error.to_response(lang)).map_into_right_body())
}

/// Lets a client leave off the trailing slash of the paths the spec writes
/// with one (`/api/jwt-auth/v1/token/`).
pub fn slash_aliases(paths: HashSet<String>) -> impl Fn(ServiceRequest) -> ServiceRequest + Clone {
    let paths = Rc::new(paths);
    move |mut req: ServiceRequest| {
        let with_slash = format!("{}/", req.path());
        if !req.path().ends_with('/') && paths.contains(&with_slash) {
            let pq = match req.uri().query() {
                Some(q) => format!("{with_slash}?{q}"),
                None => with_slash,
            };
            if let Ok(uri) = pq.parse::<Uri>() {
                req.head_mut().uri = uri.clone();
                req.match_info_mut().get_mut().update(&uri);
            }
        }
        req
    }
}
