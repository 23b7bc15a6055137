use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{NewQuestion, SelfCareRepository, SubmitAnswersError};
use mon_domain::care::{Answer, Question, QuestionType};
use sea_orm::{ActiveValue::NotSet, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};

use crate::Database;
use crate::constraint::is_unique_violation;
use crate::entities::{self_care_answer, self_care_question, self_care_submission};

/// [`SelfCareRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaSelfCareRepository {
    db: Database,
}

impl SeaSelfCareRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn to_question(m: self_care_question::Model, bangla: bool) -> anyhow::Result<Question> {
    let question_type = QuestionType::parse(&m.question_type).with_context(|| format!("question {} has the unknown type {:?}", m.id, m.question_type))?;
    let mcq_options = m.mcq_options.lines().map(str::to_owned).filter(|o| !o.is_empty()).collect();
    Ok(Question { id: m.id, title: if bangla { m.title_bn } else { m.title }, question_type, mcq_options, is_sleep: m.is_sleep })
}

#[async_trait]
impl SelfCareRepository for SeaSelfCareRepository {
    async fn questions(&self, bangla: bool) -> anyhow::Result<Vec<Question>> {
        let rows = self_care_question::Entity::find()
            .filter(self_care_question::Column::Retired.eq(false))
            .order_by_asc(self_care_question::Column::Position)
            .order_by_asc(self_care_question::Column::Id)
            .all(&self.db.conn)
            .await
            .context("listing questions")?;
        rows.into_iter().map(|m| to_question(m, bangla)).collect()
    }

    async fn seed_questions(&self, questions: &[NewQuestion]) -> anyhow::Result<bool> {
        let txn = self.db.conn.begin().await.context("starting transaction")?;
        if self_care_question::Entity::find().count(&txn).await.context("counting questions")? > 0 {
            return Ok(false);
        }
        let now = Utc::now();
        for (i, q) in questions.iter().enumerate() {
            let row = self_care_question::ActiveModel {
                id: NotSet,
                title: Set(q.title.clone()),
                title_bn: Set(q.title_bn.clone()),
                question_type: Set(q.question_type.as_str().to_owned()),
                mcq_options: Set(q.mcq_options.join("\n")),
                position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
                is_sleep: Set(q.is_sleep),
                retired: Set(false),
                created_at: Set(now),
            };
            self_care_question::Entity::insert(row).exec_without_returning(&txn).await.context("adding a question")?;
        }
        txn.commit().await.context("committing questions")?;
        Ok(true)
    }

    async fn answers_on(&self, user_id: i64, date: NaiveDate) -> anyhow::Result<Vec<Answer>> {
        let rows = self_care_answer::Entity::find()
            .filter(self_care_answer::Column::UserId.eq(user_id))
            .filter(self_care_answer::Column::Date.eq(date))
            .order_by_asc(self_care_answer::Column::QuestionId)
            .all(&self.db.conn)
            .await
            .context("reading answers")?;
        Ok(rows.into_iter().map(|r| Answer { question_id: r.question_id, answer: r.answer }).collect())
    }

    async fn submit(&self, user_id: i64, date: NaiveDate, answers: &[Answer], now: DateTime<Utc>) -> Result<(), SubmitAnswersError> {
        let txn = self.db.conn.begin().await.context("starting transaction")?;
        let submission = self_care_submission::ActiveModel { user_id: Set(user_id), date: Set(date), created_at: Set(now) };
        match self_care_submission::Entity::insert(submission).exec_without_returning(&txn).await {
            Ok(_) => {}
            Err(e) if is_unique_violation(&e) => return Err(SubmitAnswersError::AlreadyAnswered),
            Err(e) => return Err(anyhow::anyhow!(e).context("recording a submission").into()),
        }
        for a in answers {
            let row = self_care_answer::ActiveModel { user_id: Set(user_id), date: Set(date), question_id: Set(a.question_id), answer: Set(a.answer.clone()) };
            self_care_answer::Entity::insert(row).exec_without_returning(&txn).await.context("storing an answer")?;
        }
        txn.commit().await.context("committing answers")?;
        Ok(())
    }

    async fn sleep_hours(&self, user_id: i64, from: NaiveDate, to: NaiveDate) -> anyhow::Result<Vec<(NaiveDate, String)>> {
        let sleep_ids: Vec<i64> = self_care_question::Entity::find()
            .select_only()
            .column(self_care_question::Column::Id)
            .filter(self_care_question::Column::IsSleep.eq(true))
            .into_tuple()
            .all(&self.db.conn)
            .await
            .context("finding the sleep question")?;
        let rows = self_care_answer::Entity::find()
            .filter(self_care_answer::Column::UserId.eq(user_id))
            .filter(self_care_answer::Column::Date.between(from, to))
            .filter(self_care_answer::Column::QuestionId.is_in(sleep_ids))
            .order_by_asc(self_care_answer::Column::Date)
            .all(&self.db.conn)
            .await
            .context("reading sleep answers")?;
        Ok(rows.into_iter().map(|r| (r.date, r.answer)).collect())
    }
}
