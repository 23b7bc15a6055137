//! Serves the built web app: files from the static folder with cache headers,
//! and `index.html` for every other non-API path so client routes survive a reload.

use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::{self, CacheControl, CacheDirective, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};

use crate::app::AppState;
use crate::error::ApiError;
use crate::extract::request_lang;

/// The default service: JSON 404 under `/api`, the web app elsewhere.
pub async fn fallback(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let path = req.path();
    if path == "/api" || path.starts_with("/api/") {
        return ApiError::not_found().to_response(request_lang(&req));
    }
    let Some(dir) = state.settings.static_dir.as_deref() else { return not_built() };
    if let Some(file) = safe_join(dir, path).filter(|p| p.is_file()) {
        let immutable = path.starts_with("/assets/");
        return serve(&req, &file, immutable);
    }
    let index = dir.join("index.html");
    if index.is_file() { serve(&req, &index, false) } else { not_built() }
}

fn serve(req: &HttpRequest, file: &Path, immutable: bool) -> HttpResponse {
    match NamedFile::open(file) {
        Ok(f) => {
            let mut res = f.use_etag(!immutable).use_last_modified(!immutable).into_response(req);
            let cache = if immutable {
                CacheControl(vec![CacheDirective::Public, CacheDirective::MaxAge(31_536_000), CacheDirective::Extension("immutable".into(), None)])
            } else {
                CacheControl(vec![CacheDirective::NoCache])
            };
            if let Ok(v) = HeaderValue::from_str(&cache.to_string()) {
                res.headers_mut().insert(header::CACHE_CONTROL, v);
            }
            res
        }
        Err(e) => {
            tracing::error!(error = %e, file = %file.display(), "static file unreadable");
            HttpResponse::NotFound().finish()
        }
    }
}

fn not_built() -> HttpResponse {
    HttpResponse::ServiceUnavailable()
        .content_type("text/html; charset=utf-8")
        .body("<!doctype html><html lang=\"en\"><title>Mon</title><main><h1>Mon</h1><p>The web app has not been built. Run <code>make run</code>, which builds it.</p></main></html>")
}

/// `dir` joined with the URL path, or `None` if the path tries to leave `dir`.
fn safe_join(dir: &Path, url_path: &str) -> Option<PathBuf> {
    let rel = Path::new(url_path.trim_start_matches('/'));
    let mut out = dir.to_path_buf();
    for c in rel.components() {
        match c {
            Component::Normal(s) => out.push(s),
            Component::CurDir => {}
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_cannot_escape_the_static_folder() {
        let d = Path::new("/srv/app");
        assert_eq!(safe_join(d, "/assets/a.js"), Some(PathBuf::from("/srv/app/assets/a.js")));
        assert_eq!(safe_join(d, "/../etc/passwd"), None);
        assert_eq!(safe_join(d, "/assets/../../x"), None);
    }
}
