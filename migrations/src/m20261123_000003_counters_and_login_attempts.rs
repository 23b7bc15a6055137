use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Counters {
    Table,
    Name,
    Value,
}

#[derive(DeriveIden)]
enum UserCounts {
    Table,
}

#[derive(DeriveIden)]
enum LoginAttempts {
    Table,
    Login,
    Failures,
    LastFailureAt,
    LockedUntil,
}

/// Replaces the per-role `user_counts` with one general `counters` table: a row
/// per named count (`users.role.SUBSCRIBER`, later `stories`,
/// `appointments.status.requested`, …), kept in the same transaction as the
/// write it counts, so list totals and admin counts of any entity are O(1)
/// without a migration per entity. Adds `login_attempts`, the failed-login
/// record per login name.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Counters::Table)
                    .col(string_len(Counters::Name, 120).primary_key())
                    .col(big_integer(Counters::Value).default(0))
                    .to_owned(),
            )
            .await?;
        manager.get_connection().execute_unprepared("INSERT INTO counters (name, value) SELECT 'users.role.' || role, total FROM user_counts").await?;
        manager
            .drop_table(Table::drop().table(UserCounts::Table).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(LoginAttempts::Table)
                    // "account:<id>" or the login name as typed, folded (at most 60 or 254 characters, longer once lower-cased).
                    .col(string_len(LoginAttempts::Login, 1100).primary_key())
                    .col(integer(LoginAttempts::Failures).default(0))
                    .col(timestamp_with_time_zone_null(LoginAttempts::LastFailureAt))
                    .col(timestamp_with_time_zone_null(LoginAttempts::LockedUntil))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(LoginAttempts::Table).to_owned())
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(UserCounts::Table)
                    .col(string_len(Alias::new("role"), 16).primary_key())
                    .col(big_integer(Alias::new("total")).default(0))
                    .to_owned(),
            )
            .await?;
        manager
            .get_connection()
            .execute_unprepared("INSERT INTO user_counts (role, total) SELECT substr(name, 12), value FROM counters WHERE name LIKE 'users.role.%'")
            .await?;
        manager
            .drop_table(Table::drop().table(Counters::Table).to_owned())
            .await
    }
}
