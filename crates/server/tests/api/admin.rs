//! The admin console's figures on SQLite and PostgreSQL: content and
//! appointment counts, new subscribers per month of the configured time zone.

use chrono::{Datelike, TimeZone, Utc};
use mon_application::ports::Clock;
use serde_json::{Value, json};

use crate::helpers::{Options, spawn_apps};

#[tokio::test]
async fn the_counts_follow_content_and_appointments() {
    for app in spawn_apps(Options {
        demo_content: true,
        ..Options::default()
    })
    .await
    {
        let admin = app.admin_token().await;
        let total = |path: &'static str| {
            let app = &app;
            async move { app.get(path, None).await.body["total"].as_u64().unwrap() }
        };
        let (stories, posts, learning) = (
            total("/api/custom/v1/stories").await,
            total("/api/custom/v1/posts").await,
            total("/api/custom/v1/learninghub").await,
        );
        assert!(stories > 0 && posts > 0 && learning > 0);
        let r = app
            .get("/api/custom/v1/get_published_posts_count", Some(&admin))
            .await;
        assert_eq!(
            r.body,
            json!({"blog": posts, "story": stories, "learninghub": learning, "appointment": {"requested": 0, "approved": 0, "unapproved": 0}}),
            "{:?}",
            app.engine
        );

        let rahima = app.subscriber_token("rahima", "secret1").await;
        let mut ids = Vec::new();
        for offset in 1..=3 {
            let date = (app.clock.today() + chrono::Duration::days(offset))
                .format("%Y-%m-%d")
                .to_string();
            let body = json!({"appointment_date": date, "appointment_time": "10:00 AM", "appointment_name": "Rahima", "appointment_email": "r@example.com", "appointment_phone": "01712345678"});
            ids.push(
                app.post("/api/custom/v1/appointment/create", Some(&rahima), body)
                    .await
                    .body["appointment"]["id"]
                    .as_i64()
                    .unwrap(),
            );
        }
        app.post(
            &format!("/api/custom/v1/appointment/update-status/{}", ids[0]),
            Some(&admin),
            json!({"appointment_status": "approved"}),
        )
        .await;
        app.post(
            &format!("/api/custom/v1/appointment/update-status/{}", ids[1]),
            Some(&admin),
            json!({"appointment_status": "unapproved"}),
        )
        .await;
        let r = app
            .get("/api/custom/v1/get_published_posts_count", Some(&admin))
            .await;
        assert_eq!(
            r.body["appointment"],
            json!({"requested": 1, "approved": 1, "unapproved": 1})
        );

        assert_eq!(
            app.get("/api/custom/v1/get_published_posts_count", Some(&rahima))
                .await
                .status,
            403
        );
        assert_eq!(
            app.get("/api/custom/v1/user_registration_count", Some(&rahima))
                .await
                .status,
            403
        );
        assert_eq!(
            app.get("/api/custom/v1/user_registration_count", None)
                .await
                .status,
            401
        );
    }
}

#[tokio::test]
async fn registrations_fall_in_the_month_of_the_configured_zone_with_empty_months_as_zero() {
    for app in spawn_apps(Options::default()).await {
        // Move to one second before midnight of the month's last day in Dhaka (UTC+6), i.e. 17:59:59 UTC.
        let today = app.clock.today();
        let next_month = if today.month() == 12 {
            (today.year() + 1, 1)
        } else {
            (today.year(), today.month() + 1)
        };
        let midnight = chrono_tz::Asia::Dhaka
            .with_ymd_and_hms(next_month.0, next_month.1, 1, 0, 0, 0)
            .unwrap()
            .with_timezone(&Utc);
        app.clock
            .advance(midnight - chrono::Duration::seconds(1) - app.clock.now());
        app.subscriber_token("late", "secret1").await;
        app.clock.advance(midnight - app.clock.now());
        app.subscriber_token("early", "secret1").await;
        app.subscriber_token("early2", "secret1").await;

        let admin = app.admin_token().await;
        let r = app
            .get("/api/custom/v1/user_registration_count", Some(&admin))
            .await;
        let months = r.body.as_array().unwrap_or_else(|| panic!("{:?}", r.body));
        assert_eq!(months.len(), 12);
        let last = &months[11];
        assert_eq!(
            (last["month"].as_u64(), last["year"].as_i64()),
            (Some(u64::from(next_month.1)), Some(i64::from(next_month.0)))
        );
        assert_eq!(last["user_count"], 2, "{:?}: {months:?}", app.engine);
        assert_eq!(
            months[10]["user_count"], 1,
            "registered at 23:59:59 Dhaka time: the month before"
        );
        let counted: u64 = months
            .iter()
            .map(|m| m["user_count"].as_u64().unwrap())
            .sum();
        assert_eq!(
            counted, 3,
            "the other months are 0, and the admin is no registration"
        );
        let first: &Value = &months[0];
        assert_eq!(
            first["month"].as_u64(),
            Some(u64::from(next_month.1 % 12 + 1)),
            "oldest first, 12 months back"
        );
    }
}
