//! A counsellor's private session notes end to end on SQLite and PostgreSQL: only the author reads
//! or writes them, a signed note never changes, and no note's text is in the database as written.

use serde_json::{Value, json};

use crate::counsellors::{bookable_counsellor_named, request, requested_and_approved};
use crate::erasure::{columns_holding, erase};
use crate::helpers::{Options, Res, TestApp, spawn_apps};

/// A day three days ahead, in Dhaka.
fn day_ahead() -> String {
    (chrono::Utc::now()
        .with_timezone(&chrono_tz::Asia::Dhaka)
        .date_naive()
        + chrono::Duration::days(3))
    .format("%Y-%m-%d")
    .to_string()
}

struct Cast {
    admin: String,
    client: String,
    /// The session's counsellor.
    author: String,
    /// Another counsellor.
    other: String,
    /// The session's counsellor's id.
    counsellor: i64,
    session: i64,
}

/// A client's session with one counsellor, approved, and a second counsellor.
async fn cast(app: &TestApp) -> Cast {
    let admin = app.admin_token().await;
    let (id, author) = bookable_counsellor_named(app, &admin, "carer").await;
    let (_, other) = bookable_counsellor_named(app, &admin, "other").await;
    let client = app.subscriber_token("client", "secret1").await;
    let (session, _) = requested_and_approved(
        app,
        (&client, &admin),
        request(&day_ahead(), "09:00 AM", id),
        json!({"appointment_status": "approved", "session_mode": "phone"}),
    )
    .await;
    Cast {
        admin,
        client,
        author,
        other,
        counsellor: id,
        session,
    }
}

fn notes_of(session: i64) -> String {
    format!("/api/custom/v1/counsellors/me/sessions/{session}/notes")
}

/// `token`'s holder writes `body` on `session`: the answer, a new note (201).
async fn written(app: &TestApp, token: &str, session: i64, body: Value) -> Res {
    let r = app.post(&notes_of(session), Some(token), body).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r
}

fn note(id: i64) -> String {
    format!("/api/custom/v1/counsellors/me/notes/{id}")
}

#[tokio::test]
async fn a_note_is_read_and_written_by_its_author_alone() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        let r = written(
            &app,
            &c.author,
            c.session,
            json!({"text": "  Sleeps four hours.  "}),
        )
        .await;
        let id = r.body["id"].as_i64().unwrap();
        assert_eq!(r.body["session_id"], c.session);
        assert_eq!(r.body["text"], "Sleeps four hours.");
        assert_eq!(r.body["signed_at"], Value::Null);
        assert_eq!(r.body["parent_id"], Value::Null);
        assert!(r.body["created_at"].is_string());

        let r = app.get(&notes_of(c.session), Some(&c.author)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["items"][0]["text"], "Sleeps four hours.");
        assert_eq!(r.body["items"].as_array().unwrap().len(), 1);

        // Another counsellor: neither the session nor the note exists for them.
        for r in [
            app.get(&notes_of(c.session), Some(&c.other)).await,
            app.post(
                &notes_of(c.session),
                Some(&c.other),
                json!({"text": "mine"}),
            )
            .await,
            app.post(&note(id), Some(&c.other), json!({"text": "changed"}))
                .await,
            app.post(&format!("{}/sign", note(id)), Some(&c.other), json!({}))
                .await,
        ] {
            assert_eq!(r.status, 404, "{:?}", r.body);
            assert_eq!(r.body["code"], "not_found");
        }
        // An admin and the client themselves are not counsellors; nobody signed in is nobody.
        for token in [&c.admin, &c.client] {
            let r = app.get(&notes_of(c.session), Some(token)).await;
            assert_eq!(r.status, 403, "{:?}", r.body);
            let r = app.post(&note(id), Some(token), json!({"text": "x"})).await;
            assert_eq!(r.status, 403, "{:?}", r.body);
        }
        assert_eq!(app.get(&notes_of(c.session), None).await.status, 401);
        // Nothing of theirs changed it.
        let r = app.get(&notes_of(c.session), Some(&c.author)).await;
        assert_eq!(r.body["items"][0]["text"], "Sleeps four hours.");
    }
}

#[tokio::test]
async fn a_signed_note_never_changes_and_later_thoughts_are_addenda() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        let r = app
            .post(
                &notes_of(c.session),
                Some(&c.author),
                json!({"text": "First draft"}),
            )
            .await;
        let id = r.body["id"].as_i64().unwrap();
        let r = app
            .post(&note(id), Some(&c.author), json!({"text": "Second draft"}))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["text"], "Second draft");

        // An addendum follows a signed note only.
        let r = app
            .post(
                &notes_of(c.session),
                Some(&c.author),
                json!({"text": "Later", "parent_id": id}),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        assert!(
            r.body["data"]["errors"]["parent_id"].is_array(),
            "{:?}",
            r.body
        );

        let r = app
            .post(&format!("{}/sign", note(id)), Some(&c.author), json!({}))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert!(r.body["signed_at"].is_string());
        assert_eq!(r.body["text"], "Second draft");

        for r in [
            app.post(&note(id), Some(&c.author), json!({"text": "Rewritten"}))
                .await,
            app.post(&format!("{}/sign", note(id)), Some(&c.author), json!({}))
                .await,
        ] {
            assert_eq!(r.status, 409, "{:?}", r.body);
            assert_eq!(r.body["code"], "note_signed");
            assert_eq!(r.body["data"]["status"], 409);
        }

        let r = app
            .post(
                &notes_of(c.session),
                Some(&c.author),
                json!({"text": "Later", "parent_id": id}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        assert_eq!(r.body["parent_id"], id);

        let r = app.get(&notes_of(c.session), Some(&c.author)).await;
        let items: Vec<(&str, bool)> = r.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| (n["text"].as_str().unwrap(), n["signed_at"].is_string()))
            .collect();
        assert_eq!(items, [("Second draft", true), ("Later", false)]);
    }
}

#[tokio::test]
async fn a_note_breaking_a_rule_is_refused_on_its_field() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        for (text, lang, expected) in [
            (" ".to_owned(), "en", "Write the note first."),
            (
                "ক".repeat(20_001),
                "bn",
                "একটি নোট সর্বোচ্চ ২০,০০০ অক্ষরের হতে পারে।",
            ),
        ] {
            let r = app
                .call_in(
                    reqwest::Method::POST,
                    &notes_of(c.session),
                    Some(&c.author),
                    Some(json!({ "text": text })),
                    lang,
                )
                .await;
            assert_eq!(r.status, 400, "{:?}", r.body);
            assert_eq!(r.body["data"]["errors"]["text"][0], expected);
        }
        let r = app.get(&notes_of(c.session), Some(&c.author)).await;
        assert_eq!(r.body["items"], json!([]));
        // 20,000 Bangla letters are one note.
        let r = app
            .post(
                &notes_of(c.session),
                Some(&c.author),
                json!({"text": "ক".repeat(20_000)}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
    }
}

#[tokio::test]
async fn no_note_text_is_in_the_raw_database() {
    const NOTE: &str = "Nightmares since the flood in Sylhet";
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        let r = app
            .post(
                &notes_of(c.session),
                Some(&c.author),
                json!({"text": "Draft"}),
            )
            .await;
        let id = r.body["id"].as_i64().unwrap();
        // Both ways a text reaches the table: written, and rewritten.
        let r = app
            .post(&note(id), Some(&c.author), json!({"text": NOTE}))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        written(
            &app,
            &c.author,
            c.session,
            json!({"text": format!("{NOTE}, again")}),
        )
        .await;

        // Every column of every table, as the database returns it.
        assert_eq!(columns_holding(&app, NOTE).await, Vec::<String>::new());
        // The scan can see: the client's name, written beside the notes, is found.
        assert!(!columns_holding(&app, "client").await.is_empty());

        // SQLite: the file's bytes and its write-ahead log's, not only what queries answer.
        if let Some(file) = app.sqlite_file() {
            let mut bytes = std::fs::read(&file).unwrap();
            bytes.extend(std::fs::read(file.with_extension("db-wal")).unwrap_or_default());
            let holds = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
            assert!(holds(b"client@example.com"), "the raw scan can see");
            assert!(
                !holds(NOTE.as_bytes()),
                "a note's text is in {}",
                file.display()
            );
            assert!(!holds(b"Nightmares"));
        }
        // And the author still reads it.
        let r = app.get(&notes_of(c.session), Some(&c.author)).await;
        assert_eq!(r.body["items"][0]["text"], NOTE);
    }
}

#[tokio::test]
async fn the_clients_erasure_removes_the_notes_about_their_sessions_and_nobody_elses() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        written(
            &app,
            &c.author,
            c.session,
            json!({"text": "About the erased client"}),
        )
        .await;
        // Another client's session with the same counsellor, and its note.
        let admin = &c.admin;
        let kept = app.subscriber_token("kept", "secret1").await;
        let (kept_session, _) = requested_and_approved(
            &app,
            (&kept, admin),
            request(&day_ahead(), "10:00 AM", c.counsellor),
            json!({"appointment_status": "approved", "session_mode": "phone"}),
        )
        .await;
        written(
            &app,
            &c.author,
            kept_session,
            json!({"text": "About the kept client"}),
        )
        .await;

        erase(&app, &c.client, "secret1").await;

        // The session stays the counsellor's, blanked, without its notes.
        let r = app.get(&notes_of(c.session), Some(&c.author)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["items"], json!([]));
        let r = app.get(&notes_of(kept_session), Some(&c.author)).await;
        assert_eq!(r.body["items"][0]["text"], "About the kept client");
    }
}
