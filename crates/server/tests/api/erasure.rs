//! The export and the erasure of an account end to end on SQLite and
//! PostgreSQL: the export holds every table that holds the person, and after
//! an erasure no column of any table holds anything that identifies them.

use std::io::Read;

use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde_json::{Value, json};

use crate::helpers::{Options, TestApp, spawn_apps};
use crate::self_care::answers;

const NAME: &str = "erasme";
const EMAIL: &str = "erasme.banu@example.com";
const PHONE: &str = "01799887766";
const NID: &str = "19907654321";
const ANSWER: &str = "Sat by the Padma with Moyna";
const PLAN: &str = "Call my aunt Shirin Parveen";
const REASON: &str = "Please call Erasme-on-Thursday first";

/// Every (table, column) of the database whose text holds `needle` (any case).
pub(crate) async fn columns_holding(app: &TestApp, needle: &str) -> Vec<String> {
    let conn = &app.database.conn;
    let backend = conn.get_database_backend();
    let columns: Vec<(String, String)> = match backend {
        DbBackend::Sqlite => {
            let tables = conn
                .query_all_raw(Statement::from_string(backend, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
                .await
                .unwrap();
            let mut out = Vec::new();
            for t in tables {
                let table: String = t.try_get("", "name").unwrap();
                for c in conn.query_all_raw(Statement::from_string(backend, format!("PRAGMA table_info(\"{table}\")"))).await.unwrap() {
                    out.push((table.clone(), c.try_get::<String>("", "name").unwrap()));
                }
            }
            out
        }
        _ => conn
            .query_all_raw(Statement::from_string(
                backend,
                "SELECT c.table_name::text AS t, c.column_name::text AS c FROM information_schema.columns c \
                 JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema \
                 WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'",
            ))
            .await
            .unwrap()
            .into_iter()
            .map(|r| (r.try_get("", "t").unwrap(), r.try_get("", "c").unwrap()))
            .collect(),
    };
    assert!(columns.len() > 50, "every table was read: {columns:?}");
    let mut found = Vec::new();
    for (table, column) in columns {
        let sql = match backend {
            DbBackend::Sqlite => format!(
                "SELECT count(*) AS n FROM \"{table}\" WHERE instr(lower(CAST(\"{column}\" AS TEXT)), $1) > 0"
            ),
            _ => format!(
                "SELECT count(*) AS n FROM \"{table}\" WHERE position($1 in lower(\"{column}\"::text)) > 0"
            ),
        };
        let row = conn
            .query_one_raw(Statement::from_sql_and_values(
                backend,
                sql,
                [needle.to_lowercase().into()],
            ))
            .await
            .unwrap()
            .unwrap();
        if row.try_get::<i64>("", "n").unwrap() > 0 {
            found.push(format!("{table}.{column}"));
        }
    }
    found
}

/// The export, with the account's password given again.
async fn ask_export(app: &TestApp, token: &str, password: &str) -> reqwest::Response {
    app.client
        .post(format!("{}/api/custom/v1/me/export", app.address))
        .bearer_auth(token)
        .json(&json!({ "password": password }))
        .send()
        .await
        .unwrap()
}

/// The export as (file name, bytes) pairs.
async fn export(
    app: &TestApp,
    token: &str,
    password: &str,
) -> (reqwest::header::HeaderMap, Vec<(String, String)>) {
    let res = ask_export(app, token, password).await;
    assert_eq!(res.status(), 200);
    let headers = res.headers().clone();
    let bytes = res.bytes().await.unwrap();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec())).expect("a zip file");
    let mut files = Vec::new();
    for i in 0..zip.len() {
        let mut f = zip.by_index(i).unwrap();
        let mut text = String::new();
        f.read_to_string(&mut text).unwrap();
        files.push((f.name().unwrap().into_owned(), text));
    }
    (headers, files)
}

/// A subscriber with something in every table that can hold a person.
async fn full_account(app: &TestApp) -> (String, i64) {
    let r = app
        .post(
            "/api/custom/v1/register",
            None,
            json!({"username": NAME, "email": EMAIL, "password": "secret-123", "contact_number": PHONE, "consents": [{"purpose": "health_data", "granted": true}]}),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let token = app.activate_and_log_in(NAME, EMAIL, "secret-123").await;
    let id = app.get("/api/custom/v1/me", Some(&token)).await.body["user_id"]
        .as_i64()
        .unwrap();
    assert_eq!(
        app.post(
            "/api/custom/v1/update-user-info/",
            Some(&token),
            json!({"contact_number": PHONE, "nid": NID})
        )
        .await
        .status,
        200
    );

    let mut day_answers = answers(app, &token, "6").await;
    for a in day_answers.as_array_mut().unwrap() {
        if a["answer"] == "A walk by the river" {
            a["answer"] = json!(ANSWER);
        }
    }
    assert_eq!(
        app.post("/api/custom/v1/multiple-answers", Some(&token), day_answers)
            .await
            .status,
        201
    );
    assert_eq!(
        app.post(
            "/api/custom/v1/check-ins/phq9",
            Some(&token),
            json!({"answers": [1, 1, 1, 1, 1, 1, 1, 1, 0]})
        )
        .await
        .status,
        201
    );
    let plan = json!({"people": [{"name": PLAN, "phone": PHONE}], "reasons_for_living": [PLAN]});
    assert_eq!(
        app.post("/api/custom/v1/me/safety-plan", Some(&token), plan)
            .await
            .status,
        200
    );
    let admin = app.admin_token().await;
    crate::content::add_category(app, &admin, "Sleep").await;
    let r = app
        .post(
            "/api/custom/v1/learninghub",
            Some(&admin),
            crate::content::learning("Rest", "Sleep", "https://youtu.be/inpok4MKVLM"),
        )
        .await;
    let course = r.body["item"]["id"].as_i64().unwrap();
    assert_eq!(
        app.post(
            "/api/custom/v1/add-to-wishlist",
            Some(&token),
            json!({"learninghub_id": course})
        )
        .await
        .status,
        200
    );

    use mon_application::ports::Clock;
    let mut ids = Vec::new();
    for offset in [2, 3] {
        let date = (app.clock.today() + chrono::Duration::days(offset))
            .format("%Y-%m-%d")
            .to_string();
        let body = json!({"appointment_date": date, "appointment_time": "10:30 AM", "appointment_name": "Erasme Banu", "appointment_email": EMAIL, "appointment_phone": PHONE});
        let r = app
            .post("/api/custom/v1/appointment/create", Some(&token), body)
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        ids.push(r.body["appointment"]["id"].as_i64().expect("an id"));
    }
    // A verified number with texts on (decisions and reminders owed by text), and a code on its way.
    let number = format!("+880{}", &PHONE[1..]);
    app.verified_with_texts(&token, &number).await;
    app.phone_code_to(&token, &number, 2).await;
    let approve = json!({"appointment_status": "approved", "session_mode": "video", "session_detail": "https://meet.example.org/erasme-banu"});
    assert_eq!(
        app.post(
            &format!("/api/custom/v1/appointment/update-status/{}", ids[0]),
            Some(&admin),
            approve
        )
        .await
        .status,
        200
    );
    let unapprove = json!({"appointment_status": "unapproved", "reason": REASON});
    assert_eq!(
        app.post(
            &format!("/api/custom/v1/appointment/update-status/{}", ids[1]),
            Some(&admin),
            unapprove
        )
        .await
        .status,
        200
    );
    // An admin read, for the access log.
    assert_eq!(
        app.get(
            &format!("/api/custom/v1/appointment/user/{id}"),
            Some(&admin)
        )
        .await
        .status,
        200
    );
    (token, id)
}

#[tokio::test]
async fn the_export_holds_every_table_that_holds_the_person() {
    for app in spawn_apps(Options::default()).await {
        let (token, _) = full_account(&app).await;
        // Not without the password, asked again, nor with a wrong one: nothing is handed over.
        let none = app
            .post("/api/custom/v1/me/export", Some(&token), json!({}))
            .await;
        assert_eq!(
            (
                none.status.as_u16(),
                none.body["data"]["errors"]["password"][0].as_str()
            ),
            (400, Some("Password is required")),
            "{:?}",
            none.body
        );
        let wrong = app
            .post(
                "/api/custom/v1/me/export",
                Some(&token),
                json!({"password": "not-mine-1"}),
            )
            .await;
        assert_eq!(
            (wrong.status.as_u16(), wrong.body["code"].as_str()),
            (400, Some("wrong_password")),
            "{:?}",
            wrong.body
        );
        let (headers, files) = export(&app, &token, "secret-123").await;
        assert_eq!(headers.get("content-type").unwrap(), "application/zip");
        assert!(
            headers
                .get("content-disposition")
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("attachment; filename=\"mon-export-")
        );
        assert_eq!(headers.get("cache-control").unwrap(), "no-store");
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        for table in [
            "account",
            "appointments",
            "self_care_answers",
            "self_care_days",
            "check_ins",
            "safety_plan",
            "saved_courses",
            "consents",
            "access_log",
            "pending_mail",
            "text_messages",
        ] {
            assert!(
                names.contains(&format!("{table}.csv").as_str()),
                "{table}.csv in {names:?}"
            );
        }
        let readme = &files.iter().find(|(n, _)| n == "README.txt").unwrap().1;
        assert!(readme.contains("Mon: your data") && readme.contains("মন: আপনার তথ্য"));
        let data: Value =
            serde_json::from_str(&files.iter().find(|(n, _)| n == "data.json").unwrap().1).unwrap();
        let t = &data["tables"];
        assert_eq!(
            (
                t["account"][0]["username"].as_str(),
                t["account"][0]["nid"].as_str(),
                t["account"][0]["contact_number"].as_str()
            ),
            (Some(NAME), Some(NID), Some(PHONE))
        );
        assert!(
            t["account"][0].get("password_hash").is_none(),
            "no password hash"
        );
        assert_eq!(t["appointments"].as_array().unwrap().len(), 2);
        let texts = t["text_messages"].as_array().unwrap();
        assert!(
            texts.len() >= 2
                && texts[0]["kind"] == "verification"
                && texts.iter().all(|m| m["number"] == "+880•••••••766"),
            "the texts sent, the number masked: {texts:?}"
        );
        assert_eq!(t["appointments"][1]["reason"], REASON);
        let answer = t["self_care_answers"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["answer"] == ANSWER)
            .expect("the typed answer");
        assert!(
            answer["question"].as_str().is_some_and(|q| !q.is_empty())
                && answer["question_bn"]
                    .as_str()
                    .is_some_and(|q| !q.is_empty()),
            "with the question"
        );
        assert_eq!(t["self_care_days"].as_array().unwrap().len(), 1);
        assert_eq!(
            (
                t["check_ins"][0]["instrument"].as_str(),
                t["check_ins"][0]["score"].as_i64()
            ),
            (Some("phq9"), Some(8))
        );
        assert!(
            t["safety_plan"][0]["content"]
                .as_str()
                .unwrap()
                .contains(PLAN)
        );
        assert_eq!(t["consents"][0]["granted"], true);
        assert_eq!(t["access_log"][0]["by"], "admin");
        // Every table with a column naming its person (user_id / subscriber_id) has its rows in the export.
        let owned: Vec<(&str, &str)> = vec![
            ("saved_courses", "saved_courses"),
            ("appointments", "appointments"),
            ("self_care_answers", "self_care_answers"),
            ("self_care_submissions", "self_care_days"),
            ("check_ins", "check_ins"),
            ("safety_plans", "safety_plan"),
            ("consents", "consents"),
            ("access_log", "access_log"),
        ];
        for (table, exported) in owned {
            assert!(
                !t[exported].as_array().unwrap().is_empty(),
                "{table} holds the person: {exported} is exported"
            );
        }
        // The export is noted in the person's own access log.
        let log = app
            .get("/api/custom/v1/me/access-log", Some(&token))
            .await
            .body;
        assert_eq!(
            (
                log["items"][0]["what"].as_str(),
                log["items"][0]["by_you"].as_bool()
            ),
            (Some("export"), Some(true))
        );
        assert_eq!(
            (
                log["items"][1]["what"].as_str(),
                log["items"][1]["by_you"].as_bool()
            ),
            (Some("appointments"), Some(false))
        );
        // Admins export their own account too.
        let admin = app.admin_token().await;
        let (_, files) = export(&app, &admin, crate::helpers::ADMIN_PASSWORD).await;
        let data: Value =
            serde_json::from_str(&files.iter().find(|(n, _)| n == "data.json").unwrap().1).unwrap();
        assert_eq!(data["tables"]["account"][0]["username"], "admin");
    }
}

#[tokio::test]
async fn exports_are_rate_limited_per_account() {
    for app in spawn_apps(Options {
        booking_rate_limit: 2,
        ..Options::default()
    })
    .await
    {
        let token = app.subscriber_token("rahima", "secret1").await;
        for _ in 0..2 {
            assert_eq!(ask_export(&app, &token, "secret1").await.status(), 200);
        }
        let r = app
            .post(
                "/api/custom/v1/me/export",
                Some(&token),
                json!({"password": "secret1"}),
            )
            .await;
        assert_eq!(r.status, 429);
        assert!(r.headers.contains_key("retry-after"));
    }
}

#[tokio::test]
async fn an_erasure_leaves_nothing_that_identifies_the_person() {
    for app in spawn_apps(Options::default()).await {
        let (token, id) = full_account(&app).await;
        let admin = app.admin_token().await;
        let (counsellor, counsellor_token) = with_a_counsellor(&app, &token, &admin).await;
        // Before: the scan finds the person (it can fail).
        assert!(
            columns_holding(&app, EMAIL)
                .await
                .iter()
                .any(|c| c == "users.email")
        );
        assert!(
            columns_holding(&app, ANSWER)
                .await
                .iter()
                .any(|c| c == "self_care_answers.answer")
        );

        assert!(
            !app.mails_to(EMAIL).is_empty(),
            "mail to the person was written"
        );
        // A wrong password erases nothing; an admin has no such call.
        let wrong = app
            .post(
                "/api/custom/v1/me/delete",
                Some(&token),
                json!({"password": "not-mine-1"}),
            )
            .await;
        assert_eq!(
            (
                wrong.status.as_u16(),
                wrong.body["data"]["errors"]["password"][0].as_str()
            ),
            (400, Some("The password is incorrect.")),
            "{:?}",
            wrong.body
        );
        let empty = app
            .post("/api/custom/v1/me/delete", Some(&token), json!({}))
            .await;
        assert_eq!(empty.status, 400);
        assert_eq!(
            app.post(
                "/api/custom/v1/me/delete",
                Some(&admin),
                json!({"password": "whatever"})
            )
            .await
            .status,
            403
        );
        assert_eq!(
            app.get("/api/custom/v1/me", Some(&token)).await.status,
            200,
            "still there"
        );

        let r = app
            .post(
                "/api/custom/v1/me/delete",
                Some(&token),
                json!({"password": "secret-123"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (
                200,
                Some("Your account and your data have been erased. We wish you well.")
            ),
            "{:?}",
            r.body
        );

        // The development folder keeps no mail to the person (removed after the answer); other people's stays.
        for _ in 0..100 {
            if app.mails_to(EMAIL).is_empty() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert_eq!(
            app.mails_to(EMAIL).len(),
            0,
            "the person's mail files are gone"
        );
        assert!(
            !app.mails_to("admin@mon.test").is_empty(),
            "the admins' mail stays"
        );
        // On SQLite every connection overwrites what a delete frees.
        if app.database.backend() == DbBackend::Sqlite {
            let row = app
                .database
                .conn
                .query_one_raw(Statement::from_string(
                    DbBackend::Sqlite,
                    "PRAGMA secure_delete",
                ))
                .await
                .unwrap()
                .unwrap();
            assert_eq!(
                row.try_get_by_index::<i64>(0).unwrap(),
                1,
                "secure_delete is on"
            );
        }
        // Nothing identifying is left in any column of any table (later failed log-ins with the old
        // names are new records about whoever typed them, kept 24 hours like any other). The search
        // index is merged after the answer: wait for that (up to 10 s) before the scan.
        for _ in 0..100 {
            if columns_holding(&app, NAME).await.is_empty() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        for needle in [
            NAME,
            EMAIL,
            PHONE,
            NID,
            ANSWER,
            PLAN,
            REASON,
            "erasme-banu",
            "Erasme Banu",
        ] {
            assert_eq!(
                columns_holding(&app, needle).await,
                Vec::<String>::new(),
                "{needle} is gone from every column"
            );
        }
        // Tokens and log-in stop at once.
        assert_eq!(app.get("/api/custom/v1/me", Some(&token)).await.status, 401);
        assert_eq!(app.login(NAME, "secret-123").await.status, 401);
        assert_eq!(app.login(EMAIL, "secret-123").await.status, 401);
        // Admins have no path to it; its appointments stay as date, time and status only.
        assert_eq!(
            app.get(&format!("/api/custom/v1/users?search={NAME}"), Some(&admin))
                .await
                .body["total"],
            0
        );
        let all = app
            .get("/api/custom/v1/appointment/all?per_page=100", Some(&admin))
            .await;
        assert_eq!(all.status, 200, "{:?}", all.body);
        let kept: Vec<&Value> = all.body["items"].as_array().unwrap().iter().collect();
        assert_eq!(kept.len(), 3, "the service's counts keep them");
        for a in kept {
            assert_eq!(
                (a["name"].as_str(), a["email"].as_str(), a["phone"].as_str()),
                (Some(""), Some(""), Some("")),
                "{a}"
            );
            assert!(
                a["appointment_status"].is_string()
                    && a["date"].is_string()
                    && (a["time"] == "10:30 AM" || a["time"] == "09:00 AM"),
                "{a}"
            );
            // Date, time, status and counsellor only: nothing of how the session went.
            assert_eq!(
                (&a["session_mode"], &a["session_detail"], &a["attendance"]),
                (&Value::Null, &Value::Null, &Value::Null),
                "{a}"
            );
        }
        // The counsellor's session stays theirs, without the notes about it.
        let session = all.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["counsellor_id"] == counsellor)
            .expect("the counsellor's session stays");
        let notes = app
            .get(
                &format!(
                    "/api/custom/v1/counsellors/me/sessions/{}/notes",
                    session["id"]
                ),
                Some(&counsellor_token),
            )
            .await;
        assert_eq!(notes.body["items"], json!([]), "{:?}", notes.body);
        let of_user = app
            .get(
                &format!("/api/custom/v1/appointment/user/{id}"),
                Some(&admin),
            )
            .await;
        assert!(
            of_user.body["items"]
                .as_array()
                .is_none_or(|i| i.iter().all(|a| a["name"] == "")),
            "{:?}",
            of_user.body
        );

        // No mail to the person is owed, and none follows.
        let outbox = mon_persistence::SeaOutboxRepository::new(app.database.clone());
        assert!(
            outbox.waiting().await.unwrap().iter().all(|m| m
                .envelope
                .mail()
                .is_none_or(|mail| !mail.to.eq_ignore_ascii_case(EMAIL))),
            "the reminders were dropped"
        );

        // The username and the e-mail are free again.
        assert_eq!(
            app.post("/api/custom/v1/register", None, json!({"username": NAME, "email": EMAIL, "password": "secret-456", "contact_number": PHONE}))
                .await
                .status,
            201
        );
        assert_eq!(
            app.get("/api/custom/v1/users", Some(&admin)).await.body["total"],
            1,
            "one subscriber counted: the new one"
        );
    }
}

/// The person's session with a counsellor, approved, which the counsellor attended to, with a note
/// that names the person: the counsellor's id and token.
async fn with_a_counsellor(app: &TestApp, token: &str, admin: &str) -> (i64, String) {
    use mon_application::ports::Clock;
    let (counsellor, counsellor_token) =
        crate::counsellors::bookable_counsellor_named(app, admin, "carer").await;
    let date = (app.clock.today() + chrono::Duration::days(4))
        .format("%Y-%m-%d")
        .to_string();
    let body = json!({"appointment_date": date, "appointment_time": "09:00 AM", "appointment_name": "Erasme Banu",
                      "appointment_email": EMAIL, "appointment_phone": PHONE, "counsellor_id": counsellor});
    let (session, _) = crate::counsellors::requested_and_approved(
        app,
        (token, admin),
        body,
        json!({"appointment_status": "approved", "session_mode": "phone"}),
    )
    .await;
    let r = app
        .post(
            &format!("/api/custom/v1/counsellors/me/sessions/{session}/notes"),
            Some(&counsellor_token),
            json!({"text": format!("{NAME} talked about {PLAN}")}),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    (counsellor, counsellor_token)
}

/// Every row of the outbox, dead letters included: (recipient, kind, appointment, dead).
async fn outbox_rows(app: &TestApp) -> Vec<(String, String, Option<i64>, i32)> {
    let conn = &app.database.conn;
    let backend = conn.get_database_backend();
    conn.query_all_raw(Statement::from_string(
        backend,
        "SELECT recipient, kind, appointment_id, CASE WHEN dead_at IS NULL THEN 0 ELSE 1 END AS dead FROM outbox ORDER BY id",
    ))
    .await
    .unwrap()
    .into_iter()
    .map(|r| {
        (
            r.try_get("", "recipient").unwrap(),
            r.try_get::<Option<String>>("", "kind").unwrap().unwrap_or_default(),
            r.try_get("", "appointment_id").unwrap(),
            r.try_get("", "dead").unwrap(),
        )
    })
    .collect()
}

pub(crate) async fn erase(app: &TestApp, token: &str, password: &str) {
    let r = app
        .post(
            "/api/custom/v1/me/delete",
            Some(token),
            json!({ "password": password }),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}

/// Owed mail is matched by what is stored with it (its address, its appointment, the account it is
/// about), never by a piece of its text: every mail ends with the service's name, and a name of one
/// letter is inside nearly every word.
#[tokio::test]
async fn an_erasure_keeps_everybody_elses_owed_mail() {
    for app in spawn_apps(Options {
        mail_max_attempts: 1,
        ..Options::default()
    })
    .await
    {
        use mon_application::ports::Clock;
        let admin = app.admin_token().await;
        // Ibrahim (whose name holds "rahim") has an approved session: two reminders wait for it.
        let ibrahim = app.subscriber_token("ibrahim", "secret-123").await;
        let date = (app.clock.today() + chrono::Duration::days(3))
            .format("%Y-%m-%d")
            .to_string();
        let body = json!({"appointment_date": date, "appointment_time": "10:30 AM", "appointment_name": "Ibrahim Khan", "appointment_email": "ibrahim@example.com", "appointment_phone": PHONE});
        let r = app
            .post("/api/custom/v1/appointment/create", Some(&ibrahim), body)
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let id = r.body["appointment"]["id"].as_i64().unwrap();
        let approve = json!({"appointment_status": "approved", "session_mode": "in_person", "session_detail": "Room 2"});
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{id}"),
                Some(&admin),
                approve,
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let e = app.subscriber_token("e", "secret-123").await;
        let mon = app.subscriber_token("mon", "secret-123").await;
        let rahim = app.subscriber_token("rahim", "secret-123").await;
        app.wait_for_empty_outbox_but_reminders().await;

        // The mail folder breaks: a reset mail to Ibrahim and one to "e" fail once and rest as dead letters.
        std::fs::remove_dir_all(&app.mail_dir).unwrap();
        std::fs::write(&app.mail_dir, b"not a folder").unwrap();
        for email in ["ibrahim@example.com", "e@example.com"] {
            let r = app
                .post(
                    "/api/custom/v1/password-reset",
                    None,
                    json!({ "email": email }),
                )
                .await;
            assert_eq!(r.status, 200, "{:?}", r.body);
        }
        for _ in 0..200 {
            if outbox_rows(&app).await.iter().filter(|r| r.3 == 1).count() == 2 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let before = outbox_rows(&app).await;
        let reminder = |r: &&(String, String, Option<i64>, i32)| {
            r.0 == "ibrahim@example.com" && r.2 == Some(id) && r.3 == 0
        };
        assert_eq!(before.iter().filter(reminder).count(), 2, "{before:?}");
        assert!(
            before
                .iter()
                .any(|r| r.0 == "ibrahim@example.com" && r.1 == "password_reset" && r.3 == 1),
            "{before:?}"
        );
        assert!(before.iter().any(|r| r.0 == "e@example.com"), "{before:?}");

        erase(&app, &e, "secret-123").await;
        erase(&app, &mon, "secret-123").await;
        erase(&app, &rahim, "secret-123").await;

        let after = outbox_rows(&app).await;
        let expected: Vec<_> = before
            .into_iter()
            .filter(|r| r.0 != "e@example.com")
            .collect();
        assert_eq!(after, expected, "only the erased people's own mail is gone");
    }
}
