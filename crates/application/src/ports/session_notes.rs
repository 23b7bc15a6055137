use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_domain::care::HandedOverSession;
use mon_domain::pagination::{Page, PageRequest};

/// What a note's seal is bound to: opened with another note's id or another author, it does not
/// open. (A row copied onto another note, or handed to another counsellor in the database, reads
/// as nothing.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoteBinding {
    pub note_id: i64,
    pub author_id: i64,
}

/// A note's text sealed with an AEAD: which key sealed it, the nonce (fresh for every write) and
/// the ciphertext with its tag.
#[derive(Clone, PartialEq, Eq)]
pub struct SealedText {
    pub key_version: i32,
    pub nonce: Vec<u8>,
    pub ciphertext: Vec<u8>,
}

impl std::fmt::Debug for SealedText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "SealedText(v{}, {} bytes)",
            self.key_version,
            self.ciphertext.len()
        )
    }
}

/// Seals and opens notes' texts with the service's notes key (`MON_NOTES_KEY`, or
/// `<data dir>/notes-key`). New seals use the newest key; every older key still opens.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait NoteSealer: Send + Sync {
    /// # Errors
    /// The text could not be sealed.
    fn seal(&self, binding: NoteBinding, text: &str) -> anyhow::Result<SealedText>;
    /// # Errors
    /// The seal does not open: another binding, an unknown key version, or a changed row.
    fn open(&self, binding: NoteBinding, sealed: &SealedText) -> anyhow::Result<String>;
}

/// One note as stored: sealed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredNote {
    pub id: i64,
    pub session_id: i64,
    pub author_id: i64,
    pub sealed: SealedText,
    pub created_at: DateTime<Utc>,
    pub signed_at: Option<DateTime<Utc>>,
    pub parent_id: Option<i64>,
}

/// A note to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNote {
    pub session_id: i64,
    pub author_id: i64,
    pub parent_id: Option<i64>,
    pub at: DateTime<Utc>,
}

/// Why a note was not changed.
#[derive(Debug, thiserror::Error)]
pub enum NoteWriteError {
    /// No note of this id by this author.
    #[error("note not found")]
    NotFound,
    /// It was signed (before, or meanwhile).
    #[error("note signed")]
    Signed,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// A note sealed anew for the counsellor it is handed to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResealedNote {
    pub id: i64,
    /// The seal as it was read (the write checks it is still the stored one).
    pub before: SealedText,
    /// The seal bound to the note and its new author.
    pub sealed: SealedText,
}

/// Counsellors' session notes, sealed.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SessionNoteRepository: Send + Sync {
    /// Writes a note in one transaction: the row gets its id, then `sealer` seals `text` bound to
    /// that id and the author, and only the sealed text is stored.
    async fn create(
        &self,
        note: &NewNote,
        text: &str,
        sealer: std::sync::Arc<dyn NoteSealer>,
    ) -> anyhow::Result<StoredNote>;
    /// Author `author_id`'s notes on session `session_id`, in the order they were written.
    async fn list(&self, session_id: i64, author_id: i64) -> anyhow::Result<Vec<StoredNote>>;
    /// Author `author_id`'s note `id`.
    async fn find(&self, id: i64, author_id: i64) -> anyhow::Result<Option<StoredNote>>;
    /// Replaces the text of author `author_id`'s draft `id` at `at`, unless it is signed by then.
    async fn replace(
        &self,
        id: i64,
        author_id: i64,
        sealed: &SealedText,
        at: DateTime<Utc>,
    ) -> Result<StoredNote, NoteWriteError>;
    /// Signs author `author_id`'s draft `id` at `at`, unless it is signed already.
    async fn sign(
        &self,
        id: i64,
        author_id: i64,
        at: DateTime<Utc>,
    ) -> Result<StoredNote, NoteWriteError>;

    /// Every note of author `author_id`, on any session, in the order they were written.
    async fn by_author(&self, author_id: i64) -> anyhow::Result<Vec<StoredNote>>;

    /// Hands author `from`'s notes to author `to` in one transaction: each of `resealed` gets its
    /// new seal and `to` as its author. All or none: MUST return `false`, writing nothing, when the
    /// notes of `from` are not exactly the ones in `resealed` with the seals read (one was written,
    /// changed or handed over meanwhile).
    async fn hand_over(
        &self,
        from: i64,
        to: i64,
        resealed: &[ResealedNote],
    ) -> anyhow::Result<bool>;

    /// One page of the sessions on which author `author_id` has notes and which are not counsellor
    /// `own_counsellor_id`'s (a removed counsellor's, or none's: notes handed over), latest first
    /// (date, time, id), each with how many of the author's notes it holds; and how many such
    /// sessions there are. Grouped, counted and paged in the database, so its cost follows the
    /// author's notes and the page, never the size of the tables.
    async fn handed_over(
        &self,
        author_id: i64,
        own_counsellor_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<HandedOverSession>>;

    /// Session `session_id` as [`Self::handed_over`] lists it, when it is on that list.
    async fn handed_over_one(
        &self,
        author_id: i64,
        own_counsellor_id: i64,
        session_id: i64,
    ) -> anyhow::Result<Option<HandedOverSession>>;
}
