use sea_orm::entity::prelude::*;

/// The one phone verification code an account has at a time: for which number, hashed, with its
/// wrong tries.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "phone_codes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: i64,
    /// E.164.
    pub number: String,
    pub code_hash: String,
    pub sent_at: DateTimeUtc,
    pub wrong_tries: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
