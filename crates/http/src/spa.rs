//! Serves the built web app: files from the static folder with cache headers,
//! and `index.html` for every other non-API path so client routes survive a reload.

use std::fmt::Write as _;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use actix_files::NamedFile;
use actix_web::http::StatusCode;
use actix_web::http::header::ContentEncoding;
use actix_web::http::header::{self, CacheControl, CacheDirective, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::de::DeserializeOwned;

use mon_application::Content;
use mon_application::ContentError;
use mon_application::Safety;
use mon_domain::Lang;
use mon_domain::content::ArticleKind;

use crate::build_files::{BuildFileError, BuildFiles};
use crate::detail_page::{DetailItem, DetailTemplate, served_item};
use crate::error::ApiError;
use crate::extract::request_lang;
use crate::fill::{Card, CardTemplate};
use crate::help_page::{HelpTemplate, tel_uri};
use crate::messages::HttpMsg;
use crate::middleware::{SERVICE_WORKER_CSP, web_app_csp};
use crate::pages::{
    Access, ContentKind, Head, Manifest, PageFill, Resolved, escape, prerendered_file,
    prerendered_not_found, short, with_head, with_no_script_note, with_prerendered, with_readable,
    with_served_item,
};
use crate::routes::content::dto::{
    ArticleResponse, ArticleSummary, LearningDetail, LearningResponse,
};
use crate::routes::safety::dto::{HelplineList, HelplineResponse};
use crate::state::HttpSettings;

/// The placeholder the web app's build leaves in `index.html` (Vite's
/// `html.cspNonce`); each response replaces it with a fresh nonce.
pub const NONCE_PLACEHOLDER: &str = "__MON_CSP_NONCE__";

/// The API's documented paths and their methods, to tell "no such path" (404)
/// from "no such method on this path" (405).
pub struct KnownRoutes(Vec<(Vec<String>, Vec<String>)>);

impl KnownRoutes {
    pub fn from_openapi(api: &utoipa::openapi::OpenApi) -> Self {
        let doc = serde_json::to_value(api).unwrap_or_default();
        let routes = doc["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .iter()
                    .map(|(template, item)| {
                        let segments = template.split('/').map(str::to_owned).collect();
                        let methods = item
                            .as_object()
                            .map(|m| {
                                m.keys()
                                    .filter(|k| is_method(k))
                                    .map(|k| k.to_uppercase())
                                    .collect()
                            })
                            .unwrap_or_default();
                        (segments, methods)
                    })
                    .collect()
            })
            .unwrap_or_default();
        KnownRoutes(routes)
    }

    /// The methods a documented path allows, if `path` is one.
    pub fn allowed(&self, path: &str) -> Option<&[String]> {
        let parts: Vec<&str> = path.split('/').collect();
        self.0
            .iter()
            .find(|(segments, _)| {
                segments.len() == parts.len()
                    && segments.iter().zip(&parts).all(|(s, p)| {
                        (s.starts_with('{') && s.ends_with('}') && !p.is_empty()) || s == p
                    })
            })
            .map(|(_, methods)| methods.as_slice())
    }
}

fn is_method(k: &str) -> bool {
    matches!(
        k,
        "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace"
    )
}

/// The default service: JSON 404 or 405 under `/api`, the web app elsewhere: a file of the
/// build, `/robots.txt` and `/sitemap.xml`, or a page with its status and head (see [`crate::pages`]).
pub async fn fallback(
    req: HttpRequest,
    settings: web::Data<HttpSettings>,
    known: web::Data<KnownRoutes>,
    files: web::Data<BuildFiles>,
    content: Option<web::Data<Content>>,
    safety: Option<web::Data<Safety>>,
) -> HttpResponse {
    let path = req.path();
    if path == "/api" || path.starts_with("/api/") {
        let lang = request_lang(&req);
        if let Some(methods) = known.allowed(path) {
            let e = ApiError {
                allow: Some(methods.join(", ").into()),
                ..ApiError::new(
                    crate::error::TransportCode::MethodNotAllowed,
                    HttpMsg::MethodNotAllowed,
                )
            };
            return e.to_response(lang);
        }
        return ApiError::not_found().to_response(lang);
    }
    let Some(dir) = settings.static_dir.as_deref() else {
        return not_built();
    };
    if path != "/index.html"
        && let Some(file) = safe_join(dir, path).filter(|p| p.is_file())
    {
        let immutable = path.starts_with("/assets/");
        let mut res = serve(&req, &file, immutable);
        if path == "/sw.js" {
            // A worker runs under its script's policy: it must reach this origin to keep pages.
            res.headers_mut().insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(SERVICE_WORKER_CSP),
            );
        }
        return res;
    }
    let html = match tokio::fs::read_to_string(dir.join("index.html")).await {
        Ok(html) => html,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return not_built(),
        Err(e) => {
            tracing::error!(error = %e, "web app page unreadable");
            return HttpResponse::InternalServerError().finish();
        }
    };
    // The route table of the build; without it (an older build) every path is the app.
    let build = Build { dir, files: &files };
    let Some(manifest) = build.json::<Manifest>("routes.json").await else {
        return page(StatusCode::OK, html);
    };
    let lang = page_lang(&req);
    let base = settings.public_url.as_str();
    match path {
        "/robots.txt" => {
            return HttpResponse::Ok()
                .content_type("text/plain; charset=utf-8")
                .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
                .body(manifest.robots(base));
        }
        "/sitemap.xml" => return sitemap(&manifest, base, content.as_deref().map(|c| &**c)).await,
        _ => {}
    }
    let brand = manifest.brand.get(lang);
    let titled = |title: &str| format!("{title} | {brand}");
    // What a reader without JavaScript (and a crawler) reads, in the page's `<noscript>`; a
    // static page's heading only when the page is not prerendered (then its markup holds it).
    let mut readable = String::new();
    let mut heading = String::new();
    // The build's prerendered copy of the page, if it made one (frontend/src/entry-server.tsx).
    let mut prerendered = None;
    let mut first_picture = None;
    // A list page's slots and the cards to fill them with ([`crate::fill`]).
    let mut fill: Vec<(&str, Vec<Card>)> = Vec::new();
    // A content item's page: the item, and the page's absolute address for its share links
    // ([`crate::detail_page`]).
    let mut drawn: Option<(ContentKind, i64, String, Item)> = None;
    // The help page: the helplines to draw it with ([`crate::help_page`]).
    let mut helplines: Option<HelplineList> = None;
    let (status, head) = match manifest.resolve(path) {
        Resolved::Redirect(to) => return moved(&req, to),
        Resolved::Page(route) => {
            if let (Some(title), Some(description), Access::Indexed) =
                (&route.title, &route.description, route.access)
            {
                prerendered = Some(prerendered_file(lang, &route.path));
                let _ = write!(
                    heading,
                    "<h1>{}</h1><p>{}</p>",
                    escape(title.get(lang)),
                    escape(description.get(lang))
                );
                if let Some(content) = content.as_deref().map(|c| &**c) {
                    let newest = newest_items(content, &manifest, &route.path).await;
                    // The first page's first picture and cards, in the HTML: not for another
                    // page of the list, nor for a visitor saving data (the app draws the cards
                    // without pictures).
                    if !saves_data(&req) && req.query_string().is_empty() {
                        first_picture = newest.first_picture;
                        fill = newest.slots;
                    }
                    readable = newest.html;
                }
                if route.fill == Some(PageFill::Helplines)
                    && let Some(safety) = safety.as_deref()
                {
                    match safety.helplines(lang).await {
                        Ok(list) => {
                            let items: Vec<HelplineResponse> =
                                list.into_iter().map(Into::into).collect();
                            readable = helplines_readable(&items);
                            helplines = Some(HelplineList { items });
                        }
                        // The app shows its own error; the page itself still arrives.
                        Err(e) => tracing::error!(error = %e, "helplines for a page unreadable"),
                    }
                }
            }
            let head = match (&route.title, &route.description) {
                (Some(title), Some(description)) if route.access == Access::Indexed => Head {
                    title: if route.path == "/" {
                        format!("{brand}: {}", title.get(lang))
                    } else {
                        titled(title.get(lang))
                    },
                    heading: title.get(lang).to_owned(),
                    description: description.get(lang).to_owned(),
                    canonical: Some(format!("{base}{}", route.path)),
                    first_picture,
                    ..Head::default()
                },
                _ => Head {
                    title: format!("{brand}: {}", manifest.tagline.get(lang)),
                    noindex: true,
                    ..Head::default()
                },
            };
            (StatusCode::OK, head)
        }
        Resolved::Detail {
            route,
            kind,
            slug,
            id,
        } => {
            let Some(content) = content.as_deref().map(|c| &**c) else {
                return page(StatusCode::OK, html);
            };
            match detail(content, kind, id).await {
                Ok(Some(item)) => {
                    let canonical = manifest.detail_path(route, &item.shown.title, id);
                    if slug != manifest.detail_slug(route, &item.shown.title) {
                        return moved(&req, &canonical);
                    }
                    readable = item.readable(&canonical);
                    prerendered = Some(prerendered_file(lang, &route.path));
                    let head = Head {
                        title: titled(&item.shown.title),
                        heading: item.shown.title.clone(),
                        description: short(&item.description),
                        canonical: Some(format!("{base}{canonical}")),
                        image: Some(match item.share_image() {
                            image if image.starts_with('/') => format!("{base}{image}"),
                            image => image.to_owned(),
                        }),
                        article: true,
                        noindex: false,
                        first_picture: None,
                    };
                    drawn = Some((kind, id, format!("{base}{canonical}"), item));
                    (StatusCode::OK, head)
                }
                Ok(None) => {
                    prerendered = Some(prerendered_not_found(lang));
                    (StatusCode::NOT_FOUND, not_found_head(&manifest, lang))
                }
                Err(e) => {
                    // The app shows its own error; the page itself still arrives.
                    tracing::error!(error = %e, "content for a page unreadable");
                    return page(StatusCode::OK, html);
                }
            }
        }
        Resolved::NotFound => {
            prerendered = Some(prerendered_not_found(lang));
            (StatusCode::NOT_FOUND, not_found_head(&manifest, lang))
        }
    };
    let mut html = with_head(
        &html,
        &head.html(lang, brand),
        lang,
        &settings.site.timezone,
    );
    if let Some(note) = &manifest.no_script {
        html = with_no_script_note(&html, note.get(lang));
    }
    // Written by the build; a build without it (or a page it skipped) is drawn by the app alone.
    let mut style_attrs = String::new();
    match prerendered {
        Some(file) => match tokio::fs::read_to_string(dir.join(file)).await {
            Ok(copy) => {
                let mut filled: Option<String> = None;
                // Dates on the service's calendar (`MON_TIMEZONE`, checked at start-up).
                let tz = settings
                    .site
                    .timezone
                    .parse()
                    .unwrap_or(chrono_tz::Asia::Dhaka);
                if let Some(drawn) = &drawn
                    && let Some((page, served)) = filled_detail(build, lang, drawn, tz).await
                {
                    filled = Some(page);
                    if let Some(served) = served {
                        html = with_served_item(&html, &served);
                    }
                }
                if let Some(list) = &helplines
                    && let Some((page, served)) = filled_help(build, lang, list).await
                {
                    filled = Some(page);
                    if let Some(served) = served {
                        html = with_served_item(&html, &served);
                    }
                }
                for (slot, cards) in &fill {
                    let page = filled.as_deref().unwrap_or(&copy);
                    if let Some(page) = filled_cards(build, lang, slot, page, cards, tz).await {
                        filled = Some(page);
                    }
                }
                // The cards (or the item) are in the page: the `<noscript>` copy need not hold
                // them again.
                if filled.is_some() {
                    readable.clear();
                }
                html = with_prerendered(&html, filled.as_deref().unwrap_or(&copy));
                style_attrs = tokio::fs::read_to_string(dir.join(PRERENDER_STYLE_ATTRS))
                    .await
                    .unwrap_or_default();
            }
            Err(_) => readable.insert_str(0, &heading),
        },
        None => readable.insert_str(0, &heading),
    }
    page_with(status, with_readable(&html, &readable), &style_attrs)
}

/// The prerendered page `copy` with its list's first cards, from the build's template of the
/// card (`prerender/<lang>/cards/<slot>.json`); `None` without one (an older build, a list the
/// build has no template for) or without cards.
async fn filled_cards(
    build: Build<'_>,
    lang: Lang,
    slot: &str,
    copy: &str,
    cards: &[Card],
    tz: chrono_tz::Tz,
) -> Option<String> {
    build
        .json::<CardTemplate>(&format!("prerender/{}/cards/{slot}.json", lang.tag()))
        .await?
        .fill(copy, cards, tz)
}

/// The help page drawn from the build's template of it with `helplines` ([`crate::help_page`]),
/// with their answer for the app; `None` without a template (an older build) or helplines.
async fn filled_help(
    build: Build<'_>,
    lang: Lang,
    helplines: &HelplineList,
) -> Option<(String, Option<String>)> {
    let template = build
        .json::<HelpTemplate>(&format!("prerender/{}/fill/helplines.json", lang.tag()))
        .await?;
    // The answer of GET /api/custom/v1/helplines, which the app's query of it is seeded with.
    let answer = serde_json::to_string(helplines).ok();
    Some((
        template.fill(&helplines.items)?,
        answer.map(|answer| served_item("helplines", None, &answer)),
    ))
}

/// The helplines as HTML without the app: each name, its number as a call link, and what it says.
fn helplines_readable(helplines: &[HelplineResponse]) -> String {
    let mut out = String::from("<ul>");
    for h in helplines {
        let _ = write!(
            out,
            "<li><h2>{}</h2><p><a href=\"{}\">{}</a></p>",
            escape(&h.name),
            escape(&tel_uri(&h.phone)),
            escape(&h.phone)
        );
        for text in [&h.hours, &h.languages, &h.description] {
            if !text.is_empty() {
                let _ = write!(out, "<p>{}</p>", escape(text));
            }
        }
        out.push_str("</li>");
    }
    out.push_str("</ul>");
    out
}

/// The hashes of the `style` attributes in the prerendered pages, one per line
/// (frontend/scripts/prerender.mjs).
const PRERENDER_STYLE_ATTRS: &str = "prerender/style-attrs.txt";

/// The language of a page: the visitor's choice in the app (the `mon_lang` cookie it writes
/// with its own copy of the choice), else the browser's `Accept-Language`.
fn page_lang(req: &HttpRequest) -> Lang {
    match cookie(req, LANG_COOKIE) {
        Some("bn") => Lang::Bn,
        Some("en") => Lang::En,
        _ => request_lang(req),
    }
}

/// The cookie the web app writes when the language is chosen (frontend/src/lib/i18n.ts).
pub const LANG_COOKIE: &str = "mon_lang";

fn not_found_head(manifest: &Manifest, lang: Lang) -> Head {
    Head {
        title: format!(
            "{} | {}",
            manifest.not_found.get(lang),
            manifest.brand.get(lang)
        ),
        noindex: true,
        ..Head::default()
    }
}

/// A content item's page: what the page draws of it, what its head and readable copy add, and
/// the item as the API answers it.
struct Item {
    shown: DetailItem,
    /// The head's description: the item's excerpt.
    description: String,
    /// The whole sanitised content (see `RichText`), for the readable copy.
    content: String,
    /// A learning item's video: its preview picture and its page on YouTube.
    video: Option<(String, String)>,
    /// The item as the API answers it (JSON); `None` when it could not be written, and then the
    /// page carries nothing for the app (which asks for the item itself).
    answer: Option<String>,
}

impl Item {
    /// The picture a share shows: the feature image, or the video's preview (absolute or from
    /// the site's root).
    fn share_image(&self) -> &str {
        match (&self.shown.picture, &self.video) {
            (Some(picture), _) => picture,
            (None, Some((preview, _))) => preview,
            (None, None) => "",
        }
    }

    /// The item as HTML without the app: its title, picture (or video link) and content.
    fn readable(&self, canonical: &str) -> String {
        let title = escape(&self.shown.title);
        let mut out = format!(
            "<article><h1><a href=\"{}\">{title}</a></h1>",
            escape(canonical)
        );
        match &self.video {
            Some((preview, watch)) => {
                let _ = write!(
                    out,
                    "<p><a href=\"{}\"><img src=\"{}\" alt=\"{title}\" width=\"480\" height=\"360\"></a></p>",
                    escape(watch),
                    escape(preview)
                );
            }
            None => {
                // The 800 px card copy of the feature image.
                let _ = write!(
                    out,
                    "<p><img src=\"{}\" alt=\"\" width=\"800\" height=\"450\"></p>",
                    escape(self.shown.card.as_deref().unwrap_or_default())
                );
            }
        }
        // Sanitised on the way in: only the allowed tags and attributes are left.
        out.push_str(&self.content);
        out.push_str("</article>");
        out
    }
}

/// A list page's newest items: as links with their excerpts (the `<noscript>` copy), the first
/// one's card picture, and as cards for the build's card templates ([`crate::fill`]).
#[derive(Default)]
struct Newest {
    html: String,
    first_picture: Option<String>,
    /// The slots of the page's cards in its prerendered copy, each with its cards: a list's
    /// first page (`story-cards`, `blog-cards`, `learning-cards`), the blog's carousel of the
    /// newest three (`blog-latest`).
    slots: Vec<(&'static str, Vec<Card>)>,
}

/// Whether the browser asks to spare the connection (`Save-Data: on`) or the visitor chose the
/// app's data saver (the `mon_data_saver` cookie it writes, frontend/src/lib/data-saver.ts).
fn saves_data(req: &HttpRequest) -> bool {
    let header_on = req
        .headers()
        .get("save-data")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("on"));
    header_on || cookie(req, DATA_SAVER_COOKIE) == Some("1")
}

/// The value of the cookie `name`, if the request carries it.
fn cookie<'a>(req: &'a HttpRequest, name: &str) -> Option<&'a str> {
    req.headers()
        .get_all(header::COOKIE)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (key, value) = pair.trim().split_once('=')?;
            (key == name).then_some(value)
        })
}

/// The cookie the web app writes while its data saver is on.
const DATA_SAVER_COOKIE: &str = "mon_data_saver";

/// The newest items of a list page (`/stories`, `/blog`, `/learning`) as links with their
/// excerpts; nothing for any other page, or when the content cannot be read (the app shows it).
async fn newest_items(content: &Content, manifest: &Manifest, list_path: &str) -> Newest {
    let Some(route) = manifest
        .routes
        .iter()
        .find(|r| r.content.is_some() && r.prefix() == list_path)
    else {
        return Newest::default();
    };
    let Some(kind) = route.content else {
        return Newest::default();
    };
    // What the list's answer says of each item (the app's card draws that).
    let cards: Vec<Card> = match kind.article() {
        Some(article) => match content.list_articles(article, None, None, None).await {
            Ok(page) => page
                .items
                .into_iter()
                .map(|a| {
                    let item = ArticleSummary::from(a);
                    Card {
                        href: manifest.detail_path(route, &item.title, item.id),
                        title: item.title,
                        excerpt: item.excerpt,
                        picture: item.card_image_url,
                        author: item.author,
                        video: None,
                        category: None,
                        date: item.date,
                    }
                })
                .collect(),
            Err(_) => return Newest::default(),
        },
        None => match content.list_learning(None, None, None, None).await {
            Ok(page) => page
                .items
                .into_iter()
                .map(|l| {
                    let picture = l.video.preview_url();
                    let item = LearningResponse::from(l);
                    Card {
                        href: manifest.detail_path(route, &item.title, item.id),
                        category: Some(category_label(&item.category, &item.category_display)),
                        title: item.title,
                        excerpt: item.excerpt,
                        picture,
                        author: None,
                        video: Some(item.video_id),
                        date: item.date,
                    }
                })
                .collect(),
            Err(_) => return Newest::default(),
        },
    };
    let Some(first) = cards.first() else {
        return Newest::default();
    };
    let first_picture = Some(first.picture.clone());
    let mut out = String::from("<ul>");
    for card in &cards {
        let _ = write!(
            out,
            "<li><h2><a href=\"{}\">{}</a></h2><p>{}</p></li>",
            escape(&card.href),
            escape(&card.title),
            escape(&short(&card.excerpt))
        );
    }
    out.push_str("</ul>");
    let slots = match kind {
        ContentKind::Story => vec![("story-cards", cards)],
        // The carousel shows the newest three posts: the list's first three.
        ContentKind::Blog => vec![
            ("blog-latest", cards.iter().take(3).cloned().collect()),
            ("blog-cards", cards),
        ],
        ContentKind::Learning => vec![("learning-cards", cards)],
    };
    Newest {
        html: out,
        first_picture,
        slots,
    }
}

/// How the web app names a category on a card (`categoryLabel`, learning/category-filter.tsx):
/// its display name, else its name with underscores as spaces.
fn category_label(name: &str, display: &str) -> String {
    if display.trim().is_empty() {
        name.replace('_', " ")
    } else {
        display.to_owned()
    }
}

async fn detail(
    content: &Content,
    kind: ContentKind,
    id: i64,
) -> Result<Option<Item>, ContentError> {
    let found = match kind.article() {
        Some(kind) => content.article(kind, id).await.map(|a| {
            let answer = ArticleResponse::from(a);
            Item {
                shown: DetailItem {
                    title: answer.title.clone(),
                    lead: answer.lead.clone(),
                    body: answer.body.clone(),
                    picture: Some(answer.feature_image_url.clone()),
                    card: Some(answer.card_image_url.clone()),
                    author: answer.author.clone(),
                    video: None,
                    category: None,
                    date: answer.date,
                },
                description: answer.excerpt.clone(),
                content: answer.content.clone(),
                video: None,
                answer: serde_json::to_string(&answer).ok(),
            }
        }),
        None => content.learning_item(id).await.map(|l| {
            let video = (l.video.preview_url(), l.video.watch_url());
            let answer = LearningDetail::from(l);
            Item {
                shown: DetailItem {
                    title: answer.title.clone(),
                    lead: answer.lead.clone(),
                    body: answer.body.clone(),
                    picture: None,
                    card: None,
                    author: None,
                    video: Some(answer.video_id.clone()),
                    category: Some((
                        answer.category.clone(),
                        category_label(&answer.category, &answer.category_display),
                    )),
                    date: answer.date,
                },
                description: answer.excerpt.clone(),
                content: answer.content.clone(),
                video: Some(video),
                answer: serde_json::to_string(&answer).ok(),
            }
        }),
    };
    match found {
        Ok(item) => Ok(Some(item)),
        Err(ContentError::ArticleNotFound(_) | ContentError::LearningNotFound) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The page of a content item drawn from the build's template of it ([`crate::detail_page`]),
/// with the item for the app; `None` without a template (an older build).
async fn filled_detail(
    build: Build<'_>,
    lang: Lang,
    (kind, id, url, item): &(ContentKind, i64, String, Item),
    tz: chrono_tz::Tz,
) -> Option<(String, Option<String>)> {
    let name = kind.page_name();
    let template = build
        .json::<DetailTemplate>(&format!("prerender/{}/details/{name}.json", lang.tag()))
        .await?;
    Some((
        template.fill(&item.shown, url, tz),
        item.answer
            .as_deref()
            .map(|answer| served_item(name, Some(*id), answer)),
    ))
}

/// The build's folder and its JSON files, parsed once for each version ([`BuildFiles`]).
#[derive(Clone, Copy)]
struct Build<'a> {
    dir: &'a Path,
    files: &'a BuildFiles,
}

impl Build<'_> {
    /// The build's file `name` (in its folder) parsed as `T`; `None` when the build has none
    /// (an older build), logged when it is unreadable.
    async fn json<T>(self, name: &str) -> Option<Arc<T>>
    where
        T: DeserializeOwned + Send + Sync + 'static,
    {
        match self.files.json::<T>(&self.dir.join(name)).await {
            Ok(parsed) => Some(parsed),
            Err(BuildFileError::Missing) => None,
            Err(BuildFileError::Unreadable(error)) => {
                tracing::error!(%error, file = name, "a file of the web app's build is unreadable");
                None
            }
        }
    }
}

/// `/sitemap.xml`: every indexed page and every story, post and learning item.
async fn sitemap(manifest: &Manifest, base: &str, content: Option<&Content>) -> HttpResponse {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    let mut url = |path: &str, modified: Option<chrono::DateTime<chrono::Utc>>| {
        xml.push_str("  <url><loc>");
        xml.push_str(&escape(&format!("{base}{path}")));
        xml.push_str("</loc>");
        if let Some(m) = modified {
            xml.push_str(&format!("<lastmod>{}</lastmod>", m.format("%Y-%m-%d")));
        }
        xml.push_str("</url>\n");
    };
    for route in manifest.indexed() {
        url(&route.path, None);
    }
    if let Some(content) = content {
        match sitemap_items(content).await {
            Ok(items) => {
                for (kind, id, title, modified) in items {
                    if let Some(route) = manifest.detail_route(kind) {
                        url(&manifest.detail_path(route, &title, id), Some(modified));
                    }
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "sitemap content unreadable");
                return HttpResponse::ServiceUnavailable().finish();
            }
        }
    }
    xml.push_str("</urlset>\n");
    HttpResponse::Ok()
        .content_type("application/xml; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .body(xml)
}

/// Every item, newest first per kind, read a page of 100 at a time (at most 45,000 in all: a
/// sitemap holds 50,000 addresses).
async fn sitemap_items(
    content: &Content,
) -> Result<Vec<(ContentKind, i64, String, chrono::DateTime<chrono::Utc>)>, ContentError> {
    const PER_PAGE: u64 = 100;
    const MAX_PAGES: u64 = 150;
    let mut out = Vec::new();
    for (kind, article) in [
        (ContentKind::Story, ArticleKind::Story),
        (ContentKind::Blog, ArticleKind::Post),
    ] {
        for page in 1..=MAX_PAGES {
            let found = content
                .list_articles(article, None, Some(page), Some(PER_PAGE))
                .await?;
            let last = found.items.len() < PER_PAGE as usize;
            out.extend(
                found
                    .items
                    .into_iter()
                    .map(|a| (kind, a.id, a.title.as_str().to_owned(), a.updated_at)),
            );
            if last {
                break;
            }
        }
    }
    for page in 1..=MAX_PAGES {
        let found = content
            .list_learning(None, None, Some(page), Some(PER_PAGE))
            .await?;
        let last = found.items.len() < PER_PAGE as usize;
        out.extend(found.items.into_iter().map(|l| {
            (
                ContentKind::Learning,
                l.id,
                l.title.as_str().to_owned(),
                l.updated_at,
            )
        }));
        if last {
            break;
        }
    }
    Ok(out)
}

/// A permanent redirect that keeps the query.
fn moved(req: &HttpRequest, to: &str) -> HttpResponse {
    let location = match req.query_string() {
        "" => to.to_owned(),
        q => format!("{to}?{q}"),
    };
    HttpResponse::MovedPermanently()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// The web app's page, with a fresh nonce in it and in its `Content-Security-Policy`.
/// Never cached: a stored copy would carry an old nonce.
fn page(status: StatusCode, html: String) -> HttpResponse {
    page_with(status, html, "")
}

/// A page whose markup may carry the `style` attributes hashed in `style_attrs`.
fn page_with(status: StatusCode, html: String, style_attrs: &str) -> HttpResponse {
    let nonce = uuid::Uuid::new_v4().simple().to_string();
    let style_attrs = style_attrs.split_whitespace().collect::<Vec<_>>().join(" ");
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            web_app_csp(&nonce, &style_attrs),
        ))
        .body(html.replace(NONCE_PLACEHOLDER, &nonce))
}

fn serve(req: &HttpRequest, file: &Path, immutable: bool) -> HttpResponse {
    // The build writes a brotli and a gzip copy of each text asset beside it (vite.config.ts):
    // sent as they are, compressed once at the highest level instead of on every request.
    let accepted = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let accepts = |coding: &str| {
        accepted.split(',').any(|part| {
            let mut it = part.trim().split(';');
            it.next()
                .is_some_and(|c| c.trim().eq_ignore_ascii_case(coding))
                && !it.any(|q| q.trim().replace(' ', "") == "q=0")
        })
    };
    let copy = |suffix: &str| {
        let mut path = file.as_os_str().to_owned();
        path.push(suffix);
        std::path::PathBuf::from(path)
    };
    let precompressed = [
        (".br", ContentEncoding::Brotli),
        (".gz", ContentEncoding::Gzip),
    ]
    .into_iter()
    .filter(|(suffix, _)| accepts(if *suffix == ".br" { "br" } else { "gzip" }))
    .map(|(suffix, encoding)| (copy(suffix), encoding))
    .find(|(path, _)| path.is_file());
    let opened = match &precompressed {
        Some((copy, encoding)) => NamedFile::open(copy).map(|f| {
            let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
            f.set_content_type(actix_files::file_extension_to_mime(ext))
                .set_content_encoding(*encoding)
        }),
        None => NamedFile::open(file),
    };
    match opened {
        Ok(f) => {
            let mut res = f
                .use_etag(!immutable)
                .use_last_modified(!immutable)
                .into_response(req);
            let cache = if immutable {
                CacheControl(vec![
                    CacheDirective::Public,
                    CacheDirective::MaxAge(31_536_000),
                    CacheDirective::Extension("immutable".into(), None),
                ])
            } else {
                CacheControl(vec![CacheDirective::NoCache])
            };
            if let Ok(v) = HeaderValue::from_str(&cache.to_string()) {
                res.headers_mut().insert(header::CACHE_CONTROL, v);
            }
            if precompressed.is_some() || copy(".br").is_file() {
                res.headers_mut()
                    .insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            }
            res
        }
        Err(e) => {
            tracing::error!(error = %e, file = %file.display(), "static file unreadable");
            HttpResponse::NotFound().finish()
        }
    }
}

fn not_built() -> HttpResponse {
    HttpResponse::ServiceUnavailable().content_type("text/html; charset=utf-8").body(concat!(
        "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Mon</title><main><h1>Mon</h1>",
        "<p>The web app has not been built yet. Run <code>make run</code>, which builds it.</p>",
        "<p lang=\"bn\">ওয়েব অ্যাপটি এখনো তৈরি হয়নি। <code>make run</code> চালান, এটি অ্যাপটি তৈরি করে নেবে।</p>",
        "</main></html>"
    ))
}

/// `dir` joined with the URL path, or `None` if the path tries to leave `dir`.
fn safe_join(dir: &Path, url_path: &str) -> Option<PathBuf> {
    let rel = Path::new(url_path.trim_start_matches('/'));
    let mut out = dir.to_path_buf();
    for c in rel.components() {
        match c {
            Component::Normal(s) => out.push(s),
            Component::CurDir => {}
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_routes_match_templates_segment_by_segment() {
        let k = KnownRoutes(vec![
            (
                "/api/custom/v1/story/{id}"
                    .split('/')
                    .map(String::from)
                    .collect(),
                vec!["GET".into(), "DELETE".into()],
            ),
            (
                "/api/jwt-auth/v1/token/"
                    .split('/')
                    .map(String::from)
                    .collect(),
                vec!["POST".into()],
            ),
        ]);
        assert_eq!(
            k.allowed("/api/custom/v1/story/7"),
            Some(&["GET".to_owned(), "DELETE".to_owned()][..])
        );
        assert_eq!(k.allowed("/api/custom/v1/story/"), None);
        assert_eq!(k.allowed("/api/custom/v1/story/7/x"), None);
        assert_eq!(
            k.allowed("/api/jwt-auth/v1/token/"),
            Some(&["POST".to_owned()][..])
        );
        assert_eq!(k.allowed("/api/nothing"), None);
    }

    #[test]
    fn paths_cannot_escape_the_static_folder() {
        let d = Path::new("/srv/app");
        assert_eq!(
            safe_join(d, "/assets/a.js"),
            Some(PathBuf::from("/srv/app/assets/a.js"))
        );
        assert_eq!(safe_join(d, "/../etc/passwd"), None);
        assert_eq!(safe_join(d, "/assets/../../x"), None);
    }
}
