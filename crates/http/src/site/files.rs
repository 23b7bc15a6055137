//! The build's files as they are (with their compressed copies and cache headers), and the
//! answers every page shares: the page itself with a fresh nonce, a redirect, "not built yet".

use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, CacheControl, CacheDirective, ContentEncoding, HeaderValue};
use actix_web::{HttpRequest, HttpResponse};

use crate::middleware::{SERVICE_WORKER_CSP, web_app_csp};

/// The placeholder the web app's build leaves in `index.html` (Vite's
/// `html.cspNonce`); each response replaces it with a fresh nonce.
pub const NONCE_PLACEHOLDER: &str = "__MON_CSP_NONCE__";

/// The build's file at `path`, if there is one (never `index.html`, which is only served as a page).
pub(super) fn static_file(req: &HttpRequest, dir: &Path, path: &str) -> Option<HttpResponse> {
    if path == "/index.html" {
        return None;
    }
    let file = safe_join(dir, path).filter(|p| p.is_file())?;
    let immutable = path.starts_with("/assets/");
    let mut res = serve(req, &file, immutable);
    if path == "/sw.js" {
        // A worker runs under its script's policy: it must reach this origin to keep pages.
        res.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(SERVICE_WORKER_CSP),
        );
    }
    Some(res)
}

/// A permanent redirect that keeps the query.
pub(super) fn moved(req: &HttpRequest, to: &str) -> HttpResponse {
    let location = match req.query_string() {
        "" => to.to_owned(),
        q => format!("{to}?{q}"),
    };
    HttpResponse::MovedPermanently()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// The web app's page, with a fresh nonce in it and in its `Content-Security-Policy`.
/// Never cached: a stored copy would carry an old nonce.
pub(super) fn page(status: StatusCode, html: String) -> HttpResponse {
    page_with(status, html, "")
}

/// A page whose markup may carry the `style` attributes hashed in `style_attrs`.
pub(super) fn page_with(status: StatusCode, html: String, style_attrs: &str) -> HttpResponse {
    let nonce = uuid::Uuid::new_v4().simple().to_string();
    let style_attrs = style_attrs.split_whitespace().collect::<Vec<_>>().join(" ");
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            web_app_csp(&nonce, &style_attrs),
        ))
        .body(html.replace(NONCE_PLACEHOLDER, &nonce))
}

fn serve(req: &HttpRequest, file: &Path, immutable: bool) -> HttpResponse {
    // The build writes a brotli and a gzip copy of each text asset beside it (vite.config.ts):
    // sent as they are, compressed once at the highest level instead of on every request.
    let accepted = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let accepts = |coding: &str| {
        accepted.split(',').any(|part| {
            let mut it = part.trim().split(';');
            it.next()
                .is_some_and(|c| c.trim().eq_ignore_ascii_case(coding))
                && !it.any(|q| q.trim().replace(' ', "") == "q=0")
        })
    };
    let copy = |suffix: &str| {
        let mut path = file.as_os_str().to_owned();
        path.push(suffix);
        std::path::PathBuf::from(path)
    };
    let precompressed = [
        (".br", ContentEncoding::Brotli),
        (".gz", ContentEncoding::Gzip),
    ]
    .into_iter()
    .filter(|(suffix, _)| accepts(if *suffix == ".br" { "br" } else { "gzip" }))
    .map(|(suffix, encoding)| (copy(suffix), encoding))
    .find(|(path, _)| path.is_file());
    let opened = match &precompressed {
        Some((copy, encoding)) => NamedFile::open(copy).map(|f| {
            let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
            f.set_content_type(actix_files::file_extension_to_mime(ext))
                .set_content_encoding(*encoding)
        }),
        None => NamedFile::open(file),
    };
    match opened {
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
            if precompressed.is_some() || copy(".br").is_file() {
                res.headers_mut()
                    .insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            }
            res
        }
        Err(e) => {
            tracing::error!(error = %e, file = %file.display(), "static file unreadable");
            HttpResponse::NotFound().finish()
        }
    }
}

pub(super) fn not_built() -> HttpResponse {
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
