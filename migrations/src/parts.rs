//! The pieces every migration repeats: an index over some columns, and a foreign key. Each builds
//! exactly the statement the migrations wrote out by hand before, so the schema is the same.

use sea_orm_migration::prelude::*;

/// Creates the index `name` on `table` over `columns`, in that order.
pub async fn index<C: IntoIndexColumn>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: impl IntoTableRef,
    columns: impl IntoIterator<Item = C>,
) -> Result<(), DbErr> {
    create_index(manager, name, table, columns, false).await
}

/// [`index`], unique.
pub async fn unique_index<C: IntoIndexColumn>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: impl IntoTableRef,
    columns: impl IntoIterator<Item = C>,
) -> Result<(), DbErr> {
    create_index(manager, name, table, columns, true).await
}

async fn create_index<C: IntoIndexColumn>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: impl IntoTableRef,
    columns: impl IntoIterator<Item = C>,
    unique: bool,
) -> Result<(), DbErr> {
    let mut statement = Index::create();
    statement.name(name).table(table);
    if unique {
        statement.unique();
    }
    for column in columns {
        statement.col(column);
    }
    manager.create_index(statement.to_owned()).await
}

/// The foreign key `name` from `(table, column)` to `(table, column)`, doing `on_delete`.
pub fn foreign_key(
    name: &str,
    from: (impl IntoTableRef, impl IdenList),
    to: (impl IntoTableRef, impl IdenList),
    on_delete: ForeignKeyAction,
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .name(name)
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(on_delete)
        .to_owned()
}
