//! Database adapters (sea-orm) for the application's ports. SQL lives here and
//! nowhere else; entity models never leave this crate.

mod database;
mod entities;
mod user_repository;

pub use database::{Database, connect};
pub use user_repository::SeaUserRepository;

#[cfg(feature = "testing")]
pub mod testing;
