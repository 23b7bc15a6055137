//! One module per area, each with its handlers, its bodies and a `configure`
//! that registers its routes. The top-level router only calls each `configure`.

pub mod accounts;
pub mod admin;
pub mod care;
pub mod content;
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
    privacy::configure(cfg);
    safety::configure(cfg);
    system::configure(cfg);
}

/// Refuses a `page` outside 1…1,000,000 or a `per_page` outside 1…the list's
/// largest page (both published in the OpenAPI document) with 400 `bad_query`, rather than
/// quietly answering another page than the one asked for. The web app never
/// sends such values: it reads its page sizes from the same document.
pub(crate) fn check_paging(
    page: Option<u64>,
    per_page: Option<u64>,
    limits: mon_domain::pagination::PageLimits,
) -> Result<(), crate::error::ApiError> {
    let page_ok =
        page.is_none_or(|p| (1..=mon_domain::pagination::PageRequest::MAX_PAGE).contains(&p));
    let per_page_ok = per_page.is_none_or(|n| (1..=limits.max_per_page).contains(&n));
    if page_ok && per_page_ok {
        Ok(())
    } else {
        Err(crate::error::ApiError::new(
            crate::error::TransportCode::BadQuery,
            crate::messages::HttpMsg::BadQuery,
        ))
    }
}
