//! Named counts kept in the `counters` table, moved inside the transaction of
//! the write they count, so a total never needs a scan of the counted table.

use anyhow::Context;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait};

use crate::entities::counter;

/// The count of accounts with a role.
pub fn users_with_role(role: mon_domain::user::Role) -> String {
    format!("users.role.{}", role.as_str())
}

/// Adds `delta` to the count `name`, creating it at `delta` if it does not exist yet.
pub async fn add<C: ConnectionTrait>(db: &C, name: &str, delta: i64) -> anyhow::Result<()> {
    counter::Entity::insert(counter::ActiveModel {
        name: Set(name.to_owned()),
        value: Set(delta),
    })
    .on_conflict(
        OnConflict::column(counter::Column::Name)
            .value(
                counter::Column::Value,
                Expr::col((counter::Entity, counter::Column::Value)).add(delta),
            )
            .to_owned(),
    )
    .exec_without_returning(db)
    .await
    .with_context(|| format!("moving the counter {name}"))?;
    Ok(())
}

/// The count `name`; 0 when nothing was ever counted.
pub async fn get<C: ConnectionTrait>(db: &C, name: &str) -> anyhow::Result<u64> {
    let row = counter::Entity::find_by_id(name.to_owned())
        .one(db)
        .await
        .with_context(|| format!("reading the counter {name}"))?;
    Ok(row.map_or(0, |c| u64::try_from(c.value).unwrap_or(0)))
}
