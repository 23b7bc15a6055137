//! Content: stories, blog posts, the learning hub and its categories.

mod article;
mod category;
mod image;
mod lead;
mod learning;
mod messages;
mod text;

pub use article::{ARTICLE_PAGES, Article, ArticleDraft, ArticleKind, ImageKeys};
pub use category::{CATEGORY_PAGES, Category, CategoryName};
pub use image::{ImageFormat, sniff_image, webp_twin};
pub use lead::LeadSplit;
pub use learning::{LEARNING_PAGES, LearningDraft, LearningItem, WISHLIST_PAGES, YoutubeVideo};
pub use messages::ContentMsg;
pub use text::{RichText, Title, cut_at_word, one_line, plain_excerpt};
