use std::collections::HashMap;

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{AdminQuestion, NewQuestion, SelfCareRepository, SubmitAnswersError};
use mon_domain::Bilingual;
use mon_domain::care::{Answer, GivenAnswer, Question, QuestionDraft, QuestionType};
use sea_orm::sea_query::{Expr, Func};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

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
    let q = to_admin_question(m)?;
    Ok(Question {
        id: q.id,
        title: if bangla { q.title.bn } else { q.title.en },
        question_type: q.question_type,
        mcq_options: q.mcq_options,
        is_sleep: q.is_sleep,
    })
}

fn to_admin_question(m: self_care_question::Model) -> anyhow::Result<AdminQuestion> {
    let question_type = QuestionType::parse(&m.question_type).with_context(|| {
        format!(
            "question {} has the unknown type {:?}",
            m.id, m.question_type
        )
    })?;
    let mcq_options = m
        .mcq_options
        .lines()
        .map(str::to_owned)
        .filter(|o| !o.is_empty())
        .collect();
    Ok(AdminQuestion {
        id: m.id,
        title: Bilingual::new(m.title, m.title_bn),
        question_type,
        mcq_options,
        position: m.position,
        is_sleep: m.is_sleep,
        retired: m.retired,
    })
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
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        if self_care_question::Entity::find()
            .count(&txn)
            .await
            .context("counting questions")?
            > 0
        {
            return Ok(false);
        }
        let now = Utc::now();
        for (i, q) in questions.iter().enumerate() {
            let row = self_care_question::ActiveModel {
                id: NotSet,
                title: Set(q.title.en.clone()),
                title_bn: Set(q.title.bn.clone()),
                question_type: Set(q.question_type.as_str().to_owned()),
                mcq_options: Set(q.mcq_options.join("\n")),
                position: Set(i32::try_from(i).unwrap_or(i32::MAX)),
                is_sleep: Set(q.is_sleep),
                retired: Set(false),
                created_at: Set(now),
            };
            self_care_question::Entity::insert(row)
                .exec_without_returning(&txn)
                .await
                .context("adding a question")?;
        }
        txn.commit().await.context("committing questions")?;
        Ok(true)
    }

    async fn answers_on(
        &self,
        user_id: i64,
        date: NaiveDate,
        bangla: bool,
    ) -> anyhow::Result<Vec<GivenAnswer>> {
        let rows = self_care_answer::Entity::find()
            .filter(self_care_answer::Column::UserId.eq(user_id))
            .filter(self_care_answer::Column::Date.eq(date))
            .order_by_asc(self_care_answer::Column::QuestionId)
            .all(&self.db.conn)
            .await
            .context("reading answers")?;
        Ok(rows
            .into_iter()
            .map(|r| GivenAnswer {
                question_id: r.question_id,
                question: if bangla && !r.question_title_bn.is_empty() {
                    r.question_title_bn
                } else {
                    r.question_title
                },
                answer: r.answer,
            })
            .collect())
    }

    async fn submit(
        &self,
        user_id: i64,
        date: NaiveDate,
        answers: &[Answer],
        now: DateTime<Utc>,
    ) -> Result<(), SubmitAnswersError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let submission = self_care_submission::ActiveModel {
            user_id: Set(user_id),
            date: Set(date),
            created_at: Set(now),
        };
        match self_care_submission::Entity::insert(submission)
            .exec_without_returning(&txn)
            .await
        {
            Ok(_) => {}
            Err(e) if is_unique_violation(&e) => return Err(SubmitAnswersError::AlreadyAnswered),
            Err(e) => return Err(anyhow::anyhow!(e).context("recording a submission").into()),
        }
        // The wording each question has now goes with its answer: a later rewording leaves it be.
        let wording: HashMap<i64, (String, String)> = self_care_question::Entity::find()
            .filter(self_care_question::Column::Id.is_in(answers.iter().map(|a| a.question_id)))
            .all(&txn)
            .await
            .context("reading the questions answered")?
            .into_iter()
            .map(|q| (q.id, (q.title, q.title_bn)))
            .collect();
        for a in answers {
            let (title, title_bn) = wording.get(&a.question_id).cloned().unwrap_or_default();
            let row = self_care_answer::ActiveModel {
                user_id: Set(user_id),
                date: Set(date),
                question_id: Set(a.question_id),
                answer: Set(a.answer.clone()),
                question_title: Set(title),
                question_title_bn: Set(title_bn),
            };
            self_care_answer::Entity::insert(row)
                .exec_without_returning(&txn)
                .await
                .context("storing an answer")?;
        }
        txn.commit().await.context("committing answers")?;
        Ok(())
    }

    async fn sleep_hours(
        &self,
        user_id: i64,
        from: NaiveDate,
        to: NaiveDate,
    ) -> anyhow::Result<Vec<(NaiveDate, String)>> {
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

    async fn all_questions(&self) -> anyhow::Result<Vec<AdminQuestion>> {
        let rows = self_care_question::Entity::find()
            .order_by_asc(self_care_question::Column::Retired)
            .order_by_asc(self_care_question::Column::Position)
            .order_by_asc(self_care_question::Column::Id)
            .all(&self.db.conn)
            .await
            .context("listing all questions")?;
        rows.into_iter().map(to_admin_question).collect()
    }

    async fn add_question(
        &self,
        draft: &QuestionDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<AdminQuestion> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let last: Option<i32> = self_care_question::Entity::find()
            .select_only()
            .expr(Func::max(Expr::col(self_care_question::Column::Position)))
            .into_tuple::<Option<i32>>()
            .one(&txn)
            .await
            .context("finding the last position")?
            .flatten();
        let row = self_care_question::ActiveModel {
            id: NotSet,
            title: Set(draft.title.en.clone()),
            title_bn: Set(draft.title.bn.clone()),
            question_type: Set(draft.question_type.as_str().to_owned()),
            mcq_options: Set(draft.mcq_options.join("\n")),
            position: Set(last.map_or(0, |p| p.saturating_add(1))),
            is_sleep: Set(false),
            retired: Set(false),
            created_at: Set(now),
        };
        let model = row.insert(&txn).await.context("adding a question")?;
        txn.commit().await.context("committing a question")?;
        to_admin_question(model)
    }

    async fn update_question(
        &self,
        id: i64,
        draft: &QuestionDraft,
    ) -> anyhow::Result<Option<AdminQuestion>> {
        let res = self_care_question::Entity::update_many()
            .col_expr(
                self_care_question::Column::Title,
                Expr::value(draft.title.en.clone()),
            )
            .col_expr(
                self_care_question::Column::TitleBn,
                Expr::value(draft.title.bn.clone()),
            )
            .col_expr(
                self_care_question::Column::McqOptions,
                Expr::value(draft.mcq_options.join("\n")),
            )
            .filter(self_care_question::Column::Id.eq(id))
            .exec(&self.db.conn)
            .await
            .context("changing a question")?;
        if res.rows_affected == 0 {
            return Ok(None);
        }
        self.one_question(id).await
    }

    async fn set_retired(&self, id: i64, retired: bool) -> anyhow::Result<Option<AdminQuestion>> {
        let res = self_care_question::Entity::update_many()
            .col_expr(self_care_question::Column::Retired, Expr::value(retired))
            .filter(self_care_question::Column::Id.eq(id))
            .exec(&self.db.conn)
            .await
            .context("retiring a question")?;
        if res.rows_affected == 0 {
            return Ok(None);
        }
        self.one_question(id).await
    }

    async fn reorder(&self, ids: &[i64]) -> anyhow::Result<()> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        for (position, id) in ids.iter().enumerate() {
            self_care_question::Entity::update_many()
                .col_expr(
                    self_care_question::Column::Position,
                    Expr::value(i32::try_from(position).unwrap_or(i32::MAX)),
                )
                .filter(self_care_question::Column::Id.eq(*id))
                .exec(&txn)
                .await
                .context("moving a question")?;
        }
        txn.commit().await.context("committing the order")?;
        Ok(())
    }
}

impl SeaSelfCareRepository {
    async fn one_question(&self, id: i64) -> anyhow::Result<Option<AdminQuestion>> {
        self_care_question::Entity::find_by_id(id)
            .one(&self.db.conn)
            .await
            .context("reading a question")?
            .map(to_admin_question)
            .transpose()
    }
}
