//! A personal safety plan on the Stanley–Brown model: six sections and the
//! person's reasons for living, each a short list in their own words.

use super::SafetyMsg;
use super::helpline::valid_phone;
use crate::FieldErrors;

/// Entries per section.
pub const PLAN_ITEMS_MAX: usize = 20;
/// Characters per entry.
pub const PLAN_ITEM_MAX_CHARS: usize = 500;

/// Someone to ask for help.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlanContact {
    pub name: String,
    /// Empty when the person gave none.
    pub phone: String,
}

/// The plan. Blank entries are dropped; the order is the person's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SafetyPlan {
    /// 1. Warning signs that a crisis may be coming.
    pub warning_signs: Vec<String>,
    /// 2. Things I can do on my own to take my mind off it.
    pub coping_strategies: Vec<String>,
    /// 3. People and places that distract me.
    pub distractions: Vec<String>,
    /// 4. People I can ask for help.
    pub people: Vec<PlanContact>,
    /// 5. Professionals and services I can contact.
    pub professionals: Vec<String>,
    /// 6. Making my surroundings safe.
    pub environment: Vec<String>,
    /// My reasons for living.
    pub reasons_for_living: Vec<String>,
}

fn entries(field: &'static str, raw: &[String], e: &mut FieldErrors) -> Vec<String> {
    let kept: Vec<String> = raw
        .iter()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    if kept.len() > PLAN_ITEMS_MAX {
        e.add(field, SafetyMsg::PlanTooManyItems);
    }
    if kept.iter().any(|s| s.chars().count() > PLAN_ITEM_MAX_CHARS) {
        e.add(field, SafetyMsg::PlanItemTooLong);
    }
    kept
}

impl SafetyPlan {
    /// Checks every section: at most [`PLAN_ITEMS_MAX`] entries of at most
    /// [`PLAN_ITEM_MAX_CHARS`] characters; each person has a name and, when
    /// given, a dialable number.
    pub fn parse(raw: &SafetyPlan) -> Result<SafetyPlan, FieldErrors> {
        let mut e = FieldErrors::new();
        let warning_signs = entries("warning_signs", &raw.warning_signs, &mut e);
        let coping_strategies = entries("coping_strategies", &raw.coping_strategies, &mut e);
        let distractions = entries("distractions", &raw.distractions, &mut e);
        let people: Vec<PlanContact> = raw
            .people
            .iter()
            // A number typed with Bangla digits (a Bangla keyboard) is kept in ASCII, as the web app sends it.
            .map(|p| PlanContact {
                name: p.name.trim().to_owned(),
                phone: crate::user::ascii_digits(p.phone.trim()),
            })
            .filter(|p| !p.name.is_empty() || !p.phone.is_empty())
            .collect();
        if people.len() > PLAN_ITEMS_MAX {
            e.add("people", SafetyMsg::PlanTooManyItems);
        }
        if people.iter().any(|p| p.name.is_empty()) {
            e.add("people", SafetyMsg::PlanContactNameRequired);
        }
        if people
            .iter()
            .any(|p| p.name.chars().count() > PLAN_ITEM_MAX_CHARS)
        {
            e.add("people", SafetyMsg::PlanItemTooLong);
        }
        if people
            .iter()
            .any(|p| !p.phone.is_empty() && !valid_phone(&p.phone))
        {
            e.add("people", SafetyMsg::PlanContactPhoneInvalid);
        }
        let professionals = entries("professionals", &raw.professionals, &mut e);
        let environment = entries("environment", &raw.environment, &mut e);
        let reasons_for_living = entries("reasons_for_living", &raw.reasons_for_living, &mut e);
        e.into_result(|| SafetyPlan {
            warning_signs,
            coping_strategies,
            distractions,
            people,
            professionals,
            environment,
            reasons_for_living,
        })
    }

    pub fn is_empty(&self) -> bool {
        *self == SafetyPlan::default()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// The cases the web app's safety-plan form is tested against too
    /// (frontend/src/features/safety/__tests__/plan-validation.test.ts).
    const CASES: &str = include_str!("plan-cases.json");

    #[derive(serde::Deserialize)]
    struct Person {
        name: String,
        phone: String,
    }

    #[derive(serde::Deserialize)]
    struct Plan {
        warning_signs: Vec<String>,
        coping_strategies: Vec<String>,
        distractions: Vec<String>,
        people: Vec<Person>,
        professionals: Vec<String>,
        environment: Vec<String>,
        reasons_for_living: Vec<String>,
    }

    #[derive(serde::Deserialize)]
    struct Case {
        about: String,
        plan: Plan,
        errors: BTreeMap<String, Vec<String>>,
    }

    #[test]
    fn every_shared_case_breaks_exactly_the_rules_it_names() {
        let cases: Vec<Case> = serde_json::from_str(CASES).unwrap();
        assert!(cases.len() >= 12);
        for case in cases {
            let p = case.plan;
            let raw = SafetyPlan {
                warning_signs: p.warning_signs,
                coping_strategies: p.coping_strategies,
                distractions: p.distractions,
                people: p
                    .people
                    .into_iter()
                    .map(|x| PlanContact {
                        name: x.name,
                        phone: x.phone,
                    })
                    .collect(),
                professionals: p.professionals,
                environment: p.environment,
                reasons_for_living: p.reasons_for_living,
            };
            let errors: BTreeMap<String, Vec<String>> = match SafetyPlan::parse(&raw) {
                Ok(_) => BTreeMap::new(),
                Err(e) => e
                    .iter()
                    .map(|(f, msgs)| (f.to_owned(), msgs.iter().map(|m| m.en.to_owned()).collect()))
                    .collect(),
            };
            assert_eq!(errors, case.errors, "{}", case.about);
        }
    }

    #[test]
    fn blank_entries_are_dropped_and_each_section_is_bounded() {
        let raw = SafetyPlan {
            warning_signs: vec!["  I stop sleeping ".into(), "   ".into()],
            people: vec![
                PlanContact {
                    name: "Apa".into(),
                    phone: "01712345678".into(),
                },
                PlanContact::default(),
            ],
            ..SafetyPlan::default()
        };
        let plan = SafetyPlan::parse(&raw).unwrap();
        assert_eq!(plan.warning_signs, vec!["I stop sleeping".to_owned()]);
        assert_eq!(plan.people.len(), 1);
        let too_many = SafetyPlan {
            coping_strategies: vec!["walk".into(); 21],
            reasons_for_living: vec!["x".repeat(501)],
            ..SafetyPlan::default()
        };
        let e = SafetyPlan::parse(&too_many).unwrap_err();
        assert_eq!(
            e.get("coping_strategies"),
            Some(&[SafetyMsg::PlanTooManyItems.message()][..])
        );
        assert_eq!(
            e.get("reasons_for_living"),
            Some(&[SafetyMsg::PlanItemTooLong.message()][..])
        );
        let nameless = SafetyPlan {
            people: vec![
                PlanContact {
                    name: "".into(),
                    phone: "017".into(),
                },
                PlanContact {
                    name: "B".into(),
                    phone: "abc".into(),
                },
            ],
            ..SafetyPlan::default()
        };
        let e = SafetyPlan::parse(&nameless).unwrap_err();
        assert_eq!(
            e.get("people"),
            Some(
                &[
                    SafetyMsg::PlanContactNameRequired.message(),
                    SafetyMsg::PlanContactPhoneInvalid.message()
                ][..]
            )
        );
        assert!(
            SafetyPlan::parse(&SafetyPlan::default())
                .unwrap()
                .is_empty()
        );
    }
}
