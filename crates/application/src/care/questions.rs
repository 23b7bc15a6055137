//! The admin's side of self-care: add, edit, reorder and retire questions.
//! A retired question stops being asked and keeps its past answers.

use mon_domain::care::{CareMsg, check_question};
use mon_domain::{Bilingual, FieldErrors};

use super::{Care, CareError};
use crate::ports::AdminQuestion;

/// A question as the admin's form sends it.
#[derive(Debug, Clone, Default)]
pub struct QuestionInput {
    pub title: Bilingual,
    pub question_type: String,
    pub mcq_options: Vec<String>,
}

impl Care {
    /// Every question, the asked ones first in their order.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn admin_questions(&self) -> Result<Vec<AdminQuestion>, CareError> {
        Ok(self.ports.self_care.all_questions().await?)
    }

    /// Adds a question after the last one.
    ///
    /// # Errors
    /// `Validation` (`title`, `title_bn`, `question_type`, `mcq_options`); `Unexpected`.
    pub async fn add_question(&self, input: &QuestionInput) -> Result<AdminQuestion, CareError> {
        let draft = check_question(&input.title, &input.question_type, &input.mcq_options)?;
        Ok(self
            .ports
            .self_care
            .add_question(&draft, self.ports.clock.now())
            .await?)
    }

    /// Changes a question's titles and options. Its type stays: answers
    /// already given were given to that type.
    ///
    /// # Errors
    /// `Validation`; `QuestionNotFound`; `Unexpected`.
    pub async fn update_question(
        &self,
        id: i64,
        input: &QuestionInput,
    ) -> Result<AdminQuestion, CareError> {
        let draft = check_question(&input.title, &input.question_type, &input.mcq_options)?;
        let current = self.find_question(id).await?;
        if current.question_type != draft.question_type {
            let mut e = FieldErrors::new();
            e.add("question_type", CareMsg::QuestionTypeFixed);
            return Err(e.into());
        }
        self.ports
            .self_care
            .update_question(id, &draft)
            .await?
            .ok_or(CareError::QuestionNotFound)
    }

    /// Retires a question or asks it again. The sleep question stays: the
    /// sleep chart is made of its answers.
    ///
    /// # Errors
    /// `QuestionNotFound`; `SleepQuestionKept`; `Unexpected`.
    pub async fn retire_question(
        &self,
        id: i64,
        retired: bool,
    ) -> Result<AdminQuestion, CareError> {
        let current = self.find_question(id).await?;
        if retired && current.is_sleep {
            return Err(CareError::SleepQuestionKept);
        }
        self.ports
            .self_care
            .set_retired(id, retired)
            .await?
            .ok_or(CareError::QuestionNotFound)
    }

    /// Puts the asked questions in the order `ids`, which must list each of them once.
    ///
    /// # Errors
    /// `Validation` (`ids`); `Unexpected`.
    pub async fn reorder_questions(&self, ids: &[i64]) -> Result<Vec<AdminQuestion>, CareError> {
        let all = self.ports.self_care.all_questions().await?;
        let mut asked: Vec<i64> = all.iter().filter(|q| !q.retired).map(|q| q.id).collect();
        let mut given = ids.to_vec();
        asked.sort_unstable();
        given.sort_unstable();
        if asked != given {
            let mut e = FieldErrors::new();
            e.add("ids", CareMsg::OrderInvalid);
            return Err(e.into());
        }
        self.ports.self_care.reorder(ids).await?;
        Ok(self.ports.self_care.all_questions().await?)
    }

    async fn find_question(&self, id: i64) -> Result<AdminQuestion, CareError> {
        self.ports
            .self_care
            .all_questions()
            .await?
            .into_iter()
            .find(|q| q.id == id)
            .ok_or(CareError::QuestionNotFound)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use mon_domain::care::QuestionType;

    use super::*;
    use crate::ports::{MockClock, MockSelfCareRepository};

    fn question(
        id: i64,
        question_type: QuestionType,
        is_sleep: bool,
        retired: bool,
    ) -> AdminQuestion {
        AdminQuestion {
            id,
            title: Bilingual::new(format!("Q{id}"), format!("প্রশ্ন {id}")),
            question_type,
            mcq_options: Vec::new(),
            position: i32::try_from(id).unwrap(),
            is_sleep,
            retired,
        }
    }

    fn care(repo: MockSelfCareRepository) -> Care {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap());
        crate::care::testing::CareMocks {
            self_care: repo,
            clock,
            ..Default::default()
        }
        .build(crate::care::CareSettings::default())
    }

    fn existing() -> Vec<AdminQuestion> {
        vec![
            question(1, QuestionType::Number, true, false),
            question(2, QuestionType::Text, false, false),
            question(3, QuestionType::Text, false, true),
        ]
    }

    #[tokio::test]
    async fn the_type_of_an_asked_question_does_not_change() {
        let mut repo = MockSelfCareRepository::new();
        repo.expect_all_questions().returning(|| Ok(existing()));
        repo.expect_update_question().never();
        let input = QuestionInput {
            title: Bilingual::new("Mood?", "মন?"),
            question_type: "mcq".into(),
            mcq_options: vec!["Good".into(), "Low".into()],
        };
        let Err(CareError::Validation(e)) = care(repo).update_question(2, &input).await else {
            panic!("a type change must be refused")
        };
        assert_eq!(
            e.get("question_type").unwrap()[0].en,
            CareMsg::QuestionTypeFixed.message().en
        );
    }

    #[tokio::test]
    async fn the_sleep_question_is_kept_and_others_retire() {
        let mut repo = MockSelfCareRepository::new();
        repo.expect_all_questions().returning(|| Ok(existing()));
        repo.expect_set_retired()
            .withf(|id, r| *id == 2 && *r)
            .times(1)
            .returning(|_, _| Ok(Some(question(2, QuestionType::Text, false, true))));
        let c = care(repo);
        assert!(matches!(
            c.retire_question(1, true).await,
            Err(CareError::SleepQuestionKept)
        ));
        assert!(c.retire_question(2, true).await.unwrap().retired);
        assert!(matches!(
            c.retire_question(9, false).await,
            Err(CareError::QuestionNotFound)
        ));
    }

    #[tokio::test]
    async fn an_order_must_name_every_asked_question_once() {
        let mut repo = MockSelfCareRepository::new();
        repo.expect_all_questions().returning(|| Ok(existing()));
        repo.expect_reorder()
            .withf(|ids| ids == [2, 1])
            .times(1)
            .returning(|_| Ok(()));
        let c = care(repo);
        for bad in [vec![1], vec![1, 2, 3], vec![1, 1], vec![2, 2]] {
            assert!(
                matches!(
                    c.reorder_questions(&bad).await,
                    Err(CareError::Validation(_))
                ),
                "{bad:?}"
            );
        }
        c.reorder_questions(&[2, 1]).await.unwrap();
    }
}
