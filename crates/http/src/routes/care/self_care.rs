//! Daily self-care and the subscriber's dashboard figures (SUBSCRIBER only:
//! answers are the subscriber's alone; admins do not read them).

use std::collections::BTreeMap;

use actix_web::{HttpResponse, get, post, web};
use chrono::NaiveDate;
use mon_application::Care;
use mon_domain::care::{AnswerInput, CareMsg, Question};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::StatusCountsResponse;
use crate::dto::ErrorBody;
use crate::error::ApiError;
use crate::extract::{ReqLang, SubscriberUser};

/// A self-care question.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct QuestionResponse {
    pub id: i64,
    /// In the language asked for with `Accept-Language`.
    pub title: String,
    /// `text`, `number` (0 to 24) or `mcq`.
    pub question_type: String,
    /// The choices of an `mcq` question; empty otherwise.
    pub mcq_options: Vec<String>,
    /// Whether its answers feed the sleep chart.
    pub is_sleep: bool,
}

impl From<Question> for QuestionResponse {
    fn from(q: Question) -> Self {
        QuestionResponse {
            id: q.id,
            title: q.title,
            question_type: q.question_type.as_str().to_owned(),
            mcq_options: q.mcq_options,
            is_sleep: q.is_sleep,
        }
    }
}

/// One answer as stored.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AnswerResponse {
    pub question_id: i64,
    /// The question as it was worded when answered, in the caller's language (a question
    /// reworded since keeps this wording here).
    pub question: String,
    pub answer: String,
}

/// The caller's answers on a date.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AnswersResponse {
    pub date: NaiveDate,
    /// Empty when the caller did not answer that day.
    pub answers: Vec<AnswerResponse>,
}

/// One answer as sent: the question's id and the answer (text, a number, or one of the options).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AnswerItem {
    pub id: i64,
    #[schema(value_type = String)]
    #[serde(default)]
    pub answer: serde_json::Value,
}

/// The day's answers stored.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AnswersSavedResponse {
    pub message: String,
    pub date: NaiveDate,
}

/// The subscriber dashboard's figures.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct UserStatusResponse {
    pub appointments: StatusCountsResponse,
    /// Hours slept per date (`YYYY-MM-DD`) of the last 7 days; the first item is the hours (spec section 3).
    pub sleep: BTreeMap<String, Vec<f64>>,
}

/// Today's self-care questions, in their order.
#[utoipa::path(
    tag = "care",
    operation_id = "listQuestions",
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "The questions asked now", body = Vec<QuestionResponse>),
    )
)]
#[get("/api/custom/v1/questions")]
pub async fn list_questions(
    _user: SubscriberUser,
    care: web::Data<Care>,
    lang: ReqLang,
) -> Result<web::Json<Vec<QuestionResponse>>, ApiError> {
    Ok(web::Json(
        care.questions(lang.0)
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

/// The caller's answers on a date (`YYYY-MM-DD`, not after today).
#[utoipa::path(
    tag = "care",
    operation_id = "answersByDate",
    params(("date" = String, Path, description = "`YYYY-MM-DD`, today or earlier")),
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "The caller's answers on that date", body = AnswersResponse),
        (status = 400, description = "A malformed or future date (`data.errors.date`)", body = ErrorBody),
    )
)]
#[get("/api/custom/v1/answers-by-date/{date}")]
pub async fn answers_by_date(
    user: SubscriberUser,
    care: web::Data<Care>,
    lang: ReqLang,
    date: web::Path<String>,
) -> Result<web::Json<AnswersResponse>, ApiError> {
    let (date, answers) = care.answers_on(user.user.id, &date, lang.0).await?;
    Ok(web::Json(AnswersResponse {
        date,
        answers: answers
            .into_iter()
            .map(|a| AnswerResponse {
                question_id: a.question_id,
                question: a.question,
                answer: a.answer,
            })
            .collect(),
    }))
}

/// Today's answers, all at once; a second submission on the same day is refused.
#[utoipa::path(
    tag = "care",
    operation_id = "submitAnswers",
    request_body = Vec<AnswerItem>,
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 201, description = "Stored for today", body = AnswersSavedResponse),
        (status = 400, description = "Missing or invalid answers (`data.errors.<question id>`)", body = ErrorBody),
        (status = 409, description = "Today's questions were answered already (`already_answered`)", body = ErrorBody),
    )
)]
#[post("/api/custom/v1/multiple-answers")]
pub async fn submit_answers(
    user: SubscriberUser,
    care: web::Data<Care>,
    lang: ReqLang,
    body: web::Json<Vec<AnswerItem>>,
) -> Result<HttpResponse, ApiError> {
    let answers: Vec<AnswerInput> = body
        .into_inner()
        .into_iter()
        .map(|a| AnswerInput {
            question_id: a.id,
            answer: match a.answer {
                serde_json::Value::String(s) => s,
                serde_json::Value::Number(n) => n.to_string(),
                _ => String::new(),
            },
        })
        .collect();
    let date = care.submit_answers(user.user.id, &answers).await?;
    Ok(HttpResponse::Created().json(AnswersSavedResponse {
        message: lang.text(CareMsg::AnswersSaved),
        date,
    }))
}

/// The caller's appointment counts and sleep hours of the last 7 days (the subscriber dashboard).
#[utoipa::path(
    tag = "care",
    operation_id = "getUserStatusCount",
    security(("bearer" = ["SUBSCRIBER"])),
    responses(
        (status = 200, description = "The caller's figures", body = UserStatusResponse),
    )
)]
#[get("/api/custom/v1/get_user_status_count")]
pub async fn user_status_count(
    user: SubscriberUser,
    care: web::Data<Care>,
) -> Result<web::Json<UserStatusResponse>, ApiError> {
    let status = care.user_status(user.user.id).await?;
    let sleep = status
        .sleep
        .into_iter()
        .map(|(d, h)| (d.format("%Y-%m-%d").to_string(), vec![h]))
        .collect();
    Ok(web::Json(UserStatusResponse {
        appointments: status.appointments.into(),
        sleep,
    }))
}
