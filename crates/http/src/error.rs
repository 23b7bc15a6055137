//! Every error leaves as `{"code","message","data":{"status", "errors"?}}`, in
//! the caller's language. Service errors arrive through one generic conversion
//! from [`ServiceError`]; transport errors (bad JSON, wrong method) are made here.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use mon_application::{ErrorKind, ServiceError};
use mon_domain::{CommonMsg, FieldErrors, Lang, Message};

use crate::dto::{ErrorBody, ErrorData};
use crate::messages::HttpMsg;

/// An API error: status, a stable machine code, a message and field messages.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
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
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<Message>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            fields: None,
            retry_after_secs: None,
            available_at: None,
            allow: None,
        }
    }

    pub fn unauthorized() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            CommonMsg::Unauthorized,
        )
    }

    pub fn forbidden() -> Self {
        Self::new(StatusCode::FORBIDDEN, "forbidden", CommonMsg::Forbidden)
    }

    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", CommonMsg::NotFound)
    }

    pub fn internal() -> Self {
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal_error",
            CommonMsg::Internal,
        )
    }

    pub fn too_many_requests(retry_after_secs: u64) -> Self {
        Self {
            retry_after_secs: Some(retry_after_secs.max(1)),
            ..Self::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_requests",
                CommonMsg::TooManyRequests,
            )
        }
    }

    /// A generic error for a bare status produced outside our handlers (404, 405, 413 …).
    pub fn from_status(status: StatusCode) -> Self {
        match status.as_u16() {
            400 => Self::new(status, "bad_request", HttpMsg::MalformedJson),
            401 => Self::unauthorized(),
            403 => Self::forbidden(),
            404 => Self::not_found(),
            405 => Self::new(status, "method_not_allowed", HttpMsg::MethodNotAllowed),
            413 => Self::new(status, "payload_too_large", HttpMsg::PayloadTooLarge),
            // JSON bodies answer their own 415 (see `app::json_error`); this one comes from other bodies (forms).
            415 => Self::new(
                StatusCode::BAD_REQUEST,
                "unsupported_content_type",
                HttpMsg::WrongContentType,
            ),
            429 => Self::new(status, "too_many_requests", CommonMsg::TooManyRequests),
            503 => Self::new(status, "unavailable", CommonMsg::Unavailable),
            _ => Self {
                status,
                ..Self::internal()
            },
        }
    }

    /// The JSON body in `lang`.
    pub fn body(&self, lang: Lang) -> ErrorBody {
        ErrorBody {
            code: self.code.to_owned(),
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
pub fn status_of(kind: ErrorKind) -> StatusCode {
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
        let kind = e.kind();
        match kind {
            ErrorKind::Unexpected => tracing::error!(error = ?e, "unexpected error"),
            ErrorKind::Unavailable => tracing::warn!(error = ?e, "unavailable"),
            _ => {}
        }
        ApiError {
            status: status_of(kind),
            code: e.code(),
            message: e.message(),
            fields: e.fields().map(Box::new),
            retry_after_secs: e.retry_after_secs(),
            available_at: e.available_at(),
            allow: None,
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status.as_u16(), self.code)
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

#[cfg(test)]
mod tests {
    use mon_application::AccountError;
    use mon_domain::user::AccountMsg;

    use super::*;

    #[test]
    fn a_service_error_becomes_its_status_code_message_and_fields() {
        let e: ApiError = AccountError::WrongCurrentPassword.into();
        assert_eq!(
            (e.status, e.code),
            (StatusCode::BAD_REQUEST, "wrong_current_password")
        );
        let body = e.body(Lang::En);
        assert_eq!(body.message, AccountMsg::WrongCurrentPassword.en());
        assert_eq!(
            body.data.errors.unwrap()["current_password"],
            vec![AccountMsg::WrongCurrentPassword.en().to_owned()]
        );

        let e: ApiError = AccountError::UsernameTaken.into();
        assert_eq!((e.status, e.code), (StatusCode::CONFLICT, "username_taken"));
        assert_eq!(
            e.body(Lang::Bn).data.errors.unwrap()["username"],
            vec![AccountMsg::UsernameTaken.bn().to_owned()]
        );

        let e: ApiError = AccountError::Busy.into();
        assert_eq!(
            (e.status, e.code, e.retry_after_secs),
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
    fn an_unexpected_error_shows_no_cause() {
        let e: ApiError =
            AccountError::Unexpected(anyhow::anyhow!("connection refused to db at 10.0.0.5"))
                .into();
        assert_eq!(
            (e.status, e.code),
            (StatusCode::INTERNAL_SERVER_ERROR, "internal_error")
        );
        assert!(!e.body(Lang::En).message.contains("10.0.0.5"));
    }
}
