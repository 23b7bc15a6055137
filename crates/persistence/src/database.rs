use std::time::Duration;

use anyhow::Context;
use mon_migrations::{Migrator, MigratorTrait};
use sea_orm::{
    ConnectOptions, DatabaseBackend, DatabaseConnection, DatabaseTransaction, DbErr, EntityTrait,
    QuerySelect, SqliteTransactionMode, TransactionOptions, TransactionTrait,
};

/// A migrated database connection pool.
#[derive(Clone, Debug)]
pub struct Database {
    pub conn: DatabaseConnection,
}

impl Database {
    /// Starts a transaction that will write. On SQLite it takes the write lock
    /// at once (`BEGIN IMMEDIATE`), so it waits its turn behind another writer
    /// instead of failing when that writer commits first (a deferred
    /// transaction that read before writing cannot upgrade then).
    pub async fn begin_write(&self) -> Result<DatabaseTransaction, DbErr> {
        self.conn
            .begin_with_options(TransactionOptions {
                sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
                ..TransactionOptions::default()
            })
            .await
    }

    /// [`Self::begin_write`], with user `user_id`'s row locked until commit (PostgreSQL; SQLite's
    /// writers queue behind `BEGIN IMMEDIATE`): of two writes of one person's sent at once (two
    /// requests, two check-ins), the second reads what the first wrote.
    pub async fn begin_for_user(&self, user_id: i64) -> anyhow::Result<DatabaseTransaction> {
        let txn = self.begin_write().await.context("starting transaction")?;
        crate::entities::user_contact::Entity::find_by_id(user_id)
            .lock_exclusive()
            .one(&txn)
            .await
            .context("locking the user")?;
        Ok(txn)
    }

    pub fn backend(&self) -> DatabaseBackend {
        self.conn.get_database_backend()
    }

    /// Whether the database answers a trivial query.
    pub async fn ping(&self) -> bool {
        self.conn.ping().await.is_ok()
    }
}

/// Connects to `url` (`sqlite://…?mode=rwc` or `postgres://…`) and applies every pending migration.
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<Database> {
    let mut opts = ConnectOptions::new(url.to_owned());
    opts.max_connections(max_connections)
        .min_connections(1)
        .connect_timeout(Duration::from_secs(10))
        .acquire_timeout(Duration::from_secs(10))
        .sqlx_logging(false)
        // On every pooled connection: WAL lets readers run beside the writer; FULL
        // sync means an acknowledged write survives a crash or power cut; secure_delete
        // overwrites what a delete frees, so an erased person's rows do not linger in free pages.
        .map_sqlx_sqlite_opts(|o| {
            use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
            o.journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Full)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10))
                .pragma("secure_delete", "ON")
        });
    let conn = sea_orm::Database::connect(opts)
        .await
        .with_context(|| format!("connecting to the database at {}", redact(url)))?;
    Migrator::up(&conn, None)
        .await
        .context("applying database migrations")?;
    Ok(Database { conn })
}

/// The URL without its password, for logs and errors.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let creds = &url[s + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}://{}:***@{}", &url[..s], user, &url[at + 1..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn passwords_are_redacted_from_urls() {
        assert_eq!(
            super::redact("postgres://mon:s3cret@db:5432/mon"),
            "postgres://mon:***@db:5432/mon"
        );
        assert_eq!(
            super::redact("sqlite://data/mon.db?mode=rwc"),
            "sqlite://data/mon.db?mode=rwc"
        );
    }
}
