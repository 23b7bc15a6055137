//! Serves the built web app: files from the static folder with cache headers,
//! and `index.html` for every other non-API path so client routes survive a reload.

use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, CacheControl, CacheDirective, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};

use crate::error::ApiError;
use crate::extract::request_lang;
use crate::messages::HttpMsg;
use crate::middleware::web_app_csp;
use crate::state::HttpSettings;

/// The placeholder the web app's build leaves in `index.html` (Vite's
/// `html.cspNonce`); each response replaces it with a fresh nonce.
pub const NONCE_PLACEHOLDER: &str = "__MON_CSP_NONCE__";

/// The API's documented paths and their methods, to tell "no such path" (404)
/// from "no such method on this path" (405).
pub struct KnownRoutes(Vec<(Vec<String>, Vec<String>)>);

impl KnownRoutes {
    pub fn from_openapi(api: &utoipa::openapi::OpenApi) -> Self {
        let doc = serde_json::to_value(api).unwrap_or_default();
        let routes = doc["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .iter()
                    .map(|(template, item)| {
                        let segments = template.split('/').map(str::to_owned).collect();
                        let methods = item
                            .as_object()
                            .map(|m| {
                                m.keys()
                                    .filter(|k| is_method(k))
                                    .map(|k| k.to_uppercase())
                                    .collect()
                            })
                            .unwrap_or_default();
                        (segments, methods)
                    })
                    .collect()
            })
            .unwrap_or_default();
        KnownRoutes(routes)
    }

    /// The methods a documented path allows, if `path` is one.
    pub fn allowed(&self, path: &str) -> Option<&[String]> {
        let parts: Vec<&str> = path.split('/').collect();
        self.0
            .iter()
            .find(|(segments, _)| {
                segments.len() == parts.len()
                    && segments.iter().zip(&parts).all(|(s, p)| {
                        (s.starts_with('{') && s.ends_with('}') && !p.is_empty()) || s == p
                    })
            })
            .map(|(_, methods)| methods.as_slice())
    }
}

fn is_method(k: &str) -> bool {
    matches!(
        k,
        "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace"
    )
}

/// The default service: JSON 404 or 405 under `/api`, the web app elsewhere.
pub async fn fallback(
    req: HttpRequest,
    settings: web::Data<HttpSettings>,
    known: web::Data<KnownRoutes>,
) -> HttpResponse {
    let path = req.path();
    if path == "/api" || path.starts_with("/api/") {
        let lang = request_lang(&req);
        if let Some(methods) = known.allowed(path) {
            let e = ApiError {
                allow: Some(methods.join(", ").into()),
                ..ApiError::new(
                    StatusCode::METHOD_NOT_ALLOWED,
                    "method_not_allowed",
                    HttpMsg::MethodNotAllowed,
                )
            };
            return e.to_response(lang);
        }
        return ApiError::not_found().to_response(lang);
    }
    let Some(dir) = settings.static_dir.as_deref() else {
        return not_built();
    };
    if path != "/index.html"
        && let Some(file) = safe_join(dir, path).filter(|p| p.is_file())
    {
        let immutable = path.starts_with("/assets/");
        return serve(&req, &file, immutable);
    }
    index(&dir.join("index.html")).await
}

/// The web app's page, with a fresh nonce in it and in its `Content-Security-Policy`.
/// Never cached: a stored copy would carry an old nonce.
async fn index(file: &Path) -> HttpResponse {
    let html = match tokio::fs::read_to_string(file).await {
        Ok(html) => html,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return not_built(),
        Err(e) => {
            tracing::error!(error = %e, file = %file.display(), "web app page unreadable");
            return HttpResponse::InternalServerError().finish();
        }
    };
    let nonce = uuid::Uuid::new_v4().simple().to_string();
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::CONTENT_SECURITY_POLICY, web_app_csp(&nonce)))
        .body(html.replace(NONCE_PLACEHOLDER, &nonce))
}

fn serve(req: &HttpRequest, file: &Path, immutable: bool) -> HttpResponse {
    match NamedFile::open(file) {
        Ok(f) => {
            let mut res = f
                .use_etag(!immutable)
                .use_last_modified(!immutable)
                .into_response(req);
            let cache = if immutable {
                CacheControl(vec![
                    CacheDirective::Public,
                    CacheDirective::MaxAge(31_536_000),
                    CacheDirective::Extension("immutable".into(), None),
                ])
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
    HttpResponse::ServiceUnavailable().content_type("text/html; charset=utf-8").body(concat!(
        "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Mon</title><main><h1>Mon</h1>",
        "<p>The web app has not been built yet. Run <code>make run</code>, which builds it.</p>",
        "<p lang=\"bn\">ওয়েব অ্যাপটি এখনো তৈরি হয়নি। <code>make run</code> চালান, এটি অ্যাপটি তৈরি করে নেবে।</p>",
        "</main></html>"
    ))
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
    fn known_routes_match_templates_segment_by_segment() {
        let k = KnownRoutes(vec![
            (
                "/api/custom/v1/story/{id}"
                    .split('/')
                    .map(String::from)
                    .collect(),
                vec!["GET".into(), "DELETE".into()],
            ),
            (
                "/api/jwt-auth/v1/token/"
                    .split('/')
                    .map(String::from)
                    .collect(),
                vec!["POST".into()],
            ),
        ]);
        assert_eq!(
            k.allowed("/api/custom/v1/story/7"),
            Some(&["GET".to_owned(), "DELETE".to_owned()][..])
        );
        assert_eq!(k.allowed("/api/custom/v1/story/"), None);
        assert_eq!(k.allowed("/api/custom/v1/story/7/x"), None);
        assert_eq!(
            k.allowed("/api/jwt-auth/v1/token/"),
            Some(&["POST".to_owned()][..])
        );
        assert_eq!(k.allowed("/api/nothing"), None);
    }

    #[test]
    fn paths_cannot_escape_the_static_folder() {
        let d = Path::new("/srv/app");
        assert_eq!(
            safe_join(d, "/assets/a.js"),
            Some(PathBuf::from("/srv/app/assets/a.js"))
        );
        assert_eq!(safe_join(d, "/../etc/passwd"), None);
        assert_eq!(safe_join(d, "/assets/../../x"), None);
    }
}
