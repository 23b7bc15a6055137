//! The OpenAPI 3.1 document, generated from the handlers' annotations.

use actix_web::App;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Mon API",
        version = "0.1.0",
        description = "The API of Mon, a mental-health and well-being service in Bangladesh. \
            Errors are `{\"code\",\"message\",\"data\":{\"status\",\"errors\"?}}`; messages follow `Accept-Language` (`bn` or English). \
            Private calls take `Authorization: Bearer <token>`; the roles a call allows are listed as the scopes of its `bearer` requirement."
    ),
    modifiers(&BearerScheme),
    tags(
        (name = "auth", description = "Register, activate, log in and recover an account"),
        (name = "account", description = "The caller's own account"),
        (name = "admin", description = "Administration (ADMIN only)"),
        (name = "care", description = "Appointments: SUBSCRIBERs request their own, ADMINs decide"),
        (name = "content", description = "Stories, blog, learning hub and categories: reads are public, writes ADMIN only"),
        (name = "counsellors", description = "The people who give care: ADMINs invite and edit them, a COUNSELLOR edits their own bio, anyone reads the published profiles"),
        (name = "privacy", description = "The caller's consent log and who read their records"),
        (name = "safety", description = "Help in a crisis (helplines), the subscriber's own safety plan, and PHQ-9 / GAD-7 check-ins"),
        (name = "system", description = "Health and public configuration"),
    )
)]
struct ApiDoc;

struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        let mut scheme = Http::new(HttpAuthScheme::Bearer);
        scheme.bearer_format = Some("JWT".into());
        components.add_security_scheme("bearer", SecurityScheme::Http(scheme));
    }
}

/// The document's header, tags and security scheme, without paths.
pub(crate) fn doc() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

/// The whole document, as served at `/api/openapi.json` and committed in `openapi/openapi.json`.
pub fn openapi() -> utoipa::openapi::OpenApi {
    let (_, mut api) = App::new()
        .into_utoipa_app()
        .openapi(doc())
        .configure(crate::routes::configure)
        .split_for_parts();
    document_shared_parts(&mut api);
    api
}

/// The answers every operation shares, written once here instead of on each handler:
/// parameter parse errors ([`document_parameter_errors`]) and the token and role refusals
/// ([`document_role_errors`]).
/// It also carries the admin tables' page size (`x-admin-table-rows`), a page limit of the server
/// like each list's `per_page` bounds.
pub(crate) fn document_shared_parts(api: &mut utoipa::openapi::OpenApi) {
    document_parameter_errors(api);
    document_role_errors(api);
    api.extensions.get_or_insert_with(Default::default).merge(
        utoipa::openapi::extensions::ExtensionsBuilder::new()
            .add(
                "x-admin-table-rows",
                mon_domain::pagination::ADMIN_TABLE_ROWS,
            )
            .build(),
    );
}

/// Every operation that needs a token answers 401 without a valid one, and 403
/// to a caller of the other role when it serves one role only (the
/// [`crate::extract::Authenticated`] extractor's refusals). A handler lists
/// these itself only when it says more (e.g. `account_inactive`).
pub(crate) fn document_role_errors(api: &mut utoipa::openapi::OpenApi) {
    for operation in operations(api) {
        // The requirement's roles, read through its serialised form (its map is private).
        let roles: Vec<String> = operation
            .security
            .iter()
            .flatten()
            .filter_map(|r| serde_json::to_value(r).ok())
            .filter_map(|v| {
                v.get("bearer")
                    .and_then(|r| serde_json::from_value::<Vec<String>>(r.clone()).ok())
            })
            .flatten()
            .collect();
        if roles.is_empty() {
            continue;
        }
        let responses = &mut operation.responses.responses;
        responses
            .entry("401".into())
            .or_insert_with(|| error("Missing, invalid or expired token"));
        let pending = !operation
            .operation_id
            .as_deref()
            .is_some_and(|id| crate::extract::BEFORE_PASSWORD_CHANGE_OPERATIONS.contains(&id))
            && roles.iter().any(|r| r == "ADMIN");
        let every_role = mon_domain::user::Role::ALL
            .iter()
            .all(|r| roles.iter().any(|given| given == r.as_str()));
        let refusal = match (roles.as_slice(), pending) {
            ([only], true) if only == "ADMIN" => Some(
                "Not an admin, or the first admin's made-up password is not changed yet (`password_change_required`)",
            ),
            ([only], _) if only == "SUBSCRIBER" => Some("Not a subscriber"),
            ([only], _) if only == "COUNSELLOR" => Some("Not a counsellor"),
            (_, true) if every_role => Some(
                "The first admin's made-up password is not changed yet (`password_change_required`)",
            ),
            (_, true) => Some(
                "A role the call does not serve, or the first admin's made-up password is not changed yet (`password_change_required`)",
            ),
            _ if !every_role => Some("A role the call does not serve"),
            _ => None,
        };
        if let Some(description) = refusal {
            responses
                .entry("403".into())
                .or_insert_with(|| error(description));
        }
    }
}

/// Every operation with path or query parameters answers 400 when a value does
/// not parse (`bad_path`, `bad_query`: an id beyond 64 bits, a page that is not
/// a number); the document says so wherever the handler's own annotation does
/// not already list a 400. Found by fuzzing the contract (schemathesis).
pub(crate) fn document_parameter_errors(api: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::RefOr;
    use utoipa::openapi::path::ParameterIn;

    for operation in operations(api) {
        let places: Vec<&ParameterIn> = operation
            .parameters
            .iter()
            .flatten()
            .filter_map(|p| match p {
                RefOr::T(p) => Some(&p.parameter_in),
                RefOr::Ref(_) => None,
            })
            .collect();
        let path = places.iter().any(|p| matches!(p, ParameterIn::Path));
        let query = places.iter().any(|p| matches!(p, ParameterIn::Query));
        if !(path || query) || operation.responses.responses.contains_key("400") {
            continue;
        }
        let description = match (path, query) {
            (true, false) => "A path value that does not parse (`bad_path`)",
            (false, true) => "A query value that does not parse (`bad_query`)",
            _ => "A path or query value that does not parse (`bad_path`, `bad_query`)",
        };
        operation
            .responses
            .responses
            .insert("400".into(), error(description));
    }
}

/// Every operation of the document (those of `GET`, `PUT`, `POST`, `DELETE` and `PATCH`).
fn operations(
    api: &mut utoipa::openapi::OpenApi,
) -> impl Iterator<Item = &mut utoipa::openapi::path::Operation> {
    api.paths.paths.values_mut().flat_map(|item| {
        [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ]
        .into_iter()
        .flatten()
    })
}

/// A documented error answer: `description` with an [`crate::dto::ErrorBody`].
fn error(description: &str) -> utoipa::openapi::RefOr<utoipa::openapi::Response> {
    use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};

    let body = ContentBuilder::new()
        .schema(Some(Ref::from_schema_name("ErrorBody")))
        .build();
    RefOr::T(
        ResponseBuilder::new()
            .description(description)
            .content("application/json", body)
            .build(),
    )
}
