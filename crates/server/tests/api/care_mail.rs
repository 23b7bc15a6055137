//! The care e-mails, through the outbox, on SQLite and PostgreSQL: admins hear
//! of a new request; the subscriber hears of each decision, in the language
//! they last used, with a calendar file for an approval.

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

fn day(app: &TestApp, offset: i64) -> chrono::NaiveDate {
    use mon_application::ports::Clock;
    app.clock.today() + chrono::Duration::days(offset)
}

fn status(id: i64, to: &str) -> (String, Value) {
    (format!("/api/custom/v1/appointment/update-status/{id}"), json!({"appointment_status": to}))
}

#[tokio::test]
async fn each_decision_reaches_the_subscriber_in_their_language_and_admins_hear_of_requests() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let date = day(&app, 2);
        // Rahima uses the app in Bangla; her contact address for the appointment is her own choice.
        let r = app
            .client
            .post(format!("{}/api/custom/v1/appointment/create", app.address))
            .bearer_auth(&rahima)
            .header("Accept-Language", "bn")
            .json(&body(&date.format("%Y-%m-%d").to_string(), "rahima.care@example.com"))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 201);
        let id = r.json::<Value>().await.unwrap()["appointment"]["id"].as_i64().unwrap();

        let to_admin = app.wait_for_mails("admin@mon.test", 1).await;
        let notice = to_admin.iter().find(|m| m.contains("New appointment request")).expect("the admin hears of the request");
        assert!(notice.contains("/admin/appointments") && notice.contains(&date.format("%-d %B %Y").to_string()), "{notice}");
        assert!(!notice.contains("01712345678"), "the notice holds no contact details");

        let (path, b) = status(id, "approved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        let mails = app.wait_for_mails("rahima.care@example.com", 1).await;
        let approved = &mails[0];
        assert!(approved.contains("নিশ্চিত"), "in Bangla, the language she last used: {approved}");
        assert!(approved.contains("text/calendar") && approved.contains("appointment.ics"), "{approved}");
        // 02:30 PM in Dhaka (UTC+6) is 08:30 UTC.
        assert!(approved.contains(&format!("DTSTART:{}T083000Z", date.format("%Y%m%d"))), "{approved}");
        assert!(approved.contains("METHOD:REQUEST"));

        let (path, b) = status(id, "requested");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        let mails = app.wait_for_mails("rahima.care@example.com", 2).await;
        assert!(mails[1].contains("METHOD:CANCEL"), "undoing an approval withdraws the calendar entry: {}", mails[1]);

        let (path, b) = status(id, "unapproved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        let mails = app.wait_for_mails("rahima.care@example.com", 3).await;
        assert!(mails[2].contains("/appointment") && !mails[2].contains("text/calendar"), "kindly, with a link to choose another date: {}", mails[2]);

        // Each e-mail is sent once: nothing more arrives.
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        assert_eq!(app.mails_to("rahima.care@example.com").len(), 3, "{:?}", app.engine);
    }
}

#[tokio::test]
async fn a_refused_change_owes_no_mail() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let rahima = app.subscriber_token("rahima", "secret1").await;
        let r = app.post("/api/custom/v1/appointment/create", Some(&rahima), body(&day(&app, 2).format("%Y-%m-%d").to_string(), "r2@example.com")).await;
        let id = r.body["appointment"]["id"].as_i64().unwrap();
        let (path, b) = status(id, "approved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 200);
        app.wait_for_mails("r2@example.com", 1).await;
        // Approved cannot become unapproved; the refused move sends nothing.
        let (path, b) = status(id, "unapproved");
        assert_eq!(app.post(&path, Some(&admin), b).await.status, 409);
        tokio::time::sleep(std::time::Duration::from_millis(400)).await;
        assert_eq!(app.mails_to("r2@example.com").len(), 1);
    }
}
