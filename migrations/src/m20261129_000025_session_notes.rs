use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SessionNotes {
    Table,
    Id,
    AppointmentId,
    AuthorId,
    ParentId,
    KeyVersion,
    Nonce,
    Sealed,
    CreatedAt,
    UpdatedAt,
    SignedAt,
}

#[derive(DeriveIden)]
enum Appointments {
    Table,
    Id,
}

/// A counsellor's private notes about a session, sealed (AEAD: `nonce`, and `sealed` = ciphertext
/// and tag, under the notes key of `key_version`, bound to the note's id and author). The author is
/// an account's id without a foreign key: a removed counsellor's notes stay, sealed, until an admin
/// hands them over. A note goes with its session.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SessionNotes::Table)
                    .col(big_pk_auto(SessionNotes::Id))
                    .col(big_integer(SessionNotes::AppointmentId))
                    .col(big_integer(SessionNotes::AuthorId))
                    .col(big_integer_null(SessionNotes::ParentId))
                    .col(integer(SessionNotes::KeyVersion))
                    .col(blob(SessionNotes::Nonce))
                    .col(blob(SessionNotes::Sealed))
                    .col(timestamp_with_time_zone(SessionNotes::CreatedAt))
                    .col(timestamp_with_time_zone(SessionNotes::UpdatedAt))
                    .col(timestamp_with_time_zone_null(SessionNotes::SignedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_session_notes_appointment",
                        (SessionNotes::Table, SessionNotes::AppointmentId),
                        (Appointments::Table, Appointments::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_session_notes_appointment_author",
            SessionNotes::Table,
            [SessionNotes::AppointmentId, SessionNotes::AuthorId],
        )
        .await?;
        parts::index(
            manager,
            "ix_session_notes_author",
            SessionNotes::Table,
            [SessionNotes::AuthorId],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(SessionNotes::Table).to_owned())
            .await
    }
}
