//! The care e-mails, through the outbox, on SQLite and PostgreSQL: admins hear
//! of a new request; the subscriber hears of each decision at the account's
//! verified address, in the language they last used, with a calendar file for
//! an approval, and is reminded 24 h and 1 h before.

use mon_application::ports::Clock;
use serde_json::{Value, json};

use crate::helpers::{Options, TestApp, spawn_apps};

fn body(date: &str, email: &str) -> Value {
    json!({
        "appointment_date": date,
        "appointment_time": "02:30 PM",
        "appointment_name": "Rahima Akter",
        "appointment_email": email,
        "appointment_phone": "01712345678",
    })
}

pub(crate) fn day(app: &TestApp, offset: i64) -> chrono::NaiveDate {
    use mon_application::ports::Clock;
    app.clock.today() + chrono::Duration::days(offset)
}

/// The id of an appointment `token`'s holder requests for `date`, giving `email`.
pub(crate) async fn request(
    app: &TestApp,
    token: &str,
    date: chrono::NaiveDate,
    email: &str,
) -> i64 {
    let date = date.format("%Y-%m-%d").to_string();
    let r = app
        .post(
            "/api/custom/v1/appointment/create",
            Some(token),
            body(&date, email),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["appointment"]["id"].as_i64().unwrap()
}

pub(crate) fn status(id: i64, to: &str) -> (String, Value) {
    (
        format!("/api/custom/v1/appointment/update-status/{id}"),
        json!({"appointment_status": to}),
    )
}

#[tokio::test]
async fn each_decision_reaches_the_subscriber_in_their_language_and_admins_hear_of_requests() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 2);
        // Rahima uses the app in Bangla; the contact address she types for the appointment is shown to admins only.
        let r = app
            .client
            .post(format!("{}/api/custom/v1/appointment/create", app.address))
            .bearer_auth(&rahima)
            .header("Accept-Language", "bn")
            .json(&body(
                &date.format("%Y-%m-%d").to_string(),
                "rahima.care@example.com",
            ))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 201);
        let id = r.json::<Value>().await.unwrap()["appointment"]["id"]
            .as_i64()
            .unwrap();

        let to_admin = app.wait_for_mails("admin@mon.test", 1).await;
        let notice = to_admin
            .iter()
            .find(|m| m.contains("New appointment request"))
            .expect("the admin hears of the request");
        assert!(
            notice.contains(&format!(
                "/login?next=%2Fadmin%2Fappointments%3Fstatus%3Drequested%26focus%3D{id}"
            )),
            "the notice links to the request: {notice}"
        );
        assert!(
            notice.contains(&date.format("%-d %B %Y").to_string()),
            "{notice}"
        );
        assert!(
            !notice.contains("01712345678"),
            "the notice holds no contact details"
        );

        let (path, b) = status(id, "approved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        let mails = app.wait_for_mails("rahima@example.com", 2).await;
        let approved = &mails[1];
        assert!(
            approved.contains("নিশ্চিত"),
            "in Bangla, the language she last used: {approved}"
        );
        assert!(
            approved.contains("text/calendar") && approved.contains("appointment.ics"),
            "{approved}"
        );
        assert!(
            approved.contains(&format!(
                "DTSTART;TZID=Asia/Dhaka:{}T143000",
                date.format("%Y%m%d")
            )),
            "{approved}"
        );
        assert!(
            approved.contains("যোগাযোগ করব") || approved.contains("জানাব"),
            "without session details she is told the service will tell: {approved}"
        );
        assert!(approved.contains("METHOD:REQUEST"));

        let (path, b) = status(id, "requested");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        let mails = app.wait_for_mails("rahima@example.com", 3).await;
        assert!(
            mails[2].contains("METHOD:CANCEL"),
            "undoing an approval withdraws the calendar entry: {}",
            mails[2]
        );

        let (path, b) = status(id, "unapproved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        let mails = app.wait_for_mails("rahima@example.com", 4).await;
        assert!(
            mails[3].contains("/appointment") && !mails[3].contains("text/calendar"),
            "kindly, with a link to choose another date: {}",
            mails[3]
        );

        // Each e-mail is sent once, and nothing goes to the typed address: once the outbox is empty, count.
        app.wait_for_empty_outbox().await;
        assert_eq!(
            app.mails_to("rahima@example.com").len(),
            4,
            "activation and three decisions: {:?}",
            app.engine
        );
        assert!(
            app.mails_to("rahima.care@example.com").is_empty(),
            "a typed address never receives a decision"
        );
    }
}

#[tokio::test]
async fn a_refused_change_owes_no_mail() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let id = request(&app, &rahima, day(&app, 2), "r2@example.com").await;
        // A bogus list status in the query, or a bad video link, is refused before anything is written.
        let r = app
            .post(
                &format!("{}?status=bogus", status(id, "approved").0),
                Some(&admin),
                json!({"appointment_status": "approved"}),
            )
            .await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["data"]["errors"]["status"][0].as_str()
            ),
            (400, Some("Unknown appointment status.")),
            "{:?}",
            r.body
        );
        let bad_link = json!({"appointment_status": "approved", "session_mode": "video", "session_detail": "javascript:alert(1)"});
        assert_eq!(
            app.post(&status(id, "approved").0, Some(&admin), bad_link)
                .await
                .status,
            400
        );
        let all = app
            .get("/api/custom/v1/appointment/all", Some(&admin))
            .await;
        assert_eq!(
            all.body["items"][0]["appointment_status"], "requested",
            "the refused decisions changed nothing: {:?}",
            app.engine
        );
        app.wait_for_empty_outbox().await;
        assert_eq!(
            app.mails_to("rahima@example.com").len(),
            1,
            "only the activation mail; the refused decisions queued none"
        );

        let (path, b) = status(id, "approved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        app.wait_for_mails("rahima@example.com", 2).await;
        // Approved cannot become unapproved; the refused move sends nothing.
        let (path, b) = status(id, "unapproved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 409);
        app.wait_for_empty_outbox_but_reminders().await;
        assert_eq!(app.mails_to("rahima@example.com").len(), 2);
    }
}

#[tokio::test]
async fn an_approval_tells_how_the_session_happens_and_reminders_follow_a_day_and_an_hour_before() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 3);
        let id = request(&app, &rahima, date, "typed@example.com").await;
        let approve = json!({"appointment_status": "approved", "session_mode": "video", "session_detail": "https://meet.example.org/rahima"});
        let r = app
            .post(&status(id, "approved").0, Some(&admin), approve)
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            (
                r.body["appointment"]["session_mode"].as_str(),
                r.body["appointment"]["session_detail"].as_str()
            ),
            (Some("video"), Some("https://meet.example.org/rahima"))
        );
        let me = app.get("/api/custom/v1/me", Some(&rahima)).await.body["user_id"]
            .as_i64()
            .unwrap();
        let mine = app
            .get(
                &format!("/api/custom/v1/appointment/user/{me}"),
                Some(&rahima),
            )
            .await;
        assert_eq!(
            mine.body["items"][0]["session_detail"], "https://meet.example.org/rahima",
            "the owner sees how the session happens"
        );
        let mails = app.wait_for_mails("rahima@example.com", 2).await;
        assert!(
            mails[1].contains("https://meet.example.org/rahima")
                && mails[1].contains("URL:https://meet.example.org/rahima"),
            "{}",
            mails[1]
        );

        // 02:30 PM in Dhaka is 08:30 UTC. Move the clock to just after start - 24 h.
        let start = app
            .clock
            .at_local(date, chrono::NaiveTime::from_hms_opt(14, 30, 0).unwrap());
        app.clock.advance(
            start - chrono::Duration::hours(24) + chrono::Duration::minutes(1) - app.clock.now(),
        );
        let mails = app.wait_for_mails("rahima@example.com", 3).await;
        assert!(
            mails[2].contains("Reminder: your Mon appointment is tomorrow")
                && mails[2].contains("text/calendar"),
            "{}",
            mails[2]
        );
        app.clock.advance(chrono::Duration::hours(23));
        let mails = app.wait_for_mails("rahima@example.com", 4).await;
        assert!(
            mails[3].contains("Reminder: your Mon appointment is in one hour"),
            "{}",
            mails[3]
        );
        app.wait_for_empty_outbox().await;
        assert_eq!(
            app.mails_to("rahima@example.com").len(),
            4,
            "each reminder once: {:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn an_undo_cancels_pending_reminders_and_an_unapproval_carries_its_reason() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 3);
        let id = request(&app, &rahima, date, "typed@example.com").await;
        assert_eq!(
            app.post(
                &status(id, "approved").0,
                Some(&admin),
                json!({"appointment_status": "approved"})
            )
            .await
            .status,
            200
        );
        assert_eq!(
            app.post(
                &status(id, "requested").0,
                Some(&admin),
                json!({"appointment_status": "requested"})
            )
            .await
            .status,
            200
        );
        let reason = "Our counsellors are away that week; please pick a date after it.";
        let r = app
            .post(
                &status(id, "unapproved").0,
                Some(&admin),
                json!({"appointment_status": "unapproved", "reason": reason}),
            )
            .await;
        assert_eq!(r.body["appointment"]["reason"], reason);
        let mails = app.wait_for_mails("rahima@example.com", 4).await;
        assert!(
            mails[3].contains(reason),
            "the reason is in the e-mail: {}",
            mails[3]
        );
        // Past both reminder times: none was sent, the undo dropped them.
        app.clock.advance(chrono::Duration::days(4));
        app.wait_for_empty_outbox().await;
        assert_eq!(
            app.mails_to("rahima@example.com").len(),
            4,
            "activation, approval, undo, unapproval; no reminder: {:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn decisions_go_only_to_the_account_s_verified_address() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let id = request(&app, &rahima, day(&app, 2), "stranger@elsewhere.example").await;
        let all = app
            .get("/api/custom/v1/appointment/all", Some(&admin))
            .await;
        assert_eq!(
            all.body["items"][0]["email"], "stranger@elsewhere.example",
            "the typed address is a contact detail for admins"
        );
        assert_eq!(
            app.post(
                &status(id, "unapproved").0,
                Some(&admin),
                json!({"appointment_status": "unapproved"})
            )
            .await
            .status,
            200
        );
        app.wait_for_mails("rahima@example.com", 2).await;
        app.wait_for_empty_outbox().await;
        assert!(
            app.mails_to("stranger@elsewhere.example").is_empty(),
            "the service never mails a stranger about an appointment"
        );
    }
}

/// A mailer that keeps what it is given.
#[derive(Default)]
pub(crate) struct Recording(pub(crate) std::sync::Mutex<Vec<String>>);

#[async_trait::async_trait]
impl mon_application::ports::Mailer for Recording {
    async fn send(&self, mail: mon_application::ports::Mail) -> anyhow::Result<()> {
        // A slow hand-over widens the window in which another sender could take the same reminder.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        self.0.lock().unwrap().push(mail.subject);
        Ok(())
    }

    async fn forget(&self, _address: &str) -> anyhow::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn each_reminder_is_sent_once_when_several_senders_share_the_outbox() {
    use std::sync::Arc;

    use mon_application::outbox::OutboxSender;
    use mon_persistence::SeaOutboxRepository;

    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let mut ids = Vec::new();
        for d in [2, 3, 4] {
            ids.push(request(&app, &rahima, day(&app, d), "typed@example.com").await);
        }
        for id in &ids {
            assert_eq!(
                app.post(
                    &status(*id, "approved").0,
                    Some(&admin),
                    json!({"appointment_status": "approved"})
                )
                .await
                .status,
                200
            );
        }
        app.wait_for_empty_outbox_but_reminders().await;
        let before = app.mails_to("rahima@example.com").len();

        // Two more senders on the same database (two more servers), beside the app's own, all past every reminder time.
        let senders: Vec<(Arc<Recording>, OutboxSender)> = (0..2)
            .map(|_| {
                let mailer = Arc::new(Recording::default());
                let sender = OutboxSender::new(
                    Arc::new(SeaOutboxRepository::new(app.database.clone())),
                    mailer.clone(),
                    app.clock.clone(),
                );
                (mailer, sender)
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
        let by_app = app.mails_to("rahima@example.com").len() - before;
        let by_others: usize = senders.iter().map(|(m, _)| m.0.lock().unwrap().len()).sum();
        assert_eq!(
            by_app + by_others,
            6,
            "three appointments, two reminders each, each once: {:?} ({by_app} + {by_others})",
            app.engine
        );
    }
}

/// Words that would tell a shared inbox or a lock screen what the mail is about, in both languages.
const REVEALING: [&str; 9] = [
    "appointment",
    "counsel",
    "mental",
    "session",
    "therapy",
    "অ্যাপয়েন্টমেন্ট",
    "কাউন্সেল",
    "মানসিক",
    "সেশন",
];

/// A mail (decoded: headers and body) says nothing revealing where a preview shows it, and carries no calendar file.
fn assert_discreet(mail: &str) {
    let head: Vec<&str> = mail
        .lines()
        .filter(|l| l.starts_with("Subject:") || l.starts_with("From:"))
        .collect();
    assert!(!head.is_empty(), "the headers were read: {mail}");
    let body = mail.split("\n\n").nth(1).unwrap_or_default();
    let first_lines: String = body.lines().take(3).collect::<Vec<_>>().join(" ");
    for word in REVEALING {
        assert!(
            !head.iter().any(|h| h.to_lowercase().contains(word)),
            "{word} in {head:?}"
        );
        assert!(
            !first_lines.to_lowercase().contains(word),
            "{word} in the preview: {first_lines}"
        );
    }
    assert!(!mail.contains("text/calendar"), "no calendar file: {mail}");
}

/// Sends `path` with `body` as `token`'s holder, in `lang`.
async fn post_in(app: &TestApp, lang: &str, path: &str, token: &str, body: Value) -> u16 {
    app.client
        .post(format!("{}{path}", app.address))
        .bearer_auth(token)
        .header("Accept-Language", lang)
        .json(&body)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn in_discreet_mode_mails_about_care_carry_no_revealing_word_in_either_language() {
    for app in spawn_apps(Options::default()).await {
        // Rahima uses Mon in English, Karima in Bangla (each request says so; care mail follows it).
        for (name, lang, subject) in [
            ("rahima", "en", "Subject: Your Mon account"),
            ("karima", "bn", "Subject: আপনার Mon অ্যাকাউন্ট"),
        ] {
            let token = app.subscriber_token(name, "secret1").await;
            let email = format!("{name}@example.com");
            assert_eq!(
                post_in(
                    &app,
                    lang,
                    "/api/custom/v1/me/preferences",
                    &token,
                    json!({"discreet": true})
                )
                .await,
                200
            );
            assert_eq!(
                app.get("/api/custom/v1/me", Some(&token)).await.body["discreet"],
                true
            );
            let date = day(&app, 3).format("%Y-%m-%d").to_string();
            assert_eq!(
                post_in(
                    &app,
                    lang,
                    "/api/custom/v1/appointment/create",
                    &token,
                    body(&date, "typed@example.com")
                )
                .await,
                201
            );
            let id = app
                .get(
                    &format!(
                        "/api/custom/v1/appointment/user/{}",
                        app.get("/api/custom/v1/me", Some(&token)).await.body["user_id"]
                    ),
                    Some(&token),
                )
                .await
                .body["items"][0]["id"]
                .as_i64()
                .unwrap();
            let approve = json!({"appointment_status": "approved", "session_mode": "video", "session_detail": "https://meet.example.org/x"});
            // A token of the admin's own time (the clock moved on after the first person).
            let admin = app.admin_token().await;
            assert_eq!(
                app.post(&status(id, "approved").0, Some(&admin), approve)
                    .await
                    .status,
                200
            );
            app.clock.advance(chrono::Duration::days(4));
            // The approval and both reminders.
            let mails = app.wait_for_mails(&email, 4).await;
            app.wait_for_empty_outbox().await;
            for mail in &mails[1..] {
                assert_discreet(mail);
                assert!(mail.contains(subject), "in the person's language: {mail}");
            }
            assert_eq!(mails.len(), 4, "{:?}", app.engine);
        }
    }
}

#[tokio::test]
async fn turning_discreet_mode_on_rewrites_the_reminders_already_queued() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 3);
        let id = request(&app, &rahima, date, "typed@example.com").await;
        let approve = json!({"appointment_status": "approved", "session_mode": "video", "session_detail": "https://meet.example.org/x"});
        assert_eq!(
            app.post(&status(id, "approved").0, Some(&admin), approve)
                .await
                .status,
            200
        );
        // The approval is sent as it was (discreet mode was off); two reminders wait in the outbox.
        app.wait_for_empty_outbox_but_reminders().await;
        let r = app
            .post(
                "/api/custom/v1/me/preferences",
                Some(&rahima),
                json!({"discreet": true}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        app.clock.advance(chrono::Duration::days(4));
        let mails = app.wait_for_mails("rahima@example.com", 4).await;
        app.wait_for_empty_outbox().await;
        assert!(
            mails[1].contains("text/calendar"),
            "the approval, sent before: {}",
            mails[1]
        );
        for reminder in &mails[2..] {
            assert_discreet(reminder);
        }
        // The admins' notice of the request is theirs, not the person's: it was not rewritten.
        assert!(
            app.mails_to("admin@mon.test")
                .iter()
                .any(|m| m.to_lowercase().contains("appointment")),
            "the admins' notice keeps its words"
        );
    }
}

#[tokio::test]
async fn requesting_and_deleting_again_and_again_cannot_flood_the_admins() {
    for app in spawn_apps(Options::default()).await {
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 2);
        for _ in 0..6 {
            let id = request(&app, &rahima, date, "typed@example.com").await;
            let r = app
                .delete(
                    &format!("/api/custom/v1/appointment/delete/{id}"),
                    Some(&rahima),
                )
                .await;
            assert_eq!(r.status, 200, "{:?}", r.body);
        }
        app.wait_for_empty_outbox().await;
        assert_eq!(
            app.mails_to("admin@mon.test").len() as u64,
            mon_domain::care::ADMIN_NOTICES_PER_HOUR,
            "{:?}",
            app.engine
        );
        // An hour later the account's requests are announced again; another account's never waited.
        let karim = app.subscriber_token("karim", "secret1").await;
        request(&app, &karim, date, "typed@example.com").await;
        app.clock.advance(chrono::Duration::minutes(61));
        request(&app, &rahima, date, "typed@example.com").await;
        app.wait_for_empty_outbox().await;
        assert_eq!(
            app.mails_to("admin@mon.test").len() as u64,
            mon_domain::care::ADMIN_NOTICES_PER_HOUR + 2
        );
    }
}
