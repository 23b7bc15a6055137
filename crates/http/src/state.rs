//! Settings and shared data of the HTTP layer. A leaf: it imports nothing else
//! from this crate, so every module may import it. Application services are
//! not here: each is registered as its own `web::Data` (see [`crate::app`]).

use std::path::PathBuf;
use std::sync::Arc;

use futures_util::future::BoxFuture;

/// Answers whether the service can do its work (the database answers).
pub type ReadinessCheck = Arc<dyn Fn() -> BoxFuture<'static, bool> + Send + Sync>;

// Served as it is by `getSiteConfig`: its doc comments are the OpenAPI document's.
/// Public contact details for the floating contact button, and the settings
/// the web app shares with the server.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct SiteConfig {
    pub contact_email: String,
    /// In international form without `+`, as chat links want it (e.g. `8801700000000`).
    pub whatsapp_number: String,
    pub phone_number: String,
    // `MON_TIMEZONE`.
    /// The service's time zone (an IANA name such as `Asia/Dhaka`): the one "today" is judged in.
    pub timezone: String,
    /// How many days after today an appointment may be requested.
    pub booking_horizon_days: u32,
    /// Requested appointments one subscriber may have waiting at once.
    pub max_open_requests: u32,
    /// How long a session with a counsellor lasts, in minutes (`MON_SESSION_MINUTES`).
    pub session_minutes: u32,
    /// The gap kept between a counsellor's sessions (`MON_SESSION_BUFFER_MINUTES`).
    pub session_buffer_minutes: u32,
    /// How many hours ahead a slot must start to be offered (`MON_MIN_NOTICE_HOURS`).
    pub min_notice_hours: u32,
    /// Approved sessions a counsellor has in one day at most (`MON_COUNSELLOR_DAILY_CAP`).
    pub counsellor_daily_cap: u32,
    /// A cancellation later than this many hours before the session is late (`MON_CANCEL_NOTICE_HOURS`).
    pub cancel_notice_hours: u32,
}

/// Settings of the HTTP layer.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// The built web app (`frontend/dist`); `None` serves a hint page instead.
    pub static_dir: Option<PathBuf>,
    pub site: SiteConfig,
    /// Largest accepted JSON body, in bytes.
    pub json_limit: usize,
    /// Largest accepted multipart form (an image upload and its text fields), in bytes.
    pub form_limit: usize,
    /// The address visitors use (`MON_PUBLIC_URL`, no trailing slash): canonical addresses,
    /// share tags and the sitemap are absolute.
    pub public_url: String,
}

impl HttpSettings {
    /// Send `Strict-Transport-Security`: the public URL is https.
    pub fn hsts(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}
