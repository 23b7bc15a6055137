//! Sharing with one's own counsellor end to end on SQLite and PostgreSQL: the client's counsellor
//! reads their check-ins and safety plan only while the client shares them, anyone else learns
//! nothing, and each read is in the client's access log with the counsellor's name.

use serde_json::{Value, json};

use crate::counsellors::{bookable_counsellor_named, request, requested_and_approved};
use crate::helpers::{Options, TestApp, spawn_apps};

/// A day `n` days ahead, in Dhaka.
fn days_ahead(n: i64) -> String {
    (chrono::Utc::now()
        .with_timezone(&chrono_tz::Asia::Dhaka)
        .date_naive()
        + chrono::Duration::days(n))
    .format("%Y-%m-%d")
    .to_string()
}

struct Cast {
    admin: String,
    /// The subscriber and their user id.
    client: String,
    client_id: i64,
    /// The client's counsellor (a session ahead with them; named on the client's account by it).
    carer: String,
    carer_id: i64,
    /// A counsellor with no tie to the client.
    other: String,
    other_id: i64,
}

/// A client who took a check-in and saved a safety plan, with an approved session ahead with one
/// counsellor, and a second counsellor.
async fn cast(app: &TestApp) -> Cast {
    let admin = app.admin_token().await;
    let (carer_id, carer) = bookable_counsellor_named(app, &admin, "carer").await;
    let (other_id, other) = bookable_counsellor_named(app, &admin, "other").await;
    let client = app.subscriber_token("client", "secret1").await;
    requested_and_approved(
        app,
        (&client, &admin),
        request(&days_ahead(3), "09:00 AM", carer_id),
        json!({"appointment_status": "approved", "session_mode": "phone"}),
    )
    .await;
    let r = app
        .post(
            "/api/custom/v1/check-ins/gad7",
            Some(&client),
            json!({"answers": [1, 1, 1, 1, 1, 1, 1]}),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let plan = json!({"warning_signs": ["I stop answering my phone"], "reasons_for_living": ["My little brother"]});
    let r = app
        .post("/api/custom/v1/me/safety-plan", Some(&client), plan)
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let client_id = app.get("/api/custom/v1/me", Some(&client)).await.body["user_id"]
        .as_i64()
        .unwrap();
    Cast {
        admin,
        client,
        client_id,
        carer,
        carer_id,
        other,
        other_id,
    }
}

fn client_path(id: i64, rest: &str) -> String {
    format!("/api/custom/v1/counsellors/me/clients/{id}{rest}")
}

/// The two shared reads of client `id`.
fn shared_paths(id: i64) -> [String; 2] {
    [
        client_path(id, "/check-ins"),
        client_path(id, "/safety-plan"),
    ]
}

/// The client grants (or withdraws) sharing with their counsellor.
async fn share(app: &TestApp, client: &str, granted: bool) -> Value {
    let r = app
        .post(
            "/api/custom/v1/me/consents",
            Some(client),
            json!({"purpose": "share_with_counsellor", "granted": granted}),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body
}

/// `token`'s reads of every path of `paths` are each refused with `status` and `code`.
async fn refused(app: &TestApp, token: &str, paths: &[String], status: u16, code: &str) {
    for path in paths {
        let r = app.get(path, Some(token)).await;
        assert_eq!(r.status, status, "{path}: {:?}", r.body);
        assert_eq!(r.body["code"], code, "{path}");
        assert_eq!(r.body["data"]["status"], status, "{path}");
    }
}

async fn access_log(app: &TestApp, client: &str, lang: &str) -> Value {
    let (status, body) = app
        .get_in("/api/custom/v1/me/access-log", Some(client), lang)
        .await;
    assert_eq!(status, 200, "{body:?}");
    body
}

#[tokio::test]
async fn a_counsellor_reads_check_ins_and_the_safety_plan_only_while_the_client_shares_them() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        // Off by default: the listing shows the purpose, never asked.
        let r = app.get("/api/custom/v1/me/consents", Some(&c.client)).await;
        assert_eq!(
            r.body["current"],
            json!([
                {"purpose": "health_data", "state": "granted"},
                {"purpose": "share_with_counsellor", "state": "unknown"}
            ])
        );
        refused(
            &app,
            &c.carer,
            &shared_paths(c.client_id),
            403,
            "consent_required",
        )
        .await;
        let r = app.get(&client_path(c.client_id, ""), Some(&c.carer)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            r.body,
            json!({"id": c.client_id, "name": "Client", "shares": false})
        );

        let granted = share(&app, &c.client, true).await;
        assert_eq!(
            granted["consent"]["text_shown"],
            "Let my counsellor see my check-ins and my safety plan before and between our sessions. I can stop this at any time in Settings, and I can see each time they looked."
        );
        // The answer speaks of sharing, not of keeping health data.
        assert_eq!(
            granted["message"],
            "Sharing is on. Your counsellor can now see your check-ins and your safety plan, and you will see each time they look."
        );
        let r = app
            .get(&client_path(c.client_id, "/check-ins"), Some(&c.carer))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let own = app.get("/api/custom/v1/check-ins", Some(&c.client)).await;
        assert_eq!(r.body, own.body, "the client's own history, as they see it");
        assert_eq!(
            (
                &r.body["items"][0]["code"],
                &r.body["items"][0]["score"],
                &r.body["items"][0]["band"]
            ),
            (&json!("gad7"), &json!(7), &json!("mild"))
        );
        let r = app
            .get(&client_path(c.client_id, "/safety-plan"), Some(&c.carer))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let own = app
            .get("/api/custom/v1/me/safety-plan", Some(&c.client))
            .await;
        assert_eq!(r.body, own.body, "the client's own plan, as they see it");
        assert_eq!(
            r.body["plan"]["reasons_for_living"],
            json!(["My little brother"])
        );
        assert_eq!(r.headers.get("cache-control").unwrap(), "no-store");
        let r = app.get(&client_path(c.client_id, ""), Some(&c.carer)).await;
        assert_eq!(r.body["shares"], true);

        // A withdrawal stops the very next read.
        let withdrawn = share(&app, &c.client, false).await;
        assert_eq!(
            withdrawn["message"],
            "Sharing is off. Your counsellor no longer sees your check-ins or your safety plan."
        );
        refused(
            &app,
            &c.carer,
            &shared_paths(c.client_id),
            403,
            "consent_required",
        )
        .await;
        let (_, bn) = app
            .get_in(
                &client_path(c.client_id, "/check-ins"),
                Some(&c.carer),
                "bn",
            )
            .await;
        assert!(
            bn["message"].as_str().unwrap().starts_with("এই ক্লায়েন্ট"),
            "{bn:?}"
        );
        let r = app.get(&client_path(c.client_id, ""), Some(&c.carer)).await;
        assert_eq!(r.body["shares"], false);
    }
}

#[tokio::test]
async fn only_the_client_s_own_counsellor_learns_anything_of_them() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        share(&app, &c.client, true).await;
        let every = [
            client_path(c.client_id, ""),
            client_path(c.client_id, "/sessions"),
            client_path(c.client_id, "/check-ins"),
            client_path(c.client_id, "/safety-plan"),
        ];
        // Another counsellor: the client does not exist for them, consent or not; nor does
        // anybody who is no subscriber.
        refused(&app, &c.other, &every, 404, "not_found").await;
        let admin_id = app.get("/api/custom/v1/me", Some(&c.admin)).await.body["user_id"]
            .as_i64()
            .unwrap();
        for id in [admin_id, 999_999] {
            refused(
                &app,
                &c.carer,
                &[client_path(id, ""), client_path(id, "/check-ins")],
                404,
                "not_found",
            )
            .await;
        }
        // An admin and the client themselves are no counsellors; nobody signed in is nobody.
        refused(&app, &c.admin, &every, 403, "forbidden").await;
        refused(&app, &c.client, &every, 403, "forbidden").await;
        assert_eq!(app.get(&every[2], None).await.status, 401);

        // The counsellor the admin names on the client's account is theirs too, with no session yet.
        let r = app
            .post(
                &format!(
                    "/api/custom/v1/admin/subscribers/{}/counsellor",
                    c.client_id
                ),
                Some(&c.admin),
                json!({"counsellor_id": c.other_id}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        for token in [&c.other, &c.carer] {
            for path in &every {
                let r = app.get(path, Some(token)).await;
                assert_eq!(r.status, 200, "{path}: {:?}", r.body);
            }
        }
        let r = app.get(&every[1], Some(&c.other)).await;
        assert_eq!(r.body["total"], 0, "no session of theirs with the client");
    }
}

#[tokio::test]
async fn each_shared_read_is_in_the_client_s_access_log_with_the_counsellor_s_name_and_a_refused_one_is_not()
 {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        // The admin's reads while approving the session, if any.
        let before = access_log(&app, &c.client, "en").await["total"]
            .as_u64()
            .unwrap();
        // Refused reads (not shared, not their client) leave nothing.
        refused(
            &app,
            &c.carer,
            &shared_paths(c.client_id),
            403,
            "consent_required",
        )
        .await;
        share(&app, &c.client, true).await;
        refused(&app, &c.other, &shared_paths(c.client_id), 404, "not_found").await;
        assert_eq!(access_log(&app, &c.client, "en").await["total"], before);

        for path in shared_paths(c.client_id) {
            assert_eq!(app.get(&path, Some(&c.carer)).await.status, 200);
        }
        // Who the client is and their sessions with the counsellor are not what they share.
        app.get(&client_path(c.client_id, ""), Some(&c.carer)).await;
        app.get(&client_path(c.client_id, "/sessions"), Some(&c.carer))
            .await;
        let log = access_log(&app, &c.client, "en").await;
        assert_eq!(log["total"], before + 2, "{log:?}");
        let seen: Vec<Value> = log["items"]
            .as_array()
            .unwrap()
            .iter()
            .take(2)
            .map(|e| {
                json!([
                    e["what"],
                    e["admin"],
                    e["by_counsellor"],
                    e["counsellor_name"],
                    e["by_you"]
                ])
            })
            .collect();
        assert_eq!(
            seen,
            vec![
                json!(["safety_plan", "carer", true, "Counsellor carer", false]),
                json!(["check_ins", "carer", true, "Counsellor carer", false]),
            ],
            "newest first, each naming the counsellor"
        );
        let bn = access_log(&app, &c.client, "bn").await;
        assert_eq!(
            bn["items"][0]["counsellor_name"], "কাউন্সেলর",
            "in the client's language"
        );

        // After a withdrawal, the refused read leaves nothing either; an admin's read says it was no counsellor.
        share(&app, &c.client, false).await;
        refused(
            &app,
            &c.carer,
            &shared_paths(c.client_id),
            403,
            "consent_required",
        )
        .await;
        let r = app
            .get(
                &format!("/api/custom/v1/appointment/user/{}", c.client_id),
                Some(&c.admin),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let log = access_log(&app, &c.client, "en").await;
        assert_eq!(log["total"], before + 3, "{log:?}");
        assert_eq!(
            json!([
                log["items"][0]["what"],
                log["items"][0]["admin"],
                log["items"][0]["by_counsellor"],
                log["items"][0]["counsellor_name"]
            ]),
            json!(["appointments", "admin", false, null])
        );
    }
}

#[tokio::test]
async fn a_counsellor_reads_their_own_sessions_with_a_client_latest_first() {
    for app in spawn_apps(Options::default()).await {
        let c = cast(&app).await;
        // A second session with the carer, later; and one with the other counsellor, which is not theirs.
        let (later, _) = requested_and_approved(
            &app,
            (&c.client, &c.admin),
            request(&days_ahead(5), "10:00 AM", c.carer_id),
            json!({"appointment_status": "approved", "session_mode": "phone"}),
        )
        .await;
        let (others, _) = requested_and_approved(
            &app,
            (&c.client, &c.admin),
            request(&days_ahead(4), "10:00 AM", c.other_id),
            json!({"appointment_status": "approved", "session_mode": "phone"}),
        )
        .await;
        let r = app
            .get(&client_path(c.client_id, "/sessions"), Some(&c.carer))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let ids: Vec<i64> = r.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids.len(), 2, "{:?}", r.body);
        assert_eq!(ids[0], later, "the latest first");
        assert!(!ids.contains(&others), "never another counsellor's");
        assert_eq!(r.body["total"], 2);
        // The same item as in the counsellor's own list of sessions.
        let own = app
            .get("/api/custom/v1/counsellors/me/sessions", Some(&c.carer))
            .await;
        let same = own.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == later)
            .unwrap();
        assert_eq!(&r.body["items"][0], same);
        assert_eq!(r.body["items"][0]["name"], "Client");
        // Paged.
        let r = app
            .get(
                &format!(
                    "{}?per_page=1&page=2",
                    client_path(c.client_id, "/sessions")
                ),
                Some(&c.carer),
            )
            .await;
        assert_eq!(
            (r.body["items"].as_array().unwrap().len(), &r.body["total"]),
            (1, &json!(2))
        );
    }
}
