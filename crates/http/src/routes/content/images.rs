//! Uploaded images, served from the image store under their random names.

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, web};
use mon_application::Content;

use crate::conditional::matches_tag;
use crate::dto::ErrorBody;
use crate::error::ApiError;

/// An uploaded image (public). Names are random and never reused, so the
/// answer may be cached for a year.
#[utoipa::path(
    tag = "content",
    operation_id = "getImage",
    params(("name" = String, Path, description = "The image's published name, e.g. `k3J…Q.jpg` or `k3J…Q-card.jpg`")),
    responses(
        (status = 200, description = "The image (JPEG or PNG, without metadata)", content_type = "image/jpeg", body = Vec<u8>),
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
    let tag = format!("\"{name}\"");
    let cache = (
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    if matches_tag(&req, &tag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, tag))
            .insert_header(cache)
            .finish());
    }
    let (bytes, mime) = content.image(&name).await?;
    Ok(HttpResponse::Ok()
        .content_type(mime)
        .insert_header((header::ETAG, tag))
        .insert_header(cache)
        .body(bytes))
}
