use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Counsellors {
    Table,
    Id,
    UserId,
    NameEn,
    NameBn,
    TitleEn,
    TitleBn,
    Credentials,
    RegistrationNo,
    Languages,
    Specialities,
    Modes,
    FeeBdt,
    BioEn,
    BioBn,
    Published,
    MaxClients,
    Photo,
    Version,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Counsellors: one profile per account of role COUNSELLOR (`user_id` unique). Lists (`languages`,
/// `specialities`, `modes`) are JSON arrays; `version` rises with every change, so two admins'
/// edits never silently undo each other. The public list reads `(published, name_en)`.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Counsellors::Table)
                    .col(big_pk_auto(Counsellors::Id))
                    .col(big_integer(Counsellors::UserId))
                    .col(string_len(Counsellors::NameEn, 100))
                    .col(string_len(Counsellors::NameBn, 100))
                    .col(string_len(Counsellors::TitleEn, 100))
                    .col(string_len(Counsellors::TitleBn, 100))
                    .col(string_len(Counsellors::Credentials, 300))
                    .col(string_len_null(Counsellors::RegistrationNo, 50))
                    .col(text(Counsellors::Languages))
                    .col(text(Counsellors::Specialities))
                    .col(text(Counsellors::Modes))
                    .col(big_integer(Counsellors::FeeBdt))
                    .col(text(Counsellors::BioEn))
                    .col(text(Counsellors::BioBn))
                    .col(boolean(Counsellors::Published))
                    .col(integer(Counsellors::MaxClients))
                    .col(string_len_null(Counsellors::Photo, 200))
                    .col(integer(Counsellors::Version))
                    .col(timestamp_with_time_zone(Counsellors::CreatedAt))
                    .col(timestamp_with_time_zone(Counsellors::UpdatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_counsellors_user",
                        (Counsellors::Table, Counsellors::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::unique_index(
            manager,
            "ux_counsellors_user",
            Counsellors::Table,
            [Counsellors::UserId],
        )
        .await?;
        parts::index(
            manager,
            "ix_counsellors_listed",
            Counsellors::Table,
            [Counsellors::Published, Counsellors::NameEn, Counsellors::Id],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Counsellors::Table).to_owned())
            .await
    }
}
