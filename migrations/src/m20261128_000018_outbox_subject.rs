use sea_orm_migration::{prelude::*, schema::*};

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
        manager
            .create_index(
                Index::create()
                    .name("ix_outbox_subject_user_id")
                    .table(Outbox::Table)
                    .col(Outbox::SubjectUserId)
                    .to_owned(),
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
