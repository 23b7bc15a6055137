//! A person's data: every table that holds a person, what `POST /me/export` calls it and what an
//! erasure does to it. The export and the erasure both walk [`PERSONAL_DATA`], and a test reads the
//! live schema on both engines and fails when a table with a person's id, address, number or login is
//! missing here. A new table that holds a person is one line here (and, when it is exported, its
//! rows' shape in the export adapter).
//!
//! Search indexes built from a table (SQLite's `users_search`, PostgreSQL's trigram indexes) are not
//! tables of their own: they follow their table's rows, and an erasure merges them (`scrub`).

/// One table that holds a person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PersonalTable {
    /// The table's name in the database.
    pub table: &'static str,
    /// Its columns that name or point at a person: an id, an address, a number, a name, a login.
    pub person_columns: &'static [&'static str],
    pub export: Export,
    pub erase: Erase,
}

/// What the person's export holds of a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Export {
    /// The part of the export with this name: the person's rows.
    As(&'static str),
    /// Nothing, and why.
    Not(&'static str),
}

/// What erasing the person does to a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Erase {
    /// Every row whose `by` column holds the person's id is deleted.
    Delete { by: &'static str },
    /// Every row whose `by` column holds the person's id stays, with `empty` set to '' and `null`
    /// to NULL.
    Blank {
        by: &'static str,
        empty: &'static [&'static str],
        null: &'static [&'static str],
    },
    /// The erasure adapter's own code for this table does what the text says.
    Own(&'static str),
    /// The erasure use case clears it through another port, as the text says.
    ThroughPort(&'static str),
    /// Kept as it is, and why.
    Keep(&'static str),
}

/// Every table that holds a person, in the order of the export.
pub const PERSONAL_DATA: &[PersonalTable] = &[
    PersonalTable {
        table: "users",
        person_columns: &[
            "id",
            "username",
            "username_lower",
            "email",
            "email_lower",
            "contact_number",
            "nid",
        ],
        export: Export::As("account"),
        erase: Erase::Own(
            "the account stays as a row that names nobody: username and e-mail become a placeholder (free to \
             register again), no password hash, no contact number, NID or own counsellor, role ERASED, inactive, its tokens revoked",
        ),
    },
    PersonalTable {
        table: "appointments",
        person_columns: &["user_id", "name", "email", "phone"],
        export: Export::As("appointments"),
        erase: Erase::Blank {
            by: "user_id",
            empty: &["name", "email", "phone"],
            // What stays is the date, time, status and counsellor: nothing of how the session went.
            null: &["session_mode", "session_detail", "reason", "attendance"],
        },
    },
    PersonalTable {
        table: "self_care_answers",
        person_columns: &["user_id"],
        export: Export::As("self_care_answers"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "self_care_submissions",
        person_columns: &["user_id"],
        export: Export::As("self_care_days"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "check_ins",
        person_columns: &["user_id"],
        export: Export::As("check_ins"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "safety_plans",
        person_columns: &["user_id"],
        export: Export::As("safety_plan"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "saved_courses",
        person_columns: &["user_id"],
        export: Export::As("saved_courses"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "consents",
        person_columns: &["user_id"],
        export: Export::As("consents"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "access_log",
        person_columns: &["subscriber_id", "admin_id"],
        export: Export::As("access_log"),
        // An erased admin's reads stay in the readers' logs: the id names nobody once the account is erased.
        erase: Erase::Delete {
            by: "subscriber_id",
        },
    },
    PersonalTable {
        table: "outbox",
        person_columns: &["recipient", "subject_user_id"],
        export: Export::As("pending_mail"),
        erase: Erase::Own(
            "owed mail and text messages to the person's address, about their account (`subject_user_id`) or \
             about one of their appointments are deleted; nobody else's",
        ),
    },
    PersonalTable {
        table: "counsellors",
        person_columns: &["user_id", "name_en", "name_bn", "registration_no", "photo"],
        export: Export::As("counsellor_profile"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "counsellor_hours",
        person_columns: &["user_id"],
        export: Export::As("counsellor_hours"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "counsellor_time_off",
        person_columns: &["user_id", "reason"],
        export: Export::As("counsellor_time_off"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "session_notes",
        person_columns: &["author_id"],
        export: Export::Not(
            "a counsellor's working notes about a session, sealed and readable by their author alone: neither \
             the client's export nor the counsellor's holds their text",
        ),
        erase: Erase::Own(
            "the notes about the person's sessions (as the client) are deleted; notes the person wrote as a \
             counsellor stay sealed, readable by nobody, until an admin hands them to another counsellor",
        ),
    },
    PersonalTable {
        table: "user_keys",
        person_columns: &["user_id"],
        export: Export::Not("only a hash of a single-use link"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "text_messages",
        person_columns: &["user_id", "number"],
        export: Export::As("text_messages"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "phone_codes",
        person_columns: &["user_id", "number"],
        export: Export::Not("only a hash of a code that works for ten minutes"),
        erase: Erase::Delete { by: "user_id" },
    },
    PersonalTable {
        table: "mail_cooldowns",
        person_columns: &["recipient"],
        export: Export::Not("only when mail or a code was last sent, to stop floods"),
        erase: Erase::Own(
            "the counts kept for the person's address, for the codes sent to their number and for the admins' \
             notices about them are deleted",
        ),
    },
    PersonalTable {
        table: "login_attempts",
        person_columns: &["login"],
        export: Export::Not("only a count of wrong passwords"),
        erase: Erase::ThroughPort(
            "the counts of wrong passwords kept for the account (`account:{id}`) and for its username and e-mail \
             on every network are cleared (`LoginAttemptStore`, after the erasure)",
        ),
    },
];

/// Tables whose columns look like a person's but hold none, and why.
pub const NOT_PERSONAL: &[(&str, &str)] = &[
    ("helplines", "a service's public number"),
    ("closures", "days the whole service is closed"),
];

/// The registry's entry for `table`.
pub fn personal_table(table: &str) -> Option<&'static PersonalTable> {
    PERSONAL_DATA.iter().find(|t| t.table == table)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_table_is_named_once_and_each_export_part_once() {
        let mut tables: Vec<_> = PERSONAL_DATA.iter().map(|t| t.table).collect();
        tables.extend(NOT_PERSONAL.iter().map(|(t, _)| *t));
        let all = tables.len();
        tables.sort_unstable();
        tables.dedup();
        assert_eq!(tables.len(), all, "a table is listed twice");
        let mut parts: Vec<_> = PERSONAL_DATA
            .iter()
            .filter_map(|t| match t.export {
                Export::As(name) => Some(name),
                Export::Not(_) => None,
            })
            .collect();
        let exported = parts.len();
        parts.sort_unstable();
        parts.dedup();
        assert_eq!(
            parts.len(),
            exported,
            "two tables share an export part's name"
        );
    }

    #[test]
    fn a_deleted_or_blanked_table_is_found_by_one_of_its_person_columns() {
        for t in PERSONAL_DATA {
            let by = match t.erase {
                Erase::Delete { by } | Erase::Blank { by, .. } => by,
                Erase::Own(_) | Erase::ThroughPort(_) | Erase::Keep(_) => continue,
            };
            assert!(t.person_columns.contains(&by), "{}: {by}", t.table);
        }
    }
}
