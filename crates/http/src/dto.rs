//! Bodies every area shares: the error body and a plain message. Each area's
//! own request and response bodies live beside its handlers.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// The error body of every failed call.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    /// A stable machine-readable code, e.g. `validation_failed`.
    pub code: crate::error::Code,
    /// A sentence for people, in the language asked for with `Accept-Language`.
    pub message: String,
    pub data: ErrorData,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ErrorData {
    /// The HTTP status.
    pub status: u16,
    /// Messages per request field, when fields failed validation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<BTreeMap<String, Vec<String>>>,
    /// When what was refused becomes possible (for example the next check-in), for a refusal that time resolves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available_at: Option<chrono::DateTime<chrono::Utc>>,
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
}

/// The page asked for of a list of 20 rows a page by default and at most 100: the privacy logs'
/// ([`mon_domain::privacy::PRIVACY_PAGES`]) and the dead letters'
/// ([`mon_application::outbox::DEAD_LETTER_PAGES`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    #[param(minimum = 1, maximum = 1_000_000, default = 1)]
    pub page: Option<u64>,
    #[param(minimum = 1, default = 20, maximum = 100)]
    pub per_page: Option<u64>,
}

/// Declares the body of one page of a list: its `items`, each converted with `From` from the
/// service's item, the `total` that match, and the `page` and `per_page` served; and its
/// conversion from the service's [`mon_domain::pagination::Page`]. A doc comment before `total`
/// documents that field.
///
/// ```ignore
/// page_body! {
///     /// One page of categories, A to Z.
///     CategoryPage: Vec<CategoryResponse> from Page<Category>,
///     /// How many match in all.
///     total
/// }
/// ```
macro_rules! page_body {
    (
        $(#[doc = $doc:tt])*
        $Page:ident: Vec<$Item:ident> from Page<$Source:ty>
        $(, $(#[doc = $total_doc:tt])+ total)?
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, ::serde::Serialize, ::serde::Deserialize, ::utoipa::ToSchema)]
        pub struct $Page {
            pub items: Vec<$Item>,
            $($(#[doc = $total_doc])+)?
            pub total: u64,
            pub page: u64,
            pub per_page: u64,
        }

        impl From<::mon_domain::pagination::Page<$Source>> for $Page {
            fn from(p: ::mon_domain::pagination::Page<$Source>) -> Self {
                $Page {
                    items: p.items.into_iter().map(Into::into).collect(),
                    total: p.total,
                    page: p.page,
                    per_page: p.per_page,
                }
            }
        }
    };
}
pub(crate) use page_body;
