use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum UserCounts {
    Table,
    Role,
    Total,
}

/// Accounts per role, kept in the same transaction as every insert and delete,
/// so a list page never has to count the whole table.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(UserCounts::Table)
                    .col(string_len(UserCounts::Role, 16).primary_key())
                    .col(big_integer(UserCounts::Total).default(0))
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared(
                "INSERT INTO user_counts (role, total) \
                 SELECT r.role, (SELECT COUNT(*) FROM users u WHERE u.role = r.role) \
                 FROM (SELECT 'ADMIN' AS role UNION ALL SELECT 'SUBSCRIBER') r",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(UserCounts::Table).to_owned())
            .await
    }
}
