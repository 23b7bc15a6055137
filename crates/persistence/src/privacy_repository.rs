//! The consent log and the access log.

use std::collections::HashMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{AccessLogRepository, ConsentRepository};
use mon_domain::Bilingual;
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::privacy::{AccessEntry, AccessKind, ConsentPurpose, ConsentRecord};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use crate::Database;
use crate::entities::{access_log, consent, counsellor};
use crate::paged::counted_page;

/// Adds `record` for `user_id` on `conn` (inside the caller's transaction when it has one).
pub(crate) async fn insert_consent<C: ConnectionTrait>(
    conn: &C,
    user_id: i64,
    record: &ConsentRecord,
) -> anyhow::Result<()> {
    consent::ActiveModel {
        id: NotSet,
        user_id: Set(user_id),
        purpose: Set(record.purpose.as_str().to_owned()),
        granted: Set(record.granted),
        notice_version: Set(record.notice_version.clone()),
        text_shown: Set(record.text_shown.clone()),
        at: Set(record.at),
    }
    .insert(conn)
    .await
    .context("recording a consent")?;
    Ok(())
}

fn to_record(m: consent::Model) -> Option<ConsentRecord> {
    Some(ConsentRecord {
        purpose: ConsentPurpose::parse(&m.purpose)?,
        granted: m.granted,
        notice_version: m.notice_version,
        text_shown: m.text_shown,
        at: m.at,
    })
}

/// [`ConsentRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaConsentRepository {
    db: Database,
}

impl SeaConsentRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl ConsentRepository for SeaConsentRepository {
    async fn record(
        &self,
        user_id: i64,
        record: &ConsentRecord,
    ) -> anyhow::Result<(ConsentRecord, bool)> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let latest = consent::Entity::find()
            .filter(consent::Column::UserId.eq(user_id))
            .filter(consent::Column::Purpose.eq(record.purpose.as_str()))
            .order_by_desc(consent::Column::Id)
            .one(&txn)
            .await
            .context("reading the latest consent")?
            .and_then(to_record);
        if let Some(latest) = latest.filter(|l| l.granted == record.granted) {
            return Ok((latest, false));
        }
        insert_consent(&txn, user_id, record).await?;
        txn.commit().await.context("committing a consent")?;
        Ok((record.clone(), true))
    }

    async fn list(&self, user_id: i64, page: PageRequest) -> anyhow::Result<Page<ConsentRecord>> {
        let select = consent::Entity::find().filter(consent::Column::UserId.eq(user_id));
        let (rows, total) = counted_page(
            &self.db.conn,
            select,
            |s| s.order_by_desc(consent::Column::Id),
            page,
            "consents",
        )
        .await?;
        let items = rows.into_iter().filter_map(to_record).collect();
        Ok(Page::of(items, total, page))
    }

    async fn latest(&self, user_id: i64, purpose: ConsentPurpose) -> anyhow::Result<Option<bool>> {
        let row = consent::Entity::find()
            .filter(consent::Column::UserId.eq(user_id))
            .filter(consent::Column::Purpose.eq(purpose.as_str()))
            .order_by_desc(consent::Column::Id)
            .one(&self.db.conn)
            .await
            .context("reading the latest consent")?;
        Ok(row.map(|m| m.granted))
    }
}

/// [`AccessLogRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaAccessLogRepository {
    db: Database,
}

impl SeaAccessLogRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl AccessLogRepository for SeaAccessLogRepository {
    async fn record(
        &self,
        subscriber_ids: &[i64],
        admin_id: i64,
        what: AccessKind,
        at: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let mut ids = subscriber_ids.to_vec();
        ids.sort_unstable();
        ids.dedup();
        if ids.is_empty() {
            return Ok(());
        }
        // Only live accounts: nobody's records are read through an unknown or erased one.
        let live: Vec<i64> = crate::entities::user::Entity::find()
            .select_only()
            .column(crate::entities::user::Column::Id)
            .filter(crate::entities::user::Column::Id.is_in(ids))
            .filter(crate::entities::user::Column::Role.ne(crate::user_repository::ERASED_ROLE))
            .into_tuple()
            .all(&self.db.conn)
            .await
            .context("reading the accounts read")?;
        if live.is_empty() {
            return Ok(());
        }
        access_log::Entity::insert_many(live.into_iter().map(|subscriber_id| {
            access_log::ActiveModel {
                id: NotSet,
                subscriber_id: Set(subscriber_id),
                admin_id: Set(admin_id),
                what: Set(what.as_str().to_owned()),
                at: Set(at),
            }
        }))
        .exec_without_returning(&self.db.conn)
        .await
        .context("noting a read")?;
        Ok(())
    }

    async fn list(
        &self,
        subscriber_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<AccessEntry>> {
        let select =
            access_log::Entity::find().filter(access_log::Column::SubscriberId.eq(subscriber_id));
        let (rows, total) = counted_page(
            &self.db.conn,
            select,
            |s| s.order_by_desc(access_log::Column::Id),
            page,
            "the access log",
        )
        .await?;
        let mut ids: Vec<i64> = rows.iter().map(|r| r.admin_id).collect();
        ids.sort_unstable();
        ids.dedup();
        let (names, counsellors) = readers(&self.db.conn, ids).await?;
        let items = rows
            .into_iter()
            .filter_map(|r| {
                Some(AccessEntry {
                    id: r.id,
                    admin_username: names.get(&r.admin_id).cloned().unwrap_or_default(),
                    by_owner: r.admin_id == r.subscriber_id,
                    counsellor_name: counsellors.get(&r.admin_id).cloned(),
                    what: AccessKind::parse(&r.what)?,
                    at: r.at,
                })
            })
            .collect();
        Ok(Page::of(items, total, page))
    }
}

/// The usernames of the readers `ids` (accounts), and the names on the profiles of those who are
/// counsellors; one query each for a page of the log.
async fn readers<C: ConnectionTrait>(
    conn: &C,
    ids: Vec<i64>,
) -> anyhow::Result<(HashMap<i64, String>, HashMap<i64, Bilingual>)> {
    if ids.is_empty() {
        return Ok((HashMap::new(), HashMap::new()));
    }
    let names = crate::entities::user::Entity::find()
        .filter(crate::entities::user::Column::Id.is_in(ids.clone()))
        .all(conn)
        .await
        .context("reading the readers' names")?
        .into_iter()
        .map(|u| (u.id, u.username))
        .collect();
    let counsellors = counsellor::Entity::find()
        .filter(counsellor::Column::UserId.is_in(ids))
        .all(conn)
        .await
        .context("reading the readers' counsellor profiles")?
        .into_iter()
        .map(|c| (c.user_id, Bilingual::new(c.name_en, c.name_bn)))
        .collect();
    Ok((names, counsellors))
}
