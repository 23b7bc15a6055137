//! Privacy end to end on SQLite and PostgreSQL: consent recorded at
//! registration and revocable, a withdrawal that stops processing at once,
//! the access log of admins' reads, and private answers nobody may cache.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{Options, spawn_apps};
use crate::self_care::answers;

#[tokio::test]
async fn a_consent_given_at_registration_is_logged_with_its_notice_and_text_as_shown() {
    for app in spawn_apps(Options::default()).await {
        let r = app
            .client
            .post(format!("{}/api/custom/v1/register", app.address))
            .header("Accept-Language", "bn")
            .json(&json!({"username": "rahima", "email": "rahima@example.com", "password": "secret1", "contact_number": "01712345678",
                          "consents": [{"purpose": "health_data", "granted": true}]}))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 201);
        let token = app
            .activate_and_log_in("rahima", "rahima@example.com", "secret1")
            .await;
        let log = app.get("/api/custom/v1/me/consents", Some(&token)).await;
        assert_eq!(log.status, 200, "{:?}", log.body);
        assert_eq!(
            (
                log.body["total"].as_u64(),
                log.body["items"][0]["granted"].as_bool()
            ),
            (Some(1), Some(true))
        );
        assert!(
            log.body["items"][0]["text_shown"]
                .as_str()
                .unwrap()
                .starts_with("আমি সম্মতি দিচ্ছি"),
            "the statement as shown, in Bangla"
        );
        assert_eq!(log.body["items"][0]["notice_version"], "2026-11-24");
        assert_eq!(
            log.body["current"][0],
            json!({"purpose": "health_data", "state": "granted"})
        );

        // A spec client sends no consents: the account is made, its consent is unknown (asked once in the web app).
        let karim = app
            .subscriber_token_without_consent("karim", "secret1")
            .await;
        assert_eq!(
            app.get("/api/custom/v1/me/consents", Some(&karim))
                .await
                .body["current"][0]["state"],
            "unknown"
        );
        // Opt-in: never asked is not yes. No health write is kept until consent is given.
        let check_in = json!({"answers": [0, 0, 0, 0, 0, 0, 0]});
        let refused = app
            .post(
                "/api/custom/v1/check-ins/gad7",
                Some(&karim),
                check_in.clone(),
            )
            .await;
        assert_eq!(
            (
                refused.status.as_u16(),
                refused.body["code"].as_str(),
                refused.body["message"].as_str()
            ),
            (
                403,
                Some("consent_required"),
                Some("Please agree to how Mon keeps your health data before your first answer.")
            ),
            "{:?}",
            refused.body
        );
        let plan = app
            .post(
                "/api/custom/v1/me/safety-plan",
                Some(&karim),
                json!({"reasons_for_living": ["My sister"]}),
            )
            .await;
        assert_eq!(plan.body["code"], "consent_required", "{:?}", plan.body);
        assert_eq!(
            app.post(
                "/api/custom/v1/me/consents",
                Some(&karim),
                json!({"purpose": "health_data", "granted": true})
            )
            .await
            .status,
            201
        );
        assert_eq!(
            app.post("/api/custom/v1/check-ins/gad7", Some(&karim), check_in)
                .await
                .status,
            201
        );
        let bad = app.post("/api/custom/v1/register", None, json!({"username": "x1", "email": "x1@example.com", "password": "secret1", "contact_number": "01712345678", "consents": [{"purpose": "marketing", "granted": true}]})).await;
        assert_eq!(
            (
                bad.status.as_u16(),
                bad.body["data"]["errors"]["consents"][0].as_str()
            ),
            (400, Some("Unknown consent purpose."))
        );
    }
}

#[tokio::test]
async fn a_withdrawal_stops_new_health_data_at_once_and_a_new_grant_resumes_it() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let r = app
            .post(
                "/api/custom/v1/me/consents",
                Some(&rahima),
                json!({"purpose": "health_data", "granted": false}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        for (path, body) in [
            (
                "/api/custom/v1/multiple-answers",
                answers(&app, &rahima, "7").await,
            ),
            (
                "/api/custom/v1/check-ins/gad7",
                json!({"answers": [1, 1, 1, 1, 1, 1, 1]}),
            ),
            (
                "/api/custom/v1/me/safety-plan",
                json!({"reasons_for_living": ["my cat"]}),
            ),
        ] {
            let r = app.post(path, Some(&rahima), body).await;
            assert_eq!(
                (r.status.as_u16(), r.body["code"].as_str()),
                (403, Some("consent_withdrawn")),
                "{path}: {:?}",
                r.body
            );
        }
        assert_eq!(
            app.get("/api/custom/v1/check-ins", Some(&rahima))
                .await
                .body["total"],
            0,
            "nothing was stored"
        );
        assert_eq!(
            app.get("/api/custom/v1/me/safety-plan", Some(&rahima))
                .await
                .body["updated_at"],
            json!(null)
        );
        let r = app
            .post(
                "/api/custom/v1/me/consents",
                Some(&rahima),
                json!({"purpose": "health_data", "granted": true}),
            )
            .await;
        assert_eq!(r.status, 201);
        assert_eq!(
            app.post(
                "/api/custom/v1/check-ins/gad7",
                Some(&rahima),
                json!({"answers": [1, 1, 1, 1, 1, 1, 1]})
            )
            .await
            .status,
            201
        );
        let log = app.get("/api/custom/v1/me/consents", Some(&rahima)).await;
        assert_eq!(
            (
                log.body["total"].as_u64(),
                log.body["items"][0]["granted"].as_bool(),
                log.body["items"][1]["granted"].as_bool(),
                log.body["items"][2]["granted"].as_bool()
            ),
            (Some(3), Some(true), Some(false), Some(true)),
            "newest first: the grant again, the withdrawal, the grant at registration"
        );
    }
}

#[tokio::test]
async fn a_subscriber_sees_which_admin_read_their_appointments_and_when() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let karim = app.subscriber_token("karim", "secret1").await;
        let admin = app.admin_token().await;
        let me = app.get("/api/custom/v1/me", Some(&rahima)).await.body["user_id"]
            .as_i64()
            .unwrap();
        assert_eq!(
            app.get("/api/custom/v1/me/access-log", Some(&rahima))
                .await
                .body["total"],
            0
        );
        // Her own reads are not logged; an admin's are.
        app.get(
            &format!("/api/custom/v1/appointment/user/{me}"),
            Some(&rahima),
        )
        .await;
        assert_eq!(
            app.get(
                &format!("/api/custom/v1/appointment/user/{me}"),
                Some(&admin)
            )
            .await
            .status,
            200
        );
        let log = app.get("/api/custom/v1/me/access-log", Some(&rahima)).await;
        assert_eq!(
            (
                log.body["total"].as_u64(),
                log.body["items"][0]["admin"].as_str(),
                log.body["items"][0]["what"].as_str()
            ),
            (Some(1), Some("admin"), Some("appointments")),
            "{:?}",
            log.body
        );
        assert_eq!(
            app.get("/api/custom/v1/me/access-log", Some(&karim))
                .await
                .body["total"],
            0,
            "each reads only their own entries"
        );
        assert_eq!(
            app.get("/api/custom/v1/me/access-log", None).await.status,
            401
        );
        // An admin asking for an account that does not exist reads nothing, and nothing is noted (found by the contract fuzzing: it was a 500).
        let r = app
            .get(
                &format!("/api/custom/v1/appointment/user/{}", i64::MIN),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["total"].as_u64()),
            (200, Some(0)),
            "{:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn private_answers_are_never_cached() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let me = app.get("/api/custom/v1/me", Some(&rahima)).await.body["user_id"]
            .as_i64()
            .unwrap();
        for path in [
            "/api/custom/v1/me".to_owned(),
            format!("/api/custom/v1/appointment/user/{me}"),
            "/api/custom/v1/questions".to_owned(),
            "/api/custom/v1/get_user_status_count".to_owned(),
            "/api/custom/v1/check-ins".to_owned(),
            "/api/custom/v1/me/safety-plan".to_owned(),
            "/api/custom/v1/me/consents".to_owned(),
        ] {
            let r = app.call(Method::GET, &path, Some(&rahima), None).await;
            assert_eq!(
                (
                    r.status.as_u16(),
                    r.headers.get("cache-control").and_then(|v| v.to_str().ok())
                ),
                (200, Some("no-store")),
                "{path}"
            );
        }
        let public = app.get("/api/custom/v1/stories", None).await;
        assert_ne!(
            public.headers.get("cache-control").unwrap(),
            "no-store",
            "public reads stay cacheable"
        );
    }
}

#[tokio::test]
async fn a_consent_call_that_changes_nothing_writes_no_row() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let grant = json!({"purpose": "health_data", "granted": true});
        let again = app
            .post("/api/custom/v1/me/consents", Some(&rahima), grant.clone())
            .await;
        assert_eq!(
            (
                again.status.as_u16(),
                again.body["consent"]["granted"].as_bool()
            ),
            (200, Some(true)),
            "granted at registration already: {:?}",
            again.body
        );
        let log = app.get("/api/custom/v1/me/consents", Some(&rahima)).await;
        assert_eq!(log.body["total"], 1, "{:?}", log.body);
        let withdraw = json!({"purpose": "health_data", "granted": false});
        for expected in [201, 200] {
            let r = app
                .post(
                    "/api/custom/v1/me/consents",
                    Some(&rahima),
                    withdraw.clone(),
                )
                .await;
            assert_eq!(r.status, expected, "{:?}", r.body);
        }
        let log = app.get("/api/custom/v1/me/consents", Some(&rahima)).await;
        assert_eq!(log.body["total"], 2, "{:?}", log.body);
    }
}

#[tokio::test]
async fn consent_safety_plan_preference_and_profile_writes_share_the_account_s_write_budget() {
    for app in spawn_apps(Options {
        booking_rate_limit: 4,
        ..Options::default()
    })
    .await
    {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let writes = [
            (
                "/api/custom/v1/me/consents",
                json!({"purpose": "health_data", "granted": false}),
            ),
            (
                "/api/custom/v1/me/consents",
                json!({"purpose": "health_data", "granted": true}),
            ),
            (
                "/api/custom/v1/me/safety-plan",
                json!({"reasons_for_living": ["My sister"]}),
            ),
            ("/api/custom/v1/me/preferences", json!({"discreet": true})),
        ];
        for (path, body) in writes {
            let r = app.post(path, Some(&rahima), body).await;
            assert!(r.status.is_success(), "{path}: {:?}", r.body);
        }
        let r = app
            .post(
                "/api/custom/v1/update-user-info/",
                Some(&rahima),
                json!({"contact_number": "01712345678"}),
            )
            .await;
        assert_eq!(r.status, 429, "the fifth write in a minute: {:?}", r.body);
        assert!(r.headers.contains_key("retry-after"));
        // Another account has a budget of its own.
        let karim = app.subscriber_token("karim", "secret1").await;
        let r = app
            .post(
                "/api/custom/v1/me/preferences",
                Some(&karim),
                json!({"discreet": true}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }
}

#[tokio::test]
async fn admins_reads_of_the_whole_list_are_noted_once_per_subscriber_shown() {
    for app in spawn_apps(Options::default()).await {
        use mon_application::ports::Clock;
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let karim = app.subscriber_token("karim", "secret1").await;
        let mut first = None;
        for (token, days) in [(&rahima, 2), (&karim, 3), (&karim, 4)] {
            let date = (app.clock.today() + chrono::Duration::days(days))
                .format("%Y-%m-%d")
                .to_string();
            let body = json!({"appointment_date": date, "appointment_time": "10:30 AM", "appointment_name": "A name", "appointment_email": "a@example.com", "appointment_phone": "01712345678"});
            let r = app
                .post("/api/custom/v1/appointment/create", Some(token), body)
                .await;
            assert_eq!(r.status, 201, "{:?}", r.body);
            first.get_or_insert(r.body["appointment"]["id"].as_i64().unwrap());
        }
        let reads = |token: String| {
            let app = &app;
            async move {
                app.get("/api/custom/v1/me/access-log", Some(&token))
                    .await
                    .body["total"]
                    .as_u64()
            }
        };
        assert_eq!(reads(rahima.clone()).await, Some(0));
        let all = app
            .get("/api/custom/v1/appointment/all", Some(&admin))
            .await;
        assert_eq!(all.body["items"].as_array().unwrap().len(), 3);
        // One entry each, though Karim has two rows in the list.
        assert_eq!(reads(rahima.clone()).await, Some(1));
        assert_eq!(reads(karim.clone()).await, Some(1));
        // A status change answers the list again: read again.
        let r = app
            .post(
                &format!(
                    "/api/custom/v1/appointment/update-status/{}",
                    first.unwrap()
                ),
                Some(&admin),
                json!({"appointment_status": "unapproved", "reason": "Fully booked that day"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(reads(rahima.clone()).await, Some(2));
        assert_eq!(reads(karim.clone()).await, Some(2));
        let log = app.get("/api/custom/v1/me/access-log", Some(&karim)).await;
        assert_eq!(
            (
                log.body["items"][0]["what"].as_str(),
                log.body["items"][0]["by_you"].as_bool()
            ),
            (Some("appointments"), Some(false))
        );
    }
}
