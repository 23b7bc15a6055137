//! Helplines: data, not code. Each has English and Bangla texts, an order and
//! a hidden flag; people read them in their language, in the admin's order.

use chrono::NaiveDate;

use super::SafetyMsg;
use crate::{Bilingual, FieldErrors, Lang};

/// A helpline as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Helpline {
    pub id: i64,
    pub draft: HelplineDraft,
}

/// Everything an admin writes about a helpline, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelplineDraft {
    pub name: Bilingual,
    pub phone: String,
    pub hours: Bilingual,
    pub languages: Bilingual,
    pub description: Bilingual,
    pub verified_on: NaiveDate,
    pub position: i32,
    pub hidden: bool,
}

/// A helpline as sent by an admin.
#[derive(Debug, Clone, Default)]
pub struct HelplineInput {
    pub name: Bilingual,
    pub phone: String,
    pub hours: Bilingual,
    pub languages: Bilingual,
    pub description: Bilingual,
    pub verified_on: String,
    pub position: i32,
    pub hidden: bool,
}

/// One helpline in one language, as a visitor reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalHelpline {
    pub id: i64,
    pub name: String,
    pub phone: String,
    pub hours: String,
    pub languages: String,
    pub description: String,
    pub verified_on: NaiveDate,
}

const SHORT_MAX: usize = 100;
const DESCRIPTION_MAX: usize = 500;

/// A phone number as people dial it: digits, spaces, dashes, a leading `+`; 3 to 20 characters with at least 3 digits.
pub(crate) fn valid_phone(s: &str) -> bool {
    let len = s.chars().count();
    let digits = s.chars().filter(char::is_ascii_digit).count();
    (3..=20).contains(&len)
        && digits >= 3
        && s.chars()
            .enumerate()
            .all(|(i, c)| c.is_ascii_digit() || c == ' ' || c == '-' || (c == '+' && i == 0))
}

impl HelplineDraft {
    /// Checks every field; `today` bounds the verification date. A text's errors name its field in
    /// each language (`name_en`, `name_bn`, …).
    pub fn parse(input: &HelplineInput, today: NaiveDate) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let line = |s: &String| crate::content::one_line(s);
        let name = input.name.as_ref().map(line);
        for (lang, text) in name.each() {
            let field = *crate::bilingual_fields!("name").get(lang);
            if text.is_empty() {
                e.add(field, SafetyMsg::HelplineNameRequired);
            } else if text.chars().count() > SHORT_MAX {
                e.add(field, SafetyMsg::HelplineNameTooLong);
            }
        }
        let phone = crate::content::one_line(&input.phone);
        if phone.is_empty() {
            e.add("phone", SafetyMsg::HelplinePhoneRequired);
        } else if !valid_phone(&phone) {
            e.add("phone", SafetyMsg::HelplinePhoneInvalid);
        }
        let hours = input.hours.as_ref().map(line);
        let languages = input.languages.as_ref().map(line);
        let description = input.description.as_ref().map(|t| t.trim().to_owned());
        for (fields, text, max, msg) in [
            (
                crate::bilingual_fields!("hours"),
                &hours,
                SHORT_MAX,
                SafetyMsg::HelplineTextTooLong,
            ),
            (
                crate::bilingual_fields!("languages"),
                &languages,
                SHORT_MAX,
                SafetyMsg::HelplineTextTooLong,
            ),
            (
                crate::bilingual_fields!("description"),
                &description,
                DESCRIPTION_MAX,
                SafetyMsg::HelplineDescriptionTooLong,
            ),
        ] {
            for (lang, text) in text.each() {
                if text.chars().count() > max {
                    e.add(fields.get(lang), msg);
                }
            }
        }
        let verified_on = match NaiveDate::parse_from_str(input.verified_on.trim(), "%Y-%m-%d") {
            Ok(d) if d <= today && input.verified_on.trim().len() == 10 => Some(d),
            _ => {
                e.add("verified_on", SafetyMsg::HelplineVerifiedInvalid);
                None
            }
        };
        match verified_on {
            Some(verified_on) if e.is_empty() => Ok(HelplineDraft {
                name,
                phone,
                hours,
                languages,
                description,
                verified_on,
                position: input.position,
                hidden: input.hidden,
            }),
            _ => Err(e),
        }
    }
}

impl Helpline {
    /// This helpline in `lang`; an empty Bangla text falls back to the English one.
    pub fn local(&self, lang: Lang) -> LocalHelpline {
        let d = &self.draft;
        LocalHelpline {
            id: self.id,
            name: d.name.shown(lang).to_owned(),
            phone: d.phone.clone(),
            hours: d.hours.shown(lang).to_owned(),
            languages: d.languages.shown(lang).to_owned(),
            description: d.description.shown(lang).to_owned(),
            verified_on: d.verified_on,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// The cases the admins' helpline form is tested against too
    /// (frontend/src/features/safety-admin/__tests__/validation.test.ts).
    const CASES: &str = include_str!("helpline-cases.json");

    #[derive(serde::Deserialize)]
    struct Case {
        about: String,
        input: BTreeMap<String, String>,
        today: NaiveDate,
        errors: BTreeMap<String, Vec<String>>,
    }

    #[test]
    fn every_shared_case_breaks_exactly_the_rules_it_names() {
        let cases: Vec<Case> = serde_json::from_str(CASES).unwrap();
        assert!(cases.len() >= 15);
        for case in cases {
            let field = |name: &str| case.input.get(name).cloned().unwrap_or_default();
            let both = |name: &str| {
                Bilingual::new(field(&format!("{name}_en")), field(&format!("{name}_bn")))
            };
            let input = HelplineInput {
                name: both("name"),
                phone: field("phone"),
                hours: both("hours"),
                languages: both("languages"),
                description: both("description"),
                verified_on: field("verified_on"),
                ..HelplineInput::default()
            };
            let errors: BTreeMap<String, Vec<String>> =
                match HelplineDraft::parse(&input, case.today) {
                    Ok(_) => BTreeMap::new(),
                    Err(e) => e
                        .iter()
                        .map(|(f, msgs)| {
                            (f.to_owned(), msgs.iter().map(|m| m.en.to_owned()).collect())
                        })
                        .collect(),
                };
            assert_eq!(errors, case.errors, "{}", case.about);
        }
    }

    fn input() -> HelplineInput {
        HelplineInput {
            name: Bilingual::new("National Emergency Service", "জাতীয় জরুরি সেবা"),
            phone: "999".into(),
            hours: Bilingual::new("24 hours", ""),
            verified_on: "2024-09-30".into(),
            ..HelplineInput::default()
        }
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
    }

    #[test]
    fn a_helpline_needs_names_in_both_languages_a_dialable_number_and_a_past_verification_date() {
        let d = HelplineDraft::parse(&input(), today()).unwrap();
        assert_eq!(
            (d.phone.as_str(), d.verified_on),
            ("999", NaiveDate::from_ymd_opt(2024, 9, 30).unwrap())
        );
        let bad = HelplineInput {
            name: Bilingual::new("National Emergency Service", " "),
            phone: "call us".into(),
            verified_on: "2027-01-01".into(),
            description: Bilingual::new("x".repeat(501), String::new()),
            ..input()
        };
        let e = HelplineDraft::parse(&bad, today()).unwrap_err();
        assert_eq!(
            e.get("name_bn"),
            Some(&[SafetyMsg::HelplineNameRequired.message()][..])
        );
        assert_eq!(
            e.get("phone"),
            Some(&[SafetyMsg::HelplinePhoneInvalid.message()][..])
        );
        assert_eq!(
            e.get("verified_on"),
            Some(&[SafetyMsg::HelplineVerifiedInvalid.message()][..])
        );
        assert_eq!(
            e.get("description_en"),
            Some(&[SafetyMsg::HelplineDescriptionTooLong.message()][..])
        );
        for ok in ["999", "109", "+880 9643-262626", "09643262626"] {
            assert!(valid_phone(ok), "{ok}");
        }
        for bad in ["12", "+", "99 9+", "phone", "1234567890123456789012"] {
            assert!(!valid_phone(bad), "{bad}");
        }
    }

    #[test]
    fn a_visitor_reads_a_helpline_in_their_language_with_english_where_bangla_is_missing() {
        let h = Helpline {
            id: 1,
            draft: HelplineDraft::parse(&input(), today()).unwrap(),
        };
        assert_eq!(h.local(Lang::Bn).name, "জাতীয় জরুরি সেবা");
        assert_eq!(
            h.local(Lang::Bn).hours,
            "24 hours",
            "no Bangla hours: the English ones"
        );
        assert_eq!(h.local(Lang::En).name, "National Emergency Service");
    }
}
