//! Constraint violations, told apart by the driver's codes (never by message text).

use sea_orm::{DbErr, RuntimeErr, SqlErr};

/// A unique index refused the write.
pub fn is_unique_violation(e: &DbErr) -> bool {
    matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// A foreign key refused the write. SQLite reports `ON DELETE RESTRICT` as
/// `SQLITE_CONSTRAINT_TRIGGER` (1811), which sea-orm does not classify.
pub fn is_foreign_key_violation(e: &DbErr) -> bool {
    if matches!(e.sql_err(), Some(SqlErr::ForeignKeyConstraintViolation(_))) {
        return true;
    }
    let (DbErr::Exec(RuntimeErr::SqlxError(inner)) | DbErr::Query(RuntimeErr::SqlxError(inner))) =
        e
    else {
        return false;
    };
    inner.as_database_error().is_some_and(|d| {
        d.try_downcast_ref::<sea_orm::sqlx::sqlite::SqliteError>()
            .is_some()
            && d.code().as_deref() == Some("1811")
    })
}
