//! The writes of a counsellor's removal ([`CounsellorRepository::remove`]), in one transaction with
//! the counsellor's row locked, so that no request or approval naming them lands in between.
//!
//! [`CounsellorRepository::remove`]: mon_application::ports::CounsellorRepository::remove

use anyhow::Context;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{Removal, RemovalError, ReturnedSession};
use mon_domain::care::Appointment;
use mon_domain::counsellor::removal::RETURNED_STATUSES;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::appointment_repository::{appointments_in, appointments_of};
use crate::entities::{
    appointment, counsellor, counsellor_hour, counsellor_time_off, user, user_contact, user_key,
};
use crate::outbox_repository::{drop_reminders, enqueue};
use crate::{Database, counters};

/// Counsellor `counsellor_id`'s appointments a removal on `today` returns, the soonest first.
pub(crate) async fn returning_sessions<C: ConnectionTrait>(
    conn: &C,
    counsellor_id: i64,
    today: NaiveDate,
) -> anyhow::Result<Vec<Appointment>> {
    let rows = appointment::Entity::find()
        .filter(appointment::Column::CounsellorId.eq(counsellor_id))
        .filter(appointment::Column::Date.gte(today))
        .filter(appointment::Column::Status.is_in(RETURNED_STATUSES.map(|s| s.as_str())))
        .order_by_asc(appointment::Column::Date)
        .order_by_asc(appointment::Column::Id)
        .all(conn)
        .await
        .context("reading the counsellor's sessions ahead")?;
    appointments_of(conn, rows).await
}

/// See [`mon_application::ports::CounsellorRepository::remove`].
pub(crate) async fn remove(db: &Database, removal: &Removal) -> Result<(), RemovalError> {
    let txn = db.begin_write().await.context("starting transaction")?;
    let row = counsellor::Entity::find_by_id(removal.counsellor_id)
        .lock_exclusive()
        .one(&txn)
        .await
        .context("locking the counsellor")?
        .ok_or(RemovalError::NotFound)?;
    if row.removed_at.is_some() {
        return Err(RemovalError::Changed);
    }
    let ahead = returning_sessions(&txn, row.id, removal.today).await?;
    let read: Vec<&Appointment> = removal.returned.iter().map(|r| &r.before).collect();
    if ahead.iter().collect::<Vec<_>>() != read {
        return Err(RemovalError::Changed);
    }
    for session in &removal.returned {
        return_session(&txn, session, removal.now).await?;
    }
    for (client, mail) in &removal.mails {
        enqueue(&txn, std::slice::from_ref(mail), *client, removal.now).await?;
    }
    close(&txn, &row, removal.now).await?;
    txn.commit().await.context("committing a removal")?;
    Ok(())
}

/// Stores `session.after` over `session.before`, if still as read; its counters follow its status,
/// and the reminders of the session it was go.
async fn return_session<C: ConnectionTrait>(
    txn: &C,
    session: &ReturnedSession,
    now: DateTime<Utc>,
) -> Result<(), RemovalError> {
    let (before, after) = (&session.before, &session.after);
    let moved = appointment::Entity::update_many()
        .col_expr(
            appointment::Column::Status,
            Expr::value(after.status.as_str()),
        )
        .col_expr(
            appointment::Column::CounsellorId,
            Expr::value(after.counsellor.as_ref().map(|c| c.id)),
        )
        .col_expr(
            appointment::Column::SessionMode,
            Expr::value(after.session.as_ref().map(|s| s.mode.as_str().to_owned())),
        )
        .col_expr(
            appointment::Column::SessionDetail,
            Expr::value(after.session.as_ref().and_then(|s| s.detail.clone())),
        )
        .col_expr(
            appointment::Column::Reason,
            Expr::value(after.reason.clone()),
        )
        .col_expr(appointment::Column::UpdatedAt, Expr::value(now))
        .filter(appointment::Column::Id.eq(before.id))
        .filter(appointment::Column::Status.eq(before.status.as_str()))
        .filter(appointment::Column::UpdatedAt.eq(before.updated_at))
        .exec(txn)
        .await
        .context("returning a session to the requests")?;
    if moved.rows_affected != 1 {
        return Err(RemovalError::Changed);
    }
    if before.status != after.status {
        counters::add(txn, &appointments_in(before.status), -1).await?;
        counters::add(txn, &appointments_in(after.status), 1).await?;
    }
    drop_reminders(txn, before.id).await?;
    Ok(())
}

/// Marks the profile removed and closes everything of the counsellor's but the past and the notes:
/// the account (inactive, tokens revoked, keys gone), the calendar, and who had them as their own.
async fn close<C: ConnectionTrait>(
    txn: &C,
    row: &counsellor::Model,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    counsellor::Entity::update_many()
        .col_expr(counsellor::Column::RemovedAt, Expr::value(Some(now)))
        .col_expr(counsellor::Column::Published, Expr::value(false))
        .col_expr(
            counsellor::Column::Version,
            Expr::col(counsellor::Column::Version).add(1),
        )
        .col_expr(counsellor::Column::UpdatedAt, Expr::value(now))
        .filter(counsellor::Column::Id.eq(row.id))
        .exec(txn)
        .await
        .context("marking the counsellor removed")?;
    user::Entity::update_many()
        .col_expr(user::Column::IsActive, Expr::value(false))
        .col_expr(
            user::Column::TokenVersion,
            Expr::col(user::Column::TokenVersion).add(1),
        )
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(row.user_id))
        .exec(txn)
        .await
        .context("closing the counsellor's account")?;
    user_key::Entity::delete_many()
        .filter(user_key::Column::UserId.eq(row.user_id))
        .exec(txn)
        .await
        .context("dropping the counsellor's keys")?;
    counsellor_hour::Entity::delete_many()
        .filter(counsellor_hour::Column::UserId.eq(row.user_id))
        .exec(txn)
        .await
        .context("dropping the counsellor's hours")?;
    counsellor_time_off::Entity::delete_many()
        .filter(counsellor_time_off::Column::UserId.eq(row.user_id))
        .exec(txn)
        .await
        .context("dropping the counsellor's time off")?;
    user_contact::Entity::update_many()
        .col_expr(
            user_contact::Column::CounsellorId,
            Expr::value(Option::<i64>::None),
        )
        .filter(user_contact::Column::CounsellorId.eq(row.id))
        .exec(txn)
        .await
        .context("leaving the counsellor's clients without them")?;
    Ok(())
}
