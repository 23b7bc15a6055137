use anyhow::{Context, anyhow};
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{
    CounsellorRepository, CreateUserError, NewKey, Removal, RemovalError, Versioned,
};
use mon_domain::Bilingual;
use mon_domain::care::{Appointment, AssignedCounsellor, SessionMode};
use mon_domain::counsellor::{Counsellor, CounsellorAccount, Profile};
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::{NewUser, Role};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};

use crate::Database;
use crate::entities::{counsellor, user, user_contact};
use crate::paged::counted_page;
use crate::user_repository::{insert_user, which_is_taken};

/// [`CounsellorRepository`] over sea-orm, for SQLite and PostgreSQL alike.
#[derive(Clone)]
pub struct SeaCounsellorRepository {
    db: Database,
}

impl SeaCounsellorRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// The rows with their accounts (one query for the accounts of a whole page).
    async fn with_accounts(&self, rows: Vec<counsellor::Model>) -> anyhow::Result<Vec<Versioned>> {
        let ids: Vec<i64> = rows.iter().map(|r| r.user_id).collect();
        let accounts = user::Entity::find()
            .filter(user::Column::Id.is_in(ids))
            .all(&self.db.conn)
            .await
            .context("reading counsellors' accounts")?;
        rows.into_iter()
            .map(|row| {
                let account = accounts
                    .iter()
                    .find(|u| u.id == row.user_id)
                    .ok_or_else(|| anyhow!("counsellor {} has no account", row.id))?;
                to_counsellor(row, account)
            })
            .collect()
    }

    async fn one(&self, filter: sea_orm::Condition) -> anyhow::Result<Option<Versioned>> {
        let rows = counsellor::Entity::find()
            .filter(filter)
            .all(&self.db.conn)
            .await
            .context("finding a counsellor")?;
        Ok(self.with_accounts(rows).await?.pop())
    }
}

fn json_list(items: &[impl AsRef<str>]) -> String {
    serde_json::to_string(&items.iter().map(AsRef::as_ref).collect::<Vec<_>>())
        .unwrap_or_else(|_| "[]".into())
}

fn parse_list(column: &str, raw: &str) -> anyhow::Result<Vec<String>> {
    serde_json::from_str(raw).with_context(|| format!("counsellors.{column} is not a JSON list"))
}

fn to_counsellor(m: counsellor::Model, account: &user::Model) -> anyhow::Result<Versioned> {
    let modes = parse_list("modes", &m.modes)?
        .iter()
        .map(|s| SessionMode::parse(s).ok_or_else(|| anyhow!("unknown mode {s:?}")))
        .collect::<anyhow::Result<_>>()?;
    Ok(Versioned {
        version: m.version,
        counsellor: Counsellor {
            id: m.id,
            user_id: m.user_id,
            profile: Profile {
                name: Bilingual::new(m.name_en, m.name_bn),
                title: Bilingual::new(m.title_en, m.title_bn),
                credentials: m.credentials,
                registration_no: m.registration_no,
                languages: parse_list("languages", &m.languages)?,
                specialities: parse_list("specialities", &m.specialities)?,
                modes,
                fee_bdt: m.fee_bdt,
                bio: Bilingual::new(m.bio_en, m.bio_bn),
                published: m.published,
                max_clients: m.max_clients,
            },
            photo: m.photo,
            account: CounsellorAccount {
                username: account.username.clone(),
                email: account.email.clone(),
                contact_number: account.contact_number.clone(),
                active: account.is_active,
            },
            removed_at: m.removed_at,
        },
    })
}

/// The profile's columns, as an active model to insert or update.
fn profile_columns(p: &Profile, now: DateTime<Utc>) -> counsellor::ActiveModel {
    let modes: Vec<&str> = p.modes.iter().map(|m| m.as_str()).collect();
    counsellor::ActiveModel {
        id: NotSet,
        user_id: NotSet,
        name_en: Set(p.name.en.clone()),
        name_bn: Set(p.name.bn.clone()),
        title_en: Set(p.title.en.clone()),
        title_bn: Set(p.title.bn.clone()),
        credentials: Set(p.credentials.clone()),
        registration_no: Set(p.registration_no.clone()),
        languages: Set(json_list(&p.languages)),
        specialities: Set(json_list(&p.specialities)),
        modes: Set(json_list(&modes)),
        fee_bdt: Set(p.fee_bdt),
        bio_en: Set(p.bio.en.clone()),
        bio_bn: Set(p.bio.bn.clone()),
        published: Set(p.published),
        max_clients: Set(p.max_clients),
        photo: NotSet,
        version: NotSet,
        created_at: NotSet,
        updated_at: Set(now),
        removed_at: NotSet,
    }
}

#[async_trait]
impl CounsellorRepository for SeaCounsellorRepository {
    async fn invite(
        &self,
        new: &NewUser,
        key: NewKey,
        profile: &Profile,
    ) -> Result<Counsellor, CreateUserError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let Some(account) = insert_user(&txn, new, Some(&key)).await? else {
            drop(txn);
            return Err(which_is_taken(&self.db, new).await);
        };
        let row = counsellor::ActiveModel {
            user_id: Set(account.id),
            photo: Set(None),
            version: Set(1),
            created_at: Set(new.registered_at),
            ..profile_columns(profile, new.registered_at)
        }
        .insert(&txn)
        .await
        .context("inserting counsellor")?;
        txn.commit().await.context("committing invitation")?;
        Ok(to_counsellor(row, &account)?.counsellor)
    }

    async fn find(&self, id: i64) -> anyhow::Result<Option<Versioned>> {
        self.one(sea_orm::Condition::all().add(counsellor::Column::Id.eq(id)))
            .await
    }

    async fn find_by_user(&self, user_id: i64) -> anyhow::Result<Option<Versioned>> {
        self.one(sea_orm::Condition::all().add(counsellor::Column::UserId.eq(user_id)))
            .await
    }

    async fn own_counsellor(&self, user_id: i64) -> anyhow::Result<Option<AssignedCounsellor>> {
        let Some(id) = user_contact::Entity::find_by_id(user_id)
            .one(&self.db.conn)
            .await
            .context("reading a subscriber's counsellor")?
            .and_then(|u| u.counsellor_id)
        else {
            return Ok(None);
        };
        Ok(counsellor::Entity::find_by_id(id)
            .one(&self.db.conn)
            .await
            .context("reading a subscriber's counsellor")?
            .map(|c| AssignedCounsellor {
                id,
                name: Bilingual::new(c.name_en, c.name_bn),
            }))
    }

    async fn own_counsellors(
        &self,
        user_ids: Vec<i64>,
    ) -> anyhow::Result<Vec<(i64, AssignedCounsellor)>> {
        if user_ids.is_empty() {
            return Ok(Vec::new());
        }
        let owners: Vec<(i64, i64)> = user_contact::Entity::find()
            .filter(user_contact::Column::Id.is_in(user_ids))
            .filter(user_contact::Column::CounsellorId.is_not_null())
            .all(&self.db.conn)
            .await
            .context("reading subscribers' counsellors")?
            .into_iter()
            .filter_map(|u| Some((u.id, u.counsellor_id?)))
            .collect();
        let names: std::collections::HashMap<i64, Bilingual> = counsellor::Entity::find()
            .filter(counsellor::Column::Id.is_in(owners.iter().map(|(_, c)| *c)))
            .all(&self.db.conn)
            .await
            .context("reading subscribers' counsellors")?
            .into_iter()
            .map(|c| (c.id, Bilingual::new(c.name_en, c.name_bn)))
            .collect();
        Ok(owners
            .into_iter()
            .filter_map(|(user, id)| {
                let name = names.get(&id)?.clone();
                Some((user, AssignedCounsellor { id, name }))
            })
            .collect())
    }

    async fn set_photo(
        &self,
        id: i64,
        photo: Option<String>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Option<String>>> {
        // Read, then write only over what was read: two uploads at once each learn which name
        // they replaced, so every replaced file is removed.
        for _ in 0..8 {
            let Some(row) = counsellor::Entity::find_by_id(id)
                .one(&self.db.conn)
                .await
                .context("reading a counsellor's photo")?
            else {
                return Ok(None);
            };
            let same = match &row.photo {
                Some(old) => counsellor::Column::Photo.eq(old.clone()),
                None => counsellor::Column::Photo.is_null(),
            };
            let changed = counsellor::Entity::update_many()
                .col_expr(counsellor::Column::Photo, Expr::value(photo.clone()))
                .col_expr(counsellor::Column::UpdatedAt, Expr::value(now))
                .filter(counsellor::Column::Id.eq(id))
                .filter(same)
                .exec(&self.db.conn)
                .await
                .context("changing a counsellor's photo")?;
            if changed.rows_affected == 1 {
                return Ok(Some(row.photo));
            }
        }
        anyhow::bail!("counsellor {id}'s photo kept changing while it was being changed")
    }

    async fn set_own_counsellor(
        &self,
        user_id: i64,
        counsellor_id: Option<i64>,
    ) -> anyhow::Result<bool> {
        let set = user_contact::Entity::update_many()
            .col_expr(
                user_contact::Column::CounsellorId,
                Expr::value(counsellor_id),
            )
            .filter(user_contact::Column::Id.eq(user_id))
            .filter(user_contact::Column::Role.eq(Role::Subscriber.as_str()))
            .exec(&self.db.conn)
            .await
            .context("setting a subscriber's counsellor")?;
        Ok(set.rows_affected == 1)
    }

    async fn list(&self, all: bool, page: PageRequest) -> anyhow::Result<Page<Counsellor>> {
        let mut select = counsellor::Entity::find();
        if !all {
            select = select
                .filter(counsellor::Column::Published.eq(true))
                .filter(counsellor::Column::RemovedAt.is_null());
        }
        let (rows, total) = counted_page(
            &self.db.conn,
            select,
            |s| {
                s.order_by_asc(counsellor::Column::NameEn)
                    .order_by_asc(counsellor::Column::Id)
            },
            page,
            "counsellors",
        )
        .await?;
        let items = self
            .with_accounts(rows)
            .await?
            .into_iter()
            .map(|v| v.counsellor)
            .collect();
        Ok(Page::of(items, total, page))
    }

    async fn update(
        &self,
        id: i64,
        version: i32,
        profile: &Profile,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Counsellor>> {
        let changed = counsellor::Entity::update_many()
            .set(profile_columns(profile, now))
            .col_expr(
                counsellor::Column::Version,
                Expr::col(counsellor::Column::Version).add(1),
            )
            .filter(counsellor::Column::Id.eq(id))
            .filter(counsellor::Column::Version.eq(version))
            .exec(&self.db.conn)
            .await
            .context("changing a counsellor")?;
        if changed.rows_affected == 0 {
            return Ok(None);
        }
        Ok(self.find(id).await?.map(|v| v.counsellor))
    }

    async fn returning_sessions(
        &self,
        counsellor_id: i64,
        today: NaiveDate,
    ) -> anyhow::Result<Vec<Appointment>> {
        crate::counsellor_removal::returning_sessions(&self.db.conn, counsellor_id, today).await
    }

    async fn remove(&self, removal: &Removal) -> Result<(), RemovalError> {
        crate::counsellor_removal::remove(&self.db, removal).await
    }
}
