use serde_json::json;

use crate::helpers::{Options, key_of, spawn_apps};

#[tokio::test]
async fn a_forgotten_password_is_reset_once_with_the_emailed_key() {
    for app in spawn_apps(Options::default()).await {
        let old_token = app.subscriber_token("mitu", "secret1").await;

        // Known and unknown addresses get the same answer; only the known one gets mail.
        let known = app
            .post(
                "/api/custom/v1/password-reset",
                None,
                json!({"email": "MITU@example.com"}),
            )
            .await;
        let unknown = app
            .post(
                "/api/custom/v1/password-reset",
                None,
                json!({"email": "ghost@example.com"}),
            )
            .await;
        assert_eq!(
            (known.status, known.body.clone()),
            (unknown.status, unknown.body.clone())
        );
        let link = app
            .link_in_mail("mitu@example.com", "/reset-password?key=")
            .await;
        assert!(link.ends_with("&email=mitu%40example.com"), "{link}");
        let key = key_of(&link);

        // A wrong key or the wrong e-mail fails.
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "mitu@example.com", "key": "wrong", "password": "newpass1"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (400, Some("invalid_reset_key"))
        );
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "ghost@example.com", "key": key, "password": "newpass1"}),
            )
            .await;
        assert_eq!(r.body["code"], "invalid_reset_key");
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "mitu@example.com", "key": key, "password": "123"}),
            )
            .await;
        assert_eq!(
            r.body["data"]["errors"]["password"],
            json!(["Password must be at least 6 characters"])
        );

        // The right key works once.
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "mitu@example.com", "key": key, "password": "newpass1"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "mitu@example.com", "key": key, "password": "newpass2"}),
            )
            .await;
        assert_eq!(r.body["code"], "invalid_reset_key", "{:?}", app.engine);

        // Old password and old token are dead; the new password works.
        assert_eq!(app.login("mitu", "secret1").await.status, 401);
        assert_eq!(
            app.get("/api/custom/v1/me", Some(&old_token)).await.status,
            401,
            "{:?}",
            app.engine
        );
        assert_eq!(app.login("mitu", "newpass1").await.status, 200);
        // Mail goes out in the background; by now the unknown address would have had it.
        assert!(app.mails_to("ghost@example.com").is_empty());
    }
}

#[tokio::test]
async fn a_completed_reset_also_activates_an_account_that_never_was() {
    for app in spawn_apps(Options::default()).await {
        // The activation mail was lost; the reset link proves the mailbox just as well.
        assert_eq!(
            app.register("lost", "lost@example.com", "secret1")
                .await
                .status,
            201
        );
        assert_eq!(
            app.login("lost", "secret1").await.body["code"],
            "account_inactive"
        );
        app.post(
            "/api/custom/v1/password-reset",
            None,
            json!({"email": "lost@example.com"}),
        )
        .await;
        let link = app
            .link_in_nth_mail("lost@example.com", "/reset-password?key=", 2)
            .await;
        let key = key_of(&link);
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "lost@example.com", "key": key, "password": "newpass1"}),
            )
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(
            app.login("lost", "newpass1").await.status,
            200,
            "{:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn a_newer_reset_link_replaces_the_older_one() {
    for app in spawn_apps(Options::default()).await {
        app.subscriber_token("rupa", "secret1").await;
        app.post(
            "/api/custom/v1/password-reset",
            None,
            json!({"email": "rupa@example.com"}),
        )
        .await;
        let first = app
            .link_in_nth_mail("rupa@example.com", "/reset-password?key=", 2)
            .await;
        // File times order the mails; keep the two apart.
        tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
        app.post(
            "/api/custom/v1/password-reset",
            None,
            json!({"email": "rupa@example.com"}),
        )
        .await;
        let second = app
            .link_in_nth_mail("rupa@example.com", "/reset-password?key=", 3)
            .await;
        assert_ne!(first, second);
        let r = app
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "rupa@example.com", "key": key_of(&first), "password": "newpass1"}),
            )
            .await;
        assert_eq!(r.body["code"], "invalid_reset_key", "{:?}", app.engine);
        let r = app.post("/api/custom/v1/password-update", None, json!({"email": "rupa@example.com", "key": key_of(&second), "password": "newpass1"})).await;
        assert_eq!(r.status, 200);
    }
}

#[tokio::test]
async fn two_concurrent_uses_of_one_reset_key_let_exactly_one_through() {
    for app in spawn_apps(Options::default()).await {
        app.subscriber_token("jui", "secret1").await;
        app.post(
            "/api/custom/v1/password-reset",
            None,
            json!({"email": "jui@example.com"}),
        )
        .await;
        let link = app
            .link_in_mail("jui@example.com", "/reset-password?key=")
            .await;
        let key = key_of(&link);
        let body = |p: &str| json!({"email": "jui@example.com", "key": key, "password": p});
        let (a, b) = tokio::join!(
            app.post("/api/custom/v1/password-update", None, body("first-pass")),
            app.post("/api/custom/v1/password-update", None, body("second-pass"))
        );
        let winners = [&a, &b].iter().filter(|r| r.status == 200).count();
        assert_eq!(winners, 1, "{:?}: {:?} / {:?}", app.engine, a.body, b.body);
        let winner = if a.status == 200 {
            "first-pass"
        } else {
            "second-pass"
        };
        assert_eq!(app.login("jui", winner).await.status, 200);
    }
}

#[tokio::test]
async fn changing_the_password_checks_the_old_one_and_revokes_earlier_tokens() {
    for app in spawn_apps(Options::default()).await {
        let token = app.subscriber_token("babu", "secret1").await;
        let t = Some(token.as_str());
        let r = app
            .post(
                "/api/custom/v1/change-password",
                t,
                json!({"current_password": "wrong-1", "new_password": "newpass1"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (400, Some("wrong_current_password"))
        );
        assert_eq!(
            r.body["data"]["errors"]["current_password"],
            json!(["Current password is incorrect."])
        );
        let r = app
            .post(
                "/api/custom/v1/change-password",
                t,
                json!({"current_password": "secret1", "new_password": "short"}),
            )
            .await;
        assert_eq!(
            r.body["data"]["errors"]["new_password"],
            json!(["Password must be at least 6 characters"])
        );

        let r = app
            .post(
                "/api/custom/v1/change-password",
                t,
                json!({"current_password": "secret1", "new_password": "newpass1"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            app.get("/api/custom/v1/me", t).await.status,
            401,
            "{:?}",
            app.engine
        );
        let fresh = app.login("babu", "newpass1").await;
        assert_eq!(fresh.status, 200);
        assert_eq!(
            app.get("/api/custom/v1/me", fresh.body["token"].as_str())
                .await
                .status,
            200
        );
    }
}
