//! Account mail end to end on SQLite and PostgreSQL: activation, reset and
//! registration notices wait in the outbox like care mail, each address gets
//! a bounded number per hour whoever asks, and a mail that fails its last
//! allowed attempt becomes a dead letter the admins see without its address.

use std::sync::Arc;

use mon_application::outbox::OutboxSender;
use mon_application::ports::{Mail, Mailer};
use mon_persistence::SeaOutboxRepository;
use serde_json::json;

use crate::helpers::{Options, TestApp, spawn_apps};

/// A mail server that refuses every recipient, naming them, as real ones do.
struct Refusing;

#[async_trait::async_trait]
impl Mailer for Refusing {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        anyhow::bail!(
            "550 5.1.1 <{}>: Recipient address rejected: User unknown",
            mail.to
        )
    }

    async fn forget(&self, _address: &str) -> anyhow::Result<()> {
        Ok(())
    }
}

#[derive(Default)]
struct Accepting(std::sync::Mutex<Vec<Mail>>);

#[async_trait::async_trait]
impl Mailer for Accepting {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        self.0.lock().unwrap().push(mail);
        Ok(())
    }

    async fn forget(&self, _address: &str) -> anyhow::Result<()> {
        Ok(())
    }
}

async fn reset_from(app: &TestApp, email: &str, client_ip: &str) -> u16 {
    let res = app
        .client
        .post(format!("{}/api/custom/v1/password-reset", app.address))
        .header("X-Forwarded-For", client_ip)
        .json(&json!({"email": email}))
        .send()
        .await
        .unwrap();
    res.status().as_u16()
}

#[tokio::test]
async fn each_address_gets_a_bounded_number_of_account_mails_per_hour_whoever_asks() {
    for app in spawn_apps(Options {
        account_mail_per_hour: 2,
        trust_proxy: true,
        ..Options::default()
    })
    .await
    {
        // The activation mail of a new account is not counted: an address can be registered only once.
        let _token = app.subscriber_token("mitu", "secret1").await;
        // Someone registers again with her address: she is told (1 of 2).
        assert_eq!(
            app.register("mitu2", "mitu@example.com", "secret1")
                .await
                .status,
            201
        );
        // Resets from three different networks: one more mail (2 of 2), then none, and every caller gets the same answer.
        for ip in ["203.0.113.1", "198.51.100.2", "192.0.2.3"] {
            assert_eq!(reset_from(&app, "mitu@example.com", ip).await, 200);
        }
        // Notices and resets are queued in the background: wait for three, then for anything more.
        app.wait_for_mails("mitu@example.com", 3).await;
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        app.wait_for_empty_outbox().await;
        let mails = app.mails_to("mitu@example.com");
        assert_eq!(
            mails.len(),
            3,
            "activation, the registration notice and one reset: {mails:#?}"
        );
        let first_reset = app
            .link_in_mail("mitu@example.com", "/reset-password?key=")
            .await;

        // An hour later the address may get mail again; the key the cooling address kept still works until then.
        app.clock.advance(chrono::Duration::minutes(61));
        assert_eq!(
            reset_from(&app, "mitu@example.com", "203.0.113.1").await,
            200
        );
        app.wait_for_mails("mitu@example.com", 4).await;
        let second_reset = app
            .link_in_mail("mitu@example.com", "/reset-password?key=")
            .await;
        assert_ne!(first_reset, second_reset, "a new key in the new mail");
        // Another address is not affected by hers.
        let _ = app.subscriber_token("rupa", "secret1").await;
    }
}

#[tokio::test]
async fn a_mail_that_fails_its_last_attempt_becomes_a_dead_letter_without_its_address() {
    for app in spawn_apps(Options {
        outbox_poll: std::time::Duration::from_secs(3600),
        ..Options::default()
    })
    .await
    {
        assert_eq!(
            app.register("mitu", "mitu@example.com", "secret1")
                .await
                .status,
            201
        );
        assert_eq!(
            app.register("rupa", "rupa@example.com", "secret1")
                .await
                .status,
            201
        );
        let failing = OutboxSender::new(
            Arc::new(SeaOutboxRepository::new(app.database.clone())),
            Arc::new(Refusing),
            app.clock.clone(),
        )
        .with_max_attempts(2);
        assert_eq!(failing.deliver_due().await.unwrap(), 0);
        app.clock.advance(chrono::Duration::seconds(31));
        assert_eq!(failing.deliver_due().await.unwrap(), 0);
        app.clock.advance(chrono::Duration::hours(2));
        assert_eq!(
            failing.deliver_due().await.unwrap(),
            0,
            "a dead letter is never taken again"
        );

        let admin = app.admin_token().await;
        let page = app
            .get("/api/custom/v1/admin/mail/dead-letters", Some(&admin))
            .await;
        assert_eq!(
            (page.status.as_u16(), page.body["total"].as_u64()),
            (200, Some(2)),
            "{:?}",
            page.body
        );
        let text = page.body.to_string();
        assert!(
            !text.contains("mitu") && !text.contains("rupa") && !text.contains('@'),
            "no address anywhere: {text}"
        );
        let first = &page.body["items"][0];
        assert_eq!(
            (first["kind"].as_str(), first["attempts"].as_i64()),
            (Some("activation"), Some(2))
        );
        assert_eq!(
            first["last_error"],
            "550 5.1.1 <<address>>: Recipient address rejected: User unknown"
        );
        let stored: Vec<String> = SeaOutboxRepository::new(app.database.clone())
            .waiting()
            .await
            .unwrap()
            .into_iter()
            .map(|m| format!("{:?}", m.envelope))
            .collect();
        assert!(
            stored.is_empty(),
            "dead letters are not waiting mail: {stored:?}"
        );

        // Sent again: due now, its attempts counted afresh.
        let (a, b) = (
            page.body["items"][0]["id"].as_i64().unwrap(),
            page.body["items"][1]["id"].as_i64().unwrap(),
        );
        let r = app
            .post(
                &format!("/api/custom/v1/admin/mail/dead-letters/{a}/retry"),
                Some(&admin),
                json!({}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (
                200,
                Some("The e-mail is back in line and will be sent again shortly.")
            )
        );
        let working = Accepting::default();
        let sender = OutboxSender::new(
            Arc::new(SeaOutboxRepository::new(app.database.clone())),
            Arc::new(working),
            app.clock.clone(),
        );
        assert_eq!(sender.deliver_due().await.unwrap(), 1, "sent again, once");
        assert_eq!(
            app.post(
                &format!("/api/custom/v1/admin/mail/dead-letters/{a}/retry"),
                Some(&admin),
                json!({})
            )
            .await
            .status,
            404
        );

        let r = app
            .delete(
                &format!("/api/custom/v1/admin/mail/dead-letters/{b}"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("The e-mail was discarded."))
        );
        assert_eq!(
            app.delete(
                &format!("/api/custom/v1/admin/mail/dead-letters/{b}"),
                Some(&admin)
            )
            .await
            .status,
            404
        );
        assert_eq!(
            app.get("/api/custom/v1/admin/mail/dead-letters", Some(&admin))
                .await
                .body["total"],
            0
        );
        assert_eq!(
            sender.deliver_due().await.unwrap(),
            0,
            "a discarded letter is gone"
        );
    }
}
