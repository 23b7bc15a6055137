//! A content item's page (a story, a post, a learning item): the item as the page draws it, its
//! head and readable copy, and the item as the API answers it, for the app.

use std::fmt::Write as _;

use mon_application::{Content, ContentError};
use mon_domain::Lang;

use super::build::Build;
use super::detail::{DetailItem, DetailTemplate, served_item};
use super::manifest::{ContentKind, escape};
use super::newest::category_label;
use super::plan::DrawnItem;
use crate::routes::content::dto::{ArticleResponse, LearningDetail};

/// A content item's page: what the page draws of it, what its head and readable copy add, and
/// the item as the API answers it.
pub(super) struct Item {
    pub shown: DetailItem,
    /// The head's description: the item's excerpt.
    pub description: String,
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
    pub fn share_image(&self) -> &str {
        match (&self.shown.picture, &self.video) {
            (Some(picture), _) => picture,
            (None, Some((preview, _))) => preview,
            (None, None) => "",
        }
    }

    /// The item as HTML without the app: its title, picture (or video link) and content.
    pub fn readable(&self, canonical: &str) -> String {
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

/// Item `id` of `kind`, or `None` when there is no such item.
pub(super) async fn detail(
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

/// The page of a content item drawn from the build's template of it ([`super::detail`]),
/// with the item for the app; `None` without a template (an older build).
pub(super) async fn filled_detail(
    build: Build<'_>,
    lang: Lang,
    DrawnItem {
        kind,
        id,
        url,
        item,
    }: &DrawnItem,
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
