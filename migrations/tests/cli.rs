//! The migration CLI (`cargo run -p mon-migrations -- …`) on a fresh SQLite file.

use std::process::Command;

fn cli(db: &std::path::Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_mon-migrations"))
        .args(args)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}?mode=rwc", db.display()),
        )
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{args:?}: {text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

#[test]
fn status_up_and_down_work_on_the_configured_database() {
    let dir = std::env::temp_dir().join(format!("mon-migrations-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("mon.db");
    let _ = std::fs::remove_file(&db);

    assert!(cli(&db, &["status"]).contains("m20261122_000001_create_users'... Pending"));
    cli(&db, &["up"]);
    let status = cli(&db, &["status"]);
    assert!(!status.contains("Pending"), "{status}");
    let down = cli(&db, &["down", "-n", "1"]);
    assert!(down.contains("has been rolled back"), "{down}");
    let status = cli(&db, &["status"]);
    assert_eq!(status.matches("Pending").count(), 1, "{status}");
    std::fs::remove_dir_all(&dir).unwrap();
}
