//! The caller's phone (issue 38): a code by text message proves their contact number is theirs.

use actix_web::{post, web};
use mon_application::Phones;
use mon_domain::user::AccountMsg;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::UserInfo;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AnyUser, ReqLang};
use crate::rate_limit::{Limited, RateLimiter};

/// A code the person typed: six digits, Latin or Bangla, spaces or dashes between them allowed.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct PhoneCodeRequest {
    pub code: String,
}

/// The number is verified: the account as it is now.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct PhoneVerifiedResponse {
    pub message: String,
    pub user: UserInfo,
}

/// Send a 6-digit code by text message to the caller's contact number. It works for 10 minutes and
/// 5 tries; a code sent before stops working. At most 3 codes go to one number an hour.
#[utoipa::path(
    tag = "account",
    operation_id = "startPhoneVerification",
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 202, description = "The code is on its way", body = MessageResponse),
        (status = 409, description = "The account has no mobile number (`phone_missing`)", body = ErrorBody),
        (status = 429, description = "Three codes went to this number in the last hour, or too many writes from this account; retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/phone/verify-start")]
pub async fn start_phone_verification(
    auth: AnyUser,
    phones: web::Data<Phones>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
) -> Result<actix_web::HttpResponse, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, auth.user.id)
        .await?;
    phones.start(&auth.user).await?;
    Ok(actix_web::HttpResponse::Accepted().json(MessageResponse {
        message: lang.text(AccountMsg::PhoneCodeSent),
    }))
}

/// Check the code sent to the caller's number; the right one marks the number verified.
#[utoipa::path(
    tag = "account",
    operation_id = "verifyPhone",
    request_body = PhoneCodeRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "The number is verified", body = PhoneVerifiedResponse),
        (status = 400, description = "Not six digits, or a wrong code (a try is counted), on `code`", body = ErrorBody),
        (status = 409, description = "The code expired, its 5 tries are spent, or none was sent (`code_expired`): ask for a new one", body = ErrorBody),
        (status = 429, description = "Too many writes from this account; retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/phone/verify")]
pub async fn verify_phone(
    auth: AnyUser,
    phones: web::Data<Phones>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    body: web::Json<PhoneCodeRequest>,
) -> Result<web::Json<PhoneVerifiedResponse>, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, auth.user.id)
        .await?;
    let user = phones.verify(&auth.user, &body.code).await?;
    Ok(web::Json(PhoneVerifiedResponse {
        message: lang.text(AccountMsg::PhoneVerified),
        user: (&user).into(),
    }))
}
