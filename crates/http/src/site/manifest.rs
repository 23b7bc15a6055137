//! Each page of the web app as the server answers it: its status (200, a permanent redirect to
//! the canonical address, or 404 with the app's "Page Not Found!!!" page), its title,
//! description, canonical address and share tags in the HTML, `/sitemap.xml` and `/robots.txt`.
//!
//! The route table is the web app's own (`frontend/src/config/paths.ts`): its build writes it
//! as `routes.json` beside `index.html` (`routes-manifest.ts`), with each route's access and, for
//! the pages search engines may list, their titles and descriptions in English and Bangla.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use mon_domain::Lang;
use mon_domain::content::{ArticleKind, cut_at_word};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use serde::Deserialize;

use super::counsellors::CounsellorTexts;
use super::links::{ContactTexts, ListTexts};

/// One text in both languages, as the build's route table writes it (`{"en": …, "bn": …}`).
pub type Texts = mon_domain::Bilingual;

/// Who a route is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Access {
    /// Listed in the sitemap, with its own title and description.
    Indexed,
    /// Answers 200, but is not listed (a reset form, say).
    Public,
    /// A signed-in area: kept out of search engines.
    Private,
}

/// What a page's HTML holds beside its prerendered copy: the helplines, drawn from the build's
/// template of them (`prerender/<lang>/fill/helplines.json`), or the counsellors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PageFill {
    /// The visible helplines, on the help page ([`super::help`]).
    Helplines,
    /// The published counsellors' cards (`/counsellors`, [`super::counsellors`]).
    Counsellors,
    /// One published counsellor's profile, by the `:id` of the path.
    Counsellor,
}

/// The kind of content item a detail page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ContentKind {
    Story,
    Blog,
    Learning,
}

impl ContentKind {
    /// The article kind of a story or blog page; `None` for the learning hub.
    pub fn article(self) -> Option<ArticleKind> {
        match self {
            ContentKind::Story => Some(ArticleKind::Story),
            ContentKind::Blog => Some(ArticleKind::Post),
            ContentKind::Learning => None,
        }
    }

    /// The web app's name of the item's page (`paths` of frontend/src/config/paths.ts), which
    /// names the build's template of it and the item the page carries (`app/served-item.ts`).
    pub fn page_name(self) -> &'static str {
        match self {
            ContentKind::Story => "story",
            ContentKind::Blog => "blogPost",
            ContentKind::Learning => "learningItem",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Route {
    /// The router's pattern: `/stories/:title/:id`.
    pub path: String,
    pub access: Access,
    pub content: Option<ContentKind>,
    pub redirect: Option<String>,
    /// A list drawn into the page's HTML from the build's template of it.
    #[serde(default)]
    pub fill: Option<PageFill>,
    pub title: Option<Texts>,
    pub description: Option<Texts>,
}

impl Route {
    /// The path before its first parameter: `/stories` of `/stories/:title/:id`.
    pub fn prefix(&self) -> &str {
        self.path.split("/:").next().unwrap_or(&self.path)
    }
}

/// The build's `routes.json`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    pub brand: Texts,
    pub tagline: Texts,
    pub not_found: Texts,
    /// The note for a reader without JavaScript (an older build has none).
    #[serde(default)]
    pub no_script: Option<Texts>,
    /// The words of a list's filter and pages (an older build has none: the app draws them).
    #[serde(default)]
    pub list_texts: Option<ListTexts>,
    /// The words of the contact button's links (an older build has none: the app draws them).
    #[serde(default)]
    pub contact_texts: Option<ContactTexts>,
    /// The words of a counsellor's card and profile (an older build has none: the app draws them).
    #[serde(default)]
    pub counsellor_texts: Option<CounsellorTexts>,
    pub routes: Vec<Route>,
}

/// What a path is, before any content is looked up.
#[derive(Debug, PartialEq)]
pub enum Resolved<'a> {
    Page(&'a Route),
    /// An alias: a permanent redirect here.
    Redirect(&'a str),
    /// A content item's page: the slug as given (decoded) and the id.
    Detail {
        route: &'a Route,
        kind: ContentKind,
        slug: String,
        id: i64,
    },
    /// A counsellor's profile: the id in the path (the name before it is left as it is).
    Profile {
        route: &'a Route,
        id: i64,
    },
    NotFound,
}

impl Manifest {
    /// The route a path belongs to. A fixed segment beats a parameter (`/blog/edit/7` is the
    /// admins' edit page, not a post titled "edit"); segments compare without regard to ASCII
    /// case, as the web app's router does.
    pub fn resolve(&self, path: &str) -> Resolved<'_> {
        let path = match path.trim_end_matches('/') {
            "" | "/index.html" => "/",
            p => p,
        };
        let parts: Vec<&str> = path.split('/').collect();
        let best = self
            .routes
            .iter()
            .filter_map(|route| {
                let pattern: Vec<&str> = route.path.split('/').collect();
                let fits = pattern.len() == parts.len()
                    && pattern.iter().zip(&parts).all(|(s, p)| {
                        (s.starts_with(':') && !p.is_empty()) || s.eq_ignore_ascii_case(p)
                    });
                fits.then(|| {
                    (
                        pattern.iter().filter(|s| !s.starts_with(':')).count(),
                        route,
                    )
                })
            })
            .max_by_key(|(fixed, _)| *fixed)
            .map(|(_, route)| route);
        let Some(route) = best else {
            return Resolved::NotFound;
        };
        if let Some(to) = &route.redirect {
            return Resolved::Redirect(to);
        }
        let pattern: Vec<&str> = route.path.split('/').collect();
        let param = |name: &str| {
            pattern
                .iter()
                .position(|s| *s == name)
                .and_then(|i| parts.get(i))
        };
        let id = param(":id").and_then(|id| id.parse::<i64>().ok().filter(|id| *id > 0));
        if route.fill == Some(PageFill::Counsellor) {
            return id.map_or(Resolved::NotFound, |id| Resolved::Profile { route, id });
        }
        let Some(kind) = route.content else {
            return Resolved::Page(route);
        };
        match (id, param(":title")) {
            (Some(id), Some(slug)) => Resolved::Detail {
                route,
                kind,
                slug: percent_decode(slug),
                id,
            },
            _ => Resolved::NotFound,
        }
    }

    /// A content item's address: `/stories/{slug}/{id}`, with the slug as the web app makes it
    /// (`detail(...).to` in paths.ts).
    pub fn detail_path(&self, route: &Route, title: &str, id: i64) -> String {
        format!(
            "{}/{}/{id}",
            route.prefix(),
            percent_encode(&self.detail_slug(route, title))
        )
    }

    /// `titleSlug` of paths.ts, with a `read-` prefix when a fixed route shares it.
    pub fn detail_slug(&self, route: &Route, title: &str) -> String {
        let prefix = route.prefix();
        let slug = title_slug(title);
        if self.fixed_segments(prefix).contains(slug.as_str()) {
            format!("read-{slug}")
        } else {
            slug
        }
    }

    fn fixed_segments(&self, prefix: &str) -> BTreeSet<&str> {
        self.routes
            .iter()
            .filter_map(|r| r.path.strip_prefix(prefix)?.strip_prefix('/'))
            .filter_map(|rest| rest.split('/').next())
            .filter(|s| !s.is_empty() && !s.starts_with(':'))
            .collect()
    }

    /// Whether a route of the table holds `fill`.
    pub fn has_fill(&self, fill: PageFill) -> bool {
        self.routes.iter().any(|r| r.fill == Some(fill))
    }

    /// The pages listed in the sitemap as they are (not the items' and counsellors' pages, which
    /// are listed one by one).
    pub fn indexed(&self) -> impl Iterator<Item = &Route> {
        self.routes.iter().filter(|r| {
            r.access == Access::Indexed && r.content.is_none() && !r.path.contains("/:")
        })
    }

    /// The detail route of a kind of content.
    pub fn detail_route(&self, kind: ContentKind) -> Option<&Route> {
        self.routes.iter().find(|r| r.content == Some(kind))
    }

    /// `/robots.txt`: the private areas are kept out; the sitemap is named.
    pub fn robots(&self, public_url: &str) -> String {
        let private: BTreeSet<&str> = self
            .routes
            .iter()
            .filter(|r| r.access == Access::Private)
            .map(Route::prefix)
            .collect();
        let mut out = String::from("User-agent: *\nDisallow: /api/\n");
        for path in private {
            let _ = writeln!(out, "Disallow: {path}");
        }
        let _ = write!(out, "Allow: /\n\nSitemap: {public_url}/sitemap.xml\n");
        out
    }
}

/// What goes between the `mon:head` markers of `index.html`.
#[derive(Debug, Default)]
pub struct Head {
    /// The document's title: "Stories | Mon".
    pub title: String,
    /// The title without the site's name, for share previews (which name the site apart).
    pub heading: String,
    pub description: String,
    /// Absolute.
    pub canonical: Option<String>,
    /// Absolute.
    pub image: Option<String>,
    pub article: bool,
    /// Asks search engines not to list the page (private, utility and missing pages).
    pub noindex: bool,
    /// A list page's first picture, as the app's card names it: fetched at once, with the app,
    /// instead of after the app has drawn the card (it is the largest thing a phone shows).
    pub first_picture: Option<String>,
}

impl Head {
    pub fn html(&self, lang: Lang, brand: &str) -> String {
        let e = escape;
        let mut out = format!(
            "<title>{}</title>\n    <meta name=\"description\" content=\"{}\" />",
            e(&self.title),
            e(&self.description)
        );
        let mut tag = |line: String| {
            out.push_str("\n    ");
            out.push_str(&line);
        };
        if self.noindex {
            tag("<meta name=\"robots\" content=\"noindex\" />".into());
            return out;
        }
        if let Some(src) = &self.first_picture {
            tag(format!(
                "<link rel=\"preload\" as=\"image\" href=\"{}\" fetchpriority=\"high\" />",
                e(src)
            ));
        }
        if let Some(url) = &self.canonical {
            tag(format!("<link rel=\"canonical\" href=\"{}\" />", e(url)));
            tag(format!(
                "<meta property=\"og:url\" content=\"{}\" />",
                e(url)
            ));
        }
        let locale = match lang {
            Lang::En => "en_GB",
            Lang::Bn => "bn_BD",
        };
        let kind = if self.article { "article" } else { "website" };
        tag(format!(
            "<meta property=\"og:site_name\" content=\"{}\" />",
            e(brand)
        ));
        tag(format!("<meta property=\"og:type\" content=\"{kind}\" />"));
        tag(format!(
            "<meta property=\"og:locale\" content=\"{locale}\" />"
        ));
        tag(format!(
            "<meta property=\"og:title\" content=\"{}\" />",
            e(&self.heading)
        ));
        tag(format!(
            "<meta property=\"og:description\" content=\"{}\" />",
            e(&self.description)
        ));
        let card = if self.image.is_some() {
            "summary_large_image"
        } else {
            "summary"
        };
        tag(format!("<meta name=\"twitter:card\" content=\"{card}\" />"));
        tag(format!(
            "<meta name=\"twitter:title\" content=\"{}\" />",
            e(&self.heading)
        ));
        tag(format!(
            "<meta name=\"twitter:description\" content=\"{}\" />",
            e(&self.description)
        ));
        if let Some(image) = &self.image {
            tag(format!(
                "<meta property=\"og:image\" content=\"{}\" />",
                e(image)
            ));
            tag(format!(
                "<meta name=\"twitter:image\" content=\"{}\" />",
                e(image)
            ));
        }
        out
    }
}

/// `index.html` with `head` between its `mon:head` markers, and on `<html>` the page's language
/// and the service's time zone (`MON_TIMEZONE`): the app writes dates on the service's calendar,
/// as the server wrote them into the page, whatever the browser's own zone (lib/service-day.ts).
/// A page without the markers (an older build) keeps its head.
pub fn with_head(index: &str, head: &str, lang: Lang, time_zone: &str) -> String {
    const START: &str = "<!-- mon:head";
    const END: &str = "<!-- /mon:head -->";
    let html = index.replacen(
        "<html lang=\"en\">",
        &format!(
            "<html lang=\"{}\" data-time-zone=\"{}\">",
            lang.tag(),
            escape(time_zone)
        ),
        1,
    );
    match (html.find(START), html.find(END)) {
        (Some(start), Some(end)) if start < end => {
            format!("{}{head}{}", &html[..start], &html[end + END.len()..])
        }
        _ => html,
    }
}

/// `index.html` with `readable`, the page's content as plain HTML, in its `<noscript>`: what a
/// reader without JavaScript, a crawler or `curl` reads. With JavaScript on, the browser shows
/// none of it, so the app's first paint does not change. Nothing to add leaves the page as it is.
pub fn with_readable(index: &str, readable: &str) -> String {
    if readable.is_empty() {
        return index.to_owned();
    }
    if let Some(at) = index.find("<noscript>") {
        let at = at + "<noscript>".len();
        return format!("{}<main>{readable}</main>{}", &index[..at], &index[at..]);
    }
    match index.find("<body>") {
        Some(at) => {
            let at = at + "<body>".len();
            format!(
                "{}<noscript><main>{readable}</main></noscript>{}",
                &index[..at],
                &index[at..]
            )
        }
        None => index.to_owned(),
    }
}

/// `index.html` with `note` between its `mon:noscript` markers (the note for a reader without
/// JavaScript, in the page's language). A page without the markers keeps its note.
pub fn with_no_script_note(index: &str, note: &str) -> String {
    const START: &str = "<!-- mon:noscript";
    const END: &str = "<!-- /mon:noscript -->";
    match (index.find(START), index.find(END)) {
        (Some(start), Some(end)) if start < end => {
            format!(
                "{}{}{}",
                &index[..start],
                escape(note),
                &index[end + END.len()..]
            )
        }
        _ => index.to_owned(),
    }
}

/// Where a prerendered page's style tags end and its markup begins (frontend/scripts/prerender.mjs).
pub(crate) const PRERENDER_SPLIT: &str = "\n<!--mon:root-->\n";

/// `index.html` with a prerendered page (the build's `prerender/<lang>/<page>.html`): its style
/// tags at the end of `<head>` and its markup in `#root`, marked `data-prerendered` so the app
/// takes the markup over instead of drawing it again. A copy that is not one the build wrote, or
/// a page without an empty `#root`, leaves the page as it is.
pub fn with_prerendered(index: &str, prerendered: &str) -> String {
    const ROOT: &str = "<div id=\"root\"></div>";
    let Some((styles, markup)) = prerendered.split_once(PRERENDER_SPLIT) else {
        return index.to_owned();
    };
    let (Some(root), Some(head_end)) = (index.find(ROOT), index.find("</head>")) else {
        return index.to_owned();
    };
    if head_end > root {
        return index.to_owned();
    }
    format!(
        "{}{styles}{}<div id=\"root\" data-prerendered>{markup}</div>{}",
        &index[..head_end],
        &index[head_end..root],
        &index[root + ROOT.len()..]
    )
}

/// `index.html` with `script` (the item a content page carries for the app) at the end of its
/// body, outside `#root`: the markup the app takes over stays the page's own.
pub fn with_served_item(index: &str, script: &str) -> String {
    match index.rfind("</body>") {
        Some(at) => format!("{}{script}{}", &index[..at], &index[at..]),
        None => index.to_owned(),
    }
}

/// The prerendered copy of a route (`/` is `index`), under the build's `prerender` folder.
pub fn prerendered_file(lang: Lang, route_path: &str) -> String {
    let name = if route_path == "/" {
        "/index"
    } else {
        route_path
    };
    format!("prerender/{}{name}.html", lang.tag())
}

/// The prerendered 'Page Not Found!!!' page.
pub fn prerendered_not_found(lang: Lang) -> String {
    format!("prerender/{}/404.html", lang.tag())
}

/// `titleSlug` of paths.ts: trimmed, lower case, runs of white space and `/?#%` one dash, no
/// dash at either end; `item` when nothing is left.
pub fn title_slug(title: &str) -> String {
    let mut slug = String::new();
    for c in title.trim().to_lowercase().chars() {
        if c.is_whitespace() || matches!(c, '/' | '?' | '#' | '%' | '-') {
            if !slug.ends_with('-') {
                slug.push('-');
            }
        } else {
            slug.push(c);
        }
    }
    let slug = slug.trim_matches('-');
    if slug.is_empty() {
        "item".into()
    } else {
        slug.into()
    }
}

/// What `encodeURIComponent` leaves as it is: letters, digits and `-_.!~*'()`.
const URI_COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// `encodeURIComponent`.
pub fn percent_encode(s: &str) -> String {
    utf8_percent_encode(s, URI_COMPONENT).to_string()
}

fn percent_decode(s: &str) -> String {
    percent_decode_str(s).decode_utf8_lossy().into_owned()
}

/// Text safe inside an element or a double-quoted attribute.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A page's description: at most 200 characters, cut at a word.
pub fn short(text: &str) -> String {
    cut_at_word(text, 200)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_become_the_slugs_the_web_app_writes() {
        let cases = super::super::page_cases();
        let slugs = cases["slugs"].as_array().expect("slugs");
        assert!(!slugs.is_empty());
        for case in slugs {
            assert_eq!(
                title_slug(case["title"].as_str().unwrap()),
                case["slug"].as_str().unwrap(),
                "{}",
                case["about"]
            );
        }
    }

    fn manifest() -> Manifest {
        serde_json::from_value(serde_json::json!({
            "brand": {"en": "Mon", "bn": "মন"},
            "tagline": {"en": "Mental health", "bn": "মানসিক স্বাস্থ্য"},
            "notFound": {"en": "Page Not Found!!!", "bn": "পেজটি খুঁজে পাওয়া যায়নি!!!"},
            "routes": [
                {"path": "/", "access": "indexed", "title": {"en": "Home", "bn": "হোম"}, "description": {"en": "d", "bn": "দ"}},
                {"path": "/blog", "access": "indexed", "title": {"en": "Blog", "bn": "ব্লগ"}, "description": {"en": "d", "bn": "দ"}},
                {"path": "/blog/:title/:id", "access": "indexed", "content": "blog"},
                {"path": "/blog/add-blog", "access": "private"},
                {"path": "/blog/edit/:id", "access": "private"},
                {"path": "/learning-hub", "access": "public", "redirect": "/learning"},
                {"path": "/forgot-password", "access": "public"}
            ]
        }))
        .unwrap()
    }

    #[test]
    fn a_path_resolves_to_its_route_and_a_fixed_segment_beats_a_parameter() {
        let m = manifest();
        assert!(matches!(m.resolve("/"), Resolved::Page(r) if r.path == "/"));
        assert!(matches!(m.resolve("/index.html"), Resolved::Page(r) if r.path == "/"));
        assert!(matches!(m.resolve("/Blog/"), Resolved::Page(r) if r.path == "/blog"));
        assert!(
            matches!(m.resolve("/blog/edit/7"), Resolved::Page(r) if r.path == "/blog/edit/:id")
        );
        assert_eq!(m.resolve("/learning-hub"), Resolved::Redirect("/learning"));
        match m.resolve("/blog/%E0%A6%98%E0%A7%81%E0%A6%AE-sleep/12") {
            Resolved::Detail { kind, slug, id, .. } => {
                assert_eq!(
                    (kind, slug.as_str(), id),
                    (ContentKind::Blog, "ঘুম-sleep", 12)
                );
            }
            other => panic!("{other:?}"),
        }
        for missing in [
            "/nope",
            "/blog/x/abc",
            "/blog/x/0",
            "/blog/x/-3",
            "/blog/x/1/more",
            "/blog//1",
        ] {
            assert_eq!(m.resolve(missing), Resolved::NotFound, "{missing}");
        }
    }

    #[test]
    fn slugs_match_the_web_app_and_never_name_a_fixed_route() {
        assert_eq!(
            title_slug("  Five Small Habits  for sleep? "),
            "five-small-habits-for-sleep"
        );
        assert_eq!(title_slug("50% / 100# -- done"), "50-100-done");
        assert_eq!(title_slug("ঘুমের অভ্যাস"), "ঘুমের-অভ্যাস");
        assert_eq!(title_slug(" ?/# "), "item");
        let m = manifest();
        let route = m.detail_route(ContentKind::Blog).unwrap();
        assert_eq!(m.detail_path(route, "Edit", 3), "/blog/read-edit/3");
        assert_eq!(m.detail_path(route, "Add Blog", 4), "/blog/read-add-blog/4");
        assert_eq!(m.detail_path(route, "Editing", 5), "/blog/editing/5");
        assert_eq!(
            m.detail_path(route, "ঘুম ও মন", 6),
            "/blog/%E0%A6%98%E0%A7%81%E0%A6%AE-%E0%A6%93-%E0%A6%AE%E0%A6%A8/6"
        );
    }

    #[test]
    fn robots_keep_private_areas_out_and_name_the_sitemap() {
        let robots = manifest().robots("https://mon.example");
        assert!(robots.contains("Disallow: /blog/add-blog\n"), "{robots}");
        assert!(robots.contains("Disallow: /blog/edit\n"), "{robots}");
        assert!(robots.contains("Disallow: /api/\n"), "{robots}");
        assert!(!robots.contains("Disallow: /blog\n"), "{robots}");
        assert!(
            robots.ends_with("Sitemap: https://mon.example/sitemap.xml\n"),
            "{robots}"
        );
    }

    #[test]
    fn the_head_is_escaped_and_goes_between_the_markers() {
        let head = Head {
            title: "Tom & \"Jerry\" <script> | Mon".into(),
            heading: "Tom & \"Jerry\" <script>".into(),
            description: "It's fine".into(),
            canonical: Some("https://mon.example/blog/tom/1".into()),
            image: Some("https://mon.example/api/custom/v1/images/a.webp".into()),
            article: true,
            noindex: false,
            first_picture: Some("/uploads/a\"b-card.jpg".into()),
        }
        .html(Lang::Bn, "মন");
        assert!(
            head.contains(
                "<link rel=\"preload\" as=\"image\" href=\"/uploads/a&quot;b-card.jpg\" fetchpriority=\"high\" />"
            ),
            "{head}"
        );
        assert!(
            head.contains("<title>Tom &amp; &quot;Jerry&quot; &lt;script&gt; | Mon</title>"),
            "{head}"
        );
        assert!(head.contains("content=\"It&#39;s fine\""), "{head}");
        assert!(
            head.contains(
                "<meta property=\"og:title\" content=\"Tom &amp; &quot;Jerry&quot; &lt;script&gt;\" />"
            ),
            "{head}"
        );
        assert!(head.contains("<meta property=\"og:type\" content=\"article\" />"));
        assert!(head.contains("<meta property=\"og:locale\" content=\"bn_BD\" />"));
        assert!(head.contains("<meta name=\"twitter:card\" content=\"summary_large_image\" />"));
        let index = "<html lang=\"en\"><head><!-- mon:head: x -->\n<title>Old</title>\n<!-- /mon:head --></head>";
        let page = with_head(index, &head, Lang::Bn, "Asia/Dhaka");
        assert!(
            page.starts_with("<html lang=\"bn\" data-time-zone=\"Asia/Dhaka\">"),
            "{page}"
        );
        assert!(!page.contains("Old") && page.contains("og:image"), "{page}");
        let hidden = Head {
            title: "Log in".into(),
            noindex: true,
            ..Head::default()
        }
        .html(Lang::En, "Mon");
        assert!(
            hidden.contains("noindex") && !hidden.contains("og:"),
            "{hidden}"
        );
    }

    #[test]
    fn the_no_script_note_is_put_between_its_markers() {
        let index =
            "<noscript><p><!-- mon:noscript: here -->Old note<!-- /mon:noscript --></p></noscript>";
        assert_eq!(
            with_no_script_note(index, "Turn <it> on"),
            "<noscript><p>Turn &lt;it&gt; on</p></noscript>"
        );
        assert_eq!(
            with_no_script_note("<noscript>x</noscript>", "y"),
            "<noscript>x</noscript>"
        );
    }

    #[test]
    fn a_prerendered_page_fills_root_and_head() {
        let index = "<html><head><title>Mon</title></head><body><noscript>x</noscript><div id=\"root\"></div><script src=\"/a.js\"></script></body></html>";
        let copy = "<style data-emotion=\"mui a\">.a{}</style>\n<!--mon:root-->\n<main><h1>FAQ</h1></main>";
        let page = with_prerendered(index, copy);
        assert_eq!(
            page,
            "<html><head><title>Mon</title><style data-emotion=\"mui a\">.a{}</style></head><body><noscript>x</noscript><div id=\"root\" data-prerendered><main><h1>FAQ</h1></main></div><script src=\"/a.js\"></script></body></html>"
        );
        // Not a copy the build wrote, or a root already filled: the page is left as it is.
        assert_eq!(with_prerendered(index, "<main>no marker</main>"), index);
        assert_eq!(with_prerendered(&page, copy), page);
        assert_eq!(prerendered_file(Lang::Bn, "/"), "prerender/bn/index.html");
        assert_eq!(
            prerendered_file(Lang::En, "/stories/:title/:id"),
            "prerender/en/stories/:title/:id.html"
        );
    }

    #[test]
    fn a_long_description_is_cut_at_a_word() {
        let text = "word ".repeat(100);
        let cut = short(&text);
        assert!(
            cut.chars().count() <= 200 && cut.ends_with("word…"),
            "{cut}"
        );
        assert_eq!(short(" two\n lines "), "two lines");
    }
}
