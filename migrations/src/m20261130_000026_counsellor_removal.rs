use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Counsellors {
    Table,
    RemovedAt,
}

/// When an admin removed a counsellor: the profile stays for the admins (to hand the notes over and
/// to name the past sessions), hidden from everyone else; the account can no longer log in.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Counsellors::Table)
                    .add_column(timestamp_with_time_zone_null(Counsellors::RemovedAt))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Counsellors::Table)
                    .drop_column(Counsellors::RemovedAt)
                    .to_owned(),
            )
            .await
    }
}
