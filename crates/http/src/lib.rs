//! The HTTP adapter: actix-web handlers, DTOs, the auth extractor, error
//! mapping, and the OpenAPI document generated from the handlers' annotations.

mod app;
mod dto;
mod error;
mod extract;
mod middleware;
mod openapi;
mod rate_limit;
mod routes;
mod spa;

pub use app::{AppState, HttpSettings, ReadinessCheck, SiteConfig, app};
pub use error::ApiError;
pub use openapi::openapi;
pub use rate_limit::RateLimiter;
