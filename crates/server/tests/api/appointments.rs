//! Appointments end to end on SQLite and PostgreSQL: the rules, the owner's
//! and the admin's moves, privacy, and double booking under concurrency.

use mon_application::ports::Clock;
use serde_json::{Value, json};

use crate::helpers::{Options, Res, TestApp, spawn_apps};

fn body(date: &str) -> Value {
    json!({
        "appointment_date": date,
        "appointment_time": "10:30 AM",
        "appointment_name": "Rahima Akter",
        "appointment_email": "rahima@example.com",
        "appointment_phone": "01712345678",
        "appointment_status": "approved"
    })
}

fn day(app: &TestApp, offset: i64) -> String {
    (app.clock.today() + chrono::Duration::days(offset))
        .format("%Y-%m-%d")
        .to_string()
}

/// A booking request of `date` by the holder of `token`.
async fn book(app: &TestApp, token: &str, date: &str) -> Res {
    app.post("/api/custom/v1/appointment/create", Some(token), body(date))
        .await
}

async fn user_id(app: &TestApp, token: &str) -> i64 {
    app.get("/api/custom/v1/me", Some(token)).await.body["user_id"]
        .as_i64()
        .expect("user_id")
}

#[tokio::test]
async fn a_subscriber_requests_edits_and_deletes_and_an_admin_decides_and_undoes() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let me = user_id(&app, &rahima).await;

        let r = book(&app, &rahima, &day(&app, 3)).await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (201, Some("New appointment has been added!")),
            "{:?}: {:?}",
            app.engine,
            r.body
        );
        assert_eq!(
            r.body["appointment"]["appointment_status"], "requested",
            "a client cannot choose its status"
        );
        let id = r.body["appointment"]["id"].as_i64().unwrap();

        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update/{id}"),
                Some(&rahima),
                body(&day(&app, 4)),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Your Appointment has been updated!"))
        );
        assert_eq!(r.body["appointment"]["date"], day(&app, 4));

        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{id}?status=approved"),
                Some(&admin),
                json!({"appointment_status": "approved"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Appointment has been updated!")),
            "{:?}",
            r.body
        );
        assert_eq!(
            r.body["list"]["items"][0]["id"].as_i64(),
            Some(id),
            "the answer carries the updated list"
        );
        assert_eq!(
            (
                r.body["list"]["counts"]["approved"].as_u64(),
                r.body["list"]["counts"]["requested"].as_u64()
            ),
            (Some(1), Some(0))
        );

        // Approved: the owner can no longer change or delete it.
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update/{id}"),
                Some(&rahima),
                body(&day(&app, 5)),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("appointment_not_requested"))
        );
        let r = app
            .delete(
                &format!("/api/custom/v1/appointment/delete/{id}"),
                Some(&rahima),
            )
            .await;
        assert_eq!(r.status, 409);
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{id}"),
                Some(&admin),
                json!({"appointment_status": "unapproved"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (409, Some("This status change is not allowed."))
        );

        // Undo returns it to requested; then the owner may delete it.
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{id}"),
                Some(&admin),
                json!({"appointment_status": "requested"}),
            )
            .await;
        assert_eq!(r.body["appointment"]["appointment_status"], "requested");
        let mine = app
            .get(
                &format!("/api/custom/v1/appointment/user/{me}?status=requested"),
                Some(&rahima),
            )
            .await;
        assert_eq!(
            (
                mine.body["total"].as_u64(),
                mine.body["counts"]["total"].as_u64()
            ),
            (Some(1), Some(1)),
            "{:?}",
            mine.body
        );
        let r = app
            .delete(
                &format!("/api/custom/v1/appointment/delete/{id}"),
                Some(&rahima),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Appointment has been deleted!"))
        );
        let all = app
            .get("/api/custom/v1/appointment/all", Some(&admin))
            .await;
        assert_eq!(
            (
                all.body["total"].as_u64(),
                all.body["counts"]["total"].as_u64()
            ),
            (Some(0), Some(0)),
            "{:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn bad_requests_get_the_field_messages_and_store_nothing() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let r = app
            .post(
                "/api/custom/v1/appointment/create",
                Some(&rahima),
                json!({}),
            )
            .await;
        assert_eq!(r.status, 400);
        let e = &r.body["data"]["errors"];
        assert_eq!(
            (
                e["appointment_date"][0].as_str(),
                e["appointment_time"][0].as_str(),
                e["appointment_name"][0].as_str(),
                e["appointment_email"][0].as_str(),
                e["appointment_phone"][0].as_str()
            ),
            (
                Some("Date is required"),
                Some("Time is required"),
                Some("Name is required"),
                Some("Email is required"),
                Some("Mobile number is required")
            )
        );
        let mut past = body(&day(&app, -1));
        past["appointment_time"] = json!("9:30");
        past["appointment_phone"] = json!("0123");
        let r = app
            .post("/api/custom/v1/appointment/create", Some(&rahima), past)
            .await;
        assert_eq!(
            r.body["data"]["errors"]["appointment_date"][0],
            "The date cannot be before today."
        );
        assert_eq!(
            r.body["data"]["errors"]["appointment_time"][0],
            "Please enter the time as hh:mm AM/PM."
        );
        assert_eq!(
            r.body["data"]["errors"]["appointment_phone"][0],
            "Invalid mobile number"
        );
        let r = book(&app, &rahima, &day(&app, 0)).await;
        assert_eq!(r.status, 201, "today is allowed: {:?}", r.body);
        let r = book(&app, &rahima, &day(&app, 0)).await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["data"]["errors"]["appointment_date"][0].as_str()
            ),
            (
                409,
                Some("You already have an appointment on this date. Please choose another date.")
            )
        );
        let r = app
            .get(
                "/api/custom/v1/appointment/all?status=canceled",
                Some(&app.admin_token().await),
            )
            .await;
        assert_eq!(r.status, 400);
    }
}

#[tokio::test]
async fn appointments_are_visible_only_to_their_owner_and_admins() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let karim = app.subscriber_token("karim", "secret1").await;
        let r = book(&app, &rahima, &day(&app, 2)).await;
        let id = r.body["appointment"]["id"].as_i64().unwrap();
        let rahima_id = user_id(&app, &rahima).await;

        let r = app
            .get(
                &format!("/api/custom/v1/appointment/user/{rahima_id}"),
                Some(&karim),
            )
            .await;
        assert_eq!(r.status, 403, "{:?}", app.engine);
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update/{id}"),
                Some(&karim),
                body(&day(&app, 3)),
            )
            .await;
        assert_eq!(r.status, 404, "another's appointment is not even found");
        assert_eq!(
            app.delete(
                &format!("/api/custom/v1/appointment/delete/{id}"),
                Some(&karim)
            )
            .await
            .status,
            404
        );
        assert_eq!(
            app.get(
                &format!("/api/custom/v1/appointment/user/{rahima_id}"),
                Some(&admin)
            )
            .await
            .body["total"],
            1
        );
        assert_eq!(
            app.get("/api/custom/v1/appointment/all", Some(&karim))
                .await
                .status,
            403
        );
        assert_eq!(
            book(&app, &admin, &day(&app, 2)).await.status,
            403,
            "admins do not book"
        );
    }
}

#[tokio::test]
async fn parallel_bookings_of_one_date_by_one_subscriber_let_exactly_one_win() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 6);
        let calls = (0..50).map(|_| book(&app, &rahima, &date));
        let results = futures_util::future::join_all(calls).await;
        let won = results.iter().filter(|r| r.status == 201).count();
        let refused = results
            .iter()
            .filter(|r| r.status == 409 && r.body["code"] == "appointment_date_taken")
            .count();
        assert_eq!(
            (won, refused),
            (1, 49),
            "{:?}: {:?}",
            app.engine,
            results.iter().map(|r| r.status).collect::<Vec<_>>()
        );
        let me = user_id(&app, &rahima).await;
        let mine = app
            .get(
                &format!("/api/custom/v1/appointment/user/{me}"),
                Some(&rahima),
            )
            .await;
        assert_eq!(
            (
                mine.body["total"].as_u64(),
                mine.body["counts"]["requested"].as_u64()
            ),
            (Some(1), Some(1))
        );
        let all = app
            .get(
                "/api/custom/v1/appointment/all",
                Some(&app.admin_token().await),
            )
            .await;
        assert_eq!(all.body["counts"]["requested"], 1, "the counter moved once");
    }
}

#[tokio::test]
async fn dates_beyond_the_booking_horizon_are_refused() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let r = book(&app, &rahima, &day(&app, 60)).await;
        assert_eq!(
            r.status, 201,
            "the 60th day is within the horizon: {:?}",
            r.body
        );
        for date in [day(&app, 61), "9999-12-31".to_owned()] {
            let r = book(&app, &rahima, &date).await;
            assert_eq!(
                (
                    r.status.as_u16(),
                    r.body["data"]["errors"]["appointment_date"][0].as_str()
                ),
                (
                    400,
                    Some("This date is too far ahead. Please choose a date from the calendar.")
                ),
                "{date}"
            );
        }
        let config = app.get("/api/custom/v1/site-config", None).await;
        assert_eq!(
            (
                config.body["booking_horizon_days"].as_u64(),
                config.body["timezone"].as_str()
            ),
            (Some(60), Some("Asia/Dhaka"))
        );
    }
}

#[tokio::test]
async fn parallel_requests_never_exceed_the_open_request_limit() {
    for app in spawn_apps(Options {
        max_open_requests: 5,
        ..Options::default()
    })
    .await
    {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let calls = (1..=12).map(|d| {
            let date = day(&app, d);
            let rahima = rahima.clone();
            let app = &app;
            async move { book(app, &rahima, &date).await }
        });
        let results = futures_util::future::join_all(calls).await;
        let won = results.iter().filter(|r| r.status == 201).count();
        let refused: Vec<_> = results.iter().filter(|r| r.status == 409).collect();
        assert_eq!(
            (won, refused.len()),
            (5, 7),
            "{:?}: {:?}",
            app.engine,
            results.iter().map(|r| r.status).collect::<Vec<_>>()
        );
        assert!(
            refused
                .iter()
                .all(|r| r.body["code"] == "too_many_open_requests"),
            "{:?}",
            refused[0].body
        );
        assert!(
            refused[0].body["message"]
                .as_str()
                .unwrap()
                .contains("waiting for a decision")
        );
        // A decision frees a place.
        let all = app
            .get("/api/custom/v1/appointment/all", Some(&admin))
            .await;
        assert_eq!(all.body["counts"]["requested"], 5);
        let first = all.body["items"][0]["id"].as_i64().unwrap();
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{first}"),
                Some(&admin),
                json!({"appointment_status": "approved"}),
            )
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(book(&app, &rahima, &day(&app, 20)).await.status, 201);
    }
}

#[tokio::test]
async fn appointment_writes_are_rate_limited_per_account() {
    for app in spawn_apps(Options {
        booking_rate_limit: 3,
        ..Options::default()
    })
    .await
    {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let karim = app.subscriber_token("karim", "secret1").await;
        let mut statuses = Vec::new();
        for d in 1..=4 {
            statuses.push(book(&app, &rahima, &day(&app, d)).await);
        }
        assert_eq!(
            statuses
                .iter()
                .map(|r| r.status.as_u16())
                .collect::<Vec<_>>(),
            vec![201, 201, 201, 429]
        );
        assert!(statuses[3].headers.get("retry-after").is_some());
        assert_eq!(
            app.delete("/api/custom/v1/appointment/delete/1", Some(&rahima))
                .await
                .status,
            429,
            "deleting draws on the same budget"
        );
        assert_eq!(
            book(&app, &karim, &day(&app, 1)).await.status,
            201,
            "another account has its own"
        );
    }
}

/// Two admins decide one request at the same moment, one approving and one declining: exactly
/// one decision stands, the other is told it is no longer allowed, the counters moved once, and
/// the subscriber gets one decision e-mail, on both engines.
#[tokio::test]
async fn two_admins_deciding_one_request_at_once_leave_exactly_one_decision() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        // A second session of an admin: another desk, the same rules.
        let other_admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        for round in 0..5 {
            let r = book(&app, &rahima, &day(&app, 3 + round)).await;
            assert_eq!(r.status, 201, "{:?}", r.body);
            let id = r.body["appointment"]["id"].as_i64().unwrap();
            let path = format!("/api/custom/v1/appointment/update-status/{id}");
            let (approve, decline) = futures_util::future::join(
                app.post(
                    &path,
                    Some(&admin),
                    json!({"appointment_status": "approved", "session_mode": "phone", "session_detail": "01712345678"}),
                ),
                app.post(
                    &path,
                    Some(&other_admin),
                    json!({"appointment_status": "unapproved", "reason": "No counsellor is free that day."}),
                ),
            )
            .await;
            let statuses = (approve.status.as_u16(), decline.status.as_u16());
            assert!(
                statuses == (200, 409) || statuses == (409, 200),
                "round {round} on {:?}: {statuses:?} {:?} {:?}",
                app.engine,
                approve.body,
                decline.body
            );
            let refused = if approve.status == 409 {
                &approve
            } else {
                &decline
            };
            assert_eq!(
                refused.body["message"],
                "This status change is not allowed."
            );
            let winner = if approve.status == 200 {
                "approved"
            } else {
                "unapproved"
            };
            let stored = app
                .get(
                    &format!(
                        "/api/custom/v1/appointment/user/{}",
                        user_id(&app, &rahima).await
                    ),
                    Some(&rahima),
                )
                .await;
            let item = stored.body["items"]
                .as_array()
                .unwrap()
                .iter()
                .find(|a| a["id"] == id)
                .unwrap()
                .clone();
            assert_eq!(item["appointment_status"], winner, "round {round}");
        }
        let all = app
            .get("/api/custom/v1/appointment/all", Some(&admin))
            .await;
        let counts = &all.body["counts"];
        assert_eq!(
            counts["approved"].as_u64().unwrap() + counts["unapproved"].as_u64().unwrap(),
            5,
            "each decision counted once: {counts:?}"
        );
        assert_eq!(counts["requested"], 0);
        // One decision e-mail per request, whoever won.
        app.wait_for_empty_outbox_but_reminders().await;
        assert_eq!(
            app.mails_to("rahima@example.com").len(),
            1 + 5,
            "the activation and one decision per request on {:?}",
            app.engine
        );
    }
}
