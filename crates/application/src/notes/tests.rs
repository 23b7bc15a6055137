use std::sync::{Arc, Mutex};

use chrono::{NaiveDate, TimeZone, Utc};
use mon_domain::Bilingual;
use mon_domain::care::{Appointment, AppointmentStatus, AppointmentTime, AssignedCounsellor};

use super::*;
use crate::care::testing::dhaka_clock;
use crate::ports::{
    MockAppointmentRepository, MockCounsellorRepository, MockNoteSealer, MockSessionNoteRepository,
    SealedText,
};

const ME: Author = Author {
    counsellor_id: 4,
    user_id: 40,
};

fn session(id: i64, counsellor_id: i64, status: AppointmentStatus) -> Appointment {
    let at = Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap();
    Appointment {
        id,
        user_id: 7,
        date: NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
        time: AppointmentTime::parse("10:00 AM").unwrap(),
        name: "Rahima".into(),
        email: "rahima@example.com".into(),
        phone: "01712345678".into(),
        status,
        session: None,
        reason: None,
        counsellor: Some(AssignedCounsellor {
            id: counsellor_id,
            name: Bilingual::new("Dr Nasreen", "ডা. নাসরিন"),
        }),
        attendance: None,
        late_cancel: false,
        created_at: at,
        updated_at: at,
    }
}

/// A sealer whose seal is the text reversed, tagged with the binding: opening with another binding
/// fails, as the real one does.
fn reversing_sealer() -> MockNoteSealer {
    let mut s = MockNoteSealer::new();
    s.expect_seal().returning(|b, text| {
        Ok(SealedText {
            key_version: 1,
            nonce: format!("{}/{}", b.note_id, b.author_id).into_bytes(),
            ciphertext: text.chars().rev().collect::<String>().into_bytes(),
        })
    });
    s.expect_open().returning(|b, sealed| {
        anyhow::ensure!(
            sealed.nonce == format!("{}/{}", b.note_id, b.author_id).into_bytes(),
            "bound to another note"
        );
        Ok(String::from_utf8(sealed.ciphertext.clone())?
            .chars()
            .rev()
            .collect())
    });
    s
}

fn stored(
    id: i64,
    session_id: i64,
    text: &str,
    signed: bool,
    parent_id: Option<i64>,
) -> StoredNote {
    let sealer = reversing_sealer();
    let binding = NoteBinding {
        note_id: id,
        author_id: ME.user_id,
    };
    StoredNote {
        id,
        session_id,
        author_id: ME.user_id,
        sealed: sealer.seal(binding, text).unwrap(),
        created_at: Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap(),
        signed_at: signed.then(|| Utc.with_ymd_and_hms(2026, 11, 23, 5, 0, 0).unwrap()),
        parent_id,
    }
}

/// Session 9 is the author's (approved); 10 is another counsellor's; 11 is the author's but only
/// requested.
fn sessions() -> MockAppointmentRepository {
    let mut a = MockAppointmentRepository::new();
    a.expect_find().returning(|id| {
        Ok(match id {
            9 => Some(session(9, ME.counsellor_id, AppointmentStatus::Approved)),
            10 => Some(session(10, 5, AppointmentStatus::Approved)),
            11 => Some(session(11, ME.counsellor_id, AppointmentStatus::Requested)),
            _ => None,
        })
    });
    a
}

fn notes(repo: MockSessionNoteRepository) -> Notes {
    notes_with(repo, MockCounsellorRepository::new())
}

fn notes_with(repo: MockSessionNoteRepository, counsellors: MockCounsellorRepository) -> Notes {
    Notes::new(NotesPorts {
        notes: Arc::new(repo),
        sealer: Arc::new(reversing_sealer()),
        appointments: Arc::new(sessions()),
        counsellors: Arc::new(counsellors),
        clock: Arc::new(dhaka_clock()),
    })
}

#[tokio::test]
async fn a_note_is_stored_only_sealed_and_bound_to_its_id_and_author() {
    let kept = Arc::new(Mutex::new(None));
    let mut repo = MockSessionNoteRepository::new();
    let k = kept.clone();
    repo.expect_create()
        .times(1)
        .returning(move |n, text, sealer| {
            assert_eq!((n.session_id, n.author_id, n.parent_id), (9, 40, None));
            let sealed = sealer.seal(
                NoteBinding {
                    note_id: 77,
                    author_id: n.author_id,
                },
                text,
            )?;
            *k.lock().unwrap() = Some(sealed.clone());
            Ok(StoredNote {
                id: 77,
                session_id: n.session_id,
                author_id: n.author_id,
                sealed,
                created_at: n.at,
                signed_at: None,
                parent_id: None,
            })
        });
    let note = notes(repo)
        .write(ME, 9, "  Sleeping four hours a night.  ", None)
        .await
        .unwrap();
    assert_eq!(note.id, 77);
    assert_eq!(note.text, "Sleeping four hours a night.");
    assert_eq!(note.signed_at, None);
    let sealed = kept.lock().unwrap().clone().unwrap();
    assert!(!String::from_utf8_lossy(&sealed.ciphertext).contains("Sleeping"));
    assert_eq!(sealed.nonce, b"77/40");
}

#[tokio::test]
async fn only_the_counsellors_own_approved_sessions_take_notes() {
    for session_id in [10, 11, 12] {
        let err = notes(MockSessionNoteRepository::new())
            .write(ME, session_id, "A note", None)
            .await
            .unwrap_err();
        assert!(
            matches!(err, NoteError::SessionNotFound),
            "{session_id}: {err:?}"
        );
        let mut none = MockSessionNoteRepository::new();
        none.expect_list().returning(|_, _| Ok(vec![]));
        let err = notes(none).list(ME, session_id).await.unwrap_err();
        assert!(
            matches!(err, NoteError::SessionNotFound),
            "{session_id}: {err:?}"
        );
    }
}

#[tokio::test]
async fn a_blank_note_is_refused_on_text_and_nothing_is_written() {
    let err = notes(MockSessionNoteRepository::new())
        .write(ME, 9, " \n ", None)
        .await
        .unwrap_err();
    let NoteError::Validation(e) = err else {
        panic!("{err:?}")
    };
    assert_eq!(e.get("text"), Some(&[NoteMsg::TextRequired.message()][..]));
}

#[tokio::test]
async fn an_addendum_follows_only_a_signed_note_of_the_same_session() {
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_find().returning(|id, author| {
        assert_eq!(author, ME.user_id);
        Ok(match id {
            1 => Some(stored(1, 9, "signed", true, None)),
            2 => Some(stored(2, 9, "draft", false, None)),
            3 => Some(stored(3, 8, "other session", true, None)),
            _ => None,
        })
    });
    repo.expect_create().times(1).returning(|n, text, sealer| {
        let binding = NoteBinding {
            note_id: 5,
            author_id: n.author_id,
        };
        Ok(StoredNote {
            id: 5,
            session_id: n.session_id,
            author_id: n.author_id,
            sealed: sealer.seal(binding, text)?,
            created_at: n.at,
            signed_at: None,
            parent_id: n.parent_id,
        })
    });
    let notes = notes(repo);
    for parent in [2, 3, 4] {
        let err = notes.write(ME, 9, "Later", Some(parent)).await.unwrap_err();
        let NoteError::Validation(e) = err else {
            panic!("{parent}: {err:?}")
        };
        assert_eq!(
            e.get("parent_id"),
            Some(&[NoteMsg::ParentInvalid.message()][..])
        );
    }
    let addendum = notes.write(ME, 9, "Later", Some(1)).await.unwrap();
    assert_eq!(addendum.parent_id, Some(1));
}

#[tokio::test]
async fn a_signed_note_is_never_edited() {
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_find()
        .returning(|id, _| Ok(Some(stored(id, 9, "As signed", true, None))));
    repo.expect_replace().never();
    let err = notes(repo).edit(ME, 1, "Changed").await.unwrap_err();
    assert!(matches!(err, NoteError::Signed), "{err:?}");
}

#[tokio::test]
async fn a_draft_is_resealed_bound_to_itself_on_edit() {
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_find()
        .returning(|id, _| Ok(Some(stored(id, 9, "First", false, None))));
    repo.expect_replace()
        .withf(|id, author, sealed, _| *id == 3 && *author == 40 && sealed.nonce == b"3/40")
        .times(1)
        .returning(|id, _, sealed, _| {
            Ok(StoredNote {
                sealed: sealed.clone(),
                ..stored(id, 9, "", false, None)
            })
        });
    let note = notes(repo).edit(ME, 3, "Second").await.unwrap();
    assert_eq!(note.text, "Second");
}

#[tokio::test]
async fn a_note_signed_meanwhile_is_not_edited_and_a_second_sign_is_refused() {
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_find()
        .returning(|id, _| Ok(Some(stored(id, 9, "First", false, None))));
    repo.expect_replace()
        .returning(|_, _, _, _| Err(NoteWriteError::Signed));
    repo.expect_sign()
        .returning(|_, _, _| Err(NoteWriteError::Signed));
    let notes = notes(repo);
    assert!(matches!(
        notes.edit(ME, 3, "x").await,
        Err(NoteError::Signed)
    ));
    assert!(matches!(notes.sign(ME, 3).await, Err(NoteError::Signed)));
}

#[tokio::test]
async fn the_list_opens_each_note_with_its_own_binding() {
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_list()
        .withf(|session, author| (*session, *author) == (9, 40))
        .returning(|_, _| {
            Ok(vec![
                stored(1, 9, "Signed first", true, None),
                stored(2, 9, "Addendum", false, Some(1)),
            ])
        });
    let list = notes(repo).list(ME, 9).await.unwrap();
    let texts: Vec<_> = list
        .iter()
        .map(|n| (n.id, n.text.as_str(), n.parent_id))
        .collect();
    assert_eq!(texts, [(1, "Signed first", None), (2, "Addendum", Some(1))]);
}

#[tokio::test]
async fn a_note_that_does_not_open_is_an_error_not_a_blank() {
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_list().returning(|_, _| {
        let mut moved = stored(1, 9, "Moved row", false, None);
        moved.id = 2;
        Ok(vec![moved])
    });
    assert!(matches!(
        notes(repo).list(ME, 9).await,
        Err(NoteError::Unexpected(_))
    ));
}

#[tokio::test]
async fn the_author_reads_their_notes_on_a_session_that_is_not_theirs_any_more() {
    // Session 10 is another counsellor's; notes of ME on it were handed to ME.
    let mut repo = MockSessionNoteRepository::new();
    repo.expect_list()
        .withf(|session, author| (*session, *author) == (10, 40))
        .returning(|_, _| Ok(vec![stored(1, 10, "Handed over", true, None)]));
    let list = notes(repo).list(ME, 10).await.unwrap();
    assert_eq!(list[0].text, "Handed over");
}

mod hand_over {
    use mon_domain::counsellor::{Counsellor, CounsellorAccount, CounsellorMsg, Profile};

    use super::*;
    use crate::ports::{ResealedNote, Versioned};

    /// Counsellor 3 (account 30) was removed; 4 (account 40, ME) and 6 (removed) are the others.
    fn counsellors() -> MockCounsellorRepository {
        let mut c = MockCounsellorRepository::new();
        c.expect_find().returning(|id| {
            let removed = matches!(id, 3 | 6);
            Ok((id < 7).then(|| Versioned {
                counsellor: Counsellor {
                    id,
                    user_id: id * 10,
                    profile: Profile::default(),
                    photo: None,
                    account: CounsellorAccount::default(),
                    removed_at: removed
                        .then(|| Utc.with_ymd_and_hms(2026, 11, 29, 0, 0, 0).unwrap()),
                },
                version: 1,
            }))
        });
        c
    }

    /// Note `id` of the removed counsellor (account 30) on session 9.
    fn theirs(id: i64, text: &str) -> StoredNote {
        let binding = NoteBinding {
            note_id: id,
            author_id: 30,
        };
        StoredNote {
            author_id: 30,
            sealed: reversing_sealer().seal(binding, text).unwrap(),
            ..stored(id, 9, "", true, None)
        }
    }

    #[tokio::test]
    async fn each_note_is_opened_with_the_old_binding_and_sealed_for_the_new_author() {
        let mut repo = MockSessionNoteRepository::new();
        repo.expect_by_author()
            .withf(|author| *author == 30)
            .returning(|_| Ok(vec![theirs(1, "First"), theirs(2, "Second")]));
        repo.expect_hand_over()
            .withf(|from, to, resealed: &[ResealedNote]| {
                let sealer = reversing_sealer();
                let opened: Vec<String> = resealed
                    .iter()
                    .map(|n| {
                        let new = NoteBinding {
                            note_id: n.id,
                            author_id: 40,
                        };
                        sealer.open(new, &n.sealed).unwrap()
                    })
                    .collect();
                *from == 30
                    && *to == 40
                    && opened == ["First", "Second"]
                    && resealed[0].before == theirs(1, "First").sealed
                    && resealed[1].sealed.nonce == b"2/40"
            })
            .times(1)
            .returning(|_, _, _| Ok(true));
        let handed = notes_with(repo, counsellors())
            .hand_over(1, 3, Some(4))
            .await
            .unwrap();
        assert_eq!(handed, 2);
    }

    #[tokio::test]
    async fn a_note_that_does_not_open_aborts_the_hand_over_and_nothing_is_written() {
        let mut repo = MockSessionNoteRepository::new();
        repo.expect_by_author().returning(|_| {
            let mut moved = theirs(2, "Copied row");
            moved.id = 5;
            Ok(vec![theirs(1, "Fine"), moved])
        });
        repo.expect_hand_over().never();
        let err = notes_with(repo, counsellors())
            .hand_over(1, 3, Some(4))
            .await
            .unwrap_err();
        assert!(matches!(err, NoteError::Unexpected(_)), "{err:?}");
    }

    #[tokio::test]
    async fn only_a_removed_counsellors_notes_go_and_only_to_one_still_with_the_service() {
        let refused = |from: i64, to: Option<i64>| async move {
            let mut repo = MockSessionNoteRepository::new();
            repo.expect_by_author().never();
            repo.expect_hand_over().never();
            notes_with(repo, counsellors())
                .hand_over(1, from, to)
                .await
                .unwrap_err()
        };
        assert!(matches!(refused(4, Some(5)).await, NoteError::NotRemoved));
        assert!(matches!(
            refused(9, Some(4)).await,
            NoteError::CounsellorNotFound
        ));
        for to in [None, Some(3), Some(6), Some(9)] {
            let NoteError::Validation(e) = refused(3, to).await else {
                panic!("{to:?}")
            };
            assert_eq!(
                e.get("to"),
                Some(&[CounsellorMsg::HandOverTarget.message()][..])
            );
        }
    }

    #[tokio::test]
    async fn notes_that_changed_meanwhile_are_read_again() {
        let mut repo = MockSessionNoteRepository::new();
        repo.expect_by_author()
            .times(2)
            .returning(|_| Ok(vec![theirs(1, "First")]));
        let tries = Arc::new(Mutex::new(0));
        let t = tries.clone();
        repo.expect_hand_over().times(2).returning(move |_, _, _| {
            let mut n = t.lock().unwrap();
            *n += 1;
            Ok(*n > 1)
        });
        let handed = notes_with(repo, counsellors())
            .hand_over(1, 3, Some(4))
            .await
            .unwrap();
        assert_eq!(handed, 1);
    }
}

mod handed_over {
    use mon_domain::care::{CareMsg, HandedOverSession};
    use mon_domain::pagination::{Page, PageRequest};

    use super::*;
    use crate::errors::{ErrorCode, ServiceError};

    fn handed(session_id: i64) -> HandedOverSession {
        HandedOverSession {
            session_id,
            date: NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
            time: AppointmentTime::parse("10:00 AM").unwrap(),
            counsellor_name: Some("Dr Nasreen".into()),
            notes: 2,
        }
    }

    #[tokio::test]
    async fn the_list_asks_for_the_authors_notes_off_their_own_sessions_a_page_at_a_time() {
        let mut repo = MockSessionNoteRepository::new();
        repo.expect_handed_over()
            .withf(|author, own, page| {
                (*author, *own, *page)
                    == (
                        ME.user_id,
                        ME.counsellor_id,
                        PageRequest {
                            page: 1,
                            per_page: 15,
                        },
                    )
            })
            .times(1)
            .returning(|_, _, page| Ok(Page::of(vec![handed(10)], 1, page)));
        repo.expect_handed_over()
            .withf(|_, _, page| {
                *page
                    == PageRequest {
                        page: 2,
                        per_page: 1,
                    }
            })
            .times(1)
            .returning(|_, _, page| Ok(Page::of(vec![], 1, page)));
        let n = notes(repo);

        let first = n.handed_over(ME, None, None).await.unwrap();
        assert_eq!(first.items, [handed(10)]);
        assert_eq!((first.total, first.page, first.per_page), (1, 1, 15));
        let second = n.handed_over(ME, Some(2), Some(1)).await.unwrap();
        assert!(second.items.is_empty());
    }

    #[tokio::test]
    async fn one_session_is_found_only_when_it_holds_notes_handed_to_the_author() {
        let mut repo = MockSessionNoteRepository::new();
        repo.expect_handed_over_one()
            .withf(|author, own, _| (*author, *own) == (ME.user_id, ME.counsellor_id))
            .returning(|_, _, session| Ok((session == 10).then(|| handed(10))));
        let n = notes(repo);

        assert_eq!(n.handed_over_session(ME, 10).await.unwrap(), handed(10));
        // Session 9 is ME's own (and 12 holds nothing of theirs): not found, as any other session.
        for session in [9, 12] {
            let err = n.handed_over_session(ME, session).await.unwrap_err();
            assert!(matches!(err, NoteError::SessionNotFound), "{err:?}");
            let meta = err.meta();
            assert_eq!(meta.code, ErrorCode::NotFound);
            assert_eq!(meta.message, CareMsg::AppointmentNotFound);
        }
    }
}
