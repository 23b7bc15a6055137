use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Helplines {
    Table,
    Id,
    NameEn,
    NameBn,
    Phone,
    HoursEn,
    HoursBn,
    LanguagesEn,
    LanguagesBn,
    DescriptionEn,
    DescriptionBn,
    VerifiedOn,
    Position,
    Hidden,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SafetyPlans {
    Table,
    UserId,
    Content,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum CheckIns {
    Table,
    Id,
    UserId,
    Code,
    Answers,
    Score,
    Band,
    HelpSuggested,
    TakenAt,
}

#[derive(DeriveIden)]
enum InstrumentTexts {
    Table,
    Code,
    Lang,
    Content,
    Reviewed,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Safety: helplines (data an admin keeps, in the admins' order), each
/// subscriber's safety plan (one row, theirs, gone with the account), check-ins
/// (PHQ-9, GAD-7) with their answers, read by `(user_id, taken_at)`, and the
/// instruments' wording per language.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Helplines::Table)
                    .col(big_pk_auto(Helplines::Id))
                    .col(string_len(Helplines::NameEn, 100))
                    .col(string_len(Helplines::NameBn, 100))
                    .col(string_len(Helplines::Phone, 20))
                    .col(string_len(Helplines::HoursEn, 100))
                    .col(string_len(Helplines::HoursBn, 100))
                    .col(string_len(Helplines::LanguagesEn, 100))
                    .col(string_len(Helplines::LanguagesBn, 100))
                    .col(text(Helplines::DescriptionEn))
                    .col(text(Helplines::DescriptionBn))
                    .col(date(Helplines::VerifiedOn))
                    .col(integer(Helplines::Position))
                    .col(boolean(Helplines::Hidden))
                    .col(timestamp_with_time_zone(Helplines::CreatedAt))
                    .col(timestamp_with_time_zone(Helplines::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_helplines_order",
            Helplines::Table,
            [Helplines::Position, Helplines::Id],
        )
        .await?;
        manager
            .create_table(
                Table::create()
                    .table(SafetyPlans::Table)
                    .col(big_integer(SafetyPlans::UserId).primary_key())
                    .col(text(SafetyPlans::Content))
                    .col(timestamp_with_time_zone(SafetyPlans::UpdatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_safety_plans_user",
                        (SafetyPlans::Table, SafetyPlans::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(CheckIns::Table)
                    .col(big_pk_auto(CheckIns::Id))
                    .col(big_integer(CheckIns::UserId))
                    .col(string_len(CheckIns::Code, 8))
                    .col(string_len(CheckIns::Answers, 64))
                    .col(integer(CheckIns::Score))
                    .col(string_len(CheckIns::Band, 24))
                    .col(boolean(CheckIns::HelpSuggested))
                    .col(timestamp_with_time_zone(CheckIns::TakenAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_check_ins_user",
                        (CheckIns::Table, CheckIns::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_check_ins_user_taken",
            CheckIns::Table,
            [CheckIns::UserId, CheckIns::TakenAt, CheckIns::Id],
        )
        .await?;
        parts::index(
            manager,
            "ix_check_ins_user_code_taken",
            CheckIns::Table,
            [CheckIns::UserId, CheckIns::Code, CheckIns::TakenAt],
        )
        .await?;
        manager
            .create_table(
                Table::create()
                    .table(InstrumentTexts::Table)
                    .col(string_len(InstrumentTexts::Code, 8))
                    .col(string_len(InstrumentTexts::Lang, 2))
                    .col(text(InstrumentTexts::Content))
                    .col(boolean(InstrumentTexts::Reviewed))
                    .col(timestamp_with_time_zone(InstrumentTexts::UpdatedAt))
                    .primary_key(
                        Index::create()
                            .col(InstrumentTexts::Code)
                            .col(InstrumentTexts::Lang),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            InstrumentTexts::Table.into_iden(),
            CheckIns::Table.into_iden(),
            SafetyPlans::Table.into_iden(),
            Helplines::Table.into_iden(),
        ] {
            manager
                .drop_table(Table::drop().table(table).to_owned())
                .await?;
        }
        Ok(())
    }
}
