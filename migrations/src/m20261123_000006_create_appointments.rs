use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Appointments {
    Table,
    Id,
    UserId,
    Date,
    Time,
    Name,
    Email,
    Phone,
    Status,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Appointment requests. `(user_id, date)` is unique, so one subscriber has at
/// most one appointment a day even when two requests race; lists are served
/// by `(user_id, date)` and `(status, date, id)`; they go with their user.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Appointments::Table)
                    .col(big_pk_auto(Appointments::Id))
                    .col(big_integer(Appointments::UserId))
                    .col(date(Appointments::Date))
                    .col(string_len(Appointments::Time, 8))
                    .col(string_len(Appointments::Name, 100))
                    .col(string_len(Appointments::Email, 254))
                    .col(string_len(Appointments::Phone, 20))
                    .col(string_len(Appointments::Status, 16))
                    .col(timestamp_with_time_zone(Appointments::CreatedAt))
                    .col(timestamp_with_time_zone(Appointments::UpdatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_appointments_user",
                        (Appointments::Table, Appointments::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::unique_index(
            manager,
            "ux_appointments_user_date",
            Appointments::Table,
            [Appointments::UserId, Appointments::Date],
        )
        .await?;
        parts::index(
            manager,
            "ix_appointments_status_date",
            Appointments::Table,
            [Appointments::Status, Appointments::Date, Appointments::Id],
        )
        .await?;
        parts::index(
            manager,
            "ix_appointments_date",
            Appointments::Table,
            [Appointments::Date, Appointments::Id],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Appointments::Table).to_owned())
            .await
    }
}
