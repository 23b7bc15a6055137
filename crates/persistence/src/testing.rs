//! Throw-away databases for tests: a SQLite file and, when reachable, a fresh
//! PostgreSQL database on `MON_TEST_PG_URL` (default `postgres://postgres@127.0.0.1:5432/test`).
//!
//! Under `CI=true` an unreachable PostgreSQL fails the test; elsewhere the
//! PostgreSQL half is skipped with a printed notice.

use std::path::PathBuf;

use chrono::{TimeZone, Utc};
use mon_application::ports::UserRepository;
use mon_domain::user::{ContactNumber, Email, NewUser, Role, Username};
use sea_orm::{ConnectionTrait, Database as SeaDatabase};

use crate::{Database, SeaUserRepository, connect};

/// A test's account: `name`, `name@example.com`, a Bangladeshi mobile number, active, with
/// `role`, registered on 1 November 2026. Change a field with `NewUser { .., ..sample_user(..) }`.
pub fn sample_user(name: &str, role: Role) -> NewUser {
    sample_user_at(name, &format!("{name}@example.com"), role)
}

/// [`sample_user`] with the e-mail address `email`.
pub fn sample_user_at(name: &str, email: &str, role: Role) -> NewUser {
    NewUser {
        username: Username::parse(name).expect("a test's username"),
        email: Email::parse(email).expect("a test's e-mail address"),
        password_hash: "$argon2id$h".into(),
        contact_number: Some(
            ContactNumber::parse_registration("01712345678").expect("a test's number"),
        ),
        role,
        is_active: true,
        registered_at: Utc
            .with_ymd_and_hms(2026, 11, 1, 8, 0, 0)
            .single()
            .expect("a fixed day"),
        consents: vec![],
        must_change_password: false,
    }
}

/// Which engine a test database runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// A migrated, empty database that is removed when dropped.
pub struct TestDb {
    pub engine: Engine,
    pub url: String,
    pub db: Database,
    cleanup: Cleanup,
}

enum Cleanup {
    File(PathBuf),
    PgDatabase { admin_url: String, name: String },
}

fn pg_admin_url() -> String {
    std::env::var("MON_TEST_PG_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// Prints a skipped suite's notice and, when `make test` set `MON_SKIPPED_LOG`,
/// adds it to that file, which `make test` prints at its end: a skip is never
/// hidden in the harness's captured output.
pub fn notice_skipped(notice: &str) {
    eprintln!("NOTICE: {notice}");
    if let Some(path) = std::env::var_os("MON_SKIPPED_LOG") {
        use std::io::Write;
        if let Ok(mut file) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
        {
            let _ = writeln!(file, "{notice}");
        }
    }
}

fn pg_required() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

impl TestDb {
    /// Stores [`sample_user`]`(name, role)`: its id.
    pub async fn account(&self, name: &str, role: Role) -> i64 {
        SeaUserRepository::new(self.db.clone())
            .create(&sample_user(name, role), None)
            .await
            .expect("storing a test's account")
            .id
    }

    pub async fn sqlite() -> TestDb {
        let dir = std::env::temp_dir().join("mon-tests");
        std::fs::create_dir_all(&dir).expect("creating temp dir");
        let path = dir.join(format!("{}.db", uuid::Uuid::new_v4()));
        let url = format!("sqlite://{}?mode=rwc", path.display());
        let db = connect(&url, 5).await.expect("connecting to SQLite");
        TestDb {
            engine: Engine::Sqlite,
            url,
            db,
            cleanup: Cleanup::File(path),
        }
    }

    /// `None` (after a notice) when PostgreSQL is unreachable outside CI.
    pub async fn postgres() -> Option<TestDb> {
        let admin_url = pg_admin_url();
        let admin = match SeaDatabase::connect(admin_url.as_str()).await {
            Ok(c) => c,
            Err(e) if !pg_required() => {
                notice_skipped(&format!(
                    "PostgreSQL at {admin_url} is unreachable ({e}); the PostgreSQL half of the persistence and HTTP tests is skipped. Under CI=true this fails."
                ));
                return None;
            }
            Err(e) => panic!("PostgreSQL at {admin_url} is required under CI=true: {e}"),
        };
        let name = format!("mon_test_{}", uuid::Uuid::new_v4().simple());
        admin
            .execute_unprepared(&format!("CREATE DATABASE {name}"))
            .await
            .expect("creating test database");
        admin.close().await.ok();
        let url = match admin_url.rfind('/') {
            Some(i) => format!("{}/{}", &admin_url[..i], name),
            None => panic!("MON_TEST_PG_URL needs a database path"),
        };
        let db = connect(&url, 5)
            .await
            .expect("connecting to the PostgreSQL test database");
        Some(TestDb {
            engine: Engine::Postgres,
            url,
            db,
            cleanup: Cleanup::PgDatabase { admin_url, name },
        })
    }

    /// The SQLite database and, when available, the PostgreSQL one.
    pub async fn all() -> Vec<TestDb> {
        let mut v = vec![TestDb::sqlite().await];
        v.extend(TestDb::postgres().await);
        v
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        match &self.cleanup {
            Cleanup::File(path) => {
                for suffix in ["", "-wal", "-shm"] {
                    let _ = std::fs::remove_file(format!("{}{}", path.display(), suffix));
                }
            }
            Cleanup::PgDatabase { admin_url, name } => {
                let (admin_url, name) = (admin_url.clone(), name.clone());
                // Dropping runs inside a runtime; do the async clean-up on a thread of its own.
                let _ = std::thread::spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build();
                    if let Ok(rt) = rt {
                        rt.block_on(async {
                            if let Ok(c) = SeaDatabase::connect(admin_url.as_str()).await {
                                let _ = c
                                    .execute_unprepared(&format!(
                                        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                                    ))
                                    .await;
                                let _ = c.close().await;
                            }
                        });
                    }
                })
                .join();
            }
        }
    }
}
