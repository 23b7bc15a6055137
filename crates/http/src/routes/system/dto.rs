//! Bodies of the system area. The site configuration is [`crate::state::SiteConfig`], served as it is.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HealthResponse {
    pub status: String,
}
