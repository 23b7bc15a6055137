use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SelfCareQuestions {
    Table,
    Id,
    Title,
    TitleBn,
    QuestionType,
    McqOptions,
    Position,
    IsSleep,
    Retired,
    CreatedAt,
}

#[derive(DeriveIden)]
enum SelfCareSubmissions {
    Table,
    UserId,
    Date,
    CreatedAt,
}

#[derive(DeriveIden)]
enum SelfCareAnswers {
    Table,
    UserId,
    Date,
    QuestionId,
    Answer,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Self-care questions (a retired one keeps its answers) and answers per
/// user and date. A submission row per `(user_id, date)` is the primary key
/// that makes a second submission for one day fail even when two race.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(SelfCareQuestions::Table)
                    .col(big_pk_auto(SelfCareQuestions::Id))
                    .col(string_len(SelfCareQuestions::Title, 300))
                    .col(string_len(SelfCareQuestions::TitleBn, 300))
                    .col(string_len(SelfCareQuestions::QuestionType, 8))
                    // One option a line.
                    .col(text(SelfCareQuestions::McqOptions))
                    .col(integer(SelfCareQuestions::Position))
                    .col(boolean(SelfCareQuestions::IsSleep))
                    .col(boolean(SelfCareQuestions::Retired))
                    .col(timestamp_with_time_zone(SelfCareQuestions::CreatedAt))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(SelfCareSubmissions::Table)
                    .col(big_integer(SelfCareSubmissions::UserId))
                    .col(date(SelfCareSubmissions::Date))
                    .col(timestamp_with_time_zone(SelfCareSubmissions::CreatedAt))
                    .primary_key(
                        Index::create()
                            .col(SelfCareSubmissions::UserId)
                            .col(SelfCareSubmissions::Date),
                    )
                    .foreign_key(&mut parts::foreign_key(
                        "fk_self_care_submissions_user",
                        (SelfCareSubmissions::Table, SelfCareSubmissions::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(SelfCareAnswers::Table)
                    .col(big_integer(SelfCareAnswers::UserId))
                    .col(date(SelfCareAnswers::Date))
                    .col(big_integer(SelfCareAnswers::QuestionId))
                    .col(text(SelfCareAnswers::Answer))
                    .primary_key(
                        Index::create()
                            .col(SelfCareAnswers::UserId)
                            .col(SelfCareAnswers::Date)
                            .col(SelfCareAnswers::QuestionId),
                    )
                    .foreign_key(&mut parts::foreign_key(
                        "fk_self_care_answers_user",
                        (SelfCareAnswers::Table, SelfCareAnswers::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_self_care_answers_question",
                        (SelfCareAnswers::Table, SelfCareAnswers::QuestionId),
                        (SelfCareQuestions::Table, SelfCareQuestions::Id),
                        ForeignKeyAction::Restrict,
                    ))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(SelfCareAnswers::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(SelfCareSubmissions::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(SelfCareQuestions::Table).to_owned())
            .await
    }
}
