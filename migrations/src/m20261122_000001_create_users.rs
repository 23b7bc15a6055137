use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    Username,
    UsernameLower,
    Email,
    EmailLower,
    PasswordHash,
    ContactNumber,
    Nid,
    Role,
    IsActive,
    TokenVersion,
    RegisteredAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum UserKeys {
    Table,
    Id,
    UserId,
    Purpose,
    KeyHash,
    ExpiresAt,
    UsedAt,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(Users::Table)
                    .col(big_pk_auto(Users::Id))
                    .col(string_len(Users::Username, 60))
                    // Lower-casing can lengthen a string ("İ" becomes two characters).
                    .col(string_len(Users::UsernameLower, 240))
                    .col(string_len(Users::Email, 254))
                    .col(string_len(Users::EmailLower, 1016))
                    .col(string_len(Users::PasswordHash, 255))
                    .col(string_len_null(Users::ContactNumber, 20))
                    .col(string_len_null(Users::Nid, 17))
                    .col(string_len(Users::Role, 16))
                    .col(boolean(Users::IsActive))
                    .col(integer(Users::TokenVersion).default(0))
                    .col(timestamp_with_time_zone(Users::RegisteredAt))
                    .col(timestamp_with_time_zone(Users::UpdatedAt))
                    .to_owned(),
            )
            .await?;
        for (name, col) in [
            ("ux_users_username_lower", Users::UsernameLower),
            ("ux_users_email_lower", Users::EmailLower),
        ] {
            manager
                .create_index(
                    Index::create()
                        .name(name)
                        .table(Users::Table)
                        .col(col)
                        .unique()
                        .to_owned(),
                )
                .await?;
        }
        // The admin's subscriber list: filter by role, newest first.
        parts::index(
            manager,
            "ix_users_role_id",
            Users::Table,
            [Users::Role, Users::Id],
        )
        .await?;

        manager
            .create_table(
                Table::create()
                    .table(UserKeys::Table)
                    .col(big_pk_auto(UserKeys::Id))
                    .col(big_integer(UserKeys::UserId))
                    .col(string_len(UserKeys::Purpose, 32))
                    .col(string_len(UserKeys::KeyHash, 128))
                    .col(timestamp_with_time_zone(UserKeys::ExpiresAt))
                    .col(timestamp_with_time_zone_null(UserKeys::UsedAt))
                    .col(timestamp_with_time_zone(UserKeys::CreatedAt))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_user_keys_user_id",
                        (UserKeys::Table, UserKeys::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_user_keys_lookup",
            UserKeys::Table,
            [UserKeys::UserId, UserKeys::Purpose, UserKeys::KeyHash],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(UserKeys::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(Users::Table).to_owned())
            .await
    }
}
