//! What a page will be, decided from its resolved route before anything is drawn: its status, its
//! head, its readable copy, the build's prerendered copy to start from and what to draw into it.
//! [`super::render`] consumes the plan.

use std::fmt::Write as _;

use actix_web::http::StatusCode;
use mon_application::{Content, CounsellorError, Counsellors, Safety};
use mon_domain::Lang;

use super::cards::Card;
use super::counsellors::{counsellor_cards, counsellor_profile, profile_path};
use super::help::helplines_readable;
use super::item::{Item, detail};
use super::links::{ListQuery, ListTexts, filter_links, page_links};
use super::manifest::{
    Access, ContentKind, Head, Manifest, PageFill, Resolved, Route, escape, prerendered_file,
    prerendered_not_found, short,
};
use super::newest::{Newest, filter_options, list_kind, newest_items};
use crate::routes::counsellors::dto::PublicCounsellor;
use crate::routes::safety::dto::{HelplineList, HelplineResponse};

/// What one request for a page needs to plan it.
pub(super) struct PageAsk<'a> {
    pub manifest: &'a Manifest,
    pub lang: Lang,
    /// The site's public address (`MON_PUBLIC_URL`).
    pub base: &'a str,
    /// Whether the list's pictures and cards may go into the HTML: not for an address with more
    /// than a list's page and category, nor for a visitor saving data (the app draws cards
    /// without pictures).
    pub draws_cards: bool,
    /// The list's page and category the address asks for (`None`: it asks for something else).
    pub list: Option<ListQuery>,
    pub content: Option<&'a Content>,
    pub safety: Option<&'a Safety>,
    pub counsellors: Option<&'a Counsellors>,
}

/// A content item to draw: its kind, id, absolute address (for its share links) and the item.
pub(super) struct DrawnItem {
    pub kind: ContentKind,
    pub id: i64,
    pub url: String,
    pub item: Item,
}

/// A page to draw.
pub(super) struct PagePlan {
    pub status: StatusCode,
    pub head: Head,
    /// What a reader without JavaScript (and a crawler) reads, in the page's `<noscript>`.
    pub readable: String,
    /// A static page's heading: added to the readable copy only when the page is not
    /// prerendered (then its markup holds it).
    pub heading: String,
    /// The build's prerendered copy of the page, if it made one (frontend/src/entry-server.tsx).
    pub prerendered: Option<String>,
    /// A list page's slots and the cards to fill them with ([`super::cards`]).
    pub cards: Vec<(&'static str, Vec<Card>)>,
    /// A content item's page ([`super::detail`]).
    pub item: Option<DrawnItem>,
    /// The help page's helplines ([`super::help`]).
    pub helplines: Option<HelplineList>,
    /// A list's filter and pages as links, by the slot they fill ([`super::links`]).
    pub links: Vec<(&'static str, String)>,
}

/// What to answer for a page.
pub(super) enum Planned {
    Page(Box<PagePlan>),
    /// A permanent redirect to this address (the query kept).
    Redirect(String),
    /// The web app's page as the build wrote it: the app draws the rest (content unreadable here).
    AppOnly,
}

impl PagePlan {
    fn new(status: StatusCode, head: Head) -> PagePlan {
        PagePlan {
            status,
            head,
            readable: String::new(),
            heading: String::new(),
            prerendered: None,
            cards: Vec::new(),
            item: None,
            helplines: None,
            links: Vec::new(),
        }
    }
}

/// The plan of the page `resolved` names.
pub(super) async fn plan(ask: &PageAsk<'_>, resolved: Resolved<'_>) -> Planned {
    match resolved {
        Resolved::Redirect(to) => Planned::Redirect(to.to_owned()),
        Resolved::Page(route) => Planned::Page(Box::new(static_page(ask, route).await)),
        Resolved::Detail {
            route,
            kind,
            slug,
            id,
        } => item_page(ask, route, kind, &slug, id).await,
        Resolved::Profile { route, id } => profile_page(ask, route, id).await,
        Resolved::NotFound => Planned::Page(Box::new(not_found(ask))),
    }
}

fn titled(ask: &PageAsk<'_>, title: &str) -> String {
    format!("{title} | {}", ask.manifest.brand.get(ask.lang))
}

/// A page of the route table: an indexed page has its title, description and address, and a
/// list or the help page what it shows; any other page is drawn by the app alone.
async fn static_page(ask: &PageAsk<'_>, route: &Route) -> PagePlan {
    let (lang, brand) = (ask.lang, ask.manifest.brand.get(ask.lang));
    let (Some(title), Some(description), Access::Indexed) =
        (&route.title, &route.description, route.access)
    else {
        return PagePlan::new(
            StatusCode::OK,
            Head {
                title: format!("{brand}: {}", ask.manifest.tagline.get(lang)),
                noindex: true,
                ..Head::default()
            },
        );
    };
    let mut plan = PagePlan::new(
        StatusCode::OK,
        Head {
            title: if route.path == "/" {
                format!("{brand}: {}", title.get(lang))
            } else {
                titled(ask, title.get(lang))
            },
            heading: title.get(lang).to_owned(),
            description: description.get(lang).to_owned(),
            canonical: Some(format!("{}{}", ask.base, route.path)),
            ..Head::default()
        },
    );
    plan.prerendered = Some(prerendered_file(lang, &route.path));
    let _ = write!(
        plan.heading,
        "<h1>{}</h1><p>{}</p>",
        escape(title.get(lang)),
        escape(description.get(lang))
    );
    if let Some(content) = ask.content {
        let list = ask.list.clone().unwrap_or_default();
        let newest = newest_items(content, ask.manifest, &route.path, &list).await;
        if ask.list.is_some()
            && let Some(texts) = &ask.manifest.list_texts
        {
            plan.links = list_links(content, ask, route, &list, &newest, texts).await;
        }
        if ask.draws_cards {
            plan.head.first_picture = newest.first_picture;
            plan.cards = newest.slots;
        }
        plan.readable = newest.html;
    }
    plan.links.extend(counsellor_slots(ask, route).await);
    if route.fill == Some(PageFill::Helplines)
        && let Some(safety) = ask.safety
    {
        match safety.helplines(lang).await {
            Ok(list) => {
                let items: Vec<HelplineResponse> = list.into_iter().map(Into::into).collect();
                plan.readable = helplines_readable(&items);
                plan.helplines = Some(HelplineList { items });
            }
            // The app shows its own error; the page itself still arrives.
            Err(e) => tracing::error!(error = %e, "helplines for a page unreadable"),
        }
    }
    plan
}

/// How many counsellors the home page's section shows.
const HOME_COUNSELLORS: u64 = 3;

/// The slot of the home page's counsellors' cards.
const HOME_COUNSELLORS_SLOT: &str = "home-counsellors";

/// The slot around the home page's "See all counsellors": emptied while there are none, as the app
/// draws it.
const HOME_COUNSELLORS_MORE: &str = "home-counsellors-more";

/// The counsellors a page shows, by the slot each list fills: `/counsellors`' page of cards and its
/// pages, or the home page's first few; none on any other page, or when there are none (the app
/// shows its empty state, and the home page no link to all of them) or they cannot be read (the
/// app shows its own error).
async fn counsellor_slots(ask: &PageAsk<'_>, route: &Route) -> Vec<(&'static str, String)> {
    let (Some(counsellors), Some(texts)) = (ask.counsellors, &ask.manifest.counsellor_texts) else {
        return Vec::new();
    };
    let list = ask.list.clone().unwrap_or_default();
    let (slot, page, per_page, level) = match (route.fill, route.path.as_str()) {
        (Some(PageFill::Counsellors), _) => ("counsellor-cards", list.page, None, 2),
        (_, "/") => (HOME_COUNSELLORS_SLOT, 1, Some(HOME_COUNSELLORS), 3),
        _ => return Vec::new(),
    };
    let found = match counsellors.published(ask.lang, Some(page), per_page).await {
        Ok(found) if !found.items.is_empty() => found,
        Ok(_) if slot == HOME_COUNSELLORS_SLOT => {
            return vec![(HOME_COUNSELLORS_MORE, String::new())];
        }
        Ok(_) => return Vec::new(),
        Err(e) => {
            tracing::error!(error = %e, "counsellors for a page unreadable");
            return Vec::new();
        }
    };
    let items: Vec<PublicCounsellor> = found.items.into_iter().map(Into::into).collect();
    let mut slots = vec![(slot, counsellor_cards(texts, ask.lang, &items, level))];
    if slot == "counsellor-cards"
        && ask.list.is_some()
        && let Some(list_texts) = &ask.manifest.list_texts
    {
        let pages = page_links(
            list_texts,
            ask.lang,
            &route.path,
            &list,
            found.total,
            found.per_page,
        );
        if !pages.is_empty() {
            slots.push(("list-pager", pages));
        }
    }
    slots
}

/// A published counsellor's profile, whatever the name in its address; its canonical address
/// has the English name's slug.
async fn profile_page(ask: &PageAsk<'_>, route: &Route, id: i64) -> Planned {
    let (Some(counsellors), Some(texts)) = (ask.counsellors, &ask.manifest.counsellor_texts) else {
        return Planned::AppOnly;
    };
    let found = async {
        let shown = counsellors.published_one(id, ask.lang).await?;
        let english = match ask.lang {
            Lang::En => shown.counsellor.name.clone(),
            Lang::Bn => {
                counsellors
                    .published_one(id, Lang::En)
                    .await?
                    .counsellor
                    .name
            }
        };
        Ok::<_, CounsellorError>((PublicCounsellor::from(shown), english))
    };
    let (c, english) = match found.await {
        Ok(found) => found,
        Err(CounsellorError::NotFound) => return Planned::Page(Box::new(not_found(ask))),
        Err(e) => {
            // The app shows its own error; the page itself still arrives.
            tracing::error!(error = %e, "a counsellor for a page unreadable");
            return Planned::AppOnly;
        }
    };
    let description = [c.title.as_str(), c.credentials.as_str()]
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(". ");
    let mut plan = PagePlan::new(
        StatusCode::OK,
        Head {
            title: titled(ask, &c.name),
            heading: c.name.clone(),
            description: short(&description),
            canonical: Some(format!("{}{}", ask.base, profile_path(&english, id))),
            image: c.photo_url.as_ref().map(|p| match p {
                p if p.starts_with('/') => format!("{}{p}", ask.base),
                p => p.clone(),
            }),
            ..Head::default()
        },
    );
    plan.prerendered = Some(prerendered_file(ask.lang, &route.path));
    plan.links.push((
        "counsellor-profile",
        counsellor_profile(texts, ask.lang, &c),
    ));
    Planned::Page(Box::new(plan))
}

/// A list page's pages as links, and the learning hub's filter, by the slot each fills.
async fn list_links(
    content: &Content,
    ask: &PageAsk<'_>,
    route: &Route,
    list: &ListQuery,
    newest: &Newest,
    texts: &ListTexts,
) -> Vec<(&'static str, String)> {
    let mut links = Vec::new();
    let pages = page_links(
        texts,
        ask.lang,
        &route.path,
        list,
        newest.total,
        newest.per_page,
    );
    if !pages.is_empty() {
        links.push(("list-pager", pages));
    }
    if list_kind(ask.manifest, &route.path) == Some(ContentKind::Learning)
        && let Some(options) = filter_options(content).await
    {
        let filter = filter_links(
            texts,
            ask.lang,
            &route.path,
            &options,
            list.category.as_deref(),
        );
        links.push(("learning-filters", filter));
    }
    links
}

/// A content item's page: redirected to its address when the title in the path is not its own.
async fn item_page(
    ask: &PageAsk<'_>,
    route: &Route,
    kind: ContentKind,
    slug: &str,
    id: i64,
) -> Planned {
    let Some(content) = ask.content else {
        return Planned::AppOnly;
    };
    let item = match detail(content, kind, id).await {
        Ok(Some(item)) => item,
        Ok(None) => return Planned::Page(Box::new(not_found(ask))),
        Err(e) => {
            // The app shows its own error; the page itself still arrives.
            tracing::error!(error = %e, "content for a page unreadable");
            return Planned::AppOnly;
        }
    };
    let canonical = ask.manifest.detail_path(route, &item.shown.title, id);
    if slug != ask.manifest.detail_slug(route, &item.shown.title) {
        return Planned::Redirect(canonical);
    }
    let url = format!("{}{canonical}", ask.base);
    let mut plan = PagePlan::new(
        StatusCode::OK,
        Head {
            title: titled(ask, &item.shown.title),
            heading: item.shown.title.clone(),
            description: short(&item.description),
            canonical: Some(url.clone()),
            image: Some(match item.share_image() {
                image if image.starts_with('/') => format!("{}{image}", ask.base),
                image => image.to_owned(),
            }),
            article: true,
            noindex: false,
            first_picture: None,
        },
    );
    plan.readable = item.readable(&canonical);
    plan.prerendered = Some(prerendered_file(ask.lang, &route.path));
    plan.item = Some(DrawnItem {
        kind,
        id,
        url,
        item,
    });
    Planned::Page(Box::new(plan))
}

/// The page for an address that names nothing.
fn not_found(ask: &PageAsk<'_>) -> PagePlan {
    let mut plan = PagePlan::new(
        StatusCode::NOT_FOUND,
        Head {
            title: titled(ask, ask.manifest.not_found.get(ask.lang)),
            noindex: true,
            ..Head::default()
        },
    );
    plan.prerendered = Some(prerendered_not_found(ask.lang));
    plan
}
