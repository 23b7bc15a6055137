//! Learning-hub categories: public reads, admin writes sent as multipart forms.

use reqwest::Method;
use reqwest::multipart::Form;

use crate::helpers::{Options, spawn_apps};

fn named(name: &str) -> Form {
    Form::new().text("name", name.to_owned())
}

#[tokio::test]
async fn an_admin_adds_renames_and_deletes_categories_and_anyone_reads_them() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        for name in ["Well_being", "Anxiety", "Adulting_101"] {
            let r = app
                .send_form(
                    Method::POST,
                    "/api/custom/v1/add-category",
                    Some(&admin),
                    named(name),
                )
                .await;
            assert_eq!(r.status, 201, "{:?}: {:?}", app.engine, r.body);
            assert_eq!(
                r.body["message"],
                "New category has been added successfully"
            );
            assert_eq!(r.body["category"]["name"], name);
        }
        // Public, A to Z, with the spec's display form.
        let r = app.get("/api/custom/v1/get-all-category", None).await;
        assert_eq!(r.status, 200);
        let names: Vec<&str> = r.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            vec!["Adulting_101", "Anxiety", "Well_being"],
            "{:?}",
            app.engine
        );
        assert_eq!(r.body["total"], 3);
        assert_eq!(r.body["items"][2]["display_name"], "Well being");
        let r = app
            .get(
                "/api/custom/v1/get-all-category?search=ANX&per_page=20",
                None,
            )
            .await;
        assert_eq!(
            (r.body["total"].as_u64(), r.body["per_page"].as_u64()),
            (Some(1), Some(20))
        );

        let id = r.body["items"][0]["id"].as_i64().unwrap();
        let r = app
            .send_form(
                Method::POST,
                &format!("/api/custom/v1/update-category/{id}"),
                Some(&admin),
                named("Anxiety & worry"),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Category has been updated successfully."))
        );
        let r = app
            .get(&format!("/api/custom/v1/get-category-by-id/{id}"), None)
            .await;
        assert_eq!(r.body["name"], "Anxiety & worry");

        let r = app
            .delete(
                &format!("/api/custom/v1/delete-category-by-id/{id}"),
                Some(&admin),
            )
            .await;
        assert_eq!(r.status, 200);
        let r = app
            .get(&format!("/api/custom/v1/get-category-by-id/{id}"), None)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (404, Some("not_found"))
        );
        let r = app
            .delete(
                &format!("/api/custom/v1/delete-category-by-id/{id}"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            r.status, 404,
            "deleting twice finds nothing the second time"
        );
        assert_eq!(
            app.get("/api/custom/v1/get-all-category", None).await.body["total"],
            2
        );
    }
}

#[tokio::test]
async fn bad_category_forms_get_clear_errors_and_change_nothing() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        assert_eq!(
            app.send_form(
                Method::POST,
                "/api/custom/v1/add-category",
                Some(&admin),
                named("Sleep")
            )
            .await
            .status,
            201
        );

        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/add-category",
                Some(&admin),
                named("SLEEP"),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("category_name_taken")),
            "{:?}",
            app.engine
        );
        assert_eq!(
            r.body["data"]["errors"]["name"][0],
            "A category with this name already exists."
        );

        // A part without a name (found by fuzzing: a debug assertion in actix-multipart dropped the
        // connection) is ignored like any unknown part.
        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/add-category",
                Some(&admin),
                named("Rest").text("", "null"),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["category"]["name"].as_str()),
            (201, Some("Rest")),
            "{:?}",
            r.body
        );

        for form in [named("   "), Form::new().text("title", "no name field")] {
            let r = app
                .send_form(
                    Method::POST,
                    "/api/custom/v1/add-category",
                    Some(&admin),
                    form,
                )
                .await;
            assert_eq!(
                (
                    r.status.as_u16(),
                    r.body["data"]["errors"]["name"][0].as_str()
                ),
                (400, Some("Category name is required")),
                "{:?}",
                r.body
            );
        }
        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/add-category",
                Some(&admin),
                named(&"x".repeat(61)),
            )
            .await;
        assert_eq!(
            r.body["data"]["errors"]["name"][0],
            "Category name must be at most 60 characters"
        );

        // JSON where a form is expected, and an oversized field.
        let r = app
            .post(
                "/api/custom/v1/add-category",
                Some(&admin),
                serde_json::json!({"name": "Calm"}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (400, Some("unsupported_content_type")),
            "{:?}",
            r.body
        );
        assert!(
            !r.body["message"]
                .as_str()
                .unwrap()
                .contains("application/json"),
            "a form endpoint does not ask for JSON"
        );
        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/add-category",
                Some(&admin),
                named(&"x".repeat(10_000)),
            )
            .await;
        assert!(
            r.status.is_client_error() && r.body["code"].is_string(),
            "{:?}: {:?}",
            r.status,
            r.body
        );

        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/update-category/999999",
                Some(&admin),
                named("Calm"),
            )
            .await;
        assert_eq!(r.status, 404);
        let r = app
            .get("/api/custom/v1/get-category-by-id/not-a-number", None)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (400, Some("bad_path"))
        );
        assert_eq!(
            app.get("/api/custom/v1/get-all-category", None).await.body["total"],
            2,
            "{:?}: nothing else was stored (Sleep and Rest)",
            app.engine
        );
    }
}
