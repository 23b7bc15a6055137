use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    MustChangePassword,
}

/// A password the server made up (the first admin's) must be replaced before anything else.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::flag::add(manager, Users::Table, Users::MustChangePassword).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::flag::drop(manager, Users::Table, Users::MustChangePassword).await
    }
}
