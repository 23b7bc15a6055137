//! The committed `openapi/openapi.json` must be exactly what the code generates.
//! `make openapi` (MON_UPDATE_OPENAPI=1) rewrites it.

use std::path::PathBuf;

fn committed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../openapi/openapi.json")
}

#[test]
fn committed_openapi_document_matches_the_code() {
    let generated = mon_http::openapi()
        .to_pretty_json()
        .expect("serialising the OpenAPI document")
        + "\n";
    let path = committed_path();
    if std::env::var("MON_UPDATE_OPENAPI").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &generated).expect("writing openapi/openapi.json");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "openapi/openapi.json is stale: run `make openapi` and commit the result (and the regenerated frontend client)"
    );
}

#[test]
fn the_document_is_openapi_3_1_with_every_spec_path() {
    let doc = serde_json::to_value(mon_http::openapi()).unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    for path in [
        "/api/jwt-auth/v1/token/",
        "/api/custom/v1/register",
        "/api/custom/v1/activate",
        "/api/custom/v1/password-reset",
        "/api/custom/v1/password-update",
        "/api/custom/v1/change-password",
        "/api/custom/v1/update-user-info/",
        "/api/custom/v1/users",
        "/api/health",
        "/api/ready",
    ] {
        assert!(
            doc["paths"].get(path).is_some(),
            "{path} is missing from the OpenAPI document"
        );
    }
    assert_eq!(
        doc["components"]["securitySchemes"]["bearer"]["scheme"],
        "bearer"
    );
}

#[test]
fn list_parameters_publish_each_list_s_page_sizes() {
    use mon_domain::content::{ARTICLE_PAGES, CATEGORY_PAGES, LEARNING_PAGES, WISHLIST_PAGES};
    let doc = serde_json::to_value(mon_http::openapi()).unwrap();
    assert_eq!(
        doc["paths"]["/api/custom/v1/users"]["get"]["operationId"],
        "listSubscribers"
    );
    for (path, limits) in [
        ("/api/custom/v1/users", mon_domain::user::SUBSCRIBER_PAGES),
        ("/api/custom/v1/get-all-category", CATEGORY_PAGES),
        ("/api/custom/v1/stories", ARTICLE_PAGES),
        ("/api/custom/v1/posts", ARTICLE_PAGES),
        ("/api/custom/v1/learninghub", LEARNING_PAGES),
        ("/api/custom/v1/get-learning-hubs", WISHLIST_PAGES),
        (
            "/api/custom/v1/appointment/all",
            mon_domain::care::APPOINTMENT_PAGES,
        ),
        (
            "/api/custom/v1/appointment/user/{userId}",
            mon_domain::care::APPOINTMENT_PAGES,
        ),
        (
            "/api/custom/v1/admin/helplines",
            mon_application::safety::HELPLINE_PAGES,
        ),
        (
            "/api/custom/v1/check-ins",
            mon_domain::safety::CHECK_IN_PAGES,
        ),
        (
            "/api/custom/v1/me/consents",
            mon_domain::privacy::PRIVACY_PAGES,
        ),
        (
            "/api/custom/v1/me/access-log",
            mon_domain::privacy::PRIVACY_PAGES,
        ),
    ] {
        let params = doc["paths"][path]["get"]["parameters"]
            .as_array()
            .unwrap_or_else(|| panic!("{path} has no parameters"));
        let per_page = params
            .iter()
            .find(|p| p["name"] == "per_page")
            .expect("per_page");
        assert_eq!(
            per_page["schema"]["default"].as_u64(),
            Some(limits.default_per_page),
            "{path}"
        );
        assert_eq!(
            per_page["schema"]["maximum"].as_u64(),
            Some(limits.max_per_page),
            "{path}"
        );
    }
}
