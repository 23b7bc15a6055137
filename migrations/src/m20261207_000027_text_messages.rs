use sea_orm_migration::{prelude::*, schema::*};

use crate::parts;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum Outbox {
    Table,
    Channel,
}

#[derive(DeriveIden)]
enum Users {
    Table,
    Id,
    PhoneVerified,
    SmsReminders,
}

#[derive(DeriveIden)]
enum PhoneCodes {
    Table,
    UserId,
    Number,
    CodeHash,
    SentAt,
    WrongTries,
}

#[derive(DeriveIden)]
enum TextMessages {
    Table,
    Id,
    UserId,
    Number,
    Kind,
    SentAt,
}

/// Text messages. The outbox carries them beside e-mail (`channel` `sms`: `recipient` is the E.164
/// number, `body` the text, `kind` verification, decision or reminder). An account's contact number
/// may be verified by a code sent to it (`phone_codes`: one per account, hashed, with its wrong
/// tries; the hourly count per number lives in `mail_cooldowns`, keyed by the number), and a
/// subscriber with a verified number may ask for text reminders. `text_messages` records each
/// message handed to the gateway: the daily limits count it, the person's export lists it, and an
/// erasure blanks its account and number.
#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .add_column(string(Outbox::Channel).default("mail"))
                    .to_owned(),
            )
            .await?;
        for column in [Users::PhoneVerified, Users::SmsReminders] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .add_column(boolean(column).default(false))
                        .to_owned(),
                )
                .await?;
        }
        manager
            .create_table(
                Table::create()
                    .table(PhoneCodes::Table)
                    .col(big_integer(PhoneCodes::UserId).primary_key())
                    .col(string(PhoneCodes::Number))
                    .col(string(PhoneCodes::CodeHash))
                    .col(timestamp_with_time_zone(PhoneCodes::SentAt))
                    .col(integer(PhoneCodes::WrongTries))
                    .foreign_key(&mut parts::foreign_key(
                        "fk_phone_codes_user",
                        (PhoneCodes::Table, PhoneCodes::UserId),
                        (Users::Table, Users::Id),
                        ForeignKeyAction::Cascade,
                    ))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table(TextMessages::Table)
                    .col(big_pk_auto(TextMessages::Id))
                    .col(big_integer_null(TextMessages::UserId))
                    .col(string_null(TextMessages::Number))
                    .col(string(TextMessages::Kind))
                    .col(timestamp_with_time_zone(TextMessages::SentAt))
                    .to_owned(),
            )
            .await?;
        parts::index(
            manager,
            "ix_text_messages_number_sent",
            TextMessages::Table,
            [TextMessages::Number, TextMessages::SentAt],
        )
        .await?;
        parts::index(
            manager,
            "ix_text_messages_sent",
            TextMessages::Table,
            [TextMessages::SentAt],
        )
        .await?;
        parts::index(
            manager,
            "ix_text_messages_user",
            TextMessages::Table,
            [TextMessages::UserId],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .drop_table(Table::drop().table(TextMessages::Table).to_owned())
            .await?;
        manager
            .drop_table(Table::drop().table(PhoneCodes::Table).to_owned())
            .await?;
        for column in [Users::PhoneVerified, Users::SmsReminders] {
            manager
                .alter_table(
                    Table::alter()
                        .table(Users::Table)
                        .drop_column(column)
                        .to_owned(),
                )
                .await?;
        }
        manager
            .alter_table(
                Table::alter()
                    .table(Outbox::Table)
                    .drop_column(Outbox::Channel)
                    .to_owned(),
            )
            .await
    }
}
