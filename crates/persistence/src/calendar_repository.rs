use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, Timelike, Utc};
use mon_application::ports::{CalendarRepository, SessionTime};
use mon_domain::care::{AppointmentStatus, AppointmentTime};
use mon_domain::counsellor::calendar::{Closure, ClosureDraft, TimeOff, TimeOffDraft, WeeklyRange};
use mon_domain::pagination::{Page, PageRequest};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};

use crate::Database;
use crate::entities::{appointment, closure, counsellor_hour, counsellor_time_off};
use crate::paged::counted_page;

/// [`CalendarRepository`] over sea-orm, for SQLite and PostgreSQL alike.
#[derive(Clone)]
pub struct SeaCalendarRepository {
    db: Database,
}

impl SeaCalendarRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn minutes(t: NaiveTime) -> i32 {
    i32::try_from(t.hour() * 60 + t.minute()).unwrap_or(0)
}

fn time_of(minutes: i32) -> NaiveTime {
    let m = u32::try_from(minutes).unwrap_or(0);
    NaiveTime::from_hms_opt(m / 60, m % 60, 0).unwrap_or(NaiveTime::MIN)
}

fn to_time_off(m: counsellor_time_off::Model) -> TimeOff {
    TimeOff {
        id: m.id,
        draft: TimeOffDraft {
            from: m.starts_at,
            to: m.ends_at,
            reason: m.reason,
        },
    }
}

fn to_closure(m: closure::Model) -> Closure {
    Closure {
        id: m.id,
        draft: ClosureDraft {
            from: m.starts_on,
            to: m.ends_on,
            label: m.label,
        },
    }
}

#[async_trait]
impl CalendarRepository for SeaCalendarRepository {
    async fn weekly(&self, user_id: i64) -> anyhow::Result<Vec<WeeklyRange>> {
        Ok(counsellor_hour::Entity::find()
            .filter(counsellor_hour::Column::UserId.eq(user_id))
            .order_by_asc(counsellor_hour::Column::Weekday)
            .order_by_asc(counsellor_hour::Column::StartMinute)
            .all(&self.db.conn)
            .await
            .context("reading weekly hours")?
            .into_iter()
            .map(|m| WeeklyRange {
                weekday: u8::try_from(m.weekday).unwrap_or(0),
                start: time_of(m.start_minute),
                end: time_of(m.end_minute),
            })
            .collect())
    }

    async fn set_weekly(
        &self,
        user_id: i64,
        ranges: &[WeeklyRange],
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let txn = self.db.begin_write().await?;
        counsellor_hour::Entity::delete_many()
            .filter(counsellor_hour::Column::UserId.eq(user_id))
            .exec(&txn)
            .await
            .context("dropping weekly hours")?;
        if !ranges.is_empty() {
            counsellor_hour::Entity::insert_many(ranges.iter().map(|r| {
                counsellor_hour::ActiveModel {
                    id: NotSet,
                    user_id: Set(user_id),
                    weekday: Set(i16::from(r.weekday)),
                    start_minute: Set(minutes(r.start)),
                    end_minute: Set(minutes(r.end)),
                    updated_at: Set(now),
                }
            }))
            .exec(&txn)
            .await
            .context("storing weekly hours")?;
        }
        txn.commit().await.context("committing weekly hours")?;
        Ok(())
    }

    async fn add_time_off(
        &self,
        user_id: i64,
        draft: &TimeOffDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<TimeOff> {
        let row = counsellor_time_off::ActiveModel {
            id: NotSet,
            user_id: Set(user_id),
            starts_at: Set(draft.from),
            ends_at: Set(draft.to),
            reason: Set(draft.reason.clone()),
            created_at: Set(now),
        }
        .insert(&self.db.conn)
        .await
        .context("adding time off")?;
        Ok(to_time_off(row))
    }

    async fn time_off(&self, user_id: i64, page: PageRequest) -> anyhow::Result<Page<TimeOff>> {
        let (rows, total) = counted_page(
            &self.db.conn,
            counsellor_time_off::Entity::find()
                .filter(counsellor_time_off::Column::UserId.eq(user_id)),
            |s| {
                s.order_by_desc(counsellor_time_off::Column::StartsAt)
                    .order_by_desc(counsellor_time_off::Column::Id)
            },
            page,
            "time off",
        )
        .await?;
        Ok(Page::of(
            rows.into_iter().map(to_time_off).collect(),
            total,
            page,
        ))
    }

    async fn time_off_between(
        &self,
        user_id: i64,
        from: NaiveDateTime,
        to: NaiveDateTime,
    ) -> anyhow::Result<Vec<(NaiveDateTime, NaiveDateTime)>> {
        Ok(counsellor_time_off::Entity::find()
            .filter(counsellor_time_off::Column::UserId.eq(user_id))
            .filter(counsellor_time_off::Column::StartsAt.lt(to))
            .filter(counsellor_time_off::Column::EndsAt.gt(from))
            .all(&self.db.conn)
            .await
            .context("reading time off")?
            .into_iter()
            .map(|m| (m.starts_at, m.ends_at))
            .collect())
    }

    async fn delete_time_off(&self, user_id: i64, id: i64) -> anyhow::Result<bool> {
        let gone = counsellor_time_off::Entity::delete_many()
            .filter(counsellor_time_off::Column::Id.eq(id))
            .filter(counsellor_time_off::Column::UserId.eq(user_id))
            .exec(&self.db.conn)
            .await
            .context("removing time off")?;
        Ok(gone.rows_affected == 1)
    }

    async fn add_closure(
        &self,
        draft: &ClosureDraft,
        now: DateTime<Utc>,
    ) -> anyhow::Result<Closure> {
        let row = closure::ActiveModel {
            id: NotSet,
            starts_on: Set(draft.from),
            ends_on: Set(draft.to),
            label: Set(draft.label.clone()),
            created_at: Set(now),
        }
        .insert(&self.db.conn)
        .await
        .context("adding a closure")?;
        Ok(to_closure(row))
    }

    async fn closures(&self, since: NaiveDate, page: PageRequest) -> anyhow::Result<Page<Closure>> {
        let (rows, total) = counted_page(
            &self.db.conn,
            closure::Entity::find().filter(closure::Column::EndsOn.gte(since)),
            |s| {
                s.order_by_asc(closure::Column::StartsOn)
                    .order_by_asc(closure::Column::Id)
            },
            page,
            "closures",
        )
        .await?;
        Ok(Page::of(
            rows.into_iter().map(to_closure).collect(),
            total,
            page,
        ))
    }

    async fn closures_between(
        &self,
        from: NaiveDate,
        to: NaiveDate,
    ) -> anyhow::Result<Vec<(NaiveDate, NaiveDate)>> {
        Ok(closure::Entity::find()
            .filter(closure::Column::StartsOn.lte(to))
            .filter(closure::Column::EndsOn.gte(from))
            .all(&self.db.conn)
            .await
            .context("reading closures")?
            .into_iter()
            .map(|m| (m.starts_on, m.ends_on))
            .collect())
    }

    async fn delete_closure(&self, id: i64) -> anyhow::Result<bool> {
        let gone = closure::Entity::delete_by_id(id)
            .exec(&self.db.conn)
            .await
            .context("removing a closure")?;
        Ok(gone.rows_affected == 1)
    }

    async fn sessions_between(
        &self,
        counsellor_id: i64,
        from: NaiveDate,
        to: NaiveDate,
    ) -> anyhow::Result<Vec<SessionTime>> {
        sessions_in(&self.db.conn, counsellor_id, from, to).await
    }

    async fn clients_since(
        &self,
        counsellor_id: i64,
        since: NaiveDate,
    ) -> anyhow::Result<Vec<i64>> {
        clients_in(&self.db.conn, counsellor_id, since).await
    }
}

/// The subscribers with an approved session with counsellor `counsellor_id` on `since` or later, on
/// `conn` (a transaction that holds the counsellor's lock, when it writes).
pub(crate) async fn clients_in<C: ConnectionTrait>(
    conn: &C,
    counsellor_id: i64,
    since: NaiveDate,
) -> anyhow::Result<Vec<i64>> {
    appointment::Entity::find()
        .select_only()
        .column(appointment::Column::UserId)
        .distinct()
        .filter(appointment::Column::CounsellorId.eq(counsellor_id))
        .filter(appointment::Column::Status.eq(AppointmentStatus::Approved.as_str()))
        .filter(appointment::Column::Date.gte(since))
        .into_tuple()
        .all(conn)
        .await
        .context("counting the counsellor's clients")
}

/// Counsellor `counsellor_id`'s requested and approved appointments on the days `from..=to`, on `conn`
/// (a transaction that holds the counsellor's lock, when it writes).
pub(crate) async fn sessions_in<C: ConnectionTrait>(
    conn: &C,
    counsellor_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> anyhow::Result<Vec<SessionTime>> {
    let rows = appointment::Entity::find()
        .filter(appointment::Column::CounsellorId.eq(counsellor_id))
        .filter(appointment::Column::Date.between(from, to))
        .filter(appointment::Column::Status.is_in([
            AppointmentStatus::Requested.as_str(),
            AppointmentStatus::Approved.as_str(),
        ]))
        .all(conn)
        .await
        .context("reading a counsellor's sessions")?;
    Ok(rows
        .into_iter()
        .filter_map(|m| {
            let (h, min) = AppointmentTime::parse(&m.time).ok()?.hm24();
            Some(SessionTime {
                appointment_id: m.id,
                start: m.date.and_time(NaiveTime::from_hms_opt(h, min, 0)?),
                approved: m.status == AppointmentStatus::Approved.as_str(),
            })
        })
        .collect())
}
