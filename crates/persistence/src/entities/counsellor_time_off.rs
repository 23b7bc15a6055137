use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "counsellor_time_off")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The counsellor's account.
    pub user_id: i64,
    /// Wall-clock times in the service's time zone: `[starts_at, ends_at)`.
    pub starts_at: DateTime,
    pub ends_at: DateTime,
    pub reason: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
