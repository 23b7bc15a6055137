//! The sea-orm migration CLI over Mon's migrations, on the database `make run` uses unless
//! told otherwise: `DATABASE_URL`, or else `MON_DATABASE_URL`, or else `data/mon.db`.
//!
//! `cargo run -p mon-migrations -- status` lists what ran; `up` runs what is pending (the server
//! also does that at start); `down -n 1` undoes the newest.

use sea_orm_migration::prelude::*;

#[tokio::main]
async fn main() {
    if std::env::var_os("DATABASE_URL").is_none() {
        let url = std::env::var("MON_DATABASE_URL")
            .unwrap_or_else(|_| "sqlite://data/mon.db?mode=rwc".to_owned());
        // SAFETY: set once, before any other thread runs.
        unsafe { std::env::set_var("DATABASE_URL", url) };
    }
    cli::run_cli(mon_migrations::Migrator).await;
}
