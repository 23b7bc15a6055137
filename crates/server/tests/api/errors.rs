use serde_json::json;

use crate::helpers::{Options, spawn_apps};

#[tokio::test]
async fn bad_requests_get_json_errors_never_a_500() {
    for app in spawn_apps(Options::default()).await {
        let url = |p: &str| format!("{}{}", app.address, p);

        let r = app.get("/api/no/such/path", None).await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["code"].as_str(),
                r.body["data"]["status"].as_u64()
            ),
            (404, Some("not_found"), Some(404))
        );

        // A body that is not JSON, JSON of the wrong shape, or not JSON at all: 400 with its code.
        for (content_type, body, code) in [
            ("application/json", "{not json", Some("malformed_json")),
            ("application/json", r#"{"username": 5}"#, None),
            ("text/plain", "hello", Some("unsupported_content_type")),
        ] {
            let r = app
                .client
                .post(url("/api/custom/v1/register"))
                .header("content-type", content_type)
                .body(body)
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 400, "{body}");
            let answer = r.json::<serde_json::Value>().await.unwrap();
            if let Some(code) = code {
                assert_eq!(answer["code"], code, "{body}");
            }
        }

        let huge = json!({"username": "x".repeat(200_000), "email": "", "password": "", "contact_number": ""});
        let r = app
            .client
            .post(url("/api/custom/v1/register"))
            .json(&huge)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 413);
        assert_eq!(
            r.json::<serde_json::Value>().await.unwrap()["code"],
            "payload_too_large"
        );

        // Long, odd and hostile values are validation errors, not crashes.
        for value in [
            "x".repeat(5000),
            "'; DROP TABLE users; --".into(),
            "\u{0}\u{202e}".into(),
            "রহিম".repeat(100),
        ] {
            let r = app.post("/api/custom/v1/register", None, json!({"username": value, "email": value, "password": value, "contact_number": value})).await;
            assert_eq!(r.status, 400, "{:?}: {value:?} -> {:?}", app.engine, r.body);
            let r = app.login(&value, &value).await;
            assert!(
                r.status == 401 || r.status == 400,
                "{value:?} -> {}",
                r.status
            );
        }

        // A known path with the wrong method says which methods it takes.
        let r = app
            .call(
                reqwest::Method::DELETE,
                "/api/custom/v1/register",
                None,
                None,
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (405, Some("method_not_allowed")),
            "{:?}",
            r.body
        );
        assert_eq!(r.headers["allow"], "POST");
        let r = app.get("/api/jwt-auth/v1/token", None).await;
        assert_eq!(r.status, 405);

        let r = app.get("/api/health", None).await;
        assert_eq!(
            (r.status.as_u16(), r.body["status"].as_str()),
            (200, Some("ok"))
        );
        let r = app.get("/api/ready", None).await;
        assert_eq!(r.status, 200);
        let r = app.get("/api/custom/v1/site-config", None).await;
        assert_eq!(r.body["contact_email"], "help@mon.test");
    }
}

#[tokio::test]
async fn every_response_carries_a_request_id_and_security_headers() {
    for app in spawn_apps(Options::default()).await {
        let r = app.get("/api/health", None).await;
        assert_eq!(r.headers["x-request-id"].len(), 12);
        assert_eq!(r.headers["x-content-type-options"], "nosniff");
        assert_eq!(r.headers["x-frame-options"], "DENY");
    }
}

#[tokio::test]
async fn the_api_docs_and_document_are_served() {
    for app in spawn_apps(Options::default()).await {
        let r = app.get("/api/openapi.json", None).await;
        assert_eq!(r.status, 200);
        assert_eq!(r.body, serde_json::to_value(mon_http::openapi()).unwrap());
        let r = app
            .client
            .get(format!("{}/api/docs/", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        assert!(r.text().await.unwrap().contains("swagger"));
        let no_follow = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let r = no_follow
            .get(format!("{}/api/docs", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(
            (
                r.status().as_u16(),
                r.headers()["location"].to_str().unwrap()
            ),
            (308, "/api/docs/")
        );
    }
}

/// Every text query parameter the API documents, with a NUL or another control character in
/// it, gets a 400 naming that parameter, on both engines (a NUL was a 500 on SQLite's FTS5 and
/// is one on PostgreSQL's text parameters).
#[tokio::test]
async fn every_text_query_parameter_refuses_a_control_character() {
    let doc: serde_json::Value =
        serde_json::from_str(include_str!("../../../../openapi/openapi.json")).unwrap();
    let mut documented = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for p in item["get"]["parameters"].as_array().into_iter().flatten() {
            if p["in"] == "query" && p["schema"]["type"] == "string" {
                documented.push((path.clone(), p["name"].as_str().unwrap().to_owned()));
            }
        }
    }
    assert!(documented.len() >= 10, "{documented:?}");
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let sub = app.subscriber_token("rahima", "secret1").await;
        let me = app.get("/api/custom/v1/me", Some(&sub)).await.body["user_id"].clone();
        let (_, counsellor) = app.counsellor_token("carer", "secret1").await;
        for (template, name) in &documented {
            let path = template
                .replace("{userId}", &me.to_string())
                .replace("{id}", "1");
            // The subscriber's and the counsellor's own routes with them, the rest with the admin.
            let token = if path.contains("check-ins") || path.contains("/appointment/user/") {
                &sub
            } else if path.contains("/counsellors/me/") {
                &counsellor
            } else {
                &admin
            };
            for bad in ["abc%00def", "a%1B%5B2J", "line%0Abreak"] {
                // The activation link's other part is there and well formed.
                let other = match name.as_str() {
                    "user" => "&key=a1b2c3",
                    "key" => "&user=rahima",
                    _ => "",
                };
                let r = app
                    .get(&format!("{path}?{name}={bad}{other}"), Some(token))
                    .await;
                assert_eq!(
                    r.status.as_u16(),
                    400,
                    "{path}?{name}={bad} on {:?}: {:?}",
                    app.engine,
                    r.body
                );
                if path.ends_with("/activate") {
                    // An activation link is one thing: its own answer, whichever part is bad.
                    assert_eq!(
                        r.body["code"], "invalid_activation_key",
                        "{path}?{name}={bad}"
                    );
                    continue;
                }
                assert!(
                    r.body["data"]["errors"][name.as_str()][0].is_string(),
                    "{path}?{name}={bad} on {:?} names no field: {:?}",
                    app.engine,
                    r.body
                );
            }
        }
    }
}
