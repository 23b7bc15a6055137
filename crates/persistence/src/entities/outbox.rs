use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "outbox")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub attachment_name: Option<String>,
    pub attachment_type: Option<String>,
    pub attachment: Option<String>,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub last_error: Option<String>,
    pub created_at: DateTimeUtc,
    pub appointment_id: Option<i64>,
    /// `activation`, `password_reset`, `registration_attempt` or `care` (NULL: care, from before kinds).
    pub kind: Option<String>,
    /// Set when the mail failed its last allowed attempt: a dead letter, never taken again.
    pub dead_at: Option<DateTimeUtc>,
    /// The account the mail is for or about: an erasure drops that account's mail by it.
    pub subject_user_id: Option<i64>,
    /// `mail`, or `sms` (then `recipient` is an E.164 number, `subject` empty, `body` the text).
    pub channel: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
