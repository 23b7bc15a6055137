//! The web app's pages as the server answers them: status codes, the head of each page (title,
//! description, canonical address, share tags), the sitemap and robots.txt. The route table is a
//! `routes.json` as the web app's build writes it (frontend/src/config/routes-manifest.ts; the
//! browser tests use the real one).

use std::path::Path;

use reqwest::redirect::Policy;
use serde_json::json;

use crate::content::{add_category, add_story, learning};
use crate::helpers::{Options, TempDir, spawn_apps};

fn built_web_app() -> TempDir {
    let dist = TempDir::new();
    std::fs::write(
        dist.0.join("index.html"),
        "<!doctype html><html lang=\"en\"><head><meta property=csp-nonce nonce=__MON_CSP_NONCE__>\
         <!-- mon:head: the server's -->\n<title>Mon: Mental health</title>\n<!-- /mon:head -->\
         </head><body><div id=root></div></body></html>",
    )
    .unwrap();
    let texts = |en: &str, bn: &str| json!({"en": en, "bn": bn});
    let manifest = json!({
        "brand": texts("Mon", "মন"),
        "tagline": texts("Mental health", "মানসিক স্বাস্থ্য"),
        "notFound": texts("Page Not Found!!!", "পেজটি খুঁজে পাওয়া যায়নি!!!"),
        "routes": [
            {"path": "/", "access": "indexed", "title": texts("Mental health", "মানসিক স্বাস্থ্য"), "description": texts("Support for Bangladesh.", "বাংলাদেশের জন্য সহায়তা।")},
            {"path": "/stories", "access": "indexed", "title": texts("Stories", "গল্প"), "description": texts("Real experiences.", "সত্যিকারের অভিজ্ঞতা।")},
            {"path": "/stories/:title/:id", "access": "indexed", "content": "story"},
            {"path": "/stories/add-story", "access": "private"},
            {"path": "/blog", "access": "indexed", "title": texts("Blog", "ব্লগ"), "description": texts("Articles.", "লেখা।")},
            {"path": "/blog/:title/:id", "access": "indexed", "content": "blog"},
            {"path": "/learning", "access": "indexed", "title": texts("Learning Hub", "লার্নিং হাব"), "description": texts("Videos.", "ভিডিও।")},
            {"path": "/learning/:title/:id", "access": "indexed", "content": "learning"},
            {"path": "/learning-hub", "access": "public", "redirect": "/learning"},
            {"path": "/forgot-password", "access": "public"},
            {"path": "/dashboard", "access": "private"},
            {"path": "/story/edit/:id", "access": "private"}
        ]
    });
    std::fs::write(dist.0.join("routes.json"), manifest.to_string()).unwrap();
    dist
}

/// Servers with that build, at https://mon.example; the folder lives as long as the first value.
/// A 1×1 PNG, for a post's feature image.
fn tiny_png() -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::RgbImage::new(4, 3)
        .write_to(&mut out, image::ImageFormat::Png)
        .unwrap();
    out.into_inner()
}

fn at_mon_example() -> (TempDir, Options) {
    let dist = built_web_app();
    let options = Options {
        static_dir: Some(dist.0.clone()),
        public_url: "https://mon.example".into(),
        ..Options::default()
    };
    (dist, options)
}

#[tokio::test]
async fn pages_answer_their_status_and_carry_their_title_description_and_share_tags() {
    let (_dist, options) = at_mon_example();
    for app in spawn_apps(options).await {
        let admin = app.admin_token().await;
        let story = add_story(&app, &admin, "Add story").await;
        let id = story["id"].as_i64().unwrap();
        let client = reqwest::Client::builder()
            .redirect(Policy::none())
            .build()
            .unwrap();
        let get = |path: String, lang: &'static str| {
            client
                .get(format!("{}{path}", app.address))
                .header("accept-language", lang)
                .send()
        };

        // A story's page: its title, lead and picture, in the HTML itself, for a chat app's preview.
        // Its slug is not "add-story", the admins' route: it is read-add-story, on the server as in the web app.
        let r = get(format!("/stories/read-add-story/{id}"), "en")
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{:?}", app.engine);
        let html = r.text().await.unwrap();
        for tag in [
            "<title>Add story | Mon</title>".to_owned(),
            "<meta name=\"description\" content=\"First sentence. Then the rest.\" />".to_owned(),
            format!(
                "<link rel=\"canonical\" href=\"https://mon.example/stories/read-add-story/{id}\" />"
            ),
            "<meta property=\"og:type\" content=\"article\" />".to_owned(),
            "<meta property=\"og:title\" content=\"Add story\" />".to_owned(),
            format!(
                "<meta property=\"og:image\" content=\"https://mon.example{}\" />",
                story["feature_image_url"].as_str().unwrap()
            ),
            "<meta name=\"twitter:card\" content=\"summary_large_image\" />".to_owned(),
        ] {
            assert!(html.contains(&tag), "{tag} missing from {html}");
        }
        assert!(
            !html.contains("Mon: Mental health</title>"),
            "the build's title is replaced"
        );
        assert!(!html.contains("__MON_CSP_NONCE__"));
        // Without JavaScript (or with curl) the story itself is there to read: title, picture, lead and body.
        let story_card = story["card_image_url"].as_str().unwrap();
        assert!(
            html.contains(&format!(
                "<noscript><main><article><h1><a href=\"/stories/read-add-story/{id}\">Add story</a></h1>\
                 <p><img src=\"{story_card}\" alt=\"\" width=\"800\" height=\"450\"></p>\
                 <p>First sentence. Then the rest.</p></article></main></noscript>"
            )),
            "{html}"
        );

        // A wrong slug moves permanently to the canonical one, query kept.
        let r = get(format!("/stories/old-title/{id}?from=chat"), "en")
            .await
            .unwrap();
        assert_eq!(r.status(), 301);
        assert_eq!(
            r.headers()["location"],
            format!("/stories/read-add-story/{id}?from=chat")
        );

        // A learning item's preview is the video's.
        add_category(&app, &admin, "Sleep").await;
        let r = app
            .post(
                "/api/custom/v1/learninghub",
                Some(&admin),
                learning("ঘুমের গল্প", "Sleep", "https://youtu.be/XiCrniLQGYc"),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let learning_id = r.body["item"]["id"].as_i64().unwrap();
        let slug =
            "%E0%A6%98%E0%A7%81%E0%A6%AE%E0%A7%87%E0%A6%B0-%E0%A6%97%E0%A6%B2%E0%A7%8D%E0%A6%AA";
        let r = get(format!("/learning/{slug}/{learning_id}"), "bn")
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        let html = r.text().await.unwrap();
        assert!(
            html.starts_with("<!doctype html><html lang=\"bn\" data-time-zone=\"Asia/Dhaka\">"),
            "{html}"
        );
        assert!(html.contains("<title>ঘুমের গল্প | মন</title>"), "{html}");
        assert!(html.contains("content=\"https://i.ytimg.com/vi/XiCrniLQGYc/hqdefault.jpg\""));
        assert!(
            html.contains("<a href=\"https://www.youtube.com/watch?v=XiCrniLQGYc\"><img src=\"https://i.ytimg.com/vi/XiCrniLQGYc/hqdefault.jpg\" alt=\"ঘুমের গল্প\""),
            "the video is one link away without JavaScript: {html}"
        );

        // A list page in the visitor's language.
        let html = get("/stories".into(), "bn")
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(html.contains("<title>গল্প | মন</title>"), "{html}");
        assert!(html.contains("<meta name=\"description\" content=\"সত্যিকারের অভিজ্ঞতা।\" />"));
        assert!(html.contains("<link rel=\"canonical\" href=\"https://mon.example/stories\" />"));
        // The list without JavaScript: its heading, and the newest stories as links with their excerpts.
        assert!(
            html.contains(&format!(
                "<noscript><main><h1>গল্প</h1><p>সত্যিকারের অভিজ্ঞতা।</p><ul><li><h2>\
                 <a href=\"/stories/read-add-story/{id}\">Add story</a></h2><p>First sentence. Then the rest.</p></li></ul>"
            )),
            "{html}"
        );
        // The list's first picture (its card copy, as the app's card names it) is fetched with the
        // app, not after it; not for a visitor who asks to save data.
        let card = story["card_image_url"].as_str().unwrap();
        let preload =
            format!("<link rel=\"preload\" as=\"image\" href=\"{card}\" fetchpriority=\"high\" />");
        assert!(html.contains(&preload), "{html}");
        for (name, value) in [("save-data", "on"), ("cookie", "a=b; mon_data_saver=1")] {
            let html = client
                .get(format!("{}/stories", app.address))
                .header(name, value)
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            assert!(
                html.contains("<title>Stories | Mon</title>") && !html.contains("rel=\"preload\""),
                "{name}: {html}"
            );
        }
        let html = get("/".into(), "en").await.unwrap().text().await.unwrap();
        assert!(html.contains("<title>Mon: Mental health</title>"), "{html}");
        assert!(html.contains("<noscript><main><h1>Mental health</h1><p>Support for Bangladesh.</p></main></noscript>"), "{html}");

        // Unknown paths, and unknown or deleted items, are 404 with the app's page (it shows
        // "Page Not Found!!!"); nothing asks a search engine to keep them.
        let r = app
            .delete(&format!("/api/custom/v1/story/{id}"), Some(&admin))
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        for path in [
            "/nope".to_owned(),
            "/stories/a/b/c".to_owned(),
            format!("/stories/read-add-story/{id}"),
            "/stories/x/999999".to_owned(),
            "/stories/x/abc".to_owned(),
            format!("/learning/x/{}", learning_id + 1000),
        ] {
            let r = get(path.clone(), "en").await.unwrap();
            assert_eq!(r.status(), 404, "{path} on {:?}", app.engine);
            assert!(
                r.headers()["content-type"]
                    .to_str()
                    .unwrap()
                    .starts_with("text/html")
            );
            let html = r.text().await.unwrap();
            assert!(
                html.contains("<title>Page Not Found!!! | Mon</title>"),
                "{path}: {html}"
            );
            assert!(
                html.contains("noindex") && html.contains("id=root"),
                "{path}"
            );
        }

        // Private and utility pages are the app, never listed.
        for path in [
            "/dashboard",
            "/story/edit/3",
            "/forgot-password",
            "/stories/add-story",
        ] {
            let r = get(path.into(), "en").await.unwrap();
            assert_eq!(r.status(), 200, "{path}");
            assert!(
                r.text()
                    .await
                    .unwrap()
                    .contains("<meta name=\"robots\" content=\"noindex\" />")
            );
        }
        // An alias moves to its page.
        let r = get("/learning-hub".into(), "en").await.unwrap();
        assert_eq!(
            (
                r.status().as_u16(),
                r.headers()["location"].to_str().unwrap()
            ),
            (301, "/learning")
        );
    }
}

#[tokio::test]
async fn the_sitemap_lists_every_public_page_and_item_and_robots_keep_private_areas_out() {
    let (_dist, options) = at_mon_example();
    for app in spawn_apps(options).await {
        let admin = app.admin_token().await;
        let first = add_story(&app, &admin, "Finding calm").await["id"]
            .as_i64()
            .unwrap();
        let second = add_story(&app, &admin, "ঘুম ও মন").await["id"]
            .as_i64()
            .unwrap();
        // A blog post and a learning item: every kind the sitemap lists.
        let form = reqwest::multipart::Form::new()
            .text("title", "Sleep and the mind")
            .text("content", "<p>First sentence. Then the rest.</p>")
            .text("author", "Mon")
            .part(
                "file",
                reqwest::multipart::Part::bytes(tiny_png())
                    .file_name("p.png")
                    .mime_str("image/png")
                    .unwrap(),
            );
        let post = app
            .send_form(
                reqwest::Method::POST,
                "/api/custom/v1/post",
                Some(&admin),
                form,
            )
            .await;
        assert_eq!(post.status, 201, "{:?}", post.body);
        let post = post.body["item"]["id"].as_i64().unwrap();
        crate::content::add_category(&app, &admin, "Sleep").await;
        let item = app
            .post(
                "/api/custom/v1/learninghub",
                Some(&admin),
                crate::content::learning("Rest well", "Sleep", "https://youtu.be/inpok4MKVLM"),
            )
            .await;
        assert_eq!(item.status, 201, "{:?}", item.body);
        let item = item.body["item"]["id"].as_i64().unwrap();
        let r = app
            .client
            .get(format!("{}/sitemap.xml", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/xml")
        );
        let xml = r.text().await.unwrap();
        assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
        for loc in [
            "https://mon.example/".to_owned(),
            "https://mon.example/stories".to_owned(),
            format!("https://mon.example/stories/finding-calm/{first}"),
            format!(
                "https://mon.example/stories/%E0%A6%98%E0%A7%81%E0%A6%AE-%E0%A6%93-%E0%A6%AE%E0%A6%A8/{second}"
            ),
            "https://mon.example/blog".to_owned(),
            format!("https://mon.example/blog/sleep-and-the-mind/{post}"),
            "https://mon.example/learning".to_owned(),
            format!("https://mon.example/learning/rest-well/{item}"),
        ] {
            assert!(
                xml.contains(&format!("<url><loc>{loc}</loc>")),
                "{loc} missing from {xml}"
            );
        }
        for private in ["/dashboard", "/forgot-password", "add-story", "/story/edit"] {
            assert!(!xml.contains(private), "{private} is listed: {xml}");
        }
        assert!(xml.contains("<lastmod>20"), "{xml}");

        let robots = app
            .client
            .get(format!("{}/robots.txt", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(robots.status(), 200);
        let robots = robots.text().await.unwrap();
        for line in [
            "User-agent: *",
            "Disallow: /dashboard",
            "Disallow: /story/edit",
            "Disallow: /api/",
            "Sitemap: https://mon.example/sitemap.xml",
        ] {
            assert!(
                robots.lines().any(|l| l == line),
                "{line} missing from {robots}"
            );
        }
    }
}

/// A build with prerendered pages (frontend/scripts/prerender.mjs): `/` in both languages and the
/// 'Page Not Found!!!' page in English, with the hashes of their `style` attributes.
fn prerendered_web_app() -> TempDir {
    let dist = built_web_app();
    std::fs::write(
        dist.0.join("index.html"),
        "<!doctype html><html lang=\"en\"><head><!-- mon:head: the server's -->\n<title>Mon</title>\n\
         <!-- /mon:head --></head><body><noscript><p><!-- mon:noscript: here -->Old note<!-- /mon:noscript --></p>\
         </noscript><div id=\"root\"></div></body></html>",
    )
    .unwrap();
    let dir = dist.0.join("prerender");
    for lang in ["en", "bn"] {
        std::fs::create_dir_all(dir.join(lang)).unwrap();
    }
    let copy = |heading: &str| {
        format!(
            "<style data-emotion=\"mui-prerendered a1\" nonce=\"__MON_CSP_NONCE__\">.mui-a1{{color:teal}}</style>\n\
             <!--mon:root-->\n<main><h1 class=\"mui-a1\" style=\"height:180px\">{heading}</h1></main>"
        )
    };
    std::fs::write(dir.join("en/index.html"), copy("A kind place")).unwrap();
    std::fs::write(dir.join("bn/index.html"), copy("সহমর্মী ঠিকানা")).unwrap();
    std::fs::write(dir.join("en/404.html"), copy("Page Not Found!!!")).unwrap();
    std::fs::write(
        dir.join("style-attrs.txt"),
        "'sha256-abc='\n'sha256-def='\n",
    )
    .unwrap();
    let mut manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dist.0.join("routes.json")).unwrap()).unwrap();
    manifest["noScript"] =
        json!({"en": "Reading works without JavaScript.", "bn": "জাভাস্ক্রিপ্ট ছাড়াও পড়া যায়।"});
    std::fs::write(dist.0.join("routes.json"), manifest.to_string()).unwrap();
    dist
}

#[tokio::test]
async fn a_prerendered_page_arrives_drawn_in_the_visitors_language_with_its_styles_allowed() {
    let dist = prerendered_web_app();
    for app in spawn_apps(serving(&dist)).await {
        let get = |path: &str, headers: &[(&str, &str)]| {
            let mut req = reqwest::Client::new().get(format!("{}{path}", app.address));
            for (name, value) in headers {
                req = req.header(*name, *value);
            }
            req.send()
        };
        let r = get("/", &[("accept-language", "en")]).await.unwrap();
        assert_eq!(r.status(), 200);
        let csp = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        let html = r.text().await.unwrap();
        let nonce = csp
            .split("'nonce-")
            .nth(1)
            .and_then(|rest| rest.split('\'').next())
            .unwrap();
        // The styles in the head with this response's nonce, the markup in #root.
        assert!(
            html.contains(&format!(
                "<style data-emotion=\"mui-prerendered a1\" nonce=\"{nonce}\">.mui-a1{{color:teal}}</style></head>"
            )),
            "{html}"
        );
        assert!(
            html.contains("<div id=\"root\" data-prerendered><main><h1 class=\"mui-a1\" style=\"height:180px\">A kind place</h1></main></div>"),
            "{html}"
        );
        // Exactly the markup's style attributes are allowed; scripts stay this origin's only.
        assert!(
            csp.contains("style-src-attr 'unsafe-hashes' 'sha256-abc=' 'sha256-def=';"),
            "{csp}"
        );
        assert!(csp.contains("script-src 'self';"), "{csp}");
        // The heading is in the markup, so the <noscript> copy does not repeat it; its note is
        // in the page's language.
        assert!(
            html.contains("<noscript><p>Reading works without JavaScript.</p></noscript>"),
            "{html}"
        );

        // The visitor's choice (the app's cookie) wins over the browser's language.
        let html = get(
            "/",
            &[
                ("accept-language", "en"),
                ("cookie", "theme=x; mon_lang=bn"),
            ],
        )
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
        assert!(
            html.contains("<html lang=\"bn\" data-time-zone=\"Asia/Dhaka\">"),
            "{html}"
        );
        assert!(html.contains(">সহমর্মী ঠিকানা</h1>"), "{html}");
        assert!(html.contains("<p>জাভাস্ক্রিপ্ট ছাড়াও পড়া যায়।</p>"), "{html}");

        // An unknown path: 404 with the prerendered 'Page Not Found!!!' page.
        let r = get("/nope", &[("accept-language", "en")]).await.unwrap();
        assert_eq!(r.status(), 404);
        assert!(r.text().await.unwrap().contains(">Page Not Found!!!</h1>"));

        // A page the build did not prerender (here in Bangla) is drawn by the app alone, with
        // its heading in the <noscript> copy and no style attribute allowed.
        let r = get("/nope", &[("accept-language", "bn")]).await.unwrap();
        assert_eq!(r.status(), 404);
        let csp = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(!csp.contains("style-src-attr"), "{csp}");
        assert!(r.text().await.unwrap().contains("<div id=\"root\"></div>"));
        let html = get("/stories", &[("accept-language", "en")])
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(html.contains("<noscript><main><h1>Stories</h1><p>Real experiences.</p></main><p>Reading works without JavaScript.</p></noscript>"), "{html}");
    }
}

/// The build's template of a story card (frontend/scripts/prerender.mjs), cut down: `/stories`
/// prerendered with its cards' placeholder, and the card with a placeholder word per field.
/// How the build writes the app's English dates (`dateFormat` of a template).
fn english_dates() -> serde_json::Value {
    json!({
        "parts": [{"part": "day"}, {"literal": " "}, {"part": "month"}, {"literal": " "}, {"part": "year"}],
        "months": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
        "digits": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    })
}

fn with_story_card_template(dist: &TempDir) {
    let dir = dist.0.join("prerender");
    std::fs::write(
        dir.join("en/stories.html"),
        "<style data-emotion=\"mui-prerendered p1\" nonce=\"__MON_CSP_NONCE__\">.mui-p1{}</style>\n<!--mon:root-->\n\
         <main><h1>Stories</h1><div data-slot=\"story-cards\"><div aria-busy=\"true\">Loading…</div></div></main>",
    )
    .unwrap();
    let card = |loading: &str| {
        format!(
            "<article><img src=\"/monpicture.jpg\" alt=\"montitle\" loading=\"{loading}\"/><h2><a href=\"{{href}}\">montitle</a></h2>\
             <div><time dateTime=\"2001-02-03T04:05:06Z\">3 Feb 2001</time></div><p>monexcerpt</p></article>"
        )
    };
    let template = json!({
        "slot": "<div data-slot=\"story-cards\"><div aria-busy=\"true\">Loading…</div></div>",
        "styles": "<style data-emotion=\"mui-prerendered c1\" nonce=\"__MON_CSP_NONCE__\">.mui-c1{}</style>",
        "open": "<div data-cards=\"\">",
        "close": "</div>",
        "cards": [card("eager"), card("lazy")],
        "repeat": true,
        "sentinel": {"title": "montitle", "excerpt": "monexcerpt", "picture": "/monpicture.jpg", "author": "monauthor", "date": "2001-02-03T04:05:06Z", "dateText": "3 Feb 2001"},
        "dateFormat": english_dates()
    });
    write_template(&dir.join("en/cards/story-cards.json"), &template);
}

/// Writes a build's template (a JSON file of the prerender) at `path`.
fn write_template(path: &Path, template: &serde_json::Value) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, template.to_string()).unwrap();
}

/// A server of the prerendered build in `dist`.
fn serving(dist: &TempDir) -> Options {
    Options {
        static_dir: Some(dist.0.clone()),
        ..Options::default()
    }
}

#[tokio::test]
async fn a_list_page_arrives_with_its_first_cards_drawn_from_the_builds_template() {
    let dist = prerendered_web_app();
    with_story_card_template(&dist);
    for app in spawn_apps(serving(&dist)).await {
        let get = |path: &str, headers: &[(&str, &str)]| {
            let mut req = reqwest::Client::new()
                .get(format!("{}{path}", app.address))
                .header("accept-language", "en");
            for (name, value) in headers {
                req = req.header(*name, *value);
            }
            async move { req.send().await.unwrap().text().await.unwrap() }
        };
        // No stories yet: the placeholder stays, the app shows its empty list.
        let html = get("/stories", &[]).await;
        assert!(
            html.contains(
                "<div data-slot=\"story-cards\"><div aria-busy=\"true\">Loading…</div></div>"
            ),
            "{html}"
        );

        let admin = app.admin_token().await;
        let older = add_story(&app, &admin, "Older <story>").await;
        let newer = add_story(&app, &admin, "Sleep & rest").await;
        let html = get("/stories", &[]).await;
        let (head, body) = html.split_once("</head>").unwrap();
        // The cards' styles join the page's, with this response's nonce.
        assert!(
            head.contains("<style data-emotion=\"mui-prerendered c1\" nonce=\""),
            "{head}"
        );
        assert!(!html.contains("__MON_CSP_NONCE__"));
        // Newest first, as the list answers; the first one's picture fetched at once.
        let newer_at = body.find(">Sleep &amp; rest</a>").expect(&html);
        let older_at = body.find(">Older &lt;story&gt;</a>").expect(&html);
        assert!(newer_at < older_at);
        let card = newer["card_image_url"].as_str().unwrap();
        assert!(
            body.contains(&format!(
                "<img src=\"{card}\" alt=\"Sleep &amp; re…\" loading=\"eager\"/>"
            )),
            "{body}"
        );
        let id = newer["id"].as_i64().unwrap();
        assert!(
            body.contains(&format!("<a href=\"/stories/sleep-%26-rest/{id}\">")),
            "{body}"
        );
        assert!(
            body.contains(&format!(
                "<a href=\"/stories/older-%3Cstory%3E/{}\">",
                older["id"]
            )),
            "{body}"
        );
        assert!(body.contains(
            "<div data-slot=\"story-cards\" data-filled=\"\"><div data-cards=\"\"><article>"
        ));
        assert!(
            !body.contains("Loading…")
                && !body.contains("monexcerpt")
                && !body.contains("montitle"),
            "{body}"
        );
        assert!(
            body.contains("<p>First sentence. Then the rest.</p>"),
            "{body}"
        );
        // The cards are in the page: the <noscript> copy does not list them again.
        assert!(!body.contains("<ul><li>"), "{body}");

        // A visitor saving data (cards without pictures in the app), or a page past the last (the
        // app says the list ends there): the placeholder, without the first page's first picture;
        // the saver's <noscript> copy lists the stories.
        for (path, headers) in [
            ("/stories", vec![("save-data", "on")]),
            ("/stories", vec![("cookie", "mon_data_saver=1")]),
            ("/stories?page=2", vec![]),
        ] {
            let html = get(path, &headers).await;
            assert!(
                html.contains(
                    "<div data-slot=\"story-cards\"><div aria-busy=\"true\">Loading…</div></div>"
                ),
                "{path} {headers:?}: {html}"
            );
            assert_eq!(
                html.contains("<noscript><main><ul><li>"),
                path == "/stories",
                "{path} {headers:?}: {html}"
            );
            assert!(
                !html.contains("rel=\"preload\""),
                "{path} {headers:?}: {html}"
            );
        }
    }
}

/// The build's shell of a story's page and its template of the page (the shape of
/// `prerender/en/details/story.json`, cut down).
fn with_story_detail_template(dist: &TempDir) {
    let dir = dist.0.join("prerender/en");
    std::fs::create_dir_all(dir.join("stories/:title")).unwrap();
    std::fs::write(
        dir.join("stories/:title/:id.html"),
        "<style>.s{}</style>\n<!--mon:root-->\n<div aria-busy=\"true\">Loading…</div>",
    )
    .unwrap();
    let page = "<style data-emotion=\"mui-prerendered d1\" nonce=\"__MON_CSP_NONCE__\">.mui-d1{}</style>\n<!--mon:root-->\n\
        <article><h1>mon title</h1><p><time dateTime=\"2001-02-03T04:05:06Z\">3 Feb 2001</time></p>\
        <img src=\"/monpicture.jpg\" srcSet=\"/moncard.jpg 800w, /monpicture.jpg 2000w\"/>\
        <p data-testid=\"content-lead\">monlead</p><div data-testid=\"content-body\">monbody</div>\
        <a href=\"https://wa.me/?text=mon%20title%20https%3A%2F%2Fmon.invalid%2Fstories%2Fmon-title%2F900000000\">WhatsApp</a></article>";
    let template = json!({
        "kind": "story",
        "page": page,
        "lead": "<p data-testid=\"content-lead\">monlead</p>",
        "body": "<div data-testid=\"content-body\">monbody</div>",
        "sentinel": {
            "title": "mon title", "titleUri": "mon%20title",
            "shareUrl": "https%3A%2F%2Fmon.invalid%2Fstories%2Fmon-title%2F900000000",
            "lead": "monlead", "body": "monbody", "picture": "/monpicture.jpg", "card": "/moncard.jpg",
            "author": "monauthor", "video": "monvideo", "category": "moncategory", "categoryLabel": "monlabel",
            "date": "2001-02-03T04:05:06Z", "dateText": "3 Feb 2001", "origin": "https://mon.invalid"
        },
        "dateFormat": english_dates()
    });
    write_template(&dir.join("details/story.json"), &template);
}

#[tokio::test]
async fn a_story_page_arrives_drawn_with_the_story_and_carries_it_for_the_app() {
    let dist = prerendered_web_app();
    with_story_detail_template(&dist);
    let options = Options {
        public_url: "https://mon.example".into(),
        ..serving(&dist)
    };
    for app in spawn_apps(options).await {
        let admin = app.admin_token().await;
        let story = add_story(&app, &admin, "Sleep & rest").await;
        let id = story["id"].as_i64().unwrap();
        let html = reqwest::Client::new()
            .get(format!("{}/stories/sleep-%26-rest/{id}", app.address))
            .header("accept-language", "en")
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let (head, body) = html.split_once("</head>").unwrap();
        assert!(
            head.contains("<style data-emotion=\"mui-prerendered d1\" nonce=\""),
            "{head}"
        );
        assert!(!html.contains("__MON_CSP_NONCE__"));
        // The story's own title, picture, lead and body, in the markup the app takes over.
        let root = body
            .split_once("<div id=\"root\" data-prerendered>")
            .expect(body)
            .1;
        assert!(
            root.starts_with("<article><h1>Sleep &amp; rest</h1>"),
            "{root}"
        );
        let (feature, card) = (
            story["feature_image_url"].as_str().unwrap(),
            story["card_image_url"].as_str().unwrap(),
        );
        assert!(
            root.contains(&format!(
                "<img src=\"{feature}\" srcSet=\"{card} 800w, {feature} 2000w\"/>"
            )),
            "{root}"
        );
        assert!(root.contains("<p data-testid=\"content-lead\">First sentence.</p>"));
        assert!(root.contains("<div data-testid=\"content-body\"><p> Then the rest.</p></div>"));
        // Shared as the service's own address.
        assert!(
            root.contains(&format!(
                "https://wa.me/?text=Sleep%20%26%20rest%20https%3A%2F%2Fmon.example%2Fstories%2Fsleep-%2526-rest%2F{id}\""
            )),
            "{root}"
        );
        for word in [
            "mon title",
            "monlead",
            "monbody",
            "monpicture",
            "mon.invalid",
            "Loading…",
        ] {
            assert!(!html.contains(word), "{word} left in {html}");
        }
        // The story is in the page: the <noscript> copy does not repeat it.
        assert!(!body.contains("<noscript><main><article>"), "{body}");
        // The app starts with the story as the API answers it, from outside #root.
        let answer = app
            .get(&format!("/api/custom/v1/story/{id}"), None)
            .await
            .body;
        let (_, script) = body
            .split_once("<script type=\"application/json\" id=\"mon-item\">")
            .expect(body);
        let served: serde_json::Value =
            serde_json::from_str(script.split_once("</script>").unwrap().0).unwrap();
        assert_eq!(served, json!({"kind": "story", "id": id, "item": answer}));
        assert!(body.find("mon-item").unwrap() > body.find("data-prerendered").unwrap());
    }
}

/// The build's prerendered learning hub (cut down): the filter's, cards' and pages' slots with
/// their placeholders, and the words of a list's links in `routes.json`.
fn with_learning_hub_copy(dist: &TempDir) {
    let placeholder = "<style nonce=\"__MON_CSP_NONCE__\"></style>\n<!--mon:root-->\n<main><h1>Learning Hub</h1>\
         <div data-slot=\"learning-filters\"><nav class=\"filter-links\"><a class=\"filter-link\" href=\"/learning\" aria-current=\"true\">All</a></nav></div>\
         <div data-slot=\"learning-cards\"><div aria-busy=\"true\">Loading…</div></div><div data-slot=\"list-pager\"></div></main>";
    std::fs::write(dist.0.join("prerender/en/learning.html"), placeholder).unwrap();
    let path = dist.0.join("routes.json");
    let mut manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let texts = |en: &str| json!({"en": en, "bn": en});
    manifest["listTexts"] = json!({
        "filterLabel": texts("Filter by category"), "all": texts("All"), "pagerLabel": texts("Pages"),
        "page": texts("Go to page {{page}}"), "current": texts("Page {{page}}, current page"),
        "previous": texts("Go to the previous page"), "next": texts("Go to the next page")
    });
    std::fs::write(path, manifest.to_string()).unwrap();
}

#[tokio::test]
async fn the_learning_hub_arrives_with_its_filter_and_pages_as_links_that_the_server_draws_whole() {
    let dist = prerendered_web_app();
    with_learning_hub_copy(&dist);
    for app in spawn_apps(serving(&dist)).await {
        let get = |path: String| {
            let req = reqwest::Client::new()
                .get(format!("{}{path}", app.address))
                .header("accept-language", "en");
            async move {
                let html = req.send().await.unwrap().text().await.unwrap();
                html.split_once("</head>").unwrap().1.to_owned()
            }
        };
        let admin = app.admin_token().await;
        add_category(&app, &admin, "Well_being").await;
        add_category(&app, &admin, "Anxiety").await;
        for (n, category) in (1..=16).map(|n| (n, "Well_being")).chain([(17, "Anxiety")]) {
            let item = learning(
                &format!("Lesson {n}"),
                category,
                "https://youtu.be/XiCrniLQGYc",
            );
            let r = app
                .post("/api/custom/v1/learninghub", Some(&admin), item)
                .await;
            assert_eq!(r.status, 201, "{:?}", r.body);
        }
        let filter = |current: &str| {
            let link = |href: &str, name: &str| {
                let marked = if name == current {
                    " aria-current=\"true\""
                } else {
                    ""
                };
                format!("<a class=\"filter-link\" href=\"{href}\"{marked}>{name}</a>")
            };
            format!(
                "<div data-slot=\"learning-filters\" data-filled=\"\"><nav class=\"filter-links\" aria-label=\"Filter by category\">{}{}{}</nav></div>",
                link("/learning", "All"),
                link("/learning?category=Anxiety", "Anxiety"),
                link("/learning?category=Well_being", "Well being"),
            )
        };

        // The first page of everything: All current, two pages of 15.
        let body = get("/learning".into()).await;
        assert!(body.contains(&filter("All")), "{body}");
        assert!(
            body.contains(
                "<div data-slot=\"list-pager\" data-filled=\"\"><nav class=\"page-links\" aria-label=\"Pages\">\
                 <a class=\"page-link\" href=\"/learning\" aria-label=\"Page 1, current page\" aria-current=\"page\">1</a>\
                 <a class=\"page-link\" href=\"/learning?page=2\" aria-label=\"Go to page 2\">2</a>\
                 <a class=\"page-link\" href=\"/learning?page=2\" aria-label=\"Go to the next page\" rel=\"next\">›</a></nav></div>"
            ),
            "{body}"
        );

        // One category, in any case, on its second page: drawn by the server, links keeping the category.
        let body = get("/learning?category=well_being&page=2".into()).await;
        assert!(body.contains(&filter("Well being")), "{body}");
        assert!(
            body.contains(
                "<a class=\"page-link\" href=\"/learning?category=well_being\" aria-label=\"Go to the previous page\" rel=\"prev\">‹</a>"
            ) && body.contains(
                "<a class=\"page-link\" href=\"/learning?category=well_being&amp;page=2\" aria-label=\"Page 2, current page\" aria-current=\"page\">2</a></nav>"
            ),
            "{body}"
        );
        // Its page lists the lessons of that page only, for a reader without the app.
        assert!(
            body.contains(">Lesson 1</a>") && !body.contains(">Lesson 2</a>"),
            "{body}"
        );

        // A category that fits on one page has no pages.
        let body = get("/learning?category=Anxiety".into()).await;
        assert!(body.contains(&filter("Anxiety")), "{body}");
        assert!(
            body.contains("<div data-slot=\"list-pager\"></div>"),
            "{body}"
        );

        // An address with anything else is the app's: the placeholders stay.
        let body = get("/learning?utm_source=x".into()).await;
        assert!(
            body.contains("<div data-slot=\"learning-filters\"><nav class=\"filter-links\">")
                && body.contains("<div data-slot=\"list-pager\"></div>"),
            "{body}"
        );
    }
}

/// The build's counsellor pages: the list with its cards' and pages' slots, a profile's shell,
/// the home page's section, and the words of `page-cases.json` (as the build takes them from its
/// catalogs).
fn with_counsellor_pages(dist: &TempDir) {
    let copy = |markup: &str| {
        format!(
            "<style nonce=\"__MON_CSP_NONCE__\"></style>\n<!--mon:root-->\n<main>{markup}</main>"
        )
    };
    let loading = "<div aria-busy=\"true\">Loading…</div>";
    for lang in ["en", "bn"] {
        let prerender = dist.0.join("prerender").join(lang);
        std::fs::write(
            prerender.join("counsellors.html"),
            copy(&format!("<h1>Our counsellors</h1><div data-slot=\"counsellor-cards\">{loading}</div><div data-slot=\"list-pager\"></div>")),
        )
        .unwrap();
        std::fs::create_dir_all(prerender.join("counsellors/:name")).unwrap();
        std::fs::write(
            prerender.join("counsellors/:name/:id.html"),
            copy(&format!(
                "<div data-slot=\"counsellor-profile\">{loading}</div>"
            )),
        )
        .unwrap();
        std::fs::write(
            prerender.join("index.html"),
            copy(&format!("<h1>A kind place</h1><h2>Our psychologists</h2><div data-slot=\"home-counsellors\">{loading}</div>\
                <div data-slot=\"home-counsellors-more\"><a href=\"/counsellors\">See all counsellors</a></div>")),
        )
        .unwrap();
    }
    let cases: serde_json::Value =
        serde_json::from_str(include_str!("../../../http/src/site/page-cases.json")).unwrap();
    let path = dist.0.join("routes.json");
    let mut manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    manifest["counsellorTexts"] = cases["counsellors"]["texts"].clone();
    let routes = manifest["routes"].as_array_mut().unwrap();
    routes.push(
        json!({"path": "/counsellors", "access": "indexed", "fill": "counsellors",
        "title": {"en": "Our counsellors", "bn": "আমাদের কাউন্সেলর"},
        "description": {"en": "The people who give care.", "bn": "যাঁরা যত্ন দেন।"}}),
    );
    routes
        .push(json!({"path": "/counsellors/:name/:id", "access": "indexed", "fill": "counsellor"}));
    std::fs::write(path, manifest.to_string()).unwrap();
}

#[tokio::test]
async fn published_counsellors_arrive_drawn_in_their_pages_and_the_home_page_and_are_in_the_sitemap()
 {
    let dist = prerendered_web_app();
    with_counsellor_pages(&dist);
    for app in spawn_apps(serving(&dist)).await {
        let get = |path: String, lang: &'static str| {
            let req = reqwest::Client::builder()
                .redirect(Policy::none())
                .build()
                .unwrap()
                .get(format!("{}{path}", app.address))
                .header("accept-language", lang);
            async move {
                let r = req.send().await.unwrap();
                (r.status().as_u16(), r.text().await.unwrap())
            }
        };
        // None published: the placeholders stay, the app shows its empty state.
        let (_, html) = get("/counsellors".into(), "en").await;
        assert!(
            html.contains("<div data-slot=\"counsellor-cards\"><div aria-busy"),
            "{html}"
        );
        let (_, home) = get("/".into(), "en").await;
        assert!(
            home.contains("<div data-slot=\"home-counsellors\"><div aria-busy"),
            "{home}"
        );
        // Nor a link to all of them, as the app draws it when it finds none.
        assert!(
            home.contains("<div data-slot=\"home-counsellors-more\" data-filled=\"\"></div>"),
            "{home}"
        );

        let admin = app.admin_token().await;
        let id = crate::counsellors::bookable_counsellor(&app, &admin).await;
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
                json!({"name_en": "Nusrat <Jahan>", "name_bn": "নুসরাত জাহান", "fee_bdt": 800,
                       "languages": ["bn", "en"], "modes": ["video"], "bio_en": "I listen first.\n\nThen we plan."}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let href = format!("/counsellors/nusrat-%3Cjahan%3E/{id}");

        // The list: the card with its link, its facts and its next free time, in the HTML.
        let (status, html) = get("/counsellors".into(), "en").await;
        assert_eq!(status, 200);
        let body = html.split_once("</head>").unwrap().1;
        assert!(body.contains("<div data-slot=\"counsellor-cards\" data-filled=\"\"><ul class=\"counsellor-cards\"><li class=\"counsellor-card\">"), "{body}");
        assert!(
            body.contains(&format!(
                "<h2 class=\"counsellor-name\"><a href=\"{href}\">Nusrat &lt;Jahan&gt;</a></h2>"
            )),
            "{body}"
        );
        assert!(
            body.contains("Bangla, English · Video · ৳800 a session"),
            "{body}"
        );
        assert!(
            body.contains("<p class=\"counsellor-next\">Next free time: "),
            "{body}"
        );
        // In Bangla: the Bangla name and digits.
        let (_, html) = get("/counsellors".into(), "bn").await;
        assert!(html.contains("নুসরাত জাহান"), "{html}");
        assert!(html.contains("সেশনপ্রতি ৳৮০০"), "{html}");

        // The home page's section: the same card under an h3.
        let (_, home) = get("/".into(), "en").await;
        assert!(home.contains("<div data-slot=\"home-counsellors\" data-filled=\"\"><ul class=\"counsellor-cards\">"), "{home}");
        assert!(home.contains("<h3 class=\"counsellor-name\">"), "{home}");
        assert!(
            home.contains("<div data-slot=\"home-counsellors-more\"><a href=\"/counsellors\">See all counsellors</a>"),
            "{home}"
        );

        // The profile: whole in the page, with its head; the canonical address has the English
        // name, whatever the address's name and the page's language.
        let (status, html) = get(format!("/counsellors/any-name/{id}"), "bn").await;
        assert_eq!(status, 200, "{html}");
        let (head, body) = html.split_once("</head>").unwrap();
        assert!(head.contains("<title>নুসরাত জাহান | মন</title>"), "{head}");
        assert!(
            head.contains(&format!(
                "<link rel=\"canonical\" href=\"http://mon.test{href}\" />"
            )),
            "{head}"
        );
        assert!(body.contains("<div data-slot=\"counsellor-profile\" data-filled=\"\"><article class=\"counsellor-profile\">"), "{body}");
        assert!(
            body.contains("<h1 class=\"counsellor-name\">নুসরাত জাহান</h1>"),
            "{body}"
        );
        assert!(
            body.contains(&format!(
                "<a class=\"counsellor-book\" href=\"/login?next=%2Fappointment%3Fcounsellor%3D{id}\">সেশন বুক করুন</a>"
            )),
            "{body}"
        );
        let (_, html) = get(href.clone(), "en").await;
        assert!(
            html.contains(
                "<div class=\"counsellor-bio\"><p>I listen first.</p><p>Then we plan.</p></div>"
            ),
            "{html}"
        );

        // An unknown or unpublished counsellor is a missing page.
        assert_eq!(
            get(format!("/counsellors/x/{}", id + 1000), "en").await.0,
            404
        );
        assert_eq!(get("/counsellors/x/0".into(), "en").await.0, 404);
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
                json!({"published": false}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        assert_eq!(get(href.clone(), "en").await.0, 404);
        let r = app
            .post(
                &format!("/api/custom/v1/admin/counsellors/{id}"),
                Some(&admin),
                json!({"published": true}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);

        // The sitemap lists the list page and the profile, never the pattern.
        let (_, xml) = get("/sitemap.xml".into(), "en").await;
        assert!(
            xml.contains("<loc>http://mon.test/counsellors</loc>"),
            "{xml}"
        );
        assert!(
            xml.contains(&format!("<loc>http://mon.test{href}</loc>")),
            "{xml}"
        );
        assert!(!xml.contains(":name"), "{xml}");
    }
}
