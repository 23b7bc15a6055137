//! Text messages about care (issue 38), on SQLite and PostgreSQL: a subscriber who verified their
//! number and asked for texts hears of each decision and is reminded 24 h and 1 h before, each
//! once however many servers send; an undo drops the reminders still owed; discreet mode drops
//! the service's name from those queued; nobody else gets a text.

use std::sync::Arc;

use mon_application::outbox::{OutboxSender, TextLimits};
use mon_application::ports::{TextError, TextMessage, TextMessages};
use mon_domain::sms::{MAX_PARTS, segments, telling_word};
use mon_persistence::SeaOutboxRepository;
use serde_json::json;

use crate::care_mail::{Recording, day, request, status};
use crate::helpers::{Options, TestApp, spawn_apps};

const NUMBER: &str = "+8801712345678";

/// A gateway that keeps what it is given.
#[derive(Default)]
struct Gateway(std::sync::Mutex<Vec<TextMessage>>);

#[async_trait::async_trait]
impl TextMessages for Gateway {
    async fn forget(&self, _number: &str) -> anyhow::Result<()> {
        Ok(())
    }

    async fn send(&self, message: &TextMessage) -> Result<(), TextError> {
        // A slow hand-over widens the window in which another sender could take the same text.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        self.0.lock().unwrap().push(message.clone());
        Ok(())
    }
}

async fn decide(app: &TestApp, admin: &str, id: i64, to: &str) {
    let (path, body) = status(id, to);
    let r = app.post(&path, Some(admin), body).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}

/// A subscriber with a verified number who asked for texts: their token.
async fn texting_subscriber(app: &TestApp) -> String {
    let token = app.subscriber_token("rahima", "secret1").await;
    app.verified_with_texts(&token, NUMBER).await;
    token
}

fn kinds(texts: &[serde_json::Value], kind: &str) -> Vec<String> {
    texts
        .iter()
        .filter(|t| t["kind"] == kind)
        .map(|t| t["text"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn decisions_and_reminders_reach_a_verified_number_once_with_two_senders_and_never_after_an_undo()
 {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = texting_subscriber(&app).await;
        let kept = request(&app, &rahima, day(&app, 2), "typed@example.com").await;
        let undone = request(&app, &rahima, day(&app, 3), "typed@example.com").await;
        let refused = request(&app, &rahima, day(&app, 4), "typed@example.com").await;
        decide(&app, &admin, kept, "approved").await;
        decide(&app, &admin, undone, "approved").await;
        decide(&app, &admin, refused, "unapproved").await;
        // The code, then the three decisions; the undo comes after they went.
        app.wait_for_texts(NUMBER, 4).await;
        decide(&app, &admin, undone, "requested").await;
        app.wait_for_empty_outbox_but_reminders().await;

        let texts = app.texts_to(NUMBER);
        let decisions = kinds(&texts, "decision");
        assert_eq!(
            decisions.len(),
            3,
            "two approvals and a refusal: {decisions:?}"
        );
        assert!(
            decisions
                .iter()
                .filter(|t| t.starts_with("Mon: Your appointment on "))
                .count()
                == 2,
            "{decisions:?}"
        );
        assert!(
            decisions
                .iter()
                .any(|t| t.starts_with("Mon: We cannot keep your appointment request for ")),
            "{decisions:?}"
        );
        for text in &decisions {
            assert_eq!(telling_word(text), None, "{text}");
            assert!(segments(text).parts <= MAX_PARTS, "{text}");
        }
        assert!(
            kinds(&texts, "reminder").is_empty(),
            "no reminder before its time"
        );

        // Discreet mode now: the reminders already queued lose the service's name.
        let r = app
            .post(
                "/api/custom/v1/me/preferences",
                Some(&rahima),
                json!({"discreet": true}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);

        // Two more senders on the same database (two more servers), beside the app's own, all past every reminder time.
        let senders: Vec<(Arc<Gateway>, OutboxSender)> = (0..2)
            .map(|_| {
                let gateway = Arc::new(Gateway::default());
                let sender = OutboxSender::new(
                    Arc::new(SeaOutboxRepository::new(app.database.clone())),
                    Arc::new(Recording::default()),
                    app.clock.clone(),
                )
                .with_texts(gateway.clone(), TextLimits::default());
                (gateway, sender)
            })
            .collect();
        app.clock.advance(chrono::Duration::days(5));
        for _ in 0..5 {
            let rounds = senders.iter().map(|(_, s)| s.deliver_due());
            for r in futures_util::future::join_all(rounds).await {
                r.unwrap();
            }
        }
        app.wait_for_empty_outbox().await;
        let mut reminders = kinds(&app.texts_to(NUMBER), "reminder");
        for (gateway, _) in &senders {
            reminders.extend(gateway.0.lock().unwrap().iter().map(|t| t.text.clone()));
        }
        reminders.sort();
        assert_eq!(
            reminders.len(),
            2,
            "the kept session's two reminders, each once, none of the undone one's: {reminders:?} on {:?}",
            app.engine
        );
        assert!(
            reminders[0].starts_with("Reminder: your appointment is in one hour, "),
            "{reminders:?}"
        );
        assert!(
            reminders[1].starts_with("Reminder: your appointment is tomorrow, "),
            "{reminders:?}"
        );
    }
}

#[tokio::test]
async fn no_text_goes_to_a_subscriber_who_did_not_ask_for_texts() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        // Verified, but texts never turned on.
        let code = app.phone_code(&rahima, 1).await;
        let r = app.verify_code(&rahima, &code).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let id = request(&app, &rahima, day(&app, 2), "typed@example.com").await;
        decide(&app, &admin, id, "approved").await;
        app.clock.advance(chrono::Duration::days(5));
        app.wait_for_empty_outbox().await;
        let texts = app.texts_to(NUMBER);
        assert_eq!(texts.len(), 1, "only the verification code: {texts:?}");
        assert_eq!(texts[0]["kind"], "verification");
        assert!(
            !app.mails_to("rahima@example.com").is_empty(),
            "the mails went as before"
        );
    }
}

#[tokio::test]
async fn over_the_daily_budget_texts_wait_for_tomorrow_and_admins_see_them_waiting() {
    let opts = Options {
        sms_daily_budget: 2,
        ..Options::default()
    };
    for app in spawn_apps(opts.clone()).await {
        let admin = app.admin_token().await;
        let rahima = texting_subscriber(&app).await;
        let usage = app
            .get("/api/custom/v1/admin/mail/texts", Some(&admin))
            .await;
        assert_eq!(usage.status, 200, "{:?}", usage.body);
        assert_eq!(
            usage.body,
            json!({"sent_today": 1, "held": 0, "daily_budget": 2})
        );
        assert_eq!(
            app.get("/api/custom/v1/admin/mail/texts", Some(&rahima))
                .await
                .status,
            403
        );

        // The code was the first of two; the approval is the second; the refusal waits.
        let approved = request(&app, &rahima, day(&app, 3), "typed@example.com").await;
        decide(&app, &admin, approved, "approved").await;
        app.wait_for_texts(NUMBER, 2).await;
        let refused = request(&app, &rahima, day(&app, 4), "typed@example.com").await;
        decide(&app, &admin, refused, "unapproved").await;
        let mut usage = serde_json::Value::Null;
        for _ in 0..200 {
            usage = app
                .get("/api/custom/v1/admin/mail/texts", Some(&admin))
                .await
                .body;
            if usage["held"] == 1 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert_eq!(
            usage,
            json!({"sent_today": 2, "held": 1, "daily_budget": 2})
        );
        assert_eq!(app.texts_to(NUMBER).len(), 2, "the refusal waits");

        // The next Bangladeshi day it goes.
        app.clock.advance(chrono::Duration::days(1));
        let texts = app.wait_for_texts(NUMBER, 3).await;
        assert!(
            texts[2]["text"]
                .as_str()
                .unwrap()
                .starts_with("Mon: We cannot keep"),
            "{texts:?}"
        );
    }
}

#[tokio::test]
async fn a_cancelled_session_gets_no_text_reminder_and_the_others_keep_theirs() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = texting_subscriber(&app).await;
        let cancelled = request(&app, &rahima, day(&app, 2), "typed@example.com").await;
        let kept = request(&app, &rahima, day(&app, 3), "typed@example.com").await;
        decide(&app, &admin, cancelled, "approved").await;
        decide(&app, &admin, kept, "approved").await;
        app.wait_for_texts(NUMBER, 3).await;
        let r = app
            .post(
                &format!("/api/custom/v1/appointment/cancel/{cancelled}"),
                Some(&rahima),
                json!({}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);

        let when = |offset: i64| {
            mon_domain::bangla::when(day(&app, offset), "02:30 PM", mon_domain::Lang::En)
        };
        let (kept_when, cancelled_when) = (when(3), when(2));
        app.clock.advance(chrono::Duration::days(5));
        app.wait_for_empty_outbox().await;
        let reminders = kinds(&app.texts_to(NUMBER), "reminder");
        assert_eq!(reminders.len(), 2, "{reminders:?}");
        assert!(
            reminders.iter().all(|t| t.contains(&kept_when)),
            "only the kept session's: {reminders:?}"
        );
        assert!(!reminders.iter().any(|t| t.contains(&cancelled_when)));
    }
}
