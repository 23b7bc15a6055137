//! The admin's self-care questions: add, edit, reorder, retire (ADMIN only).
//! Admins manage the questions; they never read a subscriber's answers.

use actix_web::{HttpResponse, get, post, web};
use mon_application::Care;
use mon_application::care::QuestionInput;
use mon_application::ports::AdminQuestion;
use mon_domain::Bilingual;
use mon_domain::care::CareMsg;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::{AdminUser, ReqLang};

/// A question as the admin sees it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AdminQuestionResponse {
    pub id: i64,
    /// The English title.
    pub title: String,
    /// The Bangla title.
    pub title_bn: String,
    /// `text`, `number` (0 to 24) or `mcq`.
    pub question_type: String,
    pub mcq_options: Vec<String>,
    /// 0 for the first question asked.
    pub position: i32,
    /// Its answers feed the sleep chart; it cannot be retired.
    pub is_sleep: bool,
    /// No longer asked; its past answers stay.
    pub retired: bool,
}

impl From<AdminQuestion> for AdminQuestionResponse {
    fn from(q: AdminQuestion) -> Self {
        AdminQuestionResponse {
            id: q.id,
            title: q.title.en,
            title_bn: q.title.bn,
            question_type: q.question_type.as_str().to_owned(),
            mcq_options: q.mcq_options,
            position: q.position,
            is_sleep: q.is_sleep,
            retired: q.retired,
        }
    }
}

/// A question as the admin writes it. The type cannot change once the question exists.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct QuestionRequest {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub title_bn: String,
    /// `text`, `number` or `mcq`.
    #[serde(default)]
    pub question_type: String,
    /// 2 to 10 distinct choices for `mcq`; ignored otherwise.
    #[serde(default)]
    pub mcq_options: Vec<String>,
}

impl From<QuestionRequest> for QuestionInput {
    fn from(r: QuestionRequest) -> Self {
        QuestionInput {
            title: Bilingual::new(r.title, r.title_bn),
            question_type: r.question_type,
            mcq_options: r.mcq_options,
        }
    }
}

/// Retire a question, or ask it again.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct RetireRequest {
    pub retired: bool,
}

/// The asked questions' ids in their new order.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct OrderRequest {
    pub ids: Vec<i64>,
}

/// A changed question and the message to show.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct QuestionMessageResponse {
    pub message: String,
    pub question: AdminQuestionResponse,
}

fn all(questions: Vec<AdminQuestion>) -> Vec<AdminQuestionResponse> {
    questions.into_iter().map(Into::into).collect()
}

/// Every self-care question, the asked ones first in their order, then the retired ones (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "listAdminQuestions",
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Every question", body = Vec<AdminQuestionResponse>),
    )
)]
#[get("/api/custom/v1/admin/questions")]
pub async fn list_admin_questions(
    _admin: AdminUser,
    care: web::Data<Care>,
) -> Result<web::Json<Vec<AdminQuestionResponse>>, ApiError> {
    Ok(web::Json(all(care.admin_questions().await?)))
}

/// Add a question; it is asked from now on, after the others (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "addQuestion",
    request_body = QuestionRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 201, description = "Added", body = QuestionMessageResponse),
        (status = 400, description = "Invalid fields (`data.errors.title`, `title_bn`, `question_type`, `mcq_options`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/questions")]
pub async fn add_question(
    _admin: AdminUser,
    care: web::Data<Care>,
    lang: ReqLang,
    body: web::Json<QuestionRequest>,
) -> Result<HttpResponse, ApiError> {
    let question = care.add_question(&body.into_inner().into()).await?;
    Ok(HttpResponse::Created().json(QuestionMessageResponse {
        message: lang.text(CareMsg::QuestionSaved),
        question: question.into(),
    }))
}

/// Change a question's titles and options (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "updateQuestion",
    params(("id" = i64, Path, description = "The question's id")),
    request_body = QuestionRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Changed", body = QuestionMessageResponse),
        (status = 400, description = "Invalid fields, or a changed type (`data.errors.question_type`)", body = ErrorBody),
        (status = 404, description = "No such question", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/questions/{id}")]
pub async fn update_question(
    _admin: AdminUser,
    care: web::Data<Care>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<QuestionRequest>,
) -> Result<web::Json<QuestionMessageResponse>, ApiError> {
    let question = care
        .update_question(id.into_inner(), &body.into_inner().into())
        .await?;
    Ok(web::Json(QuestionMessageResponse {
        message: lang.text(CareMsg::QuestionSaved),
        question: question.into(),
    }))
}

/// Retire a question (it stops being asked; its answers stay) or ask it again (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "retireQuestion",
    params(("id" = i64, Path, description = "The question's id")),
    request_body = RetireRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Changed", body = QuestionMessageResponse),
        (status = 404, description = "No such question", body = ErrorBody),
        (status = 409, description = "The sleep question cannot be retired (`sleep_question_kept`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/questions/{id}/retire")]
pub async fn retire_question(
    _admin: AdminUser,
    care: web::Data<Care>,
    lang: ReqLang,
    id: web::Path<i64>,
    body: web::Json<RetireRequest>,
) -> Result<web::Json<QuestionMessageResponse>, ApiError> {
    let question = care.retire_question(id.into_inner(), body.retired).await?;
    Ok(web::Json(QuestionMessageResponse {
        message: lang.text(CareMsg::QuestionSaved),
        question: question.into(),
    }))
}

/// Put the asked questions in a new order; the list must name each of them once (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "reorderQuestions",
    request_body = OrderRequest,
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "Every question, in the new order", body = Vec<AdminQuestionResponse>),
        (status = 400, description = "The list does not name every asked question once (`data.errors.ids`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/admin/questions-order")]
pub async fn reorder_questions(
    _admin: AdminUser,
    care: web::Data<Care>,
    body: web::Json<OrderRequest>,
) -> Result<web::Json<Vec<AdminQuestionResponse>>, ApiError> {
    Ok(web::Json(all(care.reorder_questions(&body.ids).await?)))
}
