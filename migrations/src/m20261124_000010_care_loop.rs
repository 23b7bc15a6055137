use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Appointments {
    Table,
    SessionMode,
    SessionDetail,
    Reason,
}

#[derive(DeriveIden)]
enum Outbox {
    Table,
    AppointmentId,
}

/// The care loop after a request: how an approved session happens (mode and
/// detail), why a request was not approved, and reminders in the outbox that
/// belong to an appointment (`outbox.appointment_id`), so an undo drops them.
/// One column per statement: SQLite alters one thing at a time.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            string_len_null(Appointments::SessionMode, 16),
            string_len_null(Appointments::SessionDetail, 300),
            string_len_null(Appointments::Reason, 500),
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Appointments::Table)
                        .add_column(col)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .add_column(big_integer_null(Outbox::AppointmentId))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_outbox_appointment",
            Outbox::Table,
            [Outbox::AppointmentId],
        )
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("ix_outbox_appointment")
                    .table(Outbox::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .drop_column(Outbox::AppointmentId)
                    .to_owned(),
            )
            .await?;
        for col in [
            Appointments::Reason,
            Appointments::SessionDetail,
            Appointments::SessionMode,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Appointments::Table)
                        .drop_column(col)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
