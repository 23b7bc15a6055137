//! Counsellors through the API, on both engines: an admin's invitation, the first password set from
//! the e-mailed link, the counsellor's own profile, and the public profiles.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{Options, TestApp, key_of, spawn_apps};

async fn get_in(app: &TestApp, path: &str, lang: &str) -> (u16, Value) {
    app.get_in(path, None, lang).await
}

fn invitation(username: &str, name: &str) -> Value {
    json!({"username": username, "email": format!("{username}@example.com"),
           "contact_number": "01812345678", "name_en": name, "name_bn": format!("{name} (বাংলা)")})
}

#[tokio::test]
async fn an_invited_counsellor_sets_a_first_password_from_the_mail_and_edits_only_their_own_part() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let r = app
            .post(
                "/api/custom/v1/admin/counsellors",
                Some(&admin),
                json!({"username": "nusrat", "email": "Nusrat@Example.com", "contact_number": "01812345678",
                       "name_en": "Nusrat Jahan", "name_bn": "নুসরাত জাহান", "fee_bdt": 1200}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let c = &r.body["counsellor"];
        assert_eq!(
            (
                c["invitation_accepted"].clone(),
                c["published"].clone(),
                c["fee_bdt"].clone()
            ),
            (json!(false), json!(false), json!(1200))
        );
        let id = c["id"].as_i64().unwrap();

        // Before the invitation is accepted nobody can log in as the counsellor.
        assert_ne!(app.login("nusrat", "anything1").await.status, 200);

        let mail = app.wait_for_mails("Nusrat@Example.com", 1).await.remove(0);
        assert!(mail.contains("Your username is nusrat"), "{mail}");
        assert!(
            mail.contains("within 7 days") && mail.contains("৭ দিন"),
            "{mail}"
        );
        let link = app
            .link_in_mail("Nusrat@Example.com", "/reset-password?key=")
            .await;
        assert!(link.ends_with("&email=Nusrat%40Example.com"), "{link}");
        let set = |key: String| {
            app.post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "Nusrat@Example.com", "key": key, "password": "listen12"}),
            )
        };
        assert_eq!(set(key_of(&link)).await.status, 200);
        assert_eq!(
            set(key_of(&link)).await.body["code"],
            "invalid_reset_key",
            "the link works once"
        );
        let r = app.login("nusrat", "listen12").await;
        assert_eq!(
            (r.status.as_u16(), r.body["role"].as_str()),
            (200, Some("COUNSELLOR"))
        );
        let token = r.body["token"].as_str().unwrap().to_owned();

        let r = app
            .get("/api/custom/v1/counsellors/me/profile", Some(&token))
            .await;
        assert_eq!((r.status.as_u16(), r.body["id"].as_i64()), (200, Some(id)));
        assert_eq!(r.body["invitation_accepted"], true);
        let r = app
            .post(
                "/api/custom/v1/counsellors/me/profile",
                Some(&token),
                json!({"bio_bn": "আমি মন দিয়ে শুনি।", "languages": ["bn", "en"], "specialities": ["Anxiety"]}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["counsellor"]["bio_bn"], "আমি মন দিয়ে শুনি।");
        assert_eq!(
            r.body["counsellor"]["fee_bdt"], 1200,
            "the admin's fee stays"
        );
        // The fee and publishing are the admins': a body naming them is refused and changes nothing.
        let r = app
            .post(
                "/api/custom/v1/counsellors/me/profile",
                Some(&token),
                json!({"bio_en": "Free sessions!", "fee_bdt": 0, "published": true}),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        for field in ["fee_bdt", "published"] {
            assert!(
                r.body["data"]["errors"][field].is_array(),
                "{field}: {:?}",
                r.body
            );
        }
        // A body that is not an object is refused, though every field of it is optional.
        let r = app
            .post(
                "/api/custom/v1/counsellors/me/profile",
                Some(&token),
                json!([null, null]),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
                json!([null, null]),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        let r = app
            .get(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (
                r.body["fee_bdt"].clone(),
                r.body["published"].clone(),
                r.body["bio_en"].clone()
            ),
            (json!(1200), json!(false), json!(""))
        );
        // An accepted invitation is not sent again.
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}/invitation"),
                Some(&admin),
                json!({}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("invitation_accepted"))
        );
        // A counsellor reads no subscriber's or admin's data.
        for path in [
            "/api/custom/v1/appointment/user/1",
            "/api/custom/v1/admin/counsellors",
            "/api/custom/v1/me/safety-plan",
            "/api/custom/v1/check-ins/instruments",
        ] {
            assert_eq!(app.get(path, Some(&token)).await.status, 403, "{path}");
        }
        let r = app.get("/api/custom/v1/me", Some(&token)).await;
        assert_eq!(r.body["role"], "COUNSELLOR", "{:?}", r.body);
    }
}

#[tokio::test]
async fn an_invitation_names_every_broken_field_and_a_taken_username_or_address() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        app.subscriber_token("rahim", "secret1").await;
        let r = app
            .post(
                "/api/custom/v1/admin/counsellors",
                Some(&admin),
                json!({"username": "two words", "email": "nope", "contact_number": "", "name_en": "Only English"}),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        for field in ["username", "email", "contact_number", "name_bn"] {
            assert!(
                r.body["data"]["errors"][field].is_array(),
                "{field}: {:?}",
                r.body
            );
        }
        let taken_name = json!({"username": "RAHIM", "email": "new@example.com", "contact_number": "01812345678",
                                "name_en": "A", "name_bn": "ক"});
        let r = app
            .post("/api/custom/v1/admin/counsellors", Some(&admin), taken_name)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("username_taken"))
        );
        assert!(r.body["data"]["errors"]["username"].is_array());
        let taken_mail = json!({"username": "newname", "email": "Rahim@example.com", "contact_number": "01812345678",
                                "name_en": "A", "name_bn": "ক"});
        let r = app
            .post("/api/custom/v1/admin/counsellors", Some(&admin), taken_mail)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("email_taken"))
        );
        assert!(r.body["data"]["errors"]["email"].is_array());
        let r = app
            .get("/api/custom/v1/admin/counsellors", Some(&admin))
            .await;
        assert_eq!(r.body["total"], 0, "nothing was half-written: {:?}", r.body);
        assert_eq!(r.body["per_page"], 15);
    }
}

#[tokio::test]
async fn visitors_read_only_published_counsellors_in_their_language() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let mut ids = Vec::new();
        for (username, name) in [("zara", "Zara Karim"), ("arif", "Arif Hasan")] {
            let r = app
                .post(
                    "/api/custom/v1/admin/counsellors",
                    Some(&admin),
                    invitation(username, name),
                )
                .await;
            ids.push(r.body["counsellor"]["id"].as_i64().unwrap());
        }
        let publish = |id: i64, body: Value| {
            let path = format!("/api/custom/v1/admin/counsellors/{id}");
            let (app, admin) = (&app, admin.clone());
            async move {
                app.call(Method::POST, &path, Some(&admin), Some(body))
                    .await
            }
        };
        // Publishing needs a title and credentials.
        let r = publish(ids[0], json!({"published": true})).await;
        assert_eq!(r.status, 400);
        for field in ["title_en", "credentials"] {
            assert!(
                r.body["data"]["errors"][field].is_array(),
                "{field}: {:?}",
                r.body
            );
        }
        let r = publish(
            ids[0],
            json!({"published": true, "title_en": "Clinical psychologist", "title_bn": "ক্লিনিক্যাল সাইকোলজিস্ট",
                   "credentials": "MPhil, Clinical Psychology, University of Dhaka", "modes": ["video", "phone"],
                   "bio_en": "I help with anxiety.", "registration_no": "BCPS-0042"}),
        )
        .await;
        assert_eq!(r.status, 200, "{:?}", r.body);

        let (status, list) = get_in(&app, "/api/custom/v1/counsellors", "bn").await;
        assert_eq!(status, 200);
        assert_eq!(list["total"], 1);
        let c = &list["items"][0];
        assert_eq!(c["name"], "Zara Karim (বাংলা)");
        assert_eq!(c["title"], "ক্লিনিক্যাল সাইকোলজিস্ট");
        assert_eq!(
            c["bio"], "I help with anxiety.",
            "no Bangla bio: the English one"
        );
        assert_eq!(c["modes"], json!(["video", "phone"]));
        assert!(
            c.get("email").is_none() && c.get("username").is_none(),
            "{c:?}"
        );
        let (status, one) = get_in(
            &app,
            &format!("/api/custom/v1/counsellors/{}", ids[0]),
            "en",
        )
        .await;
        assert_eq!((status, one["name"].as_str()), (200, Some("Zara Karim")));
        let (status, _) = get_in(
            &app,
            &format!("/api/custom/v1/counsellors/{}", ids[1]),
            "en",
        )
        .await;
        assert_eq!(status, 404, "an unpublished profile is nobody's business");
        let (status, _) = get_in(&app, "/api/custom/v1/counsellors/999", "en").await;
        assert_eq!(status, 404);

        // Unpublishing takes the profile off the public list at once.
        assert_eq!(
            publish(ids[0], json!({"published": false})).await.status,
            200
        );
        let (_, list) = get_in(&app, "/api/custom/v1/counsellors", "bn").await;
        assert_eq!(list["total"], 0);
        let all = app
            .get("/api/custom/v1/admin/counsellors", Some(&admin))
            .await;
        let names: Vec<_> = all.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name_en"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(names, ["Arif Hasan", "Zara Karim"]);
    }
}

#[tokio::test]
async fn a_counsellors_free_slots_follow_their_hours_their_time_off_and_the_services_closures() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (id, token) = app.counsellor_token("carer", "secret1").await;
        let put = |path: String, token: String, body: Value| {
            let app = &app;
            async move { app.call(Method::PUT, &path, Some(&token), Some(body)).await }
        };
        let own = "/api/custom/v1/counsellors/me/availability".to_owned();
        let r = put(
            own.clone(),
            token.clone(),
            json!({"weekly": [{"weekday": 8, "start": "09:00", "end": "10:00"}]}),
        )
        .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        assert!(r.body["data"]["errors"]["weekly"].is_array());
        let every_day: Vec<Value> = (1..=7)
            .map(|d| json!({"weekday": d, "start": "09:00", "end": "12:00"}))
            .collect();
        let r = put(own, token.clone(), json!({ "weekly": every_day })).await;
        assert_eq!(
            (r.status.as_u16(), r.body["weekly"].as_array().map(Vec::len)),
            (200, Some(7)),
            "{:?}",
            r.body
        );
        let r = app
            .get(
                &format!("/api/custom/v1/admin/counsellors/{id}/availability"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            r.body["weekly"][0],
            json!({"weekday": 1, "start": "09:00", "end": "12:00"})
        );

        let day = (chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(3))
        .format("%Y-%m-%d")
        .to_string();
        let slots_path = format!("/api/custom/v1/counsellors/{id}/slots?from={day}&to={day}");
        assert_eq!(
            app.get(&slots_path, None).await.status,
            404,
            "not published yet"
        );
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
                json!({"published": true, "title_en": "Counsellor", "credentials": "MSc"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let starts = |body: &Value| -> Vec<String> {
            body["slots"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["start"].as_str().unwrap()[11..16].to_owned())
                .collect()
        };
        let r = app.get(&slots_path, None).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(starts(&r.body), ["09:00", "10:00", "11:00"]);
        assert_eq!(r.body["slots"][0]["start"], format!("{day}T09:00:00+06:00"));
        assert_eq!(r.body["slots"][0]["end"], format!("{day}T09:50:00+06:00"));
        assert_eq!(
            (
                r.body["time_zone"].as_str(),
                r.body["session_minutes"].as_u64()
            ),
            (Some("Asia/Dhaka"), Some(50))
        );

        let r = app
            .post(
                "/api/custom/v1/counsellors/me/time-off",
                Some(&token),
                json!({"from": format!("{day}T10:00"), "to": format!("{day}T10:30"), "reason": "Training"}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        assert_eq!(r.body["overlapping_sessions"], json!([]));
        let off = r.body["id"].as_i64().unwrap();
        assert_eq!(
            starts(&app.get(&slots_path, None).await.body),
            ["09:00", "11:00"]
        );

        let r = app
            .post(
                "/api/custom/v1/admin/closures",
                Some(&admin),
                json!({"from": day, "to": day, "label": "Hartal"}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let closure = r.body["id"].as_i64().unwrap();
        assert!(
            starts(&app.get(&slots_path, None).await.body).is_empty(),
            "a closed day offers nothing"
        );
        let r = app.get("/api/custom/v1/closures", None).await;
        assert_eq!(r.body["items"][0]["label"], "Hartal");
        assert_eq!(
            app.delete(
                &format!("/api/custom/v1/admin/closures/{closure}"),
                Some(&admin)
            )
            .await
            .status,
            200
        );
        assert_eq!(starts(&app.get(&slots_path, None).await.body).len(), 2);

        // At most 31 days at once.
        let far = (chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").unwrap()
            + chrono::Duration::days(31))
        .format("%Y-%m-%d");
        let r = app
            .get(
                &format!("/api/custom/v1/counsellors/{id}/slots?from={day}&to={far}"),
                None,
            )
            .await;
        assert_eq!(r.status, 400);
        assert!(r.body["data"]["errors"]["to"].is_array(), "{:?}", r.body);

        // The public profile names the first free slot.
        let r = app
            .get(&format!("/api/custom/v1/counsellors/{id}"), None)
            .await;
        assert!(
            r.body["next_free"]
                .as_str()
                .is_some_and(|t| t.ends_with("+06:00")),
            "{:?}",
            r.body
        );

        let r = app
            .get("/api/custom/v1/counsellors/me/time-off", Some(&token))
            .await;
        assert_eq!(r.body["total"], 1);
        let (_, other) = app.counsellor_token("other", "secret1").await;
        assert_eq!(
            app.delete(
                &format!("/api/custom/v1/counsellors/me/time-off/{off}"),
                Some(&other)
            )
            .await
            .status,
            404,
            "another counsellor's time off"
        );
        assert_eq!(
            app.delete(
                &format!("/api/custom/v1/counsellors/me/time-off/{off}"),
                Some(&token)
            )
            .await
            .status,
            200
        );
    }
}

/// A published counsellor with hours every day 09:00–12:00; their id.
pub(crate) async fn bookable_counsellor(app: &TestApp, admin: &str) -> i64 {
    bookable_counsellor_named(app, admin, "carer").await.0
}

/// [`bookable_counsellor`] with the account `username`: the counsellor's id and token.
pub(crate) async fn bookable_counsellor_named(
    app: &TestApp,
    admin: &str,
    username: &str,
) -> (i64, String) {
    let (id, token) = app.counsellor_token(username, "secret1").await;
    let every_day: Vec<Value> = (1..=7)
        .map(|d| json!({"weekday": d, "start": "09:00", "end": "12:00"}))
        .collect();
    let r = app
        .call(
            Method::PUT,
            "/api/custom/v1/counsellors/me/availability",
            Some(&token),
            Some(json!({ "weekly": every_day })),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let r = app
        .post(
            &format!("/api/custom/v1/admin/counsellors/{id}"),
            Some(admin),
            json!({"published": true, "title_en": "Counsellor", "credentials": "MSc"}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (id, token)
}

pub(crate) fn request(day: &str, time: &str, counsellor: i64) -> Value {
    json!({"appointment_date": day, "appointment_time": time, "appointment_name": "Client",
           "appointment_email": "client@example.com", "appointment_phone": "01712345678",
           "counsellor_id": counsellor})
}

/// `client` sends `request`, which `admin` decides with `decision`: the session's id and the
/// decision's answer.
pub(crate) async fn requested_and_approved(
    app: &TestApp,
    (client, admin): (&str, &str),
    request: Value,
    decision: Value,
) -> (i64, Value) {
    let r = app
        .post("/api/custom/v1/appointment/create", Some(client), request)
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    let session = r.body["appointment"]["id"].as_i64().unwrap();
    let r = app
        .post(
            &format!("/api/custom/v1/appointment/update-status/{session}"),
            Some(admin),
            decision,
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    (session, r.body)
}

#[tokio::test]
async fn ten_subscribers_requesting_one_slot_at_once_give_exactly_one_request_that_holds_it() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let mut tokens = Vec::new();
        for i in 0..10 {
            tokens.push(app.subscriber_token(&format!("client{i}"), "secret1").await);
        }
        let day = (chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(3))
        .format("%Y-%m-%d")
        .to_string();
        let create = "/api/custom/v1/appointment/create";

        // Not a start of the counsellor's slots at all, or nobody published: refused before anything is held.
        let r = app
            .post(create, Some(&tokens[0]), request(&day, "09:30 AM", id))
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        assert!(
            r.body["data"]["errors"]["appointment_time"].is_array(),
            "{:?}",
            r.body
        );
        let r = app
            .post(create, Some(&tokens[0]), request(&day, "10:00 AM", 999))
            .await;
        assert_eq!(r.status, 404, "{:?}", r.body);

        let calls = tokens
            .iter()
            .map(|t| app.post(create, Some(t), request(&day, "10:00 AM", id)));
        let results = futures_util::future::join_all(calls).await;
        let won: Vec<_> = results.iter().filter(|r| r.status == 201).collect();
        let taken = results
            .iter()
            .filter(|r| r.status == 409 && r.body["code"] == "slot_taken")
            .count();
        assert_eq!(
            (won.len(), taken),
            (1, 9),
            "{:?}: {:?}",
            app.engine,
            results
                .iter()
                .map(|r| (r.status, r.body["code"].clone()))
                .collect::<Vec<_>>()
        );
        let held = &won[0].body["appointment"];
        assert_eq!(held["counsellor_id"], id);
        assert_eq!(held["counsellor_name"], "Counsellor carer");

        // The held slot is no longer offered; the others are.
        let slots = app
            .get(
                &format!("/api/custom/v1/counsellors/{id}/slots?from={day}&to={day}"),
                None,
            )
            .await;
        let starts: Vec<_> = slots.body["slots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["start"].as_str().unwrap()[11..16].to_owned())
            .collect();
        assert_eq!(starts, ["09:00", "11:00"], "{:?}", slots.body);

        // The holder keeps the time or gives it up whole: another time is a new request.
        let winner = results.iter().position(|r| r.status == 201).unwrap();
        let appointment = held["id"].as_i64().unwrap();
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update/{appointment}"),
                Some(&tokens[winner]),
                request(&day, "11:00 AM", id),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("slot_held")),
            "{:?}",
            r.body
        );
    }
}

#[tokio::test]
async fn one_counsellor_is_never_approved_twice_for_one_hour_nor_beyond_their_caseload() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let day = (chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(4))
        .format("%Y-%m-%d")
        .to_string();
        // Three requests for "any counsellor": two at 10:00, one at 10:20 (within the first's buffer).
        let mut ids = Vec::new();
        for (name, time) in [
            ("amina", "10:00 AM"),
            ("babul", "10:00 AM"),
            ("chandra", "10:20 AM"),
            ("dipa", "09:00 AM"),
        ] {
            let token = app.subscriber_token(name, "secret1").await;
            let mut body = request(&day, time, 0);
            body["counsellor_id"] = Value::Null;
            let r = app
                .post("/api/custom/v1/appointment/create", Some(&token), body)
                .await;
            assert_eq!(r.status, 201, "{:?}", r.body);
            ids.push(r.body["appointment"]["id"].as_i64().unwrap());
        }
        let approve = |appointment: i64, counsellor: i64| {
            let (app, admin) = (&app, admin.clone());
            async move {
                app.post(
                    &format!("/api/custom/v1/appointment/update-status/{appointment}"),
                    Some(&admin),
                    json!({"appointment_status": "approved", "session_mode": "phone", "counsellor_id": counsellor}),
                )
                .await
            }
        };
        // Two approvals that give the counsellor 10:00 at once: exactly one wins.
        let (a, b) = futures_util::future::join(approve(ids[0], id), approve(ids[1], id)).await;
        let mut statuses = [a.status.as_u16(), b.status.as_u16()];
        statuses.sort_unstable();
        assert_eq!(
            statuses,
            [200, 409],
            "{:?}: {:?} {:?}",
            app.engine,
            a.body,
            b.body
        );
        let refused = if a.status == 409 { &a } else { &b };
        assert_eq!(refused.body["code"], "counsellor_busy");
        let won = if a.status == 200 { &a } else { &b };
        assert_eq!(
            won.body["appointment"]["counsellor_id"], id,
            "{:?}",
            won.body
        );
        // Within the buffer of that session: busy too. An unknown counsellor: named on its field.
        assert_eq!(approve(ids[2], id).await.body["code"], "counsellor_busy");
        let r = approve(ids[2], 999).await;
        assert_eq!(r.status, 404);
        assert!(
            r.body["data"]["errors"]["counsellor_id"].is_array(),
            "{:?}",
            r.body
        );
        // A caseload of one: a new client at a free hour is refused, named on the field.
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
                json!({"max_clients": 1}),
            )
            .await;
        assert_eq!(r.status, 200);
        let r = approve(ids[3], id).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("caseload_full")),
            "{:?}",
            r.body
        );
        // Nothing refused was written: those requests still wait, with no counsellor.
        let r = app
            .get(
                "/api/custom/v1/appointment/all?status=requested",
                Some(&admin),
            )
            .await;
        let waiting: Vec<_> = r.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["counsellor_id"].clone())
            .collect();
        assert_eq!(
            waiting,
            [Value::Null, Value::Null, Value::Null],
            "{:?}",
            r.body
        );
    }
}

#[tokio::test]
async fn a_counsellor_sees_their_own_sessions_only_and_records_attendance_once_a_session_started() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let carer = app.login("carer", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let (_, other) = app.counsellor_token("other", "secret1").await;
        let day = (chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(2))
        .format("%Y-%m-%d")
        .to_string();
        let client = app.subscriber_token("mitu", "secret1").await;
        let r = app
            .post(
                "/api/custom/v1/appointment/create",
                Some(&client),
                request(&day, "09:00 AM", id),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let session = r.body["appointment"]["id"].as_i64().unwrap();
        let sessions = "/api/custom/v1/counsellors/me/sessions";
        assert_eq!(
            app.get(sessions, Some(&carer)).await.body["total"],
            0,
            "a request is not a session yet"
        );
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{session}"),
                Some(&admin),
                json!({"appointment_status": "approved", "session_mode": "phone", "session_detail": "01700000000"}),
            )
            .await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["appointment"]["counsellor_id"].as_i64()
            ),
            (200, Some(id)),
            "{:?}",
            r.body
        );

        let r = app.get(sessions, Some(&carer)).await;
        assert_eq!(r.body["total"], 1, "{:?}", r.body);
        let s = &r.body["items"][0];
        assert_eq!(
            (
                s["name"].as_str(),
                s["phone"].as_str(),
                s["session_mode"].as_str()
            ),
            (Some("Client"), Some("01712345678"), Some("phone"))
        );
        assert_eq!(s["attendance"], Value::Null);
        assert_eq!(
            app.get(&format!("{sessions}?when=past"), Some(&carer))
                .await
                .body["total"],
            0
        );
        assert_eq!(
            app.get(&format!("{sessions}?when=soon"), Some(&carer))
                .await
                .status,
            400
        );
        assert_eq!(
            app.get(sessions, Some(&other)).await.body["total"],
            0,
            "another counsellor's sessions are not theirs"
        );
        // The session's own page: theirs alone.
        let one = format!("{sessions}/{session}");
        let r = app.get(&one, Some(&carer)).await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["id"].as_i64(),
                r.body["name"].as_str()
            ),
            (200, Some(session), Some("Client")),
            "{:?}",
            r.body
        );
        assert_eq!(
            app.get(&one, Some(&other)).await.status,
            404,
            "another counsellor's"
        );
        assert_eq!(
            app.get(&format!("{sessions}/{}", session + 1000), Some(&carer))
                .await
                .status,
            404
        );
        assert_eq!(
            app.get(&one, Some(&admin)).await.status,
            403,
            "the counsellor's only"
        );
        assert_eq!(
            app.get(&one, Some(&client)).await.status,
            403,
            "the counsellor's only"
        );

        let attend = |token: String, value: &'static str| {
            let app = &app;
            async move {
                app.post(
                    &format!("/api/custom/v1/counsellors/me/sessions/{session}/attendance"),
                    Some(&token),
                    json!({ "attendance": value }),
                )
                .await
            }
        };
        let r = attend(carer.clone(), "attended").await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("session_not_started")),
            "{:?}",
            r.body
        );
        // Three days later the session has happened.
        app.clock.advance(chrono::Duration::days(3));
        // Their tokens ran out meanwhile: each logs in again.
        let token = |name: &'static str| {
            let app = &app;
            async move {
                app.login(name, "secret1").await.body["token"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            }
        };
        let (carer, other, client) = (
            token("carer").await,
            token("other").await,
            token("mitu").await,
        );
        assert_eq!(
            attend(other.clone(), "attended").await.status,
            404,
            "another counsellor's session"
        );
        assert_eq!(attend(carer.clone(), "maybe").await.status, 400);
        let r = attend(carer.clone(), "no_show").await;
        assert_eq!(
            (r.status.as_u16(), r.body["session"]["attendance"].as_str()),
            (200, Some("no_show")),
            "{:?}",
            r.body
        );
        let r = app
            .get(&format!("{sessions}?when=past"), Some(&carer))
            .await;
        assert_eq!(r.body["items"][0]["attendance"], "no_show");
        // The client reads it on their own appointment too.
        let me = app.get("/api/custom/v1/me", Some(&client)).await.body["user_id"].clone();
        let r = app
            .get(
                &format!("/api/custom/v1/appointment/user/{me}"),
                Some(&client),
            )
            .await;
        assert_eq!(r.body["items"][0]["attendance"], "no_show");
    }
}

/// The starts (`HH:MM` in Dhaka) of counsellor `id`'s free slots on `day`.
async fn free_starts(app: &TestApp, id: i64, day: &str) -> Vec<String> {
    let r = app
        .get(
            &format!("/api/custom/v1/counsellors/{id}/slots?from={day}&to={day}"),
            None,
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    r.body["slots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["start"].as_str().unwrap()[11..16].to_owned())
        .collect()
}

#[tokio::test]
async fn a_late_cancellation_is_recorded_never_refused_and_a_cancelled_slot_and_day_are_free_again()
{
    use mon_application::ports::Clock;
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let dhaka_day = |days: i64| {
            (app.clock
                .now()
                .with_timezone(&chrono_tz::Asia::Dhaka)
                .date_naive()
                + chrono::Duration::days(days))
            .format("%Y-%m-%d")
            .to_string()
        };
        let (soon, later) = (dhaka_day(2), dhaka_day(3));
        let client = app.subscriber_token("mitu", "secret1").await;
        let other = app.subscriber_token("rumi", "secret1").await;
        let approved = |day: String, time: &'static str| {
            let (app, client, admin) = (&app, client.clone(), admin.clone());
            async move {
                let (session, _) = requested_and_approved(
                    app,
                    (&client, &admin),
                    request(&day, time, id),
                    json!({"appointment_status": "approved", "session_mode": "phone"}),
                )
                .await;
                session
            }
        };
        let early = approved(later.clone(), "09:00 AM").await;
        let late = approved(soon.clone(), "10:00 AM").await;
        // The counsellor hears of each new session: the client's name and the time.
        let mails = app.wait_for_mails("carer@example.com", 3).await;
        assert!(
            mails[1].contains("A new session on Mon") && mails[1].contains("Client"),
            "{}",
            mails[1]
        );
        assert!(
            !free_starts(&app, id, &later)
                .await
                .contains(&"09:00".to_owned())
        );

        let cancel = |token: String, session: i64, body: Value| {
            let app = &app;
            async move {
                app.post(
                    &format!("/api/custom/v1/appointment/cancel/{session}"),
                    Some(&token),
                    body,
                )
                .await
            }
        };
        assert_eq!(
            cancel(other.clone(), early, json!({})).await.status,
            404,
            "another subscriber's session"
        );
        let r = cancel(client.clone(), early, json!({"reason": "x".repeat(501)})).await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["data"]["errors"]["reason"][0].as_str()
            ),
            (400, Some("The reason must be at most 500 characters.")),
            "{:?}",
            r.body
        );
        let r = cancel(client.clone(), early, json!({"reason": "An exam moved."})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let a = &r.body["appointment"];
        assert_eq!(
            (
                a["appointment_status"].as_str(),
                a["late_cancel"].as_bool(),
                a["reason"].as_str()
            ),
            (Some("cancelled"), Some(false), Some("An exam moved.")),
            "{:?}: three days ahead is not late",
            app.engine
        );
        let r = cancel(client.clone(), early, json!({})).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("appointment_not_approved"))
        );
        // The slot is offered again, and the client may ask for another time on that same day.
        assert!(
            free_starts(&app, id, &later)
                .await
                .contains(&"09:00".to_owned())
        );
        let r = app
            .post(
                "/api/custom/v1/appointment/create",
                Some(&client),
                request(&later, "10:00 AM", id),
            )
            .await;
        assert_eq!(
            r.status, 201,
            "{:?}: a cancelled day is free: {:?}",
            app.engine, r.body
        );

        // Two hours before the other session: late, and still taken.
        let start = chrono::NaiveDate::parse_from_str(&soon, "%Y-%m-%d")
            .unwrap()
            .and_hms_opt(4, 0, 0)
            .unwrap()
            .and_utc();
        app.clock
            .advance(start - app.clock.now() - chrono::Duration::hours(2));
        let client = app.login("mitu", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = cancel(client.clone(), late, json!(null)).await;
        assert_eq!(r.status, 400, "the body is an object: {:?}", r.body);
        let r = cancel(client.clone(), late, json!({"reason": null})).await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["appointment"]["appointment_status"].as_str(),
                r.body["appointment"]["late_cancel"].as_bool()
            ),
            (200, Some("cancelled"), Some(true)),
            "{:?}: a late cancellation is taken and noted: {:?}",
            app.engine,
            r.body
        );
        // Its reminder still waiting an hour before is gone with it; the counsellor hears of both
        // cancellations by their time only.
        let mails = app.wait_for_mails("carer@example.com", 5).await;
        for mail in &mails[3..] {
            assert!(
                mail.contains("A session was cancelled")
                    && !mail.contains("Client")
                    && !mail.contains("An exam moved"),
                "{mail}"
            );
        }
        app.wait_for_empty_outbox().await;
        let r = app
            .get(
                "/api/custom/v1/appointment/all?status=cancelled",
                Some(&app.admin_token().await),
            )
            .await;
        assert_eq!(
            (
                r.body["total"].as_u64(),
                r.body["counts"]["cancelled"].as_u64()
            ),
            (Some(2), Some(2)),
            "{:?}",
            r.body
        );
        // The counsellor sees the cancelled session, marked late.
        let carer = app.login("carer", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = app
            .get("/api/custom/v1/counsellors/me/sessions", Some(&carer))
            .await;
        let cancelled: Vec<_> = r.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["appointment_status"] == "cancelled")
            .map(|s| s["late_cancel"].as_bool())
            .collect();
        assert_eq!(cancelled, [Some(true), Some(false)], "{:?}", r.body);
    }
}

#[tokio::test]
async fn a_subscribers_first_approved_counsellor_becomes_their_own_and_an_admin_can_change_it() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let carer = bookable_counsellor(&app, &admin).await;
        let (other, _) = app.counsellor_token("other", "secret1").await;
        let client = app.subscriber_token("mitu", "secret1").await;
        let me = |lang: &'static str| {
            let (app, client) = (&app, client.clone());
            async move {
                let (status, body) = app.get_in("/api/custom/v1/me", Some(&client), lang).await;
                assert_eq!(status, 200);
                body
            }
        };
        let user = me("en").await["user_id"].as_i64().unwrap();
        assert_eq!(me("en").await["counsellor"], Value::Null);
        let day = (chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(2))
        .format("%Y-%m-%d")
        .to_string();
        let approve = |session: i64, counsellor: Option<i64>| {
            let (app, admin) = (&app, admin.clone());
            async move {
                let r = app
                    .post(
                        &format!("/api/custom/v1/appointment/update-status/{session}"),
                        Some(&admin),
                        json!({"appointment_status": "approved", "counsellor_id": counsellor}),
                    )
                    .await;
                assert_eq!(r.status, 200, "{:?}", r.body);
            }
        };
        let r = app
            .post(
                "/api/custom/v1/appointment/create",
                Some(&client),
                request(&day, "09:00 AM", carer),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        assert_eq!(
            me("en").await["counsellor"],
            Value::Null,
            "a request alone makes no one their counsellor"
        );
        approve(r.body["appointment"]["id"].as_i64().unwrap(), None).await;
        assert_eq!(
            me("en").await["counsellor"],
            json!({"id": carer, "name": "Counsellor carer"}),
            "{:?}",
            app.engine
        );
        assert_eq!(me("bn").await["counsellor"]["name"], "কাউন্সেলর");

        // An admin changes it; a later approval with someone else does not.
        let path = format!("/api/custom/v1/admin/subscribers/{user}/counsellor");
        let r = app
            .post(&path, Some(&admin), json!({"counsellor_id": other}))
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["counsellor"]["id"].as_i64()),
            (200, Some(other)),
            "{:?}",
            r.body
        );
        let mut later = body_without_counsellor(&day);
        later["appointment_date"] = json!(
            (chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d").unwrap()
                + chrono::Duration::days(1))
            .format("%Y-%m-%d")
            .to_string()
        );
        let r = app
            .post("/api/custom/v1/appointment/create", Some(&client), later)
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        approve(r.body["appointment"]["id"].as_i64().unwrap(), Some(carer)).await;
        assert_eq!(me("en").await["counsellor"]["id"].as_i64(), Some(other));
        // The admins' subscriber list names it, in the admin's language; others have none.
        app.subscriber_token("rumi", "secret1").await;
        let listed = |lang: &'static str| {
            let (app, admin) = (&app, admin.clone());
            async move {
                let (status, body) = app.get_in("/api/custom/v1/users", Some(&admin), lang).await;
                assert_eq!(status, 200);
                body["items"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| {
                        (
                            s["username"].as_str().unwrap().to_owned(),
                            s["counsellor"].clone(),
                        )
                    })
                    .collect::<std::collections::BTreeMap<_, _>>()
            }
        };
        let en = listed("en").await;
        assert_eq!(
            en["mitu"],
            json!({"id": other, "name": "Counsellor other"}),
            "{en:?}"
        );
        assert_eq!(en["rumi"], Value::Null);
        assert_eq!(listed("bn").await["mitu"]["name"], "কাউন্সেলর");

        assert_eq!(
            app.post(&path, Some(&admin), json!({"counsellor_id": 999_999}))
                .await
                .status,
            404,
            "no such counsellor"
        );
        let admin_id = app.get("/api/custom/v1/me", Some(&admin)).await.body["user_id"].clone();
        assert_eq!(
            app.post(
                &format!("/api/custom/v1/admin/subscribers/{admin_id}/counsellor"),
                Some(&admin),
                json!({"counsellor_id": carer}),
            )
            .await
            .status,
            404,
            "only a subscriber has a counsellor"
        );
        assert_eq!(
            app.post(&path, Some(&client), json!({"counsellor_id": carer}))
                .await
                .status,
            403
        );
        let r = app
            .post(&path, Some(&admin), json!({"counsellor_id": null}))
            .await;
        assert_eq!(
            (r.status.as_u16(), &r.body["counsellor"]),
            (200, &Value::Null)
        );
        assert_eq!(me("en").await["counsellor"], Value::Null);
    }
}

fn body_without_counsellor(day: &str) -> Value {
    json!({"appointment_date": day, "appointment_time": "10:00 AM", "appointment_name": "Client",
           "appointment_email": "client@example.com", "appointment_phone": "01712345678"})
}

#[tokio::test]
async fn the_approve_dialog_offers_the_counsellors_free_at_that_hour_the_subscribers_own_first() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let carer = bookable_counsellor(&app, &admin).await;
        let (other, other_token) = app.counsellor_token("other", "secret1").await;
        let r = app
            .call(
                Method::PUT,
                "/api/custom/v1/counsellors/me/availability",
                Some(&other_token),
                Some(json!({"weekly": (1..=7)
                    .map(|d| json!({"weekday": d, "start": "10:00", "end": "11:00"}))
                    .collect::<Vec<_>>()})),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let day = (chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(2))
        .format("%Y-%m-%d")
        .to_string();
        let ask = |who: &'static str, time: &'static str| {
            let app = &app;
            let day = day.clone();
            async move {
                let token = app.subscriber_token(who, "secret1").await;
                let mut body = body_without_counsellor(&day);
                body["appointment_time"] = json!(time);
                let r = app
                    .post("/api/custom/v1/appointment/create", Some(&token), body)
                    .await;
                assert_eq!(r.status, 201, "{:?}", r.body);
                (
                    r.body["appointment"]["id"].as_i64().unwrap(),
                    r.body["appointment"]["user_id"].as_i64().unwrap(),
                    token,
                )
            }
        };
        let (mitu, mitu_user, mitu_token) = ask("mitu", "10:00 AM").await;
        let free = |appointment: i64| {
            let (app, admin) = (&app, admin.clone());
            async move {
                let r = app
                    .get(
                        &format!("/api/custom/v1/appointment/{appointment}/free-counsellors"),
                        Some(&admin),
                    )
                    .await;
                assert_eq!(r.status, 200, "{:?}", r.body);
                r.body["items"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| (c["id"].as_i64().unwrap(), c["own"].as_bool().unwrap()))
                    .collect::<Vec<_>>()
            }
        };
        // Both free at 10:00, neither hers: by load, then by name.
        assert_eq!(
            free(mitu).await,
            [(carer, false), (other, false)],
            "{:?}",
            app.engine
        );
        let r = app
            .post(
                &format!("/api/custom/v1/admin/subscribers/{mitu_user}/counsellor"),
                Some(&admin),
                json!({"counsellor_id": other}),
            )
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(
            free(mitu).await,
            [(other, true), (carer, false)],
            "her own first"
        );

        // Another client's approved session with the carer at 10:00 makes the carer busy then; at
        // 11:00 only the carer has hours.
        let (rumi, _, _) = ask("rumi", "10:00 AM").await;
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/update-status/{rumi}"),
                Some(&admin),
                json!({"appointment_status": "approved", "counsellor_id": carer}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(free(mitu).await, [(other, true)]);
        let (late, _, _) = ask("lima", "11:00 AM").await;
        assert_eq!(
            free(late).await,
            [(carer, false)],
            "11:00 is clear of the carer's 10:00 session and its buffer; the other has no hours then"
        );
        assert_eq!(
            app.get(
                "/api/custom/v1/appointment/999999/free-counsellors",
                Some(&admin)
            )
            .await
            .status,
            404
        );
        assert_eq!(
            app.get(
                &format!("/api/custom/v1/appointment/{mitu}/free-counsellors"),
                Some(&mitu_token)
            )
            .await
            .status,
            403
        );
    }
}

#[tokio::test]
async fn an_undone_approval_tells_the_counsellor_and_every_change_to_a_held_slot_is_offered_at_once()
 {
    use mon_application::ports::Clock;
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let day = (app
            .clock
            .now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(3))
        .format("%Y-%m-%d")
        .to_string();
        let client = app.subscriber_token("mitu", "secret1").await;
        // Read (and cached) before each change: every change is seen at once.
        let ten = "10:00".to_owned();
        assert!(free_starts(&app, id, &day).await.contains(&ten));
        let r = app
            .post(
                "/api/custom/v1/appointment/create",
                Some(&client),
                request(&day, "10:00 AM", id),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let session = r.body["appointment"]["id"].as_i64().unwrap();
        let decide = |body: Value| {
            let (app, admin) = (&app, admin.clone());
            async move {
                app.post(
                    &format!("/api/custom/v1/appointment/update-status/{session}"),
                    Some(&admin),
                    body,
                )
                .await
            }
        };
        assert!(
            !free_starts(&app, id, &day).await.contains(&ten),
            "the request holds it"
        );
        let approve = json!({"appointment_status": "approved", "session_mode": "phone"});
        assert_eq!(decide(approve).await.status, 200);
        // Invitation, then the new session.
        app.wait_for_mails("carer@example.com", 2).await;
        let r = decide(json!({"appointment_status": "requested"})).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let mails = app.wait_for_mails("carer@example.com", 3).await;
        let withdrawn = &mails[2];
        assert!(
            withdrawn.contains("A session is off your calendar")
                && withdrawn.contains("10:00 AM")
                && !withdrawn.contains("Client"),
            "{withdrawn}"
        );
        // The request holds its slot again (it waits for a new decision), so the slot stays taken;
        // deleted, it is free.
        assert!(!free_starts(&app, id, &day).await.contains(&ten));
        let r = app
            .delete(
                &format!("/api/custom/v1/appointment/delete/{session}"),
                Some(&client),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert!(
            free_starts(&app, id, &day).await.contains(&ten),
            "deleted, it is free"
        );
    }
}

#[tokio::test]
async fn an_admin_gives_a_counsellor_a_photo_kept_as_a_small_square_and_a_replaced_one_is_gone() {
    use crate::content::{bytes_with, picture};
    use reqwest::multipart::{Form, Part};
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let photo = format!("/api/custom/v1/admin/counsellors/{id}/photo");
        let form =
            |bytes: Vec<u8>| Form::new().part("file", Part::bytes(bytes).file_name("me.png"));
        let upload = |token: String, bytes: Vec<u8>| {
            let (app, photo) = (&app, photo.clone());
            async move {
                app.send_form(Method::POST, &photo, Some(&token), form(bytes))
                    .await
            }
        };

        // A wide picture becomes a 320 px square JPEG without its metadata, with a WebP twin.
        let r = upload(admin.clone(), picture(900, 600, image::ImageFormat::Png)).await;
        assert_eq!(r.status, 200, "{:?}: {:?}", app.engine, r.body);
        assert_eq!(r.body["message"], "The photo has been saved.");
        let first = r.body["counsellor"]["photo_url"]
            .as_str()
            .unwrap()
            .to_owned();
        let (status, bytes, _) = bytes_with(&app, &first, &[]).await;
        assert_eq!(status, 200);
        let img = image::load_from_memory(&bytes).unwrap();
        assert_eq!((img.width(), img.height()), (320, 320));
        assert_eq!(
            image::guess_format(&bytes).unwrap(),
            image::ImageFormat::Jpeg
        );
        let (_, _, headers) = bytes_with(&app, &first, &[("accept", "image/webp")]).await;
        assert_eq!(headers["content-type"], "image/webp");
        // The public profile shows it.
        let public = app
            .get(&format!("/api/custom/v1/counsellors/{id}"), None)
            .await;
        assert_eq!(public.body["photo_url"].as_str(), Some(first.as_str()));

        // A new photo replaces it, and the old files are gone.
        let r = upload(admin.clone(), picture(200, 300, image::ImageFormat::Jpeg)).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let second = r.body["counsellor"]["photo_url"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_ne!(second, first);
        assert_eq!(bytes_with(&app, &first, &[]).await.0, 404);
        assert_eq!(
            bytes_with(&app, &first, &[("accept", "image/webp")])
                .await
                .0,
            404
        );
        let (_, bytes, _) = bytes_with(&app, &second, &[]).await;
        let img = image::load_from_memory(&bytes).unwrap();
        assert_eq!((img.width(), img.height()), (200, 200), "never enlarged");

        // Not an image, or no file: 400 on `file`, the photo kept.
        for bytes in [b"not a picture".to_vec(), Vec::new()] {
            let r = upload(admin.clone(), bytes).await;
            assert_eq!(
                (
                    r.status.as_u16(),
                    r.body["data"]["errors"]["file"].is_array()
                ),
                (400, true),
                "{:?}",
                r.body
            );
        }
        assert_eq!(bytes_with(&app, &second, &[]).await.0, 200);
        // Only an admin; an unknown counsellor is 404.
        let client = app.subscriber_token("mitu", "secret1").await;
        let carer = app.login("carer", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        for token in [client, carer] {
            let r = upload(token, picture(10, 10, image::ImageFormat::Png)).await;
            assert_eq!(r.status, 403);
        }
        let r = app
            .send_form(
                Method::POST,
                &format!("/api/custom/v1/admin/counsellors/{}/photo", id + 1000),
                Some(&admin),
                form(picture(10, 10, image::ImageFormat::Png)),
            )
            .await;
        assert_eq!(r.status, 404, "{:?}", r.body);

        // Removed: the initials again, and the files gone.
        let r = app.delete(&photo, Some(&admin)).await;
        assert_eq!(
            (r.status.as_u16(), r.body["counsellor"]["photo_url"].clone()),
            (200, Value::Null),
            "{:?}",
            r.body
        );
        assert_eq!(bytes_with(&app, &second, &[]).await.0, 404);
    }
}

/// What the self-hosted Jitsi of `Options::jitsi` reads of the pass on `link`: its claims, or
/// `None` when the link carries none or the server would refuse it.
fn jitsi_reads(link: &str) -> Option<Value> {
    use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode};
    let (_, pass) = link.split_once("?jwt=")?;
    let mut v = Validation::new(Algorithm::HS256);
    v.set_audience(&["jitsi"]);
    v.set_issuer(&["mon"]);
    v.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
    let key = DecodingKey::from_secret(crate::helpers::JITSI_SECRET.as_bytes());
    decode::<Value>(pass, &key, &v).ok().map(|d| d.claims)
}

#[tokio::test]
async fn with_a_self_hosted_jitsi_the_client_and_the_counsellor_each_open_the_room_with_their_own_pass()
 {
    let opts = Options {
        jitsi: true,
        ..Options::default()
    };
    for app in spawn_apps(opts).await {
        let admin = app.admin_token().await;
        let id = bookable_counsellor(&app, &admin).await;
        let carer = app.login("carer", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let client = app.subscriber_token("mitu", "secret1").await;
        let local = chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            + chrono::Duration::days(2);
        let day = local.format("%Y-%m-%d").to_string();
        let (session, approval) = requested_and_approved(
            &app,
            (&client, &admin),
            request(&day, "09:00 AM", id),
            json!({"appointment_status": "approved", "session_mode": "video"}),
        )
        .await;
        // The admin reads the room as stored: no pass, so the address alone opens nothing.
        let room_link = approval["appointment"]["session_detail"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(
            room_link.starts_with("https://video.mon.test/mon-"),
            "{room_link}"
        );
        assert!(jitsi_reads(&room_link).is_none());
        let room = room_link.rsplit('/').next().unwrap();
        let ends = local
            .and_hms_opt(9, 50, 0)
            .unwrap()
            .and_local_timezone(chrono_tz::Asia::Dhaka)
            .unwrap()
            .timestamp();

        let me = app.get("/api/custom/v1/me", Some(&client)).await.body["user_id"].clone();
        let r = app
            .get(
                &format!("/api/custom/v1/appointment/user/{me}"),
                Some(&client),
            )
            .await;
        let theirs = r.body["items"][0]["session_detail"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(theirs.starts_with(&format!("{room_link}?jwt=")), "{theirs}");
        let pass = jitsi_reads(&theirs).expect("the Jitsi server takes the client's pass");
        assert_eq!(
            (
                &pass["room"],
                &pass["exp"],
                &pass["moderator"],
                &pass["context"]["user"]["name"]
            ),
            (&json!(room), &json!(ends), &json!(false), &json!("Client"))
        );
        let r = app
            .get(
                &format!("/api/custom/v1/appointment/user/{me}"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            r.body["items"][0]["session_detail"],
            json!(room_link),
            "the admin's read"
        );

        let r = app
            .get(
                &format!("/api/custom/v1/counsellors/me/sessions/{session}"),
                Some(&carer),
            )
            .await;
        let lead = jitsi_reads(r.body["session_detail"].as_str().unwrap())
            .expect("the Jitsi server takes the counsellor's pass");
        assert_eq!(
            (&lead["room"], &lead["exp"], &lead["moderator"]),
            (&json!(room), &json!(ends), &json!(true))
        );
        let r = app
            .get("/api/custom/v1/counsellors/me/sessions", Some(&carer))
            .await;
        assert!(
            jitsi_reads(r.body["items"][0]["session_detail"].as_str().unwrap())
                .is_some_and(|p| p["moderator"] == json!(true))
        );

        // The approval e-mail gives the client their own link.
        let mail = app.wait_for_mails("mitu@example.com", 2).await.join("\n");
        let mailed = mail
            .split_whitespace()
            .find(|w| w.starts_with(&format!("{room_link}?jwt=")))
            .map(|w| w.trim_end_matches(['.', ',', ')']))
            .expect("the client's link in the approval e-mail");
        assert!(jitsi_reads(mailed).is_some_and(|p| p["moderator"] == json!(false)));
    }
}
