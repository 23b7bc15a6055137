//! Helplines: data, not code. Each has English and Bangla texts, an order and
//! a hidden flag; people read them in their language, in the admin's order.

use chrono::NaiveDate;

use super::SafetyMsg;
use crate::{FieldErrors, Lang};

/// A helpline as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Helpline {
    pub id: i64,
    pub draft: HelplineDraft,
}

/// Everything an admin writes about a helpline, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelplineDraft {
    pub name_en: String,
    pub name_bn: String,
    pub phone: String,
    pub hours_en: String,
    pub hours_bn: String,
    pub languages_en: String,
    pub languages_bn: String,
    pub description_en: String,
    pub description_bn: String,
    pub verified_on: NaiveDate,
    pub position: i32,
    pub hidden: bool,
}

/// A helpline as sent by an admin.
#[derive(Debug, Clone, Default)]
pub struct HelplineInput {
    pub name_en: String,
    pub name_bn: String,
    pub phone: String,
    pub hours_en: String,
    pub hours_bn: String,
    pub languages_en: String,
    pub languages_bn: String,
    pub description_en: String,
    pub description_bn: String,
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
    /// Checks every field; `today` bounds the verification date.
    pub fn parse(input: &HelplineInput, today: NaiveDate) -> Result<Self, FieldErrors> {
        let mut e = FieldErrors::new();
        let line = |s: &str| crate::content::one_line(s);
        let (name_en, name_bn) = (line(&input.name_en), line(&input.name_bn));
        for (field, name) in [("name_en", &name_en), ("name_bn", &name_bn)] {
            if name.is_empty() {
                e.add(field, SafetyMsg::HelplineNameRequired);
            } else if name.chars().count() > SHORT_MAX {
                e.add(field, SafetyMsg::HelplineNameTooLong);
            }
        }
        let phone = line(&input.phone);
        if phone.is_empty() {
            e.add("phone", SafetyMsg::HelplinePhoneRequired);
        } else if !valid_phone(&phone) {
            e.add("phone", SafetyMsg::HelplinePhoneInvalid);
        }
        let short = [
            ("hours_en", line(&input.hours_en)),
            ("hours_bn", line(&input.hours_bn)),
            ("languages_en", line(&input.languages_en)),
            ("languages_bn", line(&input.languages_bn)),
        ];
        for (field, text) in &short {
            if text.chars().count() > SHORT_MAX {
                e.add(field, SafetyMsg::HelplineTextTooLong);
            }
        }
        let (description_en, description_bn) = (
            input.description_en.trim().to_owned(),
            input.description_bn.trim().to_owned(),
        );
        for (field, text) in [
            ("description_en", &description_en),
            ("description_bn", &description_bn),
        ] {
            if text.chars().count() > DESCRIPTION_MAX {
                e.add(field, SafetyMsg::HelplineDescriptionTooLong);
            }
        }
        let verified_on = match NaiveDate::parse_from_str(input.verified_on.trim(), "%Y-%m-%d") {
            Ok(d) if d <= today && input.verified_on.trim().len() == 10 => Some(d),
            _ => {
                e.add("verified_on", SafetyMsg::HelplineVerifiedInvalid);
                None
            }
        };
        let [
            (_, hours_en),
            (_, hours_bn),
            (_, languages_en),
            (_, languages_bn),
        ] = short;
        match verified_on {
            Some(verified_on) if e.is_empty() => Ok(HelplineDraft {
                name_en,
                name_bn,
                phone,
                hours_en,
                hours_bn,
                languages_en,
                languages_bn,
                description_en,
                description_bn,
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
        let pick = |en: &str, bn: &str| {
            if lang == Lang::Bn && !bn.is_empty() {
                bn.to_owned()
            } else {
                en.to_owned()
            }
        };
        LocalHelpline {
            id: self.id,
            name: pick(&d.name_en, &d.name_bn),
            phone: d.phone.clone(),
            hours: pick(&d.hours_en, &d.hours_bn),
            languages: pick(&d.languages_en, &d.languages_bn),
            description: pick(&d.description_en, &d.description_bn),
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
            let input = HelplineInput {
                name_en: field("name_en"),
                name_bn: field("name_bn"),
                phone: field("phone"),
                hours_en: field("hours_en"),
                hours_bn: field("hours_bn"),
                languages_en: field("languages_en"),
                languages_bn: field("languages_bn"),
                description_en: field("description_en"),
                description_bn: field("description_bn"),
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
            name_en: "National Emergency Service".into(),
            name_bn: "জাতীয় জরুরি সেবা".into(),
            phone: "999".into(),
            hours_en: "24 hours".into(),
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
            name_bn: " ".into(),
            phone: "call us".into(),
            verified_on: "2027-01-01".into(),
            description_en: "x".repeat(501),
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
