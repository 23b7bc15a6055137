//! A yes/no column added to a table (`NOT NULL DEFAULT false`), and taken away again.

use sea_orm_migration::{prelude::*, schema::*};

pub async fn add(
    manager: &SchemaManager<'_>,
    table: impl IntoIden,
    column: impl IntoIden,
) -> Result<(), DbErr> {
    manager
        .alter_table(
            Table::alter()
                .table(table)
                .add_column(boolean(column).default(false))
                .to_owned(),
        )
        .await
}

pub async fn drop(
    manager: &SchemaManager<'_>,
    table: impl IntoIden,
    column: impl IntoIden,
) -> Result<(), DbErr> {
    manager
        .alter_table(Table::alter().table(table).drop_column(column).to_owned())
        .await
}
