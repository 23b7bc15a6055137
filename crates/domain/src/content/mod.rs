//! Content: stories, blog posts, the learning hub and its categories.

mod category;
mod messages;

pub use category::{CATEGORY_PAGES, Category, CategoryName};
pub use messages::ContentMsg;
