use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{
    AppointmentRepository, AppointmentWriteError, Assignment, Mail, MailsFor, Scheduled,
    SessionTime, SlotHold,
};
use mon_domain::Bilingual;
use mon_domain::care::{
    ADMIN_NOTICES_PER_HOUR, Appointment, AppointmentForm, AppointmentStatus, AppointmentTime,
    AssignedCounsellor, Attendance, Cancellation, Decision, Session, SessionMode, StatusCounts,
};
use mon_domain::pagination::{Page, PageRequest};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, DatabaseTransaction,
    EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select,
    Set,
};

use crate::constraint::is_unique_violation;
use crate::entities::{appointment, counsellor, mail_cooldown, user_contact};
use crate::outbox_repository::{drop_reminders, enqueue, schedule};
use crate::paged::counted_page;
use crate::{Database, counters};

/// The counter of all appointments in a status (`appointments.status.requested`, …).
pub fn appointments_in(status: AppointmentStatus) -> String {
    format!("appointments.status.{}", status.as_str())
}

/// The count of the admins' notices of one account's requests (in `mail_cooldowns`, purged after a day).
pub(crate) fn admin_notice_key(user_id: i64) -> String {
    format!("admin-notice:{user_id}")
}

/// [`AppointmentRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaAppointmentRepository {
    db: Database,
}

impl SeaAppointmentRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// Counsellor `counsellor_id`'s sessions (approved or cancelled) with subscriber `user_id`.
pub(crate) fn sessions_with(counsellor_id: i64, user_id: i64) -> Select<appointment::Entity> {
    appointment::Entity::find()
        .filter(appointment::Column::CounsellorId.eq(counsellor_id))
        .filter(appointment::Column::UserId.eq(user_id))
        .filter(appointment::Column::Status.is_in([
            AppointmentStatus::Approved.as_str(),
            AppointmentStatus::Cancelled.as_str(),
        ]))
}

/// The appointments of `models`, with the names of their counsellors (one query for all of them).
pub(crate) async fn appointments_of<C: ConnectionTrait>(
    conn: &C,
    models: Vec<appointment::Model>,
) -> anyhow::Result<Vec<Appointment>> {
    let ids: Vec<i64> = models.iter().filter_map(|m| m.counsellor_id).collect();
    let names = if ids.is_empty() {
        Vec::new()
    } else {
        counsellor::Entity::find()
            .filter(counsellor::Column::Id.is_in(ids))
            .all(conn)
            .await
            .context("reading the appointments' counsellors")?
    };
    models
        .into_iter()
        .map(|m| {
            let assigned = m.counsellor_id.and_then(|id| {
                names
                    .iter()
                    .find(|c| c.id == id)
                    .map(|c| AssignedCounsellor {
                        id,
                        name: Bilingual::new(c.name_en.clone(), c.name_bn.clone()),
                    })
            });
            to_appointment(m, assigned)
        })
        .collect()
}

/// One appointment with its counsellor's name.
async fn appointment_of<C: ConnectionTrait>(
    conn: &C,
    m: appointment::Model,
) -> anyhow::Result<Appointment> {
    appointments_of(conn, vec![m])
        .await?
        .pop()
        .context("an appointment vanished")
}

fn to_appointment(
    m: appointment::Model,
    counsellor: Option<AssignedCounsellor>,
) -> anyhow::Result<Appointment> {
    let status = AppointmentStatus::parse(&m.status)
        .with_context(|| format!("appointment {} has the unknown status {:?}", m.id, m.status))?;
    let session = m
        .session_mode
        .as_deref()
        .and_then(SessionMode::parse)
        .map(|mode| Session {
            mode,
            detail: m.session_detail.clone(),
        });
    Ok(Appointment {
        id: m.id,
        user_id: m.user_id,
        date: m.date,
        time: AppointmentTime::from_stored(m.time),
        name: m.name,
        email: m.email,
        phone: m.phone,
        status,
        session,
        reason: m.reason,
        counsellor,
        attendance: m.attendance.as_deref().and_then(Attendance::parse),
        late_cancel: m.late_cancel,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

async fn find_in<C: ConnectionTrait>(
    db: &C,
    id: i64,
) -> anyhow::Result<Option<appointment::Model>> {
    appointment::Entity::find_by_id(id)
        .one(db)
        .await
        .context("finding appointment")
}

#[derive(FromQueryResult)]
struct StatusCount {
    status: String,
    n: i64,
}

#[async_trait]
impl AppointmentRepository for SeaAppointmentRepository {
    async fn list(
        &self,
        user_id: Option<i64>,
        status: Option<AppointmentStatus>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Appointment>> {
        let mut select = appointment::Entity::find();
        if let Some(u) = user_id {
            select = select.filter(appointment::Column::UserId.eq(u));
        }
        if let Some(s) = status {
            select = select.filter(appointment::Column::Status.eq(s.as_str()));
        }
        let total = match (user_id, status) {
            (None, Some(s)) => counters::get(&self.db.conn, &appointments_in(s)).await?,
            (None, None) => self.counts(None).await?.total(),
            (Some(_), _) => select
                .clone()
                .count(&self.db.conn)
                .await
                .context("counting appointments")?,
        };
        let models = select
            .order_by_desc(appointment::Column::Date)
            .order_by_desc(appointment::Column::Id)
            .offset(page.offset())
            .limit(page.per_page)
            .all(&self.db.conn)
            .await
            .context("listing appointments")?;
        let items = appointments_of(&self.db.conn, models).await?;
        Ok(Page::of(items, total, page))
    }

    async fn counts(&self, user_id: Option<i64>) -> anyhow::Result<StatusCounts> {
        let mut counts = StatusCounts::default();
        match user_id {
            None => {
                for status in AppointmentStatus::ALL {
                    *counts.of_mut(status) =
                        counters::get(&self.db.conn, &appointments_in(status)).await?;
                }
            }
            Some(u) => {
                // One aggregate over the user's rows, found through the (user_id, date) index.
                let rows = appointment::Entity::find()
                    .select_only()
                    .column(appointment::Column::Status)
                    .column_as(appointment::Column::Id.count(), "n")
                    .filter(appointment::Column::UserId.eq(u))
                    .group_by(appointment::Column::Status)
                    .into_model::<StatusCount>()
                    .all(&self.db.conn)
                    .await
                    .context("counting a user's appointments")?;
                for r in rows {
                    let n = u64::try_from(r.n).unwrap_or(0);
                    if let Some(status) = AppointmentStatus::parse(&r.status) {
                        *counts.of_mut(status) = n;
                    }
                }
            }
        }
        Ok(counts)
    }

    async fn find(&self, id: i64) -> anyhow::Result<Option<Appointment>> {
        match find_in(&self.db.conn, id).await? {
            Some(m) => Ok(Some(appointment_of(&self.db.conn, m).await?)),
            None => Ok(None),
        }
    }

    async fn create(
        &self,
        user_id: i64,
        form: &AppointmentForm,
        max_open: u32,
        now: DateTime<Utc>,
        mails: MailsFor,
        hold: Option<SlotHold>,
    ) -> Result<Appointment, AppointmentWriteError> {
        // Parallel requests of one person count one after another.
        let txn = self.db.begin_for_user(user_id).await?;
        let open = appointment::Entity::find()
            .filter(appointment::Column::UserId.eq(user_id))
            .filter(appointment::Column::Status.eq(AppointmentStatus::Requested.as_str()))
            .count(&txn)
            .await
            .context("counting open requests")?;
        if open >= u64::from(max_open) {
            return Err(AppointmentWriteError::TooManyOpen);
        }
        let counsellor_id = match hold {
            None => None,
            Some(hold) => Some(held(&txn, hold, form.date).await?),
        };
        let model = appointment::ActiveModel {
            id: NotSet,
            user_id: Set(user_id),
            date: Set(form.date),
            time: Set(form.time.as_str().to_owned()),
            name: Set(form.name.clone()),
            email: Set(form.email.as_str().to_owned()),
            phone: Set(form.phone.as_str().to_owned()),
            status: Set(AppointmentStatus::Requested.as_str().to_owned()),
            session_mode: Set(None),
            session_detail: Set(None),
            reason: Set(None),
            counsellor_id: Set(counsellor_id),
            attendance: Set(None),
            late_cancel: Set(false),
            created_at: Set(now),
            updated_at: Set(now),
        };
        let inserted = match model.insert(&txn).await {
            Ok(m) => m,
            Err(e) if is_unique_violation(&e) => return Err(AppointmentWriteError::DateTaken),
            Err(e) => return Err(anyhow::anyhow!(e).context("inserting appointment").into()),
        };
        counters::add(&txn, &appointments_in(AppointmentStatus::Requested), 1).await?;
        let appointment = appointment_of(&txn, inserted).await?;
        if admins_not_told_too_often(&txn, user_id, now).await? {
            enqueue(&txn, &mails(&appointment), user_id, now).await?;
        }
        txn.commit().await.context("committing appointment")?;
        Ok(appointment)
    }

    async fn update_requested(
        &self,
        id: i64,
        user_id: i64,
        form: &AppointmentForm,
        now: DateTime<Utc>,
    ) -> Result<Appointment, AppointmentWriteError> {
        let requested = AppointmentStatus::Requested.as_str();
        let res = appointment::Entity::update_many()
            .col_expr(appointment::Column::Date, Expr::value(form.date))
            .col_expr(
                appointment::Column::Time,
                Expr::value(form.time.as_str().to_owned()),
            )
            .col_expr(appointment::Column::Name, Expr::value(form.name.clone()))
            .col_expr(
                appointment::Column::Email,
                Expr::value(form.email.as_str().to_owned()),
            )
            .col_expr(
                appointment::Column::Phone,
                Expr::value(form.phone.as_str().to_owned()),
            )
            .col_expr(appointment::Column::UpdatedAt, Expr::value(now))
            .filter(appointment::Column::Id.eq(id))
            .filter(appointment::Column::UserId.eq(user_id))
            .filter(appointment::Column::Status.eq(requested))
            .exec(&self.db.conn)
            .await;
        match res {
            Ok(r) if r.rows_affected == 1 => {}
            Ok(_) => {
                return Err(match find_in(&self.db.conn, id).await? {
                    Some(m) if m.user_id == user_id => AppointmentWriteError::StatusChanged,
                    _ => AppointmentWriteError::NotFound,
                });
            }
            Err(e) if is_unique_violation(&e) => return Err(AppointmentWriteError::DateTaken),
            Err(e) => return Err(anyhow::anyhow!(e).context("updating appointment").into()),
        }
        let m = find_in(&self.db.conn, id)
            .await?
            .ok_or(AppointmentWriteError::NotFound)?;
        Ok(appointment_of(&self.db.conn, m).await?)
    }

    async fn delete_requested(&self, id: i64, user_id: i64) -> Result<(), AppointmentWriteError> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let gone = appointment::Entity::delete_many()
            .filter(appointment::Column::Id.eq(id))
            .filter(appointment::Column::UserId.eq(user_id))
            .filter(appointment::Column::Status.eq(AppointmentStatus::Requested.as_str()))
            .exec(&txn)
            .await
            .context("deleting appointment")?;
        if gone.rows_affected != 1 {
            return Err(match find_in(&txn, id).await? {
                Some(m) if m.user_id == user_id => AppointmentWriteError::StatusChanged,
                _ => AppointmentWriteError::NotFound,
            });
        }
        counters::add(&txn, &appointments_in(AppointmentStatus::Requested), -1).await?;
        txn.commit()
            .await
            .context("committing appointment deletion")?;
        Ok(())
    }

    async fn counsellor_sessions(
        &self,
        counsellor_id: i64,
        upcoming: bool,
        today: NaiveDate,
        page: PageRequest,
    ) -> anyhow::Result<Page<Appointment>> {
        let mine = appointment::Entity::find()
            .filter(appointment::Column::CounsellorId.eq(counsellor_id))
            .filter(appointment::Column::Status.is_in([
                AppointmentStatus::Approved.as_str(),
                AppointmentStatus::Cancelled.as_str(),
            ]));
        let select = if upcoming {
            mine.filter(appointment::Column::Date.gte(today))
        } else {
            mine.filter(appointment::Column::Date.lt(today))
        };
        let total = select
            .clone()
            .count(&self.db.conn)
            .await
            .context("counting sessions")?;
        let ordered = if upcoming {
            select
                .order_by_asc(appointment::Column::Date)
                .order_by_asc(appointment::Column::Id)
        } else {
            select
                .order_by_desc(appointment::Column::Date)
                .order_by_desc(appointment::Column::Id)
        };
        let models = ordered
            .offset(page.offset())
            .limit(page.per_page)
            .all(&self.db.conn)
            .await
            .context("listing sessions")?;
        Ok(Page::of(
            appointments_of(&self.db.conn, models).await?,
            total,
            page,
        ))
    }

    async fn sessions_with(
        &self,
        counsellor_id: i64,
        user_id: i64,
        page: PageRequest,
    ) -> anyhow::Result<Page<Appointment>> {
        let (models, total) = counted_page(
            &self.db.conn,
            sessions_with(counsellor_id, user_id),
            |s| {
                s.order_by_desc(appointment::Column::Date)
                    .order_by_desc(appointment::Column::Id)
            },
            page,
            "sessions with a client",
        )
        .await?;
        Ok(Page::of(
            appointments_of(&self.db.conn, models).await?,
            total,
            page,
        ))
    }

    async fn set_attendance(
        &self,
        id: i64,
        counsellor_id: i64,
        attendance: Attendance,
        now: DateTime<Utc>,
    ) -> Result<Appointment, AppointmentWriteError> {
        let changed = appointment::Entity::update_many()
            .col_expr(
                appointment::Column::Attendance,
                Expr::value(attendance.as_str()),
            )
            .col_expr(appointment::Column::UpdatedAt, Expr::value(now))
            .filter(appointment::Column::Id.eq(id))
            .filter(appointment::Column::CounsellorId.eq(counsellor_id))
            .filter(appointment::Column::Status.eq(AppointmentStatus::Approved.as_str()))
            .exec(&self.db.conn)
            .await
            .context("recording attendance")?;
        if changed.rows_affected != 1 {
            return Err(AppointmentWriteError::NotFound);
        }
        let m = find_in(&self.db.conn, id)
            .await?
            .ok_or(AppointmentWriteError::NotFound)?;
        Ok(appointment_of(&self.db.conn, m).await?)
    }

    async fn cancel(
        &self,
        current: &Appointment,
        cancellation: &Cancellation,
        now: DateTime<Utc>,
        mails: &[Mail],
    ) -> Result<Appointment, AppointmentWriteError> {
        let (id, approved) = (current.id, AppointmentStatus::Approved);
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        // Only if it is still the approved session as read: the e-mails describe it so.
        let cancelled = appointment::Entity::update_many()
            .col_expr(
                appointment::Column::Status,
                Expr::value(AppointmentStatus::Cancelled.as_str()),
            )
            .col_expr(
                appointment::Column::Reason,
                Expr::value(cancellation.reason.clone()),
            )
            .col_expr(
                appointment::Column::LateCancel,
                Expr::value(cancellation.late),
            )
            .col_expr(appointment::Column::UpdatedAt, Expr::value(now))
            .filter(appointment::Column::Id.eq(id))
            .filter(appointment::Column::UserId.eq(current.user_id))
            .filter(appointment::Column::Status.eq(approved.as_str()))
            .filter(appointment::Column::Date.eq(current.date))
            .filter(appointment::Column::Time.eq(current.time.as_str()))
            .exec(&txn)
            .await
            .context("cancelling appointment")?;
        if cancelled.rows_affected != 1 {
            return Err(match find_in(&txn, id).await? {
                Some(m) if m.user_id == current.user_id => AppointmentWriteError::StatusChanged,
                _ => AppointmentWriteError::NotFound,
            });
        }
        counters::add(&txn, &appointments_in(approved), -1).await?;
        counters::add(&txn, &appointments_in(AppointmentStatus::Cancelled), 1).await?;
        drop_reminders(&txn, id).await?;
        enqueue(&txn, mails, current.user_id, now).await?;
        let m = find_in(&txn, id)
            .await?
            .ok_or(AppointmentWriteError::NotFound)?;
        let done = appointment_of(&txn, m).await?;
        txn.commit().await.context("committing the cancellation")?;
        Ok(done)
    }

    async fn decide(
        &self,
        current: &Appointment,
        decision: &Decision,
        now: DateTime<Utc>,
        mails: &[Mail],
        reminders: &[Scheduled],
        assign: Option<Assignment>,
    ) -> Result<Appointment, AppointmentWriteError> {
        let (id, from, to) = (current.id, current.status, decision.to);
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let counsellor_id = match assign {
            Some(a) => Some(assign_in(&txn, current, a).await?),
            None => current.counsellor.as_ref().map(|c| c.id),
        };
        move_decided(&txn, current, decision, counsellor_id, now).await?;
        counters::add(&txn, &appointments_in(from), -1).await?;
        counters::add(&txn, &appointments_in(to), 1).await?;
        if let (AppointmentStatus::Approved, Some(counsellor)) = (to, counsellor_id) {
            keep_counsellor(&txn, current.user_id, counsellor).await?;
        }
        drop_reminders(&txn, id).await?;
        enqueue(&txn, mails, current.user_id, now).await?;
        schedule(&txn, reminders, current.user_id, now).await?;
        let m = find_in(&txn, id)
            .await?
            .ok_or(AppointmentWriteError::NotFound)?;
        let decided = appointment_of(&txn, m).await?;
        txn.commit()
            .await
            .context("committing appointment status")?;
        Ok(decided)
    }
}

/// Writes `decision` on `current`, only if it is still as read (the e-mails describe it so).
async fn move_decided(
    txn: &DatabaseTransaction,
    current: &Appointment,
    decision: &Decision,
    counsellor_id: Option<i64>,
    now: DateTime<Utc>,
) -> Result<(), AppointmentWriteError> {
    let (id, from, to) = (current.id, current.status, decision.to);
    let moved = appointment::Entity::update_many()
        .col_expr(appointment::Column::Status, Expr::value(to.as_str()))
        .col_expr(
            appointment::Column::SessionMode,
            Expr::value(
                decision
                    .session
                    .as_ref()
                    .map(|s| s.mode.as_str().to_owned()),
            ),
        )
        .col_expr(
            appointment::Column::SessionDetail,
            Expr::value(decision.session.as_ref().and_then(|s| s.detail.clone())),
        )
        .col_expr(
            appointment::Column::Reason,
            Expr::value(decision.reason.clone()),
        )
        .col_expr(
            appointment::Column::CounsellorId,
            Expr::value(counsellor_id),
        )
        .col_expr(appointment::Column::UpdatedAt, Expr::value(now))
        .filter(appointment::Column::Id.eq(id))
        .filter(appointment::Column::Status.eq(from.as_str()))
        .filter(appointment::Column::Date.eq(current.date))
        .filter(appointment::Column::Time.eq(current.time.as_str()))
        .filter(appointment::Column::Name.eq(current.name.as_str()))
        .filter(match &current.counsellor {
            Some(c) => appointment::Column::CounsellorId.eq(c.id),
            None => appointment::Column::CounsellorId.is_null(),
        })
        .exec(txn)
        .await
        .context("changing appointment status")?;
    if moved.rows_affected != 1 {
        return Err(if find_in(txn, id).await?.is_some() {
            AppointmentWriteError::StatusChanged
        } else {
            AppointmentWriteError::NotFound
        });
    }
    Ok(())
}

/// Continuity: the first approved session with a counsellor makes them the subscriber's own.
async fn keep_counsellor(
    txn: &DatabaseTransaction,
    user_id: i64,
    counsellor: i64,
) -> anyhow::Result<()> {
    user_contact::Entity::update_many()
        .col_expr(user_contact::Column::CounsellorId, Expr::value(counsellor))
        .filter(user_contact::Column::Id.eq(user_id))
        .filter(user_contact::Column::CounsellorId.is_null())
        .exec(txn)
        .await
        .context("keeping the subscriber's counsellor")?;
    Ok(())
}

/// The counsellor of `hold` once the slot is still free on `day`: of requests racing for one slot,
/// each reads the sessions the one before it wrote.
async fn held(
    txn: &DatabaseTransaction,
    hold: SlotHold,
    day: NaiveDate,
) -> Result<i64, AppointmentWriteError> {
    let Some(sessions) = sessions_around(txn, hold.counsellor_id, day).await? else {
        return Err(AppointmentWriteError::SlotTaken);
    };
    if !(hold.still_free)(&sessions) {
        return Err(AppointmentWriteError::SlotTaken);
    }
    Ok(hold.counsellor_id)
}

/// The sessions of counsellor `counsellor_id` from the day before `day` to the day after, their row
/// locked until commit (PostgreSQL; SQLite's writers queue), so that of two writes that give them one
/// hour at once the second reads the first's session. `None` when the counsellor is gone or removed
/// (the removal holds the same lock).
async fn sessions_around<C: ConnectionTrait>(
    txn: &C,
    counsellor_id: i64,
    day: NaiveDate,
) -> Result<Option<Vec<SessionTime>>, AppointmentWriteError> {
    let locked = counsellor::Entity::find_by_id(counsellor_id)
        .lock_exclusive()
        .one(txn)
        .await
        .context("locking the counsellor")?;
    // A counsellor removed meanwhile takes no session.
    if locked.is_none_or(|c| c.removed_at.is_some()) {
        return Ok(None);
    }
    Ok(Some(
        crate::calendar_repository::sessions_in(
            txn,
            counsellor_id,
            day.pred_opt().unwrap_or(day),
            day.succ_opt().unwrap_or(day),
        )
        .await?,
    ))
}

/// Whether the admins may hear of `user_id`'s new request: unless this account's requests were
/// announced often enough this hour. A yes is counted.
async fn admins_not_told_too_often(
    txn: &DatabaseTransaction,
    user_id: i64,
    now: DateTime<Utc>,
) -> anyhow::Result<bool> {
    let key = admin_notice_key(user_id);
    let announced = mail_cooldown::Entity::find()
        .filter(mail_cooldown::Column::Recipient.eq(key.clone()))
        .filter(mail_cooldown::Column::SentAt.gte(now - chrono::Duration::hours(1)))
        .count(txn)
        .await
        .context("counting the admins' notices")?;
    if announced >= ADMIN_NOTICES_PER_HOUR {
        return Ok(false);
    }
    mail_cooldown::ActiveModel {
        id: NotSet,
        recipient: Set(key),
        sent_at: Set(now),
    }
    .insert(txn)
    .await
    .context("counting an admins' notice")?;
    Ok(true)
}

/// Checks an approval's counsellor on `txn`: free at the appointment's time given their other
/// sessions (`sessions_around`: of two approvals that give one counsellor the same hour at once, the
/// second is refused), and under their caseload unless the subscriber is already their client.
/// Returns the counsellor's id.
async fn assign_in<C: ConnectionTrait>(
    txn: &C,
    current: &Appointment,
    a: Assignment,
) -> Result<i64, AppointmentWriteError> {
    let sessions: Vec<_> = sessions_around(txn, a.counsellor_id, current.date)
        .await?
        .ok_or(AppointmentWriteError::CounsellorBusy)?
        .into_iter()
        .filter(|s| s.appointment_id != current.id)
        .collect();
    if !(a.still_free)(&sessions) {
        return Err(AppointmentWriteError::CounsellorBusy);
    }
    let clients =
        crate::calendar_repository::clients_in(txn, a.counsellor_id, a.clients_since).await?;
    let new_client = !clients.contains(&current.user_id);
    if new_client && clients.len() >= usize::try_from(a.max_clients).unwrap_or(0) {
        return Err(AppointmentWriteError::CaseloadFull);
    }
    Ok(a.counsellor_id)
}
