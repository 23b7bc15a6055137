use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub username: String,
    pub username_lower: String,
    pub email: String,
    pub email_lower: String,
    pub password_hash: String,
    pub contact_number: Option<String>,
    pub nid: Option<String>,
    pub role: String,
    pub is_active: bool,
    pub token_version: i32,
    pub registered_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub discreet: bool,
    pub must_change_password: bool,
    pub phone_verified: bool,
    pub sms_reminders: bool,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
