//! The HTTP adapter: actix-web handlers per area, the auth extractor, error
//! mapping, and the OpenAPI document generated from the handlers' annotations.
//!
//! Module order, leaves first: `state`, `messages`, `dto` → `error` →
//! `extract`, `rate_limit`, `middleware`, `conditional` → `routes::<area>` → `openapi`,
//! `spa` → `app`. Nothing imports upwards.

mod app;
mod build_files;
mod conditional;
mod detail_page;
mod dto;
mod error;
mod extract;
mod fill;
mod help_page;
mod messages;
mod middleware;
mod openapi;
pub mod pages;
mod rate_limit;
mod routes;
mod spa;
mod state;

pub use app::app;
pub use error::ApiError;
pub use messages::HttpMsg;
pub use openapi::openapi;
pub use rate_limit::{Limited, RateLimiter, SharedBudget};
pub use spa::NONCE_PLACEHOLDER;
pub use state::{HttpSettings, ReadinessCheck, SiteConfig};
