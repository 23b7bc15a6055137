use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "counsellor_hours")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The counsellor's account.
    pub user_id: i64,
    /// ISO: 1 = Monday.
    pub weekday: i16,
    /// Minutes after midnight.
    pub start_minute: i32,
    pub end_minute: i32,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
