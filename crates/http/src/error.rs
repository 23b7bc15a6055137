//! Every error leaves as `{"code","message","data":{"status", "errors"?}}`, in
//! the caller's language. Service errors arrive through one generic conversion
//! from [`ServiceError`]; transport errors (bad JSON, wrong method) are made here.

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use mon_application::{ErrorCode, ErrorKind, ServiceError};
use mon_domain::{CommonMsg, FieldErrors, Lang, Message};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

use crate::messages::HttpMsg;

/// The codes the HTTP layer answers by itself, before or around any service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TransportCode {
    /// A request the server cannot read at all.
    BadRequest,
    /// A query parameter that does not parse (e.g. `page=abc`).
    BadQuery,
    /// A path parameter that does not parse (e.g. an id beyond 64 bits).
    BadPath,
    MalformedForm,
    MalformedJson,
    UnsupportedContentType,
    MethodNotAllowed,
    PayloadTooLarge,
    /// The first admin's made-up password is not changed yet.
    PasswordChangeRequired,
}

impl TransportCode {
    pub const ALL: &'static [TransportCode] = &[
        TransportCode::BadRequest,
        TransportCode::BadQuery,
        TransportCode::BadPath,
        TransportCode::MalformedForm,
        TransportCode::MalformedJson,
        TransportCode::UnsupportedContentType,
        TransportCode::MethodNotAllowed,
        TransportCode::PayloadTooLarge,
        TransportCode::PasswordChangeRequired,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            TransportCode::BadRequest => "bad_request",
            TransportCode::BadQuery => "bad_query",
            TransportCode::BadPath => "bad_path",
            TransportCode::MalformedForm => "malformed_form",
            TransportCode::MalformedJson => "malformed_json",
            TransportCode::UnsupportedContentType => "unsupported_content_type",
            TransportCode::MethodNotAllowed => "method_not_allowed",
            TransportCode::PayloadTooLarge => "payload_too_large",
            TransportCode::PasswordChangeRequired => "password_change_required",
        }
    }

    pub const fn status(self) -> StatusCode {
        match self {
            TransportCode::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            TransportCode::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            TransportCode::PasswordChangeRequired => StatusCode::FORBIDDEN,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}

/// Every code an error body can carry: a service's or the transport's. Published
/// in the OpenAPI document as the `ErrorCode` string enum, so the web app's
/// generated client types `code` as exactly these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Code {
    Service(ErrorCode),
    Transport(TransportCode),
}

impl Code {
    pub fn all() -> impl Iterator<Item = Code> {
        ErrorCode::ALL
            .iter()
            .map(|c| Code::Service(*c))
            .chain(TransportCode::ALL.iter().map(|c| Code::Transport(*c)))
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            Code::Service(c) => c.as_str(),
            Code::Transport(c) => c.as_str(),
        }
    }

    /// The status the code answers with.
    pub const fn status(self) -> StatusCode {
        match self {
            Code::Service(c) => status_of(c.kind()),
            Code::Transport(c) => c.status(),
        }
    }
}

impl From<ErrorCode> for Code {
    fn from(c: ErrorCode) -> Self {
        Code::Service(c)
    }
}

impl From<TransportCode> for Code {
    fn from(c: TransportCode) -> Self {
        Code::Transport(c)
    }
}

impl serde::Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for Code {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Code::all()
            .find(|c| c.as_str() == s)
            .ok_or_else(|| serde::de::Error::unknown_variant(&s, &[]))
    }
}

impl utoipa::PartialSchema for Code {
    fn schema() -> RefOr<Schema> {
        let rows: Vec<String> = Code::all()
            .map(|c| format!("`{}` {}", c.as_str(), c.status().as_u16()))
            .collect();
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(format!(
                "A stable machine-readable code; each answers with one status: {}.",
                rows.join(", ")
            )))
            .enum_values(Some(Code::all().map(Code::as_str)))
            .into()
    }
}

impl utoipa::ToSchema for Code {
    fn name() -> std::borrow::Cow<'static, str> {
        "ErrorCode".into()
    }
}

/// An API error: status, a stable machine code, a message and field messages.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: Code,
    pub message: Message,
    /// Boxed, with `allow`, to keep `Result<_, ApiError>` small on the happy path.
    pub fields: Option<Box<FieldErrors>>,
    pub retry_after_secs: Option<u64>,
    /// When what was refused becomes possible.
    pub available_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The methods a path takes, for a 405.
    pub allow: Option<Box<str>>,
}

impl ApiError {
    /// An error with `code`'s status.
    pub fn new(code: impl Into<Code>, message: impl Into<Message>) -> Self {
        let code = code.into();
        Self {
            status: code.status(),
            code,
            message: message.into(),
            fields: None,
            retry_after_secs: None,
            available_at: None,
            allow: None,
        }
    }

    pub fn unauthorized() -> Self {
        Self::new(ErrorCode::Unauthorized, CommonMsg::Unauthorized)
    }

    pub fn forbidden() -> Self {
        Self::new(ErrorCode::Forbidden, CommonMsg::Forbidden)
    }

    pub fn not_found() -> Self {
        Self::new(ErrorCode::NotFound, CommonMsg::NotFound)
    }

    pub fn internal() -> Self {
        Self::new(ErrorCode::InternalError, CommonMsg::Internal)
    }

    pub fn too_many_requests(retry_after_secs: u64) -> Self {
        Self {
            retry_after_secs: Some(retry_after_secs.max(1)),
            ..Self::new(ErrorCode::TooManyRequests, CommonMsg::TooManyRequests)
        }
    }

    /// A generic error for a bare status produced outside our handlers (404, 405, 413 …).
    pub fn from_status(status: StatusCode) -> Self {
        match status.as_u16() {
            400 => Self::new(TransportCode::BadRequest, HttpMsg::MalformedJson),
            401 => Self::unauthorized(),
            403 => Self::forbidden(),
            404 => Self::not_found(),
            405 => Self::new(TransportCode::MethodNotAllowed, HttpMsg::MethodNotAllowed),
            413 => Self::new(TransportCode::PayloadTooLarge, HttpMsg::PayloadTooLarge),
            // JSON bodies answer their own 415 (see `app::json_error`); this one comes from other bodies (forms).
            415 => Self::new(
                TransportCode::UnsupportedContentType,
                HttpMsg::WrongContentType,
            ),
            429 => Self::new(ErrorCode::TooManyRequests, CommonMsg::TooManyRequests),
            503 => Self::new(ErrorCode::Unavailable, CommonMsg::Unavailable),
            _ => Self {
                status,
                ..Self::internal()
            },
        }
    }

    /// The JSON body in `lang`.
    pub fn body(&self, lang: Lang) -> ErrorBody {
        ErrorBody {
            code: self.code,
            message: self.message.text(lang).to_owned(),
            data: ErrorData {
                status: self.status.as_u16(),
                errors: self.fields.as_ref().map(|f| {
                    f.iter()
                        .map(|(k, v)| {
                            (
                                k.to_owned(),
                                v.iter().map(|m| m.text(lang).to_owned()).collect(),
                            )
                        })
                        .collect()
                }),
                available_at: self.available_at,
            },
        }
    }

    pub fn to_response(&self, lang: Lang) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        if let Some(secs) = self.retry_after_secs {
            res.insert_header((header::RETRY_AFTER, HeaderValue::from(secs)));
        }
        if let Some(allow) = self
            .allow
            .as_deref()
            .and_then(|a| HeaderValue::from_str(a).ok())
        {
            res.insert_header((header::ALLOW, allow));
        }
        let mut res = res.json(self.body(lang));
        // Kept so the language middleware can re-render the body for the caller.
        res.extensions_mut().insert(self.clone());
        res
    }
}

/// The status each kind of service failure answers with.
pub const fn status_of(kind: ErrorKind) -> StatusCode {
    match kind {
        ErrorKind::Validation => StatusCode::BAD_REQUEST,
        ErrorKind::NotFound => StatusCode::NOT_FOUND,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::Forbidden => StatusCode::FORBIDDEN,
        ErrorKind::Unauthorised => StatusCode::UNAUTHORIZED,
        ErrorKind::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        ErrorKind::Unexpected => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl<E: ServiceError> From<E> for ApiError {
    fn from(e: E) -> Self {
        let meta = e.meta();
        match meta.kind() {
            ErrorKind::Unexpected => tracing::error!(error = ?e, "unexpected error"),
            ErrorKind::Unavailable => tracing::warn!(error = ?e, "unavailable"),
            _ => {}
        }
        ApiError {
            fields: meta.fields.map(Box::new),
            retry_after_secs: meta.retry_after_secs,
            available_at: meta.available_at,
            ..ApiError::new(meta.code, meta.message)
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status.as_u16(), self.code.as_str())
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        self.to_response(Lang::En)
    }
}

/// The error body of every failed call.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    /// A stable machine-readable code, e.g. `validation_failed`.
    pub code: Code,
    /// A sentence for people, in the language asked for with `Accept-Language`.
    pub message: String,
    pub data: ErrorData,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorData {
    /// The HTTP status.
    pub status: u16,
    /// Messages per request field, when fields failed validation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<BTreeMap<String, Vec<String>>>,
    /// When what was refused becomes possible (for example the next check-in), for a refusal that time resolves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[cfg(test)]
mod tests {
    use mon_application::AccountError;
    use mon_domain::user::AccountMsg;

    use super::*;

    #[test]
    fn a_service_error_becomes_its_status_code_message_and_fields() {
        let e: ApiError = AccountError::WrongCurrentPassword.into();
        assert_eq!(
            (e.status, e.code.as_str()),
            (StatusCode::BAD_REQUEST, "wrong_current_password")
        );
        let body = e.body(Lang::En);
        assert_eq!(body.message, AccountMsg::WrongCurrentPassword.en());
        assert_eq!(
            body.data.errors.unwrap()["current_password"],
            vec![AccountMsg::WrongCurrentPassword.en().to_owned()]
        );

        let e: ApiError = AccountError::UsernameTaken.into();
        assert_eq!(
            (e.status, e.code.as_str()),
            (StatusCode::CONFLICT, "username_taken")
        );
        assert_eq!(
            e.body(Lang::Bn).data.errors.unwrap()["username"],
            vec![AccountMsg::UsernameTaken.bn().to_owned()]
        );

        let e: ApiError = AccountError::Busy.into();
        assert_eq!(
            (e.status, e.code.as_str(), e.retry_after_secs),
            (StatusCode::SERVICE_UNAVAILABLE, "busy", Some(1))
        );
        let e: ApiError = AccountError::TooManyAttempts {
            retry_after_secs: 30,
        }
        .into();
        assert_eq!(
            (e.status, e.retry_after_secs),
            (StatusCode::TOO_MANY_REQUESTS, Some(30))
        );
    }

    #[test]
    fn each_code_is_published_once_and_reads_back() {
        let mut seen = std::collections::HashSet::new();
        for code in Code::all() {
            assert!(seen.insert(code.as_str()), "{} twice", code.as_str());
            let json = serde_json::to_value(code).unwrap();
            assert_eq!(serde_json::from_value::<Code>(json).unwrap(), code);
        }
        assert!(serde_json::from_str::<Code>("\"invalid_query\"").is_err());
    }

    #[test]
    fn an_unexpected_error_shows_no_cause() {
        let e: ApiError =
            AccountError::Unexpected(anyhow::anyhow!("connection refused to db at 10.0.0.5"))
                .into();
        assert_eq!(
            (e.status, e.code.as_str()),
            (StatusCode::INTERNAL_SERVER_ERROR, "internal_error")
        );
        assert!(!e.body(Lang::En).message.contains("10.0.0.5"));
    }
}
