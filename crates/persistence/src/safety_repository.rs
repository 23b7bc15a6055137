//! Helplines, safety plans, check-ins and the instruments' wording.

use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{
    CheckInRepository, CheckInWriteError, HelplineRepository, SafetyPlanRepository,
};
use mon_domain::Lang;
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::safety::{
    Band, CheckIn, Helpline, HelplineDraft, InstrumentCode, InstrumentText, PlanContact,
    SafetyPlan, Scored,
};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Set,
};
use serde::{Deserialize, Serialize};

use mon_domain::Bilingual;

use crate::entities::{check_in, helpline, instrument_text, safety_plan};
use crate::paged::counted_page;
use crate::{Database, counters};

/// Set once the first start has added the cited helplines, so deleting them all does not bring them back.
const HELPLINES_SEEDED: &str = "helplines.seeded";

fn to_helpline(m: helpline::Model) -> Helpline {
    Helpline {
        id: m.id,
        draft: HelplineDraft {
            name: Bilingual::new(m.name_en, m.name_bn),
            phone: m.phone,
            hours: Bilingual::new(m.hours_en, m.hours_bn),
            languages: Bilingual::new(m.languages_en, m.languages_bn),
            description: Bilingual::new(m.description_en, m.description_bn),
            verified_on: m.verified_on,
            position: m.position,
            hidden: m.hidden,
        },
    }
}

fn helpline_row(d: &HelplineDraft, now: DateTime<Utc>) -> helpline::ActiveModel {
    helpline::ActiveModel {
        id: NotSet,
        name_en: Set(d.name.en.clone()),
        name_bn: Set(d.name.bn.clone()),
        phone: Set(d.phone.clone()),
        hours_en: Set(d.hours.en.clone()),
        hours_bn: Set(d.hours.bn.clone()),
        languages_en: Set(d.languages.en.clone()),
        languages_bn: Set(d.languages.bn.clone()),
        description_en: Set(d.description.en.clone()),
        description_bn: Set(d.description.bn.clone()),
        verified_on: Set(d.verified_on),
        position: Set(d.position),
        hidden: Set(d.hidden),
        created_at: Set(now),
        updated_at: Set(now),
    }
}

/// [`HelplineRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaHelplineRepository {
    db: Database,
}

impl SeaHelplineRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl HelplineRepository for SeaHelplineRepository {
    async fn list(
        &self,
        include_hidden: bool,
        page: PageRequest,
    ) -> anyhow::Result<Page<Helpline>> {
        let mut select = helpline::Entity::find();
        if !include_hidden {
            select = select.filter(helpline::Column::Hidden.eq(false));
        }
        let (rows, total) = counted_page(
            &self.db.conn,
            select,
            |s| {
                s.order_by_asc(helpline::Column::Position)
                    .order_by_asc(helpline::Column::Id)
            },
            page,
            "helplines",
        )
        .await?;
        Ok(Page::of(
            rows.into_iter().map(to_helpline).collect(),
            total,
            page,
        ))
    }

    async fn create(&self, draft: &HelplineDraft, now: DateTime<Utc>) -> anyhow::Result<Helpline> {
        Ok(to_helpline(
            helpline_row(draft, now)
                .insert(&self.db.conn)
                .await
                .context("adding a helpline")?,
        ))
    }

    async fn update(
        &self,
        id: i64,
        draft: &HelplineDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Option<Helpline>> {
        let Some(existing) = helpline::Entity::find_by_id(id)
            .one(&self.db.conn)
            .await
            .context("finding a helpline")?
        else {
            return Ok(None);
        };
        let mut row = helpline_row(draft, now);
        row.id = Set(id);
        row.created_at = Set(existing.created_at);
        match row.update(&self.db.conn).await {
            Ok(m) => Ok(Some(to_helpline(m))),
            Err(sea_orm::DbErr::RecordNotUpdated) => Ok(None),
            Err(e) => Err(anyhow::anyhow!(e).context("changing a helpline")),
        }
    }

    async fn delete(&self, id: i64) -> anyhow::Result<bool> {
        Ok(helpline::Entity::delete_by_id(id)
            .exec(&self.db.conn)
            .await
            .context("deleting a helpline")?
            .rows_affected
            == 1)
    }

    async fn seed_if_empty(
        &self,
        drafts: &[HelplineDraft],
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        if counters::get(&txn, HELPLINES_SEEDED).await? > 0 {
            return Ok(false);
        }
        if !drafts.is_empty() {
            helpline::Entity::insert_many(drafts.iter().map(|d| helpline_row(d, now)))
                .exec_without_returning(&txn)
                .await
                .context("seeding helplines")?;
        }
        counters::add(&txn, HELPLINES_SEEDED, 1).await?;
        txn.commit().await.context("committing the helplines")?;
        Ok(true)
    }
}

/// The plan as stored: JSON with named sections.
#[derive(Serialize, Deserialize, Default)]
#[serde(default)]
struct StoredPlan {
    warning_signs: Vec<String>,
    coping_strategies: Vec<String>,
    distractions: Vec<String>,
    people: Vec<(String, String)>,
    professionals: Vec<String>,
    environment: Vec<String>,
    reasons_for_living: Vec<String>,
}

impl From<&SafetyPlan> for StoredPlan {
    fn from(p: &SafetyPlan) -> Self {
        StoredPlan {
            warning_signs: p.warning_signs.clone(),
            coping_strategies: p.coping_strategies.clone(),
            distractions: p.distractions.clone(),
            people: p
                .people
                .iter()
                .map(|c| (c.name.clone(), c.phone.clone()))
                .collect(),
            professionals: p.professionals.clone(),
            environment: p.environment.clone(),
            reasons_for_living: p.reasons_for_living.clone(),
        }
    }
}

impl From<StoredPlan> for SafetyPlan {
    fn from(s: StoredPlan) -> Self {
        SafetyPlan {
            warning_signs: s.warning_signs,
            coping_strategies: s.coping_strategies,
            distractions: s.distractions,
            people: s
                .people
                .into_iter()
                .map(|(name, phone)| PlanContact { name, phone })
                .collect(),
            professionals: s.professionals,
            environment: s.environment,
            reasons_for_living: s.reasons_for_living,
        }
    }
}

/// [`SafetyPlanRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaSafetyPlanRepository {
    db: Database,
}

impl SeaSafetyPlanRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl SafetyPlanRepository for SeaSafetyPlanRepository {
    async fn get(&self, user_id: i64) -> anyhow::Result<Option<(SafetyPlan, DateTime<Utc>)>> {
        let Some(row) = safety_plan::Entity::find_by_id(user_id)
            .one(&self.db.conn)
            .await
            .context("reading a safety plan")?
        else {
            return Ok(None);
        };
        let stored: StoredPlan =
            serde_json::from_str(&row.content).context("reading a stored safety plan")?;
        Ok(Some((stored.into(), row.updated_at)))
    }

    async fn put(&self, user_id: i64, plan: &SafetyPlan, now: DateTime<Utc>) -> anyhow::Result<()> {
        let content =
            serde_json::to_string(&StoredPlan::from(plan)).context("writing a safety plan")?;
        safety_plan::Entity::insert(safety_plan::ActiveModel {
            user_id: Set(user_id),
            content: Set(content),
            updated_at: Set(now),
        })
        .on_conflict(
            OnConflict::column(safety_plan::Column::UserId)
                .update_columns([safety_plan::Column::Content, safety_plan::Column::UpdatedAt])
                .to_owned(),
        )
        .exec_without_returning(&self.db.conn)
        .await
        .context("saving a safety plan")?;
        Ok(())
    }
}

fn to_check_in(m: check_in::Model) -> anyhow::Result<CheckIn> {
    Ok(CheckIn {
        id: m.id,
        user_id: m.user_id,
        code: InstrumentCode::parse(&m.code)
            .with_context(|| format!("check-in {} has the unknown code {:?}", m.id, m.code))?,
        score: u32::try_from(m.score).unwrap_or(0),
        band: Band::parse(&m.band)
            .with_context(|| format!("check-in {} has the unknown band {:?}", m.id, m.band))?,
        help_suggested: m.help_suggested,
        taken_at: m.taken_at,
    })
}

fn lang_code(lang: Lang) -> &'static str {
    lang.tag()
}

/// [`CheckInRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaCheckInRepository {
    db: Database,
}

impl SeaCheckInRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl CheckInRepository for SeaCheckInRepository {
    async fn add(
        &self,
        user_id: i64,
        code: InstrumentCode,
        answers: &[i64],
        scored: Scored,
        now: DateTime<Utc>,
        not_since: DateTime<Utc>,
    ) -> Result<CheckIn, CheckInWriteError> {
        // Parallel requests of one person count one after another.
        let txn = self.db.begin_for_user(user_id).await?;
        let recent = check_in::Entity::find()
            .filter(check_in::Column::UserId.eq(user_id))
            .filter(check_in::Column::Code.eq(code.as_str()))
            .filter(check_in::Column::TakenAt.gt(not_since))
            .order_by_desc(check_in::Column::TakenAt)
            .one(&txn)
            .await
            .context("reading the last check-in")?;
        if let Some(last) = recent {
            return Err(CheckInWriteError::TooSoon {
                last: last.taken_at,
            });
        }
        let row = check_in::ActiveModel {
            id: NotSet,
            user_id: Set(user_id),
            code: Set(code.as_str().to_owned()),
            answers: Set(answers
                .iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(",")),
            score: Set(i32::try_from(scored.score).unwrap_or(i32::MAX)),
            band: Set(scored.band.as_str().to_owned()),
            help_suggested: Set(scored.help_suggested),
            taken_at: Set(now),
        }
        .insert(&txn)
        .await
        .context("storing a check-in")?;
        txn.commit().await.context("committing a check-in")?;
        Ok(to_check_in(row)?)
    }

    async fn list(
        &self,
        user_id: i64,
        code: Option<InstrumentCode>,
        page: PageRequest,
    ) -> anyhow::Result<Page<CheckIn>> {
        let mut select = check_in::Entity::find().filter(check_in::Column::UserId.eq(user_id));
        if let Some(c) = code {
            select = select.filter(check_in::Column::Code.eq(c.as_str()));
        }
        let (rows, total) = counted_page(
            &self.db.conn,
            select,
            |s| {
                s.order_by_desc(check_in::Column::TakenAt)
                    .order_by_desc(check_in::Column::Id)
            },
            page,
            "check-ins",
        )
        .await?;
        Ok(Page::of(
            rows.into_iter()
                .map(to_check_in)
                .collect::<anyhow::Result<_>>()?,
            total,
            page,
        ))
    }

    async fn last_taken(
        &self,
        user_id: i64,
    ) -> anyhow::Result<Vec<(InstrumentCode, DateTime<Utc>)>> {
        let mut out = Vec::new();
        for code in InstrumentCode::ALL {
            let last = check_in::Entity::find()
                .filter(check_in::Column::UserId.eq(user_id))
                .filter(check_in::Column::Code.eq(code.as_str()))
                .order_by_desc(check_in::Column::TakenAt)
                .one(&self.db.conn)
                .await
                .context("reading the last check-in")?;
            if let Some(m) = last {
                out.push((code, m.taken_at));
            }
        }
        Ok(out)
    }

    async fn texts(
        &self,
        code: InstrumentCode,
        lang: Lang,
    ) -> anyhow::Result<Option<(InstrumentText, bool)>> {
        let Some(row) = instrument_text::Entity::find_by_id((
            code.as_str().to_owned(),
            lang_code(lang).to_owned(),
        ))
        .one(&self.db.conn)
        .await
        .context("reading wording")?
        else {
            return Ok(None);
        };
        let text: InstrumentText =
            serde_json::from_str(&row.content).context("reading stored wording")?;
        Ok(Some((text, row.reviewed)))
    }

    async fn put_texts(
        &self,
        code: InstrumentCode,
        lang: Lang,
        text: &InstrumentText,
        reviewed: bool,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let content = serde_json::to_string(text).context("writing wording")?;
        instrument_text::Entity::insert(instrument_text::ActiveModel {
            code: Set(code.as_str().to_owned()),
            lang: Set(lang_code(lang).to_owned()),
            content: Set(content),
            reviewed: Set(reviewed),
            updated_at: Set(now),
        })
        .on_conflict(
            OnConflict::columns([instrument_text::Column::Code, instrument_text::Column::Lang])
                .update_columns([
                    instrument_text::Column::Content,
                    instrument_text::Column::Reviewed,
                    instrument_text::Column::UpdatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(&self.db.conn)
        .await
        .context("saving wording")?;
        Ok(())
    }

    async fn ensure_texts(
        &self,
        code: InstrumentCode,
        lang: Lang,
        text: &InstrumentText,
        reviewed: bool,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let content = serde_json::to_string(text).context("writing wording")?;
        let added = instrument_text::Entity::insert(instrument_text::ActiveModel {
            code: Set(code.as_str().to_owned()),
            lang: Set(lang_code(lang).to_owned()),
            content: Set(content),
            reviewed: Set(reviewed),
            updated_at: Set(now),
        })
        .on_conflict(
            OnConflict::columns([instrument_text::Column::Code, instrument_text::Column::Lang])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(&self.db.conn)
        .await
        .context("adding wording")?;
        Ok(added > 0)
    }
}
