use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{ArticleRepository, ArticleWriteError};
use mon_domain::content::{Article, ArticleDraft, ArticleKind, ImageKeys, RichText, Title};
use mon_domain::pagination::{Page, PageRequest};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, Condition, EntityTrait, IntoActiveModel,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::entities::article;
use crate::{Database, counters, like};

/// The counter of all articles of a kind (`articles.story`, `articles.post`).
pub fn articles_of(kind: ArticleKind) -> String {
    format!("articles.{}", kind.as_str())
}

/// [`ArticleRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaArticleRepository {
    db: Database,
}

impl SeaArticleRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn to_article(m: article::Model) -> anyhow::Result<Article> {
    let kind = ArticleKind::parse(&m.kind)
        .with_context(|| format!("article {} has the unknown kind {:?}", m.id, m.kind))?;
    Ok(Article {
        id: m.id,
        kind,
        title: Title::from_stored(m.title),
        content: RichText::from_stored(m.content),
        excerpt: m.excerpt,
        author: m.author,
        image: ImageKeys {
            original: m.image_original,
            card: m.image_card,
        },
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

#[async_trait]
impl ArticleRepository for SeaArticleRepository {
    async fn count(&self, kind: ArticleKind) -> anyhow::Result<u64> {
        counters::get(&self.db.conn, &articles_of(kind)).await
    }

    async fn list(
        &self,
        kind: ArticleKind,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Article>> {
        let mut select = article::Entity::find().filter(article::Column::Kind.eq(kind.as_str()));
        if let Some(s) = &search {
            select = select.filter(like::contains(
                self.db.conn.get_database_backend(),
                "articles",
                "\"articles\".\"title_folded\"",
                &s.to_lowercase(),
                |pattern| Condition::all().add(article::Column::TitleFolded.like(pattern)),
            ));
        }
        let total = match &search {
            None => counters::get(&self.db.conn, &articles_of(kind)).await?,
            Some(_) => select
                .clone()
                .count(&self.db.conn)
                .await
                .context("counting articles")?,
        };
        // Every column but the content, which cards and tables do not show.
        let models = select
            .select_only()
            .columns([
                article::Column::Id,
                article::Column::Kind,
                article::Column::Title,
                article::Column::TitleFolded,
                article::Column::Excerpt,
                article::Column::Author,
                article::Column::ImageOriginal,
                article::Column::ImageCard,
                article::Column::CreatedAt,
                article::Column::UpdatedAt,
            ])
            .column_as(Expr::value(""), "content")
            .order_by_desc(article::Column::Id)
            .offset(page.offset())
            .limit(page.per_page)
            .into_model::<article::Model>()
            .all(&self.db.conn)
            .await
            .context("listing articles")?;
        let items = models
            .into_iter()
            .map(to_article)
            .collect::<anyhow::Result<_>>()?;
        Ok(Page::of(items, total, page))
    }

    async fn find(&self, kind: ArticleKind, id: i64) -> anyhow::Result<Option<Article>> {
        let m = article::Entity::find_by_id(id)
            .filter(article::Column::Kind.eq(kind.as_str()))
            .one(&self.db.conn)
            .await
            .context("finding article")?;
        m.map(to_article).transpose()
    }

    async fn create(
        &self,
        kind: ArticleKind,
        draft: &ArticleDraft,
        image: &ImageKeys,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Article> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let model = article::ActiveModel {
            id: NotSet,
            kind: Set(kind.as_str().to_owned()),
            title: Set(draft.title.as_str().to_owned()),
            title_folded: Set(draft.title.folded()),
            content: Set(draft.content.as_str().to_owned()),
            excerpt: Set(draft.excerpt.clone()),
            author: Set(draft.author.clone()),
            image_original: Set(image.original.clone()),
            image_card: Set(image.card.clone()),
            created_at: Set(now),
            updated_at: Set(now),
        };
        let inserted = model.insert(&txn).await.context("inserting article")?;
        counters::add(&txn, &articles_of(kind), 1).await?;
        txn.commit().await.context("committing article")?;
        to_article(inserted)
    }

    async fn update(
        &self,
        kind: ArticleKind,
        id: i64,
        draft: &ArticleDraft,
        image: Option<ImageKeys>,
        now: DateTime<Utc>,
    ) -> Result<(Article, Option<ImageKeys>), ArticleWriteError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        // Locked until commit (PostgreSQL; SQLite's write transaction runs alone): of two parallel image
        // replacements the second sees the first's image and hands it back for removal.
        let existing = article::Entity::find_by_id(id)
            .filter(article::Column::Kind.eq(kind.as_str()))
            .lock_exclusive()
            .one(&txn)
            .await
            .context("finding article")?
            .ok_or(ArticleWriteError::NotFound)?;
        let old_image = ImageKeys {
            original: existing.image_original.clone(),
            card: existing.image_card.clone(),
        };
        let mut model = existing.into_active_model();
        model.title = Set(draft.title.as_str().to_owned());
        model.title_folded = Set(draft.title.folded());
        model.content = Set(draft.content.as_str().to_owned());
        model.excerpt = Set(draft.excerpt.clone());
        model.author = Set(draft.author.clone());
        model.updated_at = Set(now);
        let replaced = match image {
            Some(new) => {
                model.image_original = Set(new.original);
                model.image_card = Set(new.card);
                Some(old_image)
            }
            None => None,
        };
        let updated = model.update(&txn).await.context("updating article")?;
        txn.commit().await.context("committing article")?;
        Ok((to_article(updated)?, replaced))
    }

    async fn delete(&self, kind: ArticleKind, id: i64) -> anyhow::Result<Option<ImageKeys>> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let Some(existing) = article::Entity::find_by_id(id)
            .filter(article::Column::Kind.eq(kind.as_str()))
            .lock_exclusive()
            .one(&txn)
            .await
            .context("finding article")?
        else {
            return Ok(None);
        };
        let gone = article::Entity::delete_by_id(id)
            .exec(&txn)
            .await
            .context("deleting article")?;
        if gone.rows_affected != 1 {
            return Ok(None);
        }
        counters::add(&txn, &articles_of(kind), -1).await?;
        txn.commit().await.context("committing article deletion")?;
        Ok(Some(ImageKeys {
            original: existing.image_original,
            card: existing.image_card,
        }))
    }
}
