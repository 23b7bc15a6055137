//! Daily self-care: a few questions a subscriber answers once a day.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::CareMsg;
use crate::{Bilingual, FieldErrors};

/// How a question is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuestionType {
    Text,
    /// A number from 0 to 24 (the sleep question's hours).
    Number,
    /// One of the question's options.
    Mcq,
}

impl QuestionType {
    pub fn as_str(self) -> &'static str {
        match self {
            QuestionType::Text => "text",
            QuestionType::Number => "number",
            QuestionType::Mcq => "mcq",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "text" => Some(QuestionType::Text),
            "number" => Some(QuestionType::Number),
            "mcq" => Some(QuestionType::Mcq),
            _ => None,
        }
    }
}

/// A self-care question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub id: i64,
    pub title: String,
    pub question_type: QuestionType,
    pub mcq_options: Vec<String>,
    /// The question whose answers feed the sleep chart.
    pub is_sleep: bool,
}

/// One submitted answer: the question's id and the answer as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerInput {
    pub question_id: i64,
    pub answer: String,
}

/// One stored answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub question_id: i64,
    pub answer: String,
}

/// An answer as it was given: with the question worded as it was then (in the reader's language),
/// so a question reworded later does not relabel it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GivenAnswer {
    pub question_id: i64,
    pub question: String,
    pub answer: String,
}

pub const ANSWER_MAX_CHARS: usize = 2000;

/// Checks a day's answers against the questions asked: every question needs
/// an answer ('Field is Required'), a number lies from 0 to 24, an mcq answer
/// is one of its options ('Invalid option'); an answer to a question that is
/// not asked is refused (under `answers`). Field names are the question ids.
pub fn check_answers(
    questions: &[Question],
    answers: &[AnswerInput],
) -> Result<Vec<Answer>, FieldErrors> {
    let given: HashMap<i64, &str> = answers
        .iter()
        .map(|a| (a.question_id, a.answer.trim()))
        .collect();
    let mut e = FieldErrors::new();
    // Reported once under `answers`: a field name per unknown id would let a caller grow the interned names without end.
    if answers
        .iter()
        .any(|a| !questions.iter().any(|q| q.id == a.question_id))
    {
        e.add("answers", CareMsg::UnknownQuestion);
    }
    let mut out = Vec::with_capacity(questions.len());
    for q in questions {
        let field = leak_field(q.id);
        let answer = given.get(&q.id).copied().unwrap_or("");
        if answer.is_empty() {
            // Spec section 5: a missing choice is 'Invalid option', as the web app says it.
            let message = match q.question_type {
                QuestionType::Mcq => CareMsg::InvalidOption,
                QuestionType::Text | QuestionType::Number => CareMsg::FieldRequired,
            };
            e.add(field, message);
            continue;
        }
        if answer.chars().count() > ANSWER_MAX_CHARS {
            e.add(field, CareMsg::AnswerTooLong);
            continue;
        }
        let checked = match q.question_type {
            QuestionType::Text => Ok(answer.to_owned()),
            QuestionType::Number => match answer.replace(',', ".").parse::<f64>() {
                Ok(n) if n.is_finite() && (0.0..=24.0).contains(&n) => Ok(format_number(n)),
                Ok(_) => Err(CareMsg::NumberOutOfRange),
                Err(_) => Err(CareMsg::NumberInvalid),
            },
            QuestionType::Mcq => q
                .mcq_options
                .iter()
                .find(|o| o.as_str() == answer)
                .cloned()
                .ok_or(CareMsg::InvalidOption),
        };
        match checked {
            Ok(answer) => out.push(Answer {
                question_id: q.id,
                answer,
            }),
            Err(m) => e.add(field, m),
        }
    }
    e.into_result(|| out)
}

/// `7`, `7.5`: no trailing zeros.
fn format_number(n: f64) -> String {
    let s = format!("{:.2}", n);
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// Field names are `'static` in [`FieldErrors`]; the ids of the questions
/// asked are few and stable, so their names are interned once each (never an
/// id a caller made up).
fn leak_field(id: i64) -> &'static str {
    use std::sync::{Mutex, OnceLock};
    static NAMES: OnceLock<Mutex<HashMap<i64, &'static str>>> = OnceLock::new();
    let mut names = NAMES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    names
        .entry(id)
        .or_insert_with(|| Box::leak(id.to_string().into_boxed_str()))
}

/// A date for reading answers: `YYYY-MM-DD`, not after `today`.
pub fn parse_answer_date(raw: &str, today: NaiveDate) -> Result<NaiveDate, CareMsg> {
    let d =
        super::parse_date(raw).map_err(|m| m.into_iter().next().unwrap_or(CareMsg::DateInvalid))?;
    if d > today {
        Err(CareMsg::DateInFuture)
    } else {
        Ok(d)
    }
}

/// A question as an admin writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionDraft {
    pub title: Bilingual,
    pub question_type: QuestionType,
    pub mcq_options: Vec<String>,
}

pub const QUESTION_TITLE_MAX_CHARS: usize = 300;
/// A question's title at the edges (the API's bodies and errors, the database's columns).
pub const QUESTION_TITLE_FIELDS: Bilingual<&str> = Bilingual {
    en: "title",
    bn: "title_bn",
};
pub const OPTION_MAX_CHARS: usize = 100;
pub const OPTIONS_MAX: usize = 10;

/// Checks a question an admin writes: both titles (at most 300 characters), a
/// known type, and for a multiple-choice question 2 to 10 distinct options of
/// at most 100 characters each (other types take none).
pub fn check_question(
    title: &Bilingual,
    question_type: &str,
    options: &[String],
) -> Result<QuestionDraft, FieldErrors> {
    let mut e = FieldErrors::new();
    let title = title.as_ref().map(|t| crate::content::one_line(t));
    for (lang, value) in title.each() {
        let field = *QUESTION_TITLE_FIELDS.get(lang);
        if value.is_empty() {
            e.add(field, CareMsg::FieldRequired);
        } else if value.chars().count() > QUESTION_TITLE_MAX_CHARS {
            e.add(field, CareMsg::QuestionTooLong);
        }
    }
    let question_type = QuestionType::parse(question_type.trim());
    if question_type.is_none() {
        e.add("question_type", CareMsg::QuestionTypeInvalid);
    }
    let options: Vec<String> = options
        .iter()
        .map(|o| crate::content::one_line(o))
        .filter(|o| !o.is_empty())
        .collect();
    if question_type == Some(QuestionType::Mcq) {
        if options.len() < 2 || options.len() > OPTIONS_MAX {
            e.add("mcq_options", CareMsg::OptionsCount);
        } else if options.iter().any(|o| o.chars().count() > OPTION_MAX_CHARS) {
            e.add("mcq_options", CareMsg::OptionTooLong);
        } else if options.iter().enumerate().any(|(i, o)| {
            options[..i]
                .iter()
                .any(|p| p.to_lowercase() == o.to_lowercase())
        }) {
            e.add("mcq_options", CareMsg::OptionDuplicate);
        }
    }
    e.into_result(|| {
        let question_type = question_type.unwrap_or(QuestionType::Text);
        QuestionDraft {
            title,
            question_type,
            mcq_options: if question_type == QuestionType::Mcq {
                options
            } else {
                Vec::new()
            },
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn questions() -> Vec<Question> {
        vec![
            Question {
                id: 1,
                title: "Hours of sleep".into(),
                question_type: QuestionType::Number,
                mcq_options: vec![],
                is_sleep: true,
            },
            Question {
                id: 2,
                title: "Mood".into(),
                question_type: QuestionType::Mcq,
                mcq_options: vec!["Good".into(), "Low".into()],
                is_sleep: false,
            },
            Question {
                id: 3,
                title: "One kind thing".into(),
                question_type: QuestionType::Text,
                mcq_options: vec![],
                is_sleep: false,
            },
        ]
    }

    fn a(id: i64, answer: &str) -> AnswerInput {
        AnswerInput {
            question_id: id,
            answer: answer.into(),
        }
    }

    #[test]
    fn valid_answers_are_kept_in_question_order() {
        let got = check_answers(
            &questions(),
            &[a(3, " A walk "), a(1, "7,50"), a(2, "Good")],
        )
        .unwrap();
        assert_eq!(
            got,
            vec![
                Answer {
                    question_id: 1,
                    answer: "7.5".into()
                },
                Answer {
                    question_id: 2,
                    answer: "Good".into()
                },
                Answer {
                    question_id: 3,
                    answer: "A walk".into()
                }
            ]
        );
    }

    #[test]
    fn each_rule_has_its_message_on_its_question() {
        let e = check_answers(&questions(), &[a(1, "25"), a(2, "Great"), a(9, "x")]).unwrap_err();
        assert_eq!(e.get("1"), Some(&[CareMsg::NumberOutOfRange.message()][..]));
        assert_eq!(e.get("2"), Some(&[CareMsg::InvalidOption.message()][..]));
        assert_eq!(e.get("3"), Some(&[CareMsg::FieldRequired.message()][..]));
        assert_eq!(
            e.get("answers"),
            Some(&[CareMsg::UnknownQuestion.message()][..])
        );
        assert_eq!(
            e.get("9"),
            None,
            "no field is made for an id the caller invented"
        );
        // A blank answer: 'Field is Required' for text and number, 'Invalid option' for a choice
        // (spec section 5), the words the web app shows for it.
        let e = check_answers(&questions(), &[a(1, " "), a(2, " "), a(3, "")]).unwrap_err();
        assert_eq!(e.get("1"), Some(&[CareMsg::FieldRequired.message()][..]));
        assert_eq!(e.get("2"), Some(&[CareMsg::InvalidOption.message()][..]));
        assert_eq!(e.get("3"), Some(&[CareMsg::FieldRequired.message()][..]));
        let e = check_answers(&questions(), &[a(1, "seven"), a(2, "Good"), a(3, "x")]).unwrap_err();
        assert_eq!(e.get("1"), Some(&[CareMsg::NumberInvalid.message()][..]));
        assert!(check_answers(&questions(), &[a(1, "-1"), a(2, "Good"), a(3, "x")]).is_err());
        assert!(check_answers(&questions(), &[a(1, "NaN"), a(2, "Good"), a(3, "x")]).is_err());
    }

    #[test]
    fn answers_are_read_for_today_or_before() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        assert_eq!(parse_answer_date("2026-11-23", today), Ok(today));
        assert_eq!(
            parse_answer_date("2026-11-24", today),
            Err(CareMsg::DateInFuture)
        );
        assert_eq!(
            parse_answer_date("2026-13-01", today),
            Err(CareMsg::DateInvalid)
        );
    }

    #[test]
    fn an_admin_s_question_needs_both_titles_a_type_and_distinct_options() {
        let opts = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        let q = check_question(
            &Bilingual::new("  How was lunch? ", "দুপুরের খাবার কেমন ছিল?"),
            "mcq",
            &opts(&["Good", " ", "Bad"]),
        )
        .unwrap();
        assert_eq!(q.title.en, "How was lunch?");
        assert_eq!(q.mcq_options, opts(&["Good", "Bad"]));
        assert!(
            check_question(&Bilingual::new("Hours?", "ঘণ্টা?"), "number", &opts(&["x"]))
                .unwrap()
                .mcq_options
                .is_empty(),
            "only mcq keeps options"
        );
        let e = check_question(&Bilingual::new("", ""), "scale", &[]).unwrap_err();
        assert_eq!(e.get("title").unwrap()[0].en, "Field is Required");
        assert!(e.get("title_bn").is_some());
        assert!(e.get("question_type").is_some());
        let e =
            check_question(&Bilingual::new("Mood?", "মন?"), "mcq", &opts(&["Good"])).unwrap_err();
        assert!(e.get("mcq_options").is_some(), "one option is no choice");
        let e = check_question(
            &Bilingual::new("Mood?", "মন?"),
            "mcq",
            &opts(&["Good", "good"]),
        )
        .unwrap_err();
        assert_eq!(
            e.get("mcq_options").unwrap()[0].en,
            CareMsg::OptionDuplicate.message().en
        );
        assert!(
            check_question(&Bilingual::new("x".repeat(301), "মন?"), "text", &[])
                .unwrap_err()
                .get("title")
                .is_some()
        );
    }
}
