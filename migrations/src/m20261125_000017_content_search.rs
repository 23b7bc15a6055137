use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The tables whose folded titles anyone may search (the public `search` of
/// stories, posts and the learning hub), indexed as the subscriber search is
/// (migration 9): a trigram GIN index on PostgreSQL, an FTS5 trigram table kept
/// in step by triggers on SQLite. A substring of 3 characters or more is
/// answered from the index, so a stranger's search costs what its matches cost.
const TABLES: [&str; 2] = ["articles", "learning_items"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let postgres = manager.get_database_backend() == DbBackend::Postgres;
        if postgres {
            db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm")
                .await?;
        }
        for table in TABLES {
            let statements = if postgres {
                vec![format!(
                    "CREATE INDEX ix_{table}_title_trgm ON {table} USING gin (title_folded gin_trgm_ops)"
                )]
            } else {
                vec![
                    format!(
                        "CREATE VIRTUAL TABLE {table}_search USING fts5(title_folded, \
                         content='{table}', content_rowid='id', tokenize='trigram')"
                    ),
                    format!(
                        "CREATE TRIGGER {table}_search_ai AFTER INSERT ON {table} BEGIN \
                         INSERT INTO {table}_search(rowid, title_folded) VALUES (new.id, new.title_folded); END"
                    ),
                    format!(
                        "CREATE TRIGGER {table}_search_ad AFTER DELETE ON {table} BEGIN \
                         INSERT INTO {table}_search({table}_search, rowid, title_folded) \
                         VALUES ('delete', old.id, old.title_folded); END"
                    ),
                    format!(
                        "CREATE TRIGGER {table}_search_au AFTER UPDATE OF title_folded ON {table} BEGIN \
                         INSERT INTO {table}_search({table}_search, rowid, title_folded) \
                         VALUES ('delete', old.id, old.title_folded); \
                         INSERT INTO {table}_search(rowid, title_folded) VALUES (new.id, new.title_folded); END"
                    ),
                    format!("INSERT INTO {table}_search({table}_search) VALUES ('rebuild')"),
                ]
            };
            for sql in statements {
                db.execute_unprepared(&sql).await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let postgres = manager.get_database_backend() == DbBackend::Postgres;
        for table in TABLES {
            let statements = if postgres {
                vec![format!("DROP INDEX IF EXISTS ix_{table}_title_trgm")]
            } else {
                ["au", "ad", "ai"]
                    .iter()
                    .map(|t| format!("DROP TRIGGER IF EXISTS {table}_search_{t}"))
                    .chain([format!("DROP TABLE IF EXISTS {table}_search")])
                    .collect()
            };
            for sql in statements {
                db.execute_unprepared(&sql).await?;
            }
        }
        Ok(())
    }
}
