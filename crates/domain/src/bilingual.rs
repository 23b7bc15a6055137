//! A value in both of Mon's languages: one type from the domain to the storage adapters, instead of
//! parallel `_en` and `_bn` fields. The API and the database keep their `name_en`/`name_bn` shape at
//! their edges.

use serde::{Deserialize, Serialize};

use crate::Lang;

/// A value (a text, by default) in English and Bangla.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bilingual<T = String> {
    pub en: T,
    pub bn: T,
}

impl<T> Bilingual<T> {
    pub fn new(en: impl Into<T>, bn: impl Into<T>) -> Self {
        Bilingual {
            en: en.into(),
            bn: bn.into(),
        }
    }

    /// The value in `lang`.
    pub fn get(&self, lang: Lang) -> &T {
        match lang {
            Lang::En => &self.en,
            Lang::Bn => &self.bn,
        }
    }

    /// Both values passed through `f`.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> Bilingual<U> {
        Bilingual {
            en: f(self.en),
            bn: f(self.bn),
        }
    }

    pub fn as_ref(&self) -> Bilingual<&T> {
        Bilingual {
            en: &self.en,
            bn: &self.bn,
        }
    }

    /// Each language with its value, English first.
    pub fn each(&self) -> [(Lang, &T); 2] {
        [(Lang::En, &self.en), (Lang::Bn, &self.bn)]
    }
}

impl<T: AsRef<str>> Bilingual<T> {
    /// The text a reader of `lang` sees: an empty Bangla text falls back to the English one.
    pub fn shown(&self, lang: Lang) -> &str {
        match lang {
            Lang::Bn if !self.bn.as_ref().is_empty() => self.bn.as_ref(),
            _ => self.en.as_ref(),
        }
    }
}

/// The names a bilingual field has at the edges (the API's bodies and errors, the database's
/// columns): `bilingual_fields!("name")` is `name_en` and `name_bn`.
#[macro_export]
macro_rules! bilingual_fields {
    ($name:literal) => {
        $crate::Bilingual::<&'static str> {
            en: concat!($name, "_en"),
            bn: concat!($name, "_bn"),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_sees_their_language_and_english_when_bangla_is_missing() {
        let name = Bilingual::<String>::new("Sleep", "ঘুম");
        assert_eq!(name.shown(Lang::Bn), "ঘুম");
        assert_eq!(name.shown(Lang::En), "Sleep");
        assert_eq!(
            Bilingual::<String>::new("Sleep", "").shown(Lang::Bn),
            "Sleep"
        );
        assert_eq!(name.get(Lang::Bn), "ঘুম");
        assert_eq!(*crate::bilingual_fields!("name").get(Lang::Bn), "name_bn");
        assert_eq!(name.map(|t| t.len()).en, 5);
    }
}
