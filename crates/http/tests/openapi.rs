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
    use mon_domain::pagination::ADMIN_TABLE_ROWS;
    let doc = serde_json::to_value(mon_http::openapi()).unwrap();
    assert_eq!(
        doc["paths"]["/api/custom/v1/users"]["get"]["operationId"],
        "listSubscribers"
    );
    assert_eq!(ADMIN_TABLE_ROWS, 20);
    assert_eq!(doc["x-admin-table-rows"], ADMIN_TABLE_ROWS);
    // The spec's numbers (section 9: 15 subscribers, 15 appointments, 15 cards), the admin
    // tables' size for the admin-only lists, and 100 at most everywhere.
    for (path, default_per_page) in [
        ("/api/custom/v1/users", 15),
        ("/api/custom/v1/get-all-category", 15),
        ("/api/custom/v1/stories", 15),
        ("/api/custom/v1/posts", 15),
        ("/api/custom/v1/learninghub", 15),
        ("/api/custom/v1/get-learning-hubs", 15),
        ("/api/custom/v1/appointment/all", 15),
        ("/api/custom/v1/appointment/user/{userId}", 15),
        ("/api/custom/v1/admin/helplines", ADMIN_TABLE_ROWS),
        ("/api/custom/v1/admin/mail/dead-letters", ADMIN_TABLE_ROWS),
        ("/api/custom/v1/check-ins", 20),
        ("/api/custom/v1/me/consents", 20),
        ("/api/custom/v1/me/access-log", 20),
    ] {
        let params = doc["paths"][path]["get"]["parameters"]
            .as_array()
            .unwrap_or_else(|| panic!("{path} has no parameters"));
        let schema = |name: &str| {
            params
                .iter()
                .find(|p| p["name"] == name && p["in"] == "query")
                .unwrap_or_else(|| panic!("{path} has no {name}"))["schema"]
                .clone()
        };
        let per_page = schema("per_page");
        assert_eq!(
            per_page["default"].as_u64(),
            Some(default_per_page),
            "{path}"
        );
        assert_eq!(per_page["maximum"].as_u64(), Some(100), "{path}");
        assert_eq!(per_page["minimum"].as_u64(), Some(1), "{path}");
        let page = schema("page");
        assert_eq!(page["default"].as_u64(), Some(1), "{path}");
        assert_eq!(page["maximum"].as_u64(), Some(1_000_000), "{path}");
    }
}
