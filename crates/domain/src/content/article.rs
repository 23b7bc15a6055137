//! Stories and blog posts: a title, rich content, a feature image and, for a
//! blog post, an author. They share one shape and one table.

use chrono::{DateTime, Utc};

use super::text::one_line;
use super::{ContentMsg, RichText, Title, webp_twin};
use crate::FieldErrors;

/// Which of the two an article is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArticleKind {
    Story,
    Post,
}

impl ArticleKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ArticleKind::Story => "story",
            ArticleKind::Post => "post",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "story" => Some(ArticleKind::Story),
            "post" => Some(ArticleKind::Post),
            _ => None,
        }
    }
}

/// Where an article's feature image is kept: the cleaned original and the
/// card-sized copy (about 800 px wide), both without metadata.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageKeys {
    pub original: String,
    pub card: String,
}

impl ImageKeys {
    /// Both copies, the original first, each with the name of its WebP twin (`webp_twin`).
    pub fn copies(&self) -> [(&str, Option<String>); 2] {
        [&self.original, &self.card].map(|key| (key.as_str(), webp_twin(key)))
    }

    /// Every file the image is kept as: both copies and their WebP twins.
    pub fn files(&self) -> Vec<String> {
        self.copies()
            .into_iter()
            .flat_map(|(copy, twin)| std::iter::once(copy.to_owned()).chain(twin))
            .collect()
    }
}

/// A story or blog post as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Article {
    pub id: i64,
    pub kind: ArticleKind,
    pub title: Title,
    pub content: RichText,
    /// The first characters of the content as plain text, for cards and tables.
    pub excerpt: String,
    /// Blog posts only; `None` when not given.
    pub author: Option<String>,
    pub image: ImageKeys,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A valid title, content and author, before the image is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArticleDraft {
    pub title: Title,
    pub content: RichText,
    pub excerpt: String,
    pub author: Option<String>,
}

impl ArticleDraft {
    /// Characters of plain text kept as the excerpt (cards cut at 150).
    pub const EXCERPT_CHARS: usize = 200;
    pub const AUTHOR_MAX_CHARS: usize = 100;

    /// Checks every field and reports each failing one; `has_image` says
    /// whether an image is there (new or kept), so 'Image is required' is
    /// reported beside the other fields.
    pub fn parse(
        title: &str,
        content: &str,
        author: Option<&str>,
        has_image: bool,
    ) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let title = e.check("title", Title::parse(title));
        let content = e.check(
            "content",
            RichText::parse(content, ContentMsg::ContentRequired),
        );
        let author = author.map(one_line).filter(|a| !a.is_empty());
        if author
            .as_ref()
            .is_some_and(|a| a.chars().count() > Self::AUTHOR_MAX_CHARS)
        {
            e.add("author", ContentMsg::AuthorTooLong);
        }
        if !has_image {
            e.add("file", ContentMsg::ImageRequired);
        }
        match (title, content) {
            (Some(title), Some(content)) if e.is_empty() => {
                let excerpt = content.excerpt(Self::EXCERPT_CHARS);
                Ok(ArticleDraft {
                    title,
                    content,
                    excerpt,
                    author,
                })
            }
            _ => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_image_is_kept_as_both_copies_and_the_webp_twin_of_each() {
        let keys = ImageKeys {
            original: "k3J.png".into(),
            card: "k3J-card.jpg".into(),
        };
        assert_eq!(
            keys.files(),
            ["k3J.png", "k3J.webp", "k3J-card.jpg", "k3J-card.webp"]
        );
        let a_gif_original = ImageKeys {
            original: "old.gif".into(),
            card: "old-card.jpg".into(),
        };
        assert_eq!(
            a_gif_original.copies(),
            [
                ("old.gif", None),
                ("old-card.jpg", Some("old-card.webp".into()))
            ]
        );
    }

    #[test]
    fn every_missing_field_is_reported_at_once() {
        let e = ArticleDraft::parse(" ", "<p></p>", None, false).unwrap_err();
        assert_eq!(
            e.get("title"),
            Some(&[ContentMsg::TitleRequired.message()][..])
        );
        assert_eq!(
            e.get("content"),
            Some(&[ContentMsg::ContentRequired.message()][..])
        );
        assert_eq!(
            e.get("file"),
            Some(&[ContentMsg::ImageRequired.message()][..])
        );
    }

    #[test]
    fn a_valid_draft_is_sanitised_and_keeps_an_excerpt() {
        let d = ArticleDraft::parse(
            "Rest",
            "<p>Sleep <b>well</b>.</p><script>x()</script>",
            Some("  Dr. Nasrin  "),
            true,
        )
        .unwrap();
        assert_eq!(d.content.as_str(), "<p>Sleep <b>well</b>.</p>");
        assert_eq!(d.excerpt, "Sleep well.");
        assert_eq!(d.author.as_deref(), Some("Dr. Nasrin"));
        assert_eq!(
            ArticleDraft::parse("Rest", "<p>x</p>", Some("  "), true)
                .unwrap()
                .author,
            None
        );
        assert!(
            ArticleDraft::parse("Rest", "<p>x</p>", Some(&"a".repeat(101)), true)
                .unwrap_err()
                .get("author")
                .is_some()
        );
    }

    #[test]
    fn kinds_round_trip() {
        for k in [ArticleKind::Story, ArticleKind::Post] {
            assert_eq!(ArticleKind::parse(k.as_str()), Some(k));
        }
        assert_eq!(ArticleKind::parse("page"), None);
    }
}
