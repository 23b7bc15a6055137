//! Substring search with LIKE.

use sea_orm::sea_query::LikeExpr;

/// `%text%` for LIKE, with the wildcard characters of `text` escaped.
pub fn contains_pattern(text: &str) -> LikeExpr {
    let mut p = String::with_capacity(text.len() + 2);
    p.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p.push('%');
    LikeExpr::new(p).escape('\\')
}
