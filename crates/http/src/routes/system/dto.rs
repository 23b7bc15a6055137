//! Bodies of the system area.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::state::SiteConfig;

/// Public contact details for the floating contact button.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[schema(as = SiteConfig)]
pub struct SiteConfigResponse {
    pub contact_email: String,
    /// In international form without `+`, as chat links want it (e.g. `8801700000000`).
    pub whatsapp_number: String,
    pub phone_number: String,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HealthResponse {
    pub status: String,
}

impl From<&SiteConfig> for SiteConfigResponse {
    fn from(s: &SiteConfig) -> Self {
        SiteConfigResponse { contact_email: s.contact_email.clone(), whatsapp_number: s.whatsapp_number.clone(), phone_number: s.phone_number.clone() }
    }
}
