//! The export's tables: one function per table of the person-data registry
//! ([`mon_application::privacy::personal_data`]) that is exported, shaping its rows.

use std::collections::HashMap;

use anyhow::Context;
use chrono::{DateTime, NaiveDate, Utc};
use mon_application::ports::{ExportTable, ExportValue};
use sea_orm::sea_query::{Expr, ExprTrait, Func};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::entities::{
    access_log, appointment, check_in, consent, counsellor, counsellor_hour, counsellor_time_off,
    learning_item, outbox, safety_plan, saved_course, self_care_answer, self_care_submission,
    text_message, user, user_contact,
};

/// Table `table`'s part of account `u`'s export, called `name`.
pub(super) async fn export_table(
    txn: &impl ConnectionTrait,
    table: &str,
    name: &'static str,
    u: &user::Model,
) -> anyhow::Result<ExportTable> {
    let user_id = u.id;
    match table {
        "users" => account(txn, name, u).await,
        "appointments" => appointments(txn, name, user_id).await,
        "self_care_answers" => self_care_answers(txn, name, user_id).await,
        "self_care_submissions" => self_care_days(txn, name, user_id).await,
        "check_ins" => check_ins(txn, name, user_id).await,
        "safety_plans" => safety_plan(txn, name, user_id).await,
        "saved_courses" => saved_courses(txn, name, user_id).await,
        "consents" => consents(txn, name, user_id).await,
        "access_log" => access_log(txn, name, user_id).await,
        "outbox" => pending_mail(txn, name, u).await,
        "counsellors" => counsellor_profile(txn, name, user_id).await,
        "counsellor_hours" => counsellor_hours(txn, name, user_id).await,
        "counsellor_time_off" => counsellor_time_off(txn, name, user_id).await,
        "text_messages" => text_messages(txn, name, user_id).await,
        other => anyhow::bail!("the export has no shape for table {other}"),
    }
}

/// The account row, with its language.
async fn account(
    txn: &impl ConnectionTrait,
    name: &'static str,
    u: &user::Model,
) -> anyhow::Result<ExportTable> {
    let contact = user_contact::Entity::find_by_id(u.id)
        .one(txn)
        .await
        .context("reading the account's language")?;
    let language = contact.as_ref().map(|c| c.language.clone());
    let counsellor = contact.and_then(|c| c.counsellor_id);
    Ok(table(
        name,
        &[
            "id",
            "username",
            "email",
            "contact_number",
            "nid",
            "role",
            "is_active",
            "language",
            "discreet",
            "own_counsellor_id",
            "registered_at",
            "updated_at",
        ],
        vec![vec![
            ExportValue::Int(u.id),
            text(u.username.clone()),
            text(u.email.clone()),
            opt(u.contact_number.clone()),
            opt(u.nid.clone()),
            text(u.role.clone()),
            ExportValue::Bool(u.is_active),
            opt(language),
            ExportValue::Bool(u.discreet),
            counsellor.map_or(ExportValue::Null, ExportValue::Int),
            time(u.registered_at),
            time(u.updated_at),
        ]],
    ))
}

/// The person's appointment requests.
async fn appointments(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let appointments = appointment::Entity::find()
        .filter(appointment::Column::UserId.eq(user_id))
        .order_by_asc(appointment::Column::Id)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &[
            "id",
            "date",
            "time",
            "name",
            "email",
            "phone",
            "status",
            "session_mode",
            "session_detail",
            "reason",
            "counsellor_id",
            "attendance",
            "late_cancel",
            "created_at",
            "updated_at",
        ],
        appointments
            .into_iter()
            .map(|a| {
                vec![
                    ExportValue::Int(a.id),
                    day(a.date),
                    text(a.time),
                    text(a.name),
                    text(a.email),
                    text(a.phone),
                    text(a.status),
                    opt(a.session_mode),
                    opt(a.session_detail),
                    opt(a.reason),
                    a.counsellor_id.map_or(ExportValue::Null, ExportValue::Int),
                    opt(a.attendance),
                    ExportValue::Bool(a.late_cancel),
                    time(a.created_at),
                    time(a.updated_at),
                ]
            })
            .collect(),
    ))
}

/// The daily self-care answers, each with the question as it was worded.
async fn self_care_answers(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let answers = self_care_answer::Entity::find()
        .filter(self_care_answer::Column::UserId.eq(user_id))
        .order_by_asc(self_care_answer::Column::Date)
        .order_by_asc(self_care_answer::Column::QuestionId)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &["date", "question_id", "question", "question_bn", "answer"],
        answers
            .into_iter()
            // The question as it was worded when answered.
            .map(|a| {
                vec![
                    day(a.date),
                    ExportValue::Int(a.question_id),
                    text(a.question_title),
                    text(a.question_title_bn),
                    text(a.answer),
                ]
            })
            .collect(),
    ))
}

/// The days the person answered.
async fn self_care_days(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let submissions = self_care_submission::Entity::find()
        .filter(self_care_submission::Column::UserId.eq(user_id))
        .order_by_asc(self_care_submission::Column::Date)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &["date", "created_at"],
        submissions
            .into_iter()
            .map(|s| vec![day(s.date), time(s.created_at)])
            .collect(),
    ))
}

/// The PHQ-9 and GAD-7 check-ins.
async fn check_ins(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let check_ins = check_in::Entity::find()
        .filter(check_in::Column::UserId.eq(user_id))
        .order_by_asc(check_in::Column::Id)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &[
            "id",
            "instrument",
            "answers",
            "score",
            "band",
            "help_suggested",
            "taken_at",
        ],
        check_ins
            .into_iter()
            .map(|c| {
                vec![
                    ExportValue::Int(c.id),
                    text(c.code),
                    text(c.answers),
                    ExportValue::Int(c.score.into()),
                    text(c.band),
                    ExportValue::Bool(c.help_suggested),
                    time(c.taken_at),
                ]
            })
            .collect(),
    ))
}

/// A counsellor's own profile, as the admins and the counsellor wrote it.
async fn counsellor_profile(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let rows = counsellor::Entity::find()
        .filter(counsellor::Column::UserId.eq(user_id))
        .all(txn)
        .await
        .context("reading the counsellor profile")?;
    Ok(table(
        name,
        &[
            "name_en",
            "name_bn",
            "title_en",
            "title_bn",
            "credentials",
            "registration_no",
            "languages",
            "specialities",
            "modes",
            "fee_bdt",
            "bio_en",
            "bio_bn",
            "published",
            "max_clients",
            "updated_at",
        ],
        rows.into_iter()
            .map(|c| {
                vec![
                    text(c.name_en),
                    text(c.name_bn),
                    text(c.title_en),
                    text(c.title_bn),
                    text(c.credentials),
                    opt(c.registration_no),
                    text(c.languages),
                    text(c.specialities),
                    text(c.modes),
                    ExportValue::Int(c.fee_bdt),
                    text(c.bio_en),
                    text(c.bio_bn),
                    ExportValue::Bool(c.published),
                    ExportValue::Int(i64::from(c.max_clients)),
                    time(c.updated_at),
                ]
            })
            .collect(),
    ))
}

/// A counsellor's weekly hours.
async fn counsellor_hours(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let rows = counsellor_hour::Entity::find()
        .filter(counsellor_hour::Column::UserId.eq(user_id))
        .order_by_asc(counsellor_hour::Column::Weekday)
        .order_by_asc(counsellor_hour::Column::StartMinute)
        .all(txn)
        .await
        .context("reading weekly hours")?;
    let hm = |m: i32| format!("{:02}:{:02}", m / 60, m % 60);
    Ok(table(
        name,
        &["weekday", "start", "end"],
        rows.into_iter()
            .map(|h| {
                vec![
                    ExportValue::Int(i64::from(h.weekday)),
                    text(hm(h.start_minute)),
                    text(hm(h.end_minute)),
                ]
            })
            .collect(),
    ))
}

/// A counsellor's time off.
async fn counsellor_time_off(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let rows = counsellor_time_off::Entity::find()
        .filter(counsellor_time_off::Column::UserId.eq(user_id))
        .order_by_asc(counsellor_time_off::Column::StartsAt)
        .all(txn)
        .await
        .context("reading time off")?;
    let local = |t: chrono::NaiveDateTime| text(t.format("%Y-%m-%dT%H:%M").to_string());
    Ok(table(
        name,
        &["from", "to", "reason", "created_at"],
        rows.into_iter()
            .map(|o| {
                vec![
                    local(o.starts_at),
                    local(o.ends_at),
                    text(o.reason),
                    time(o.created_at),
                ]
            })
            .collect(),
    ))
}

/// The safety plan.
async fn safety_plan(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let plan = safety_plan::Entity::find_by_id(user_id).one(txn).await?;
    Ok(table(
        name,
        &["content", "updated_at"],
        plan.into_iter()
            .map(|p| vec![text(p.content), time(p.updated_at)])
            .collect(),
    ))
}

/// The saved courses, with their titles.
async fn saved_courses(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let saved = saved_course::Entity::find()
        .filter(saved_course::Column::UserId.eq(user_id))
        .order_by_asc(saved_course::Column::CreatedAt)
        .all(txn)
        .await?;
    let ids: Vec<i64> = saved.iter().map(|s| s.learning_id).collect();
    let titles = lookup::<learning_item::Entity, _>(txn, learning_item::Column::Id, ids, |l| {
        (l.id, l.title)
    })
    .await?;
    Ok(table(
        name,
        &["learning_id", "title", "saved_at"],
        saved
            .into_iter()
            .map(|s| {
                vec![
                    ExportValue::Int(s.learning_id),
                    opt(titles.get(&s.learning_id).cloned()),
                    time(s.created_at),
                ]
            })
            .collect(),
    ))
}

/// The consent log.
async fn consents(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let consents = consent::Entity::find()
        .filter(consent::Column::UserId.eq(user_id))
        .order_by_asc(consent::Column::Id)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &["purpose", "granted", "notice_version", "text_shown", "at"],
        consents
            .into_iter()
            .map(|c| {
                vec![
                    text(c.purpose),
                    ExportValue::Bool(c.granted),
                    text(c.notice_version),
                    text(c.text_shown),
                    time(c.at),
                ]
            })
            .collect(),
    ))
}

/// The admins' reads of the person's records, with the readers' names.
async fn access_log(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let reads = access_log::Entity::find()
        .filter(access_log::Column::SubscriberId.eq(user_id))
        .order_by_asc(access_log::Column::Id)
        .all(txn)
        .await?;
    let mut admin_ids: Vec<i64> = reads.iter().map(|r| r.admin_id).collect();
    admin_ids.sort_unstable();
    admin_ids.dedup();
    let names =
        lookup::<user::Entity, _>(txn, user::Column::Id, admin_ids, |u| (u.id, u.username)).await?;
    Ok(table(
        name,
        &["by", "what", "at"],
        reads
            .into_iter()
            .map(|r| {
                vec![
                    opt(names.get(&r.admin_id).cloned()),
                    text(r.what),
                    time(r.at),
                ]
            })
            .collect(),
    ))
}

/// Mail still owed to the person (it leaves the outbox once delivered).
async fn pending_mail(
    txn: &impl ConnectionTrait,
    name: &'static str,
    u: &user::Model,
) -> anyhow::Result<ExportTable> {
    // Mail still owed to the person (it leaves the outbox once delivered).
    let owed = outbox::Entity::find()
        .filter(
            Expr::expr(Func::lower(Expr::col(outbox::Column::Recipient))).eq(u.email_lower.clone()),
        )
        .order_by_asc(outbox::Column::Id)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &["subject", "kind", "created_at", "attempts"],
        owed.into_iter()
            .map(|m| {
                vec![
                    text(m.subject),
                    opt(m.kind),
                    time(m.created_at),
                    ExportValue::Int(m.attempts.into()),
                ]
            })
            .collect(),
    ))
}

/// The text messages handed to the gateway for the person: kind, time, and the number masked.
async fn text_messages(
    txn: &impl ConnectionTrait,
    name: &'static str,
    user_id: i64,
) -> anyhow::Result<ExportTable> {
    let sent = text_message::Entity::find()
        .filter(text_message::Column::UserId.eq(user_id))
        .order_by_asc(text_message::Column::Id)
        .all(txn)
        .await?;
    Ok(table(
        name,
        &["kind", "sent_at", "number"],
        sent.into_iter()
            .map(|m| {
                vec![
                    text(m.kind),
                    time(m.sent_at),
                    text(
                        m.number
                            .as_deref()
                            .map(mon_domain::sms::masked)
                            .unwrap_or_default(),
                    ),
                ]
            })
            .collect(),
    ))
}

fn text(s: impl Into<String>) -> ExportValue {
    ExportValue::Text(s.into())
}

fn opt(s: Option<String>) -> ExportValue {
    s.map_or(ExportValue::Null, ExportValue::Text)
}

fn time(t: DateTime<Utc>) -> ExportValue {
    text(t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
}

fn day(d: NaiveDate) -> ExportValue {
    text(d.to_string())
}

/// `id → value` of the rows of `E` whose `id_column` is one of `ids` (no query for none).
async fn lookup<E: EntityTrait, V>(
    txn: &impl ConnectionTrait,
    id_column: E::Column,
    ids: Vec<i64>,
    pick: impl Fn(E::Model) -> (i64, V),
) -> anyhow::Result<HashMap<i64, V>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(E::find()
        .filter(id_column.is_in(ids))
        .all(txn)
        .await?
        .into_iter()
        .map(pick)
        .collect())
}

fn table(name: &'static str, columns: &[&'static str], rows: Vec<Vec<ExportValue>>) -> ExportTable {
    ExportTable {
        name,
        columns: columns.to_vec(),
        rows,
    }
}
