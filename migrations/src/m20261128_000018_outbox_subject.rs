use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Outbox {
    Table,
    SubjectUserId,
}

/// Each owed mail names the account it is for or about (a key, a decision, a
/// reminder, an admins' notice of a request): an erasure drops exactly that
/// account's mail, never mail whose text happens to hold its name.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .add_column(big_integer_null(Outbox::SubjectUserId))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_outbox_subject_user_id",
            Outbox::Table,
            [Outbox::SubjectUserId],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_index(
                Index::drop()
                    .name("ix_outbox_subject_user_id")
                    .table(Outbox::Table)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .drop_column(Outbox::SubjectUserId)
                    .to_owned(),
            )
            .await
    }
}
