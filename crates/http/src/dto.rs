//! Bodies every area shares: the error body (defined with the errors, in `error`) and a plain message. Each area's
//! own request and response bodies live beside its handlers.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::error::ErrorBody;

#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct MessageResponse {
    pub message: String,
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
