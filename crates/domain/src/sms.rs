//! Text messages as a phone network carries them: which alphabet a text needs, how many parts
//! (segments) it is sent in, and whether it is safe to show on a locked screen.
//!
//! A text written only in the GSM 03.38 alphabet goes as GSM-7: 160 characters in one part, or 153
//! per part of a longer one (each part then carries a header); a character of the alphabet's
//! extension table (`€`, `[`, `{`, …) counts twice, and never splits across two parts. Any other
//! character (every Bangla letter among them) makes the whole text UCS-2: 70 UTF-16 units in one
//! part, or 67 per part, a character outside the Basic Multilingual Plane counting twice and never
//! split either. Gateways bill per part.

/// The alphabet a text message is sent in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// GSM 03.38, seven bits a character.
    Gsm7,
    /// UTF-16, sixteen bits a unit.
    Ucs2,
}

impl Encoding {
    /// The name gateways and the message files use: `GSM-7` or `UCS-2`.
    pub fn as_str(self) -> &'static str {
        match self {
            Encoding::Gsm7 => "GSM-7",
            Encoding::Ucs2 => "UCS-2",
        }
    }

    /// How much fits in a message of one part.
    pub fn single(self) -> usize {
        match self {
            Encoding::Gsm7 => 160,
            Encoding::Ucs2 => 70,
        }
    }

    /// How much fits in each part of a longer message.
    pub fn per_part(self) -> usize {
        match self {
            Encoding::Gsm7 => 153,
            Encoding::Ucs2 => 67,
        }
    }

    /// What `c` takes in this alphabet (septets, or UTF-16 units); `None` when GSM-7 cannot
    /// write it.
    fn cost(self, c: char) -> Option<usize> {
        match self {
            Encoding::Gsm7 if GSM7_BASIC.contains(c) => Some(1),
            Encoding::Gsm7 if GSM7_EXTENSION.contains(c) => Some(2),
            Encoding::Gsm7 => None,
            Encoding::Ucs2 => Some(c.len_utf16()),
        }
    }
}

/// The GSM 03.38 default alphabet (without the escape code, which no text carries).
const GSM7_BASIC: &str = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?\
¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

/// Its extension table: each is the escape code and a second septet.
const GSM7_EXTENSION: &str = "\u{c}^{}\\[~]|€";

/// A text's alphabet, length in that alphabet's units and number of parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segments {
    pub encoding: Encoding,
    /// Septets (GSM-7) or UTF-16 units (UCS-2).
    pub units: usize,
    /// How many parts the message is sent in (an empty text is one).
    pub parts: usize,
}

/// How `text` goes over the network.
pub fn segments(text: &str) -> Segments {
    let encoding = if text.chars().all(|c| Encoding::Gsm7.cost(c).is_some()) {
        Encoding::Gsm7
    } else {
        Encoding::Ucs2
    };
    let costs = || text.chars().filter_map(move |c| encoding.cost(c));
    let units: usize = costs().sum();
    if units <= encoding.single() {
        return Segments {
            encoding,
            units,
            parts: 1,
        };
    }
    // A longer text fills parts in order; a character that does not fit whole starts the next.
    let (mut parts, mut used) = (1, 0);
    for cost in costs() {
        if used + cost > encoding.per_part() {
            parts += 1;
            used = 0;
        }
        used += cost;
    }
    Segments {
        encoding,
        units,
        parts,
    }
}

/// The most parts a message Mon sends may take, in either language.
pub const MAX_PARTS: usize = 2;

/// Word beginnings that tell a reader of a locked screen what the message is about: never in a
/// text message. English ones match a word's start (any case); Bangla ones anywhere in a word.
const TELLING_EN: &[&str] = &["counsel", "therap", "mental", "psycholog", "psychiatr"];
const TELLING_BN: &[&str] = &[
    "কাউন্সেল",
    "কাউন্সিল",
    "থেরাপ",
    "মানসিক",
    "মনোবিজ্ঞান",
    "মনোবিদ",
    "মনোরোগ",
];

/// The first word of `text` that would tell someone glancing at a locked screen that the message
/// is about mental health, if any.
pub fn telling_word(text: &str) -> Option<&str> {
    text.split(|c: char| !c.is_alphanumeric() && !is_bangla_mark(c))
        .filter(|w| !w.is_empty())
        .find(|word| {
            let lower = word.to_lowercase();
            TELLING_EN.iter().any(|stem| lower.starts_with(stem))
                || TELLING_BN.iter().any(|stem| word.contains(stem))
        })
}

/// Bangla's vowel signs and other combining marks are not alphanumeric, yet belong to the word.
fn is_bangla_mark(c: char) -> bool {
    ('\u{0980}'..='\u{09FF}').contains(&c)
}

crate::messages! {
    /// Every text message's text, without the service's name (which [`text_message`] puts before
    /// it unless the person is in discreet mode). A `{name}` is a value [`crate::mail::fill`] puts
    /// in. None may name what a locked screen should not show ([`telling_word`]), and each fits
    /// [`MAX_PARTS`] with the longest values it can carry.
    pub enum TextMsg {
        /// A phone verification code.
        Code => "Your code is {code}. It works for 10 minutes. Never share it with anyone.", "আপনার কোড {code}। এটি ১০ মিনিট কাজ করবে। কাউকে জানাবেন না।";
        /// The decisions on a request.
        Approved => "Your appointment on {when} is confirmed, {how}.{with}", "{when}-এ আপনার অ্যাপয়েন্টমেন্ট নিশ্চিত হয়েছে, {how}।{with}";
        Unapproved => "We cannot keep your appointment request for {when}. Please choose another time in your account.", "{when}-এর অ্যাপয়েন্টমেন্ট রাখা যাচ্ছে না। অ্যাকাউন্টে অন্য সময় বেছে নিন।";
        /// The reminders, 24 hours and 1 hour before an approved session.
        ReminderDay => "Reminder: your appointment is tomorrow, {when}, {how}.{with}", "মনে করিয়ে দিচ্ছি: আগামীকাল, {when}-এ আপনার অ্যাপয়েন্টমেন্ট, {how}।{with}";
        ReminderHour => "Reminder: your appointment is in one hour, {when}, {how}.{with}", "মনে করিয়ে দিচ্ছি: এক ঘণ্টা পরে, {when}-এ আপনার অ্যাপয়েন্টমেন্ট, {how}।{with}";
        /// Who the session is with, when it fits and says nothing it should not.
        With => " With {counsellor}.", " সঙ্গে থাকবেন {counsellor}।";
        /// How the session happens.
        HowVideo => "by video call", "ভিডিও কলে";
        HowPhone => "by phone", "ফোনে";
        HowInPerson => "in person", "সরাসরি";
        HowUntold => "details in your account", "বিস্তারিত অ্যাকাউন্টে";
    }
}

/// What goes before a text message when the person is not in discreet mode.
pub const SERVICE_PREFIX: &str = "Mon: ";

/// The text of `msg` in `lang` filled with `values`: the service's name before it unless
/// `discreet`; the counsellor's name (`{with}`) only when the whole still fits [`MAX_PARTS`] and the
/// name tells nothing a locked screen should not show.
pub fn text_message(
    msg: TextMsg,
    lang: crate::Lang,
    discreet: bool,
    values: &[(&str, &str)],
    counsellor: Option<&str>,
) -> String {
    let compose = |with: &str| {
        let mut all = values.to_vec();
        all.push(("with", with));
        let body = crate::mail::fill(msg.text(lang), &all);
        if discreet {
            body
        } else {
            format!("{SERVICE_PREFIX}{body}")
        }
    };
    if let Some(name) = counsellor.filter(|n| telling_word(n).is_none()) {
        let with = crate::mail::fill(TextMsg::With.text(lang), &[("counsellor", name)]);
        let text = compose(&with);
        if segments(&text).parts <= MAX_PARTS {
            return text;
        }
    }
    compose("")
}

/// A stored contact number (`01XXXXXXXXX`, see [`crate::user::ContactNumber`]) in the international
/// form gateways take: `+8801XXXXXXXXX`. `None` for anything that is not an 11-digit local mobile.
pub fn e164(local: &str) -> Option<String> {
    let digits = local.strip_prefix('0')?;
    (local.len() == 11 && digits.starts_with('1') && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| format!("+880{digits}"))
}

/// A number as an admin's page or an export shows it: the country code and the last three digits,
/// the rest as dots (`+880•••••••678`).
pub fn masked(number: &str) -> String {
    let digits: Vec<char> = number.chars().filter(char::is_ascii_digit).collect();
    let (head, rest) = if number.starts_with("+880") && digits.len() > 3 {
        ("+880", &digits[3..])
    } else {
        ("", &digits[..])
    };
    let shown = rest.len().min(3);
    let hidden = rest.len() - shown;
    let tail: String = rest[hidden..].iter().collect();
    format!("{head}{}{tail}", "•".repeat(hidden))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The longest `when` of a year in `lang`, as the care texts write it.
    fn longest_when(lang: crate::Lang) -> String {
        let first = chrono::NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
        (0..365)
            .map(|d| crate::bangla::when(first + chrono::Duration::days(d), "12:30 PM", lang))
            .max_by_key(|w| segments(w).units)
            .unwrap()
    }

    #[test]
    fn every_text_fits_two_parts_with_its_longest_values_and_tells_nothing_in_either_language() {
        let hows = [
            TextMsg::HowVideo,
            TextMsg::HowPhone,
            TextMsg::HowInPerson,
            TextMsg::HowUntold,
        ];
        let long_name = "ক".repeat(100);
        for m in TextMsg::ALL {
            assert_eq!(
                crate::mail::marks(m.en()),
                crate::mail::marks(m.bn()),
                "{m:?}"
            );
        }
        for lang in [crate::Lang::En, crate::Lang::Bn] {
            let when = longest_when(lang);
            let how = hows
                .iter()
                .map(|h| h.text(lang))
                .max_by_key(|h| h.len())
                .unwrap();
            for m in [
                TextMsg::Code,
                TextMsg::Approved,
                TextMsg::Unapproved,
                TextMsg::ReminderDay,
                TextMsg::ReminderHour,
            ] {
                for (discreet, counsellor) in [
                    (false, None),
                    (true, None),
                    (false, Some(long_name.as_str())),
                    (false, Some("Rahim Uddin")),
                ] {
                    let values = [("code", "000000"), ("when", when.as_str()), ("how", how)];
                    let text = text_message(m, lang, discreet, &values, counsellor);
                    assert!(!text.contains('{'), "{m:?}: a mark without a value: {text}");
                    assert!(
                        segments(&text).parts <= MAX_PARTS,
                        "{m:?} in {lang:?}: {text}"
                    );
                    assert_eq!(telling_word(&text), None, "{m:?}: {text}");
                    assert_eq!(text.starts_with(SERVICE_PREFIX), !discreet);
                }
            }
        }
    }

    #[test]
    fn the_counsellor_is_named_when_it_fits_and_tells_nothing() {
        let values = [
            ("when", "Monday, 7 December 2026 at 10:30 AM"),
            ("how", "by phone"),
        ];
        let named = text_message(
            TextMsg::ReminderDay,
            crate::Lang::En,
            false,
            &values,
            Some("Rahim Uddin"),
        );
        assert_eq!(
            named,
            "Mon: Reminder: your appointment is tomorrow, Monday, 7 December 2026 at 10:30 AM, by phone. With Rahim Uddin."
        );
        let telling = text_message(
            TextMsg::ReminderDay,
            crate::Lang::En,
            true,
            &values,
            Some("Rahim Uddin, Psychologist"),
        );
        assert_eq!(
            telling,
            "Reminder: your appointment is tomorrow, Monday, 7 December 2026 at 10:30 AM, by phone."
        );
        let long = "ক".repeat(100);
        let bn = text_message(
            TextMsg::Approved,
            crate::Lang::Bn,
            false,
            &values,
            Some(&long),
        );
        assert!(
            !bn.contains(&long),
            "a name that would need a third part is left out"
        );
    }

    #[test]
    fn a_local_mobile_number_becomes_international_and_is_masked_to_its_last_three_digits() {
        assert_eq!(e164("01812345678").as_deref(), Some("+8801812345678"));
        assert_eq!(e164("0181234567"), None);
        assert_eq!(e164("+8801812345678"), None);
        assert_eq!(e164("02812345678"), None);
        assert_eq!(masked("+8801812345678"), "+880•••••••678");
        assert_eq!(masked("01812345678"), "••••••••678");
        assert_eq!(masked("12"), "12");
    }

    fn repeat(n: usize, c: char) -> String {
        std::iter::repeat_n(c, n).collect()
    }

    #[test]
    fn a_text_is_counted_in_its_alphabet_and_split_into_parts_as_networks_do() {
        let cases: &[(&str, String, Encoding, usize, usize)] = &[
            ("empty", String::new(), Encoding::Gsm7, 0, 1),
            ("160 plain", repeat(160, 'a'), Encoding::Gsm7, 160, 1),
            ("161 plain", repeat(161, 'a'), Encoding::Gsm7, 161, 2),
            (
                "306 plain: two full parts",
                repeat(306, 'a'),
                Encoding::Gsm7,
                306,
                2,
            ),
            ("307 plain", repeat(307, 'a'), Encoding::Gsm7, 307, 3),
            (
                "80 euro signs: 160 septets",
                repeat(80, '€'),
                Encoding::Gsm7,
                160,
                1,
            ),
            ("81 euro signs", repeat(81, '€'), Encoding::Gsm7, 162, 2),
            (
                "an extension character is not split: 306 septets, yet three parts",
                format!("{}€{}", repeat(152, 'a'), repeat(152, 'a')),
                Encoding::Gsm7,
                306,
                3,
            ),
            (
                "û is not in the GSM alphabet: all of it is UCS-2",
                "Ça coûte 5€? ".into(),
                Encoding::Ucs2,
                13,
                1,
            ),
            (
                "the GSM alphabet's own accents",
                "Åse får Ñ ü à é".into(),
                Encoding::Gsm7,
                15,
                1,
            ),
            ("70 Bangla letters", repeat(70, 'ক'), Encoding::Ucs2, 70, 1),
            ("71 Bangla letters", repeat(71, 'ক'), Encoding::Ucs2, 71, 2),
            (
                "134 UCS-2 units: two full parts",
                repeat(134, 'ক'),
                Encoding::Ucs2,
                134,
                2,
            ),
            ("135 UCS-2 units", repeat(135, 'ক'), Encoding::Ucs2, 135, 3),
            (
                "an emoji is two units and not split: 134 units, yet three parts",
                format!("{}🙂{}", repeat(66, 'ক'), repeat(66, 'ক')),
                Encoding::Ucs2,
                134,
                3,
            ),
            (
                "one Bangla digit makes it UCS-2",
                "Code ১২৩".into(),
                Encoding::Ucs2,
                8,
                1,
            ),
        ];
        for (name, text, encoding, units, parts) in cases {
            assert_eq!(
                segments(text),
                Segments {
                    encoding: *encoding,
                    units: *units,
                    parts: *parts
                },
                "{name}"
            );
        }
        assert_eq!(Encoding::Gsm7.as_str(), "GSM-7");
        assert_eq!(Encoding::Ucs2.as_str(), "UCS-2");
    }

    #[test]
    fn words_that_tell_a_locked_screen_too_much_are_found_in_both_languages() {
        let telling = [
            ("Your counselling session is at 10:00", "counselling"),
            ("COUNSELOR Rahman", "COUNSELOR"),
            ("therapy today", "therapy"),
            ("Mental-health check", "Mental"),
            ("a psychologist will call", "psychologist"),
            ("আপনার কাউন্সেলিং সেশন", "কাউন্সেলিং"),
            ("মানসিক স্বাস্থ্য", "মানসিক"),
            ("থেরাপি আজ", "থেরাপি"),
            ("মনোবিজ্ঞানী ফোন করবেন", "মনোবিজ্ঞানী"),
        ];
        for (text, word) in telling {
            assert_eq!(telling_word(text), Some(word), "{text}");
        }
        for text in [
            "Your appointment with Nusrat Jahan is on 2 Dec at 10:00 AM.",
            "A fundamental, sentimental note",
            "Mon: code 482913. It expires in 10 minutes.",
            "২ ডিসেম্বর সকাল ১০টায় নুসরাত জাহানের সঙ্গে আপনার সাক্ষাৎ।",
        ] {
            assert_eq!(telling_word(text), None, "{text}");
        }
    }
}
