use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum CounsellorHours {
    Table,
    Id,
    UserId,
    Weekday,
    StartMinute,
    EndMinute,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CounsellorTimeOff {
    Table,
    Id,
    UserId,
    StartsAt,
    EndsAt,
    Reason,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Closures {
    Table,
    Id,
    StartsOn,
    EndsOn,
    Label,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Appointments {
    Table,
    CounsellorId,
    Date,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// A counsellor's weekly hours (minutes after midnight, ISO weekdays) and time off (wall-clock
/// times of the service's zone), each held by the counsellor's account; the service's closures
/// (inclusive days); and the counsellor an appointment is with (`appointments.counsellor_id`,
/// read by day for the counsellor's free slots).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(CounsellorHours::Table)
                    .col(big_pk_auto(CounsellorHours::Id))
                    .col(big_integer(CounsellorHours::UserId))
                    .col(small_integer(CounsellorHours::Weekday))
                    .col(integer(CounsellorHours::StartMinute))
                    .col(integer(CounsellorHours::EndMinute))
                    .col(timestamp_with_time_zone(CounsellorHours::UpdatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_counsellor_hours_user",
                        (CounsellorHours::Table, CounsellorHours::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_counsellor_hours_user",
            CounsellorHours::Table,
            [CounsellorHours::UserId],
        )
        .await?;
        manager
            .create_table(
                Table::create()
                    .table(CounsellorTimeOff::Table)
                    .col(big_pk_auto(CounsellorTimeOff::Id))
                    .col(big_integer(CounsellorTimeOff::UserId))
                    .col(date_time(CounsellorTimeOff::StartsAt))
                    .col(date_time(CounsellorTimeOff::EndsAt))
                    .col(string_len(CounsellorTimeOff::Reason, 200))
                    .col(timestamp_with_time_zone(CounsellorTimeOff::CreatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_counsellor_time_off_user",
                        (CounsellorTimeOff::Table, CounsellorTimeOff::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_counsellor_time_off_user_start",
            CounsellorTimeOff::Table,
            [CounsellorTimeOff::UserId, CounsellorTimeOff::StartsAt],
        )
        .await?;
        manager
            .create_table(
                Table::create()
                    .table(Closures::Table)
                    .col(big_pk_auto(Closures::Id))
                    .col(date(Closures::StartsOn))
                    .col(date(Closures::EndsOn))
                    .col(string_len(Closures::Label, 100))
                    .col(timestamp_with_time_zone(Closures::CreatedAt))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_closures_ends_on",
            Closures::Table,
            [Closures::EndsOn],
        )
        .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Appointments::Table)
                    .add_column(big_integer_null(Appointments::CounsellorId))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_appointments_counsellor_date",
            Appointments::Table,
            [Appointments::CounsellorId, Appointments::Date],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("ix_appointments_counsellor_date")
                    .table(Appointments::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Appointments::Table)
                    .drop_column(Appointments::CounsellorId)
                    .to_owned(),
            )
            .await?;
        for table in [
            CounsellorHours::Table.into_iden(),
            CounsellorTimeOff::Table.into_iden(),
            Closures::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
