//! Online guessing, saturation and the data folder's permissions.

use std::os::unix::fs::PermissionsExt;

use chrono::Duration;
use mon_server::Application;
use mon_server::adapters::ManualClock;

use crate::helpers::{Options, TempDir, spawn_apps, test_settings};

#[tokio::test]
async fn failed_logins_lock_an_account_briefly_and_the_owner_gets_back_in_after() {
    for app in spawn_apps(Options::default()).await {
        app.subscriber_token("owner", "right-pass").await;
        app.subscriber_token("bystander", "right-pass").await;
        for i in 1..=5 {
            let r = app.login("owner", &format!("guess-{i}")).await;
            assert_eq!(r.status, 401, "guess {i} on {:?}", app.engine);
        }
        // Locked: even the right password is refused, with the time to wait.
        let r = app.login("owner", "right-pass").await;
        assert_eq!(r.status, 429, "{:?}: {:?}", app.engine, r.body);
        assert_eq!(r.body["code"], "too_many_requests");
        let wait: i64 = r.headers["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=31).contains(&wait), "retry after {wait}s");
        // The e-mail is another name: a lock on one gives no signal about the other. Another account is not affected.
        assert_eq!(
            app.login("owner@example.com", "right-pass").await.status,
            200
        );
        assert_eq!(app.login("bystander", "right-pass").await.status, 200);

        // After the lock the right password works and wipes the record.
        app.clock.advance(Duration::seconds(wait));
        assert_eq!(
            app.login("owner", "right-pass").await.status,
            200,
            "{:?}",
            app.engine
        );
        assert_eq!(
            app.login("owner", "guess-6").await.status,
            401,
            "a fresh budget, not a new lock"
        );
        assert_eq!(app.login("owner", "right-pass").await.status, 200);
    }
}

#[tokio::test]
async fn a_stranger_cannot_lock_the_owner_out_and_a_password_reset_clears_every_lock() {
    for app in spawn_apps(Options {
        trust_proxy: true,
        ..Options::default()
    })
    .await
    {
        app.subscriber_token("owner", "right-pass").await;
        // A stranger keeps guessing from their own network: they are locked there.
        for i in 0..8 {
            let status = login_from(&app, "203.0.113.9", "owner", "guess-1").await.0;
            assert!(status == 401 || status == 429, "guess {i}: {status}");
        }
        assert_eq!(
            login_from(&app, "203.0.113.9", "owner", "right-pass")
                .await
                .0,
            429,
            "{:?}",
            app.engine
        );
        // The owner, on their own network, is not.
        assert_eq!(
            login_from(&app, "198.51.100.4", "owner", "right-pass")
                .await
                .0,
            200,
            "{:?}",
            app.engine
        );
        // The owner resets the password: the stranger's lock on the name is gone too.
        assert_eq!(
            app.post(
                "/api/custom/v1/password-reset",
                None,
                serde_json::json!({"email": "owner@example.com"})
            )
            .await
            .status,
            200
        );
        reset_with_the_mailed_key(&app, "owner@example.com", "new-pass-1").await;
        assert_eq!(
            login_from(&app, "203.0.113.9", "owner", "new-pass-1")
                .await
                .0,
            200,
            "a reset clears the lock: {:?}",
            app.engine
        );
    }
}

/// Sets `password` through the reset link last mailed to `email`.
async fn reset_with_the_mailed_key(app: &crate::helpers::TestApp, email: &str, password: &str) {
    let link = app.link_in_mail(email, "/reset-password?").await;
    let key = crate::helpers::key_of(&link);
    let r = app
        .post(
            "/api/custom/v1/password-update",
            None,
            serde_json::json!({"email": email, "key": key, "password": password}),
        )
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
}

/// A log-in from `network` (as a proxy reports it): status and error code.
async fn login_from(
    app: &crate::helpers::TestApp,
    network: &str,
    name: &str,
    password: &str,
) -> (u16, Option<String>) {
    let r = app
        .client
        .post(format!("{}/api/jwt-auth/v1/token/", app.address))
        .header("X-Forwarded-For", network)
        .json(&serde_json::json!({"username": name, "password": password}))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let body: serde_json::Value = r.json().await.unwrap_or_default();
    (status, body["code"].as_str().map(str::to_owned))
}

#[tokio::test]
async fn twenty_wrong_passwords_from_any_networks_make_the_account_need_a_reset() {
    for app in spawn_apps(Options {
        trust_proxy: true,
        ..Options::default()
    })
    .await
    {
        let token = app.subscriber_token("owner", "right-pass").await;
        // Wrong passwords at the password change and at the erasure count in the same record.
        let r = app
            .post(
                "/api/custom/v1/change-password",
                Some(&token),
                serde_json::json!({"current_password": "guess-0a", "new_password": "new-pass-9"}),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        let r = app
            .post(
                "/api/custom/v1/me/delete",
                Some(&token),
                serde_json::json!({"password": "guess-0b"}),
            )
            .await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        // 18 more, each from a network of its own: no network's lock is ever reached.
        for i in 1..=18 {
            let (status, _) =
                login_from(&app, &format!("198.51.100.{i}"), "owner", "guess-1").await;
            assert_eq!(status, 401, "guess {i} on {:?}", app.engine);
        }
        // The right password from a new network: not enough any more, and answered as for a wrong one.
        let capped = (403, Some("password_reset_required".to_owned()));
        assert_eq!(
            login_from(&app, "203.0.113.50", "owner", "right-pass").await,
            capped,
            "{:?}",
            app.engine
        );
        assert_eq!(
            login_from(&app, "203.0.113.51", "owner@example.com", "guess-2").await,
            capped,
            "the e-mail is the same account"
        );
        let r = app
            .post(
                "/api/custom/v1/change-password",
                Some(&token),
                serde_json::json!({"current_password": "right-pass", "new_password": "new-pass-9"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (403, Some("password_reset_required")),
            "{:?}",
            r.body
        );
        // A name no account has reaches the same answer after as many failures: the cap tells nothing.
        for i in 1..=20 {
            let (status, _) =
                login_from(&app, &format!("192.0.2.{i}"), "no-such-owner", "guess-1").await;
            assert_eq!(status, 401, "unknown name, guess {i}");
        }
        assert_eq!(
            login_from(&app, "192.0.2.99", "no-such-owner", "guess-1").await,
            capped
        );

        // The owner resets the password through their mailbox and is back in, from anywhere.
        let r = app
            .post(
                "/api/custom/v1/password-reset",
                None,
                serde_json::json!({"email": "owner@example.com"}),
            )
            .await;
        assert_eq!(r.status, 200);
        reset_with_the_mailed_key(&app, "owner@example.com", "new-pass-1").await;
        assert_eq!(
            login_from(&app, "203.0.113.50", "owner", "new-pass-1")
                .await
                .0,
            200,
            "{:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn unknown_names_are_slowed_like_real_accounts() {
    for app in spawn_apps(Options::default()).await {
        for _ in 0..5 {
            assert_eq!(app.login("no-such-person", "guess-1").await.status, 401);
        }
        // A lock on an unknown name looks the same, so locks do not reveal which names exist.
        let r = app.login("no-such-person", "guess-1").await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (429, Some("too_many_requests")),
            "{:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn a_flood_of_logins_is_bounded_and_the_excess_is_told_to_retry() {
    let opts = Options {
        hash_slots: 1,
        hash_wait: std::time::Duration::from_millis(1),
        ..Options::default()
    };
    for app in spawn_apps(opts).await {
        let names: Vec<String> = (0..12).map(|i| format!("flooder{i}")).collect();
        let flood =
            futures_util::future::join_all(names.iter().map(|n| app.login(n, "whatever1"))).await;
        let busy: Vec<_> = flood.iter().filter(|r| r.status == 503).collect();
        assert!(
            !busy.is_empty(),
            "{:?}: one hashing slot cannot serve 12 logins at once",
            app.engine
        );
        for r in &busy {
            assert_eq!(r.body["code"], "busy");
            assert!(r.headers.contains_key("retry-after"));
        }
        assert!(
            flood.iter().all(|r| r.status == 503 || r.status == 401),
            "every other answer is a normal refusal"
        );
    }
}

#[tokio::test]
async fn a_generated_first_admin_password_goes_to_a_private_file_not_the_logs() {
    let data = TempDir::new();
    let url = format!("sqlite://{}?mode=rwc", data.0.join("mon.db").display());
    let mut settings = test_settings(&data.0, &url, &Options::default());
    settings.auth.admin_password = None;
    let clock = std::sync::Arc::new(ManualClock::new(chrono_tz::Asia::Dhaka, chrono::Utc::now()));
    let app = Application::build_with_clock(settings, clock)
        .await
        .unwrap();
    let address = format!("http://127.0.0.1:{}", app.port());
    let file = mon_server::startup::first_admin_password_file(&data.0);
    assert_eq!(mode(&file), 0o600, "only the server's user reads it");
    let password = std::fs::read_to_string(&file).unwrap().trim().to_owned();
    assert!(password.len() >= 16, "a generated password: {password:?}");
    let handle = tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::new();
    let log_in = |password: String| {
        client
            .post(format!("{address}/api/jwt-auth/v1/token/"))
            .json(&serde_json::json!({"username": "admin", "password": password}))
            .send()
    };
    let r = log_in(password.clone()).await.unwrap();
    assert_eq!(
        r.status(),
        200,
        "the password in the file logs the admin in"
    );
    let session: serde_json::Value = r.json().await.unwrap();
    assert_eq!(session["must_change_password"], true);
    let token = session["token"].as_str().unwrap().to_owned();
    let call = |method: reqwest::Method, path: &str, token: &str| {
        client
            .request(method, format!("{address}{path}"))
            .bearer_auth(token)
            .header("accept-language", "en")
    };

    // Until it is changed, the made-up password opens nothing but its own change.
    for path in [
        "/api/custom/v1/users",
        "/api/custom/v1/appointment/all",
        "/api/custom/v1/me/consents",
    ] {
        let r = call(reqwest::Method::GET, path, &token)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 403, "{path}");
        let body: serde_json::Value = r.json().await.unwrap();
        assert_eq!(
            (body["code"].as_str(), body["message"].as_str()),
            (
                Some("password_change_required"),
                Some("Please choose a new password before you continue.")
            ),
            "{path}"
        );
    }
    let me = call(reqwest::Method::GET, "/api/custom/v1/me", &token)
        .send()
        .await
        .unwrap();
    assert_eq!(me.status(), 200, "the account may read itself");
    let r = call(reqwest::Method::POST, "/api/custom/v1/change-password", &token)
        .json(&serde_json::json!({"current_password": password, "new_password": "a-new-admin-pass-1", "confirm_password": "a-new-admin-pass-1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "{:?}", r.text().await);

    // Changed: the old password and token are gone, and the new one opens everything.
    assert_eq!(log_in(password).await.unwrap().status(), 401);
    let r = log_in("a-new-admin-pass-1".into()).await.unwrap();
    let session: serde_json::Value = r.json().await.unwrap();
    assert_eq!(session["must_change_password"], false);
    let token = session["token"].as_str().unwrap();
    let r = call(reqwest::Method::GET, "/api/custom/v1/users", token)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    handle.abort();
}

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

#[tokio::test]
async fn the_data_folder_is_private_and_its_modes_are_restored_on_start() {
    let data = TempDir::new();
    let db_file = data.0.join("mon.db");
    let url = format!("sqlite://{}?mode=rwc", db_file.display());
    let start = || async {
        let clock =
            std::sync::Arc::new(ManualClock::new(chrono_tz::Asia::Dhaka, chrono::Utc::now()));
        let app =
            Application::build_with_clock(test_settings(&data.0, &url, &Options::default()), clock)
                .await
                .unwrap();
        let address = format!("http://127.0.0.1:{}", app.port());
        let handle = tokio::spawn(app.run_until_stopped());
        (address, handle)
    };
    let (address, handle) = start().await;
    let client = reqwest::Client::new();
    let r = client
        .post(format!("{address}/api/custom/v1/register"))
        .json(&serde_json::json!({"username": "mode", "email": "mode@example.com", "password": "secret1", "contact_number": "01712345678"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 201);
    let mail_dir = data.0.join("mail");
    for _ in 0..200 {
        let written = std::fs::read_dir(&mail_dir).map(|d| {
            d.filter_map(Result::ok)
                .any(|e| e.path().extension().is_some_and(|x| x == "eml"))
        });
        if written.unwrap_or(false) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    handle.abort();
    assert_eq!(mode(&data.0), 0o700);
    assert_eq!(mode(&db_file), 0o600);
    assert_eq!(mode(&mail_dir), 0o700);
    let eml = std::fs::read_dir(&mail_dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "eml"))
        .expect("the activation mail");
    assert_eq!(mode(&eml), 0o600, "{}", eml.display());
    let secret = data.0.join("jwt-secret");
    assert_eq!(mode(&secret), 0o600);

    // Loosened by hand (a restore, a copy): the next start tightens them again.
    for p in [&data.0, &mail_dir] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    for p in [&secret, &db_file] {
        std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o644)).unwrap();
    }
    let (_, handle) = start().await;
    handle.abort();
    assert_eq!(
        (
            mode(&data.0),
            mode(&mail_dir),
            mode(&secret),
            mode(&db_file)
        ),
        (0o700, 0o700, 0o600, 0o600)
    );
}
