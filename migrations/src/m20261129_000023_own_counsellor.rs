use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    CounsellorId,
}

/// A subscriber's own counsellor (continuity): set by their first approved session with a counsellor,
/// changed by an admin; their next request suggests them. A counsellor's id (no foreign key: a
/// counsellor whose row is gone simply reads as none).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .add_column(big_integer_null(Users::CounsellorId))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Users::Table)
                    .drop_column(Users::CounsellorId)
                    .to_owned(),
            )
            .await
    }
}
