use anyhow::{Context, anyhow};
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{
    AccountChange, CreateUserError, Cursor, MailKind, NeutralMail, NewKey, SubscriberQuery,
    UserRepository,
};
use mon_domain::pagination::Page;
use mon_domain::user::{KeyPurpose, LoginIdentifier, NewUser, Role, User, UserKey};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, Condition, ConnectionTrait, EntityTrait,
    FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, QueryTrait, Set, SqlErr,
};

use crate::Database;
use crate::counters;
use crate::entities::{user, user_key};
use crate::like;

/// [`UserRepository`] over sea-orm, for SQLite and PostgreSQL alike.
#[derive(Clone)]
pub struct SeaUserRepository {
    db: Database,
}

impl SeaUserRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// One page of `select`, counted off or sought from a cursor (`After` comes nearest first).
    async fn page_of(
        &self,
        select: sea_orm::Select<user::Entity>,
        query: &SubscriberQuery,
        cursor: Option<Cursor>,
    ) -> anyhow::Result<Vec<user::Model>> {
        let per_page = query.page.per_page;
        match cursor {
            None => {
                select
                    .order_by_desc(user::Column::Id)
                    .offset(query.page.offset())
                    .limit(per_page)
                    .all(&self.db.conn)
                    .await
            }
            Some(Cursor::Before(id)) => {
                select
                    .filter(user::Column::Id.lt(id))
                    .order_by_desc(user::Column::Id)
                    .limit(per_page)
                    .all(&self.db.conn)
                    .await
            }
            Some(Cursor::After(id)) => {
                select
                    .filter(user::Column::Id.gt(id))
                    .order_by_asc(user::Column::Id)
                    .limit(per_page)
                    .all(&self.db.conn)
                    .await
            }
        }
        .context("listing subscribers")
    }

    /// Subscribers whose username, e-mail or contact number holds `lower` (see [`like::contains`]).
    fn search_condition(&self, lower: &str) -> Condition {
        like::contains(
            self.db.conn.get_database_backend(),
            "users",
            "(username_lower || chr(31) || email_lower || chr(31) || coalesce(contact_number, ''))",
            lower,
            |pattern| {
                Condition::any()
                    .add(user::Column::UsernameLower.like(pattern.clone()))
                    .add(user::Column::EmailLower.like(pattern.clone()))
                    .add(user::Column::ContactNumber.like(pattern))
            },
        )
    }
}

pub(crate) fn to_user(m: user::Model) -> anyhow::Result<User> {
    Ok(User {
        role: Role::parse(&m.role)
            .ok_or_else(|| anyhow!("user {} has unknown role {:?}", m.id, m.role))?,
        id: m.id,
        username: m.username,
        email: m.email,
        password_hash: m.password_hash,
        contact_number: m.contact_number,
        nid: m.nid,
        is_active: m.is_active,
        token_version: m.token_version,
        registered_at: m.registered_at,
        discreet: m.discreet,
        must_change_password: m.must_change_password,
        phone_verified: m.phone_verified,
        sms_reminders: m.sms_reminders,
    })
}

fn to_key(m: user_key::Model) -> anyhow::Result<UserKey> {
    Ok(UserKey {
        purpose: KeyPurpose::parse(&m.purpose)
            .ok_or_else(|| anyhow!("key {} has unknown purpose {:?}", m.id, m.purpose))?,
        id: m.id,
        user_id: m.user_id,
        key_hash: m.key_hash,
        expires_at: m.expires_at,
        used_at: m.used_at,
    })
}

fn key_model(user_id: i64, key: &NewKey) -> user_key::ActiveModel {
    user_key::ActiveModel {
        id: NotSet,
        user_id: Set(user_id),
        purpose: Set(key.purpose.as_str().to_owned()),
        key_hash: Set(key.key_hash.clone()),
        expires_at: Set(key.expires_at),
        used_at: Set(None),
        created_at: Set(key.created_at),
    }
}

/// Stores a key and puts the mail that carries it in the outbox, on the caller's transaction.
async fn insert_key<C: ConnectionTrait>(txn: &C, user_id: i64, key: &NewKey) -> anyhow::Result<()> {
    key_model(user_id, key)
        .insert(txn)
        .await
        .context("inserting key")?;
    if let Some(mail) = &key.mail {
        let kind = match key.purpose {
            KeyPurpose::Activation => MailKind::Activation,
            KeyPurpose::PasswordReset => MailKind::PasswordReset,
            KeyPurpose::Invitation => MailKind::Invitation,
        };
        crate::outbox_repository::enqueue_account(txn, mail, kind, user_id, key.created_at).await?;
    }
    Ok(())
}

/// Inserts the account, its first key (with the mail that carries it) and its consents on `txn`,
/// and counts it. `None` when its username or e-mail is taken: the transaction is then spoilt
/// (PostgreSQL), so the caller drops it and asks [`which_is_taken`].
pub(crate) async fn insert_user<C: ConnectionTrait>(
    txn: &C,
    new: &NewUser,
    key: Option<&NewKey>,
) -> anyhow::Result<Option<user::Model>> {
    let model = user::ActiveModel {
        id: NotSet,
        username: Set(new.username.as_str().to_owned()),
        username_lower: Set(new.username.normalized()),
        email: Set(new.email.as_str().to_owned()),
        email_lower: Set(new.email.normalized()),
        password_hash: Set(new.password_hash.clone()),
        contact_number: Set(new.contact_number.as_ref().map(|c| c.as_str().to_owned())),
        nid: Set(None),
        role: Set(new.role.as_str().to_owned()),
        is_active: Set(new.is_active),
        token_version: Set(0),
        registered_at: Set(new.registered_at),
        updated_at: Set(new.registered_at),
        discreet: Set(false),
        must_change_password: Set(new.must_change_password),
        phone_verified: Set(false),
        sms_reminders: Set(false),
    };
    let inserted = match model.insert(txn).await {
        Ok(m) => m,
        Err(e) if matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) => {
            return Ok(None);
        }
        Err(e) => return Err(anyhow!(e).context("inserting user")),
    };
    if let Some(key) = key {
        insert_key(txn, inserted.id, key).await?;
    }
    for record in &new.consents {
        crate::privacy_repository::insert_consent(txn, inserted.id, record).await?;
    }
    counters::add(txn, &counters::users_with_role(new.role), 1).await?;
    Ok(Some(inserted))
}

/// Which of `new`'s names another account holds, after [`insert_user`] found one taken.
pub(crate) async fn which_is_taken(db: &Database, new: &NewUser) -> CreateUserError {
    match user::Entity::find()
        .filter(user::Column::UsernameLower.eq(new.username.normalized()))
        .count(&db.conn)
        .await
        .context("checking which field is taken")
    {
        Ok(0) => CreateUserError::EmailTaken,
        Ok(_) => CreateUserError::UsernameTaken,
        Err(e) => CreateUserError::Unexpected(e),
    }
}

/// The role an erased account keeps: no use case ever sees such a row.
pub(crate) const ERASED_ROLE: &str = "ERASED";

/// The accounts of removed counsellors: closed, never found by their login.
fn removed_counsellors() -> sea_orm::sea_query::SelectStatement {
    sea_orm::sea_query::Query::select()
        .column(crate::entities::counsellor::Column::UserId)
        .from(crate::entities::counsellor::Entity)
        .and_where(crate::entities::counsellor::Column::RemovedAt.is_not_null())
        .to_owned()
}

pub(crate) async fn find_user<C: ConnectionTrait>(db: &C, id: i64) -> anyhow::Result<User> {
    let m = user::Entity::find_by_id(id)
        .one(db)
        .await
        .context("loading user")?
        .ok_or_else(|| anyhow!("user {id} vanished"))?;
    to_user(m)
}

#[async_trait]
impl UserRepository for SeaUserRepository {
    async fn find_by_id(&self, id: i64) -> anyhow::Result<Option<User>> {
        user::Entity::find_by_id(id)
            .filter(user::Column::Role.ne(ERASED_ROLE))
            .one(&self.db.conn)
            .await
            .context("finding user by id")?
            .map(to_user)
            .transpose()
    }

    async fn find_by_login(&self, login: &LoginIdentifier) -> anyhow::Result<Option<User>> {
        let filter = match login {
            LoginIdentifier::Username(u) => user::Column::UsernameLower.eq(u.to_lowercase()),
            LoginIdentifier::Email(e) => user::Column::EmailLower.eq(e.to_lowercase()),
        };
        user::Entity::find()
            .filter(filter)
            .filter(user::Column::Role.ne(ERASED_ROLE))
            .filter(user::Column::Id.not_in_subquery(removed_counsellors()))
            .one(&self.db.conn)
            .await
            .context("finding user by login")?
            .map(to_user)
            .transpose()
    }

    async fn create(&self, new: &NewUser, key: Option<NewKey>) -> Result<User, CreateUserError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let inserted = match insert_user(&txn, new, key.as_ref()).await? {
            Some(m) => m,
            None => {
                drop(txn);
                return Err(which_is_taken(&self.db, new).await);
            }
        };
        txn.commit().await.context("committing new user")?;
        Ok(to_user(inserted)?)
    }

    async fn delete(&self, id: i64) -> anyhow::Result<()> {
        let txn = self.db.begin_write().await?;
        let Some(existing) = user::Entity::find_by_id(id)
            .one(&txn)
            .await
            .context("finding user to delete")?
        else {
            return Ok(());
        };
        user_key::Entity::delete_many()
            .filter(user_key::Column::UserId.eq(id))
            .exec(&txn)
            .await
            .context("deleting keys")?;
        let gone = user::Entity::delete_by_id(id)
            .exec(&txn)
            .await
            .context("deleting user")?;
        if gone.rows_affected == 1
            && let Some(role) = Role::parse(&existing.role)
        {
            counters::add(&txn, &counters::users_with_role(role), -1).await?;
        }
        txn.commit().await.context("committing user deletion")?;
        Ok(())
    }

    async fn update_profile(
        &self,
        id: i64,
        contact_number: &str,
        nid: Option<String>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<User> {
        // A transaction of its own: on SQLite the search index's trigger writes too (see `Database::begin_write`).
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let before = find_user(&txn, id).await?;
        user::Entity::update_many()
            .col_expr(
                user::Column::ContactNumber,
                Expr::value(contact_number.to_owned()),
            )
            .col_expr(user::Column::Nid, Expr::value(nid))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(id))
            .exec(&txn)
            .await
            .context("updating profile")?;
        if before.contact_number.as_deref() != Some(contact_number) {
            // A new number is nobody's proved number yet: its verification, the code on its way to
            // the old one and the texts owed to the old one go.
            crate::phone_repository::forget_number(&txn, id).await?;
        }
        txn.commit().await.context("committing profile")?;
        find_user(&self.db.conn, id).await
    }

    async fn set_discreet(
        &self,
        id: i64,
        discreet: bool,
        neutral: Option<NeutralMail>,
        now: DateTime<Utc>,
    ) -> anyhow::Result<User> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        user::Entity::update_many()
            .col_expr(user::Column::Discreet, Expr::value(discreet))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(id))
            .exec(&txn)
            .await
            .context("setting discreet mode")?;
        if let Some(neutral) = neutral {
            crate::outbox_repository::neutralise_care_mail(&txn, id, &neutral).await?;
        }
        txn.commit().await.context("committing discreet mode")?;
        find_user(&self.db.conn, id).await
    }

    async fn change_account(
        &self,
        id: i64,
        change: &AccountChange,
        now: DateTime<Utc>,
    ) -> anyhow::Result<User> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        apply_change(&txn, id, change, now).await?;
        txn.commit().await.context("committing account change")?;
        find_user(&self.db.conn, id).await
    }

    async fn any_admin(&self) -> anyhow::Result<bool> {
        let n = user::Entity::find()
            .filter(user::Column::Role.eq(Role::Admin.as_str()))
            .limit(1)
            .count(&self.db.conn)
            .await
            .context("counting admins")?;
        Ok(n > 0)
    }

    async fn subscribers_mark(&self) -> anyhow::Result<(u64, i64)> {
        let count =
            counters::get(&self.db.conn, &counters::users_with_role(Role::Subscriber)).await?;
        let newest: Option<i64> = user::Entity::find()
            .select_only()
            .column(user::Column::Id)
            .filter(user::Column::Role.eq(Role::Subscriber.as_str()))
            .order_by_desc(user::Column::Id)
            .limit(1)
            .into_tuple()
            .one(&self.db.conn)
            .await
            .context("finding the newest subscriber")?;
        Ok((count, newest.unwrap_or(0)))
    }

    async fn registrations(&self, bounds: &[DateTime<Utc>]) -> anyhow::Result<Vec<u64>> {
        let (Some(first), Some(last)) = (bounds.first(), bounds.last()) else {
            return Ok(Vec::new());
        };
        let mut select = user::Entity::find()
            .select_only()
            .filter(user::Column::Role.eq(Role::Subscriber.as_str()))
            .filter(user::Column::RegisteredAt.gte(*first))
            .filter(user::Column::RegisteredAt.lt(*last));
        for (i, w) in bounds.windows(2).enumerate() {
            let in_period = Expr::case(
                Expr::col(user::Column::RegisteredAt)
                    .gte(w[0])
                    .and(Expr::col(user::Column::RegisteredAt).lt(w[1])),
                1,
            )
            .finally(0);
            // Cast: PostgreSQL sums into NUMERIC, SQLite into INTEGER; both read as a 64-bit integer.
            select = select.expr_as(Func::sum(in_period).cast_as("BIGINT"), format!("p{i}"));
        }
        let row = self
            .db
            .conn
            .query_one(&QuerySelect::query(&mut select).to_owned())
            .await
            .context("counting registrations")?;
        (0..bounds.len() - 1)
            .map(|i| {
                let n: Option<i64> = match &row {
                    Some(r) => r
                        .try_get("", &format!("p{i}"))
                        .context("reading a registration count")?,
                    None => None,
                };
                Ok(n.and_then(|n| u64::try_from(n).ok()).unwrap_or(0))
            })
            .collect()
    }

    async fn list_subscribers(&self, query: &SubscriberQuery) -> anyhow::Result<Page<User>> {
        let mut select =
            user::Entity::find().filter(user::Column::Role.eq(Role::Subscriber.as_str()));
        if let Some(search) = &query.search {
            select = select.filter(self.search_condition(&search.to_lowercase()));
        }
        let per_page = query.page.per_page;
        let (mut models, total) = match (&query.search, query.cursor) {
            // The unfiltered total comes from the counter, not from counting the table.
            (None, cursor) => {
                let total =
                    counters::get(&self.db.conn, &counters::users_with_role(Role::Subscriber))
                        .await?;
                (self.page_of(select, query, cursor).await?, total)
            }
            // A search's first pages: the rows and the number of matches from one query
            // (`COUNT(*) OVER ()`), so the index is searched once.
            (Some(_), None) => {
                let page = select
                    .clone()
                    .order_by_desc(user::Column::Id)
                    .offset(query.page.offset())
                    .limit(per_page);
                let statement = QueryTrait::into_query(page)
                    .expr_as(Expr::cust("COUNT(*) OVER ()"), "search_total")
                    .to_owned();
                let rows = self
                    .db
                    .conn
                    .query_all(&statement)
                    .await
                    .context("searching subscribers")?;
                let total = match rows.first() {
                    Some(r) => u64::try_from(
                        r.try_get::<i64>("", "search_total")
                            .context("reading the match count")?,
                    )
                    .unwrap_or(0),
                    None if query.page.offset() == 0 => 0,
                    None => select
                        .count(&self.db.conn)
                        .await
                        .context("counting subscribers")?,
                };
                let models = rows
                    .iter()
                    .map(|r| user::Model::from_query_result(r, ""))
                    .collect::<Result<Vec<_>, _>>()
                    .context("reading subscribers")?;
                (models, total)
            }
            (Some(_), cursor) => {
                let total = select
                    .clone()
                    .count(&self.db.conn)
                    .await
                    .context("counting subscribers")?;
                (self.page_of(select, query, cursor).await?, total)
            }
        };
        if matches!(query.cursor, Some(Cursor::After(_))) {
            models.reverse();
        }
        Ok(Page {
            items: models
                .into_iter()
                .map(to_user)
                .collect::<anyhow::Result<_>>()?,
            total,
            page: query.page.page,
            per_page,
        })
    }

    async fn replace_key(&self, user_id: i64, key: NewKey) -> anyhow::Result<()> {
        let txn = self.db.begin_write().await?;
        user_key::Entity::delete_many()
            .filter(user_key::Column::UserId.eq(user_id))
            .filter(user_key::Column::Purpose.eq(key.purpose.as_str()))
            .filter(user_key::Column::UsedAt.is_null())
            .exec(&txn)
            .await
            .context("removing earlier keys")?;
        insert_key(&txn, user_id, &key).await?;
        txn.commit().await.context("committing key")?;
        Ok(())
    }

    async fn find_key(
        &self,
        user_id: i64,
        purpose: KeyPurpose,
        key_hash: &str,
    ) -> anyhow::Result<Option<UserKey>> {
        user_key::Entity::find()
            .filter(user_key::Column::UserId.eq(user_id))
            .filter(user_key::Column::Purpose.eq(purpose.as_str()))
            .filter(user_key::Column::KeyHash.eq(key_hash))
            .one(&self.db.conn)
            .await
            .context("finding key")?
            .map(to_key)
            .transpose()
    }

    async fn consume_key(
        &self,
        key_id: i64,
        user_id: i64,
        change: &AccountChange,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let txn = self.db.begin_write().await?;
        if !mark_used(&txn, key_id, now).await? {
            return Ok(false);
        }
        apply_change(&txn, user_id, change, now).await?;
        txn.commit().await.context("committing key use")?;
        Ok(true)
    }
}

/// Writes what a use case decided; decides nothing itself.
async fn apply_change<C: ConnectionTrait>(
    db: &C,
    id: i64,
    change: &AccountChange,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    let mut update = user::Entity::update_many()
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(id));
    if let Some(hash) = &change.password_hash {
        update = update
            .col_expr(user::Column::PasswordHash, Expr::value(hash.clone()))
            .col_expr(user::Column::MustChangePassword, Expr::value(false));
    }
    if change.revoke_tokens {
        update = update.col_expr(
            user::Column::TokenVersion,
            Expr::col(user::Column::TokenVersion).add(1),
        );
    }
    if change.activate {
        update = update.col_expr(user::Column::IsActive, Expr::value(true));
    }
    update.exec(db).await.context("changing account")?;
    Ok(())
}

/// Marks a key used if nobody else has; the row-level check makes two
/// concurrent uses of one key end with exactly one winner.
async fn mark_used<C: ConnectionTrait>(
    db: &C,
    key_id: i64,
    now: DateTime<Utc>,
) -> anyhow::Result<bool> {
    let res = user_key::Entity::update_many()
        .col_expr(user_key::Column::UsedAt, Expr::value(Some(now)))
        .filter(user_key::Column::Id.eq(key_id))
        .filter(user_key::Column::UsedAt.is_null())
        .exec(db)
        .await
        .context("marking key used")?;
    Ok(res.rows_affected == 1)
}
