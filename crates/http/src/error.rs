//! Every error leaves as `{"code","message","data":{"status", "errors"?}}`, in
//! the caller's language.

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use mon_application::AccountError;
use mon_domain::{FieldErrors, Lang, Msg};

use crate::dto::{ErrorBody, ErrorData};

/// An API error: status, a stable machine code, a message and field messages.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: Msg,
    pub fields: Option<FieldErrors>,
    pub retry_after_secs: Option<u64>,
    /// The methods a path takes, for a 405.
    pub allow: Option<String>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: Msg) -> Self {
        Self { status, code, message, fields: None, retry_after_secs: None, allow: None }
    }

    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "unauthorized", Msg::Unauthorized)
    }

    pub fn forbidden() -> Self {
        Self::new(StatusCode::FORBIDDEN, "forbidden", Msg::Forbidden)
    }

    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", Msg::NotFound)
    }

    pub fn internal() -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "internal_error", Msg::Internal)
    }

    pub fn validation(fields: FieldErrors) -> Self {
        let message = fields.first().unwrap_or(Msg::ValidationFailed);
        Self { fields: Some(fields), ..Self::new(StatusCode::BAD_REQUEST, "validation_failed", message) }
    }

    /// A generic error for a bare status produced outside our handlers (404, 405, 413 …).
    pub fn from_status(status: StatusCode) -> Self {
        match status.as_u16() {
            400 => Self::new(status, "bad_request", Msg::MalformedJson),
            401 => Self::unauthorized(),
            403 => Self::forbidden(),
            404 => Self::not_found(),
            405 => Self::new(status, "method_not_allowed", Msg::MethodNotAllowed),
            413 => Self::new(status, "payload_too_large", Msg::PayloadTooLarge),
            415 => Self::new(StatusCode::BAD_REQUEST, "unsupported_content_type", Msg::UnsupportedContentType),
            429 => Self::new(status, "too_many_requests", Msg::TooManyRequests),
            503 => Self::new(status, "unavailable", Msg::Unavailable),
            _ => Self { status, ..Self::internal() },
        }
    }

    /// The JSON body in `lang`.
    pub fn body(&self, lang: Lang) -> ErrorBody {
        ErrorBody {
            code: self.code.to_owned(),
            message: self.message.text(lang).to_owned(),
            data: ErrorData {
                status: self.status.as_u16(),
                errors: self.fields.as_ref().map(|f| f.iter().map(|(k, v)| (k.to_owned(), v.iter().map(|m| m.text(lang).to_owned()).collect())).collect()),
            },
        }
    }

    pub fn to_response(&self, lang: Lang) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        if let Some(secs) = self.retry_after_secs {
            res.insert_header((header::RETRY_AFTER, HeaderValue::from(secs)));
        }
        if let Some(allow) = self.allow.as_deref().and_then(|a| HeaderValue::from_str(a).ok()) {
            res.insert_header((header::ALLOW, allow));
        }
        let mut res = res.json(self.body(lang));
        // Kept so the language middleware can re-render the body for the caller.
        res.extensions_mut().insert(self.clone());
        res
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

impl From<AccountError> for ApiError {
    fn from(e: AccountError) -> Self {
        use StatusCode as S;
        let msg = e.message();
        match e {
            AccountError::Validation(fields) => ApiError::validation(fields),
            AccountError::UsernameTaken => ApiError::new(S::CONFLICT, "username_taken", msg),
            AccountError::EmailTaken => ApiError::new(S::CONFLICT, "email_taken", msg),
            AccountError::InvalidCredentials => ApiError::new(S::UNAUTHORIZED, "invalid_credentials", msg),
            AccountError::AccountInactive => ApiError::new(S::FORBIDDEN, "account_inactive", msg),
            AccountError::InvalidActivationKey => ApiError::new(S::BAD_REQUEST, "invalid_activation_key", msg),
            AccountError::InvalidResetKey => ApiError::new(S::BAD_REQUEST, "invalid_reset_key", msg),
            AccountError::WrongCurrentPassword => {
                let mut fields = FieldErrors::new();
                fields.add("current_password", Msg::WrongCurrentPassword);
                ApiError { fields: Some(fields), ..ApiError::new(S::BAD_REQUEST, "wrong_current_password", msg) }
            }
            AccountError::MailUnavailable(cause) => {
                tracing::error!(error = ?cause, "mail unavailable");
                ApiError::new(S::SERVICE_UNAVAILABLE, "mail_unavailable", msg)
            }
            AccountError::Unauthenticated => ApiError::unauthorized(),
            AccountError::Unexpected(cause) => {
                tracing::error!(error = ?cause, "unexpected error");
                ApiError::internal()
            }
        }
    }
}
