//! Walks every operation of the OpenAPI document. An operation is either on
//! the explicit list of public operations below or has a `bearer` requirement
//! naming its roles; anything else fails. A private operation must answer 401
//! without a token or with a forged one, and 403 to every role it does not
//! allow. New routes are covered as soon as they are documented.

/// Operations anyone may call (spec section 6: public reads and the account
/// flows of anonymous visitors). Adding one here is a security decision.
const PUBLIC_OPERATIONS: &[&str] = &[
    "login",
    "register",
    "activateAccount",
    "requestPasswordReset",
    "setNewPassword",
    "getSiteConfig",
    "health",
    "ready",
    "listCategories",
    "getCategory",
    "listStories",
    "getStory",
    "listPosts",
    "getPost",
    "listLearning",
    "getLearning",
    "getImage",
    // The help panel: helplines must reach anyone, logged in or not.
    "listHelplines",
    // The people who give care, once an admin publishes them.
    "listCounsellors",
    "getCounsellor",
    "getCounsellorSlots",
    // Days the whole service is closed: a visitor choosing a date should know.
    "listClosures",
];

use reqwest::Method;
use serde_json::json;

use crate::helpers::{Options, spawn_apps};

#[tokio::test]
async fn every_private_route_refuses_missing_tokens_and_wrong_roles() {
    let doc = serde_json::to_value(mon_http::openapi()).unwrap();
    // Every operation that asks for a token, counted apart from the walk: the walk must reach each one.
    let private_operations = doc["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|ops| ops.as_object().unwrap().values())
        .filter(|op| op.get("security").is_some())
        .count();
    assert!(
        private_operations >= 55,
        "the document lists {private_operations} private operations"
    );
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let subscriber = app.subscriber_token("walker", "secret1").await;
        let (_, counsellor) = app.counsellor_token("carer", "secret1").await;
        let mut checked = 0;
        for (path, ops) in doc["paths"].as_object().unwrap() {
            for (method, op) in ops.as_object().unwrap() {
                let operation_id = op["operationId"].as_str().unwrap_or_default();
                let Some(security) = op.get("security").and_then(|s| s.as_array()) else {
                    assert!(
                        PUBLIC_OPERATIONS.contains(&operation_id),
                        "{method} {path} ({operation_id}) has no security requirement and is not on the public list"
                    );
                    continue;
                };
                assert!(
                    !PUBLIC_OPERATIONS.contains(&operation_id),
                    "{operation_id} is on the public list but requires a token"
                );
                let roles: Vec<&str> = security
                    .iter()
                    .filter_map(|s| s["bearer"].as_array())
                    .flatten()
                    .filter_map(|r| r.as_str())
                    .collect();
                assert!(
                    !roles.is_empty(),
                    "{method} {path} has a security requirement without roles"
                );
                let concrete = path
                    .replace("{id}", "1")
                    .replace("{userId}", "1")
                    .replace("{learningHubId}", "1")
                    .replace("{date}", "2026-01-01");
                let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
                let body =
                    matches!(method, Method::POST | Method::PUT | Method::PATCH).then(|| json!({}));

                let r = app
                    .call(method.clone(), &concrete, None, body.clone())
                    .await;
                assert_eq!(
                    r.status, 401,
                    "{method} {path} without a token: {:?}",
                    r.body
                );
                assert_eq!(r.body["code"], "unauthorized");
                let r = app
                    .call(method.clone(), &concrete, Some("not.a.jwt"), body.clone())
                    .await;
                assert_eq!(r.status, 401, "{method} {path} with a forged token");

                for (role, token) in [
                    ("ADMIN", &admin),
                    ("SUBSCRIBER", &subscriber),
                    ("COUNSELLOR", &counsellor),
                ] {
                    if !roles.contains(&role) {
                        let r = app
                            .call(method.clone(), &concrete, Some(token), body.clone())
                            .await;
                        assert_eq!(r.status, 403, "{method} {path} as {role}: {:?}", r.body);
                    }
                }
                checked += 1;
            }
        }
        assert_eq!(
            checked, private_operations,
            "every private operation was walked"
        );
    }
}
