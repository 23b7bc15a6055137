//! The safety area: helplines (public; ADMIN edits), the subscriber's own
//! safety plan, and PHQ-9 / GAD-7 check-ins. A plan and check-ins are read
//! only by their owner: no admin route reads them, and every private answer
//! is sent with `Cache-Control: no-store`.

pub(crate) mod dto;

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use mon_application::Safety;
use mon_application::safety::Instrument;
use mon_domain::Lang;
use mon_domain::safety::SafetyMsg;
use utoipa_actix_web::service_config::ServiceConfig;

use self::dto::*;
use crate::conditional::{private_json as private, public_json};
use crate::dto::{ErrorBody, MessageResponse};
use crate::error::ApiError;
use crate::extract::{AdminUser, CareUser, ReqLang, SubscriberUser};
use crate::paging::PageQuery;
use crate::rate_limit::{Limited, RateLimiter};
use mon_domain::pagination::{CheckInPages, HelplinePages};

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(list_helplines)
        .service(list_all_helplines)
        .service(add_helpline)
        .service(update_helpline)
        .service(delete_helpline)
        .service(get_safety_plan)
        .service(save_safety_plan)
        .service(list_instruments)
        .service(set_instrument_text)
        .service(list_check_ins)
        .service(take_check_in);
}

/// The helplines of the help panel, in the language of `Accept-Language` and the admins' order; hidden ones are left out.
#[utoipa::path(
    tag = "safety",
    operation_id = "listHelplines",
    responses(
        (status = 200, description = "The visible helplines (with an `ETag`; `304` for a matching `If-None-Match`)", body = HelplineList),
        (status = 304, description = "Not modified"),
    )
)]
#[get("/api/custom/v1/helplines")]
pub async fn list_helplines(
    req: HttpRequest,
    safety: web::Data<Safety>,
    lang: ReqLang,
) -> Result<HttpResponse, ApiError> {
    let items = safety
        .helplines(lang.0)
        .await?
        .into_iter()
        .map(Into::into)
        .collect();
    public_json(&req, &HelplineList { items })
}

/// Every helpline with both languages, hidden ones too (ADMIN only).
#[utoipa::path(
    tag = "safety",
    operation_id = "listAllHelplines",
    params(PageQuery<HelplinePages>),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "One page of helplines in the admins' order", body = AdminHelplinePage),
        (status = 400, description = "Invalid query", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/admin/helplines")]
pub async fn list_all_helplines(
    _admin: AdminUser,
    safety: web::Data<Safety>,
    q: PageQuery<HelplinePages>,
) -> Result<web::Json<AdminHelplinePage>, ApiError> {
    Ok(web::Json(
        safety.all_helplines(q.page, q.per_page).await?.into(),
    ))
}

/// Add a helpline (ADMIN only).
#[utoipa::path(
    tag = "safety",
    operation_id = "addHelpline",
    request_body = HelplineRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = HelplineMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.name_en`, `name_bn`, `phone`, `verified_on`, …)", body = ErrorBody),
        (status = 409, description = "As many helplines as the public list shows (100) exist (`helpline_limit_reached`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/helplines")]
pub async fn add_helpline(
    _admin: AdminUser,
    safety: web::Data<Safety>,
    lang: ReqLang,
    body: web::Json<HelplineRequest>,
) -> Result<HttpResponse, ApiError> {
    let helpline = safety.add_helpline(&body.into_inner().into()).await?;
    Ok(HttpResponse::Created().json(HelplineMessageResponse {
        message: lang.text(SafetyMsg::HelplineSaved),
        helpline: helpline.into(),
    }))
}

/// Change a helpline: its texts, number, order, verification date or hidden flag (ADMIN only).
#[utoipa::path(
    tag = "safety",
    operation_id = "updateHelpline",
    params(("id" = i64, Path, description = "The helpline's id")),
    request_body = HelplineRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Changed", body = HelplineMessageResponse),
        (status = 400, description = "Invalid fields", body = ErrorBody),
        (status = 404, description = "No such helpline", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/helplines/{id}")]
pub async fn update_helpline(
    _admin: AdminUser,
    safety: web::Data<Safety>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<HelplineRequest>,
) -> Result<web::Json<HelplineMessageResponse>, ApiError> {
    let helpline = safety
        .update_helpline(id.into_inner(), &body.into_inner().into())
        .await?;
    Ok(web::Json(HelplineMessageResponse {
        message: lang.text(SafetyMsg::HelplineSaved),
        helpline: helpline.into(),
    }))
}

/// Delete a helpline (ADMIN only).
#[utoipa::path(
    tag = "safety",
    operation_id = "deleteHelpline",
    params(("id" = i64, Path, description = "The helpline's id")),
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 404, description = "No such helpline", body = ErrorBody),
    )
)]
#[delete("/api/custom/v1/helplines/{id}")]
pub async fn delete_helpline(
    _admin: AdminUser,
    safety: web::Data<Safety>,
    lang: ReqLang,
    id: web::Path<i64>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    safety.delete_helpline(id.into_inner()).await?;
    Ok(lang.message(SafetyMsg::HelplineDeleted))
}

/// The caller's own safety plan (SUBSCRIBER only; no one else, admins included, reads it).
#[utoipa::path(
    tag = "safety",
    operation_id = "getSafetyPlan",
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "The plan; empty sections before the first save", body = SafetyPlanResponse),
    )
)]
#[get("/api/custom/v1/me/safety-plan")]
pub async fn get_safety_plan(
    user: SubscriberUser,
    safety: web::Data<Safety>,
) -> Result<HttpResponse, ApiError> {
    let (plan, updated_at) = safety.safety_plan(user.user.id).await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &SafetyPlanResponse {
            plan: plan.into(),
            updated_at,
        },
    ))
}

/// Replace the caller's own safety plan (SUBSCRIBER only).
#[utoipa::path(
    tag = "safety",
    operation_id = "saveSafetyPlan",
    request_body = SafetyPlanBody,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "Saved", body = SafetyPlanSaved),
        (status = 400, description = "A section with more than 20 entries or an entry over 500 characters (`data.errors.<section>`)", body = ErrorBody),
        (status = 429, description = "Too many writes from this account; retry after `Retry-After`", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/me/safety-plan")]
pub async fn save_safety_plan(
    user: SubscriberUser,
    safety: web::Data<Safety>,
    limiter: web::Data<RateLimiter>,
    lang: ReqLang,
    body: web::Json<SafetyPlanBody>,
) -> Result<HttpResponse, ApiError> {
    limiter
        .check_account(Limited::AccountWrite, user.user.id)
        .await?;
    let (plan, updated_at) = safety
        .save_safety_plan(user.user.id, &body.into_inner().into())
        .await?;
    Ok(private(
        actix_web::http::StatusCode::OK,
        &SafetyPlanSaved {
            message: lang.text(SafetyMsg::PlanSaved),
            plan: plan.into(),
            updated_at,
        },
    ))
}

/// The PHQ-9 and GAD-7 in the language of `Accept-Language`, with when the caller may take each again.
#[utoipa::path(
    tag = "safety",
    operation_id = "listInstruments",
    security(("bearer" = ["ADMIN", "SUBSCRIBER"])),
    responses(
        (status = 200, description = "Both instruments", body = InstrumentList),
    )
)]
#[get("/api/custom/v1/check-ins/instruments")]
pub async fn list_instruments(
    user: CareUser,
    safety: web::Data<Safety>,
    lang: ReqLang,
) -> Result<HttpResponse, ApiError> {
    let mut views = safety
        .instruments(user.user.id, lang.0)
        .await?
        .into_iter()
        .map(InstrumentResponse::from);
    let (Some(phq9), Some(gad7)) = (views.next(), views.next()) else {
        return Err(ApiError::internal());
    };
    Ok(private(
        actix_web::http::StatusCode::OK,
        &InstrumentList { phq9, gad7 },
    ))
}

/// Replace or confirm an instrument's wording in one language (ADMIN only): a clinician's translation.
#[utoipa::path(
    tag = "safety",
    operation_id = "setInstrumentText",
    params(("code" = String, Path, description = "`phq9` or `gad7`")),
    request_body = InstrumentTextRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Saved", body = MessageResponse),
        (status = 400, description = "Wording that does not fit the instrument (`data.errors.texts`) or an unknown `lang`", body = ErrorBody),
        (status = 404, description = "No such instrument", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/check-ins/instruments/{code}/texts")]
pub async fn set_instrument_text(
    _admin: AdminUser,
    safety: web::Data<Safety>,
    lang: ReqLang,
    code: web::Path<String>,
    body: web::Json<InstrumentTextRequest>,
) -> Result<web::Json<MessageResponse>, ApiError> {
    let b = body.into_inner();
    let text_lang = match b.lang.as_str() {
        "en" => Lang::En,
        "bn" => Lang::Bn,
        _ => {
            let mut e = mon_domain::FieldErrors::new();
            e.add("lang", SafetyMsg::LangInvalid);
            return Err(mon_application::SafetyError::Validation(e).into());
        }
    };
    let text = mon_domain::safety::InstrumentText {
        title: b.title,
        instructions: b.instructions,
        items: b.items,
        options: b.options,
        bands: b.bands,
    };
    safety
        .set_instrument_text(
            &code,
            &Instrument {
                lang: text_lang,
                text,
                reviewed: b.reviewed,
            },
        )
        .await?;
    Ok(lang.message(SafetyMsg::InstrumentSaved))
}

/// The caller's own check-ins, newest first (SUBSCRIBER only).
#[utoipa::path(
    tag = "safety",
    operation_id = "listCheckIns",
    params(CheckInFilter, PageQuery<CheckInPages>),
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "One page of the caller's check-ins", body = CheckInPage),
        (status = 400, description = "An unknown `code` or invalid paging", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/check-ins")]
pub async fn list_check_ins(
    user: SubscriberUser,
    safety: web::Data<Safety>,
    filter: web::Query<CheckInFilter>,
    q: PageQuery<CheckInPages>,
) -> Result<HttpResponse, ApiError> {
    let page: CheckInPage = safety
        .check_ins(user.user.id, filter.code.as_deref(), q.page, q.per_page)
        .await?
        .into();
    Ok(private(actix_web::http::StatusCode::OK, &page))
}

/// Take a check-in: the answers are scored on the server (SUBSCRIBER only). Each instrument at most once every 7 days.
#[utoipa::path(
    tag = "safety",
    operation_id = "takeCheckIn",
    params(("code" = String, Path, description = "`phq9` or `gad7`")),
    request_body = CheckInRequest,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 201, description = "Scored and stored; with `help_suggested` the web app shows help first", body = CheckInResponse),
        (status = 400, description = "A wrong number of answers or a value outside 0–3 (`data.errors.answers`)", body = ErrorBody),
        (status = 404, description = "No such instrument", body = ErrorBody),
        (status = 409, description = "Taken in the last 7 days (`check_in_too_soon`); `data.available_at` says when it may be taken next", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/check-ins/{code}")]
pub async fn take_check_in(
    user: SubscriberUser,
    safety: web::Data<Safety>,
    code: web::Path<String>,
    body: web::Json<CheckInRequest>,
) -> Result<HttpResponse, ApiError> {
    let c = safety
        .take_check_in(user.user.id, &code, &body.answers)
        .await?;
    Ok(private(
        actix_web::http::StatusCode::CREATED,
        &CheckInResponse::from(c),
    ))
}
