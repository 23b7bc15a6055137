//! Bodies of the content area.

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes;
use actix_multipart::form::text::Text;
use chrono::{DateTime, Utc};
use mon_application::content::{ArticleInput, LearningInput};
use mon_domain::content::{Article, Category, LeadSplit, LearningItem};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A learning-hub category.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CategoryResponse {
    pub id: i64,
    /// As stored, e.g. `Well_being`.
    pub name: String,
    /// How people read it, e.g. `Well being`.
    pub display_name: String,
}

impl From<Category> for CategoryResponse {
    fn from(c: Category) -> Self {
        CategoryResponse {
            id: c.id,
            display_name: c.name.display(),
            name: c.name.as_str().to_owned(),
        }
    }
}

crate::dto::page_body! {
    /// One page of categories, A to Z.
    CategoryPage: Vec<CategoryResponse> from Page<Category>,
    /// How many match in all.
    total
}

/// A category written, and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct CategoryMessageResponse {
    pub message: String,
    pub category: CategoryResponse,
}

/// The category list's search (its page is a [`crate::paging::PageQuery`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CategorySearch {
    /// Case-insensitive part of a category name.
    pub search: Option<String>,
}

/// The category form, sent as `multipart/form-data` (spec section 3).
#[derive(MultipartForm)]
pub struct CategoryForm {
    #[multipart(limit = "4KiB")]
    pub name: Option<Text<String>>,
}

/// The category form's fields, for the OpenAPI document.
#[derive(ToSchema)]
#[schema(as = CategoryForm)]
#[allow(dead_code)]
pub struct CategoryFormSchema {
    /// The category's name, 1 to 60 characters, unique in any case.
    pub name: String,
}

/// The published address of a stored image.
pub fn image_url(key: &str) -> String {
    format!("/uploads/{key}")
}

/// A story or blog post on a card or in a table: no content, its excerpt instead.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ArticleSummary {
    pub id: i64,
    /// Plain text.
    pub title: String,
    /// The first 200 characters of the content as plain text.
    pub excerpt: String,
    /// The feature image, without metadata (at most 2000 px wide).
    pub feature_image_url: String,
    /// The feature image at card size (at most 800 px wide, JPEG).
    pub card_image_url: String,
    /// Blog posts only.
    pub author: Option<String>,
    /// When it was published.
    pub date: DateTime<Utc>,
}

impl From<Article> for ArticleSummary {
    fn from(a: Article) -> Self {
        ArticleSummary {
            id: a.id,
            title: a.title.as_str().to_owned(),
            excerpt: a.excerpt,
            feature_image_url: image_url(&a.image.original),
            card_image_url: image_url(&a.image.card),
            author: a.author,
            date: a.created_at,
        }
    }
}

/// A whole story or blog post.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ArticleResponse {
    pub id: i64,
    /// Plain text.
    pub title: String,
    /// Sanitised HTML: paragraphs, headings, lists, emphasis, quotes and links.
    pub content: String,
    /// The content's first sentence, as plain text: the page's emphasised lead (empty when the
    /// content starts with a heading or a list).
    pub lead: String,
    /// The content without its lead: sanitised HTML, the page's body.
    pub body: String,
    pub excerpt: String,
    pub feature_image_url: String,
    pub card_image_url: String,
    /// Blog posts only.
    pub author: Option<String>,
    pub date: DateTime<Utc>,
}

impl From<Article> for ArticleResponse {
    /// The summary's fields and the content.
    fn from(a: Article) -> Self {
        let content = a.content.as_str().to_owned();
        let LeadSplit { lead, body } = a.content.lead();
        let s = ArticleSummary::from(a);
        ArticleResponse {
            id: s.id,
            title: s.title,
            content,
            lead,
            body,
            excerpt: s.excerpt,
            feature_image_url: s.feature_image_url,
            card_image_url: s.card_image_url,
            author: s.author,
            date: s.date,
        }
    }
}

crate::dto::page_body! {
    /// One page of stories or blog posts, newest first.
    ArticlePage: Vec<ArticleSummary> from Page<Article>
}

/// A story or blog post written, and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ArticleMessageResponse {
    pub message: String,
    pub item: ArticleResponse,
}

/// The story and blog lists' search (their page is a [`crate::paging::PageQuery`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TitleSearch {
    /// Case-insensitive part of a title (the admin tables).
    pub search: Option<String>,
}

/// The story and blog form, sent as `multipart/form-data`.
#[derive(MultipartForm)]
pub struct ArticleForm {
    /// Checked against the configured maximum (`MON_UPLOAD_MAX_BYTES`) by the use case; this is the hard cap.
    #[multipart(limit = "64MiB")]
    pub file: Option<Bytes>,
    #[multipart(limit = "8KiB")]
    pub title: Option<Text<String>>,
    #[multipart(limit = "1MiB")]
    pub content: Option<Text<String>>,
    #[multipart(limit = "4KiB")]
    pub author: Option<Text<String>>,
}

impl ArticleForm {
    /// The use case's input; an empty file part (no file chosen) is no file.
    pub fn into_input(self) -> ArticleInput {
        let text = |t: Option<Text<String>>| t.map(Text::into_inner).unwrap_or_default();
        ArticleInput {
            title: text(self.title),
            content: text(self.content),
            author: self.author.map(Text::into_inner),
            image: self.file.map(|f| f.data.to_vec()).filter(|b| !b.is_empty()),
        }
    }
}

/// The story form's fields, for the OpenAPI document.
#[derive(ToSchema)]
#[schema(as = StoryForm)]
#[allow(dead_code)]
pub struct StoryFormSchema {
    /// A JPEG, PNG, WebP or GIF image, judged by its bytes; required when adding, optional when updating (the old image is kept).
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    pub file: Option<String>,
    /// Plain text, 1 to 200 characters.
    pub title: String,
    /// HTML; sanitised on the server.
    pub content: String,
}

/// The blog form's fields, for the OpenAPI document.
#[derive(ToSchema)]
#[schema(as = BlogForm)]
#[allow(dead_code)]
pub struct BlogFormSchema {
    /// A JPEG, PNG, WebP or GIF image, judged by its bytes; required when adding, optional when updating (the old image is kept).
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    pub file: Option<String>,
    /// Plain text, 1 to 200 characters.
    pub title: String,
    /// HTML; sanitised on the server.
    pub content: String,
    /// Optional, at most 100 characters.
    pub author: Option<String>,
}

/// A learning-hub item: a video with a title, a category and a description.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct LearningResponse {
    pub id: i64,
    /// Plain text.
    pub title: String,
    /// The category's name as stored, e.g. `Well_being`.
    pub category: String,
    /// How people read it, e.g. `Well being`.
    pub category_display: String,
    /// The description: sanitised HTML.
    pub content: String,
    /// The description's first 200 characters as plain text.
    pub excerpt: String,
    /// The embed address, e.g. `https://www.youtube.com/embed/XiCrniLQGYc`.
    pub youtube_link: String,
    /// The video's id, for a preview image and the privacy-enhanced player.
    pub video_id: String,
    pub date: DateTime<Utc>,
}

impl From<LearningItem> for LearningResponse {
    fn from(l: LearningItem) -> Self {
        LearningResponse {
            id: l.id,
            title: l.title.as_str().to_owned(),
            category_display: l.category.display(),
            category: l.category.as_str().to_owned(),
            content: l.content.as_str().to_owned(),
            excerpt: l.excerpt,
            youtube_link: l.video.embed_url(),
            video_id: l.video.id().to_owned(),
            date: l.created_at,
        }
    }
}

/// A learning-hub item on its own page: the item, with its description split into the page's
/// lead and body.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct LearningDetail {
    pub id: i64,
    /// Plain text.
    pub title: String,
    /// The category's name as stored, e.g. `Well_being`.
    pub category: String,
    /// How people read it, e.g. `Well being`.
    pub category_display: String,
    /// The description: sanitised HTML.
    pub content: String,
    /// The description's first sentence, as plain text: the page's emphasised lead.
    pub lead: String,
    /// The description without its lead: sanitised HTML, the page's body.
    pub body: String,
    /// The description's first 200 characters as plain text.
    pub excerpt: String,
    /// The embed address, e.g. `https://www.youtube.com/embed/XiCrniLQGYc`.
    pub youtube_link: String,
    /// The video's id, for a preview image and the privacy-enhanced player.
    pub video_id: String,
    pub date: DateTime<Utc>,
}

impl From<LearningItem> for LearningDetail {
    fn from(l: LearningItem) -> Self {
        let LeadSplit { lead, body } = l.content.lead();
        let r = LearningResponse::from(l);
        LearningDetail {
            id: r.id,
            title: r.title,
            category: r.category,
            category_display: r.category_display,
            content: r.content,
            lead,
            body,
            excerpt: r.excerpt,
            youtube_link: r.youtube_link,
            video_id: r.video_id,
            date: r.date,
        }
    }
}

crate::dto::page_body! {
    /// One page of learning-hub items (or saved courses).
    LearningPage: Vec<LearningResponse> from Page<LearningItem>
}

/// The learning hub's filter and search (its page is a [`crate::paging::PageQuery`]).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LearningFilter {
    /// A category's name (e.g. `Well_being`, any case); an unknown name matches nothing.
    pub category: Option<String>,
    /// Case-insensitive part of a title (the admin table).
    pub search: Option<String>,
}

/// The learning-hub form (spec section 7). A missing field gets its field's message.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct LearningRequest {
    /// Plain text, 1 to 200 characters.
    pub title: String,
    /// An existing category's name.
    pub category: String,
    /// An embed (`https://www.youtube.com/embed/…`) or short-link (`https://youtu.be/…`) address.
    pub youtube_link: String,
    /// The description, HTML; sanitised on the server.
    pub content: String,
}

impl From<LearningRequest> for LearningInput {
    fn from(r: LearningRequest) -> Self {
        LearningInput {
            title: r.title,
            category: r.category,
            youtube_link: r.youtube_link,
            content: r.content,
        }
    }
}

/// A learning-hub item written, and what to tell the person.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct LearningMessageResponse {
    pub message: String,
    pub item: LearningResponse,
}

/// Which learning-hub item to save or remove.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct WishlistRequest {
    pub learninghub_id: i64,
}
