use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Outbox {
    Table,
    Id,
    Recipient,
    Subject,
    Body,
    AttachmentName,
    AttachmentType,
    Attachment,
    Attempts,
    NextAttemptAt,
    LastError,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Language,
    Role,
    RegisteredAt,
}

/// The mail outbox: an e-mail owed for a change is written in the change's own
/// transaction, and a background sender delivers it (retrying with back-off),
/// so neither an SMTP outage nor a restart loses it. Also the language a person
/// last used (for their e-mails) and the `(role, registered_at)` index the
/// admin's monthly registration counts are read from.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Outbox::Table)
                    .col(big_pk_auto(Outbox::Id))
                    .col(string_len(Outbox::Recipient, 254))
                    .col(string_len(Outbox::Subject, 300))
                    .col(text(Outbox::Body))
                    .col(string_len_null(Outbox::AttachmentName, 100))
                    .col(string_len_null(Outbox::AttachmentType, 100))
                    .col(text_null(Outbox::Attachment))
                    .col(integer(Outbox::Attempts).default(0))
                    .col(timestamp_with_time_zone(Outbox::NextAttemptAt))
                    .col(string_len_null(Outbox::LastError, 500))
                    .col(timestamp_with_time_zone(Outbox::CreatedAt))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_outbox_next_attempt",
            Outbox::Table,
            [Outbox::NextAttemptAt, Outbox::Id],
        )
        .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(string_len(Users::Language, 2).default("en"))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_users_role_registered",
            Users::Table,
            [Users::Role, Users::RegisteredAt],
        )
        .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("ix_users_role_registered")
                    .table(Users::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(Users::Language)
                    .to_owned(),
            )
            .await?;
        manager
            .drop_table(Table::drop().table(Outbox::Table).to_owned())
            .await
    }
}
