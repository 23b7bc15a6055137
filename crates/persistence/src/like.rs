//! Substring search with LIKE.

use sea_orm::sea_query::LikeExpr;

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
