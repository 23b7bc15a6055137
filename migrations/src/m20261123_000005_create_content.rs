use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Articles {
    Table,
    Id,
    Kind,
    Title,
    TitleFolded,
    Content,
    Excerpt,
    Author,
    ImageOriginal,
    ImageCard,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum LearningItems {
    Table,
    Id,
    Title,
    TitleFolded,
    CategoryId,
    VideoId,
    Content,
    Excerpt,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum SavedCourses {
    Table,
    UserId,
    LearningId,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Categories {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
}

/// Stories and blog posts (one `articles` table, told apart by `kind`),
/// learning-hub items, and the subscribers' saved courses. Lists are served
/// newest first from `(kind, id)` and `(category_id, id)`; a learning item's
/// category cannot be deleted while the item exists (RESTRICT); a saved course
/// goes with its user or its item (CASCADE).
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Articles::Table)
                    .col(big_pk_auto(Articles::Id))
                    .col(string_len(Articles::Kind, 8))
                    .col(string_len(Articles::Title, 200))
                    .col(string_len(Articles::TitleFolded, 800))
                    .col(text(Articles::Content))
                    .col(string_len(Articles::Excerpt, 200))
                    .col(string_len_null(Articles::Author, 100))
                    .col(string_len(Articles::ImageOriginal, 80))
                    .col(string_len(Articles::ImageCard, 80))
                    .col(timestamp_with_time_zone(Articles::CreatedAt))
                    .col(timestamp_with_time_zone(Articles::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_articles_kind_id",
            Articles::Table,
            [Articles::Kind, Articles::Id],
        )
        .await?;

        manager
            .create_table(
                Table::create()
                    .table(LearningItems::Table)
                    .col(big_pk_auto(LearningItems::Id))
                    .col(string_len(LearningItems::Title, 200))
                    .col(string_len(LearningItems::TitleFolded, 800))
                    .col(big_integer(LearningItems::CategoryId))
                    .col(string_len(LearningItems::VideoId, 16))
                    .col(text(LearningItems::Content))
                    .col(string_len(LearningItems::Excerpt, 200))
                    .col(timestamp_with_time_zone(LearningItems::CreatedAt))
                    .col(timestamp_with_time_zone(LearningItems::UpdatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_learning_items_category",
                        (LearningItems::Table, LearningItems::CategoryId),
                        (Categories::Table, Categories::Id),
                        ForeignKeyAction::Restrict,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_learning_items_category_id",
            LearningItems::Table,
            [LearningItems::CategoryId, LearningItems::Id],
        )
        .await?;

        manager
            .create_table(
                Table::create()
                    .table(SavedCourses::Table)
                    .col(big_integer(SavedCourses::UserId))
                    .col(big_integer(SavedCourses::LearningId))
                    .col(timestamp_with_time_zone(SavedCourses::CreatedAt))
                    .primary_key(
                        Index::create()
                            .col(SavedCourses::UserId)
                            .col(SavedCourses::LearningId),
                    )
                    .foreign_key(&mut parts::foreign_key(
                        "fk_saved_courses_user",
                        (SavedCourses::Table, SavedCourses::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_saved_courses_learning",
                        (SavedCourses::Table, SavedCourses::LearningId),
                        (LearningItems::Table, LearningItems::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_saved_courses_user_created",
            SavedCourses::Table,
            [SavedCourses::UserId, SavedCourses::CreatedAt],
        )
        .await?;
        parts::index(
            manager,
            "ix_saved_courses_learning",
            SavedCourses::Table,
            [SavedCourses::LearningId],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(SavedCourses::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(LearningItems::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Articles::Table).to_owned())
            .await
    }
}
