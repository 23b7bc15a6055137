use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum SelfCareAnswers {
    Table,
    QuestionId,
    QuestionTitle,
    QuestionTitleBn,
}

#[derive(DeriveIden)]
enum SelfCareQuestions {
    Table,
    Id,
    Title,
    TitleBn,
}

/// Each answer keeps the wording of the question it answered, in both languages: a question
/// reworded later no longer relabels the answers given to it. Answers stored before take the
/// wording their question has now (the best there is).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            SelfCareAnswers::QuestionTitle,
            SelfCareAnswers::QuestionTitleBn,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(SelfCareAnswers::Table)
                        .add_column(string_len(column, 300).default(""))
                        .to_owned(),
                )
                .await?;
        }
        for (to, from) in [
            (SelfCareAnswers::QuestionTitle, SelfCareQuestions::Title),
            (SelfCareAnswers::QuestionTitleBn, SelfCareQuestions::TitleBn),
        ] {
            let wording = Query::select()
                .column(from)
                .from(SelfCareQuestions::Table)
                .and_where(
                    Expr::col((SelfCareQuestions::Table, SelfCareQuestions::Id))
                        .equals((SelfCareAnswers::Table, SelfCareAnswers::QuestionId)),
                )
                .to_owned();
            manager
                .exec_stmt(
                    Query::update()
                        .table(SelfCareAnswers::Table)
                        .value(
                            to,
                            SimpleExpr::SubQuery(
                                None,
                                Box::new(wording.into_sub_query_statement()),
                            ),
                        )
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            SelfCareAnswers::QuestionTitle,
            SelfCareAnswers::QuestionTitleBn,
        ] {
            manager
                .alter_table(
                    Table::alter()
                        .table(SelfCareAnswers::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        Ok(())
    }
}
