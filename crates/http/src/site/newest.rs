//! A list page's newest items (`/stories`, `/blog`, `/learning`): as links with their excerpts for a
//! reader without the app, the first one's picture for the head, and as cards for the build's card
//! templates ([`super::cards`]).

use std::fmt::Write as _;

use mon_application::Content;

use super::cards::Card;
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
}

/// The newest items of the list page at `list_path`; nothing for any other page, or when the
/// content cannot be read (the app shows it).
pub(super) async fn newest_items(
    content: &Content,
    manifest: &Manifest,
    list_path: &str,
) -> Newest {
    let Some((route, kind)) = manifest
        .routes
        .iter()
        .find(|r| r.content.is_some() && r.prefix() == list_path)
        .and_then(|r| Some((r, r.content?)))
    else {
        return Newest::default();
    };
    match list_cards(content, manifest, route, kind).await {
        Some(cards) if !cards.is_empty() => Newest::of(kind, cards),
        _ => Newest::default(),
    }
}

/// What the list's first page says of each item (the app's card draws that).
async fn list_cards(
    content: &Content,
    manifest: &Manifest,
    route: &Route,
    kind: ContentKind,
) -> Option<Vec<Card>> {
    let cards = match kind.article() {
        Some(article) => content
            .list_articles(article, None, None, None)
            .await
            .ok()?
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
        None => content
            .list_learning(None, None, None, None)
            .await
            .ok()?
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
    };
    Some(cards)
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
