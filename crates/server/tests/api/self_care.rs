//! Daily self-care and the subscriber dashboard's figures, end to end on
//! SQLite and PostgreSQL. Answers are their owner's alone.

use mon_application::ports::Clock;
use serde_json::{Value, json};

use crate::helpers::{Options, TestApp, spawn_apps};

/// A complete, valid set of answers to the questions asked now.
pub async fn answers(app: &TestApp, token: &str, sleep: &str) -> Value {
    let questions = app.get("/api/custom/v1/questions", Some(token)).await.body;
    let items: Vec<Value> = questions
        .as_array()
        .unwrap()
        .iter()
        .map(|q| {
            let answer = match q["question_type"].as_str().unwrap() {
                "number" => json!(sleep),
                "mcq" => q["mcq_options"][0].clone(),
                _ => json!("A walk by the river"),
            };
            json!({"id": q["id"], "answer": answer})
        })
        .collect();
    Value::Array(items)
}

#[tokio::test]
async fn a_subscriber_answers_once_a_day_and_reads_the_answers_back() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let questions = app
            .get("/api/custom/v1/questions", Some(&rahima))
            .await
            .body;
        let types: Vec<&str> = questions
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["question_type"].as_str().unwrap())
            .collect();
        assert!(
            types.contains(&"number") && types.contains(&"mcq") && types.contains(&"text"),
            "{types:?}"
        );
        let (_, bn) = app
            .get_in("/api/custom/v1/questions", Some(&rahima), "bn")
            .await;
        assert_ne!(
            bn[0]["title"], questions[0]["title"],
            "titles come in the asked language"
        );

        let body = answers(&app, &rahima, "7.5").await;
        let r = app
            .post(
                "/api/custom/v1/multiple-answers",
                Some(&rahima),
                body.clone(),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (201, Some("Thank you. Your answers are saved.")),
            "{:?}: {:?}",
            app.engine,
            r.body
        );
        let today = app.clock.today().format("%Y-%m-%d").to_string();
        assert_eq!(r.body["date"], today);

        let r = app
            .post("/api/custom/v1/multiple-answers", Some(&rahima), body)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("already_answered")),
            "a second submission is refused"
        );

        let r = app
            .get(
                &format!("/api/custom/v1/answers-by-date/{today}"),
                Some(&rahima),
            )
            .await;
        assert_eq!(
            r.body["answers"].as_array().unwrap().len(),
            questions.as_array().unwrap().len()
        );
        assert!(
            r.body["answers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|a| a["answer"] == "7.5")
        );

        let status = app
            .get("/api/custom/v1/get_user_status_count", Some(&rahima))
            .await;
        assert_eq!(
            status.body["sleep"][&today],
            json!([7.5]),
            "{:?}",
            status.body
        );
        assert_eq!(status.body["appointments"]["total"], 0);

        // Another subscriber sees nothing of it; an admin cannot read answers.
        let karim = app.subscriber_token("karim", "secret1").await;
        assert_eq!(
            app.get(
                &format!("/api/custom/v1/answers-by-date/{today}"),
                Some(&karim)
            )
            .await
            .body["answers"],
            json!([])
        );
        assert_eq!(
            app.get("/api/custom/v1/get_user_status_count", Some(&karim))
                .await
                .body["sleep"],
            json!({})
        );
        let admin = app.admin_token().await;
        assert_eq!(
            app.get(
                &format!("/api/custom/v1/answers-by-date/{today}"),
                Some(&admin)
            )
            .await
            .status,
            403
        );
    }
}

#[tokio::test]
async fn every_answer_is_checked_and_a_bad_set_stores_nothing() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let mut body = answers(&app, &rahima, "25").await;
        let items = body.as_array_mut().unwrap();
        let mcq = items
            .iter()
            .position(|a| {
                a["answer"].is_string()
                    && a["answer"] != "25"
                    && a["answer"] != "A walk by the river"
            })
            .unwrap();
        items[mcq]["answer"] = json!("Fantastic");
        let text = items
            .iter()
            .position(|a| a["answer"] == "A walk by the river")
            .unwrap();
        items[text]["answer"] = json!("   ");
        let ids: Vec<String> = items.iter().map(|a| a["id"].to_string()).collect();
        let r = app
            .post(
                "/api/custom/v1/multiple-answers",
                Some(&rahima),
                body.clone(),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        let errors = &r.body["data"]["errors"];
        assert_eq!(errors[&ids[mcq]][0], "Invalid option");
        assert_eq!(errors[&ids[text]][0], "Field is Required");
        assert!(
            errors
                .as_object()
                .unwrap()
                .values()
                .any(|m| m[0] == "Please enter a number from 0 to 24.")
        );
        // A blank choice gets the web app's words for it (spec section 5).
        let mut blank = body.clone();
        blank[mcq]["answer"] = json!(" ");
        let r = app
            .post("/api/custom/v1/multiple-answers", Some(&rahima), blank)
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        assert_eq!(r.body["data"]["errors"][&ids[mcq]][0], "Invalid option");
        let today = app.clock.today().format("%Y-%m-%d").to_string();
        assert_eq!(
            app.get(
                &format!("/api/custom/v1/answers-by-date/{today}"),
                Some(&rahima)
            )
            .await
            .body["answers"],
            json!([]),
            "{:?}",
            app.engine
        );

        let tomorrow = (app.clock.today() + chrono::Duration::days(1))
            .format("%Y-%m-%d")
            .to_string();
        let r = app
            .get(
                &format!("/api/custom/v1/answers-by-date/{tomorrow}"),
                Some(&rahima),
            )
            .await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["data"]["errors"]["date"][0].as_str()
            ),
            (400, Some("The date cannot be after today."))
        );
        assert_eq!(
            app.get("/api/custom/v1/answers-by-date/yesterday", Some(&rahima))
                .await
                .status,
            400
        );

        // Two submissions at once: exactly one is stored.
        let good = answers(&app, &rahima, "6").await;
        let (a, b) = tokio::join!(
            app.post(
                "/api/custom/v1/multiple-answers",
                Some(&rahima),
                good.clone()
            ),
            app.post(
                "/api/custom/v1/multiple-answers",
                Some(&rahima),
                good.clone()
            )
        );
        let mut statuses = [a.status.as_u16(), b.status.as_u16()];
        statuses.sort_unstable();
        assert_eq!(
            statuses,
            [201, 409],
            "{:?}: {:?} {:?}",
            app.engine,
            a.body,
            b.body
        );
    }
}

#[tokio::test]
async fn an_admin_adds_reorders_and_retires_questions_and_answers_stay() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let r = app
            .post(
                "/api/custom/v1/multiple-answers",
                Some(&rahima),
                answers(&app, &rahima, "7").await,
            )
            .await;
        assert_eq!(r.status, 201);

        let bad = app
            .post("/api/custom/v1/admin/questions", Some(&admin), json!({"title": "", "title_bn": "খাবার?", "question_type": "mcq", "mcq_options": ["Yes"]}))
            .await;
        assert_eq!(bad.status, 400);
        assert_eq!(bad.body["data"]["errors"]["title"][0], "Field is Required");
        assert_eq!(
            bad.body["data"]["errors"]["mcq_options"][0],
            "Give from 2 to 10 options."
        );

        let r = app
            .post(
                "/api/custom/v1/admin/questions",
                Some(&admin),
                json!({"title": "Did you eat well today?", "title_bn": "আজ কি ঠিকমতো খেয়েছেন?", "question_type": "mcq", "mcq_options": ["Yes", "Partly", "No"]}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (201, Some("The question has been saved.")),
            "{:?}",
            r.body
        );
        let new_id = r.body["question"]["id"].as_i64().unwrap();
        let asked: Vec<i64> = app
            .get("/api/custom/v1/questions", Some(&rahima))
            .await
            .body
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["id"].as_i64().unwrap())
            .collect();
        assert_eq!(asked.last(), Some(&new_id), "a new question is asked last");

        // The new question first; the subscriber sees the new order.
        let mut order = asked.clone();
        order.rotate_right(1);
        let r = app
            .post(
                "/api/custom/v1/admin/questions-order",
                Some(&admin),
                json!({"ids": order}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            app.get("/api/custom/v1/questions", Some(&rahima))
                .await
                .body[0]["id"]
                .as_i64(),
            Some(new_id)
        );
        let r = app
            .post(
                "/api/custom/v1/admin/questions-order",
                Some(&admin),
                json!({"ids": [new_id]}),
            )
            .await;
        assert_eq!(
            r.body["data"]["errors"]["ids"][0],
            "The order must list every question asked now, once each."
        );

        // The type stays; the sleep question stays; another question retires and its answers remain.
        let r = app
            .post(
                &format!("/api/custom/v1/admin/questions/{new_id}"),
                Some(&admin),
                json!({"title": "Meals?", "title_bn": "খাবার?", "question_type": "text"}),
            )
            .await;
        assert_eq!(r.status, 400);
        let all = app
            .get("/api/custom/v1/admin/questions", Some(&admin))
            .await
            .body;
        let sleep = all
            .as_array()
            .unwrap()
            .iter()
            .find(|q| q["is_sleep"] == true)
            .unwrap()["id"]
            .as_i64()
            .unwrap();
        let r = app
            .post(
                &format!("/api/custom/v1/admin/questions/{sleep}/retire"),
                Some(&admin),
                json!({"retired": true}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("sleep_question_kept"))
        );
        let text = all
            .as_array()
            .unwrap()
            .iter()
            .find(|q| q["question_type"] == "text")
            .unwrap()["id"]
            .as_i64()
            .unwrap();
        let r = app
            .post(
                &format!("/api/custom/v1/admin/questions/{text}/retire"),
                Some(&admin),
                json!({"retired": true}),
            )
            .await;
        assert_eq!(r.body["question"]["retired"], true);
        let asked = app
            .get("/api/custom/v1/questions", Some(&rahima))
            .await
            .body;
        assert!(
            asked
                .as_array()
                .unwrap()
                .iter()
                .all(|q| q["id"].as_i64() != Some(text)),
            "a retired question is not asked"
        );
        let today = app.clock.today().format("%Y-%m-%d").to_string();
        let mine = app
            .get(
                &format!("/api/custom/v1/answers-by-date/{today}"),
                Some(&rahima),
            )
            .await
            .body;
        assert!(
            mine["answers"]
                .as_array()
                .unwrap()
                .iter()
                .any(|a| a["question_id"].as_i64() == Some(text)),
            "its past answers stay"
        );

        assert_eq!(
            app.get("/api/custom/v1/admin/questions", Some(&rahima))
                .await
                .status,
            403
        );
        assert_eq!(
            app.post(
                "/api/custom/v1/admin/questions/999999/retire",
                Some(&admin),
                json!({"retired": true})
            )
            .await
            .status,
            404
        );
    }
}

/// A question reworded after it was answered does not relabel the answer: each answer reads back
/// with the wording it was given under, in the reader's language, on both engines.
#[tokio::test]
async fn a_reworded_question_keeps_the_wording_its_answers_were_given_under() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let asked = app
            .get("/api/custom/v1/questions", Some(&rahima))
            .await
            .body;
        let text = asked
            .as_array()
            .unwrap()
            .iter()
            .find(|q| q["question_type"] == "text")
            .unwrap()
            .clone();
        let id = text["id"].as_i64().unwrap();
        let bn_before = app
            .get("/api/custom/v1/admin/questions", Some(&admin))
            .await
            .body
            .as_array()
            .unwrap()
            .iter()
            .find(|q| q["id"] == id)
            .unwrap()["title_bn"]
            .clone();
        let body = answers(&app, &rahima, "7").await;
        let r = app
            .post("/api/custom/v1/multiple-answers", Some(&rahima), body)
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);

        let r = app
            .post(
                &format!("/api/custom/v1/admin/questions/{id}"),
                Some(&admin),
                json!({"title": "What helped you most today?", "title_bn": "আজ সবচেয়ে বেশি কী সাহায্য করেছে?", "question_type": "text"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);

        let today = app.clock.today().format("%Y-%m-%d").to_string();
        let path = format!("/api/custom/v1/answers-by-date/{today}");
        let read = |lang: &'static str| {
            app.client
                .get(format!("{}{path}", app.address))
                .bearer_auth(&rahima)
                .header("accept-language", lang)
                .send()
        };
        for (lang, wording) in [("en", text["title"].clone()), ("bn", bn_before.clone())] {
            let body: Value = read(lang).await.unwrap().json().await.unwrap();
            let given = body["answers"]
                .as_array()
                .unwrap()
                .iter()
                .find(|a| a["question_id"] == id)
                .unwrap()
                .clone();
            assert_eq!(given["question"], wording, "{lang} on {:?}", app.engine);
            assert_eq!(given["answer"], "A walk by the river");
        }
        // Today's questions carry the new wording.
        let asked = app
            .get("/api/custom/v1/questions", Some(&rahima))
            .await
            .body;
        assert!(
            asked
                .as_array()
                .unwrap()
                .iter()
                .any(|q| q["title"] == "What helped you most today?")
        );
    }
}
