use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "helplines")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name_en: String,
    pub name_bn: String,
    pub phone: String,
    pub hours_en: String,
    pub hours_bn: String,
    pub languages_en: String,
    pub languages_bn: String,
    pub description_en: String,
    pub description_bn: String,
    pub verified_on: Date,
    pub position: i32,
    pub hidden: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
