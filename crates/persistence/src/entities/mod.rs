pub mod user;
pub mod user_count;
pub mod user_key;
