//! A counsellor's private notes about a session: the author's alone. A note is a draft until its
//! author signs it; a signed note never changes again, and later thoughts are addenda (new notes
//! that name the signed one as their parent).

use chrono::{DateTime, NaiveDate, Utc};

use super::AppointmentTime;
use crate::FieldErrors;

/// The longest note, in characters.
pub const NOTE_MAX_CHARS: usize = 20_000;

crate::messages! {
    /// The session notes' texts.
    pub enum NoteMsg {
        TextRequired => "Write the note first.", "আগে নোটটি লিখুন।";
        TextTooLong => "A note must be at most 20,000 characters.", "একটি নোট সর্বোচ্চ ২০,০০০ অক্ষরের হতে পারে।";
        NotFound => "This note does not exist.", "এই নোটটি নেই।";
        ParentInvalid => "An addendum follows a signed note of the same session.", "সংযোজন একই সেশনের একটি স্বাক্ষরিত নোটের পরে আসে।";
        Signed => "This note is signed, so it cannot change. Add an addendum instead.", "এই নোটটি স্বাক্ষরিত, তাই এটি বদলানো যায় না। এর বদলে একটি সংযোজন যোগ করুন।";
        Saved => "The note has been saved.", "নোটটি সংরক্ষিত হয়েছে।";
        SignedOk => "The note has been signed. It cannot change any more.", "নোটটি স্বাক্ষরিত হয়েছে। এটি আর বদলানো যাবে না।";
    }
}

/// A note's text as its author wrote it: not blank, at most [`NOTE_MAX_CHARS`] characters. It is
/// kept as written (line breaks, spaces), only trimmed at its ends.
#[derive(Clone, PartialEq, Eq)]
pub struct NoteText(String);

impl NoteText {
    /// # Errors
    /// On `text`: [`NoteMsg::TextRequired`] or [`NoteMsg::TextTooLong`].
    pub fn parse(raw: &str) -> Result<NoteText, FieldErrors> {
        let text = raw.trim();
        let mut e = FieldErrors::new();
        if text.is_empty() {
            e.add("text", NoteMsg::TextRequired);
        } else if text.chars().count() > NOTE_MAX_CHARS {
            e.add("text", NoteMsg::TextTooLong);
        }
        e.into_result(|| NoteText(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// Never the text: a note must not reach a log through a `{:?}`.
impl std::fmt::Debug for NoteText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "NoteText({} chars)", self.0.chars().count())
    }
}

/// One note, opened for its author.
#[derive(Clone, PartialEq, Eq)]
pub struct SessionNote {
    pub id: i64,
    /// The session's (appointment's) id.
    pub session_id: i64,
    /// The author's account.
    pub author_id: i64,
    pub text: String,
    pub created_at: DateTime<Utc>,
    /// `None` while it is a draft.
    pub signed_at: Option<DateTime<Utc>>,
    /// The signed note this one adds to.
    pub parent_id: Option<i64>,
}

impl SessionNote {
    pub fn is_signed(&self) -> bool {
        self.signed_at.is_some()
    }
}

/// Never the text.
impl std::fmt::Debug for SessionNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionNote")
            .field("id", &self.id)
            .field("session_id", &self.session_id)
            .field("author_id", &self.author_id)
            .field("signed_at", &self.signed_at)
            .field("parent_id", &self.parent_id)
            .finish_non_exhaustive()
    }
}

/// A session that holds notes handed to their reader from a removed counsellor (a session that is
/// not the reader's own): when it was, whose it was, and how many of the reader's notes it holds.
/// Nothing of the client's: the reader is not the client's counsellor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandedOverSession {
    /// The session's (appointment's) id.
    pub session_id: i64,
    pub date: NaiveDate,
    pub time: AppointmentTime,
    /// The session's counsellor's name in English (the removed counsellor who wrote the notes
    /// first); `None` when the session has no counsellor (it went back to the requests).
    pub counsellor_name: Option<String>,
    /// How many of the reader's notes are on it.
    pub notes: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_is_trimmed_and_kept_as_written_inside() {
        let t = NoteText::parse("  Slept badly.\n\nTalked about work.  ").unwrap();
        assert_eq!(t.as_str(), "Slept badly.\n\nTalked about work.");
    }

    #[test]
    fn a_blank_note_and_a_too_long_one_are_refused_on_text() {
        for (raw, msg) in [
            ("", NoteMsg::TextRequired),
            (" \n\t ", NoteMsg::TextRequired),
            (&"ক".repeat(NOTE_MAX_CHARS + 1), NoteMsg::TextTooLong),
        ] {
            let e = NoteText::parse(raw).unwrap_err();
            assert_eq!(e.get("text"), Some(&[msg.message()][..]));
        }
        // The limit counts characters, not bytes: 20,000 Bangla letters are a note.
        assert!(NoteText::parse(&"ক".repeat(NOTE_MAX_CHARS)).is_ok());
    }

    #[test]
    fn debug_never_prints_the_text() {
        let t = NoteText::parse("Mentions her brother Rafiq").unwrap();
        assert!(!format!("{t:?}").contains("Rafiq"));
        let n = SessionNote {
            id: 1,
            session_id: 2,
            author_id: 3,
            text: t.into_inner(),
            created_at: DateTime::<Utc>::UNIX_EPOCH,
            signed_at: None,
            parent_id: None,
        };
        assert!(!format!("{n:?}").contains("Rafiq"));
    }
}
