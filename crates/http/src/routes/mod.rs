//! One module per area, each with its handlers, its bodies and a `configure`
//! that registers its routes. The top-level router only calls each `configure`.

pub mod accounts;
pub mod admin;
pub mod care;
pub mod content;
pub mod counsellors;
pub mod privacy;
pub mod safety;
pub mod system;

use utoipa_actix_web::service_config::ServiceConfig;

/// Every API route, and through utoipa every documented operation.
pub fn configure(cfg: &mut ServiceConfig) {
    accounts::configure(cfg);
    admin::configure(cfg);
    care::configure(cfg);
    content::configure(cfg);
    counsellors::configure(cfg);
    privacy::configure(cfg);
    safety::configure(cfg);
    system::configure(cfg);
}
