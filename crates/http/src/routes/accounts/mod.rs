//! The accounts area: log in, register, activate, recover a password, the
//! caller's own account, and the admin's subscriber list.

pub(crate) mod dto;
mod phone;

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use mon_application::accounts::{Activation, RegisterInput};
use mon_application::ports::Cursor;
use mon_application::{Accounts, Counsellors};
use mon_domain::user::AccountMsg;
use utoipa_actix_web::service_config::ServiceConfig;

pub use self::dto::*;
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AccountHolder, AdminUser, AnyUser, ReqLang, SubscriberUser};
use crate::paging::PageQuery;
use crate::rate_limit::{Limited, RateLimiter};
use mon_domain::pagination::SubscriberPages;

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(login)
        .service(register)
        .service(activate)
        .service(request_password_reset)
        .service(set_new_password)
        .service(change_password)
        .service(update_user_info)
        .service(me)
        .service(set_preferences)
        .service(phone::start_phone_verification)
        .service(phone::verify_phone)
        .service(delete_account)
        .service(list_subscribers);
}

/// Log in with a username or e-mail and a password.
#[utoipa::path(
    tag = "auth",
    operation_id = "login",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Logged in", body = LoginResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 401, description = "Wrong username or password", body = ErrorBody),
        (status = 403, description = "Account not activated yet (`account_inactive`), or too many wrong passwords for the account from every network: only a password reset logs in again (`password_reset_required`)", body = ErrorBody),
        (status = 429, description = "Too many attempts from this client, or too many failed logins for this account; retry after `Retry-After`", body = ErrorBody),
        (status = 503, description = "Saturated (`busy`); retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/jwt-auth/v1/token/")]
pub async fn login(
    req: HttpRequest,
    limiter: web::Data<RateLimiter>,
    accounts: web::Data<Accounts>,
    body: web::Json<LoginRequest>,
) -> Result<web::Json<LoginResponse>, ApiError> {
    limiter.check(Limited::Login, &req).await?;
    let s = accounts
        .log_in(
            &body.username,
            &body.password,
            &limiter.client_network(&req),
        )
        .await?;
    Ok(web::Json(LoginResponse {
        token: s.token.token,
        role: s.user.role.into(),
        user_id: s.user.id,
        user_display_name: s.user.username.clone(),
        user_nickname: s.user.username,
        user_email: s.user.email,
        contact_number: s.user.contact_number,
        nid: s.user.nid,
        must_change_password: s.user.must_change_password,
    }))
}

/// Create an account; an activation link is e-mailed.
#[utoipa::path(
    tag = "auth",
    operation_id = "register",
    request_body = RegisterRequest,
    responses(
        (status = 201, description = "Registered, or the address already has an account (the same answer, so it does not tell which; the address's owner is told by e-mail)", body = MessageResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 409, description = "Username taken (`username_taken`, with `data.errors.username`)", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
        (status = 503, description = "Saturated (`busy`); retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/register")]
pub async fn register(
    req: HttpRequest,
    limiter: web::Data<RateLimiter>,
    accounts: web::Data<Accounts>,
    lang: ReqLang,
    body: web::Json<RegisterRequest>,
) -> Result<HttpResponse, ApiError> {
    limiter.check(Limited::Register, &req).await?;
    let body = body.into_inner();
    let consents = body
        .consents
        .unwrap_or_default()
        .into_iter()
        .map(|c| (c.purpose, c.granted))
        .collect();
    accounts
        .register(RegisterInput {
            username: body.username,
            email: body.email,
            password: body.password,
            contact_number: body.contact_number,
            consents,
            lang: lang.0,
        })
        .await?;
    Ok(HttpResponse::Created().json(lang.message(AccountMsg::RegistrationSucceeded)))
}

/// Activate an account with the key from its e-mail.
#[utoipa::path(
    tag = "auth",
    operation_id = "activateAccount",
    params(ActivateQuery),
    responses(
        (status = 200, description = "Activated, or already active", body = MessageResponse),
        (status = 400, description = "Invalid, used or expired key (`invalid_activation_key`)", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/activate")]
pub async fn activate(
    accounts: web::Data<Accounts>,
    lang: ReqLang,
    query: web::Query<ActivateQuery>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    let msg = match accounts.activate(&query.key, &query.user).await? {
        Activation::Activated => AccountMsg::AccountActivated,
        Activation::AlreadyActive => AccountMsg::AccountAlreadyActive,
    };
    Ok(lang.message(msg))
}

/// Ask for a password reset link. The answer is the same whether or not the address has an account.
#[utoipa::path(
    tag = "auth",
    operation_id = "requestPasswordReset",
    request_body = PasswordResetEmailRequest,
    responses(
        (status = 200, description = "If the address has an account, a link was sent", body = MessageResponse),
        (status = 400, description = "Invalid e-mail", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/password-reset")]
pub async fn request_password_reset(
    req: HttpRequest,
    limiter: web::Data<RateLimiter>,
    accounts: web::Data<Accounts>,
    lang: ReqLang,
    body: web::Json<PasswordResetEmailRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    limiter.check(Limited::PasswordReset, &req).await?;
    accounts.request_password_reset(&body.email).await?;
    Ok(lang.message(AccountMsg::PasswordResetSent))
}

/// Set a new password with the key from a reset e-mail.
#[utoipa::path(
    tag = "auth",
    operation_id = "setNewPassword",
    request_body = NewPasswordRequest,
    responses(
        (status = 200, description = "Password set; earlier tokens no longer work", body = MessageResponse),
        (status = 400, description = "Invalid fields, or invalid, used or expired key (`invalid_reset_key`)", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/password-update")]
pub async fn set_new_password(
    req: HttpRequest,
    limiter: web::Data<RateLimiter>,
    accounts: web::Data<Accounts>,
    lang: ReqLang,
    body: web::Json<NewPasswordRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    limiter.check(Limited::PasswordReset, &req).await?;
    accounts
        .reset_password(&body.email, &body.key, &body.password)
        .await?;
    Ok(lang.message(AccountMsg::PasswordResetDone))
}

/// Change the caller's password. Every token issued before, including this one, stops working.
#[utoipa::path(
    tag = "account",
    operation_id = "changePassword",
    request_body = ChangePasswordRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "Changed", body = MessageResponse),
        (status = 400, description = "Invalid fields or wrong current password", body = ErrorBody),
        (status = 403, description = "Too many wrong passwords for the account (`password_reset_required`)", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/change-password")]
pub async fn change_password(
    auth: AccountHolder,
    req: HttpRequest,
    limiter: web::Data<RateLimiter>,
    accounts: web::Data<Accounts>,
    lang: ReqLang,
    body: web::Json<ChangePasswordRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    limiter.check(Limited::ChangePassword, &req).await?;
    accounts
        .change_password(&auth.user, &body.current_password, &body.new_password)
        .await?;
    Ok(lang.message(AccountMsg::PasswordChanged))
}

/// Update the caller's contact number and NID.
#[utoipa::path(
    tag = "account",
    operation_id = "updateUserInfo",
    request_body = UpdateUserInfoRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "Updated", body = UpdateUserInfoResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 429, description = "Too many writes from this account; retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/update-user-info/")]
pub async fn update_user_info(
    auth: AnyUser,
    accounts: web::Data<Accounts>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    body: web::Json<UpdateUserInfoRequest>,
) -> Result<web::Json<UpdateUserInfoResponse>, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, auth.user.id)
        .await?;
    let user = accounts
        .update_profile(&auth.user, &body.contact_number, body.nid.as_deref())
        .await?;
    Ok(web::Json(UpdateUserInfoResponse {
        message: lang.text(AccountMsg::ProfileUpdated),
        user: (&user).into(),
    }))
}

/// The caller's own account.
#[utoipa::path(
    tag = "account",
    operation_id = "getMe",
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "The account, with a subscriber's own counsellor", body = MeInfo),
    )
)]
#[get("/api/custom/v1/me")]
pub async fn me(
    auth: AccountHolder,
    counsellors: web::Data<mon_application::Counsellors>,
    lang: ReqLang,
) -> Result<web::Json<MeInfo>, ApiError> {
    let counsellor = counsellors
        .own_counsellor_of(auth.user.id)
        .await?
        .map(|c| OwnCounsellor::of(c, lang.0));
    Ok(web::Json(MeInfo {
        user: (&auth.user).into(),
        counsellor,
    }))
}

/// Set the caller's preferences: discreet mode, text messages. A setting the body leaves out stays
/// as it is.
#[utoipa::path(
    tag = "account",
    operation_id = "setPreferences",
    request_body = PreferencesRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "The account with its preferences", body = UserInfo),
        (status = 400, description = "A body that is not the JSON asked for", body = ErrorBody),
        (status = 409, description = "Text messages asked for without a verified number (`phone_not_verified`); nothing changed", body = ErrorBody),
        (status = 429, description = "Too many writes from this account; retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/preferences")]
pub async fn set_preferences(
    auth: AnyUser,
    accounts: web::Data<Accounts>,
    phones: web::Data<mon_application::Phones>,
    limiter: web::Data<RateLimiter>,
    body: web::Json<PreferencesRequest>,
) -> Result<web::Json<UserInfo>, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, auth.user.id)
        .await?;
    let mut user = auth.user;
    // Text messages first: a refusal there changes nothing at all.
    if let Some(on) = body.sms_reminders {
        user = phones.set_texts(user.id, on).await?;
    }
    if let Some(discreet) = body.discreet {
        user = accounts.set_discreet(user.id, discreet).await?;
    }
    Ok(web::Json((&user).into()))
}

/// Subscribers, newest first, with search and pagination (ADMIN only). The path
/// is the spec's `users`; everything else calls them subscribers.
#[utoipa::path(
    tag = "admin",
    operation_id = "listSubscribers",
    params(SubscriberSearch, PageQuery<SubscriberPages>),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "One page of subscribers", body = SubscriberPage),
        (status = 400, description = "Invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/users")]
pub async fn list_subscribers(
    _admin: AdminUser,
    accounts: web::Data<Accounts>,
    counsellors: web::Data<Counsellors>,
    lang: ReqLang,
    query: web::Query<SubscriberSearch>,
    q: PageQuery<SubscriberPages>,
) -> Result<web::Json<SubscriberPage>, ApiError> {
    let cursor = match (query.before, query.after) {
        (Some(id), _) => Some(Cursor::Before(id)),
        (None, Some(id)) => Some(Cursor::After(id)),
        (None, None) => None,
    };
    let mut page: SubscriberPage = accounts
        .list_subscribers(query.search.as_deref(), q.page, q.per_page, cursor)
        .await?
        .into();
    let ids: Vec<i64> = page.items.iter().map(|s| s.id).collect();
    let mut own = counsellors.own_counsellors_of(&ids).await?;
    for s in &mut page.items {
        s.counsellor = own.remove(&s.id).map(|c| OwnCounsellor::of(c, lang.0));
    }
    Ok(web::Json(page))
}

/// Erase the caller's account, after checking the password again. At once the account's tokens
/// and log-in stop working; its self-care answers, check-ins, safety plan, saved courses,
/// consents, contact details and owed e-mail are erased; its appointments stay only as date,
/// time and status; its username and e-mail are free to register again. No e-mail follows.
#[utoipa::path(
    tag = "account",
    operation_id = "deleteMyAccount",
    request_body = PasswordAgainRequest,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "Erased", body = MessageResponse),
        (status = 400, description = "No password, or a wrong one (`data.errors.password`)", body = ErrorBody),
        (status = 403, description = "Too many wrong passwords for the account (`password_reset_required`)", body = ErrorBody),
        (status = 429, description = "Too many attempts from this client; retry after `Retry-After`", body = ErrorBody),
        (status = 503, description = "Saturated (`busy`); retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/delete")]
pub async fn delete_account(
    auth: SubscriberUser,
    req: HttpRequest,
    limiter: web::Data<RateLimiter>,
    accounts: web::Data<Accounts>,
    lang: ReqLang,
    body: web::Json<PasswordAgainRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    limiter.check(Limited::EraseAccount, &req).await?;
    accounts.erase_account(&auth.user, &body.password).await?;
    Ok(lang.message(AccountMsg::AccountErased))
}
