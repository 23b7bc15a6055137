//! A phone proved the person's own (issue 38), on SQLite and PostgreSQL: a code by text message
//! (the file gateway of development), its ten minutes and five tries, three codes an hour per
//! number, and text messages only to a verified number.

use futures_util::future::join_all;
use serde_json::{Value, json};

use crate::helpers::{Options, Res, TestApp, spawn_apps};

const NUMBER: &str = "+8801712345678";

impl TestApp {
    /// Every text message written for `to` by the file gateway, oldest first.
    pub fn texts_to(&self, to: &str) -> Vec<Value> {
        let dir = self.mail_dir.parent().unwrap().join("sms");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        files.sort();
        files
            .into_iter()
            .filter_map(|p| serde_json::from_str::<Value>(&std::fs::read_to_string(p).ok()?).ok())
            .filter(|t| t["to"] == to)
            .collect()
    }

    /// Waits (up to 10 s) for the `n`-th text message to `to`.
    pub async fn wait_for_texts(&self, to: &str, n: usize) -> Vec<Value> {
        for _ in 0..200 {
            let texts = self.texts_to(to);
            if texts.len() >= n {
                return texts;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("fewer than {n} text messages to {to} arrived");
    }

    /// Enters `code` for the account of `token`.
    pub async fn verify_code(&self, token: &str, code: &str) -> Res {
        self.post(
            "/api/custom/v1/me/phone/verify",
            Some(token),
            json!({"code": code}),
        )
        .await
    }

    /// Turns text messages on or off for the account of `token`.
    pub async fn set_texts(&self, token: &str, on: bool) -> Res {
        self.post(
            "/api/custom/v1/me/preferences",
            Some(token),
            json!({"sms_reminders": on}),
        )
        .await
    }

    /// Verifies the number (E.164) of the account of `token` with the code sent to it, and turns
    /// text messages on.
    pub async fn verified_with_texts(&self, token: &str, number: &str) {
        let code = self.phone_code_to(token, number, 1).await;
        let r = self.verify_code(token, &code).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let r = self.set_texts(token, true).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }

    /// Asks for a code and reads it from the `n`-th text message to the number.
    pub async fn phone_code(&self, token: &str, n: usize) -> String {
        self.phone_code_to(token, NUMBER, n).await
    }

    /// As [`Self::phone_code`], for an account whose number is `number` (E.164).
    pub async fn phone_code_to(&self, token: &str, number: &str, n: usize) -> String {
        let r = self
            .post(
                "/api/custom/v1/me/phone/verify-start",
                Some(token),
                json!({}),
            )
            .await;
        assert_eq!(r.status, 202, "{:?}", r.body);
        let texts = self.wait_for_texts(number, n).await;
        let text = texts[n - 1]["text"].as_str().unwrap();
        text.split(|c: char| !c.is_ascii_digit())
            .find(|w| w.len() == 6)
            .unwrap_or_else(|| panic!("no code in {text}"))
            .to_owned()
    }
}

fn wrong(code: &str) -> String {
    code.chars()
        .map(|c| {
            if c == '9' {
                '0'
            } else {
                char::from(c as u8 + 1)
            }
        })
        .collect()
}

#[tokio::test]
async fn a_code_by_text_verifies_the_number_and_only_a_verified_number_gets_text_messages() {
    for app in spawn_apps(Options::default()).await {
        let token = app.subscriber_token("rahim", "secret1").await;
        let me = app.get("/api/custom/v1/me", Some(&token)).await;
        assert_eq!(
            (
                me.body["phone_verified"].as_bool(),
                me.body["sms_reminders"].as_bool()
            ),
            (Some(false), Some(false))
        );

        let r = app.set_texts(&token, true).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("phone_not_verified")),
            "{:?}",
            r.body
        );
        assert_eq!(
            app.get("/api/custom/v1/me", Some(&token)).await.body["sms_reminders"],
            false
        );
        assert!(
            app.texts_to(NUMBER).is_empty(),
            "nothing goes to an unverified number"
        );

        let code = app.phone_code(&token, 1).await;
        let sent = &app.texts_to(NUMBER)[0];
        assert_eq!(
            (
                sent["kind"].as_str(),
                sent["encoding"].as_str(),
                sent["segments"].as_u64()
            ),
            (Some("verification"), Some("GSM-7"), Some(1))
        );

        let r = app.verify_code(&token, &wrong(&code)).await;
        assert_eq!(r.status, 400, "{:?}", r.body);
        assert_eq!(
            r.body["data"]["errors"]["code"][0],
            "This code is not right. Please check the message and try again."
        );

        // The same code typed on a Bangla keyboard, with a space.
        let bangla: String = code
            .chars()
            .map(|c| char::from_u32(0x09E6 + c.to_digit(10).unwrap()).unwrap())
            .collect();
        let typed = format!("{} {}", &bangla[..9], &bangla[9..]);
        let r = app.verify_code(&token, &typed).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["user"]["phone_verified"], true);

        // Spent: the code does not verify twice.
        let r = app.verify_code(&token, &code).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("code_expired"))
        );

        // A body without a key leaves that setting as it is.
        let r = app.set_texts(&token, true).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            (
                r.body["sms_reminders"].as_bool(),
                r.body["discreet"].as_bool()
            ),
            (Some(true), Some(false))
        );
        let r = app
            .post(
                "/api/custom/v1/me/preferences",
                Some(&token),
                json!({"discreet": true}),
            )
            .await;
        assert_eq!(
            (
                r.body["sms_reminders"].as_bool(),
                r.body["discreet"].as_bool()
            ),
            (Some(true), Some(true))
        );

        // A new number is not proved: verification and text messages are off.
        let r = app
            .post(
                "/api/custom/v1/update-user-info/",
                Some(&token),
                json!({"contact_number": "01898765432"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            (
                r.body["user"]["phone_verified"].as_bool(),
                r.body["user"]["sms_reminders"].as_bool()
            ),
            (Some(false), Some(false))
        );
    }
}

#[tokio::test]
async fn a_code_cannot_be_guessed_within_its_five_tries_even_in_parallel() {
    for app in spawn_apps(Options::default()).await {
        let token = app.subscriber_token("rahim", "secret1").await;
        let code = app.phone_code(&token, 1).await;
        // Ten wrong guesses at once: five are counted as wrong, the rest find the code spent.
        let guesses = (0..10).map(|i| {
            let guess = format!("{:06}", (code.parse::<u32>().unwrap() + 1 + i) % 1_000_000);
            let (app, token) = (&app, &token);
            async move { app.verify_code(token, &guess).await.status.as_u16() }
        });
        let mut statuses = join_all(guesses).await;
        statuses.sort_unstable();
        assert_eq!(
            statuses,
            [400, 400, 400, 400, 400, 409, 409, 409, 409, 409],
            "on {:?}",
            app.engine
        );
        // The right code after the fifth wrong one is refused.
        let r = app.verify_code(&token, &code).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("code_expired"))
        );
        assert_eq!(
            app.get("/api/custom/v1/me", Some(&token)).await.body["phone_verified"],
            false
        );

        // A new code works, but not after its ten minutes.
        let code = app.phone_code(&token, 2).await;
        app.clock.advance(chrono::Duration::minutes(10));
        let r = app.verify_code(&token, &code).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("code_expired"))
        );
    }
}

#[tokio::test]
async fn three_codes_go_to_a_number_in_an_hour_and_the_fourth_says_when_to_ask_again() {
    for app in spawn_apps(Options::default()).await {
        let token = app.subscriber_token("rahim", "secret1").await;
        for n in 1..=3 {
            app.phone_code(&token, n).await;
            app.clock.advance(chrono::Duration::minutes(10));
        }
        let r = app
            .post(
                "/api/custom/v1/me/phone/verify-start",
                Some(&token),
                json!({}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (429, Some("too_many_requests")),
            "{:?}",
            r.body
        );
        // The first went 30 minutes ago: the hour frees a place in 30 minutes.
        assert_eq!(r.headers["retry-after"].to_str().unwrap(), "1800");
        app.clock.advance(chrono::Duration::minutes(30));
        let code = app.phone_code(&token, 4).await;
        let r = app.verify_code(&token, &code).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
    }
}

#[tokio::test]
async fn an_account_without_a_mobile_number_is_told_to_add_one() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let r = app
            .post(
                "/api/custom/v1/me/phone/verify-start",
                Some(&admin),
                json!({}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("phone_missing")),
            "{:?}",
            r.body
        );
    }
}

#[tokio::test]
async fn preferences_come_as_an_object_and_an_empty_one_changes_nothing() {
    for app in spawn_apps(Options::default()).await {
        let token = app.subscriber_token("rahim", "secret1").await;
        for body in [
            json!([null, null]),
            json!([true, true]),
            json!({"discreet": "yes"}),
        ] {
            let r = app
                .post("/api/custom/v1/me/preferences", Some(&token), body.clone())
                .await;
            assert_eq!(
                (r.status.as_u16(), r.body["code"].as_str()),
                (400, Some("malformed_json")),
                "{body}: {:?}",
                r.body
            );
        }
        let r = app
            .post("/api/custom/v1/me/preferences", Some(&token), json!({}))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            (
                r.body["discreet"].as_bool(),
                r.body["sms_reminders"].as_bool()
            ),
            (Some(false), Some(false))
        );
    }
}
