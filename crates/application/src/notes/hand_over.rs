//! An admin hands a removed counsellor's notes to another counsellor. Each note's seal is bound to
//! its author, so each is opened with the old binding and sealed again bound to the new author; the
//! notes are stored all at once or not at all. The receiving counsellor is then their author: they
//! read them on the sessions they were written on (which keep the removed counsellor as theirs, so
//! a client's consent to share with their own counsellor reaches nobody new), and find those
//! sessions in a list of their own ([`Notes::handed_over`]) that tells nothing of the client.

use mon_domain::FieldErrors;
use mon_domain::care::HandedOverSession;
use mon_domain::counsellor::{Counsellor, CounsellorMsg};
use mon_domain::pagination::{HandedOverPages, Page, PageRequest};

use super::{Author, NoteError, Notes};
use crate::ports::{NoteBinding, ResealedNote, StoredNote};

/// How many times a hand-over is tried again when the notes changed while it was prepared.
const HAND_OVER_TRIES: usize = 5;

impl Notes {
    /// Hands every note of removed counsellor `from` to counsellor `to` (ADMIN `admin_id`): how many
    /// notes. Logged with the admin, both counsellors and the count, never a text.
    ///
    /// # Errors
    /// `CounsellorNotFound` (`from`); `NotRemoved`; `Validation` on `to` (missing, unknown or
    /// removed); `Unexpected` (also a note that does not open: then no note is handed over).
    pub async fn hand_over(
        &self,
        admin_id: i64,
        from: i64,
        to: Option<i64>,
    ) -> Result<usize, NoteError> {
        let giver = self
            .counsellor(from)
            .await?
            .ok_or(NoteError::CounsellorNotFound)?;
        if !giver.is_removed() {
            return Err(NoteError::NotRemoved);
        }
        let receiver = self.receiver(to).await?;
        for _ in 0..HAND_OVER_TRIES {
            let notes = self.ports.notes.by_author(giver.user_id).await?;
            let resealed = notes
                .iter()
                .map(|n| self.resealed(n, receiver.user_id))
                .collect::<Result<Vec<_>, NoteError>>()?;
            if self
                .ports
                .notes
                .hand_over(giver.user_id, receiver.user_id, &resealed)
                .await?
            {
                tracing::info!(
                    admin_id,
                    from_counsellor_id = giver.id,
                    to_counsellor_id = receiver.id,
                    notes = resealed.len(),
                    "session notes handed over"
                );
                return Ok(resealed.len());
            }
        }
        Err(anyhow::anyhow!("the notes kept changing while they were being handed over").into())
    }

    /// One page of the sessions that hold notes handed to `author` (sessions that are not their
    /// own, on which they author notes), latest first, with how many of their notes each holds.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn handed_over(
        &self,
        author: Author,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<HandedOverSession>, NoteError> {
        let page = PageRequest::new(page, per_page, HandedOverPages::LIMITS);
        Ok(self
            .ports
            .notes
            .handed_over(author.user_id, author.counsellor_id, page)
            .await?)
    }

    /// Session `session_id` as [`Self::handed_over`] lists it.
    ///
    /// # Errors
    /// `SessionNotFound` (no note of the author's on it, or it is their own session);
    /// `Unexpected`.
    pub async fn handed_over_session(
        &self,
        author: Author,
        session_id: i64,
    ) -> Result<HandedOverSession, NoteError> {
        self.ports
            .notes
            .handed_over_one(author.user_id, author.counsellor_id, session_id)
            .await?
            .ok_or(NoteError::SessionNotFound)
    }

    async fn counsellor(&self, id: i64) -> Result<Option<Counsellor>, NoteError> {
        Ok(self.ports.counsellors.find(id).await?.map(|v| v.counsellor))
    }

    /// The counsellor `to` names, when it is one still with the service.
    async fn receiver(&self, to: Option<i64>) -> Result<Counsellor, NoteError> {
        let found = match to {
            Some(id) => self.counsellor(id).await?,
            None => None,
        };
        found.filter(|c| !c.is_removed()).ok_or_else(|| {
            let mut e = FieldErrors::new();
            e.add("to", CounsellorMsg::HandOverTarget);
            NoteError::Validation(e)
        })
    }

    /// `note` opened with its own binding and sealed again bound to itself and author `to`.
    fn resealed(&self, note: &StoredNote, to: i64) -> Result<ResealedNote, NoteError> {
        let old = NoteBinding {
            note_id: note.id,
            author_id: note.author_id,
        };
        let text = self.ports.sealer.open(old, &note.sealed)?;
        let new = NoteBinding {
            note_id: note.id,
            author_id: to,
        };
        Ok(ResealedNote {
            id: note.id,
            before: note.sealed.clone(),
            sealed: self.ports.sealer.seal(new, &text)?,
        })
    }
}
