//! Paths under `/api` that no handler took: 405 with `Allow` when the path is documented for other
//! methods, else the API's JSON 404.

use actix_web::{HttpRequest, HttpResponse};

use crate::error::{ApiError, TransportCode};
use crate::extract::request_lang;
use crate::messages::HttpMsg;

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

/// The answer to an API path no handler took.
pub(super) fn unknown_api_path(req: &HttpRequest, known: &KnownRoutes) -> HttpResponse {
    let lang = request_lang(req);
    match known.allowed(req.path()) {
        Some(methods) => ApiError {
            allow: Some(methods.join(", ").into()),
            ..ApiError::new(TransportCode::MethodNotAllowed, HttpMsg::MethodNotAllowed)
        }
        .to_response(lang),
        None => ApiError::not_found().to_response(lang),
    }
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
}
