//! Content: stories, blog posts, the learning hub and its categories.

mod article;
mod category;
mod image;
mod lead;
mod learning;
mod messages;
mod text;

pub use article::{Article, ArticleDraft, ArticleKind, ImageKeys};
pub use category::{Category, CategoryName};
pub use image::{ImageFormat, sniff_image, webp_twin};
pub use lead::LeadSplit;
pub use learning::{LearningDraft, LearningItem, YoutubeVideo};
pub use messages::ContentMsg;
pub use text::{RichText, Title, cut_at_word, one_line, plain_excerpt};
