use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "closures")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// Every day `starts_on..=ends_on` is closed.
    pub starts_on: Date,
    pub ends_on: Date,
    pub label: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
