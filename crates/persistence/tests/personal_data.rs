//! The person-data registry against the live schema, on both engines: a table with a column that
//! holds a person's id, address, number or login must be in
//! [`mon_application::privacy::personal_data::PERSONAL_DATA`] (or say in `NOT_PERSONAL` why not),
//! with each such column named; and every table and column the registry names must exist.

use std::collections::BTreeMap;

use mon_application::privacy::personal_data::{NOT_PERSONAL, PERSONAL_DATA, personal_table};
use mon_persistence::testing::{Engine, TestDb};
use sea_orm::{ConnectionTrait, Statement};

/// A column name that says it holds a person.
fn looks_personal(column: &str) -> bool {
    column == "user_id"
        || column.ends_with("_user_id")
        || matches!(
            column,
            "subscriber_id" | "admin_id" | "author_id" | "recipient" | "phone" | "nid" | "login"
        )
        || column.contains("email")
        || column.contains("contact_number")
        || column.starts_with("username")
}

/// Every table's columns, search indexes aside (SQLite's full-text tables and their shadow tables
/// follow the table they index).
async fn schema(db: &TestDb) -> BTreeMap<String, Vec<String>> {
    let sql = match db.engine {
        Engine::Sqlite => {
            "SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p \
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' \
             AND m.sql NOT LIKE 'CREATE VIRTUAL TABLE%' \
             AND NOT EXISTS (SELECT 1 FROM sqlite_master v WHERE v.type = 'table' \
                 AND v.sql LIKE 'CREATE VIRTUAL TABLE%' AND m.name LIKE v.name || '\\_%' ESCAPE '\\')"
        }
        Engine::Postgres => {
            "SELECT table_name::text AS t, column_name::text AS c FROM information_schema.columns \
             WHERE table_schema = 'public'"
        }
    };
    let conn = &db.db.conn;
    let rows = conn
        .query_all_raw(Statement::from_string(conn.get_database_backend(), sql))
        .await
        .expect("reading the schema");
    let mut tables: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for row in rows {
        let table: String = row.try_get("", "t").unwrap();
        let column: String = row.try_get("", "c").unwrap();
        tables.entry(table).or_default().push(column);
    }
    tables
}

#[tokio::test]
async fn every_table_that_holds_a_person_is_in_the_registry() {
    for db in TestDb::all().await {
        let engine = db.engine;
        let tables = schema(&db).await;
        assert!(tables.contains_key("users"), "{engine:?}: no schema read");
        for (table, columns) in &tables {
            let personal: Vec<&String> = columns.iter().filter(|c| looks_personal(c)).collect();
            if personal.is_empty() || NOT_PERSONAL.iter().any(|(t, _)| t == table) {
                continue;
            }
            let entry = personal_table(table).unwrap_or_else(|| {
                panic!(
                    "{engine:?}: table {table} holds a person ({personal:?}) but is not in PERSONAL_DATA \
                     (crates/application/src/privacy/personal_data.rs): say how it is exported and erased"
                )
            });
            for column in personal {
                assert!(
                    entry.person_columns.contains(&column.as_str()),
                    "{engine:?}: {table}.{column} holds a person but is not among the registry's person_columns"
                );
            }
        }
        for entry in PERSONAL_DATA {
            let columns = tables.get(entry.table).unwrap_or_else(|| {
                panic!(
                    "{engine:?}: the registry names {}, which does not exist",
                    entry.table
                )
            });
            for column in entry.person_columns {
                assert!(
                    columns.iter().any(|c| c == column),
                    "{engine:?}: the registry names {}.{column}, which does not exist",
                    entry.table
                );
            }
        }
        for (table, _) in NOT_PERSONAL {
            assert!(
                tables.contains_key(*table),
                "{engine:?}: NOT_PERSONAL names {table}, which does not exist"
            );
        }
    }
}
