use serde_json::json;

use crate::helpers::{Options, jwt_payload, key_of, spawn_apps};

#[tokio::test]
async fn a_person_registers_activates_from_the_email_and_logs_in() {
    for app in spawn_apps(Options::default()).await {
        // Arrange + Act: register.
        let r = app.register("Rahim", "Rahim@Example.com", "secret1").await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        assert!(
            r.body["message"]
                .as_str()
                .unwrap()
                .contains("check your mail")
        );

        // Not active yet: the right password gets the activation hint.
        let r = app.login("rahim", "secret1").await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (403, Some("account_inactive")),
            "{:?}",
            app.engine
        );
        assert!(r.body["message"].as_str().unwrap().contains("activate"));

        // The e-mail carries the link the web app opens.
        let link = app
            .link_in_mail("Rahim@Example.com", "/active-account?key=")
            .await;
        assert!(link.ends_with("&user=Rahim"), "{link}");
        let query = link.split_once('?').unwrap().1;
        let r = app
            .get(&format!("/api/custom/v1/activate?{query}"), None)
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(r.body["message"], "Account activated successfully!");
        // A second click does no harm and says so.
        let r = app
            .get(&format!("/api/custom/v1/activate?{query}"), None)
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(
            r.body["message"],
            "Your account is already active. Please log in."
        );

        // Log in by e-mail in another case, through the path without its trailing slash.
        let r = app
            .post(
                "/api/jwt-auth/v1/token",
                None,
                json!({"username": "RAHIM@example.com", "password": "secret1"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["role"], "SUBSCRIBER");
        assert_eq!(r.body["user_display_name"], "Rahim");
        assert_eq!(r.body["user_email"], "Rahim@Example.com");
        assert_eq!(r.body["contact_number"], "01712345678");
        assert!(r.body["nid"].is_null());
        let claims = jwt_payload(r.body["token"].as_str().unwrap());
        assert_eq!(claims["data"]["user"]["role"], "SUBSCRIBER");
        assert_eq!(
            claims["data"]["user"]["id"],
            r.body["user_id"].as_i64().unwrap().to_string()
        );
        assert!(claims["exp"].as_i64().unwrap() > claims["iat"].as_i64().unwrap());

        // The token opens the private profile.
        let me = app.get("/api/custom/v1/me", r.body["token"].as_str()).await;
        assert_eq!(
            (me.status.as_u16(), me.body["username"].as_str()),
            (200, Some("Rahim"))
        );
    }
}

#[tokio::test]
async fn a_wrong_or_reused_activation_key_fails_with_the_spec_message() {
    for app in spawn_apps(Options::default()).await {
        app.register("karim", "karim@example.com", "secret1").await;
        let r = app
            .get("/api/custom/v1/activate?key=not-the-key&user=karim", None)
            .await;
        assert_eq!(r.status, 400);
        assert_eq!(r.body["code"], "invalid_activation_key");
        assert_eq!(
            r.body["message"],
            "The activation key is invalid. Please check the link or contact support."
        );
        let r = app
            .get("/api/custom/v1/activate?key=x&user=nobody", None)
            .await;
        assert_eq!(r.body["code"], "invalid_activation_key", "{:?}", app.engine);
        // The real key for another user does not work either.
        let link = app.link_in_mail("karim@example.com", "key=").await;
        let key = key_of(&link);
        app.register("salma", "salma@example.com", "secret1").await;
        let r = app
            .get(
                &format!("/api/custom/v1/activate?key={key}&user=salma"),
                None,
            )
            .await;
        assert_eq!(r.status, 400);
    }
}

#[tokio::test]
async fn registration_enforces_the_spec_rules_in_english_and_bangla() {
    for app in spawn_apps(Options::default()).await {
        let r = app.post("/api/custom/v1/register", None, json!({"username": "", "email": "nope", "password": "123", "contact_number": "0121234567"})).await;
        assert_eq!(r.status, 400);
        assert_eq!(r.body["code"], "validation_failed");
        assert_eq!(r.body["message"], "Username is required");
        let errors = &r.body["data"]["errors"];
        assert_eq!(errors["username"], json!(["Username is required"]));
        assert_eq!(errors["email"], json!(["Invalid email address"]));
        assert_eq!(
            errors["password"],
            json!(["Password must be at least 6 characters"])
        );
        assert_eq!(errors["contact_number"], json!(["Invalid mobile number"]));
        assert_eq!(r.body["data"]["status"], 400);

        // Missing fields are "required", not a parse error.
        let r = app.post("/api/custom/v1/register", None, json!({})).await;
        assert_eq!(
            r.body["data"]["errors"]["email"],
            json!(["Email is required"])
        );
        assert_eq!(
            r.body["data"]["errors"]["contact_number"],
            json!(["Mobile number is required"])
        );

        let r = app
            .client
            .post(format!("{}/api/custom/v1/register", app.address))
            .header("Accept-Language", "bn-BD,bn;q=0.9")
            .json(&json!({"username": "x", "email": "", "password": "123456", "contact_number": "+8801712345678"}))
            .send()
            .await
            .unwrap();
        let body: serde_json::Value = r.json().await.unwrap();
        assert_eq!(body["message"], "ই-মেইল দিতে হবে");

        // Nothing was stored by the failed attempts.
        assert_eq!(
            app.register("x", "x@example.com", "123456").await.status,
            201,
            "{:?}",
            app.engine
        );
    }
}

#[tokio::test]
async fn usernames_are_unique_in_any_case_and_any_look_alike_spelling() {
    for app in spawn_apps(Options::default()).await {
        assert_eq!(
            app.register("Nadia", "nadia@example.com", "secret1")
                .await
                .status,
            201
        );
        // Upper case, and full-width letters that NFKC folds to the same name.
        for taken in ["NADIA", "ＮＡＤＩＡ", "Ｎadia"] {
            let r = app.register(taken, "other@example.com", "secret1").await;
            assert_eq!(
                (r.status.as_u16(), r.body["code"].as_str()),
                (409, Some("username_taken")),
                "{taken} on {:?}",
                app.engine
            );
            assert_eq!(
                r.body["data"]["errors"]["username"][0], "This username is already taken.",
                "the message sits on the field"
            );
        }
    }
}

#[tokio::test]
async fn registering_a_taken_email_answers_like_a_new_one_and_tells_only_the_owner() {
    for app in spawn_apps(Options::default()).await {
        let fresh = app.register("nadia", "nadia@example.com", "secret1").await;
        app.wait_for_mails("nadia@example.com", 1).await;
        let again = app
            .register("nadia2", "Nadia@Example.COM", "other-pass")
            .await;
        assert_eq!(
            (again.status, &again.body),
            (fresh.status, &fresh.body),
            "{:?}: the answer must not tell that the address has an account",
            app.engine
        );

        // The owner is told, with a way in, and no second account exists.
        let mails = app.wait_for_mails("nadia@example.com", 2).await;
        let notice = &mails[1];
        assert!(
            notice.contains("Someone tried to create a Mon account with this email address"),
            "{notice}"
        );
        assert!(
            notice.contains("http://mon.test/login")
                && notice.contains("http://mon.test/forgot-password"),
            "{notice}"
        );
        assert!(
            !notice.contains("active-account"),
            "no activation link for the second attempt"
        );
        assert_eq!(app.login("nadia2", "other-pass").await.status, 401);
        assert!(
            notice.lines().any(|l| l == "To: nadia@example.com"),
            "sent to the address as its owner stored it"
        );
    }
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_user_get_the_same_answer() {
    for app in spawn_apps(Options::default()).await {
        app.subscriber_token("tania", "secret1").await;
        app.register("sleepy", "sleepy@example.com", "secret1")
            .await;
        let wrong = app.login("tania", "secret2").await;
        let unknown = app.login("nobody-here", "secret2").await;
        // An account not yet activated reveals nothing without its password either.
        let inactive_wrong = app.login("sleepy", "secret2").await;
        assert_eq!(wrong.status, 401);
        for other in [&unknown, &inactive_wrong] {
            assert_eq!((wrong.status, &wrong.body), (other.status, &other.body));
        }
        let r = app.login("", "").await;
        assert_eq!(
            r.body["data"]["errors"]["username"],
            json!(["Email or username is required"])
        );
        assert_eq!(
            r.body["data"]["errors"]["password"],
            json!(["Password is required"])
        );
    }
}

#[tokio::test]
async fn the_profile_is_updated_with_the_spec_rules() {
    for app in spawn_apps(Options::default()).await {
        let token = app.subscriber_token("farhan", "secret1").await;
        let t = Some(token.as_str());
        let r = app
            .post(
                "/api/custom/v1/update-user-info/",
                t,
                json!({"contact_number": "017123", "nid": "123"}),
            )
            .await;
        assert_eq!(r.status, 400);
        assert_eq!(
            r.body["data"]["errors"]["contact_number"],
            json!(["Write 11 digit mobile number", "Invalid mobile number"])
        );
        assert_eq!(r.body["data"]["errors"]["nid"], json!(["Minimum 8 digit"]));
        let r = app
            .post(
                "/api/custom/v1/update-user-info/",
                t,
                json!({"contact_number": "017123456789", "nid": "123456789012345678"}),
            )
            .await;
        assert_eq!(
            r.body["data"]["errors"]["contact_number"][0],
            "Over 11 digit mobile number"
        );
        assert_eq!(r.body["data"]["errors"]["nid"], json!(["Over 17 digit"]));
        let r = app
            .post(
                "/api/custom/v1/update-user-info",
                t,
                json!({"contact_number": "01812345678", "nid": "1234567890"}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(r.body["message"], "Profile updated successfully.");
        assert_eq!(r.body["user"]["contact_number"], "01812345678");
        assert_eq!(r.body["user"]["nid"], "1234567890");
        let me = app.get("/api/custom/v1/me", t).await;
        assert_eq!(me.body["nid"], "1234567890", "{:?}", app.engine);
        let r = app
            .post(
                "/api/custom/v1/update-user-info/",
                t,
                json!({"contact_number": "01812345678", "nid": null}),
            )
            .await;
        assert!(r.body["user"]["nid"].is_null());
    }
}

#[tokio::test]
async fn credential_endpoints_are_rate_limited_per_client() {
    for app in spawn_apps(Options {
        rate_limit: 3,
        ..Options::default()
    })
    .await
    {
        for _ in 0..3 {
            assert_eq!(app.login("someone", "wrong-pass").await.status, 401);
        }
        let r = app.login("someone", "wrong-pass").await;
        assert_eq!(r.status, 429);
        assert_eq!(r.body["code"], "too_many_requests");
        let retry: u64 = r.headers["retry-after"].to_str().unwrap().parse().unwrap();
        assert!((1..=60).contains(&retry), "{retry}");
        // Each endpoint has its own budget; reset request and update share one.
        for _ in 0..3 {
            assert_eq!(app.register("x", "", "").await.status, 400);
        }
        assert_eq!(app.register("x", "", "").await.status, 429);
        for _ in 0..2 {
            assert_eq!(
                app.post(
                    "/api/custom/v1/password-reset",
                    None,
                    json!({"email": "a@example.com"})
                )
                .await
                .status,
                200
            );
        }
        assert_eq!(
            app.post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "a@example.com", "key": "k", "password": "newpass1"})
            )
            .await
            .status,
            400
        );
        assert_eq!(
            app.post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": "a@example.com", "key": "k", "password": "newpass1"})
            )
            .await
            .status,
            429
        );
    }
}

#[tokio::test]
async fn a_forged_forwarded_for_header_does_not_reset_the_budget() {
    // Without MON_TRUST_PROXY the header is ignored; the budget is per connection address.
    for app in spawn_apps(Options {
        rate_limit: 2,
        ..Options::default()
    })
    .await
    {
        for i in 0..3 {
            let r = app
                .client
                .post(format!("{}/api/jwt-auth/v1/token/", app.address))
                .header("X-Forwarded-For", format!("10.0.0.{i}"))
                .json(&json!({"username": "someone", "password": "wrong-pass"}))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status().as_u16(), if i < 2 { 401 } else { 429 });
        }
    }
}
