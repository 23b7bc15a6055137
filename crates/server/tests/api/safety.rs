//! Safety end to end on SQLite and PostgreSQL: the helplines of the help panel
//! (public, seeded from cited sources, edited by admins), each subscriber's
//! own safety plan, and PHQ-9 / GAD-7 check-ins. A plan and check-ins are
//! visible to nobody but their owner, admins included.

use mon_application::ports::Clock;
use serde_json::{Value, json};

use crate::helpers::{Options, TestApp, spawn_apps};

async fn get_in(app: &TestApp, path: &str, token: Option<&str>, lang: &str) -> (u16, Value) {
    app.get_in(path, token, lang).await
}

/// The check-in instruments' wording as `token`'s holder reads it in `lang`.
async fn instruments_as_read(app: &TestApp, token: &str, lang: &str) -> (u16, Value) {
    get_in(
        app,
        "/api/custom/v1/check-ins/instruments",
        Some(token),
        lang,
    )
    .await
}

fn helpline(name: &str, phone: &str, position: i32, hidden: bool) -> Value {
    json!({
        "name_en": name, "name_bn": format!("{name} (বাংলা)"), "phone": phone,
        "hours_en": "9 am to 5 pm", "hours_bn": "সকাল ৯টা থেকে বিকেল ৫টা",
        "languages_en": "Bangla", "languages_bn": "বাংলা",
        "description_en": "A test line.", "description_bn": "একটি পরীক্ষার লাইন।",
        "verified_on": "2026-01-15", "position": position, "hidden": hidden
    })
}

#[tokio::test]
async fn the_help_panel_lists_the_cited_helplines_to_anyone_in_their_language_and_admins_edit_them()
{
    for app in spawn_apps(Options::default()).await {
        let (status, en) = get_in(&app, "/api/custom/v1/helplines", None, "en").await;
        assert_eq!(status, 200);
        let items = en["items"].as_array().unwrap();
        assert_eq!(
            (items[0]["phone"].as_str(), items[0]["name"].as_str()),
            (Some("999"), Some("National Emergency Service")),
            "{en}"
        );
        assert_eq!(
            items[0]["verified_on"], "2024-09-30",
            "the cited source's date"
        );
        assert!(
            items.iter().any(|h| h["phone"] == "109")
                && items.iter().any(|h| h["phone"] == "09643262626")
        );
        let (_, bn) = get_in(&app, "/api/custom/v1/helplines", None, "bn").await;
        assert_eq!(bn["items"][0]["name"], "জাতীয় জরুরি সেবা");

        let admin = app.admin_token().await;
        let r = app
            .post(
                "/api/custom/v1/helplines",
                Some(&admin),
                helpline("Night line", "+880 1700-000000", 0, false),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let night = r.body["helpline"]["id"].as_i64().unwrap();
        let r = app
            .post(
                "/api/custom/v1/helplines",
                Some(&admin),
                helpline("Hidden line", "12345", 9, true),
            )
            .await;
        let hidden = r.body["helpline"]["id"].as_i64().unwrap();
        // The admins' order is the public order; hidden entries are left out of it (an edit shows at once on this server).
        let (_, en) = get_in(&app, "/api/custom/v1/helplines", None, "en").await;
        let names: Vec<&str> = en["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["name"].as_str().unwrap())
            .collect();
        assert_eq!(names[0], "Night line", "position 0 comes first: {names:?}");
        assert!(!names.contains(&"Hidden line"));
        let all = app
            .get("/api/custom/v1/admin/helplines", Some(&admin))
            .await;
        assert_eq!(
            all.body["total"], 5,
            "the admin list holds the hidden one too: {:?}",
            all.body
        );

        let r = app
            .post(
                &format!("/api/custom/v1/helplines/{hidden}"),
                Some(&admin),
                helpline("Hidden line", "12345", 9, false),
            )
            .await;
        assert_eq!(r.status, 200);
        let (_, en) = get_in(&app, "/api/custom/v1/helplines", None, "en").await;
        assert_eq!(
            en["items"].as_array().unwrap().len(),
            5,
            "shown once unhidden"
        );
        assert_eq!(
            app.delete(&format!("/api/custom/v1/helplines/{night}"), Some(&admin))
                .await
                .status,
            200
        );
        assert_eq!(
            app.delete(&format!("/api/custom/v1/helplines/{night}"), Some(&admin))
                .await
                .status,
            404
        );

        let bad = app
            .post(
                "/api/custom/v1/helplines",
                Some(&admin),
                json!({"name_en": "X", "phone": "call me", "verified_on": "2999-01-01"}),
            )
            .await;
        assert_eq!(bad.status, 400);
        let e = &bad.body["data"]["errors"];
        assert_eq!(
            (
                e["name_bn"][0].as_str(),
                e["phone"].is_array(),
                e["verified_on"].is_array()
            ),
            (Some("Name is required"), true, true),
            "{:?}",
            bad.body
        );
        let rahima = app.subscriber_token("rahima", "secret1").await;
        assert_eq!(
            app.post(
                "/api/custom/v1/helplines",
                Some(&rahima),
                helpline("Mine", "12345", 0, false)
            )
            .await
            .status,
            403
        );
    }
}

#[tokio::test]
async fn a_safety_plan_is_its_owner_s_alone() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let karim = app.subscriber_token("karim", "secret1").await;
        let admin = app.admin_token().await;
        let r = app
            .get("/api/custom/v1/me/safety-plan", Some(&rahima))
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["updated_at"].is_null()),
            (200, true),
            "an empty plan before the first save"
        );
        let plan = json!({
            "warning_signs": ["I stop answering my phone", "  "],
            "coping_strategies": ["Walk by the river"],
            "people": [{"name": "Apa", "phone": "01712345678"}],
            "reasons_for_living": ["My little brother"]
        });
        let r = app
            .post("/api/custom/v1/me/safety-plan", Some(&rahima), plan)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Your safety plan is saved.")),
            "{:?}",
            r.body
        );
        assert_eq!(
            r.body["plan"]["warning_signs"],
            json!(["I stop answering my phone"]),
            "blank entries are dropped"
        );
        assert_eq!(r.headers.get("cache-control").unwrap(), "no-store");

        let mine = app
            .get("/api/custom/v1/me/safety-plan", Some(&rahima))
            .await;
        assert_eq!(
            mine.body["plan"]["reasons_for_living"],
            json!(["My little brother"])
        );
        let other = app.get("/api/custom/v1/me/safety-plan", Some(&karim)).await;
        assert_eq!(
            other.body["plan"]["reasons_for_living"],
            json!([]),
            "another subscriber reads only their own (empty) plan"
        );
        assert_eq!(
            app.get("/api/custom/v1/me/safety-plan", Some(&admin))
                .await
                .status,
            403,
            "no admin route reads a plan"
        );

        let too_many = json!({"environment": vec!["lock the medicine away"; 21]});
        let r = app
            .post("/api/custom/v1/me/safety-plan", Some(&rahima), too_many)
            .await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["data"]["errors"]["environment"][0].as_str()
            ),
            (400, Some("Each section may hold at most 20 entries."))
        );
        let mine = app
            .get("/api/custom/v1/me/safety-plan", Some(&rahima))
            .await;
        assert_eq!(
            mine.body["plan"]["reasons_for_living"],
            json!(["My little brother"]),
            "a refused save changes nothing"
        );
    }
}

#[tokio::test]
async fn a_check_in_is_scored_on_the_server_suggests_help_first_and_waits_seven_days() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let (status, instruments) = instruments_as_read(&app, &rahima, "bn").await;
        assert_eq!(status, 200);
        assert_eq!(
            (
                instruments["phq9"]["items"].as_array().unwrap().len(),
                instruments["gad7"]["items"].as_array().unwrap().len()
            ),
            (9, 7)
        );
        assert_eq!(instruments["phq9"]["options"][3]["value"], 3);
        assert_eq!(
            instruments["phq9"]["awaiting_review"], true,
            "the Bangla wording waits for a clinician"
        );
        assert_eq!(
            instruments["gad7"]["bands"]
                .as_array()
                .unwrap()
                .last()
                .unwrap()["min_score"],
            15
        );
        let (_, en) = instruments_as_read(&app, &rahima, "en").await;
        assert_eq!(
            (
                en["phq9"]["awaiting_review"].as_bool(),
                en["phq9"]["items"][8]
                    .as_str()
                    .map(|s| s.contains("better off dead"))
            ),
            (Some(false), Some(true))
        );

        // Item 9 above 0: help first, however low the score.
        let r = app
            .post(
                "/api/custom/v1/check-ins/phq9",
                Some(&rahima),
                json!({"answers": [0, 0, 0, 0, 0, 0, 0, 0, 1]}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        assert_eq!(
            (
                r.body["score"].as_u64(),
                r.body["band"].as_str(),
                r.body["help_suggested"].as_bool()
            ),
            (Some(1), Some("minimal"), Some(true))
        );
        assert_eq!(r.headers.get("cache-control").unwrap(), "no-store");
        let r = app
            .post(
                "/api/custom/v1/check-ins/gad7",
                Some(&rahima),
                json!({"answers": [2, 2, 2, 2, 2, 1, 0]}),
            )
            .await;
        assert_eq!(
            (
                r.body["score"].as_u64(),
                r.body["band"].as_str(),
                r.body["help_suggested"].as_bool()
            ),
            (Some(11), Some("moderate"), Some(false))
        );

        let again = app
            .post(
                "/api/custom/v1/check-ins/phq9",
                Some(&rahima),
                json!({"answers": vec![0; 9]}),
            )
            .await;
        assert_eq!(
            (again.status.as_u16(), again.body["code"].as_str()),
            (409, Some("check_in_too_soon"))
        );
        let next: chrono::DateTime<chrono::Utc> = again.body["data"]["available_at"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(
            next > app.clock.now() + chrono::Duration::days(6),
            "the answer says when: {next}"
        );
        for bad in [
            json!({"answers": vec![0; 8]}),
            json!({"answers": [0, 0, 0, 0, 0, 0, 4]}),
            json!({"answers": "none"}),
            json!({}),
        ] {
            let r = app
                .post("/api/custom/v1/check-ins/gad7", Some(&rahima), bad.clone())
                .await;
            assert_eq!(r.status, 400, "{bad}: {:?}", r.body);
        }
        assert_eq!(
            app.post(
                "/api/custom/v1/check-ins/beck",
                Some(&rahima),
                json!({"answers": vec![0; 21]})
            )
            .await
            .status,
            404
        );

        app.clock
            .advance(chrono::Duration::days(7) + chrono::Duration::minutes(1));
        let rahima = app.login("rahima", "secret1").await.body["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let r = app
            .post(
                "/api/custom/v1/check-ins/phq9",
                Some(&rahima),
                json!({"answers": vec![3; 9]}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["band"].as_str()),
            (201, Some("severe"))
        );

        let history = app
            .get("/api/custom/v1/check-ins?code=phq9", Some(&rahima))
            .await;
        assert_eq!(history.body["total"], 2);
        assert_eq!(history.body["items"][0]["score"], 27, "newest first");
        let page = app
            .get("/api/custom/v1/check-ins?per_page=1&page=3", Some(&rahima))
            .await;
        assert_eq!(
            (
                page.body["total"].as_u64(),
                page.body["items"][0]["code"].as_str()
            ),
            (Some(3), Some("phq9")),
            "paginated: {:?}",
            page.body
        );
    }
}

#[tokio::test]
async fn check_ins_are_invisible_to_anyone_but_their_owner() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let karim = app.subscriber_token("karim", "secret1").await;
        let admin = app.admin_token().await;
        assert_eq!(
            app.post(
                "/api/custom/v1/check-ins/phq9",
                Some(&rahima),
                json!({"answers": vec![1; 9]})
            )
            .await
            .status,
            201
        );
        assert_eq!(
            app.get("/api/custom/v1/check-ins", Some(&karim)).await.body["total"],
            0,
            "another subscriber sees only their own"
        );
        assert_eq!(
            app.get("/api/custom/v1/check-ins", Some(&admin))
                .await
                .status,
            403,
            "no admin route reads check-ins"
        );
        assert_eq!(
            app.post(
                "/api/custom/v1/check-ins/phq9",
                Some(&admin),
                json!({"answers": vec![1; 9]})
            )
            .await
            .status,
            403
        );
        assert_eq!(app.get("/api/custom/v1/check-ins", None).await.status, 401);
    }
}

#[tokio::test]
async fn of_two_check_ins_sent_at_once_exactly_one_is_stored() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let calls = (0..10).map(|_| {
            app.post(
                "/api/custom/v1/check-ins/gad7",
                Some(&rahima),
                json!({"answers": vec![1; 7]}),
            )
        });
        let results = futures_util::future::join_all(calls).await;
        let statuses: Vec<u16> = results.iter().map(|r| r.status.as_u16()).collect();
        assert_eq!(
            (
                statuses.iter().filter(|s| **s == 201).count(),
                statuses.iter().filter(|s| **s == 409).count()
            ),
            (1, 9),
            "{:?}: {statuses:?}",
            app.engine
        );
        assert_eq!(
            app.get("/api/custom/v1/check-ins", Some(&rahima))
                .await
                .body["total"],
            1
        );
    }
}

#[tokio::test]
async fn an_admin_replaces_or_confirms_a_translation_without_a_code_change() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let (_, bn) = instruments_as_read(&app, &admin, "bn").await;
        let mut body = json!({
            "lang": "bn",
            "title": bn["gad7"]["title"],
            "instructions": "গত দুই সপ্তাহে কত ঘন ঘন এগুলো আপনাকে কষ্ট দিয়েছে?",
            "items": bn["gad7"]["items"],
            "options": bn["gad7"]["options"].as_array().unwrap().iter().map(|o| o["label"].clone()).collect::<Vec<_>>(),
            "bands": bn["gad7"]["bands"].as_array().unwrap().iter().map(|b| b["text"].clone()).collect::<Vec<_>>(),
            "reviewed": true
        });
        let r = app
            .post(
                "/api/custom/v1/check-ins/instruments/gad7/texts",
                Some(&admin),
                body.clone(),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let (_, bn) = instruments_as_read(&app, &rahima, "bn").await;
        assert_eq!(
            (
                bn["gad7"]["instructions"].as_str(),
                bn["gad7"]["awaiting_review"].as_bool()
            ),
            (
                Some("গত দুই সপ্তাহে কত ঘন ঘন এগুলো আপনাকে কষ্ট দিয়েছে?"),
                Some(false)
            )
        );
        assert_eq!(
            bn["phq9"]["awaiting_review"], true,
            "only the confirmed one"
        );
        body["items"] = json!(["one item only"]);
        let r = app
            .post(
                "/api/custom/v1/check-ins/instruments/gad7/texts",
                Some(&admin),
                body.clone(),
            )
            .await;
        assert_eq!(r.status, 400);
        assert_eq!(
            app.post(
                "/api/custom/v1/check-ins/instruments/gad7/texts",
                Some(&rahima),
                body
            )
            .await
            .status,
            403
        );
    }
}
