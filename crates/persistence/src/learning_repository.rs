use std::collections::HashMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{LearningRepository, LearningWriteError};
use mon_domain::content::{
    CategoryName, LearningDraft, LearningItem, RichText, Title, YoutubeVideo,
};
use mon_domain::pagination::{Page, PageRequest};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, Condition, ConnectionTrait, EntityTrait,
    IntoActiveModel, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select, Set,
};

use crate::constraint::is_foreign_key_violation;
use crate::entities::{category, learning_item, saved_course};
use crate::paged::counted_page;
use crate::{Database, counters, like};

/// The counter of all learning-hub items.
pub const LEARNING: &str = "learning";

/// The counter of one category's learning-hub items.
pub fn learning_in(category_id: i64) -> String {
    format!("learning.category.{category_id}")
}

/// [`LearningRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaLearningRepository {
    db: Database,
}

impl SeaLearningRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn to_item(m: learning_item::Model, c: Option<category::Model>) -> anyhow::Result<LearningItem> {
    let c = c.with_context(|| format!("learning item {} has no category", m.id))?;
    Ok(LearningItem {
        id: m.id,
        title: Title::from_stored(m.title),
        category_id: m.category_id,
        category: CategoryName::from_stored(c.name),
        video: YoutubeVideo::from_stored(m.video_id),
        content: RichText::from_stored(m.content),
        excerpt: m.excerpt,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

async fn fetch<C: ConnectionTrait>(
    db: &C,
    select: Select<learning_item::Entity>,
) -> anyhow::Result<Vec<LearningItem>> {
    let rows = select
        .find_also_related(category::Entity)
        .all(db)
        .await
        .context("reading learning items")?;
    rows.into_iter().map(|(m, c)| to_item(m, c)).collect()
}

#[async_trait]
impl LearningRepository for SeaLearningRepository {
    async fn count(&self) -> anyhow::Result<u64> {
        counters::get(&self.db.conn, LEARNING).await
    }

    async fn list(
        &self,
        category_id: Option<i64>,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<LearningItem>> {
        let mut select = learning_item::Entity::find();
        if let Some(id) = category_id {
            select = select.filter(learning_item::Column::CategoryId.eq(id));
        }
        if let Some(s) = &search {
            select = select.filter(like::contains(
                self.db.conn.get_database_backend(),
                "learning_items",
                "\"learning_items\".\"title_folded\"",
                &s.to_lowercase(),
                |pattern| Condition::all().add(learning_item::Column::TitleFolded.like(pattern)),
            ));
        }
        let total = match (&search, category_id) {
            (None, None) => counters::get(&self.db.conn, LEARNING).await?,
            (None, Some(id)) => counters::get(&self.db.conn, &learning_in(id)).await?,
            (Some(_), _) => select
                .clone()
                .count(&self.db.conn)
                .await
                .context("counting learning items")?,
        };
        let select = select
            .order_by_desc(learning_item::Column::Id)
            .offset(page.offset())
            .limit(page.per_page);
        Ok(Page::of(fetch(&self.db.conn, select).await?, total, page))
    }

    async fn find(&self, id: i64) -> anyhow::Result<Option<LearningItem>> {
        Ok(fetch(&self.db.conn, learning_item::Entity::find_by_id(id))
            .await?
            .pop())
    }

    async fn create(
        &self,
        draft: &LearningDraft,
        category_id: i64,
        now: DateTime<Utc>,
    ) -> anyhow::Result<LearningItem> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let model = learning_item::ActiveModel {
            id: NotSet,
            title: Set(draft.title.as_str().to_owned()),
            title_folded: Set(draft.title.folded()),
            category_id: Set(category_id),
            video_id: Set(draft.video.id().to_owned()),
            content: Set(draft.content.as_str().to_owned()),
            excerpt: Set(draft.excerpt.clone()),
            created_at: Set(now),
            updated_at: Set(now),
        };
        let inserted = model
            .insert(&txn)
            .await
            .context("inserting learning item")?;
        counters::add(&txn, LEARNING, 1).await?;
        counters::add(&txn, &learning_in(category_id), 1).await?;
        let item = fetch(&txn, learning_item::Entity::find_by_id(inserted.id))
            .await?
            .pop()
            .context("reading the new learning item")?;
        txn.commit().await.context("committing learning item")?;
        Ok(item)
    }

    async fn update(
        &self,
        id: i64,
        draft: &LearningDraft,
        category_id: i64,
        now: DateTime<Utc>,
    ) -> Result<LearningItem, LearningWriteError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        // Locked until commit (PostgreSQL; SQLite's write transaction runs alone): a parallel edit waits, so the counters move once.
        let existing = learning_item::Entity::find_by_id(id)
            .lock_exclusive()
            .one(&txn)
            .await
            .context("finding learning item")?
            .ok_or(LearningWriteError::NotFound)?;
        let old_category = existing.category_id;
        let mut model = existing.into_active_model();
        model.title = Set(draft.title.as_str().to_owned());
        model.title_folded = Set(draft.title.folded());
        model.category_id = Set(category_id);
        model.video_id = Set(draft.video.id().to_owned());
        model.content = Set(draft.content.as_str().to_owned());
        model.excerpt = Set(draft.excerpt.clone());
        model.updated_at = Set(now);
        model.update(&txn).await.context("updating learning item")?;
        if old_category != category_id {
            counters::add(&txn, &learning_in(old_category), -1).await?;
            counters::add(&txn, &learning_in(category_id), 1).await?;
        }
        let item = fetch(&txn, learning_item::Entity::find_by_id(id))
            .await?
            .pop()
            .context("reading the updated learning item")?;
        txn.commit().await.context("committing learning item")?;
        Ok(item)
    }

    async fn delete(&self, id: i64) -> anyhow::Result<bool> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let Some(existing) = learning_item::Entity::find_by_id(id)
            .lock_exclusive()
            .one(&txn)
            .await
            .context("finding learning item")?
        else {
            return Ok(false);
        };
        // Saved courses go with the item (ON DELETE CASCADE on both engines).
        let gone = learning_item::Entity::delete_by_id(id)
            .exec(&txn)
            .await
            .context("deleting learning item")?;
        if gone.rows_affected != 1 {
            return Ok(false);
        }
        counters::add(&txn, LEARNING, -1).await?;
        counters::add(&txn, &learning_in(existing.category_id), -1).await?;
        txn.commit()
            .await
            .context("committing learning item deletion")?;
        Ok(true)
    }

    async fn save_course(
        &self,
        user_id: i64,
        item_id: i64,
        now: DateTime<Utc>,
    ) -> Result<(), LearningWriteError> {
        let row = saved_course::ActiveModel {
            user_id: Set(user_id),
            learning_id: Set(item_id),
            created_at: Set(now),
        };
        let res = saved_course::Entity::insert(row)
            .on_conflict(
                OnConflict::columns([
                    saved_course::Column::UserId,
                    saved_course::Column::LearningId,
                ])
                .do_nothing()
                .to_owned(),
            )
            .exec_without_returning(&self.db.conn)
            .await;
        match res {
            Ok(_) => Ok(()),
            Err(e) if is_foreign_key_violation(&e) => Err(LearningWriteError::NotFound),
            Err(e) => Err(anyhow::anyhow!(e).context("saving a course").into()),
        }
    }

    async fn unsave_course(&self, user_id: i64, item_id: i64) -> anyhow::Result<bool> {
        let gone = saved_course::Entity::delete_many()
            .filter(saved_course::Column::UserId.eq(user_id))
            .filter(saved_course::Column::LearningId.eq(item_id))
            .exec(&self.db.conn)
            .await
            .context("removing a saved course")?;
        Ok(gone.rows_affected > 0)
    }

    async fn saved_courses(
        &self,
        user_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<LearningItem>> {
        let mine = saved_course::Entity::find().filter(saved_course::Column::UserId.eq(user_id));
        let (rows, total) = counted_page(
            &self.db.conn,
            mine,
            |s| {
                s.order_by_desc(saved_course::Column::CreatedAt)
                    .order_by_desc(saved_course::Column::LearningId)
            },
            page,
            "saved courses",
        )
        .await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.learning_id).collect();
        let mut by_id: HashMap<i64, LearningItem> = fetch(
            &self.db.conn,
            learning_item::Entity::find().filter(learning_item::Column::Id.is_in(ids.clone())),
        )
        .await?
        .into_iter()
        .map(|i| (i.id, i))
        .collect();
        let items = ids.iter().filter_map(|id| by_id.remove(id)).collect();
        Ok(Page::of(items, total, page))
    }
}
