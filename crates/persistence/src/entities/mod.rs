pub mod user;
pub mod user_key;
