use sea_orm::entity::prelude::*;

/// One account mail put in the outbox for an address: counted for the hourly cooldown, purged after a day.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "mail_cooldowns")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The address in lower case.
    pub recipient: String,
    pub sent_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
