use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

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
                    .foreign_key(&mut parts::foreign_key(
                        "fk_consents_user",
                        (Consents::Table, Consents::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_consents_user",
            Consents::Table,
            [Consents::UserId, Consents::Purpose, Consents::Id],
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
                    .foreign_key(&mut parts::foreign_key(
                        "fk_access_log_subscriber",
                        (AccessLog::Table, AccessLog::SubscriberId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_access_log_admin",
                        (AccessLog::Table, AccessLog::AdminId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_access_log_subscriber",
            AccessLog::Table,
            [AccessLog::SubscriberId, AccessLog::Id],
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
