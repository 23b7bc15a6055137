//! Stories, blog posts, the learning hub, saved courses and uploaded images,
//! end to end on SQLite and PostgreSQL.

use std::io::Cursor;

use reqwest::Method;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::helpers::{Options, TestApp, spawn_apps};

/// A `w`×`h` picture in `format`.
pub(crate) fn picture(w: u32, h: u32, format: image::ImageFormat) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])
    });
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut Cursor::new(&mut out), format)
        .unwrap();
    out
}

/// A PNG of noise, which does not compress: about `3·w·h` bytes.
fn noise(w: u32, h: u32) -> Vec<u8> {
    let mut seed = 0x9E37_79B9u32;
    let img = image::RgbImage::from_fn(w, h, |_, _| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let [a, b, c, _] = seed.to_le_bytes();
        image::Rgb([a, b, c])
    });
    let mut out = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

/// A JPEG carrying an EXIF segment with a GPS position and a comment with a script.
fn tagged_jpeg() -> Vec<u8> {
    let jpeg = picture(1200, 600, image::ImageFormat::Jpeg);
    let mut out = jpeg[..2].to_vec();
    for (marker, payload) in [
        (
            0xE1u8,
            &b"Exif\0\0GPSLatitude 23.8103N GPSLongitude 90.4125E"[..],
        ),
        (0xFE, &b"<script>alert('x')</script>"[..]),
    ] {
        out.extend_from_slice(&[0xFF, marker]);
        out.extend_from_slice(&u16::try_from(payload.len() + 2).unwrap().to_be_bytes());
        out.extend_from_slice(payload);
    }
    out.extend_from_slice(&jpeg[2..]);
    out
}

fn article_form(title: &str, content: &str, file: Option<(Vec<u8>, &str)>) -> Form {
    let mut form = Form::new()
        .text("title", title.to_owned())
        .text("content", content.to_owned());
    if let Some((bytes, name)) = file {
        form = form.part(
            "file",
            Part::bytes(bytes)
                .file_name(name.to_owned())
                .mime_str("image/jpeg")
                .unwrap(),
        );
    }
    form
}

fn stored_files(app: &TestApp) -> usize {
    std::fs::read_dir(app.mail_dir.parent().unwrap().join("uploads"))
        .map(|d| d.count())
        .unwrap_or(0)
}

pub async fn add_story(app: &TestApp, admin: &str, title: &str) -> Value {
    let form = article_form(
        title,
        "<p>First sentence. Then the rest.</p>",
        Some((picture(40, 30, image::ImageFormat::Png), "p.png")),
    );
    let r = app
        .send_form(Method::POST, "/api/custom/v1/story", Some(admin), form)
        .await;
    assert_eq!(r.status, 201, "{:?}: {:?}", app.engine, r.body);
    r.body["item"].clone()
}

async fn bytes_of(app: &TestApp, url: &str) -> (u16, Vec<u8>, reqwest::header::HeaderMap) {
    bytes_with(app, url, &[]).await
}

/// `url` fetched with `headers`: its status, body and headers.
pub(crate) async fn bytes_with(
    app: &TestApp,
    url: &str,
    headers: &[(&str, &str)],
) -> (u16, Vec<u8>, reqwest::header::HeaderMap) {
    let mut req = app.client.get(format!("{}{}", app.address, url));
    for (name, value) in headers {
        req = req.header(*name, *value);
    }
    let res = req.send().await.unwrap();
    let (status, headers) = (res.status().as_u16(), res.headers().clone());
    (status, res.bytes().await.unwrap().to_vec(), headers)
}

#[tokio::test]
async fn an_admin_publishes_a_story_with_an_image_that_anyone_reads_without_metadata() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let form = article_form(
            "  A calm   morning ",
            r#"<p onclick="x()">Breathe in. <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://who.int">WHO</a></p><iframe src="https://evil.example"></iframe>"#,
            Some((tagged_jpeg(), "photo.jpg")),
        );
        let r = app
            .send_form(Method::POST, "/api/custom/v1/story", Some(&admin), form)
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (201, Some("Story added successfully")),
            "{:?}: {:?}",
            app.engine,
            r.body
        );
        let story = &r.body["item"];
        assert_eq!(story["title"], "A calm morning");
        let html = story["content"].as_str().unwrap();
        for bad in ["script", "onclick", "javascript:", "iframe"] {
            assert!(!html.contains(bad), "{bad} survived: {html}");
        }
        assert!(
            html.contains(r#"<a href="https://who.int" rel="noopener noreferrer">WHO</a>"#),
            "{html}"
        );

        // Anyone reads it; the image and its card copy carry no metadata.
        let id = story["id"].as_i64().unwrap();
        let r = app.get(&format!("/api/custom/v1/story/{id}"), None).await;
        assert_eq!(
            (r.status.as_u16(), r.body["excerpt"].as_str()),
            (200, Some("Breathe in. bad WHO"))
        );
        // The page's lead is the first sentence; the body keeps the rest with its link.
        assert_eq!(r.body["lead"], "Breathe in.");
        assert_eq!(
            r.body["body"],
            r#"<p> <a rel="noopener noreferrer">bad</a> <a href="https://who.int" rel="noopener noreferrer">WHO</a></p>"#
        );
        for (key, width) in [("feature_image_url", 1200), ("card_image_url", 800)] {
            let (status, bytes, headers) = bytes_of(&app, r.body[key].as_str().unwrap()).await;
            assert_eq!(status, 200);
            assert_eq!(headers["content-type"], "image/jpeg");
            assert!(
                headers["cache-control"]
                    .to_str()
                    .unwrap()
                    .contains("immutable")
            );
            let text = String::from_utf8_lossy(&bytes);
            assert!(
                !text.contains("GPS") && !text.contains("script") && !text.contains("Exif"),
                "{key} keeps metadata"
            );
            assert_eq!(
                image::load_from_memory(&bytes).unwrap().width(),
                width,
                "{key}"
            );
        }
        // A browser that takes WebP gets the same picture as WebP, smaller, at the same address;
        // each form has its own tag for revalidation.
        for (key, width) in [("feature_image_url", 1200), ("card_image_url", 800)] {
            let url = r.body[key].as_str().unwrap();
            let jpeg = bytes_of(&app, url).await.1.len();
            let (status, bytes, headers) = bytes_with(
                &app,
                url,
                &[("accept", "image/avif,image/webp,image/apng,*/*;q=0.8")],
            )
            .await;
            assert_eq!(
                (
                    status,
                    headers["content-type"].to_str().unwrap(),
                    headers["vary"].to_str().unwrap()
                ),
                (200, "image/webp", "Accept"),
                "{key}"
            );
            assert!(bytes.len() < jpeg, "{key}: {} ≥ {jpeg} bytes", bytes.len());
            assert!(!String::from_utf8_lossy(&bytes).contains("GPS"), "{key}");
            assert_eq!(
                image::load_from_memory(&bytes).unwrap().width(),
                width,
                "{key}"
            );
            let tag = headers["etag"].to_str().unwrap();
            let again = bytes_with(
                &app,
                url,
                &[("accept", "image/webp"), ("if-none-match", tag)],
            )
            .await;
            assert_eq!(again.0, 304, "{key}");
            let refused = bytes_with(&app, url, &[("accept", "image/webp;q=0, */*")]).await;
            assert_eq!(refused.2["content-type"], "image/jpeg", "{key}");
        }
        let r = app.get("/api/custom/v1/stories", None).await;
        assert_eq!(
            (r.body["total"].as_u64(), r.body["items"][0]["id"].as_i64()),
            (Some(1), Some(id))
        );
        assert!(
            r.body["items"][0].get("content").is_none(),
            "cards get the excerpt, not the content"
        );
    }
}

#[tokio::test]
async fn bad_uploads_get_clear_errors_and_leave_nothing_behind() {
    for app in spawn_apps(Options {
        upload_max_bytes: 100_000,
        ..Options::default()
    })
    .await
    {
        let admin = app.admin_token().await;
        let png = picture(300, 300, image::ImageFormat::Png);
        for (file, message) in [
            (
                (b"I am text, named like a photo".to_vec(), "photo.jpg"),
                "Please choose a JPEG, PNG, WebP or GIF image.",
            ),
            (
                (png[..png.len() / 2].to_vec(), "cut.png"),
                "This image could not be read. It may be damaged.",
            ),
            (
                (noise(400, 400), "big.png"),
                "The image is too large. Please choose a smaller file.",
            ),
        ] {
            let r = app
                .send_form(
                    Method::POST,
                    "/api/custom/v1/story",
                    Some(&admin),
                    article_form("T", "<p>C</p>", Some(file)),
                )
                .await;
            assert_eq!(
                (
                    r.status.as_u16(),
                    r.body["data"]["errors"]["file"][0].as_str()
                ),
                (400, Some(message)),
                "{:?}: {:?}",
                app.engine,
                r.body
            );
        }
        // Far beyond the form limit: refused before it is read whole.
        let huge = vec![0xFFu8; 3 * 1024 * 1024];
        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/story",
                Some(&admin),
                article_form("T", "<p>C</p>", Some((huge, "huge.jpg"))),
            )
            .await;
        assert_eq!(r.status, 413, "{:?}", r.body);

        // Every field at once, in the spec's words.
        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/post",
                Some(&admin),
                article_form(" ", "<p> </p>", None),
            )
            .await;
        assert_eq!(r.status, 400);
        assert_eq!(r.body["data"]["errors"]["title"][0], "Title is required");
        assert_eq!(
            r.body["data"]["errors"]["content"][0],
            "Content is required"
        );
        assert_eq!(r.body["data"]["errors"]["file"][0], "Image is required");
        let r = app
            .post("/api/custom/v1/story", Some(&admin), json!({"title": "x"}))
            .await;
        assert_eq!(r.status, 400, "JSON where a form is expected: {:?}", r.body);

        assert_eq!(
            stored_files(&app),
            0,
            "{:?}: a refused upload leaves no file",
            app.engine
        );
        assert_eq!(
            app.get("/api/custom/v1/stories", None).await.body["total"],
            0
        );
        assert_eq!(app.get("/api/custom/v1/posts", None).await.body["total"], 0);
    }
}

#[tokio::test]
async fn updates_keep_or_replace_the_image_and_deletes_remove_it() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        let form = article_form(
            "Post",
            "<p>Words.</p>",
            Some((picture(50, 50, image::ImageFormat::WebP), "a.webp")),
        )
        .text("author", "Dr. Nasrin");
        let r = app
            .send_form(Method::POST, "/api/custom/v1/post", Some(&admin), form)
            .await;
        assert_eq!(
            (
                r.status.as_u16(),
                r.body["message"].as_str(),
                r.body["item"]["author"].as_str()
            ),
            (201, Some("Blog added successfully"), Some("Dr. Nasrin"))
        );
        let (id, first_image) = (
            r.body["item"]["id"].as_i64().unwrap(),
            r.body["item"]["feature_image_url"]
                .as_str()
                .unwrap()
                .to_owned(),
        );

        let r = app
            .send_form(
                Method::POST,
                &format!("/api/custom/v1/update-post/{id}"),
                Some(&admin),
                article_form("Post, edited", "<p>More.</p>", None),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Blog updated successfully")),
            "{:?}",
            r.body
        );
        assert_eq!(
            (
                r.body["item"]["feature_image_url"].as_str(),
                r.body["item"]["title"].as_str()
            ),
            (Some(first_image.as_str()), Some("Post, edited"))
        );

        let form = article_form(
            "Post",
            "<p>Words.</p>",
            Some((picture(60, 60, image::ImageFormat::Gif), "b.gif")),
        );
        let r = app
            .send_form(
                Method::POST,
                &format!("/api/custom/v1/update-post/{id}"),
                Some(&admin),
                form,
            )
            .await;
        let second_image = r.body["item"]["feature_image_url"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_ne!(second_image, first_image);
        assert_eq!(
            bytes_of(&app, &first_image).await.0,
            404,
            "the replaced image is gone"
        );
        assert_eq!(
            stored_files(&app),
            4,
            "the new image, its card copy and their WebP twins"
        );

        let r = app
            .send_form(
                Method::POST,
                "/api/custom/v1/update-post/99999",
                Some(&admin),
                article_form("x", "<p>y</p>", None),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (404, Some("This blog post does not exist."))
        );
        let r = app
            .send_form(
                Method::POST,
                &format!("/api/custom/v1/update-story/{id}"),
                Some(&admin),
                article_form("x", "<p>y</p>", None),
            )
            .await;
        assert_eq!(r.status, 404, "a blog post is not a story");

        let r = app
            .delete(&format!("/api/custom/v1/post/{id}"), Some(&admin))
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Blog deleted successfully"))
        );
        assert_eq!(
            app.delete(&format!("/api/custom/v1/post/{id}"), Some(&admin))
                .await
                .status,
            404
        );
        assert_eq!(
            app.get(&format!("/api/custom/v1/post/{id}"), None)
                .await
                .status,
            404
        );
        assert_eq!(
            stored_files(&app),
            0,
            "{:?}: deleting a post removes its images",
            app.engine
        );
        assert_eq!(bytes_of(&app, "/uploads/..%2Fmon.db").await.0, 404);
    }
}

#[tokio::test]
async fn an_image_address_is_checked_before_any_304_and_a_control_character_is_a_bad_path() {
    for app in spawn_apps(Options::default()).await {
        // A tag that names what is asked for is no proof the image exists, nor that the name is one.
        for (url, tag) in [
            ("/uploads/nosuchimage.jpg", "\"nosuchimage.jpg\""),
            ("/uploads/..%2Fmon.db", "\"../mon.db\""),
        ] {
            let (status, _, _) = bytes_with(&app, url, &[("If-None-Match", tag)]).await;
            assert_eq!(status, 404, "{url} on {:?}", app.engine);
        }
        let res = app
            .client
            .get(format!("{}/uploads/a%01b.jpg", app.address))
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let body: serde_json::Value = res.json().await.unwrap();
        assert_eq!(
            (status, body["data"]["status"].as_u64()),
            (400, Some(400)),
            "{body}"
        );
    }
}

#[tokio::test]
async fn public_lists_page_newest_first_and_answer_304_to_a_matching_etag() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        for i in 1..=17 {
            add_story(&app, &admin, &format!("Story {i}")).await;
        }
        let r = app.get("/api/custom/v1/stories", None).await;
        assert_eq!(
            (
                r.body["total"].as_u64(),
                r.body["per_page"].as_u64(),
                r.body["items"].as_array().unwrap().len()
            ),
            (Some(17), Some(15), 15)
        );
        assert_eq!(r.body["items"][0]["title"], "Story 17");
        let r2 = app.get("/api/custom/v1/stories?page=2", None).await;
        assert_eq!(
            (
                r2.body["items"].as_array().unwrap().len(),
                r2.body["items"][1]["title"].as_str()
            ),
            (2, Some("Story 1"))
        );
        let r3 = app
            .get("/api/custom/v1/stories?search=STORY%201&per_page=20", None)
            .await;
        assert_eq!(r3.body["total"], 9, "Story 1 and 10 to 17");
        // Page numbers and sizes outside what the document publishes are refused, not quietly changed.
        for query in [
            "per_page=500",
            "per_page=101",
            "per_page=0",
            "page=0",
            "page=1000001",
            "page=9223372036854775808",
        ] {
            let refused = app
                .get(&format!("/api/custom/v1/stories?{query}"), None)
                .await;
            assert_eq!(
                (refused.status.as_u16(), refused.body["code"].as_str()),
                (400, Some("bad_query")),
                "{query}"
            );
        }
        assert_eq!(
            app.get("/api/custom/v1/stories?per_page=100", None)
                .await
                .body["per_page"],
            100
        );
        assert_eq!(
            app.get("/api/custom/v1/stories?page=abc", None)
                .await
                .status,
            400
        );

        let tag = r.headers["etag"].to_str().unwrap().to_owned();
        let cached = app
            .client
            .get(format!("{}/api/custom/v1/stories", app.address))
            .header("If-None-Match", &tag)
            .send()
            .await
            .unwrap();
        assert_eq!(cached.status(), 304);
        add_story(&app, &admin, "Story 18").await;
        let fresh = app
            .client
            .get(format!("{}/api/custom/v1/stories", app.address))
            .header("If-None-Match", &tag)
            .send()
            .await
            .unwrap();
        assert_eq!(
            fresh.status(),
            200,
            "{:?}: a write changes the tag",
            app.engine
        );
    }
}

pub async fn add_category(app: &TestApp, admin: &str, name: &str) {
    let r = app
        .send_form(
            Method::POST,
            "/api/custom/v1/add-category",
            Some(admin),
            Form::new().text("name", name.to_owned()),
        )
        .await;
    assert_eq!(r.status, 201, "{:?}", r.body);
}

pub fn learning(title: &str, category: &str, link: &str) -> Value {
    json!({"title": title, "category": category, "youtube_link": link, "content": "<p>Watch and breathe.</p>"})
}

#[tokio::test]
async fn the_learning_hub_checks_its_form_filters_by_category_and_guards_used_categories() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        add_category(&app, &admin, "Well_being").await;
        add_category(&app, &admin, "Anxiety").await;

        let r = app
            .post("/api/custom/v1/learninghub", Some(&admin), json!({}))
            .await;
        assert_eq!(r.status, 400);
        let errors = &r.body["data"]["errors"];
        assert_eq!(
            (
                errors["title"][0].as_str(),
                errors["category"][0].as_str(),
                errors["youtube_link"][0].as_str(),
                errors["content"][0].as_str()
            ),
            (
                Some("Title is required"),
                Some("Type is required"),
                Some("YouTube URL is required"),
                Some("Description is required")
            )
        );
        for (category, link, field, message) in [
            (
                "Anxiety",
                "https://www.youtube.com/watch?v=XiCrniLQGYc",
                "youtube_link",
                "Invalid YouTube Embedded URL",
            ),
            (
                "Sleep",
                "https://youtu.be/XiCrniLQGYc",
                "category",
                "Please choose one of the existing categories.",
            ),
        ] {
            let r = app
                .post(
                    "/api/custom/v1/learninghub",
                    Some(&admin),
                    learning("X", category, link),
                )
                .await;
            assert_eq!(r.body["data"]["errors"][field][0], message, "{link}");
        }

        let r = app
            .post(
                "/api/custom/v1/learninghub",
                Some(&admin),
                learning(
                    "Black dog",
                    "well_being",
                    "https://youtu.be/XiCrniLQGYc?si=x",
                ),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (201, Some("Learning Hub data added successfully")),
            "{:?}",
            r.body
        );
        assert_eq!(
            r.body["item"]["youtube_link"], "https://www.youtube.com/embed/XiCrniLQGYc",
            "stored in embed form"
        );
        assert_eq!(
            (
                r.body["item"]["category"].as_str(),
                r.body["item"]["category_display"].as_str()
            ),
            (Some("Well_being"), Some("Well being"))
        );
        let id = r.body["item"]["id"].as_i64().unwrap();
        for t in ["Breathe 1", "Breathe 2"] {
            app.post(
                "/api/custom/v1/learninghub",
                Some(&admin),
                learning(t, "Anxiety", "https://www.youtube.com/embed/inpok4MKVLM"),
            )
            .await;
        }

        let r = app
            .get("/api/custom/v1/learninghub?category=Anxiety", None)
            .await;
        assert_eq!(
            (
                r.body["total"].as_u64(),
                r.body["items"][0]["title"].as_str()
            ),
            (Some(2), Some("Breathe 2")),
            "{:?}",
            app.engine
        );
        assert_eq!(
            app.get("/api/custom/v1/learninghub?category=Nope", None)
                .await
                .body["total"],
            0
        );
        assert_eq!(
            app.get("/api/custom/v1/learninghub", None).await.body["total"],
            3
        );

        let r = app
            .post(
                &format!("/api/custom/v1/learninghub/{id}"),
                Some(&admin),
                learning("Black dog", "Anxiety", "https://youtu.be/XiCrniLQGYc"),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Learning Hub data updated successfully"))
        );
        assert_eq!(
            app.get("/api/custom/v1/learninghub?category=Anxiety", None)
                .await
                .body["total"],
            3
        );
        // The item's own page reads its description as a lead and the rest: one sentence only.
        let r = app
            .get(&format!("/api/custom/v1/learninghub/{id}"), None)
            .await;
        assert_eq!(
            (&r.body["lead"], &r.body["body"], &r.body["title"]),
            (
                &json!("Watch and breathe."),
                &json!(""),
                &json!("Black dog")
            )
        );
        // A list's items carry no split.
        let list = app.get("/api/custom/v1/learninghub", None).await;
        assert!(list.body["items"][0].get("lead").is_none());

        // A category in use cannot go; once empty, it can.
        let anxiety = app
            .get("/api/custom/v1/get-all-category?search=anxiety", None)
            .await
            .body["items"][0]["id"]
            .as_i64()
            .unwrap();
        let r = app
            .delete(
                &format!("/api/custom/v1/delete-category-by-id/{anxiety}"),
                Some(&admin),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["code"].as_str()),
            (409, Some("category_in_use")),
            "{:?}: {:?}",
            app.engine,
            r.body
        );
        assert_eq!(
            r.body["message"],
            "This category still has learning hub items. Move or delete them first."
        );

        let r = app
            .delete(&format!("/api/custom/v1/learninghub/{id}"), Some(&admin))
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Learning Hub data deleted successfully"))
        );
        assert_eq!(
            app.get(&format!("/api/custom/v1/learninghub/{id}"), None)
                .await
                .body["message"],
            "This learning hub item does not exist."
        );
    }
}

#[tokio::test]
async fn saved_courses_belong_to_their_subscriber_and_saving_twice_is_harmless() {
    for app in spawn_apps(Options::default()).await {
        let admin = app.admin_token().await;
        add_category(&app, &admin, "Anxiety").await;
        let r = app
            .post(
                "/api/custom/v1/learninghub",
                Some(&admin),
                learning("Breathe", "Anxiety", "https://youtu.be/inpok4MKVLM"),
            )
            .await;
        let id = r.body["item"]["id"].as_i64().unwrap();
        let amina = app.subscriber_token("amina", "secret1").await;
        let babu = app.subscriber_token("babu", "secret1").await;

        for _ in 0..2 {
            let r = app
                .post(
                    "/api/custom/v1/add-to-wishlist",
                    Some(&amina),
                    json!({"learninghub_id": id}),
                )
                .await;
            assert_eq!(
                (r.status.as_u16(), r.body["message"].as_str()),
                (200, Some("Wishlist added successfully")),
                "{:?}",
                r.body
            );
        }
        // 50 parallel adds of the same item: all answered kindly, one row.
        let adds = (0..50).map(|_| {
            app.post(
                "/api/custom/v1/add-to-wishlist",
                Some(&amina),
                json!({"learninghub_id": id}),
            )
        });
        let statuses: Vec<u16> = futures_util::future::join_all(adds)
            .await
            .iter()
            .map(|r| r.status.as_u16())
            .collect();
        assert!(
            statuses.iter().all(|s| *s == 200),
            "{:?}: {statuses:?}",
            app.engine
        );
        let r = app
            .get("/api/custom/v1/get-learning-hubs", Some(&amina))
            .await;
        assert_eq!(r.body["total"], 1, "{:?}", app.engine);
        let item = &r.body["items"][0];
        for field in ["id", "title", "category", "content", "youtube_link"] {
            assert!(!item[field].is_null(), "{field} is missing");
        }
        assert_eq!(
            app.get("/api/custom/v1/get-learning-hubs", Some(&babu))
                .await
                .body["total"],
            0,
            "another subscriber sees nothing"
        );
        assert_eq!(
            app.get("/api/custom/v1/get-learning-hubs", Some(&admin))
                .await
                .status,
            403
        );
        assert_eq!(
            app.post(
                "/api/custom/v1/add-to-wishlist",
                None,
                json!({"learninghub_id": id})
            )
            .await
            .status,
            401
        );
        let r = app
            .post(
                "/api/custom/v1/add-to-wishlist",
                Some(&amina),
                json!({"learninghub_id": 424242}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (404, Some("This learning hub item does not exist."))
        );

        let r = app
            .post(
                "/api/custom/v1/remove-from-wishlist",
                Some(&babu),
                json!({"learninghub_id": id}),
            )
            .await;
        assert_eq!(r.status, 200, "removing what is not saved is harmless");
        assert_eq!(
            app.get("/api/custom/v1/get-learning-hubs", Some(&amina))
                .await
                .body["total"],
            1,
            "and touches nobody else's list"
        );
        let r = app
            .post(
                "/api/custom/v1/remove-from-wishlist",
                Some(&amina),
                json!({"learninghub_id": id}),
            )
            .await;
        assert_eq!(
            (r.status.as_u16(), r.body["message"].as_str()),
            (200, Some("Wishlist removed successfully"))
        );
        assert_eq!(
            app.get("/api/custom/v1/get-learning-hubs", Some(&amina))
                .await
                .body["total"],
            0
        );
    }
}

#[tokio::test]
async fn an_anonymous_visitor_reads_every_public_content_call_without_a_session() {
    for app in spawn_apps(Options {
        demo_content: true,
        ..Options::default()
    })
    .await
    {
        let stories = app.get("/api/custom/v1/stories", None).await;
        assert!(
            stories.body["total"].as_u64().unwrap() >= 3,
            "{:?}: the sample content is there",
            app.engine
        );
        let posts = app.get("/api/custom/v1/posts", None).await;
        let learning = app.get("/api/custom/v1/learninghub", None).await;
        let categories = app.get("/api/custom/v1/get-all-category", None).await;
        let names: Vec<&str> = categories.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, vec!["Adulting_101", "Anxiety", "Well_being"]);
        let story = stories.body["items"][0]["id"].as_i64().unwrap();
        let post = posts.body["items"][0]["id"].as_i64().unwrap();
        let item = learning.body["items"][0]["id"].as_i64().unwrap();
        for path in [
            format!("/api/custom/v1/story/{story}"),
            format!("/api/custom/v1/post/{post}"),
            format!("/api/custom/v1/learninghub/{item}"),
        ] {
            let r = app.get(&path, None).await;
            assert_eq!(r.status, 200, "{path}: {:?}", r.body);
        }
        let image = app
            .get(&format!("/api/custom/v1/story/{story}"), None)
            .await
            .body["card_image_url"]
            .as_str()
            .unwrap()
            .to_owned();
        assert_eq!(bytes_of(&app, &image).await.0, 200);
        assert_eq!(
            app.get("/api/custom/v1/get-learning-hubs", None)
                .await
                .status,
            401,
            "only the private call asks for a session"
        );
    }
}
