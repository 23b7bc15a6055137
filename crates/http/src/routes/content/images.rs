//! Uploaded images, served from the image store under their random names.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, web};
use mon_application::Content;

use crate::conditional::matches_tag;
use crate::dto::ErrorBody;
use crate::error::ApiError;

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
    let takes_webp = accepts_webp(&req);
    // Each form has its own tag; either is still good (names are never reused).
    let tags = [format!("\"{name}\""), format!("\"{name}.webp\"")];
    let cache = (
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    let vary = (header::VARY, HeaderValue::from_static("Accept"));
    if let Some(tag) = tags.iter().find(|tag| matches_tag(&req, tag)) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, tag.as_str()))
            .insert_header(cache)
            .insert_header(vary)
            .finish());
    }
    let served = content.image(&name, takes_webp).await?;
    let [plain, twin] = tags;
    let mut answer = HttpResponse::Ok();
    answer
        .content_type(served.mime)
        .insert_header((header::ETAG, if served.webp_twin { twin } else { plain }))
        .insert_header(cache);
    if served.varies {
        answer.insert_header(vary);
    }
    Ok(answer.body(served.bytes))
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
