use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{
    NewNote, NoteBinding, NoteSealer, NoteWriteError, ResealedNote, SealedText,
    SessionNoteRepository, StoredNote,
};
use mon_domain::care::{AppointmentTime, HandedOverSession};
use mon_domain::pagination::{Page, PageRequest};
use sea_orm::sea_query::{Condition, Expr, Func};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, EntityTrait,
    FromQueryResult, JoinType, Order, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select,
    Set, UpdateMany,
};

use crate::Database;
use crate::entities::{appointment, counsellor, session_note};

/// [`SessionNoteRepository`] over sea-orm, for SQLite and PostgreSQL alike. It never sees a note's
/// text but to hand it to the sealer inside [`SessionNoteRepository::create`].
#[derive(Clone)]
pub struct SeaSessionNoteRepository {
    db: Database,
}

impl SeaSessionNoteRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// Runs `update` on author `author_id`'s note `id` while it is a draft, and reads it back;
    /// when it changed nothing, says why (signed, or no such note of theirs).
    async fn change_draft(
        &self,
        update: UpdateMany<session_note::Entity>,
        id: i64,
        author_id: i64,
        what: &'static str,
    ) -> Result<StoredNote, NoteWriteError> {
        let done = update
            .filter(session_note::Column::Id.eq(id))
            .filter(session_note::Column::AuthorId.eq(author_id))
            .filter(session_note::Column::SignedAt.is_null())
            .exec(&self.db.conn)
            .await
            .context(what)?;
        let note = self.find(id, author_id).await?;
        match note {
            Some(n) if done.rows_affected > 0 => Ok(n),
            Some(n) if n.signed_at.is_some() => Err(NoteWriteError::Signed),
            _ => Err(NoteWriteError::NotFound),
        }
    }
}

/// Gives note `note` its new seal and author `to` on `txn`, if it is still author `from`'s with the
/// seal read: whether it did.
async fn reseal<C: ConnectionTrait>(
    txn: &C,
    note: &ResealedNote,
    from: i64,
    to: i64,
) -> anyhow::Result<bool> {
    let done = session_note::Entity::update_many()
        .col_expr(session_note::Column::AuthorId, Expr::value(to))
        .col_expr(
            session_note::Column::KeyVersion,
            Expr::value(note.sealed.key_version),
        )
        .col_expr(
            session_note::Column::Nonce,
            Expr::value(note.sealed.nonce.clone()),
        )
        .col_expr(
            session_note::Column::Sealed,
            Expr::value(note.sealed.ciphertext.clone()),
        )
        .filter(session_note::Column::Id.eq(note.id))
        .filter(session_note::Column::AuthorId.eq(from))
        .filter(session_note::Column::KeyVersion.eq(note.before.key_version))
        .filter(session_note::Column::Nonce.eq(note.before.nonce.clone()))
        .exec(txn)
        .await
        .context("handing a note over")?;
    Ok(done.rows_affected == 1)
}

/// An appointment's time (`hh:mm AM/PM`, as stored) as minutes since midnight, in SQL that
/// SQLite and PostgreSQL both read: the stored text sorts noon before one and PM before AM.
const APPOINTMENT_MINUTE: &str = r#"((CASE WHEN substr("appointments"."time", 7, 2) = 'PM' THEN 12 ELSE 0 END + CAST(substr("appointments"."time", 1, 2) AS INTEGER) % 12) * 60 + CAST(substr("appointments"."time", 4, 2) AS INTEGER))"#;

/// Author `author_id`'s notes on sessions that are not counsellor `own`'s (another's, or nobody's
/// since their counsellor was removed), each joined to its session and that session's counsellor.
/// The author's index (`ix_session_notes_author`) finds the notes; each join is by primary key.
fn handed_over_notes(author_id: i64, own: i64) -> Select<session_note::Entity> {
    session_note::Entity::find()
        .select_only()
        .join(
            JoinType::InnerJoin,
            session_note::Entity::belongs_to(appointment::Entity)
                .from(session_note::Column::AppointmentId)
                .to(appointment::Column::Id)
                .into(),
        )
        .join(
            JoinType::LeftJoin,
            appointment::Entity::belongs_to(counsellor::Entity)
                .from(appointment::Column::CounsellorId)
                .to(counsellor::Column::Id)
                .into(),
        )
        .filter(session_note::Column::AuthorId.eq(author_id))
        .filter(
            Condition::any()
                .add(appointment::Column::CounsellorId.is_null())
                .add(appointment::Column::CounsellorId.ne(own)),
        )
}

/// One row per session of `notes` ([`handed_over_notes`]), latest first, with how many notes it holds.
fn per_session(notes: Select<session_note::Entity>) -> Select<session_note::Entity> {
    notes
        .column_as(appointment::Column::Id, "session_id")
        .column_as(appointment::Column::Date, "date")
        .column_as(appointment::Column::Time, "time")
        .column_as(counsellor::Column::NameEn, "counsellor_name")
        .column_as(session_note::Column::Id.count(), "notes")
        .group_by(appointment::Column::Id)
        .group_by(appointment::Column::Date)
        .group_by(appointment::Column::Time)
        .group_by(counsellor::Column::NameEn)
        .order_by_desc(appointment::Column::Date)
        .order_by(Expr::cust(APPOINTMENT_MINUTE), Order::Desc)
        .order_by_desc(appointment::Column::Id)
}

#[derive(FromQueryResult)]
struct HandedOverRow {
    session_id: i64,
    date: NaiveDate,
    time: String,
    counsellor_name: Option<String>,
    notes: i64,
}

impl From<HandedOverRow> for HandedOverSession {
    fn from(r: HandedOverRow) -> Self {
        HandedOverSession {
            session_id: r.session_id,
            date: r.date,
            time: AppointmentTime::from_stored(r.time),
            counsellor_name: r.counsellor_name,
            notes: u64::try_from(r.notes).unwrap_or(0),
        }
    }
}

fn to_note(m: session_note::Model) -> StoredNote {
    StoredNote {
        id: m.id,
        session_id: m.appointment_id,
        author_id: m.author_id,
        sealed: SealedText {
            key_version: m.key_version,
            nonce: m.nonce,
            ciphertext: m.sealed,
        },
        created_at: m.created_at,
        signed_at: m.signed_at,
        parent_id: m.parent_id,
    }
}

#[async_trait]
impl SessionNoteRepository for SeaSessionNoteRepository {
    async fn create(
        &self,
        note: &NewNote,
        text: &str,
        sealer: std::sync::Arc<dyn NoteSealer>,
    ) -> anyhow::Result<StoredNote> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        // The row first, sealed with nothing: its id is part of what the text is sealed to.
        let row = session_note::ActiveModel {
            id: NotSet,
            appointment_id: Set(note.session_id),
            author_id: Set(note.author_id),
            parent_id: Set(note.parent_id),
            key_version: Set(0),
            nonce: Set(Vec::new()),
            sealed: Set(Vec::new()),
            created_at: Set(note.at),
            updated_at: Set(note.at),
            signed_at: Set(None),
        }
        .insert(&txn)
        .await
        .context("storing a note")?;
        let binding = NoteBinding {
            note_id: row.id,
            author_id: note.author_id,
        };
        let sealed = sealer.seal(binding, text)?;
        let mut row: session_note::ActiveModel = row.into();
        row.key_version = Set(sealed.key_version);
        row.nonce = Set(sealed.nonce);
        row.sealed = Set(sealed.ciphertext);
        let row = row.update(&txn).await.context("sealing a note")?;
        txn.commit().await.context("committing a note")?;
        Ok(to_note(row))
    }

    async fn list(&self, session_id: i64, author_id: i64) -> anyhow::Result<Vec<StoredNote>> {
        Ok(session_note::Entity::find()
            .filter(session_note::Column::AppointmentId.eq(session_id))
            .filter(session_note::Column::AuthorId.eq(author_id))
            .order_by_asc(session_note::Column::Id)
            .all(&self.db.conn)
            .await
            .context("reading notes")?
            .into_iter()
            .map(to_note)
            .collect())
    }

    async fn find(&self, id: i64, author_id: i64) -> anyhow::Result<Option<StoredNote>> {
        Ok(session_note::Entity::find_by_id(id)
            .filter(session_note::Column::AuthorId.eq(author_id))
            .one(&self.db.conn)
            .await
            .context("reading a note")?
            .map(to_note))
    }

    async fn replace(
        &self,
        id: i64,
        author_id: i64,
        sealed: &SealedText,
        at: DateTime<Utc>,
    ) -> Result<StoredNote, NoteWriteError> {
        let update = session_note::Entity::update_many()
            .col_expr(
                session_note::Column::KeyVersion,
                Expr::value(sealed.key_version),
            )
            .col_expr(
                session_note::Column::Nonce,
                Expr::value(sealed.nonce.clone()),
            )
            .col_expr(
                session_note::Column::Sealed,
                Expr::value(sealed.ciphertext.clone()),
            )
            .col_expr(session_note::Column::UpdatedAt, Expr::value(at));
        self.change_draft(update, id, author_id, "replacing a note")
            .await
    }

    async fn sign(
        &self,
        id: i64,
        author_id: i64,
        at: DateTime<Utc>,
    ) -> Result<StoredNote, NoteWriteError> {
        let update = session_note::Entity::update_many()
            .col_expr(session_note::Column::SignedAt, Expr::value(Some(at)))
            .col_expr(session_note::Column::UpdatedAt, Expr::value(at));
        self.change_draft(update, id, author_id, "signing a note")
            .await
    }

    async fn by_author(&self, author_id: i64) -> anyhow::Result<Vec<StoredNote>> {
        Ok(session_note::Entity::find()
            .filter(session_note::Column::AuthorId.eq(author_id))
            .order_by_asc(session_note::Column::Id)
            .all(&self.db.conn)
            .await
            .context("reading an author's notes")?
            .into_iter()
            .map(to_note)
            .collect())
    }

    async fn hand_over(
        &self,
        from: i64,
        to: i64,
        resealed: &[ResealedNote],
    ) -> anyhow::Result<bool> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        for note in resealed {
            if !reseal(&txn, note, from, to).await? {
                // Dropped unused, the transaction rolls back: no note was handed over.
                return Ok(false);
            }
        }
        let left = session_note::Entity::find()
            .filter(session_note::Column::AuthorId.eq(from))
            .count(&txn)
            .await
            .context("counting the notes left")?;
        if left > 0 {
            return Ok(false);
        }
        txn.commit().await.context("committing a hand-over")?;
        Ok(true)
    }

    async fn handed_over(
        &self,
        author_id: i64,
        own_counsellor_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<HandedOverSession>> {
        let notes = handed_over_notes(author_id, own_counsellor_id);
        let total: Option<i64> = notes
            .clone()
            .expr_as(
                Func::count_distinct(Expr::col((
                    session_note::Entity,
                    session_note::Column::AppointmentId,
                ))),
                "n",
            )
            .into_tuple()
            .one(&self.db.conn)
            .await
            .context("counting the sessions of notes handed over")?;
        let rows = per_session(notes)
            .offset(page.offset())
            .limit(page.per_page)
            .into_model::<HandedOverRow>()
            .all(&self.db.conn)
            .await
            .context("listing the sessions of notes handed over")?;
        let total = total.and_then(|n| u64::try_from(n).ok()).unwrap_or(0);
        Ok(Page::of(
            rows.into_iter().map(Into::into).collect(),
            total,
            page,
        ))
    }

    async fn handed_over_one(
        &self,
        author_id: i64,
        own_counsellor_id: i64,
        session_id: i64,
    ) -> anyhow::Result<Option<HandedOverSession>> {
        let notes = handed_over_notes(author_id, own_counsellor_id)
            .filter(session_note::Column::AppointmentId.eq(session_id));
        Ok(per_session(notes)
            .into_model::<HandedOverRow>()
            .one(&self.db.conn)
            .await
            .context("reading the session of notes handed over")?
            .map(Into::into))
    }
}
