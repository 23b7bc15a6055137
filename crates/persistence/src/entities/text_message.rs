use sea_orm::entity::prelude::*;

/// A text message handed to the gateway: counted for the daily limits, listed in the person's
/// export (the number masked), deleted with an erased account.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "text_messages")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: Option<i64>,
    /// E.164.
    pub number: Option<String>,
    /// `verification`, `decision` or `reminder`.
    pub kind: String,
    pub sent_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
