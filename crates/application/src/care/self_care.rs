//! Daily self-care: a few kind questions, answered once a day; the sleep
//! answers feed the dashboard's chart. Answers are the subscriber's alone.

use chrono::{Duration, NaiveDate};
use mon_domain::care::{
    AnswerInput, GivenAnswer, Question, QuestionType, StatusCounts, check_answers,
    parse_answer_date,
};
use mon_domain::{Bilingual, FieldErrors, Lang};

use super::{Care, CareError};
use crate::ports::{NewQuestion, SubmitAnswersError};

/// What the subscriber dashboard shows: appointment counts and the last 7 days of sleep.
#[derive(Debug, Clone, PartialEq)]
pub struct UserStatus {
    pub appointments: StatusCounts,
    /// Hours slept per date, oldest first, only dates with an answer.
    pub sleep: Vec<(NaiveDate, f64)>,
}

/// Days the sleep chart covers (spec section 9).
pub const SLEEP_DAYS: i64 = 7;

/// The questions a new installation asks: short, kind, and drawn from common
/// well-being check-ins (sleep, mood, movement, connection, gratitude).
pub fn default_questions() -> Vec<NewQuestion> {
    let q = |title: &str, title_bn: &str, question_type, options: &[&str], is_sleep| NewQuestion {
        title: Bilingual::new(title, title_bn),
        question_type,
        mcq_options: options.iter().map(|o| (*o).to_owned()).collect(),
        is_sleep,
    };
    vec![
        q(
            "How many hours did you sleep last night?",
            "গত রাতে আপনি কত ঘণ্টা ঘুমিয়েছেন?",
            QuestionType::Number,
            &[],
            true,
        ),
        q(
            "How is your mood today?",
            "আজ আপনার মন কেমন আছে?",
            QuestionType::Mcq,
            &["Very good", "Good", "Okay", "Low", "Very low"],
            false,
        ),
        q(
            "Did you move your body today (a walk, stretching, exercise)?",
            "আজ কি শরীর নাড়াচাড়া করেছেন (হাঁটা, স্ট্রেচিং, ব্যায়াম)?",
            QuestionType::Mcq,
            &["Yes", "A little", "Not today"],
            false,
        ),
        q(
            "Did you talk with someone you trust today?",
            "আজ কি বিশ্বাসের কারও সঙ্গে কথা বলেছেন?",
            QuestionType::Mcq,
            &["Yes", "No"],
            false,
        ),
        q(
            "Write one thing you are grateful for, or one kind thing you did for yourself.",
            "এমন একটি বিষয় লিখুন যার জন্য আপনি কৃতজ্ঞ, অথবা নিজের জন্য করা একটি ভালো কাজ।",
            QuestionType::Text,
            &[],
            false,
        ),
    ]
}

impl Care {
    /// Adds the default questions when there are none; `true` when it did.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn ensure_questions(&self) -> Result<bool, CareError> {
        Ok(self
            .ports
            .self_care
            .seed_questions(&default_questions())
            .await?)
    }

    /// The questions asked now, in their order, titled in `lang`.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn questions(&self, lang: Lang) -> Result<Vec<Question>, CareError> {
        Ok(self.ports.self_care.questions(lang == Lang::Bn).await?)
    }

    /// The caller's answers on a date (`YYYY-MM-DD`, not after today).
    ///
    /// # Errors
    /// `Validation` (`date`); `Unexpected`.
    pub async fn answers_on(
        &self,
        user_id: i64,
        date: &str,
        lang: Lang,
    ) -> Result<(NaiveDate, Vec<GivenAnswer>), CareError> {
        let date = parse_answer_date(date, self.ports.clock.today()).map_err(|m| {
            let mut e = FieldErrors::new();
            e.add("date", m);
            CareError::Validation(e)
        })?;
        let bangla = lang == Lang::Bn;
        Ok((
            date,
            self.ports
                .self_care
                .answers_on(user_id, date, bangla)
                .await?,
        ))
    }

    /// Today's answers, checked against today's questions and stored in one
    /// transaction; a second submission on the same day is refused.
    ///
    /// # Errors
    /// `ConsentWithdrawn`; `ConsentRequired`; `Validation` (per question id); `AlreadyAnswered`; `Unexpected`.
    pub async fn submit_answers(
        &self,
        user_id: i64,
        answers: &[AnswerInput],
    ) -> Result<NaiveDate, CareError> {
        self.ensure_consent(user_id).await?;
        let today = self.ports.clock.today();
        let questions = self.ports.self_care.questions(false).await?;
        let checked = check_answers(&questions, answers)?;
        match self
            .ports
            .self_care
            .submit(user_id, today, &checked, self.ports.clock.now())
            .await
        {
            Ok(()) => Ok(today),
            Err(SubmitAnswersError::AlreadyAnswered) => Err(CareError::AlreadyAnswered),
            Err(SubmitAnswersError::Unexpected(e)) => Err(e.into()),
        }
    }

    /// The caller's appointment counts and the sleep hours of the last 7 days.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn user_status(&self, user_id: i64) -> Result<UserStatus, CareError> {
        let today = self.ports.clock.today();
        let from = today - Duration::days(SLEEP_DAYS - 1);
        let (appointments, sleep) = tokio::try_join!(
            self.ports.appointments.counts(Some(user_id)),
            self.ports.self_care.sleep_hours(user_id, from, today)
        )?;
        let sleep = sleep
            .into_iter()
            .filter_map(|(d, a)| a.parse::<f64>().ok().map(|h| (d, h)))
            .collect();
        Ok(UserStatus {
            appointments,
            sleep,
        })
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::ports::{MockClock, MockSelfCareRepository};

    fn care(repo: MockSelfCareRepository) -> Care {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| Utc.with_ymd_and_hms(2026, 11, 23, 18, 30, 0).unwrap());
        clock
            .expect_today()
            .returning(|| NaiveDate::from_ymd_opt(2026, 11, 24).unwrap());
        crate::care::testing::CareMocks {
            self_care: repo,
            clock,
            ..Default::default()
        }
        .build(crate::care::CareSettings::default())
    }

    fn questions() -> Vec<Question> {
        default_questions()
            .into_iter()
            .enumerate()
            .map(|(i, q)| Question {
                id: i as i64 + 1,
                title: q.title.en,
                question_type: q.question_type,
                mcq_options: q.mcq_options,
                is_sleep: q.is_sleep,
            })
            .collect()
    }

    #[test]
    fn the_default_set_asks_sleep_hours_mood_and_a_reflection() {
        let qs = default_questions();
        assert!(
            qs.iter()
                .any(|q| q.is_sleep && q.question_type == QuestionType::Number)
        );
        assert!(
            qs.iter()
                .any(|q| q.question_type == QuestionType::Mcq && q.title.en.contains("mood"))
        );
        assert!(qs.iter().any(|q| q.question_type == QuestionType::Text));
        assert_eq!(qs.iter().filter(|q| q.is_sleep).count(), 1);
    }

    #[tokio::test]
    async fn answers_are_stored_for_today_in_the_service_s_zone() {
        let mut repo = MockSelfCareRepository::new();
        repo.expect_questions().returning(|_| Ok(questions()));
        repo.expect_submit()
            .withf(|_, date, answers, _| {
                *date == NaiveDate::from_ymd_opt(2026, 11, 24).unwrap() && answers.len() == 5
            })
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let answers: Vec<AnswerInput> = [
            ("1", "7"),
            ("2", "Good"),
            ("3", "Yes"),
            ("4", "No"),
            ("5", "Tea with my sister"),
        ]
        .iter()
        .map(|(id, a)| AnswerInput {
            question_id: id.parse().unwrap(),
            answer: (*a).into(),
        })
        .collect();
        assert_eq!(
            care(repo).submit_answers(7, &answers).await.unwrap(),
            NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()
        );
    }

    #[tokio::test]
    async fn a_second_submission_and_a_future_date_are_refused() {
        let mut repo = MockSelfCareRepository::new();
        repo.expect_questions().returning(|_| Ok(questions()));
        repo.expect_submit()
            .returning(|_, _, _, _| Err(SubmitAnswersError::AlreadyAnswered));
        repo.expect_answers_on().never();
        let c = care(repo);
        let answers: Vec<AnswerInput> = (1..=5)
            .map(|id| AnswerInput {
                question_id: id,
                answer: if id == 1 {
                    "7".into()
                } else if id == 5 {
                    "x".into()
                } else {
                    "Yes".into()
                },
            })
            .collect();
        let mut answers = answers;
        answers[1].answer = "Good".into();
        answers[3].answer = "No".into();
        assert!(matches!(
            c.submit_answers(7, &answers).await,
            Err(CareError::AlreadyAnswered)
        ));
        assert!(
            matches!(
                c.answers_on(7, "2026-11-25", Lang::En).await,
                Err(CareError::Validation(_))
            ),
            "tomorrow has no answers yet"
        );
        assert!(matches!(
            c.answers_on(7, "24-11-2026", Lang::En).await,
            Err(CareError::Validation(_))
        ));
    }
}
