//! A person's data across every area: gathered for an export, erased on request.

use std::collections::HashMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{ExportTable, ExportValue, PersonalData, PersonalDataRepository};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbBackend, EntityTrait, QueryFilter, QueryOrder,
    TransactionTrait,
};

use crate::Database;
use crate::counters;
use crate::entities::{
    access_log, appointment, check_in, consent, learning_item, mail_cooldown, outbox, safety_plan,
    saved_course, self_care_answer, self_care_submission, user, user_contact, user_key,
};
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

fn text(s: impl Into<String>) -> ExportValue {
    ExportValue::Text(s.into())
}

fn opt(s: Option<String>) -> ExportValue {
    s.map_or(ExportValue::Null, ExportValue::Text)
}

fn time(t: DateTime<Utc>) -> ExportValue {
    text(t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

fn day(d: NaiveDate) -> ExportValue {
    text(d.to_string())
}

/// `id → value` of the rows of `E` whose `id_column` is one of `ids` (no query for none).
async fn lookup<E: EntityTrait, V>(
    txn: &impl ConnectionTrait,
    id_column: E::Column,
    ids: Vec<i64>,
    pick: impl Fn(E::Model) -> (i64, V),
) -> anyhow::Result<HashMap<i64, V>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(E::find()
        .filter(id_column.is_in(ids))
        .all(txn)
        .await?
        .into_iter()
        .map(pick)
        .collect())
}

/// Deletes every row of `column`'s table whose `column` holds the person's id.
async fn erase_rows<C>(
    txn: &impl ConnectionTrait,
    column: C,
    user_id: i64,
    what: &str,
) -> anyhow::Result<()>
where
    C: ColumnTrait,
    C::EntityName: EntityTrait,
{
    <C::EntityName as EntityTrait>::delete_many()
        .filter(column.eq(user_id))
        .exec(txn)
        .await
        .with_context(|| format!("erasing {what}"))?;
    Ok(())
}

fn table(name: &'static str, columns: &[&'static str], rows: Vec<Vec<ExportValue>>) -> ExportTable {
    ExportTable {
        name,
        columns: columns.to_vec(),
        rows,
    }
}

#[async_trait]
impl PersonalDataRepository for SeaPersonalDataRepository {
    async fn gather(&self, user_id: i64) -> anyhow::Result<Option<PersonalData>> {
        let txn = self.db.conn.begin().await.context("starting a read")?;
        let Some(u) = user::Entity::find_by_id(user_id)
            .filter(user::Column::Role.ne(ERASED_ROLE))
            .one(&txn)
            .await
            .context("reading the account")?
        else {
            return Ok(None);
        };
        let language = user_contact::Entity::find_by_id(user_id)
            .one(&txn)
            .await
            .context("reading the account's language")?
            .map(|c| c.language);
        let mut tables = vec![table(
            "account",
            &[
                "id",
                "username",
                "email",
                "contact_number",
                "nid",
                "role",
                "is_active",
                "language",
                "discreet",
                "registered_at",
                "updated_at",
            ],
            vec![vec![
                ExportValue::Int(u.id),
                text(u.username),
                text(u.email.clone()),
                opt(u.contact_number),
                opt(u.nid),
                text(u.role),
                ExportValue::Bool(u.is_active),
                opt(language),
                ExportValue::Bool(u.discreet),
                time(u.registered_at),
                time(u.updated_at),
            ]],
        )];

        let appointments = appointment::Entity::find()
            .filter(appointment::Column::UserId.eq(user_id))
            .order_by_asc(appointment::Column::Id)
            .all(&txn)
            .await?;
        tables.push(table(
            "appointments",
            &[
                "id",
                "date",
                "time",
                "name",
                "email",
                "phone",
                "status",
                "session_mode",
                "session_detail",
                "reason",
                "created_at",
                "updated_at",
            ],
            appointments
                .into_iter()
                .map(|a| {
                    vec![
                        ExportValue::Int(a.id),
                        day(a.date),
                        text(a.time),
                        text(a.name),
                        text(a.email),
                        text(a.phone),
                        text(a.status),
                        opt(a.session_mode),
                        opt(a.session_detail),
                        opt(a.reason),
                        time(a.created_at),
                        time(a.updated_at),
                    ]
                })
                .collect(),
        ));

        let answers = self_care_answer::Entity::find()
            .filter(self_care_answer::Column::UserId.eq(user_id))
            .order_by_asc(self_care_answer::Column::Date)
            .order_by_asc(self_care_answer::Column::QuestionId)
            .all(&txn)
            .await?;
        tables.push(table(
            "self_care_answers",
            &["date", "question_id", "question", "question_bn", "answer"],
            answers
                .into_iter()
                // The question as it was worded when answered.
                .map(|a| {
                    vec![
                        day(a.date),
                        ExportValue::Int(a.question_id),
                        text(a.question_title),
                        text(a.question_title_bn),
                        text(a.answer),
                    ]
                })
                .collect(),
        ));

        let submissions = self_care_submission::Entity::find()
            .filter(self_care_submission::Column::UserId.eq(user_id))
            .order_by_asc(self_care_submission::Column::Date)
            .all(&txn)
            .await?;
        tables.push(table(
            "self_care_days",
            &["date", "created_at"],
            submissions
                .into_iter()
                .map(|s| vec![day(s.date), time(s.created_at)])
                .collect(),
        ));

        let check_ins = check_in::Entity::find()
            .filter(check_in::Column::UserId.eq(user_id))
            .order_by_asc(check_in::Column::Id)
            .all(&txn)
            .await?;
        tables.push(table(
            "check_ins",
            &[
                "id",
                "instrument",
                "answers",
                "score",
                "band",
                "help_suggested",
                "taken_at",
            ],
            check_ins
                .into_iter()
                .map(|c| {
                    vec![
                        ExportValue::Int(c.id),
                        text(c.code),
                        text(c.answers),
                        ExportValue::Int(c.score.into()),
                        text(c.band),
                        ExportValue::Bool(c.help_suggested),
                        time(c.taken_at),
                    ]
                })
                .collect(),
        ));

        let plan = safety_plan::Entity::find_by_id(user_id).one(&txn).await?;
        tables.push(table(
            "safety_plan",
            &["content", "updated_at"],
            plan.into_iter()
                .map(|p| vec![text(p.content), time(p.updated_at)])
                .collect(),
        ));

        let saved = saved_course::Entity::find()
            .filter(saved_course::Column::UserId.eq(user_id))
            .order_by_asc(saved_course::Column::CreatedAt)
            .all(&txn)
            .await?;
        let ids: Vec<i64> = saved.iter().map(|s| s.learning_id).collect();
        let titles =
            lookup::<learning_item::Entity, _>(&txn, learning_item::Column::Id, ids, |l| {
                (l.id, l.title)
            })
            .await?;
        tables.push(table(
            "saved_courses",
            &["learning_id", "title", "saved_at"],
            saved
                .into_iter()
                .map(|s| {
                    vec![
                        ExportValue::Int(s.learning_id),
                        opt(titles.get(&s.learning_id).cloned()),
                        time(s.created_at),
                    ]
                })
                .collect(),
        ));

        let consents = consent::Entity::find()
            .filter(consent::Column::UserId.eq(user_id))
            .order_by_asc(consent::Column::Id)
            .all(&txn)
            .await?;
        tables.push(table(
            "consents",
            &["purpose", "granted", "notice_version", "text_shown", "at"],
            consents
                .into_iter()
                .map(|c| {
                    vec![
                        text(c.purpose),
                        ExportValue::Bool(c.granted),
                        text(c.notice_version),
                        text(c.text_shown),
                        time(c.at),
                    ]
                })
                .collect(),
        ));

        let reads = access_log::Entity::find()
            .filter(access_log::Column::SubscriberId.eq(user_id))
            .order_by_asc(access_log::Column::Id)
            .all(&txn)
            .await?;
        let mut admin_ids: Vec<i64> = reads.iter().map(|r| r.admin_id).collect();
        admin_ids.sort_unstable();
        admin_ids.dedup();
        let names =
            lookup::<user::Entity, _>(&txn, user::Column::Id, admin_ids, |u| (u.id, u.username))
                .await?;
        tables.push(table(
            "access_log",
            &["by", "what", "at"],
            reads
                .into_iter()
                .map(|r| {
                    vec![
                        opt(names.get(&r.admin_id).cloned()),
                        text(r.what),
                        time(r.at),
                    ]
                })
                .collect(),
        ));

        // Mail still owed to the person (it leaves the outbox once delivered).
        let owed = outbox::Entity::find()
            .filter(
                Expr::expr(Func::lower(Expr::col(outbox::Column::Recipient)))
                    .eq(u.email_lower.clone()),
            )
            .order_by_asc(outbox::Column::Id)
            .all(&txn)
            .await?;
        tables.push(table(
            "pending_mail",
            &["subject", "kind", "created_at", "attempts"],
            owed.into_iter()
                .map(|m| {
                    vec![
                        text(m.subject),
                        opt(m.kind),
                        time(m.created_at),
                        ExportValue::Int(m.attempts.into()),
                    ]
                })
                .collect(),
        ));
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
        let Some(u) = user::Entity::find_by_id(user_id)
            .filter(user::Column::Role.ne(ERASED_ROLE))
            .one(&txn)
            .await
            .context("reading the account")?
        else {
            return Ok(false);
        };
        let placeholder_lower = placeholder.to_lowercase();
        user::Entity::update_many()
            .col_expr(user::Column::Username, Expr::value(placeholder))
            .col_expr(
                user::Column::UsernameLower,
                Expr::value(placeholder_lower.clone()),
            )
            .col_expr(user::Column::Email, Expr::value(placeholder))
            .col_expr(user::Column::EmailLower, Expr::value(placeholder_lower))
            // No hash: no password ever verifies against it.
            .col_expr(user::Column::PasswordHash, Expr::value(""))
            .col_expr(
                user::Column::ContactNumber,
                Expr::value(Option::<String>::None),
            )
            .col_expr(user::Column::Nid, Expr::value(Option::<String>::None))
            .col_expr(user::Column::Role, Expr::value(ERASED_ROLE))
            .col_expr(user::Column::IsActive, Expr::value(false))
            .col_expr(user::Column::Discreet, Expr::value(false))
            .col_expr(
                user::Column::TokenVersion,
                Expr::col(user::Column::TokenVersion).add(1),
            )
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(user_id))
            .exec(&txn)
            .await
            .context("erasing the account's names")?;
        if let Some(role) = mon_domain::user::Role::parse(&u.role) {
            counters::add(&txn, &counters::users_with_role(role), -1).await?;
        }

        erase_rows(&txn, user_key::Column::UserId, user_id, "keys").await?;
        erase_rows(&txn, self_care_answer::Column::UserId, user_id, "answers").await?;
        erase_rows(
            &txn,
            self_care_submission::Column::UserId,
            user_id,
            "answer days",
        )
        .await?;
        erase_rows(&txn, check_in::Column::UserId, user_id, "check-ins").await?;
        erase_rows(
            &txn,
            safety_plan::Column::UserId,
            user_id,
            "the safety plan",
        )
        .await?;
        erase_rows(&txn, saved_course::Column::UserId, user_id, "saved courses").await?;
        erase_rows(&txn, consent::Column::UserId, user_id, "consents").await?;
        erase_rows(
            &txn,
            access_log::Column::SubscriberId,
            user_id,
            "the access log",
        )
        .await?;
        // Owed mail: to the person's address, about their appointments, or about their account (an admins'
        // notice of their request), matched by what is stored with it, never by its text.
        let owed = Condition::any()
            .add(
                Expr::expr(Func::lower(Expr::col(outbox::Column::Recipient)))
                    .eq(u.email_lower.clone()),
            )
            .add(crate::outbox_repository::about_account(&txn, user_id).await?);
        outbox::Entity::delete_many()
            .filter(owed)
            .exec(&txn)
            .await
            .context("dropping owed mail")?;
        mail_cooldown::Entity::delete_many()
            .filter(mail_cooldown::Column::Recipient.is_in([
                u.email_lower.clone(),
                crate::appointment_repository::admin_notice_key(user_id),
            ]))
            .exec(&txn)
            .await
            .context("erasing mail counts")?;

        // Appointments stay for the service's counts: date, time and status only.
        appointment::Entity::update_many()
            .col_expr(appointment::Column::Name, Expr::value(""))
            .col_expr(appointment::Column::Email, Expr::value(""))
            .col_expr(appointment::Column::Phone, Expr::value(""))
            .col_expr(
                appointment::Column::SessionDetail,
                Expr::value(Option::<String>::None),
            )
            .col_expr(
                appointment::Column::Reason,
                Expr::value(Option::<String>::None),
            )
            .filter(appointment::Column::UserId.eq(user_id))
            .exec(&txn)
            .await
            .context("anonymising appointments")?;
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
