use sea_orm_migration::{prelude::*, schema::*};

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
        manager
            .create_index(
                Index::create()
                    .name("ix_articles_kind_id")
                    .table(Articles::Table)
                    .col(Articles::Kind)
                    .col(Articles::Id)
                    .to_owned(),
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
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_learning_items_category")
                            .from(LearningItems::Table, LearningItems::CategoryId)
                            .to(Categories::Table, Categories::Id)
                            .on_delete(ForeignKeyAction::Restrict),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_learning_items_category_id")
                    .table(LearningItems::Table)
                    .col(LearningItems::CategoryId)
                    .col(LearningItems::Id)
                    .to_owned(),
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
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_saved_courses_user")
                            .from(SavedCourses::Table, SavedCourses::UserId)
                            .to(Users::Table, Users::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_saved_courses_learning")
                            .from(SavedCourses::Table, SavedCourses::LearningId)
                            .to(LearningItems::Table, LearningItems::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_saved_courses_user_created")
                    .table(SavedCourses::Table)
                    .col(SavedCourses::UserId)
                    .col(SavedCourses::CreatedAt)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("ix_saved_courses_learning")
                    .table(SavedCourses::Table)
                    .col(SavedCourses::LearningId)
                    .to_owned(),
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
