//! The columns of `users` that care needs: who, in which language, and their own counsellor.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub email: String,
    pub role: String,
    pub is_active: bool,
    pub language: String,
    pub discreet: bool,
    pub contact_number: Option<String>,
    pub phone_verified: bool,
    pub sms_reminders: bool,
    /// The subscriber's own counsellor (continuity), when they have one.
    pub counsellor_id: Option<i64>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
