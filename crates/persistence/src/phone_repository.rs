//! [`PhoneRepository`] over sea-orm: an account's verification code (`phone_codes`), the hourly
//! count of codes per number (`mail_cooldowns`, keyed by the E.164 number), and the account's
//! choice of text messages (`users`).

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use mon_application::ports::{PhoneRepository, StoredCode, TextMessage};
use mon_domain::user::User;
use mon_domain::user::phone_code::{CODE_TRIES, may_send};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait,
    QueryFilter, Set,
};

use crate::Database;
use crate::entities::{mail_cooldown, outbox, phone_code, user};
use crate::outbox_repository::{SMS, text_row};
use crate::user_repository::find_user;

/// The account's number is no longer proved (it changed): its verification, text messages, code
/// and owed texts go, on `conn` (inside the change's transaction).
pub(crate) async fn forget_number<C: ConnectionTrait>(
    conn: &C,
    user_id: i64,
) -> anyhow::Result<()> {
    user::Entity::update_many()
        .col_expr(user::Column::PhoneVerified, Expr::value(false))
        .col_expr(user::Column::SmsReminders, Expr::value(false))
        .filter(user::Column::Id.eq(user_id))
        .exec(conn)
        .await
        .context("clearing a number's verification")?;
    phone_code::Entity::delete_by_id(user_id)
        .exec(conn)
        .await
        .context("dropping a phone code")?;
    drop_owed_texts(conn, user_id, true).await
}

/// Drops the text messages still owed to the account (not the dead letters): every one, or all
/// but a verification code on its way.
async fn drop_owed_texts<C: ConnectionTrait>(
    conn: &C,
    user_id: i64,
    codes_too: bool,
) -> anyhow::Result<()> {
    let mut delete = outbox::Entity::delete_many()
        .filter(outbox::Column::Channel.eq(SMS))
        .filter(outbox::Column::SubjectUserId.eq(user_id))
        .filter(outbox::Column::DeadAt.is_null());
    if !codes_too {
        delete = delete.filter(outbox::Column::Kind.ne("verification"));
    }
    delete
        .exec(conn)
        .await
        .context("dropping owed text messages")?;
    Ok(())
}

/// [`PhoneRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaPhoneRepository {
    db: Database,
}

impl SeaPhoneRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl PhoneRepository for SeaPhoneRepository {
    async fn start_code(
        &self,
        user_id: i64,
        code_hash: &str,
        message: &TextMessage,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Result<(), Duration>> {
        let txn = self.db.begin_for_user(user_id).await?;
        if txn.get_database_backend() == DbBackend::Postgres {
            // One number may be two accounts' contact: its count is locked, not only the account.
            txn.execute_raw(sea_orm::Statement::from_sql_and_values(
                DbBackend::Postgres,
                "SELECT pg_advisory_xact_lock(hashtext($1))",
                [format!("mail:{}", message.to).into()],
            ))
            .await
            .context("locking a number's code count")?;
        }
        let sent: Vec<DateTime<Utc>> = mail_cooldown::Entity::find()
            .filter(mail_cooldown::Column::Recipient.eq(message.to.clone()))
            .filter(mail_cooldown::Column::SentAt.gt(now - Duration::hours(1)))
            .all(&txn)
            .await
            .context("reading a number's codes")?
            .into_iter()
            .map(|c| c.sent_at)
            .collect();
        if let Err(wait) = may_send(&sent, now) {
            return Ok(Err(wait));
        }
        mail_cooldown::ActiveModel {
            id: NotSet,
            recipient: Set(message.to.clone()),
            sent_at: Set(now),
        }
        .insert(&txn)
        .await
        .context("counting a code")?;
        phone_code::Entity::delete_by_id(user_id)
            .exec(&txn)
            .await
            .context("dropping the code before")?;
        phone_code::ActiveModel {
            user_id: Set(user_id),
            number: Set(message.to.clone()),
            code_hash: Set(code_hash.to_owned()),
            sent_at: Set(now),
            wrong_tries: Set(0),
        }
        .insert(&txn)
        .await
        .context("storing a code")?;
        outbox::Entity::insert(text_row(message, now, now, None, user_id))
            .exec_without_returning(&txn)
            .await
            .context("owing a code's message")?;
        txn.commit().await.context("committing a code")?;
        Ok(Ok(()))
    }

    async fn take_try(
        &self,
        user_id: i64,
        since: DateTime<Utc>,
    ) -> anyhow::Result<Option<StoredCode>> {
        // The account's row is locked: parallel entries count one after the other.
        let txn = self.db.begin_for_user(user_id).await?;
        let Some(code) = phone_code::Entity::find_by_id(user_id)
            .one(&txn)
            .await
            .context("reading a code")?
        else {
            return Ok(None);
        };
        let wrong_tries = u32::try_from(code.wrong_tries).unwrap_or(CODE_TRIES);
        if code.sent_at <= since || wrong_tries >= CODE_TRIES {
            return Ok(None);
        }
        let counted = phone_code::Entity::update_many()
            .col_expr(
                phone_code::Column::WrongTries,
                Expr::col(phone_code::Column::WrongTries).add(1),
            )
            .filter(phone_code::Column::UserId.eq(user_id))
            .filter(phone_code::Column::WrongTries.eq(code.wrong_tries))
            .exec(&txn)
            .await
            .context("counting a try")?;
        if counted.rows_affected != 1 {
            return Ok(None);
        }
        txn.commit().await.context("committing a try")?;
        Ok(Some(StoredCode {
            number: code.number,
            code_hash: code.code_hash,
            sent_at: code.sent_at,
            wrong_tries,
        }))
    }

    async fn verified(
        &self,
        user_id: i64,
        number: &str,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<User>> {
        // Under the account's lock: a change of number (which drops the code) comes before or after.
        let txn = self.db.begin_for_user(user_id).await?;
        let spent = phone_code::Entity::delete_many()
            .filter(phone_code::Column::UserId.eq(user_id))
            .filter(phone_code::Column::Number.eq(number))
            .exec(&txn)
            .await
            .context("spending a code")?;
        let account = find_user(&txn, user_id).await?;
        let still_theirs = account
            .contact_number
            .as_deref()
            .and_then(mon_domain::sms::e164);
        if spent.rows_affected != 1 || still_theirs.as_deref() != Some(number) {
            return Ok(None);
        }
        user::Entity::update_many()
            .col_expr(user::Column::PhoneVerified, Expr::value(true))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(user_id))
            .exec(&txn)
            .await
            .context("marking a number verified")?;
        let user = find_user(&txn, user_id).await?;
        txn.commit().await.context("committing a verification")?;
        Ok(Some(user))
    }

    async fn set_texts(
        &self,
        user_id: i64,
        on: bool,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<User>> {
        let txn = self.db.begin_for_user(user_id).await?;
        let mut update = user::Entity::update_many()
            .col_expr(user::Column::SmsReminders, Expr::value(on))
            .col_expr(user::Column::UpdatedAt, Expr::value(now))
            .filter(user::Column::Id.eq(user_id));
        if on {
            update = update.filter(user::Column::PhoneVerified.eq(true));
        }
        let changed = update.exec(&txn).await.context("setting text messages")?;
        if changed.rows_affected != 1 {
            return Ok(None);
        }
        if !on {
            drop_owed_texts(&txn, user_id, false).await?;
        }
        let user = find_user(&txn, user_id).await?;
        txn.commit().await.context("committing text messages")?;
        Ok(Some(user))
    }
}
