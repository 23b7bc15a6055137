use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Categories {
    Table,
    Id,
    Name,
    NameFolded,
    CreatedAt,
    UpdatedAt,
}

/// Learning-hub categories. `name_folded` (lower case, NFKC) is unique, so two
/// spellings of one name cannot both exist, and it serves the A-to-Z order and
/// the search.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Categories::Table)
                    .col(big_pk_auto(Categories::Id))
                    .col(string_len(Categories::Name, 60))
                    // Lower-casing can lengthen a string.
                    .col(string_len(Categories::NameFolded, 240))
                    .col(timestamp_with_time_zone(Categories::CreatedAt))
                    .col(timestamp_with_time_zone(Categories::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        parts::unique_index(
            manager,
            "ux_categories_name_folded",
            Categories::Table,
            [Categories::NameFolded],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(Categories::Table).to_owned())
            .await
    }
}
