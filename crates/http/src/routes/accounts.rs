//! Account endpoints: `/api/jwt-auth/v1/token/` and `/api/custom/v1/…`.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use mon_application::accounts::{Activation, RegisterInput};
use mon_domain::Msg;

use crate::app::AppState;
use crate::dto::*;
use crate::error::ApiError;
use crate::extract::{AdminUser, AnyUser, ReqLang};
use crate::rate_limit::Limited;

fn message(lang: ReqLang, msg: Msg) -> MessageResponse {
    MessageResponse { message: msg.text(lang.0).to_owned() }
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
        (status = 403, description = "Account not activated yet (`account_inactive`)", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/token/")]
pub async fn login(req: HttpRequest, state: web::Data<AppState>, body: web::Json<LoginRequest>) -> Result<web::Json<LoginResponse>, ApiError> {
    state.limiter.check(Limited::Login, &req)?;
    let s = state.accounts.log_in(&body.username, &body.password).await?;
    Ok(web::Json(LoginResponse {
        token: s.token.token,
        role: s.user.role.into(),
        user_id: s.user.id,
        user_display_name: s.user.username.clone(),
        user_nickname: s.user.username,
        user_email: s.user.email,
        contact_number: s.user.contact_number,
        nid: s.user.nid,
    }))
}

/// Create an account; an activation link is e-mailed.
#[utoipa::path(
    tag = "auth",
    operation_id = "register",
    request_body = RegisterRequest,
    responses(
        (status = 201, description = "Registered; the activation e-mail is on its way", body = MessageResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 409, description = "Username or e-mail taken (`username_taken`, `email_taken`)", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
        (status = 503, description = "The e-mail could not be sent; nothing was kept", body = ErrorBody),
    )
)]
#[post("/register")]
pub async fn register(req: HttpRequest, state: web::Data<AppState>, lang: ReqLang, body: web::Json<RegisterRequest>) -> Result<HttpResponse, ApiError> {
    state.limiter.check(Limited::Register, &req)?;
    let body = body.into_inner();
    state.accounts.register(RegisterInput { username: body.username, email: body.email, password: body.password, contact_number: body.contact_number }).await?;
    Ok(HttpResponse::Created().json(message(lang, Msg::RegistrationSucceeded)))
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
#[get("/activate")]
pub async fn activate(state: web::Data<AppState>, lang: ReqLang, query: web::Query<ActivateQuery>) -> Result<web::Json<MessageResponse>, ApiError> {
    let msg = match state.accounts.activate(&query.key, &query.user).await? {
        Activation::Activated => Msg::AccountActivated,
        Activation::AlreadyActive => Msg::AccountAlreadyActive,
    };
    Ok(web::Json(message(lang, msg)))
}

/// Ask for a password reset link. The answer is the same whether or not the address has an account.
#[utoipa::path(
    tag = "auth",
    operation_id = "requestPasswordReset",
    request_body = PasswordResetRequest,
    responses(
        (status = 200, description = "If the address has an account, a link was sent", body = MessageResponse),
        (status = 400, description = "Invalid e-mail", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/password-reset")]
pub async fn password_reset(
    req: HttpRequest,
    state: web::Data<AppState>,
    lang: ReqLang,
    body: web::Json<PasswordResetRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    state.limiter.check(Limited::PasswordReset, &req)?;
    state.accounts.request_password_reset(&body.email).await?;
    Ok(web::Json(message(lang, Msg::PasswordResetSent)))
}

/// Set a new password with the key from a reset e-mail.
#[utoipa::path(
    tag = "auth",
    operation_id = "updatePassword",
    request_body = PasswordUpdateRequest,
    responses(
        (status = 200, description = "Password set; earlier tokens no longer work", body = MessageResponse),
        (status = 400, description = "Invalid fields, or invalid, used or expired key (`invalid_reset_key`)", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/password-update")]
pub async fn password_update(
    req: HttpRequest,
    state: web::Data<AppState>,
    lang: ReqLang,
    body: web::Json<PasswordUpdateRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    state.limiter.check(Limited::PasswordReset, &req)?;
    state.accounts.reset_password(&body.email, &body.key, &body.password).await?;
    Ok(web::Json(message(lang, Msg::PasswordResetDone)))
}

/// Change the caller's password. Every token issued before, including this one, stops working.
#[utoipa::path(
    tag = "account",
    operation_id = "changePassword",
    request_body = ChangePasswordRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER"])),
    responses(
        (status = 200, description = "Changed", body = MessageResponse),
        (status = 400, description = "Invalid fields or wrong current password", body = ErrorBody),
        (status = 401, description = "Missing, invalid or expired token", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
#[post("/change-password")]
pub async fn change_password(
    auth: AnyUser,
    req: HttpRequest,
    state: web::Data<AppState>,
    lang: ReqLang,
    body: web::Json<ChangePasswordRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    state.limiter.check(Limited::ChangePassword, &req)?;
    state.accounts.change_password(&auth.user, &body.current_password, &body.new_password).await?;
    Ok(web::Json(message(lang, Msg::PasswordChanged)))
}

/// Update the caller's contact number and NID.
#[utoipa::path(
    tag = "account",
    operation_id = "updateUserInfo",
    request_body = UpdateUserInfoRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER"])),
    responses(
        (status = 200, description = "Updated", body = UpdateUserInfoResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 401, description = "Missing, invalid or expired token", body = ErrorBody),
    )
)]
#[post("/update-user-info/")]
pub async fn update_user_info(
    auth: AnyUser,
    state: web::Data<AppState>,
    lang: ReqLang,
    body: web::Json<UpdateUserInfoRequest>,
) -> Result<web::Json<UpdateUserInfoResponse>, ApiError> {
    let user = state.accounts.update_profile(&auth.user, &body.contact_number, body.nid.as_deref()).await?;
    Ok(web::Json(UpdateUserInfoResponse { message: Msg::ProfileUpdated.text(lang.0).to_owned(), user: (&user).into() }))
}

/// The caller's own account.
#[utoipa::path(
    tag = "account",
    operation_id = "getMe",
    security(("bearer" = ["ADMIN", "SUBSCRIBER"])),
    responses(
        (status = 200, description = "The account", body = UserInfo),
        (status = 401, description = "Missing, invalid or expired token", body = ErrorBody),
    )
)]
#[get("/me")]
pub async fn me(auth: AnyUser) -> web::Json<UserInfo> {
    web::Json((&auth.user).into())
}

/// Subscribers, newest first, with search and pagination (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "listUsers",
    params(ListQuery),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "One page of subscribers", body = SubscriberPage),
        (status = 400, description = "Invalid query", body = ErrorBody),
        (status = 401, description = "Missing, invalid or expired token", body = ErrorBody),
        (status = 403, description = "Not an admin", body = ErrorBody),
    )
)]
#[get("/users")]
pub async fn list_users(_admin: AdminUser, state: web::Data<AppState>, query: web::Query<ListQuery>) -> Result<web::Json<SubscriberPage>, ApiError> {
    let page = state.accounts.list_subscribers(query.search.as_deref(), query.page, query.per_page).await?;
    Ok(web::Json(SubscriberPage { items: page.items.into_iter().map(Into::into).collect(), total: page.total, page: page.page, per_page: page.per_page }))
}
