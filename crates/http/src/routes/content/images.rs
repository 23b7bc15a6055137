//! Uploaded images, served from the image store under their random names.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, web};
use mon_application::Content;

use crate::conditional::matches_tag;
use crate::dto::ErrorBody;
use crate::error::{ApiError, TransportCode};
use crate::messages::HttpMsg;

/// An uploaded image (public). Names are random and never reused, so the
/// answer may be cached for a year. A browser whose `Accept` names `image/webp`
/// gets a JPEG's or PNG's smaller WebP twin under the same name, when it has one
/// (`Vary: Accept`).
#[utoipa::path(
    tag = "content",
    operation_id = "getImage",
    params(("name" = String, Path, description = "The image's published name, e.g. `k3J…Q.jpg` or `k3J…Q-card.jpg`")),
    responses(
        (status = 200, description = "The image (JPEG or PNG, or WebP for a caller that accepts it; without metadata)", content_type = "image/jpeg", body = Vec<u8>),
        (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match`"),
        (status = 404, description = "No such image", body = ErrorBody),
    )
)]
#[get("/uploads/{name}")]
pub async fn get_image(
    req: HttpRequest,
    content: web::Data<Content>,
    name: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    // A name no header can carry (a control character) is a bad path, not a failed answer.
    if name.chars().any(char::is_control) {
        return Err(ApiError::new(TransportCode::BadPath, HttpMsg::BadPath));
    }
    // The image is looked up before any 304: a tag naming the address proves neither the name nor the image.
    let served = content.image(&name, accepts_webp(&req)).await?;
    // Each form has its own tag (names are never reused).
    let tag = if served.webp_twin {
        format!("\"{name}.webp\"")
    } else {
        format!("\"{name}\"")
    };
    let cache = (
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    let vary = (header::VARY, HeaderValue::from_static("Accept"));
    let unchanged = matches_tag(&req, &tag);
    let mut answer = if unchanged {
        HttpResponse::NotModified()
    } else {
        HttpResponse::Ok()
    };
    answer
        .insert_header((header::ETAG, tag))
        .insert_header(cache);
    if served.varies {
        answer.insert_header(vary);
    }
    if unchanged {
        return Ok(answer.finish());
    }
    Ok(answer.content_type(served.mime).body(served.bytes))
}

/// Whether the request's `Accept` names WebP (`image/webp`, as every browser that decodes it
/// sends for pictures), not refused with `q=0`.
fn accepts_webp(req: &HttpRequest) -> bool {
    req.headers()
        .get_all(header::ACCEPT)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|item| {
            let mut parts = item.split(';').map(str::trim);
            parts
                .next()
                .is_some_and(|t| t.eq_ignore_ascii_case("image/webp"))
                && !parts.any(|p| {
                    p.strip_prefix("q=")
                        .and_then(|q| q.parse::<f32>().ok())
                        .is_some_and(|q| q <= 0.0)
                })
        })
}
