use sea_orm::entity::prelude::*;

/// A counsellor's note about a session: only sealed (see the migration).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "session_notes")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub appointment_id: i64,
    /// The author's account.
    pub author_id: i64,
    pub parent_id: Option<i64>,
    pub key_version: i32,
    pub nonce: Vec<u8>,
    /// Ciphertext and tag.
    pub sealed: Vec<u8>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub signed_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
