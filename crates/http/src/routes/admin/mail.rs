//! Mail that failed its last allowed attempt (the dead letters): the admins
//! see what kind it was, when and why, never its recipient or text; they send
//! it again or discard it.

use actix_web::{delete, get, post, web};
use chrono::{DateTime, Utc};
use mon_application::outbox::{DeadLetters, TextUsage};
use mon_application::ports::{DeadChannel, DeadLetter};
use mon_domain::privacy::PrivacyMsg;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang};
use crate::paging::PageQuery;
use mon_domain::pagination::DeadLetterPages;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(text_usage)
        .service(list_dead_letters)
        .service(retry_dead_letter)
        .service(discard_dead_letter);
}

/// One e-mail or text message that could not be delivered. It holds no text, and no recipient
/// but a text message's number masked.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct DeadLetterResponse {
    pub id: i64,
    /// `mail` or `sms`.
    pub channel: String,
    /// A text message's number, masked (`+880•••••••678`); null for an e-mail.
    pub masked_number: Option<String>,
    /// An e-mail's `activation`, `password_reset`, `invitation`, `registration_attempt` or `care`;
    /// a text message's `verification`, `decision` or `reminder`.
    pub kind: String,
    pub attempts: i32,
    /// The last error, with any e-mail address replaced by `<address>` and any number by `<number>`.
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub dead_at: DateTime<Utc>,
}

impl From<DeadLetter> for DeadLetterResponse {
    fn from(d: DeadLetter) -> Self {
        let (channel, masked_number) = match d.channel {
            DeadChannel::Mail => ("mail", None),
            DeadChannel::Sms { masked_number } => ("sms", Some(masked_number)),
        };
        DeadLetterResponse {
            id: d.id,
            channel: channel.to_owned(),
            masked_number,
            kind: d.kind.to_owned(),
            attempts: d.attempts,
            last_error: d.last_error,
            created_at: d.created_at,
            dead_at: d.dead_at,
        }
    }
}

/// Today's text messages (a Bangladeshi day): sent, held for tomorrow by a daily limit
/// (`MON_SMS_PER_NUMBER_PER_DAY`, `MON_SMS_DAILY_BUDGET`), and the day's budget.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct TextUsageResponse {
    pub sent_today: u64,
    /// Messages waiting for the next day: admins see a warning while there are any.
    pub held: u64,
    pub daily_budget: u64,
}

/// Today's text messages against their daily limits (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "getTextUsage",
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Today's text messages", body = TextUsageResponse),
    )
)]
#[get("/api/custom/v1/admin/mail/texts")]
pub async fn text_usage(
    _admin: AdminUser,
    usage: web::Data<TextUsage>,
) -> Result<web::Json<TextUsageResponse>, ApiError> {
    let day = usage.today().await?;
    Ok(web::Json(TextUsageResponse {
        sent_today: day.sent,
        held: day.held,
        daily_budget: day.daily_budget,
    }))
}

crate::dto::page_body! {
    /// One page of dead letters, newest first.
    DeadLetterPage: Vec<DeadLetterResponse> from Page<DeadLetter>
}

/// The e-mails that failed their last allowed attempt (`MON_MAIL_MAX_ATTEMPTS`), newest first (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "listDeadLetters",
    params(PageQuery<DeadLetterPages>),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "One page of dead letters", body = DeadLetterPage),
        (status = 400, description = "Invalid paging", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/admin/mail/dead-letters")]
pub async fn list_dead_letters(
    _admin: AdminUser,
    letters: web::Data<DeadLetters>,
    q: PageQuery<DeadLetterPages>,
) -> Result<web::Json<DeadLetterPage>, ApiError> {
    Ok(web::Json(letters.list(q.page, q.per_page).await?.into()))
}

/// Send a dead letter again: it goes back in line now, its attempts counted afresh (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "retryDeadLetter",
    params(("id" = i64, Path, description = "The dead letter's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Back in line", body = MessageResponse),
        (status = 404, description = "No such dead letter", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/mail/dead-letters/{id}/retry")]
pub async fn retry_dead_letter(
    _admin: AdminUser,
    letters: web::Data<DeadLetters>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    letters.retry(id.into_inner()).await?;
    Ok(lang.message(PrivacyMsg::DeadLetterRetried))
}

/// Discard a dead letter for good (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "discardDeadLetter",
    params(("id" = i64, Path, description = "The dead letter's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Discarded", body = MessageResponse),
        (status = 404, description = "No such dead letter", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/admin/mail/dead-letters/{id}")]
pub async fn discard_dead_letter(
    _admin: AdminUser,
    letters: web::Data<DeadLetters>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    letters.discard(id.into_inner()).await?;
    Ok(lang.message(PrivacyMsg::DeadLetterDiscarded))
}
