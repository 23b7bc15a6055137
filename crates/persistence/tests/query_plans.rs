//! Reads whose cost must not grow with the table: each is planned through an index on both engines
//! (`make bench` measures them; this keeps an index from going missing unnoticed).

use mon_persistence::testing::{Engine, TestDb};
use sea_orm::{ConnectionTrait, Statement, TransactionTrait};

/// The plan `engine` makes for `sql`, as one text. PostgreSQL is told to avoid whole-table scans,
/// so an index it could use shows even in a test's nearly empty table.
async fn plan(t: &TestDb, sql: &str) -> String {
    let backend = t.db.conn.get_database_backend();
    let txn = t.db.conn.begin().await.unwrap();
    let (explain, column) = match t.engine {
        Engine::Sqlite => ("EXPLAIN QUERY PLAN", "detail"),
        Engine::Postgres => {
            txn.execute_unprepared("SET LOCAL enable_seqscan = off")
                .await
                .unwrap();
            ("EXPLAIN", "QUERY PLAN")
        }
    };
    let rows = txn
        .query_all_raw(Statement::from_string(backend, format!("{explain} {sql}")))
        .await
        .unwrap();
    txn.rollback().await.unwrap();
    rows.iter()
        .map(|r| r.try_get::<String>("", column).unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// 300 subscribers with 10 appointments each: enough pages that a whole-table scan is no longer the
/// cheapest plan (an empty table is scanned whatever its indexes; SQLite judges a table's size by its
/// pages, with no statistics, as in production).
async fn fill(t: &TestDb) {
    let (users, appointments) = match t.engine {
        Engine::Sqlite => (
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300) \
             INSERT INTO users (username, username_lower, email, email_lower, password_hash, role, is_active, \
             token_version, registered_at, updated_at) SELECT 'u' || i, 'u' || i, 'u' || i || '@x.org', \
             'u' || i || '@x.org', 'h', 'SUBSCRIBER', 1, 0, '2026-01-01T00:00:00+00:00', \
             '2026-01-01T00:00:00+00:00' FROM n",
            "WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < 9) \
             INSERT INTO appointments (user_id, date, time, name, email, phone, status, created_at, updated_at) \
             SELECT u.id, date('2026-01-01', '+' || (k * 7) || ' days'), '10:00 AM', 'n', 'e@x.org', \
             '01712345678', 'requested', '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00' \
             FROM users u CROSS JOIN d",
        ),
        Engine::Postgres => (
            "INSERT INTO users (username, username_lower, email, email_lower, password_hash, role, is_active, \
             token_version, registered_at, updated_at) SELECT 'u' || i, 'u' || i, 'u' || i || '@x.org', \
             'u' || i || '@x.org', 'h', 'SUBSCRIBER', true, 0, now(), now() FROM generate_series(1, 300) i",
            "INSERT INTO appointments (user_id, date, time, name, email, phone, status, created_at, updated_at) \
             SELECT u.id, DATE '2026-01-01' + k * 7, '10:00 AM', 'n', 'e@x.org', '01712345678', 'requested', \
             now(), now() FROM users u CROSS JOIN generate_series(0, 9) k",
        ),
    };
    t.db.conn.execute_unprepared(users).await.unwrap();
    t.db.conn.execute_unprepared(appointments).await.unwrap();
}

#[tokio::test]
async fn a_subscribers_own_appointments_are_read_through_an_index_of_their_rows() {
    for t in TestDb::all().await {
        fill(&t).await;
        for sql in [
            // Their list's page, its total and their counts per status (`SeaAppointmentRepository`).
            "SELECT * FROM appointments WHERE user_id = 7 ORDER BY date DESC, id DESC LIMIT 15 OFFSET 0",
            "SELECT COUNT(*) FROM appointments WHERE user_id = 7",
            "SELECT status, COUNT(id) AS n FROM appointments WHERE user_id = 7 GROUP BY status",
        ] {
            let plan = plan(&t, sql).await;
            assert!(
                plan.contains("ix_appointments_user_date"),
                "{:?}: {sql}\n{plan}",
                t.engine
            );
        }
    }
}

/// A note on every appointment of [`fill`]'s, by one of 50 authors.
async fn fill_notes(t: &TestDb) {
    let nothing = match t.engine {
        Engine::Sqlite => "x'00'",
        Engine::Postgres => "decode('00', 'hex')",
    };
    let sql = format!(
        "INSERT INTO session_notes (appointment_id, author_id, key_version, nonce, sealed, created_at, \
         updated_at) SELECT id, user_id % 50, 1, {nothing}, {nothing}, created_at, created_at FROM appointments"
    );
    t.db.conn.execute_unprepared(&sql).await.unwrap();
}

#[tokio::test]
async fn the_sessions_of_notes_handed_over_are_found_through_the_index_of_their_author() {
    for t in TestDb::all().await {
        fill(&t).await;
        fill_notes(&t).await;
        // The page and its total (`SeaSessionNoteRepository::handed_over`): the notes by their
        // author's index, each session and counsellor by primary key.
        let from = "FROM session_notes INNER JOIN appointments ON session_notes.appointment_id = appointments.id \
             LEFT JOIN counsellors ON appointments.counsellor_id = counsellors.id \
             WHERE session_notes.author_id = 7 \
             AND (appointments.counsellor_id IS NULL OR appointments.counsellor_id <> 3)";
        for sql in [
            format!(
                "SELECT appointments.id, appointments.date, appointments.time, counsellors.name_en, \
                 COUNT(session_notes.id) {from} \
                 GROUP BY appointments.id, appointments.date, appointments.time, counsellors.name_en \
                 ORDER BY appointments.date DESC, ((CASE WHEN substr(appointments.time, 7, 2) = 'PM' THEN 12 ELSE 0 END \
                 + CAST(substr(appointments.time, 1, 2) AS INTEGER) % 12) * 60 \
                 + CAST(substr(appointments.time, 4, 2) AS INTEGER)) DESC, appointments.id DESC \
                 LIMIT 15 OFFSET 0"
            ),
            format!("SELECT COUNT(DISTINCT session_notes.appointment_id) {from}"),
        ] {
            let plan = plan(&t, &sql).await;
            assert!(
                plan.contains("ix_session_notes_author"),
                "{:?}: {sql}\n{plan}",
                t.engine
            );
        }
    }
}
