//! Request extractors: the caller's language and the authenticated account.

use std::future::{Ready, ready};
use std::marker::PhantomData;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::Either;
use mon_application::Accounts;
use mon_domain::user::{Role, User};
use mon_domain::{Lang, Message};

use crate::dto::MessageResponse;
use crate::error::ApiError;
use crate::messages::HttpMsg;

/// The language asked for with `Accept-Language` (`bn` or English).
#[derive(Debug, Clone, Copy)]
pub struct ReqLang(pub Lang);

impl ReqLang {
    /// `msg` in the caller's language.
    pub fn text(self, msg: impl Into<Message>) -> String {
        msg.into().text(self.0).to_owned()
    }

    /// An answer that is only `msg`, in the caller's language.
    pub fn message(self, msg: impl Into<Message>) -> web::Json<MessageResponse> {
        web::Json(MessageResponse {
            message: self.text(msg),
        })
    }
}

pub fn request_lang(req: &HttpRequest) -> Lang {
    req.headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map(Lang::from_accept_language)
        .unwrap_or_default()
}

impl FromRequest for ReqLang {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(ReqLang(request_lang(req))))
    }
}

/// Which roles may call a route.
pub trait RolePolicy {
    const ROLES: &'static [Role];
    /// Whether an account whose made-up password is not changed yet may call the route
    /// ([`mon_domain::user::User::must_change_password`]): only to change it or read itself.
    const BEFORE_PASSWORD_CHANGE: bool = false;
}

/// Any role, also before a made-up password is changed: changing it, and `/me`.
pub struct AnyRoleBeforePasswordChange;
impl RolePolicy for AnyRoleBeforePasswordChange {
    const ROLES: &'static [Role] = &Role::ALL;
    const BEFORE_PASSWORD_CHANGE: bool = true;
}

/// Any role: the caller's own account, preferences and privacy records.
pub struct AnyRole;
impl RolePolicy for AnyRole {
    const ROLES: &'static [Role] = &Role::ALL;
}

/// Admins and subscribers: reads about subscribers' care that a subscriber makes for themselves
/// and an admin reads (a counsellor is refused).
pub struct CareRole;
impl RolePolicy for CareRole {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Subscriber];
}

pub struct CounsellorRole;
impl RolePolicy for CounsellorRole {
    const ROLES: &'static [Role] = &[Role::Counsellor];
}

pub struct AdminRole;
impl RolePolicy for AdminRole {
    const ROLES: &'static [Role] = &[Role::Admin];
}

/// The account behind a valid bearer token whose role the route allows.
///
/// Put it first among a handler's arguments: a missing, forged or expired
/// token (401) and a wrong role (403) are decided before the body is read.
pub struct Authenticated<P: RolePolicy> {
    pub user: User,
    _policy: PhantomData<P>,
}

pub struct SubscriberRole;
impl RolePolicy for SubscriberRole {
    const ROLES: &'static [Role] = &[Role::Subscriber];
}

pub type AnyUser = Authenticated<AnyRole>;
pub type AdminUser = Authenticated<AdminRole>;
pub type SubscriberUser = Authenticated<SubscriberRole>;
pub type CareUser = Authenticated<CareRole>;
pub type CounsellorUser = Authenticated<CounsellorRole>;
/// The operation ids open to [`AnyRoleBeforePasswordChange`]; every other one documents the
/// `password_change_required` refusal (`openapi::document_role_errors`).
pub const BEFORE_PASSWORD_CHANGE_OPERATIONS: [&str; 2] = ["changePassword", "getMe"];
pub type AccountHolder = Authenticated<AnyRoleBeforePasswordChange>;

type BoxFut<T> = Pin<Box<dyn std::future::Future<Output = T>>>;

impl<P: RolePolicy + 'static> FromRequest for Authenticated<P> {
    type Error = ApiError;
    type Future = Either<Ready<Result<Self, ApiError>>, BoxFut<Result<Self, ApiError>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let Some(accounts) = req.app_data::<web::Data<Accounts>>().cloned() else {
            tracing::error!("the Accounts service is not registered");
            return Either::Left(ready(Err(ApiError::internal())));
        };
        let token = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                v.strip_prefix("Bearer ")
                    .or_else(|| v.strip_prefix("bearer "))
            })
            .map(str::trim);
        let Some(claims) = token.and_then(|t| accounts.verify_token(t)) else {
            return Either::Left(ready(Err(ApiError::unauthorized())));
        };
        if !P::ROLES.contains(&claims.role) {
            return Either::Left(ready(Err(ApiError::forbidden())));
        }
        Either::Right(Box::pin(async move {
            let user = accounts.session_user(&claims).await?;
            if user.must_change_password && !P::BEFORE_PASSWORD_CHANGE {
                return Err(ApiError::new(
                    crate::error::TransportCode::PasswordChangeRequired,
                    HttpMsg::PasswordChangeRequired,
                ));
            }
            Ok(Authenticated {
                user,
                _policy: PhantomData,
            })
        }))
    }
}
