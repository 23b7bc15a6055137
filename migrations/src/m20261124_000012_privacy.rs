use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Consents {
    Table,
    Id,
    UserId,
    Purpose,
    Granted,
    NoticeVersion,
    TextShown,
    At,
}

#[derive(DeriveIden)]
enum AccessLog {
    Table,
    Id,
    SubscriberId,
    AdminId,
    What,
    At,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Privacy: the consent log (every grant and withdrawal, with the notice
/// version and the statement as shown) and the log of admins' reads of a
/// subscriber's records (who, when, what kind; no health data). Both go with
/// the account.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Consents::Table)
                    .col(big_pk_auto(Consents::Id))
                    .col(big_integer(Consents::UserId))
                    .col(string_len(Consents::Purpose, 32))
                    .col(boolean(Consents::Granted))
                    .col(string_len(Consents::NoticeVersion, 16))
                    .col(text(Consents::TextShown))
                    .col(timestamp_with_time_zone(Consents::At))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_consents_user")
                            .from(Consents::Table, Consents::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_consents_user")
                    .table(Consents::Table)
                    .col(Consents::UserId)
                    .col(Consents::Purpose)
                    .col(Consents::Id)
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(AccessLog::Table)
                    .col(big_pk_auto(AccessLog::Id))
                    .col(big_integer(AccessLog::SubscriberId))
                    .col(big_integer(AccessLog::AdminId))
                    .col(string_len(AccessLog::What, 32))
                    .col(timestamp_with_time_zone(AccessLog::At))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_access_log_subscriber")
                            .from(AccessLog::Table, AccessLog::SubscriberId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_access_log_admin")
                            .from(AccessLog::Table, AccessLog::AdminId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_access_log_subscriber")
                    .table(AccessLog::Table)
                    .col(AccessLog::SubscriberId)
                    .col(AccessLog::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(AccessLog::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Consents::Table).to_owned())
            .await
    }
}
