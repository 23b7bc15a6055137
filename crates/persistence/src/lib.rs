//! Database adapters (sea-orm) for the application's ports. SQL lives here and
//! nowhere else; entity models never leave this crate.

mod category_repository;
pub mod counters;
mod database;
mod entities;
mod like;
mod login_attempt_store;
mod user_repository;

pub use category_repository::SeaCategoryRepository;
pub use database::{Database, connect};
pub use login_attempt_store::SeaLoginAttemptStore;
pub use user_repository::SeaUserRepository;

#[cfg(feature = "testing")]
pub mod testing;
