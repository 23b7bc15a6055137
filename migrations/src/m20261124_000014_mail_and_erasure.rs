use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Outbox {
    Table,
    Kind,
    DeadAt,
}

#[derive(DeriveIden)]
enum MailCooldowns {
    Table,
    Id,
    Recipient,
    SentAt,
}

/// Account mail in the outbox: each row says what kind of mail it is, and a
/// mail that failed too often rests in a dead-letter state. Account mails to
/// one address are counted per hour (`mail_cooldowns`, purged after a day).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .add_column(string_len_null(Outbox::Kind, 32))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .add_column(timestamp_with_time_zone_null(Outbox::DeadAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(MailCooldowns::Table)
                    .if_not_exists()
                    .col(big_pk_auto(MailCooldowns::Id))
                    .col(string_len(MailCooldowns::Recipient, 254))
                    .col(timestamp_with_time_zone(MailCooldowns::SentAt))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_mail_cooldowns_recipient_sent_at",
            MailCooldowns::Table,
            [MailCooldowns::Recipient, MailCooldowns::SentAt],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(MailCooldowns::Table).to_owned())
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .drop_column(Outbox::DeadAt)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .drop_column(Outbox::Kind)
                    .to_owned(),
            )
            .await
    }
}
