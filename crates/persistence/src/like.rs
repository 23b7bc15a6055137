//! Substring search with LIKE.

use sea_orm::DbBackend;
use sea_orm::sea_query::{Condition, Expr, ExprTrait, LikeExpr};

/// `%text%` for LIKE, with the wildcard characters of `text` escaped.
pub fn contains_pattern(text: &str) -> LikeExpr {
    pattern("%", text, "%")
}

/// `<text>|%` for LIKE: every network's failed-login record of a login name (`username:<name>` or `email:<name>`).
pub fn login_name_pattern(text: &str) -> LikeExpr {
    pattern("", text, "|%")
}

fn pattern(before: &str, text: &str, after: &str) -> LikeExpr {
    let mut p = String::with_capacity(text.len() + before.len() + after.len());
    p.push_str(before);
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p.push_str(after);
    LikeExpr::new(p).escape('\\')
}

/// Rows of `table` whose folded text holds `lower`. From 3 characters the
/// index answers: a trigram GIN index over `indexed` on PostgreSQL, the FTS5
/// trigram table `<table>_search` on SQLite (migrations 9 and 17). Shorter text
/// is few enough characters that `scan`, a LIKE over the same columns, is the
/// honest way.
pub fn contains(
    backend: DbBackend,
    table: &str,
    indexed: &str,
    lower: &str,
    scan: impl FnOnce(LikeExpr) -> Condition,
) -> Condition {
    if lower.chars().count() < 3 {
        return scan(contains_pattern(lower));
    }
    match backend {
        DbBackend::Postgres => {
            Condition::all().add(Expr::cust(indexed.to_owned()).like(contains_pattern(lower)))
        }
        _ => {
            // An FTS5 phrase: double quotes inside are doubled; the trigram tokenizer matches it as a substring.
            let phrase = format!("\"{}\"", lower.replace('"', "\"\""));
            Condition::all().add(Expr::cust_with_values(
                format!("\"{table}\".\"id\" IN (SELECT rowid FROM {table}_search WHERE {table}_search MATCH ?)"),
                [phrase],
            ))
        }
    }
}
