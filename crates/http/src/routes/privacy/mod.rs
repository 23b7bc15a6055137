//! The privacy area: the caller's consent log (grant, withdraw) and who read their records (an
//! admin, their counsellor), and the export of everything held about them. Every answer is the
//! caller's own.

mod export;

use actix_web::http::header;
use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use mon_application::{Accounts, Privacy};
use mon_domain::Lang;
use mon_domain::privacy::{AccessEntry, ConsentRecord, ConsentState};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::{AnyUser, ReqLang};
use crate::paging::PageQuery;
use crate::rate_limit::{Limited, RateLimiter};
use crate::routes::accounts::dto::PasswordAgainRequest;
use mon_domain::pagination::PrivacyLogPages;

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list_consents)
        .service(record_consent)
        .service(access_log)
        .service(export_data);
}

/// One grant or withdrawal, as recorded.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ConsentResponse {
    /// `health_data` or `share_with_counsellor`.
    pub purpose: String,
    pub granted: bool,
    /// The version of the privacy notice (`/privacy`) it refers to.
    pub notice_version: String,
    /// The statement as it was shown.
    pub text_shown: String,
    pub at: DateTime<Utc>,
}

impl From<ConsentRecord> for ConsentResponse {
    fn from(r: ConsentRecord) -> Self {
        ConsentResponse {
            purpose: r.purpose.as_str().to_owned(),
            granted: r.granted,
            notice_version: r.notice_version,
            text_shown: r.text_shown,
            at: r.at,
        }
    }
}

/// Where one purpose stands now.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ConsentStateResponse {
    /// `health_data` or `share_with_counsellor`.
    pub purpose: String,
    /// `unknown` (never asked), `granted` or `withdrawn`.
    pub state: String,
}

/// The caller's consent log, newest first, and where each purpose stands.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ConsentPage {
    pub items: Vec<ConsentResponse>,
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
    /// Every purpose, each once.
    pub current: Vec<ConsentStateResponse>,
}

/// A grant or a withdrawal.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ConsentRequest {
    /// `health_data`, or `share_with_counsellor` (the caller's own counsellor reads their check-ins
    /// and safety plan while it is granted).
    pub purpose: String,
    pub granted: bool,
}

/// The recorded decision and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ConsentSaved {
    pub message: String,
    pub consent: ConsentResponse,
}

/// One read of the caller's records by someone (an admin, their counsellor) or by the caller
/// (an export): who, when and what kind (never the records).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AccessEntryResponse {
    pub id: i64,
    /// The reader's username: an admin's, a counsellor's, or the caller's own for `by_you`.
    pub admin: String,
    /// The caller read their own records (an export), not an admin.
    pub by_you: bool,
    /// The reader was the caller's counsellor (with the caller's consent to share).
    pub by_counsellor: bool,
    /// The counsellor's name, in the language of `Accept-Language`; null unless `by_counsellor`.
    pub counsellor_name: Option<String>,
    /// `appointments`, `export`, `check_ins` or `safety_plan`.
    pub what: String,
    pub at: DateTime<Utc>,
}

impl AccessEntryResponse {
    /// The entry as a reader of `lang` sees it.
    fn of(e: AccessEntry, lang: Lang) -> Self {
        AccessEntryResponse {
            id: e.id,
            admin: e.admin_username,
            by_you: e.by_owner,
            by_counsellor: e.counsellor_name.is_some(),
            counsellor_name: e.counsellor_name.map(|n| n.shown(lang).to_owned()),
            what: e.what.as_str().to_owned(),
            at: e.at,
        }
    }
}

crate::dto::page_body! {
    /// One page of the caller's access log, newest first.
    AccessLogPage: Vec<AccessEntryResponse> from Page<AccessEntryResponse>
}

fn state_name(s: ConsentState) -> &'static str {
    match s {
        ConsentState::Unknown => "unknown",
        ConsentState::Granted => "granted",
        ConsentState::Withdrawn => "withdrawn",
    }
}

/// The caller's consent log and where each purpose stands now.
#[utoipa::path(
    tag = "privacy",
    operation_id = "listConsents",
    params(PageQuery<PrivacyLogPages>),
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "The caller's consent log", body = ConsentPage),
        (status = 400, description = "Invalid paging", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/me/consents")]
pub async fn list_consents(
    user: AnyUser,
    privacy: web::Data<Privacy>,
    q: PageQuery<PrivacyLogPages>,
) -> Result<web::Json<ConsentPage>, ApiError> {
    let (log, current) = privacy.consents(user.user.id, q.page, q.per_page).await?;
    Ok(web::Json(ConsentPage {
        items: log.items.into_iter().map(Into::into).collect(),
        total: log.total,
        page: log.page,
        per_page: log.per_page,
        current: current
            .into_iter()
            .map(|(p, s)| ConsentStateResponse {
                purpose: p.as_str().to_owned(),
                state: state_name(s).to_owned(),
            })
            .collect(),
    }))
}

/// Record a grant or a withdrawal. A withdrawal of `share_with_counsellor` stops the counsellor's
/// next read of the caller's check-ins and safety plan. A withdrawal of `health_data` stops new self-care answers,
/// check-ins and safety-plan changes at once (403 `consent_withdrawn`). A call that changes nothing
/// (a grant while granted) writes no row and answers 200 with the record in force. Shares the
/// account's write budget (`MON_BOOKING_RATE_LIMIT` per minute).
#[utoipa::path(
    tag = "privacy",
    operation_id = "recordConsent",
    request_body = ConsentRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "Already so: nothing recorded; the record in force", body = ConsentSaved),
        (status = 201, description = "Recorded", body = ConsentSaved),
        (status = 400, description = "An unknown purpose (`data.errors.purpose`)", body = ErrorBody),
        (status = 429, description = "Too many writes from this account; retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/consents")]
pub async fn record_consent(
    user: AnyUser,
    privacy: web::Data<Privacy>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    body: web::Json<ConsentRequest>,
) -> Result<HttpResponse, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, user.user.id)
        .await?;
    let (record, message, written) = privacy
        .set_consent(user.user.id, lang.0, &body.purpose, body.granted)
        .await?;
    let mut answer = if written {
        HttpResponse::Created()
    } else {
        HttpResponse::Ok()
    };
    Ok(answer.json(ConsentSaved {
        message: lang.text(message),
        consent: record.into(),
    }))
}

/// Who read the caller's records (an admin, their counsellor while they share), and when (newest
/// first). It holds no health data.
#[utoipa::path(
    tag = "privacy",
    operation_id = "listAccessLog",
    params(PageQuery<PrivacyLogPages>),
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "One page of the caller's access log", body = AccessLogPage),
        (status = 400, description = "Invalid paging", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/me/access-log")]
pub async fn access_log(
    user: AnyUser,
    privacy: web::Data<Privacy>,
    lang: ReqLang,
    q: PageQuery<PrivacyLogPages>,
) -> Result<web::Json<AccessLogPage>, ApiError> {
    let log = privacy.access_log(user.user.id, q.page, q.per_page).await?;
    Ok(web::Json(
        log.map(|e| AccessEntryResponse::of(e, lang.0)).into(),
    ))
}

/// Everything Mon holds about the caller, as one zip file: `data.json` (account, appointments,
/// self-care answers with their questions, check-ins, safety plan, saved courses, consent log,
/// access log, owed mail), one CSV per table, and `README.txt` in English and Bangla.
/// Asks for the password again (a wrong one counts against the account's cap, as at log-in), so
/// an unlocked phone left lying about does not hand it over. Rate-limited per account; noted in
/// the caller's access log.
#[utoipa::path(
    tag = "privacy",
    operation_id = "exportMyData",
    request_body = PasswordAgainRequest,
    security(("bearer" = ["ADMIN", "SUBSCRIBER", "COUNSELLOR"])),
    responses(
        (status = 200, description = "The zip file (`Content-Disposition: attachment`)", content_type = "application/zip", body = Vec<u8>),
        (status = 400, description = "No password, or a wrong one (`data.errors.password`)", body = ErrorBody),
        (status = 403, description = "Too many wrong passwords for the account (`password_reset_required`)", body = ErrorBody),
        (status = 429, description = "Too many exports from this account; retry after `Retry-After`", body = ErrorBody),
        (status = 503, description = "Saturated (`busy`); retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/export")]
pub async fn export_data(
    user: AnyUser,
    privacy: web::Data<Privacy>,
    accounts: web::Data<Accounts>,
    limiter: web::Data<RateLimiter>,
    body: web::Json<PasswordAgainRequest>,
) -> Result<HttpResponse, ApiError> {
    limiter.check_account(Limited::Export, user.user.id).await?;
    accounts
        .confirm_password(&user.user, &body.password)
        .await?;
    let data = privacy.export(user.user.id).await?;
    let at = Utc::now();
    let bytes = web::block(move || export::zip_file(&data, at))
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))
        .and_then(|r| r)
        .map_err(|e| {
            tracing::error!(error = %format!("{e:#}"), "writing an export failed");
            ApiError::internal()
        })?;
    Ok(HttpResponse::Ok()
        .content_type("application/zip")
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!(
                "attachment; filename=\"mon-export-{}.zip\"",
                at.format("%Y-%m-%d")
            ),
        ))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(bytes))
}
