use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::LoginAttemptStore;
use mon_domain::user::LoginAttempts;
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter,
    QuerySelect,
};

use crate::Database;
use crate::entities::login_attempt;

/// [`LoginAttemptStore`] over sea-orm.
#[derive(Clone)]
pub struct SeaLoginAttemptStore {
    db: Database,
}

impl SeaLoginAttemptStore {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn to_attempts(m: login_attempt::Model) -> LoginAttempts {
    LoginAttempts {
        failures: u32::try_from(m.failures).unwrap_or(0),
        last_failure_at: m.last_failure_at,
        locked_until: m.locked_until,
    }
}

async fn find<C: ConnectionTrait>(
    db: &C,
    login: &str,
    for_update: bool,
) -> anyhow::Result<LoginAttempts> {
    let mut q = login_attempt::Entity::find_by_id(login.to_owned());
    if for_update {
        // PostgreSQL: lock the row; SQLite: the transaction already holds the write lock.
        q = q.lock_exclusive();
    }
    Ok(q.one(db)
        .await
        .context("reading login attempts")?
        .map(to_attempts)
        .unwrap_or_default())
}

#[async_trait]
impl LoginAttemptStore for SeaLoginAttemptStore {
    async fn get(&self, login: &str) -> anyhow::Result<LoginAttempts> {
        find(&self.db.conn, login, false).await
    }

    async fn record_failure(
        &self,
        login: &str,
        now: DateTime<Utc>,
    ) -> anyhow::Result<LoginAttempts> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        // Make sure the row exists, then lock it: concurrent failures queue here
        // and each sees the count the one before it wrote.
        login_attempt::Entity::insert(login_attempt::ActiveModel {
            login: Set(login.to_owned()),
            failures: Set(0),
            last_failure_at: Set(None),
            locked_until: Set(None),
        })
        .on_conflict(
            OnConflict::column(login_attempt::Column::Login)
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(&txn)
        .await
        .context("creating the login attempt record")?;
        let next = find(&txn, login, true).await?.after_failure(now);
        login_attempt::Entity::update(login_attempt::ActiveModel {
            login: Set(login.to_owned()),
            failures: Set(i32::try_from(next.failures).unwrap_or(i32::MAX)),
            last_failure_at: Set(next.last_failure_at),
            locked_until: Set(next.locked_until),
        })
        .exec(&txn)
        .await
        .context("recording a failed login")?;
        txn.commit().await.context("committing a failed login")?;
        Ok(next)
    }

    async fn clear(&self, login: &str) -> anyhow::Result<()> {
        login_attempt::Entity::delete_by_id(login.to_owned())
            .exec(&self.db.conn)
            .await
            .context("clearing login attempts")?;
        Ok(())
    }

    async fn clear_names(&self, names: &[String]) -> anyhow::Result<()> {
        let mut any = Condition::any();
        for name in names {
            any = any.add(login_attempt::Column::Login.like(crate::like::login_name_pattern(name)));
        }
        login_attempt::Entity::delete_many()
            .filter(any)
            .exec(&self.db.conn)
            .await
            .context("clearing a name's login attempts")?;
        Ok(())
    }

    async fn purge(&self, before: DateTime<Utc>) -> anyhow::Result<u64> {
        let gone = login_attempt::Entity::delete_many()
            .filter(
                Condition::any()
                    .add(login_attempt::Column::LastFailureAt.lt(before))
                    .add(login_attempt::Column::LastFailureAt.is_null()),
            )
            .exec(&self.db.conn)
            .await
            .context("purging old login attempts")?;
        Ok(gone.rows_affected)
    }
}
