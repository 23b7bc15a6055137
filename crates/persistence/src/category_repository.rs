use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{CategoryRepository, CategoryWriteError};
use mon_domain::content::{Category, CategoryName};
use mon_domain::pagination::{Page, PageRequest};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use crate::constraint::{is_foreign_key_violation, is_unique_violation};
use crate::entities::category;
use crate::{Database, counters, like};

/// The counter of all categories.
pub const CATEGORIES: &str = "categories";

/// [`CategoryRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaCategoryRepository {
    db: Database,
}

impl SeaCategoryRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn to_category(m: category::Model) -> Category {
    Category {
        id: m.id,
        name: CategoryName::from_stored(m.name),
        created_at: m.created_at,
    }
}

#[async_trait]
impl CategoryRepository for SeaCategoryRepository {
    async fn list(
        &self,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Category>> {
        let mut select = category::Entity::find();
        if let Some(s) = &search {
            let folded = CategoryName::from_stored(s.clone()).folded();
            select =
                select.filter(category::Column::NameFolded.like(like::contains_pattern(&folded)));
        }
        let total = match &search {
            None => counters::get(&self.db.conn, CATEGORIES).await?,
            Some(_) => select
                .clone()
                .count(&self.db.conn)
                .await
                .context("counting categories")?,
        };
        let models = select
            .order_by_asc(category::Column::NameFolded)
            .offset(page.offset())
            .limit(page.per_page)
            .all(&self.db.conn)
            .await
            .context("listing categories")?;
        Ok(Page::of(
            models.into_iter().map(to_category).collect(),
            total,
            page,
        ))
    }

    async fn find(&self, id: i64) -> anyhow::Result<Option<Category>> {
        Ok(category::Entity::find_by_id(id)
            .one(&self.db.conn)
            .await
            .context("finding category")?
            .map(to_category))
    }

    async fn find_by_name(&self, name: &CategoryName) -> anyhow::Result<Option<Category>> {
        let m = category::Entity::find()
            .filter(category::Column::NameFolded.eq(name.folded()))
            .one(&self.db.conn)
            .await
            .context("finding category by name")?;
        Ok(m.map(to_category))
    }

    async fn create(
        &self,
        name: &CategoryName,
        now: DateTime<Utc>,
    ) -> Result<Category, CategoryWriteError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let model = category::ActiveModel {
            id: NotSet,
            name: Set(name.as_str().to_owned()),
            name_folded: Set(name.folded()),
            created_at: Set(now),
            updated_at: Set(now),
        };
        let inserted = match model.insert(&txn).await {
            Ok(m) => m,
            Err(e) if is_unique_violation(&e) => return Err(CategoryWriteError::NameTaken),
            Err(e) => return Err(anyhow::anyhow!(e).context("inserting category").into()),
        };
        counters::add(&txn, CATEGORIES, 1).await?;
        txn.commit().await.context("committing category")?;
        Ok(to_category(inserted))
    }

    async fn rename(
        &self,
        id: i64,
        name: &CategoryName,
        now: DateTime<Utc>,
    ) -> Result<Category, CategoryWriteError> {
        let res = category::Entity::update_many()
            .col_expr(
                category::Column::Name,
                Expr::value(name.as_str().to_owned()),
            )
            .col_expr(category::Column::NameFolded, Expr::value(name.folded()))
            .col_expr(category::Column::UpdatedAt, Expr::value(now))
            .filter(category::Column::Id.eq(id))
            .exec(&self.db.conn)
            .await;
        match res {
            Ok(r) if r.rows_affected == 0 => Err(CategoryWriteError::NotFound),
            Ok(_) => self.find(id).await?.ok_or(CategoryWriteError::NotFound),
            Err(e) if is_unique_violation(&e) => Err(CategoryWriteError::NameTaken),
            Err(e) => Err(anyhow::anyhow!(e).context("renaming category").into()),
        }
    }

    async fn delete(&self, id: i64) -> Result<(), CategoryWriteError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let gone = match category::Entity::delete_by_id(id).exec(&txn).await {
            Ok(r) => r,
            // Learning-hub items refer to it (ON DELETE RESTRICT).
            Err(e) if is_foreign_key_violation(&e) => return Err(CategoryWriteError::InUse),
            Err(e) => return Err(anyhow::anyhow!(e).context("deleting category").into()),
        };
        if gone.rows_affected != 1 {
            return Err(CategoryWriteError::NotFound);
        }
        counters::add(&txn, CATEGORIES, -1).await?;
        txn.commit().await.context("committing category deletion")?;
        Ok(())
    }
}
