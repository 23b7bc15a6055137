pub mod article;
pub mod category;
pub mod counter;
pub mod learning_item;
pub mod login_attempt;
pub mod saved_course;
pub mod user;
pub mod user_key;
