use chrono::{DateTime, Utc};
use unicode_normalization::UnicodeNormalization;

use super::ContentMsg;

/// A learning-hub category, e.g. `Well_being`, `Adulting_101`, `Anxiety`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Category {
    pub id: i64,
    pub name: CategoryName,
    pub created_at: DateTime<Utc>,
}

/// A category's name: trimmed, NFKC, 1 to 60 characters; unique in any case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryName(String);

impl CategoryName {
    pub const MAX_CHARS: usize = 60;

    pub fn parse(raw: &str) -> Result<Self, Vec<ContentMsg>> {
        let s: String = raw.trim().nfkc().collect();
        if s.is_empty() {
            return Err(vec![ContentMsg::CategoryNameRequired]);
        }
        if s.chars().count() > Self::MAX_CHARS {
            return Err(vec![ContentMsg::CategoryNameTooLong]);
        }
        Ok(Self(s))
    }

    /// A name read back from storage, where it was parsed when written.
    pub fn from_stored(s: String) -> Self {
        Self(s)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The form compared for uniqueness and search.
    pub fn folded(&self) -> String {
        self.0.to_lowercase().nfkc().collect()
    }

    /// How people read it: `Well_being` is shown as "Well being" (spec section 2).
    pub fn display(&self) -> String {
        self.0.replace('_', " ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_required_and_bounded() {
        assert_eq!(
            CategoryName::parse("  Anxiety ").unwrap().as_str(),
            "Anxiety"
        );
        assert_eq!(
            CategoryName::parse("   ").unwrap_err(),
            vec![ContentMsg::CategoryNameRequired]
        );
        assert_eq!(
            CategoryName::parse(&"a".repeat(61)).unwrap_err(),
            vec![ContentMsg::CategoryNameTooLong]
        );
        assert!(
            CategoryName::parse(&"ঘ".repeat(60)).is_ok(),
            "characters, not bytes"
        );
    }

    #[test]
    fn names_compare_in_any_case_and_display_without_underscores() {
        let a = CategoryName::parse("Well_being").unwrap();
        assert_eq!(
            a.folded(),
            CategoryName::parse("WELL_BEING").unwrap().folded()
        );
        assert_eq!(
            a.folded(),
            CategoryName::parse("ＷＥＬＬ_being").unwrap().folded()
        );
        assert_eq!(a.display(), "Well being");
    }
}
