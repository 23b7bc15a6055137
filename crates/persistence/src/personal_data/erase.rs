//! What an erasure does to each table of the person-data registry
//! ([`mon_application::privacy::personal_data`]): its `Delete` and `Blank` entries by one generic
//! statement each, its `Own` entries by the code below.

use anyhow::Context;
use chrono::{DateTime, Utc};
use mon_application::privacy::personal_data::{Erase, PersonalTable};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, Query};
use sea_orm::{ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter};

use crate::counters;
use crate::entities::{appointment, mail_cooldown, outbox, session_note, user};
use crate::user_repository::ERASED_ROLE;

/// Erases account `u`'s rows of `entry`'s table as the registry says.
pub(super) async fn erase_table(
    txn: &impl ConnectionTrait,
    entry: &PersonalTable,
    u: &user::Model,
    placeholder: &str,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    let table = entry.table;
    match entry.erase {
        Erase::Delete { by } => {
            let delete = Query::delete()
                .from_table(Alias::new(table))
                .and_where(Expr::col(Alias::new(by)).eq(u.id))
                .to_owned();
            txn.execute(&delete)
                .await
                .with_context(|| format!("erasing the person's rows of {table}"))?;
        }
        Erase::Blank { by, empty, null } => {
            let mut update = Query::update();
            update.table(Alias::new(table));
            for column in empty {
                update.value(Alias::new(*column), "");
            }
            for column in null {
                update.value(Alias::new(*column), Option::<String>::None);
            }
            update.and_where(Expr::col(Alias::new(by)).eq(u.id));
            txn.execute(&update)
                .await
                .with_context(|| format!("blanking the person's rows of {table}"))?;
        }
        Erase::Own(_) => match table {
            "users" => erase_account_row(txn, u, placeholder, now).await?,
            "outbox" => drop_owed_mail(txn, u).await?,
            "mail_cooldowns" => drop_mail_counts(txn, u).await?,
            "session_notes" => drop_notes_about(txn, u).await?,
            other => anyhow::bail!("the erasure has no code for table {other}"),
        },
        // The use case does these (log-in records may live elsewhere); kept rows stay.
        Erase::ThroughPort(_) | Erase::Keep(_) => {}
    }
    Ok(())
}

/// The counsellors' notes about the person's sessions go (the sessions stay, blanked).
async fn drop_notes_about(txn: &impl ConnectionTrait, u: &user::Model) -> anyhow::Result<()> {
    session_note::Entity::delete_many()
        .filter(
            session_note::Column::AppointmentId.in_subquery(
                Query::select()
                    .column(appointment::Column::Id)
                    .from(appointment::Entity)
                    .and_where(appointment::Column::UserId.eq(u.id))
                    .to_owned(),
            ),
        )
        .exec(txn)
        .await
        .context("erasing the notes about the person's sessions")?;
    Ok(())
}

/// The account row stays, naming nobody: its names become `placeholder`, its password, contact
/// number and NID go, and every token it was given stops working.
async fn erase_account_row(
    txn: &impl ConnectionTrait,
    u: &user::Model,
    placeholder: &str,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
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
        .col_expr(user::Column::PhoneVerified, Expr::value(false))
        .col_expr(user::Column::SmsReminders, Expr::value(false))
        .col_expr(
            user::Column::TokenVersion,
            Expr::col(user::Column::TokenVersion).add(1),
        )
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(u.id))
        .exec(txn)
        .await
        .context("erasing the account's names")?;
    crate::entities::user_contact::Entity::update_many()
        .col_expr(
            crate::entities::user_contact::Column::CounsellorId,
            Expr::value(Option::<i64>::None),
        )
        .filter(crate::entities::user_contact::Column::Id.eq(u.id))
        .exec(txn)
        .await
        .context("erasing the account's counsellor")?;
    if let Some(role) = mon_domain::user::Role::parse(&u.role) {
        counters::add(txn, &counters::users_with_role(role), -1).await?;
    }
    Ok(())
}

/// Owed mail: to the person's address, about their appointments, or about their account (an admins'
/// notice of their request), matched by what is stored with it, never by its text.
async fn drop_owed_mail(txn: &impl ConnectionTrait, u: &user::Model) -> anyhow::Result<()> {
    let owed = Condition::any()
        .add(
            Expr::expr(Func::lower(Expr::col(outbox::Column::Recipient))).eq(u.email_lower.clone()),
        )
        .add(crate::outbox_repository::about_account(txn, u.id).await?);
    outbox::Entity::delete_many()
        .filter(owed)
        .exec(txn)
        .await
        .context("dropping owed mail")?;
    Ok(())
}

/// When mail last went to the person's address, and the admins' notices about them.
async fn drop_mail_counts(txn: &impl ConnectionTrait, u: &user::Model) -> anyhow::Result<()> {
    mail_cooldown::Entity::delete_many()
        .filter(
            mail_cooldown::Column::Recipient.is_in(
                [
                    Some(u.email_lower.clone()),
                    Some(crate::appointment_repository::admin_notice_key(u.id)),
                    // The count of codes sent to the person's number.
                    u.contact_number.as_deref().and_then(mon_domain::sms::e164),
                ]
                .into_iter()
                .flatten(),
            ),
        )
        .exec(txn)
        .await
        .context("erasing mail counts")?;
    Ok(())
}
