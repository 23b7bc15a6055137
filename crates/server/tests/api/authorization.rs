//! Walks every operation of the OpenAPI document that has a `bearer`
//! requirement: without a token it must answer 401, and with a token of a role
//! its requirement does not list, 403. New private routes are covered as soon
//! as they are documented.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{Options, spawn_apps};

#[tokio::test]
async fn every_private_route_refuses_missing_tokens_and_wrong_roles() {
    let doc = serde_json::to_value(mon_http::openapi()).unwrap();
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let subscriber = app.subscriber_token("walker", "secret1").await;
        let mut checked = 0;
        for (path, ops) in doc["paths"].as_object().unwrap() {
            for (method, op) in ops.as_object().unwrap() {
                let Some(security) = op.get("security").and_then(|s| s.as_array()) else { continue };
                let roles: Vec<&str> = security.iter().filter_map(|s| s["bearer"].as_array()).flatten().filter_map(|r| r.as_str()).collect();
                assert!(!roles.is_empty(), "{method} {path} has a security requirement without roles");
                let concrete = path.replace("{id}", "1").replace("{userId}", "1").replace("{learningHubId}", "1").replace("{date}", "2026-01-01");
                let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
                let body = matches!(method, Method::POST | Method::PUT | Method::PATCH).then(|| json!({}));

                let r = app.call(method.clone(), &concrete, None, body.clone()).await;
                assert_eq!(r.status, 401, "{method} {path} without a token: {:?}", r.body);
                assert_eq!(r.body["code"], "unauthorized");
                let r = app.call(method.clone(), &concrete, Some("not.a.jwt"), body.clone()).await;
                assert_eq!(r.status, 401, "{method} {path} with a forged token");

                for (role, token) in [("ADMIN", &admin), ("SUBSCRIBER", &subscriber)] {
                    if !roles.contains(&role) {
                        let r = app.call(method.clone(), &concrete, Some(token), body.clone()).await;
                        assert_eq!(r.status, 403, "{method} {path} as {role}: {:?}", r.body);
                    }
                }
                checked += 1;
            }
        }
        assert!(checked >= 4, "only {checked} private operations found");
    }
}
