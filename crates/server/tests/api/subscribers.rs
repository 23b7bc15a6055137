use crate::helpers::{Options, spawn_apps};

#[tokio::test]
async fn the_admin_pages_and_searches_subscribers() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let a = Some(admin.as_str());
        for i in 0..17 {
            assert_eq!(
                app.register(
                    &format!("member{i:02}"),
                    &format!("member{i:02}@example.com"),
                    "secret1"
                )
                .await
                .status,
                201
            );
        }
        let sub = app.subscriber_token("Shathi", "secret1").await;

        let r = app.get("/api/custom/v1/users", a).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(
            (
                r.body["total"].as_u64(),
                r.body["page"].as_u64(),
                r.body["per_page"].as_u64()
            ),
            (Some(18), Some(1), Some(15))
        );
        let items = r.body["items"].as_array().unwrap();
        assert_eq!(items.len(), 15);
        // Newest first; the admin is not a subscriber.
        assert_eq!(items[0]["username"], "Shathi");
        assert_eq!(items[0]["is_active"], true);
        assert_eq!(items[1]["is_active"], false);
        assert!(items.iter().all(|i| i["username"] != "admin"));
        assert!(
            items[0]["registered_date"]
                .as_str()
                .unwrap()
                .starts_with("20")
        );

        let r = app.get("/api/custom/v1/users?page=2&per_page=15", a).await;
        assert_eq!(r.body["items"].as_array().unwrap().len(), 3);
        let r = app.get("/api/custom/v1/users?search=SHATHI", a).await;
        assert_eq!(r.body["total"], 1, "{:?}", app.engine);
        let r = app.get("/api/custom/v1/users?search=member1", a).await;
        assert_eq!(r.body["total"], 7, "{:?}", app.engine);
        let r = app.get("/api/custom/v1/users?search=01712", a).await;
        assert_eq!(r.body["total"], 18);
        // A NUL (or any control character) is refused on its field, on both engines (it was a 500 on SQLite's FTS5).
        for bad in ["abc%00def", "%00%00%00", "a%0Ab%1Fc"] {
            let r = app
                .get(&format!("/api/custom/v1/users?search={bad}"), a)
                .await;
            assert_eq!(
                (
                    r.status.as_u16(),
                    r.body["data"]["errors"]["search"][0].as_str()
                ),
                (
                    400,
                    Some("A search or filter cannot contain control characters.")
                ),
                "{bad} on {:?}",
                app.engine
            );
        }
        let r = app.get("/api/custom/v1/users?page=abc", a).await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (400, Some("bad_query"))
        );

        // A subscriber may not list subscribers.
        assert_eq!(
            app.get("/api/custom/v1/users", Some(&sub)).await.status,
            403
        );
    }
}
