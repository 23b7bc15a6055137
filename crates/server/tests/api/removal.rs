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

const HANDED_OVER: &str = "/api/custom/v1/counsellors/me/handed-over-notes";

fn handed_over_of(session: i64) -> String {
    format!("{HANDED_OVER}/{session}")
}

/// Two counsellors ("carer", the author, and "other") and a client's approved session with the
/// author, `days` ahead (the client's token is not kept: these tests act as counsellors and admins).
struct Cast {
    admin: String,
    id: i64,
    author: String,
    other_id: i64,
    other: String,
    session: i64,
}

async fn cast(app: &TestApp, days: i64) -> Cast {
    let admin = app.admin_token().await;
    let (id, author) = bookable_counsellor_named(app, &admin, "carer").await;
    let (other_id, other) = bookable_counsellor_named(app, &admin, "other").await;
    let client = app.subscriber_token("client", "secret1").await;
    let (session, _) = requested_and_approved(
        app,
        (&client, &admin),
        request(&day_ahead(days), "09:00 AM", id),
        json!({"appointment_status": "approved", "session_mode": "phone"}),
    )
    .await;
    Cast {
        admin,
        id,
        author,
        other_id,
        other,
        session,
    }
}

/// `author` writes a draft note on `session`.
async fn write_note(app: &TestApp, author: &str, session: i64, text: &str) {
    let r = app
        .post(&notes_of(session), Some(author), json!({ "text": text }))
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
}

/// `token`'s list of sessions with notes handed over to them (`query` appended): the body.
async fn handed_over(app: &TestApp, token: &str, query: &str) -> Value {
    let r = app.get(&format!("{HANDED_OVER}{query}"), Some(token)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body
}

/// The fields of one listed session, sorted.
fn keys(item: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = item
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    keys
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
        let Cast {
            admin,
            id,
            author,
            other_id,
            other,
            session,
            ..
        } = cast(&app, 3).await;
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

#[tokio::test]
async fn the_receiver_finds_the_sessions_of_notes_handed_to_them_latest_first_and_nothing_of_the_client()
 {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (id, author) = bookable_counsellor_named(&app, &admin, "carer").await;
        let (other_id, other) = bookable_counsellor_named(&app, &admin, "other").await;
        let approve = json!({"appointment_status": "approved", "session_mode": "phone"});
        let day = day_ahead(2);
        let mut clients = Vec::new();
        for name in ["first", "second", "third"] {
            clients.push(app.subscriber_token(name, "secret1").await);
        }
        // Two sessions of the author's on one day, the later one booked first (so its id is the
        // smaller); one of the receiver's own.
        let (later, _) = requested_and_approved(
            &app,
            (&clients[0], &admin),
            request(&day, "11:00 AM", id),
            approve.clone(),
        )
        .await;
        let (earlier, _) = requested_and_approved(
            &app,
            (&clients[1], &admin),
            request(&day, "09:00 AM", id),
            approve.clone(),
        )
        .await;
        let (own, _) = requested_and_approved(
            &app,
            (&clients[2], &admin),
            request(&day, "10:00 AM", other_id),
            approve,
        )
        .await;
        write_note(&app, &author, later, "Sleeps four hours.").await;
        write_note(&app, &author, later, "Appetite back.").await;
        write_note(&app, &author, earlier, "First visit.").await;
        write_note(&app, &other, own, "My own note.").await;
        let nothing = json!({"items": [], "total": 0, "page": 1, "per_page": 15});
        assert_eq!(handed_over(&app, &other, "").await, nothing);

        // The sessions are past when the author leaves: they keep their counsellor.
        app.clock.advance(Duration::days(3));
        let admin = app.admin_token().await;
        assert_eq!(app.delete(&removal_of(id), Some(&admin)).await.status, 200);
        let other = app.login("other", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        // Removed but not handed over yet: still nothing for the receiver.
        assert_eq!(handed_over(&app, &other, "").await, nothing);
        let r = app
            .post(&hand_over_of(id), Some(&admin), json!({"to": other_id}))
            .await;
        assert_eq!((r.status.as_u16(), &r.body["notes"]), (200, &json!(3)));

        let page = handed_over(&app, &other, "").await;
        assert_eq!(
            (&page["total"], &page["page"], &page["per_page"]),
            (&json!(2), &json!(1), &json!(15))
        );
        let items = page["items"].as_array().unwrap();
        assert_eq!(
            items,
            &[
                json!({"session_id": later, "date": day, "time": "11:00 AM",
                       "counsellor_name": "Counsellor carer", "notes": 2}),
                json!({"session_id": earlier, "date": day, "time": "09:00 AM",
                       "counsellor_name": "Counsellor carer", "notes": 1}),
            ],
            "{page:?}"
        );
        // Nothing of the client's: exactly these fields.
        for item in items {
            assert_eq!(
                keys(item),
                ["counsellor_name", "date", "notes", "session_id", "time"]
            );
        }
        // One session, as listed; the receiver's own session is not one of them.
        let r = app.get(&handed_over_of(later), Some(&other)).await;
        assert_eq!((r.status.as_u16(), &r.body), (200, &items[0]));
        let r = app.get(&handed_over_of(own), Some(&other)).await;
        assert_eq!(
            (r.status.as_u16(), &r.body["code"]),
            (404, &json!("not_found"))
        );
        assert_eq!(r.body["message"], "This appointment does not exist.");
        // A page of one.
        let page = handed_over(&app, &other, "?per_page=1").await;
        assert_eq!(
            (&page["total"], page["items"].as_array().unwrap().len()),
            (&json!(2), 1)
        );
        assert_eq!(page["items"][0]["session_id"], later);
        let page = handed_over(&app, &other, "?per_page=1&page=2").await;
        assert_eq!(page["items"][0]["session_id"], earlier);

        // Another counsellor has nothing handed to them and finds neither session.
        let (_, third) = app.counsellor_token("thirdcarer", "secret1").await;
        let page = handed_over(&app, &third, "").await;
        assert_eq!((&page["items"], &page["total"]), (&json!([]), &json!(0)));
        for session in [later, earlier] {
            let r = app.get(&handed_over_of(session), Some(&third)).await;
            assert_eq!(
                (r.status.as_u16(), &r.body["code"]),
                (404, &json!("not_found"))
            );
        }
        // Counsellors only (the client's token from before is out of date three days on).
        let client = app.login("first", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        for token in [&admin, &client] {
            assert_eq!(app.get(HANDED_OVER, Some(token)).await.status, 403);
            assert_eq!(
                app.get(&handed_over_of(later), Some(token)).await.status,
                403
            );
        }
    }
}

#[tokio::test]
async fn notes_on_a_session_that_went_back_to_the_requests_are_listed_without_a_counsellor_until_it_is_the_receivers()
 {
    for app in spawn_apps(Options::default()).await {
        let Cast {
            admin,
            id,
            author,
            other_id,
            other,
            session,
            ..
        } = cast(&app, 5).await;
        write_note(&app, &author, session, "Before the move.").await;
        // Ahead when the author leaves: it goes back to the requests, without a counsellor.
        assert_eq!(app.delete(&removal_of(id), Some(&admin)).await.status, 200);
        let r = app
            .post(&hand_over_of(id), Some(&admin), json!({"to": other_id}))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);

        let page = handed_over(&app, &other, "").await;
        assert_eq!(
            page["items"],
            json!([{"session_id": session, "date": day_ahead(5), "time": "09:00 AM",
                    "counsellor_name": "", "notes": 1}]),
            "{page:?}"
        );
        // Once it is the receiver's own session, it is read there and leaves this list.
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{session}"),
                Some(&admin),
                json!({"appointment_status": "approved", "session_mode": "phone",
                       "counsellor_id": other_id}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let page = handed_over(&app, &other, "").await;
        assert_eq!((&page["items"], &page["total"]), (&json!([]), &json!(0)));
        assert_eq!(
            app.get(&handed_over_of(session), Some(&other)).await.status,
            404
        );
        assert_eq!(app.get(&notes_of(session), Some(&other)).await.status, 200);
    }
}

#[tokio::test]
async fn a_removed_counsellors_profile_photo_hours_and_invitation_are_refused_but_still_read() {
    use reqwest::Method;
    use reqwest::multipart::{Form, Part};

    use crate::content::picture;

    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (id, _) = bookable_counsellor_named(&app, &admin, "carer").await;
        assert_eq!(app.delete(&removal_of(id), Some(&admin)).await.status, 200);
        let profile = removal_of(id);
        let photo = format!("{profile}/photo");
        let png = Form::new().part(
            "file",
            Part::bytes(picture(10, 10, image::ImageFormat::Png)).file_name("me.png"),
        );
        let every_day: Vec<Value> = (1..=7)
            .map(|d| json!({"weekday": d, "start": "09:00", "end": "12:00"}))
            .collect();
        let left = "This counsellor has left the service; their profile can no longer be changed.";
        let refusals = [
            (
                "profile",
                app.post(&profile, Some(&admin), json!({"title_en": "Changed"}))
                    .await,
                left,
            ),
            (
                "photo",
                app.send_form(Method::POST, &photo, Some(&admin), png).await,
                left,
            ),
            ("no photo", app.delete(&photo, Some(&admin)).await, left),
            (
                "hours",
                app.call(
                    Method::PUT,
                    &format!("{profile}/availability"),
                    Some(&admin),
                    Some(json!({ "weekly": every_day })),
                )
                .await,
                left,
            ),
            (
                "invitation",
                app.post(&format!("{profile}/invitation"), Some(&admin), json!({}))
                    .await,
                "This counsellor has been removed.",
            ),
        ];
        for (what, r, message) in refusals {
            assert_eq!(
                (r.status.as_u16(), &r.body["code"], &r.body["message"]),
                (409, &json!("counsellor_removed"), &json!(message)),
                "{what}: {:?}",
                r.body
            );
        }
        let r = app
            .call_in(
                Method::POST,
                &profile,
                Some(&admin),
                Some(json!({"title_en": "Changed"})),
                "bn",
            )
            .await;
        assert_eq!(
            r.body["message"],
            "এই কাউন্সেলর সেবা ছেড়ে গেছেন; তাঁর প্রোফাইল আর বদলানো যায় না।"
        );

        // The admins still read them, unchanged.
        let r = app.get(&profile, Some(&admin)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert!(r.body["removed_at"].is_string(), "{:?}", r.body);
        assert_eq!(r.body["title_en"], "Counsellor");
        let r = app
            .get(&format!("{profile}/availability"), Some(&admin))
            .await;
        assert_eq!(
            (r.status.as_u16(), &r.body["weekly"]),
            (200, &json!([])),
            "{:?}",
            r.body
        );
    }
}
