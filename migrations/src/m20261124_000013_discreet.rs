use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Discreet,
}

/// Discreet mode: e-mails about the person's care say nothing revealing.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::flag::add(manager, Users::Table, Users::Discreet).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::flag::drop(manager, Users::Table, Users::Discreet).await
    }
}
