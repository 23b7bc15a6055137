//! A person's data across every area, walked table by table from the person-data registry
//! ([`mon_application::privacy::personal_data::PERSONAL_DATA`]): gathered for an export, erased
//! on request.

mod erase;
mod export;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{PersonalData, PersonalDataRepository};
use mon_application::privacy::personal_data::{Export, PERSONAL_DATA};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, TransactionTrait,
};

use crate::Database;
use crate::entities::user;
use crate::user_repository::ERASED_ROLE;

/// [`PersonalDataRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaPersonalDataRepository {
    db: Database,
}

impl SeaPersonalDataRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// Account `user_id`, unless it is unknown or already erased.
async fn live_account(
    txn: &impl ConnectionTrait,
    user_id: i64,
) -> anyhow::Result<Option<user::Model>> {
    user::Entity::find_by_id(user_id)
        .filter(user::Column::Role.ne(ERASED_ROLE))
        .one(txn)
        .await
        .context("reading the account")
}

#[async_trait]
impl PersonalDataRepository for SeaPersonalDataRepository {
    async fn gather(&self, user_id: i64) -> anyhow::Result<Option<PersonalData>> {
        let txn = self.db.conn.begin().await.context("starting a read")?;
        let Some(u) = live_account(&txn, user_id).await? else {
            return Ok(None);
        };
        let mut tables = Vec::new();
        for entry in PERSONAL_DATA {
            if let Export::As(name) = entry.export {
                tables.push(export::export_table(&txn, entry.table, name, &u).await?);
            }
        }
        txn.commit().await.context("ending a read")?;
        Ok(Some(PersonalData { tables }))
    }

    async fn erase(
        &self,
        user_id: i64,
        placeholder: &str,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let Some(u) = live_account(&txn, user_id).await? else {
            return Ok(false);
        };
        for entry in PERSONAL_DATA {
            erase::erase_table(&txn, entry, &u, placeholder, now).await?;
        }
        txn.commit().await.context("committing the erasure")?;
        Ok(true)
    }

    async fn scrub(&self) -> anyhow::Result<()> {
        if self.db.backend() != DbBackend::Sqlite {
            // PostgreSQL's own VACUUM reclaims dead rows; nothing here holds a copy of them.
            return Ok(());
        }
        // Merge the search index so the old names' entries are gone from its pages, not only marked deleted
        // (secure_delete, on every connection, zeroes the pages the merge frees); then fold the write-ahead
        // log into the database and truncate it, so no copy of an erased page stays in the log.
        self.db
            .conn
            .execute_unprepared("INSERT INTO users_search(users_search) VALUES('optimize')")
            .await
            .context("merging the search index")?;
        self.db
            .conn
            .execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)")
            .await
            .context("checkpointing the write-ahead log")?;
        Ok(())
    }
}
