//! The admin console's figures: counts of content and appointments, and new
//! subscribers per month (ADMIN only). Each is an aggregate or a counter read,
//! never a scan loaded into memory. And the mail that could not be delivered.

mod mail;

use actix_web::{get, web};
use mon_application::accounts::MonthCount;
use mon_application::{Accounts, Care, Content};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::ApiError;
use crate::extract::AdminUser;

/// Registers the area's routes.
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(published_counts).service(registration_counts);
    mail::configure(cfg);
}

/// Appointments per status, for the dashboard's cards.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct AppointmentCountsResponse {
    pub requested: u64,
    pub approved: u64,
    pub unapproved: u64,
}

/// What the admin's dashboard counts.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct PublishedCountsResponse {
    /// Blog posts.
    pub blog: u64,
    /// Stories.
    pub story: u64,
    /// Learning-hub items.
    pub learninghub: u64,
    pub appointment: AppointmentCountsResponse,
}

/// New subscribers in one month of the configured time zone.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MonthCountResponse {
    /// 1 to 12.
    pub month: u32,
    pub year: i32,
    pub user_count: u64,
}

impl From<MonthCount> for MonthCountResponse {
    fn from(m: MonthCount) -> Self {
        MonthCountResponse {
            month: m.month,
            year: m.year,
            user_count: m.user_count,
        }
    }
}

/// Counts of blog posts, stories, learning-hub items and appointments per status (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "getPublishedCounts",
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "The counts", body = PublishedCountsResponse),
    )
)]
#[get("/api/custom/v1/get_published_posts_count")]
pub async fn published_counts(
    _admin: AdminUser,
    content: web::Data<Content>,
    care: web::Data<Care>,
) -> Result<web::Json<PublishedCountsResponse>, ApiError> {
    let (c, a) = tokio::try_join!(
        async { content.counts().await.map_err(ApiError::from) },
        async { care.appointment_counts().await.map_err(ApiError::from) }
    )?;
    Ok(web::Json(PublishedCountsResponse {
        blog: c.blog,
        story: c.story,
        learninghub: c.learning,
        appointment: AppointmentCountsResponse {
            requested: a.requested,
            approved: a.approved,
            unapproved: a.unapproved,
        },
    }))
}

/// New subscribers per month for the last 12 months, oldest first, empty months as 0 (ADMIN only).
#[utoipa::path(
    tag = "admin",
    operation_id = "getUserRegistrationCount",
    security(("bearer" = ["ADMIN"])),
    responses(
        (status = 200, description = "12 months, oldest first", body = Vec<MonthCountResponse>),
    )
)]
#[get("/api/custom/v1/user_registration_count")]
pub async fn registration_counts(
    _admin: AdminUser,
    accounts: web::Data<Accounts>,
) -> Result<web::Json<Vec<MonthCountResponse>>, ApiError> {
    Ok(web::Json(
        accounts
            .registration_counts()
            .await?
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}
