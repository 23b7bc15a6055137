//! The HTTP adapter: actix-web handlers per area, the auth extractor, error
//! mapping, and the OpenAPI document generated from the handlers' annotations.
//!
//! Module order, leaves first: `state`, `messages` → `error` (with the error body) → `dto` →
//! `extract`, `paging`, `rate_limit`, `middleware`, `conditional` → `routes::<area>` → `openapi`,
//! `site` (the pages the server draws) → `app`. Nothing imports upwards.

#![cfg_attr(not(test), warn(clippy::too_many_lines))]

mod app;
mod conditional;
mod dto;
mod error;
mod extract;
mod messages;
mod middleware;
mod openapi;
mod paging;
mod rate_limit;
mod routes;
mod site;
mod state;

pub use app::app;
pub use error::ApiError;
pub use messages::HttpMsg;
pub use openapi::openapi;
pub use rate_limit::{Limited, RateLimiter, SharedBudget};
pub use site::NONCE_PLACEHOLDER;
pub use state::{HttpSettings, ReadinessCheck, SiteConfig};
