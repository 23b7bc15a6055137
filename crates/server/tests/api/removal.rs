//! Removing a counsellor and handing their notes over, end to end on SQLite and PostgreSQL: the
//! sessions ahead go back to the requests and their clients are told, the past keeps its
//! counsellor, the profile and the account are gone for everyone else, the notes are read by nobody
//! until an admin hands them to another counsellor, who then reads them as written.

use chrono::Duration;
use serde_json::{Value, json};

use crate::counsellors::{bookable_counsellor_named, request, requested_and_approved};
use crate::helpers::{Options, TestApp, spawn_apps};

/// The day `days` ahead, in Dhaka.
fn day_ahead(days: i64) -> String {
    (chrono::Utc::now()
        .with_timezone(&chrono_tz::Asia::Dhaka)
        .date_naive()
        + Duration::days(days))
    .format("%Y-%m-%d")
    .to_string()
}

fn removal_of(id: i64) -> String {
    format!("/api/custom/v1/admin/counsellors/{id}")
}

fn hand_over_of(id: i64) -> String {
    format!("/api/custom/v1/admin/counsellors/{id}/hand-over")
}

fn notes_of(session: i64) -> String {
    format!("/api/custom/v1/counsellors/me/sessions/{session}/notes")
}

/// Appointment `id` as the admins' list shows it.
async fn appointment(app: &TestApp, admin: &str, id: i64) -> Value {
    let r = app
        .get("/api/custom/v1/appointment/all?per_page=100", Some(admin))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["id"] == id)
        .cloned()
        .unwrap_or_else(|| panic!("no appointment {id}"))
}

/// `client` asks for `day` at 09:00 with counsellor `id`, which waits as a request: its id.
async fn requested(app: &TestApp, client: &str, day: &str, id: i64) -> i64 {
    let r = app
        .post(
            "/api/custom/v1/appointment/create",
            Some(client),
            request(day, "09:00 AM", id),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["appointment"]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn removal_returns_the_sessions_ahead_without_counsellor_tells_the_client_and_keeps_the_past()
{
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (id, _) = bookable_counsellor_named(&app, &admin, "carer").await;
        let client = app.subscriber_token("client", "secret1").await;
        let approve = json!({"appointment_status": "approved", "session_mode": "video",
                             "session_detail": "https://meet.example.org/room"});
        let (past, _) = requested_and_approved(
            &app,
            (&client, &admin),
            request(&day_ahead(2), "09:00 AM", id),
            approve.clone(),
        )
        .await;
        let (approved, _) = requested_and_approved(
            &app,
            (&client, &admin),
            request(&day_ahead(8), "09:00 AM", id),
            approve,
        )
        .await;
        let waiting = requested(&app, &client, &day_ahead(9), id).await;
        // Three days on, the first session is in the past.
        app.clock.advance(Duration::days(3));
        let admin = app.admin_token().await;

        let r = app.delete(&removal_of(id), Some(&admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["sessions_returned"], 2);
        assert!(
            r.body["message"]
                .as_str()
                .unwrap()
                .starts_with("The counsellor has been removed."),
            "{:?}",
            r.body
        );

        for session in [approved, waiting] {
            let a = appointment(&app, &admin, session).await;
            assert_eq!(a["appointment_status"], "requested", "{a:?}");
            assert_eq!(a["counsellor_id"], Value::Null, "{a:?}");
            assert_eq!(a["session_mode"], Value::Null, "{a:?}");
            assert_eq!(a["session_detail"], Value::Null, "{a:?}");
        }
        let a = appointment(&app, &admin, past).await;
        assert_eq!(
            (&a["appointment_status"], &a["counsellor_id"]),
            (&json!("approved"), &json!(id)),
            "{a:?}"
        );

        // Every mail due is sent (the past session's reminders too), the later reminders wait.
        app.wait_for_empty_outbox_but_reminders().await;
        let mails = app.mails_to("client@example.com");
        let told: Vec<&String> = mails
            .iter()
            .filter(|m| m.contains("Subject: Your Mon session is waiting for a new counsellor"))
            .collect();
        assert_eq!(told.len(), 2, "{mails:?}");
        assert!(told.iter().all(|m| m.contains("is no longer with Mon")));
        // The approved one's calendar entry is withdrawn.
        assert!(told.iter().any(|m| m.contains("METHOD:CANCEL")));
    }
}

#[tokio::test]
async fn a_removed_counsellor_is_gone_from_the_public_pages_and_cannot_log_in_or_use_a_token() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (id, token) = bookable_counsellor_named(&app, &admin, "carer").await;
        let profile = format!("/api/custom/v1/counsellors/{id}");
        assert_eq!(app.get(&profile, None).await.status, 200);
        let own = "/api/custom/v1/counsellors/me/profile";
        assert_eq!(app.get(own, Some(&token)).await.status, 200);

        let r = app.delete(&removal_of(id), Some(&admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["sessions_returned"], 0);

        let r = app.get("/api/custom/v1/counsellors", None).await;
        assert_eq!(r.status, 200);
        assert!(
            r.body["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c["id"] != id),
            "{:?}",
            r.body
        );
        let r = app.get(&profile, None).await;
        assert_eq!(
            (r.status.as_u16(), &r.body["code"]),
            (404, &json!("not_found"))
        );
        let slots = format!("{profile}/slots?from={}&to={}", day_ahead(1), day_ahead(7));
        assert_eq!(app.get(&slots, None).await.status, 404);

        let r = app.get(own, Some(&token)).await;
        assert_eq!(
            (r.status.as_u16(), &r.body["code"]),
            (401, &json!("unauthorized"))
        );
        let r = app.login("carer", "secret1").await;
        assert_eq!(r.status, 401, "{:?}", r.body);
        assert_eq!(r.body["code"], "invalid_credentials");

        // The admins still see them, removed, to hand their notes over.
        let r = app.get(&removal_of(id), Some(&admin)).await;
        assert_eq!(r.status, 200);
        assert!(r.body["removed_at"].is_string(), "{:?}", r.body);
        assert_eq!(r.body["published"], false);
        // A second removal changes nothing; an unknown counsellor is not found.
        let r = app.delete(&removal_of(id), Some(&admin)).await;
        assert_eq!(
            (r.status.as_u16(), &r.body["sessions_returned"]),
            (200, &json!(0))
        );
        assert_eq!(
            app.delete(&removal_of(id + 100), Some(&admin)).await.status,
            404
        );
    }
}

#[tokio::test]
async fn a_removed_counsellors_notes_are_read_by_nobody_until_handed_over_then_as_written() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (id, author) = bookable_counsellor_named(&app, &admin, "carer").await;
        let (other_id, other) = bookable_counsellor_named(&app, &admin, "other").await;
        let client = app.subscriber_token("client", "secret1").await;
        let (session, _) = requested_and_approved(
            &app,
            (&client, &admin),
            request(&day_ahead(3), "09:00 AM", id),
            json!({"appointment_status": "approved", "session_mode": "phone"}),
        )
        .await;
        let r = app
            .post(
                &notes_of(session),
                Some(&author),
                json!({"text": "Sleeps four hours."}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let first = r.body["id"].as_i64().unwrap();
        let sign = format!("/api/custom/v1/counsellors/me/notes/{first}/sign");
        assert_eq!(app.post(&sign, Some(&author), json!({})).await.status, 200);
        let r = app
            .post(
                &notes_of(session),
                Some(&author),
                json!({"text": "Later: better.", "parent_id": first}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);

        assert_eq!(app.delete(&removal_of(id), Some(&admin)).await.status, 200);
        // Nobody reads them: their author cannot sign in, another counsellor finds nothing, an
        // admin is no counsellor.
        assert_eq!(app.get(&notes_of(session), Some(&author)).await.status, 401);
        let r = app.get(&notes_of(session), Some(&other)).await;
        assert_eq!(
            (r.status.as_u16(), &r.body["code"]),
            (404, &json!("not_found"))
        );
        assert_eq!(app.get(&notes_of(session), Some(&admin)).await.status, 403);

        let r = app
            .post(&hand_over_of(id), Some(&admin), json!({"to": other_id}))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["notes"], 2);
        assert_eq!(r.body["message"], "The notes have been handed over.");

        let r = app.get(&notes_of(session), Some(&other)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let texts: Vec<&str> = r.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["text"].as_str().unwrap())
            .collect();
        assert_eq!(texts, ["Sleeps four hours.", "Later: better."]);
        // Handed over once: a second hand-over finds nothing left to hand.
        let r = app
            .post(&hand_over_of(id), Some(&admin), json!({"to": other_id}))
            .await;
        assert_eq!((r.status.as_u16(), &r.body["notes"]), (200, &json!(0)));
    }
}

#[tokio::test]
async fn a_hand_over_needs_a_removed_counsellor_and_one_still_with_the_service() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (gone, _) = app.counsellor_token("gone", "secret1").await;
        let (also_gone, _) = app.counsellor_token("alsogone", "secret1").await;
        let (staying, _) = app.counsellor_token("staying", "secret1").await;

        let r = app
            .post(&hand_over_of(staying), Some(&admin), json!({"to": gone}))
            .await;
        assert_eq!(r.status, 409, "{:?}", r.body);
        assert_eq!(r.body["code"], "counsellor_not_removed");

        for id in [gone, also_gone] {
            assert_eq!(app.delete(&removal_of(id), Some(&admin)).await.status, 200);
        }
        for body in [
            json!({"to": also_gone}),
            json!({"to": gone}),
            json!({"to": staying + 100}),
            json!({}),
        ] {
            let r = app
                .post(&hand_over_of(gone), Some(&admin), body.clone())
                .await;
            assert_eq!(r.status, 400, "{body}: {:?}", r.body);
            assert!(r.body["data"]["errors"]["to"].is_array(), "{:?}", r.body);
        }
        let r = app
            .post(
                &hand_over_of(staying + 100),
                Some(&admin),
                json!({"to": staying}),
            )
            .await;
        assert_eq!(r.status, 404, "{:?}", r.body);
    }
}
