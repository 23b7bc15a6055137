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
    let (_, api) = App::new().into_utoipa_app().openapi(doc()).configure(crate::routes::configure).split_for_parts();
    api
}
