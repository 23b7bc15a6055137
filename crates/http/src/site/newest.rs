//! A list page's newest items (`/stories`, `/blog`, `/learning`): as links with their excerpts for a
//! reader without the app, the first one's picture for the head, and as cards for the build's card
//! templates ([`super::cards`]).

use std::fmt::Write as _;

use mon_application::Content;
use mon_domain::pagination::MAX_PER_PAGE;

use super::cards::Card;
use super::links::{FilterOption, ListQuery};
use super::manifest::{ContentKind, Manifest, Route, escape, short};
use crate::routes::content::dto::{ArticleSummary, LearningResponse};

/// A list page's newest items, drawn three ways.
#[derive(Default)]
pub(super) struct Newest {
    /// As links with their excerpts (the `<noscript>` copy).
    pub html: String,
    pub first_picture: Option<String>,
    /// The slots of the page's cards in its prerendered copy, each with its cards: a list's
    /// first page (`story-cards`, `blog-cards`, `learning-cards`), the blog's carousel of the
    /// newest three (`blog-latest`).
    pub slots: Vec<(&'static str, Vec<Card>)>,
    /// The list's size and page size, for its pages' links.
    pub total: u64,
    pub per_page: u64,
}

/// The items of the list page at `list_path` on the page (and, on the learning hub, of the
/// category) `list` asks for; nothing for any other page, or when the content cannot be read (the
/// app shows it).
pub(super) async fn newest_items(
    content: &Content,
    manifest: &Manifest,
    list_path: &str,
    list: &ListQuery,
) -> Newest {
    let Some((route, kind)) = list_route(manifest, list_path) else {
        return Newest::default();
    };
    // The blog's later pages differ in more than their cards (no carousel, other headings): the
    // app draws them.
    if kind == ContentKind::Blog && list.page > 1 {
        return Newest::default();
    }
    match list_cards(content, manifest, route, kind, list).await {
        Some((cards, total, per_page)) if !cards.is_empty() => Newest {
            total,
            per_page,
            ..Newest::of(kind, cards)
        },
        _ => Newest::default(),
    }
}

/// The route of the items a list page at `list_path` lists, and their kind.
fn list_route<'a>(manifest: &'a Manifest, list_path: &str) -> Option<(&'a Route, ContentKind)> {
    manifest
        .routes
        .iter()
        .find(|r| r.content.is_some() && r.prefix() == list_path)
        .and_then(|r| Some((r, r.content?)))
}

/// The kind of items the list page at `list_path` lists, if it is one.
pub(super) fn list_kind(manifest: &Manifest, list_path: &str) -> Option<ContentKind> {
    list_route(manifest, list_path).map(|(_, kind)| kind)
}

/// The learning hub's categories as its filter names them; `None` when they cannot be read.
pub(super) async fn filter_options(content: &Content) -> Option<Vec<FilterOption>> {
    let mut options = Vec::new();
    for page in 1.. {
        let found = content
            .list_categories(None, Some(page), Some(MAX_PER_PAGE))
            .await
            .ok()?;
        let last = found.items.len() < MAX_PER_PAGE as usize;
        options.extend(found.items.into_iter().map(|c| FilterOption {
            label: category_label(c.name.as_str(), &c.name.display()),
            name: c.name.as_str().to_owned(),
        }));
        if last {
            break;
        }
    }
    Some(options)
}

/// What the list's page says of each item (the app's card draws that), with the list's size and
/// page size.
async fn list_cards(
    content: &Content,
    manifest: &Manifest,
    route: &Route,
    kind: ContentKind,
    list: &ListQuery,
) -> Option<(Vec<Card>, u64, u64)> {
    let page = Some(list.page);
    let Some(article) = kind.article() else {
        let found = content
            .list_learning(list.category.as_deref(), None, page, None)
            .await
            .ok()?;
        let cards = found.items.into_iter().map(|l| {
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
        });
        return Some((cards.collect(), found.total, found.per_page));
    };
    let found = content
        .list_articles(article, None, page, None)
        .await
        .ok()?;
    let cards = found.items.into_iter().map(|a| {
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
    });
    Some((cards.collect(), found.total, found.per_page))
}

impl Newest {
    /// The page of `kind` drawn from its first `cards` (at least one).
    fn of(kind: ContentKind, cards: Vec<Card>) -> Newest {
        let first_picture = cards.first().map(|c| c.picture.clone());
        let mut html = String::from("<ul>");
        for card in &cards {
            let _ = write!(
                html,
                "<li><h2><a href=\"{}\">{}</a></h2><p>{}</p></li>",
                escape(&card.href),
                escape(&card.title),
                escape(&short(&card.excerpt))
            );
        }
        html.push_str("</ul>");
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
            html,
            first_picture,
            slots,
            ..Newest::default()
        }
    }
}

/// How the web app names a category on a card (`categoryLabel`, learning/category-filter.tsx):
/// its display name, else its name with underscores as spaces.
pub(super) fn category_label(name: &str, display: &str) -> String {
    if display.trim().is_empty() {
        name.replace('_', " ")
    } else {
        display.to_owned()
    }
}
