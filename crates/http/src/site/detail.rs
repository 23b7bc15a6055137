//! A story, blog post or learning item's page in its HTML: the build's template of the web app's
//! own page (`frontend/scripts/prerender.mjs`: the page rendered with a placeholder item whose
//! every field is a word), filled here with the item, so the page arrives with its title, picture,
//! lead and body. The app starts with the same item in its cache (the page's `mon-item` script,
//! `frontend/src/app/served-item.ts`) and takes the markup over as it is.

use chrono::{DateTime, SecondsFormat, Utc};
use chrono_tz::Tz;
use serde::Deserialize;

use super::cards::{DateFormat, substitute};
use super::manifest::{escape, percent_encode};

/// The build's `prerender/<lang>/details/<kind>.json`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DetailTemplate {
    /// The prerendered page: its style tags, the split, the markup of `#root`.
    page: String,
    /// The lead's element and the body's, each holding only its placeholder word: left out
    /// when the item's content has no lead (or nothing after it).
    lead: String,
    body: String,
    /// A blog post's "By …" element, left out for a post without an author.
    #[serde(default)]
    meta: Option<String>,
    sentinel: Sentinel,
    date_format: DateFormat,
}

/// The placeholder words of the template's item.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Sentinel {
    title: String,
    /// The title as a part of an address (`encodeURIComponent`), in the share links' text.
    title_uri: String,
    /// The page's absolute address as a part of an address, in the share links.
    share_url: String,
    lead: String,
    body: String,
    picture: String,
    card: String,
    author: String,
    video: String,
    category: String,
    category_label: String,
    date: String,
    date_text: String,
}

/// What the page shows of an item, as the API answers it.
#[derive(Debug, Clone)]
pub struct DetailItem {
    pub title: String,
    /// The content split as the API splits it (`RichText::lead`); the body is sanitised HTML.
    pub lead: String,
    pub body: String,
    /// A story's or post's feature image and its 800 px copy.
    pub picture: Option<String>,
    pub card: Option<String>,
    pub author: Option<String>,
    /// A learning item's video id, category name and the category as the app names it.
    pub video: Option<String>,
    pub category: Option<(String, String)>,
    pub date: DateTime<Utc>,
}

impl DetailTemplate {
    /// The prerendered page (style tags, the split, the markup) drawn with `item`, its share
    /// links to `url` (the page's absolute address), its date on the calendar of `tz`, the
    /// service's time zone. Each placeholder is replaced in one pass: an item's text that holds
    /// a placeholder word is never replaced again.
    pub fn fill(&self, item: &DetailItem, url: &str, tz: Tz) -> String {
        let s = &self.sentinel;
        let mut page = self.page.clone();
        let mut leave_out = |part: &str| page = page.replacen(part, "", 1);
        if item.lead.is_empty() {
            leave_out(&self.lead);
        }
        if item.body.is_empty() {
            leave_out(&self.body);
        }
        if let (Some(meta), None) = (&self.meta, &item.author) {
            leave_out(meta);
        }
        let (category, label) = item.category.clone().unwrap_or_default();
        let words = [
            (s.share_url.clone(), percent_encode(url)),
            (s.title_uri.clone(), percent_encode(&item.title)),
            (s.title.clone(), escape(&item.title)),
            (s.lead.clone(), escape(&item.lead)),
            // Sanitised on the way in: only the allowed tags and attributes are left.
            (s.body.clone(), item.body.clone()),
            (
                s.picture.clone(),
                escape(item.picture.as_deref().unwrap_or_default()),
            ),
            (
                s.card.clone(),
                escape(item.card.as_deref().unwrap_or_default()),
            ),
            (
                s.author.clone(),
                escape(item.author.as_deref().unwrap_or_default()),
            ),
            (
                s.video.clone(),
                escape(&percent_encode(item.video.as_deref().unwrap_or_default())),
            ),
            (s.category.clone(), escape(&form_encode(&category))),
            (s.category_label.clone(), escape(&label)),
            (
                format!("dateTime=\"{}\"", s.date),
                format!("dateTime=\"{}\"", escape(&api_date(item.date))),
            ),
            (
                format!(">{}</time>", s.date_text),
                format!(">{}</time>", escape(&self.date_format.write(item.date, tz))),
            ),
        ];
        substitute(&page, &words)
    }
}

/// A date as the API's answer writes it (the app writes that string into the page).
fn api_date(date: DateTime<Utc>) -> String {
    match serde_json::to_value(date) {
        Ok(serde_json::Value::String(s)) => s,
        _ => date.to_rfc3339_opts(SecondsFormat::AutoSi, true),
    }
}

/// A value as `URLSearchParams` writes it (`application/x-www-form-urlencoded`).
fn form_encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The item (or list) as the API answers it, with which of the app's pages it is for and the
/// item's id, as a `<script type="application/json">` the page carries for the app
/// (`app/served-item.ts`).
pub fn served_item(kind: &str, id: Option<i64>, item_json: &str) -> String {
    let id = id.map(|id| format!(",\"id\":{id}")).unwrap_or_default();
    // `<` only ever stands inside a JSON string, where `\u003c` means the same: nothing in the
    // item can end the script.
    let json = format!("{{\"kind\":\"{kind}\"{id},\"item\":{item_json}}}").replace('<', "\\u003c");
    format!("<script type=\"application/json\" id=\"mon-item\">{json}</script>")
}

#[cfg(test)]
mod tests {
    use super::*;

    const DHAKA: Tz = chrono_tz::Asia::Dhaka;

    /// The build's template, cut down (the shape of `prerender/en/details/blogPost.json`).
    fn template() -> DetailTemplate {
        let page = "<style>.a{}</style>\n<!--mon:root-->\n<article><h1>mon title</h1>\
            <p><time dateTime=\"2001-02-03T04:05:06Z\">3 Feb 2001</time></p><div class=\"m\">By monauthor</div>\
            <img src=\"/monpicture.jpg\" srcSet=\"/moncard.jpg 800w, /monpicture.jpg 2000w\"/>\
            <p data-testid=\"content-lead\">monlead</p><div data-testid=\"content-body\">monbody</div>\
            <a href=\"https://x.com/intent/post?url=https%3A%2F%2Fmon.invalid%2Fblog%2Fmon-title%2F900000000&amp;text=mon%20title\">X</a></article>";
        let json = serde_json::json!({
            "kind": "blogPost",
            "page": page,
            "lead": "<p data-testid=\"content-lead\">monlead</p>",
            "body": "<div data-testid=\"content-body\">monbody</div>",
            "meta": "<div class=\"m\">By monauthor</div>",
            "sentinel": {
                "title": "mon title", "titleUri": "mon%20title",
                "shareUrl": "https%3A%2F%2Fmon.invalid%2Fblog%2Fmon-title%2F900000000",
                "lead": "monlead", "body": "monbody", "picture": "/monpicture.jpg", "card": "/moncard.jpg",
                "author": "monauthor", "video": "monvideo", "category": "moncategory", "categoryLabel": "monlabel",
                "date": "2001-02-03T04:05:06Z", "dateText": "3 Feb 2001", "origin": "https://mon.invalid"
            },
            "dateFormat": {
                "parts": [{"part": "day"}, {"literal": " "}, {"part": "month"}, {"literal": " "}, {"part": "year"}],
                "months": ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sept","Oct","Nov","Dec"],
                "digits": ["0","1","2","3","4","5","6","7","8","9"]
            }
        });
        serde_json::from_value(json).unwrap()
    }

    fn item() -> DetailItem {
        DetailItem {
            title: "Tea & calm <3".into(),
            lead: "Sleep is the base of mood.".into(),
            body: "<p> Keep a <em>steady</em> time.</p>".into(),
            picture: Some("/uploads/a.jpg".into()),
            card: Some("/uploads/a-card.jpg".into()),
            author: Some("Dr. monlead".into()),
            video: None,
            category: None,
            date: "2026-11-20T20:30:00Z".parse().unwrap(),
        }
    }

    const URL: &str = "https://mon.example/blog/tea-&-calm-<3/7";

    #[test]
    fn the_page_holds_the_item_s_own_text_escaped_where_it_stands() {
        let page = template().fill(&item(), URL, DHAKA);
        assert!(page.starts_with("<style>.a{}</style>\n<!--mon:root-->\n"));
        assert!(page.contains("<h1>Tea &amp; calm &lt;3</h1>"), "{page}");
        assert!(page.contains(">Sleep is the base of mood.</p>"));
        assert!(page.contains(
            "<div data-testid=\"content-body\"><p> Keep a <em>steady</em> time.</p></div>"
        ));
        assert!(page.contains(
            "src=\"/uploads/a.jpg\" srcSet=\"/uploads/a-card.jpg 800w, /uploads/a.jpg 2000w\""
        ));
        // An item's text holding a placeholder word is not replaced again.
        assert!(page.contains(">By Dr. monlead</div>"));
        // 02:30 on the 21st in Dhaka.
        assert!(page.contains("<time dateTime=\"2026-11-20T20:30:00Z\">21 Nov 2026</time>"));
        assert!(page.contains(
            "url=https%3A%2F%2Fmon.example%2Fblog%2Ftea-%26-calm-%3C3%2F7&amp;text=Tea%20%26%20calm%20%3C3\""
        ));
        for word in [
            "mon title",
            "monbody",
            "/monpicture.jpg",
            "/moncard.jpg",
            "mon.invalid",
        ] {
            assert!(!page.contains(word), "{word} left in {page}");
        }
    }

    #[test]
    fn a_missing_lead_body_or_author_leaves_its_element_out() {
        let page = template().fill(
            &DetailItem {
                lead: String::new(),
                body: String::new(),
                author: None,
                ..item()
            },
            URL,
            DHAKA,
        );
        assert!(!page.contains("content-lead"), "{page}");
        assert!(!page.contains("content-body"));
        assert!(!page.contains("By "));
        assert!(page.contains("<h1>Tea &amp; calm &lt;3</h1>"));
    }

    #[test]
    fn the_served_item_cannot_end_its_script() {
        let script = served_item(
            "story",
            Some(7),
            r#"{"title":"</script><script>alert(1)</script>"}"#,
        );
        assert_eq!(script.matches("</script>").count(), 1, "{script}");
        assert!(script.ends_with("</script>"));
        let json = script
            .trim_start_matches("<script type=\"application/json\" id=\"mon-item\">")
            .trim_end_matches("</script>");
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(value["item"]["title"], "</script><script>alert(1)</script>");
        assert_eq!(value["kind"], "story");
        assert_eq!(value["id"], 7);
    }

    #[test]
    fn a_category_is_written_as_url_search_params_writes_it() {
        assert_eq!(form_encode("Well_being"), "Well_being");
        assert_eq!(form_encode("Sleep & rest"), "Sleep+%26+rest");
        assert_eq!(form_encode("ঘুম"), "%E0%A6%98%E0%A7%81%E0%A6%AE");
    }
}
