use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Appointments {
    Table,
    Attendance,
}

/// Whether the client came to a session (`attended`, `no_show`), as their counsellor recorded it.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Appointments::Table)
                    .add_column(string_len_null(Appointments::Attendance, 16))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Appointments::Table)
                    .drop_column(Appointments::Attendance)
                    .to_owned(),
            )
            .await
    }
}
