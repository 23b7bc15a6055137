use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "counsellors")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub name_en: String,
    pub name_bn: String,
    pub title_en: String,
    pub title_bn: String,
    pub credentials: String,
    pub registration_no: Option<String>,
    /// A JSON array of language codes.
    pub languages: String,
    /// A JSON array of texts.
    pub specialities: String,
    /// A JSON array of `video`, `phone`, `in_person`.
    pub modes: String,
    pub fee_bdt: i64,
    pub bio_en: String,
    pub bio_bn: String,
    pub published: bool,
    pub max_clients: i32,
    pub photo: Option<String>,
    pub version: i32,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When an admin removed the counsellor (hidden from all but the admins; the account closed).
    pub removed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
