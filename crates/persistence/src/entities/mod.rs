pub mod category;
pub mod counter;
pub mod login_attempt;
pub mod user;
pub mod user_key;
