use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_domain::Bilingual;
use mon_domain::care::{Answer, GivenAnswer, Question, QuestionDraft, QuestionType};

/// A question to add when there are none yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewQuestion {
    pub title: Bilingual,
    pub question_type: QuestionType,
    pub mcq_options: Vec<String>,
    pub is_sleep: bool,
}

/// A question as the admin sees it: both titles, its place, whether it is retired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdminQuestion {
    pub id: i64,
    pub title: Bilingual,
    pub question_type: QuestionType,
    pub mcq_options: Vec<String>,
    pub position: i32,
    pub is_sleep: bool,
    pub retired: bool,
}

/// Why a day's answers could not be stored.
#[derive(Debug, thiserror::Error)]
pub enum SubmitAnswersError {
    /// The user already answered on that date (the unique key refused it).
    #[error("already answered")]
    AlreadyAnswered,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Self-care questions and each subscriber's answers per date.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait SelfCareRepository: Send + Sync {
    /// The questions asked now, in their order; `bangla` picks the titles' language.
    async fn questions(&self, bangla: bool) -> anyhow::Result<Vec<Question>>;

    /// Adds `questions` in this order when there are none at all; `true` when it did.
    async fn seed_questions(&self, questions: &[NewQuestion]) -> anyhow::Result<bool>;

    /// The user's answers on `date` (empty when none), each with its question's wording when it
    /// was answered; `bangla` picks the wording's language.
    async fn answers_on(
        &self,
        user_id: i64,
        date: NaiveDate,
        bangla: bool,
    ) -> anyhow::Result<Vec<GivenAnswer>>;

    /// Stores a day's answers in one transaction, each with its question's wording now, in both
    /// languages.
    ///
    /// # Errors
    /// MUST return [`SubmitAnswersError::AlreadyAnswered`] when the user answered on `date` before, also under concurrency.
    async fn submit(
        &self,
        user_id: i64,
        date: NaiveDate,
        answers: &[Answer],
        now: DateTime<Utc>,
    ) -> Result<(), SubmitAnswersError>;

    /// The user's answers to the sleep question from `from` to `to` (inclusive), by date.
    async fn sleep_hours(
        &self,
        user_id: i64,
        from: NaiveDate,
        to: NaiveDate,
    ) -> anyhow::Result<Vec<(NaiveDate, String)>>;

    /// Every question, retired ones too, asked ones first in their order.
    async fn all_questions(&self) -> anyhow::Result<Vec<AdminQuestion>>;

    /// Adds a question after the last one.
    async fn add_question(
        &self,
        draft: &QuestionDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<AdminQuestion>;

    /// Changes a question's titles and options; `None` when there is no such question.
    async fn update_question(
        &self,
        id: i64,
        draft: &QuestionDraft,
    ) -> anyhow::Result<Option<AdminQuestion>>;

    /// Retires a question (it stops being asked; its answers stay) or asks it again; `None` when there is no such question.
    async fn set_retired(&self, id: i64, retired: bool) -> anyhow::Result<Option<AdminQuestion>>;

    /// Gives the questions `ids` the positions 0, 1, 2... in one transaction.
    async fn reorder(&self, ids: &[i64]) -> anyhow::Result<()>;
}
