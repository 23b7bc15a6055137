//! Conditional GETs for public reads: the body's hash is its `ETag`, and a
//! request whose `If-None-Match` names it gets `304 Not Modified` without the
//! body. The hash depends only on the bytes, so every server instance gives
//! the same tag for the same answer.

use std::hash::{DefaultHasher, Hasher};

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};
use serde::Serialize;

use crate::error::ApiError;

/// `value` as JSON with an `ETag`, or `304` when the caller already has it.
/// Caches may keep it but must ask again before using it (`no-cache`).
/// Private JSON: never kept by a browser or a proxy.
pub fn private_json<T: Serialize>(status: actix_web::http::StatusCode, body: &T) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(body)
}

pub fn public_json<T: Serialize>(req: &HttpRequest, value: &T) -> Result<HttpResponse, ApiError> {
    let body = serde_json::to_vec(value).map_err(|e| {
        tracing::error!(error = %e, "serialising a response");
        ApiError::internal()
    })?;
    let mut hasher = DefaultHasher::new();
    hasher.write(&body);
    let tag = format!("\"{:016x}\"", hasher.finish());
    let cache = (
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, no-cache"),
    );
    if matches_tag(req, &tag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, tag))
            .insert_header(cache)
            .finish());
    }
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header((header::ETAG, tag))
        .insert_header(cache)
        .body(body))
}

/// Whether `If-None-Match` lists `tag` (weakly compared, as RFC 9110 asks for `If-None-Match`) or is `*`.
pub fn matches_tag(req: &HttpRequest, tag: &str) -> bool {
    let Some(value) = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    value
        .split(',')
        .map(str::trim)
        .any(|t| t == "*" || t.trim_start_matches("W/") == tag)
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    #[test]
    fn a_matching_tag_gets_304_and_any_change_a_new_tag() {
        let first = public_json(&TestRequest::default().to_http_request(), &["a"]).unwrap();
        assert_eq!(first.status(), 200);
        let tag = first
            .headers()
            .get(header::ETAG)
            .unwrap()
            .to_str()
            .unwrap()
            .to_owned();
        let again = TestRequest::default()
            .insert_header((header::IF_NONE_MATCH, format!("\"x\", W/{tag}")))
            .to_http_request();
        assert_eq!(public_json(&again, &["a"]).unwrap().status(), 304);
        let changed = public_json(&again, &["b"]).unwrap();
        assert_eq!(changed.status(), 200);
        assert_ne!(
            changed
                .headers()
                .get(header::ETAG)
                .unwrap()
                .to_str()
                .unwrap(),
            tag
        );
    }
}
