use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "appointments")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub user_id: i64,
    pub date: Date,
    pub time: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub status: String,
    pub session_mode: Option<String>,
    pub session_detail: Option<String>,
    pub reason: Option<String>,
    /// The counsellor the session is with, once assigned.
    pub counsellor_id: Option<i64>,
    /// `attended` or `no_show`, once the counsellor recorded it.
    pub attendance: Option<String>,
    /// Cancelled by the subscriber less than the notice before its start.
    pub late_cancel: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
