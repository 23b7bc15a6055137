use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Appointments {
    Table,
    LateCancel,
}

/// A subscriber cancels an approved session: it stays, `cancelled`, with `late_cancel` when it came
/// less than the notice before the start. One appointment a day per subscriber now counts only the
/// ones not cancelled, so a cancelled day can be asked for again: the unique index over
/// `(user_id, date)` becomes a partial one, `ux_appointments_user_open_date` (the same statement on
/// SQLite and PostgreSQL).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Appointments::Table)
                    .add_column(boolean(Appointments::LateCancel).default(false))
                    .to_owned(),
            )
            .await?;
        // One statement string: on SQLite each call may take another connection of the pool.
        manager
            .get_connection()
            .execute_unprepared(
                "CREATE UNIQUE INDEX ux_appointments_user_open_date ON appointments (user_id, date) \
                 WHERE status <> 'cancelled'; DROP INDEX ux_appointments_user_date",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared(
                "DELETE FROM appointments WHERE status = 'cancelled'; \
                 CREATE UNIQUE INDEX ux_appointments_user_date ON appointments (user_id, date); \
                 DROP INDEX ux_appointments_user_open_date",
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Appointments::Table)
                    .drop_column(Appointments::LateCancel)
                    .to_owned(),
            )
            .await
    }
}
