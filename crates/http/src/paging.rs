//! The page of a list a caller asks for: one extractor for every paged handler.
//!
//! `PageQuery<L>` reads `page` and `per_page` from the query string, refuses values outside the
//! list's [`PageLimits`] (from the one table in [`mon_domain::pagination`]) and writes both
//! parameters, with those limits, into the OpenAPI document, from which the web app takes its
//! page sizes. A list's other query parameters (a search, a filter) are a second extractor of
//! their own.

use std::future::{Ready, ready};
use std::marker::PhantomData;

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use mon_domain::pagination::{PageLimits, PageRequest, Paged};
use serde::Deserialize;
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::{KnownFormat, ObjectBuilder, Required, SchemaFormat, Type};

use crate::error::{ApiError, TransportCode};
use crate::messages::HttpMsg;

/// The page of list `L` asked for: `page` (1 to 1,000,000) and `per_page` (1 to the list's
/// largest page), each absent when not given, so that the service applies the list's default.
/// Anything else is 400 `bad_query`, rather than quietly another page than the one asked for;
/// the web app never sends such values, since it reads its page sizes from the same document.
#[derive(Debug)]
pub struct PageQuery<L> {
    pub page: Option<u64>,
    pub per_page: Option<u64>,
    list: PhantomData<L>,
}

#[derive(Deserialize)]
struct Raw {
    page: Option<u64>,
    per_page: Option<u64>,
}

impl<L: Paged> PageQuery<L> {
    fn checked(raw: Raw) -> Result<Self, ApiError> {
        let page_ok = raw
            .page
            .is_none_or(|p| (1..=PageRequest::MAX_PAGE).contains(&p));
        let per_page_ok = raw
            .per_page
            .is_none_or(|n| (1..=L::LIMITS.max_per_page).contains(&n));
        if page_ok && per_page_ok {
            Ok(PageQuery {
                page: raw.page,
                per_page: raw.per_page,
                list: PhantomData,
            })
        } else {
            Err(bad_query())
        }
    }
}

fn bad_query() -> ApiError {
    ApiError::new(TransportCode::BadQuery, HttpMsg::BadQuery)
}

impl<L: Paged> FromRequest for PageQuery<L> {
    type Error = ApiError;
    type Future = Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(
            web::Query::<Raw>::from_query(req.query_string())
                .map_err(|_| bad_query())
                .and_then(|raw| Self::checked(raw.into_inner())),
        )
    }
}

impl<L: Paged> utoipa::IntoParams for PageQuery<L> {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let PageLimits {
            default_per_page,
            max_per_page,
        } = L::LIMITS;
        vec![
            parameter(
                "page",
                "1-based page number, at most 1,000,000.",
                1,
                PageRequest::MAX_PAGE,
            ),
            parameter(
                "per_page",
                "Rows per page, 1 to the maximum.",
                default_per_page,
                max_per_page,
            ),
        ]
    }
}

/// An optional integer query parameter from 1 to `maximum`, `default` when absent.
fn parameter(name: &str, description: &str, default: u64, maximum: u64) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Query)
        .description(Some(description))
        .required(Required::False)
        .schema(Some(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .default(Some(default.into()))
                .maximum(Some(maximum))
                .minimum(Some(1u64)),
        ))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mon_domain::pagination::HelplinePages;

    fn ask(page: Option<u64>, per_page: Option<u64>) -> Result<(), ()> {
        PageQuery::<HelplinePages>::checked(Raw { page, per_page })
            .map(|_| ())
            .map_err(|_| ())
    }

    #[test]
    fn a_page_outside_the_list_s_limits_is_refused() {
        assert_eq!(ask(None, None), Ok(()));
        assert_eq!(
            ask(Some(1), Some(HelplinePages::LIMITS.max_per_page)),
            Ok(())
        );
        assert_eq!(ask(Some(PageRequest::MAX_PAGE), Some(1)), Ok(()));
        assert_eq!(ask(Some(0), None), Err(()));
        assert_eq!(ask(Some(PageRequest::MAX_PAGE + 1), None), Err(()));
        assert_eq!(ask(None, Some(0)), Err(()));
        assert_eq!(
            ask(None, Some(HelplinePages::LIMITS.max_per_page + 1)),
            Err(())
        );
    }
}
