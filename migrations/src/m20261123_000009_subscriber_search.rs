use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Indexed subscriber search (part of a username, e-mail or contact number,
/// any letter case). PostgreSQL: a trigram GIN index over the three fields;
/// SQLite: an FTS5 trigram index kept in step with `users` by triggers. Both
/// answer a substring of 3 characters or more from the index.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Postgres => {
                // pg_trgm is a trusted extension: a database owner may create it.
                db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm")
                    .await?;
                db.execute_unprepared(
                    "CREATE INDEX ix_users_search_trgm ON users USING gin \
                     ((username_lower || chr(31) || email_lower || chr(31) || coalesce(contact_number, '')) gin_trgm_ops)",
                )
                .await?;
            }
            _ => {
                for sql in [
                    "CREATE VIRTUAL TABLE users_search USING fts5(username_lower, email_lower, contact_number, \
                     content='users', content_rowid='id', tokenize='trigram')",
                    "CREATE TRIGGER users_search_ai AFTER INSERT ON users BEGIN \
                     INSERT INTO users_search(rowid, username_lower, email_lower, contact_number) \
                     VALUES (new.id, new.username_lower, new.email_lower, new.contact_number); END",
                    "CREATE TRIGGER users_search_ad AFTER DELETE ON users BEGIN \
                     INSERT INTO users_search(users_search, rowid, username_lower, email_lower, contact_number) \
                     VALUES ('delete', old.id, old.username_lower, old.email_lower, old.contact_number); END",
                    "CREATE TRIGGER users_search_au AFTER UPDATE OF username_lower, email_lower, contact_number ON users BEGIN \
                     INSERT INTO users_search(users_search, rowid, username_lower, email_lower, contact_number) \
                     VALUES ('delete', old.id, old.username_lower, old.email_lower, old.contact_number); \
                     INSERT INTO users_search(rowid, username_lower, email_lower, contact_number) \
                     VALUES (new.id, new.username_lower, new.email_lower, new.contact_number); END",
                    "INSERT INTO users_search(users_search) VALUES ('rebuild')",
                ] {
                    db.execute_unprepared(sql).await?;
                }
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DbBackend::Postgres => {
                db.execute_unprepared("DROP INDEX IF EXISTS ix_users_search_trgm")
                    .await?;
            }
            _ => {
                for sql in [
                    "DROP TRIGGER IF EXISTS users_search_au",
                    "DROP TRIGGER IF EXISTS users_search_ad",
                    "DROP TRIGGER IF EXISTS users_search_ai",
                    "DROP TABLE IF EXISTS users_search",
                ] {
                    db.execute_unprepared(sql).await?;
                }
            }
        }
        Ok(())
    }
}
