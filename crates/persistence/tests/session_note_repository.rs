//! The sessions of notes handed over, against real SQLite and PostgreSQL databases: grouped,
//! counted, ordered and paged by the database, on either engine alike.

use std::sync::Arc;

use chrono::Utc;
use mon_application::ports::{
    CounsellorRepository, NewKey, NewNote, NoteBinding, NoteSealer, SealedText,
    SessionNoteRepository, UserRepository,
};
use mon_domain::counsellor::{Profile, ProfilePatch};
use mon_domain::pagination::PageRequest;
use mon_domain::user::{KeyPurpose, NewUser, Role};
use mon_persistence::testing::{TestDb, sample_user};
use mon_persistence::{SeaCounsellorRepository, SeaSessionNoteRepository, SeaUserRepository};
use sea_orm::{ConnectionTrait, Statement};

/// Seals nothing: these tests are about which rows are listed, not their texts.
struct Plain;

impl NoteSealer for Plain {
    fn seal(&self, _: NoteBinding, text: &str) -> anyhow::Result<SealedText> {
        Ok(SealedText {
            key_version: 1,
            nonce: vec![0],
            ciphertext: text.as_bytes().to_vec(),
        })
    }

    fn open(&self, _: NoteBinding, sealed: &SealedText) -> anyhow::Result<String> {
        Ok(String::from_utf8(sealed.ciphertext.clone())?)
    }
}

fn account(name: &str, role: Role) -> NewUser {
    sample_user(name, role)
}

/// A subscriber's account id.
async fn client(t: &TestDb, name: &str) -> i64 {
    SeaUserRepository::new(t.db.clone())
        .create(&account(name, Role::Subscriber), None)
        .await
        .unwrap()
        .id
}

/// A counsellor named `Counsellor <name>`: their id and account.
async fn counsellor(t: &TestDb, name: &str) -> (i64, i64) {
    let now = Utc::now();
    let key = NewKey {
        purpose: KeyPurpose::Invitation,
        key_hash: format!("hash-{name}"),
        expires_at: now + KeyPurpose::Invitation.lifetime(),
        created_at: now,
        mail: None,
    };
    let profile = Profile::default()
        .patched(&ProfilePatch {
            name_en: Some(format!("Counsellor {name}")),
            name_bn: Some("কাউন্সেলর".into()),
            ..ProfilePatch::default()
        })
        .unwrap();
    let c = SeaCounsellorRepository::new(t.db.clone())
        .invite(&account(name, Role::Counsellor), key, &profile)
        .await
        .unwrap();
    (c.id, c.user_id)
}

/// An approved session of subscriber `user_id` on `date` at `time` with counsellor `with`: its id.
async fn session(t: &TestDb, user_id: i64, date: &str, time: &str, with: Option<i64>) -> i64 {
    let with = with.map_or("NULL".to_owned(), |id| id.to_string());
    let sql = format!(
        "INSERT INTO appointments (user_id, date, time, name, email, phone, status, counsellor_id, \
         created_at, updated_at) VALUES ({user_id}, '{date}', '{time}', 'Client', \
         'client@example.com', '01712345678', 'approved', {with}, \
         '2026-11-01T00:00:00+00:00', '2026-11-01T00:00:00+00:00') RETURNING id"
    );
    let row =
        t.db.conn
            .query_one_raw(Statement::from_string(
                t.db.conn.get_database_backend(),
                sql,
            ))
            .await
            .unwrap()
            .unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

async fn note(repo: &SeaSessionNoteRepository, session_id: i64, author_id: i64) {
    let note = NewNote {
        session_id,
        author_id,
        parent_id: None,
        at: Utc::now(),
    };
    repo.create(&note, "A note", Arc::new(Plain)).await.unwrap();
}

#[tokio::test]
async fn handed_over_sessions_are_the_readers_notes_off_their_own_sessions_latest_first_and_counted()
 {
    for t in TestDb::all().await {
        let repo = SeaSessionNoteRepository::new(t.db.clone());
        let (gone, gone_account) = counsellor(&t, "gone").await;
        let (reader, reader_account) = counsellor(&t, "reader").await;
        // Three clients: one session a day each. Nothing of theirs is read.
        let mut clients = Vec::new();
        for name in ["first", "second", "third"] {
            clients.push(client(&t, name).await);
        }
        let [a, b, c] = clients[..] else {
            unreachable!()
        };
        // Booked in an order unlike the one listed, so that neither the ids nor the stored text of
        // the times ("12:30 PM" after "01:00 PM") give the right order.
        let morning = session(&t, a, "2026-12-01", "09:00 AM", Some(gone)).await;
        let one = session(&t, b, "2026-12-01", "01:00 PM", Some(gone)).await;
        let day_before = session(&t, a, "2026-11-30", "11:00 PM", Some(gone)).await;
        let noon = session(&t, c, "2026-12-01", "12:30 PM", Some(gone)).await;
        // Back with the requests when its counsellor left: nobody's.
        let midnight = session(&t, a, "2026-12-02", "12:15 AM", None).await;
        let own = session(&t, a, "2026-12-03", "10:00 AM", Some(reader)).await;
        for s in [morning, one, one, day_before, noon, midnight, own] {
            note(&repo, s, reader_account).await;
        }
        // Someone else's note counts for nobody here.
        note(&repo, morning, gone_account).await;

        let all = repo
            .handed_over(
                reader_account,
                reader,
                PageRequest {
                    page: 1,
                    per_page: 15,
                },
            )
            .await
            .unwrap();
        let listed: Vec<(i64, &str, Option<&str>, u64)> = all
            .items
            .iter()
            .map(|s| {
                (
                    s.session_id,
                    s.time.as_str(),
                    s.counsellor_name.as_deref(),
                    s.notes,
                )
            })
            .collect();
        let gone_name = Some("Counsellor gone");
        assert_eq!(
            listed,
            [
                (midnight, "12:15 AM", None, 1),
                (one, "01:00 PM", gone_name, 2),
                (noon, "12:30 PM", gone_name, 1),
                (morning, "09:00 AM", gone_name, 1),
                (day_before, "11:00 PM", gone_name, 1),
            ],
            "{:?}",
            t.engine
        );
        assert_eq!(all.total, 5);
        assert_eq!(
            all.items[1].date,
            chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
        );

        let second = repo
            .handed_over(
                reader_account,
                reader,
                PageRequest {
                    page: 2,
                    per_page: 2,
                },
            )
            .await
            .unwrap();
        let ids: Vec<i64> = second.items.iter().map(|s| s.session_id).collect();
        assert_eq!((ids, second.total), (vec![noon, morning], 5));

        let found = repo
            .handed_over_one(reader_account, reader, one)
            .await
            .unwrap();
        assert_eq!(found.as_ref(), Some(&all.items[1]));
        // Their own session, and a session of notes that are not theirs, are not on the list.
        assert_eq!(
            repo.handed_over_one(reader_account, reader, own)
                .await
                .unwrap(),
            None
        );
        let nobody = repo
            .handed_over(
                reader_account + 100,
                reader + 100,
                PageRequest {
                    page: 1,
                    per_page: 15,
                },
            )
            .await
            .unwrap();
        assert_eq!((nobody.items.len(), nobody.total), (0, 0));
        assert_eq!(
            repo.handed_over_one(reader_account + 100, reader + 100, one)
                .await
                .unwrap(),
            None
        );
    }
}
