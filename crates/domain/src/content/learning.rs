//! The learning hub: short videos with a title, a category and a description,
//! and the saved courses (wishlist) of subscribers.

use chrono::{DateTime, Utc};

use super::{CategoryName, ContentMsg, RichText, Title};
use crate::FieldErrors;

/// A video of the video service, known by its 11-character id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YoutubeVideo(String);

impl YoutubeVideo {
    /// Accepts only an embed address (`https://www.youtube.com/embed/ID`, also
    /// without `www.` or on `youtube-nocookie.com`) or a short link
    /// (`https://youtu.be/ID`), with an optional query such as `?si=…` or `?t=30`.
    pub fn parse(raw: &str) -> Result<Self, Vec<ContentMsg>> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(vec![ContentMsg::YoutubeRequired]);
        }
        let rest = s
            .strip_prefix("https://")
            .or_else(|| s.strip_prefix("http://"))
            .ok_or_else(|| vec![ContentMsg::YoutubeInvalid])?;
        let id_and_query = [
            "www.youtube.com/embed/",
            "youtube.com/embed/",
            "www.youtube-nocookie.com/embed/",
            "youtube-nocookie.com/embed/",
            "youtu.be/",
        ]
        .iter()
        .find_map(|prefix| rest.strip_prefix(prefix))
        .ok_or_else(|| vec![ContentMsg::YoutubeInvalid])?;
        let id = id_and_query.split(['?', '#']).next().unwrap_or("");
        let valid = id.len() == 11
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if !valid {
            return Err(vec![ContentMsg::YoutubeInvalid]);
        }
        Ok(Self(id.to_owned()))
    }

    pub fn from_stored(id: String) -> Self {
        Self(id)
    }

    pub fn id(&self) -> &str {
        &self.0
    }

    /// The embed form it is stored and published in.
    pub fn embed_url(&self) -> String {
        format!("https://www.youtube.com/embed/{}", self.0)
    }

    /// Its page on YouTube, for a reader without the app.
    pub fn watch_url(&self) -> String {
        format!("https://www.youtube.com/watch?v={}", self.0)
    }

    /// Its preview picture, for share cards and a reader without the app.
    pub fn preview_url(&self) -> String {
        format!("https://i.ytimg.com/vi/{}/hqdefault.jpg", self.0)
    }
}

/// A learning-hub item as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearningItem {
    pub id: i64,
    pub title: Title,
    pub category_id: i64,
    pub category: CategoryName,
    pub video: YoutubeVideo,
    pub content: RichText,
    pub excerpt: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A valid learning-hub form; the category is still a name to look up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearningDraft {
    pub title: Title,
    pub category: CategoryName,
    pub video: YoutubeVideo,
    pub content: RichText,
    pub excerpt: String,
}

impl LearningDraft {
    pub const EXCERPT_CHARS: usize = 200;

    /// Checks every field and reports each failing one (spec section 5).
    pub fn parse(
        title: &str,
        category: &str,
        youtube_link: &str,
        content: &str,
    ) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let title = e.check("title", Title::parse(title));
        let category = if category.trim().is_empty() {
            e.add("category", ContentMsg::CategoryRequired);
            None
        } else {
            e.check(
                "category",
                CategoryName::parse(category).map_err(|_| vec![ContentMsg::CategoryUnknown]),
            )
        };
        let video = e.check("youtube_link", YoutubeVideo::parse(youtube_link));
        let content = e.check(
            "content",
            RichText::parse(content, ContentMsg::DescriptionRequired),
        );
        match (title, category, video, content) {
            (Some(title), Some(category), Some(video), Some(content)) => {
                let excerpt = content.excerpt(Self::EXCERPT_CHARS);
                Ok(LearningDraft {
                    title,
                    category,
                    video,
                    content,
                    excerpt,
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
    fn embed_and_short_links_are_accepted_and_stored_in_embed_form() {
        for link in [
            "https://www.youtube.com/embed/XiCrniLQGYc",
            "https://youtube.com/embed/XiCrniLQGYc?si=abc",
            "https://www.youtube-nocookie.com/embed/XiCrniLQGYc",
            "https://youtu.be/XiCrniLQGYc",
            " https://youtu.be/XiCrniLQGYc?t=30 ",
            "http://youtu.be/XiCrniLQGYc#top",
        ] {
            let v = YoutubeVideo::parse(link).unwrap_or_else(|e| panic!("{link}: {e:?}"));
            assert_eq!(v.embed_url(), "https://www.youtube.com/embed/XiCrniLQGYc");
        }
    }

    #[test]
    fn other_addresses_are_refused() {
        assert_eq!(
            YoutubeVideo::parse("  ").unwrap_err(),
            vec![ContentMsg::YoutubeRequired]
        );
        for link in [
            "https://www.youtube.com/watch?v=XiCrniLQGYc",
            "https://evil.example/embed/XiCrniLQGYc",
            "https://youtu.be.evil.example/XiCrniLQGYc",
            "javascript:alert(1)//youtu.be/XiCrniLQGYc",
            "https://youtu.be/short",
            "https://youtu.be/XiCrniLQGYc/../x",
            "https://www.youtube.com/embed/<script>xx",
            "youtu.be/XiCrniLQGYc",
        ] {
            assert_eq!(
                YoutubeVideo::parse(link).unwrap_err(),
                vec![ContentMsg::YoutubeInvalid],
                "{link}"
            );
        }
    }

    #[test]
    fn a_learning_form_reports_each_field_with_the_spec_s_texts() {
        let e = LearningDraft::parse("", "", "", "").unwrap_err();
        assert_eq!(
            e.get("title"),
            Some(&[ContentMsg::TitleRequired.message()][..])
        );
        assert_eq!(
            e.get("category"),
            Some(&[ContentMsg::CategoryRequired.message()][..])
        );
        assert_eq!(
            e.get("youtube_link"),
            Some(&[ContentMsg::YoutubeRequired.message()][..])
        );
        assert_eq!(
            e.get("content"),
            Some(&[ContentMsg::DescriptionRequired.message()][..])
        );
        let d = LearningDraft::parse(
            "Breathe",
            "Anxiety",
            "https://youtu.be/XiCrniLQGYc",
            "<p>Slow breaths.</p>",
        )
        .unwrap();
        assert_eq!(
            (d.category.as_str(), d.video.id(), d.excerpt.as_str()),
            ("Anxiety", "XiCrniLQGYc", "Slow breaths.")
        );
    }
}
