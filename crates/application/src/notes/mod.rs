//! A counsellor's private notes about their own sessions. Only the author reads or writes a note;
//! at rest its text is sealed ([`NoteSealer`]) and bound to the note's id and author. A note is a
//! draft until signed; a signed note never changes, and an addendum is a new note whose parent is
//! a signed note of the same session. No log line, mail or export carries a note's text. A removed
//! counsellor's notes are handed to another counsellor by an admin ([`Notes::hand_over`]), who then
//! is their author.

mod hand_over;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use mon_domain::FieldErrors;
use mon_domain::care::{CareMsg, NoteMsg, NoteText, SessionNote};
use mon_domain::counsellor::CounsellorMsg;

use crate::errors::{ErrorCode, ErrorMeta, ServiceError};
use crate::ports::{
    AppointmentRepository, Clock, CounsellorRepository, NewNote, NoteBinding, NoteSealer,
    NoteWriteError, SessionNoteRepository, StoredNote,
};

/// What can go wrong with a note.
#[derive(Debug, thiserror::Error)]
pub enum NoteError {
    #[error("invalid input")]
    Validation(FieldErrors),
    /// Not a session of the caller's (or none).
    #[error("session not found")]
    SessionNotFound,
    /// Not a note of the caller's (or none).
    #[error("note not found")]
    NoteNotFound,
    #[error("note signed")]
    Signed,
    /// No counsellor of this id (a hand-over's).
    #[error("counsellor not found")]
    CounsellorNotFound,
    /// The counsellor whose notes are to be handed over was not removed.
    #[error("counsellor not removed")]
    NotRemoved,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<FieldErrors> for NoteError {
    fn from(e: FieldErrors) -> Self {
        NoteError::Validation(e)
    }
}

impl From<NoteWriteError> for NoteError {
    fn from(e: NoteWriteError) -> Self {
        match e {
            NoteWriteError::NotFound => NoteError::NoteNotFound,
            NoteWriteError::Signed => NoteError::Signed,
            NoteWriteError::Unexpected(e) => NoteError::Unexpected(e),
        }
    }
}

impl ServiceError for NoteError {
    fn meta(&self) -> ErrorMeta {
        match self {
            NoteError::Validation(e) => ErrorMeta::invalid(e),
            NoteError::SessionNotFound => {
                ErrorMeta::new(ErrorCode::NotFound, CareMsg::AppointmentNotFound)
            }
            NoteError::NoteNotFound => ErrorMeta::new(ErrorCode::NotFound, NoteMsg::NotFound),
            NoteError::Signed => ErrorMeta::new(ErrorCode::NoteSigned, NoteMsg::Signed),
            NoteError::CounsellorNotFound => {
                ErrorMeta::new(ErrorCode::NotFound, CounsellorMsg::NotFound)
            }
            NoteError::NotRemoved => {
                ErrorMeta::new(ErrorCode::CounsellorNotRemoved, CounsellorMsg::NotRemoved)
            }
            NoteError::Unexpected(_) => ErrorMeta::unexpected(),
        }
    }
}

/// The ports the notes draw on.
#[derive(Clone)]
pub struct NotesPorts {
    pub notes: Arc<dyn SessionNoteRepository>,
    pub sealer: Arc<dyn NoteSealer>,
    /// Whose session a session is.
    pub appointments: Arc<dyn AppointmentRepository>,
    /// Who gives and who receives a hand-over.
    pub counsellors: Arc<dyn CounsellorRepository>,
    pub clock: Arc<dyn Clock>,
}

/// Who is writing: a counsellor's profile (whose sessions they are) and account (who authors).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Author {
    pub counsellor_id: i64,
    pub user_id: i64,
}

/// The session notes' use cases.
#[derive(Clone)]
pub struct Notes {
    ports: NotesPorts,
}

impl Notes {
    pub fn new(ports: NotesPorts) -> Self {
        Self { ports }
    }

    /// `SessionNotFound` unless `session_id` is a session of the author's.
    async fn own_session(&self, author: Author, session_id: i64) -> Result<(), NoteError> {
        self.ports
            .appointments
            .find(session_id)
            .await?
            .filter(|a| a.is_session_of(author.counsellor_id))
            .map(|_| ())
            .ok_or(NoteError::SessionNotFound)
    }

    /// The stored note, opened for its author.
    fn opened(&self, stored: StoredNote) -> Result<SessionNote, NoteError> {
        let binding = NoteBinding {
            note_id: stored.id,
            author_id: stored.author_id,
        };
        let text = self.ports.sealer.open(binding, &stored.sealed)?;
        Ok(with_text(stored, text))
    }

    /// Writes a new note (a draft) on the author's own session `session_id`; with `parent_id`, an
    /// addendum to a signed note of the author's on the same session.
    ///
    /// # Errors
    /// `SessionNotFound`; `Validation` (on `text`, `parent_id`); `Unexpected`.
    pub async fn write(
        &self,
        author: Author,
        session_id: i64,
        text: &str,
        parent_id: Option<i64>,
    ) -> Result<SessionNote, NoteError> {
        self.own_session(author, session_id).await?;
        let text = NoteText::parse(text)?;
        if let Some(parent) = parent_id {
            let addable = self
                .ports
                .notes
                .find(parent, author.user_id)
                .await?
                .is_some_and(|p| p.session_id == session_id && p.signed_at.is_some());
            if !addable {
                let mut e = FieldErrors::new();
                e.add("parent_id", NoteMsg::ParentInvalid);
                return Err(e.into());
            }
        }
        let note = NewNote {
            session_id,
            author_id: author.user_id,
            parent_id,
            at: self.ports.clock.now(),
        };
        let stored = self
            .ports
            .notes
            .create(&note, text.as_str(), self.ports.sealer.clone())
            .await?;
        tracing::info!(note_id = stored.id, session_id, "session note written");
        Ok(with_text(stored, text.into_inner()))
    }

    /// The author's own notes on session `session_id`, in the order they were written: on their own
    /// session, or on one that is not theirs but holds notes of theirs (notes handed over from a
    /// removed counsellor, whose sessions keep their counsellor).
    ///
    /// # Errors
    /// `SessionNotFound` (neither); `Unexpected` (also a note that does not open).
    pub async fn list(
        &self,
        author: Author,
        session_id: i64,
    ) -> Result<Vec<SessionNote>, NoteError> {
        let stored = self.ports.notes.list(session_id, author.user_id).await?;
        if stored.is_empty() {
            self.own_session(author, session_id).await?;
        }
        stored.into_iter().map(|n| self.opened(n)).collect()
    }

    /// Replaces the text of the author's draft `id`.
    ///
    /// # Errors
    /// `NoteNotFound`; `Signed`; `Validation` (on `text`); `Unexpected`.
    pub async fn edit(
        &self,
        author: Author,
        id: i64,
        text: &str,
    ) -> Result<SessionNote, NoteError> {
        let note = self
            .ports
            .notes
            .find(id, author.user_id)
            .await?
            .ok_or(NoteError::NoteNotFound)?;
        if note.signed_at.is_some() {
            return Err(NoteError::Signed);
        }
        let text = NoteText::parse(text)?;
        let binding = NoteBinding {
            note_id: id,
            author_id: author.user_id,
        };
        let sealed = self.ports.sealer.seal(binding, text.as_str())?;
        let stored = self
            .ports
            .notes
            .replace(id, author.user_id, &sealed, self.ports.clock.now())
            .await?;
        tracing::info!(note_id = id, "session note edited");
        Ok(with_text(stored, text.into_inner()))
    }

    /// Signs the author's draft `id`: from now on it never changes.
    ///
    /// # Errors
    /// `NoteNotFound`; `Signed` (signed already); `Unexpected`.
    pub async fn sign(&self, author: Author, id: i64) -> Result<SessionNote, NoteError> {
        let stored = self
            .ports
            .notes
            .sign(id, author.user_id, self.ports.clock.now())
            .await?;
        tracing::info!(note_id = id, "session note signed");
        self.opened(stored)
    }
}

/// A stored note with its text, as its author reads it.
fn with_text(stored: StoredNote, text: String) -> SessionNote {
    SessionNote {
        id: stored.id,
        session_id: stored.session_id,
        author_id: stored.author_id,
        text,
        created_at: stored.created_at,
        signed_at: stored.signed_at,
        parent_id: stored.parent_id,
    }
}
