//! Texts a person can read, in English and Bangla, and the language they are read in.
//!
//! Each area keeps its own catalogue (`user::AccountMsg`, later content and care);
//! this module holds the macro that makes one and the few texts every area shares.
//! English texts are the product specification's exact wording where it gives one.

use std::fmt;

/// A language the product speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Bn,
}

impl Lang {
    /// Picks a language from an `Accept-Language` header value: Bangla when `bn`
    /// comes before any English range, English otherwise.
    pub fn from_accept_language(header: &str) -> Lang {
        for part in header.split(',') {
            let tag = part
                .split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase();
            if tag == "bn" || tag.starts_with("bn-") {
                return Lang::Bn;
            }
            if tag == "en" || tag.starts_with("en-") {
                return Lang::En;
            }
        }
        Lang::En
    }

    /// The BCP 47 tag (`en`, `bn`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Bn => "bn",
        }
    }
}

/// One message of any area's catalogue: a stable identity and its wording per language.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Message {
    /// `Catalogue::Variant`, stable across wording changes.
    pub id: &'static str,
    pub en: &'static str,
    pub bn: &'static str,
}

impl Message {
    pub fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Bn => self.bn,
        }
    }
}

impl fmt::Debug for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}

/// Declares a catalogue: an enum of messages, each with its English and Bangla text.
///
/// ```
/// mon_domain::messages! {
///     /// Texts of an example area.
///     pub enum ExampleMsg {
///         Hello => "Hello", "হ্যালো";
///     }
/// }
/// assert_eq!(ExampleMsg::Hello.text(mon_domain::Lang::Bn), "হ্যালো");
/// ```
#[macro_export]
macro_rules! messages {
    ($(#[$meta:meta])* $vis:vis enum $Enum:ident { $($(#[$vmeta:meta])* $name:ident => $en:literal, $bn:literal;)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $Enum { $($(#[$vmeta])* $name),* }

        impl $Enum {
            /// Every message of this catalogue, for catalogue checks.
            pub const ALL: &'static [$Enum] = &[$($Enum::$name),*];

            pub const fn message(self) -> $crate::Message {
                match self {
                    $($Enum::$name => $crate::Message { id: concat!(stringify!($Enum), "::", stringify!($name)), en: $en, bn: $bn }),*
                }
            }

            pub fn text(self, lang: $crate::Lang) -> &'static str {
                self.message().text(lang)
            }

            pub fn en(self) -> &'static str {
                self.message().en
            }

            pub fn bn(self) -> &'static str {
                self.message().bn
            }
        }

        impl From<$Enum> for $crate::Message {
            fn from(m: $Enum) -> Self {
                m.message()
            }
        }

        impl PartialEq<$Enum> for $crate::Message {
            fn eq(&self, other: &$Enum) -> bool {
                *self == other.message()
            }
        }
    };
}

messages! {
    /// Texts every area may answer with.
    pub enum CommonMsg {
        ValidationFailed => "Please correct the highlighted fields.", "চিহ্নিত ঘরগুলো ঠিক করে আবার চেষ্টা করুন।";
        Unauthorized => "Please log in to continue.", "চালিয়ে যেতে লগ ইন করুন।";
        Forbidden => "You do not have permission to do this.", "এই কাজটি করার অনুমতি আপনার নেই।";
        NotFound => "The requested resource was not found.", "যা খুঁজছেন তা পাওয়া যায়নি।";
        TooManyRequests => "Too many attempts. Please wait a little and try again.", "অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।";
        Internal => "Something went wrong on our side. Please try again.", "আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।";
        Unavailable => "The service is not ready. Please try again shortly.", "সার্ভিসটি এখনো প্রস্তুত নয়। একটু পরে আবার চেষ্টা করুন।";
        QueryControlCharacters => "A search or filter cannot contain control characters.", "খোঁজা বা বাছাইয়ের লেখায় নিয়ন্ত্রণ-অক্ষর থাকতে পারে না।";
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_first_known_language() {
        assert_eq!(
            Lang::from_accept_language("bn-BD,bn;q=0.9,en;q=0.8"),
            Lang::Bn
        );
        assert_eq!(Lang::from_accept_language("en-US,bn;q=0.5"), Lang::En);
        assert_eq!(Lang::from_accept_language("fr, bn"), Lang::Bn);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
        assert_eq!(Lang::from_accept_language("de"), Lang::En);
    }

    #[test]
    fn a_message_knows_its_identity_and_both_wordings() {
        let m = CommonMsg::NotFound.message();
        assert_eq!(m.id, "CommonMsg::NotFound");
        assert_eq!(m.text(Lang::En), "The requested resource was not found.");
        assert_eq!(m.text(Lang::Bn), CommonMsg::NotFound.bn());
        assert_eq!(m, CommonMsg::NotFound);
    }
}
