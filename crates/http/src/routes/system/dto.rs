//! Bodies of the system area.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::state::SiteConfig;

/// Public contact details for the floating contact button, and the settings
/// the web app shares with the server.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[schema(as = SiteConfig)]
pub struct SiteConfigResponse {
    pub contact_email: String,
    /// In international form without `+`, as chat links want it (e.g. `8801700000000`).
    pub whatsapp_number: String,
    pub phone_number: String,
    /// The service's time zone (an IANA name such as `Asia/Dhaka`): the one "today" is judged in.
    pub timezone: String,
    /// How many days after today an appointment may be requested.
    pub booking_horizon_days: u32,
    /// Requested appointments one subscriber may have waiting at once.
    pub max_open_requests: u32,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct HealthResponse {
    pub status: String,
}

impl From<&SiteConfig> for SiteConfigResponse {
    fn from(s: &SiteConfig) -> Self {
        SiteConfigResponse {
            contact_email: s.contact_email.clone(),
            whatsapp_number: s.whatsapp_number.clone(),
            phone_number: s.phone_number.clone(),
            timezone: s.timezone.clone(),
            booking_horizon_days: s.booking_horizon_days,
            max_open_requests: s.max_open_requests,
        }
    }
}
