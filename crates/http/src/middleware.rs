//! App-wide middleware: request logs and tracing, security headers, JSON
//! errors in the caller's language, trailing-slash aliases.

use std::collections::HashSet;
use std::rc::Rc;
use std::time::Instant;

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Uri;
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::web;
use tracing::Instrument;

use crate::error::ApiError;
use crate::extract::request_lang;
use crate::state::HttpSettings;

/// One log line per request: id, method, path (never the query, which may hold
/// keys), status and duration. The request is served inside a span that
/// carries the id, so every line logged while serving it (use cases and the
/// background work they start included) names the request. The id is echoed
/// in `X-Request-Id`.
pub async fn log_requests(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    // 48 random bits as 12 hex digits, from the thread's own generator (no system call per request).
    let id = format!("{:012x}", rand::random::<u64>() >> 16);
    let span = tracing::info_span!("request", request_id = %id);
    let method = req.method().clone();
    let path = req.path().to_owned();
    async move {
        let result = next.call(req).await;
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        match result {
            Ok(mut res) => {
                let status = res.status().as_u16();
                if let Ok(v) = HeaderValue::from_str(&id) {
                    res.headers_mut().insert(HeaderName::from_static("x-request-id"), v);
                }
                tracing::info!(%method, %path, status, duration_ms = format_args!("{ms:.2}"), "request");
                Ok(res)
            }
            Err(e) => {
                tracing::error!(%method, %path, error = %e, duration_ms = format_args!("{ms:.2}"), "request failed");
                Err(e)
            }
        }
    }
    .instrument(span)
    .await
}

/// The policy of every response that does not set its own: nothing may load, frame or run.
pub const API_CSP: &str = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
/// The service worker's own policy (`/sw.js`): it may fetch from this origin and nothing else.
pub const SERVICE_WORKER_CSP: &str =
    "default-src 'none'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";
/// The API docs (Swagger UI): its own scripts and styles, inline style attributes, data: icons.
pub const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
/// Features the web app never uses; the video host's embeds keep what playing needs.
pub const PERMISSIONS_POLICY: &str = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), \
    gyroscope=(), accelerometer=(), autoplay=(self \"https://www.youtube-nocookie.com\"), encrypted-media=(self \"https://www.youtube-nocookie.com\"), \
    fullscreen=(self \"https://www.youtube-nocookie.com\"), picture-in-picture=(self \"https://www.youtube-nocookie.com\")";

/// The web app's policy: scripts from this origin only, styles from this origin
/// or carrying this response's nonce (MUI's emotion injects them), frames only
/// from the video host's privacy-enhanced embed domain. `style_attrs` are the
/// hashes (`'sha256-…'`, space-separated) of the `style` attributes a prerendered
/// page's markup carries: those exact attributes are allowed, no other. No form
/// is ever sent by the browser itself (`form-action 'none'`): the app sends what a
/// form holds with `fetch`, so a password typed into a page drawn by the server
/// before its script runs (a slow phone) cannot leave as a plain form post.
pub fn web_app_csp(nonce: &str, style_attrs: &str) -> String {
    let style_attr = if style_attrs.trim().is_empty() {
        String::new()
    } else {
        format!(" style-src-attr 'unsafe-hashes' {};", style_attrs.trim())
    };
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-{nonce}';{style_attr} img-src 'self' data: blob: https://i.ytimg.com; font-src 'self'; connect-src 'self'; \
         frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'"
    )
}

/// Security headers on every response; HSTS when the public URL is https;
/// `Cache-Control: no-store` on every API answer to a call that carries a token.
pub async fn security_headers(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let hsts = req
        .app_data::<web::Data<HttpSettings>>()
        .is_some_and(|s| s.hsts());
    let is_docs = req.path().starts_with("/api/docs");
    // An answer to a call with a token is the caller's own (health data, the profile): no browser or proxy keeps it.
    let private =
        req.path().starts_with("/api/") && req.headers().contains_key(header::AUTHORIZATION);
    let mut res = next.call(req).await?;
    let h = res.headers_mut();
    if private && !h.contains_key(header::CACHE_CONTROL) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static(PERMISSIONS_POLICY),
    );
    h.insert(
        HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin"),
    );
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(if is_docs { DOCS_CSP } else { API_CSP }),
        );
    }
    if hsts {
        h.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    Ok(res)
}

/// Makes every error under `/api` a JSON error body in the caller's language,
/// including the ones actix produces itself (404, 405, 413).
pub async fn json_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, BoxBody>>, actix_web::Error> {
    let is_api = req.path() == "/api" || req.path().starts_with("/api/");
    let res = next.call(req).await?;
    let status = res.status();
    if !is_api || !(status.is_client_error() || status.is_server_error()) {
        return Ok(res.map_into_left_body());
    }
    let lang = request_lang(res.request());
    let known = res.response().extensions().get::<ApiError>().cloned();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let error = match known {
        Some(e) => e,
        None if is_json => return Ok(res.map_into_left_body()),
        None => ApiError::from_status(status),
    };
    let (req, _) = res.into_parts();
    Ok(ServiceResponse::new(req, error.to_response(lang)).map_into_right_body())
}

/// Lets a client leave off the trailing slash of the paths the spec writes
/// with one (`/api/jwt-auth/v1/token/`). Any other request passes untouched, with
/// nothing allocated.
pub fn slash_aliases(paths: HashSet<String>) -> impl Fn(ServiceRequest) -> ServiceRequest + Clone {
    // The paths as a client may write them: without their trailing slash.
    let bare: HashSet<String> = paths
        .iter()
        .filter_map(|p| p.strip_suffix('/').map(str::to_owned))
        .collect();
    let bare = Rc::new(bare);
    move |mut req: ServiceRequest| {
        if !req.path().ends_with('/') && bare.contains(req.path()) {
            let with_slash = format!("{}/", req.path());
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
