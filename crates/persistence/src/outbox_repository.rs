use anyhow::Context;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use mon_application::ports::{
    AccountMailbox, Addressee, Attachment, DeadChannel, DeadLetter, Envelope, Mail, MailKind,
    NeutralMail, OutboxMessage, OutboxRepository, Owed, Recipients, Scheduled, TextKind,
    TextMessage, message_id,
};
use mon_domain::Lang;
use mon_domain::pagination::{Page, PageRequest};
use mon_domain::user::Role;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::Database;
use crate::entities::{mail_cooldown, outbox, text_message, user_contact};
use crate::paged::counted_page;

/// Puts `mails` about the account `subject` in the outbox on `conn`: called inside the transaction of the change they report.
pub(crate) async fn enqueue<C: ConnectionTrait>(
    conn: &C,
    mails: &[Mail],
    subject: i64,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    insert(
        conn,
        mails
            .iter()
            .map(|m| row(m, MailKind::Care, now, now, None, Some(subject))),
    )
    .await
}

/// Puts messages about the account `subject` in the outbox on `conn` (reminders, and text messages
/// about a decision), each due at its time and tied to its appointment.
pub(crate) async fn schedule<C: ConnectionTrait>(
    conn: &C,
    messages: &[Scheduled],
    subject: i64,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    insert(
        conn,
        messages.iter().map(|m| match &m.message {
            Owed::Mail(mail) => row(
                mail,
                MailKind::Care,
                m.at,
                now,
                Some(m.appointment_id),
                Some(subject),
            ),
            Owed::Text(text) => text_row(text, m.at, now, Some(m.appointment_id), subject),
        }),
    )
    .await
}

/// Puts one account mail for the account `subject` in the outbox on `conn` (its address's count is kept by [`AccountMailbox::reserve`]).
pub(crate) async fn enqueue_account<C: ConnectionTrait>(
    conn: &C,
    mail: &Mail,
    kind: MailKind,
    subject: i64,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    insert(
        conn,
        std::iter::once(row(mail, kind, now, now, None, Some(subject))),
    )
    .await
}

/// The owed mail about account `user_id`: about the account itself (`subject_user_id`) or about one of
/// its appointments, matched by what is stored with each row, never by its text.
pub(crate) async fn about_account<C: ConnectionTrait>(
    conn: &C,
    user_id: i64,
) -> anyhow::Result<sea_orm::Condition> {
    let appointments: Vec<i64> = crate::entities::appointment::Entity::find()
        .filter(crate::entities::appointment::Column::UserId.eq(user_id))
        .all(conn)
        .await
        .context("reading the account's appointments")?
        .into_iter()
        .map(|a| a.id)
        .collect();
    let mut about = sea_orm::Condition::any().add(outbox::Column::SubjectUserId.eq(user_id));
    if !appointments.is_empty() {
        about = about.add(outbox::Column::AppointmentId.is_in(appointments));
    }
    Ok(about)
}

/// Rewrites every care e-mail still owed to account `user_id`'s own address (about it, or about one
/// of its appointments) as `neutral` in the account's language, without attachment, on `conn`.
pub(crate) async fn neutralise_care_mail<C: ConnectionTrait>(
    conn: &C,
    user_id: i64,
    neutral: &NeutralMail,
) -> anyhow::Result<u64> {
    let Some(account) = crate::entities::user::Entity::find_by_id(user_id)
        .one(conn)
        .await
        .context("reading the account")?
    else {
        return Ok(0);
    };
    let language = user_contact::Entity::find_by_id(user_id)
        .one(conn)
        .await
        .context("reading a language")?
        .map_or(Lang::En, |c| lang(&c.language));
    let mail = match language {
        Lang::En => &neutral.en,
        Lang::Bn => &neutral.bn,
    };
    let about = about_account(conn, user_id).await?;
    let rewritten = outbox::Entity::update_many()
        .col_expr(outbox::Column::Subject, Expr::value(mail.subject.clone()))
        .col_expr(outbox::Column::Body, Expr::value(mail.text.clone()))
        .col_expr(
            outbox::Column::AttachmentName,
            Expr::value(Option::<String>::None),
        )
        .col_expr(
            outbox::Column::AttachmentType,
            Expr::value(Option::<String>::None),
        )
        .col_expr(
            outbox::Column::Attachment,
            Expr::value(Option::<String>::None),
        )
        .filter(about)
        .filter(
            Expr::expr(sea_orm::sea_query::Func::lower(Expr::col(
                outbox::Column::Recipient,
            )))
            .eq(account.email_lower),
        )
        .filter(
            sea_orm::Condition::any()
                .add(outbox::Column::Kind.eq(MailKind::Care.as_str()))
                .add(outbox::Column::Kind.is_null()),
        )
        .exec(conn)
        .await
        .context("rewriting owed care mail")?;
    // Text messages keep what they say (a time, no telling word) and lose the service's name.
    let prefix = mon_domain::sms::SERVICE_PREFIX;
    let start = prefix.chars().count() + 1;
    outbox::Entity::update_many()
        .col_expr(
            outbox::Column::Body,
            Expr::cust(format!("substr(body, {start})")),
        )
        .filter(about_account(conn, user_id).await?)
        .filter(outbox::Column::Channel.eq(SMS))
        .filter(outbox::Column::DeadAt.is_null())
        .filter(outbox::Column::Body.like(format!("{prefix}%")))
        .exec(conn)
        .await
        .context("rewriting owed text messages")?;
    Ok(rewritten.rows_affected)
}

/// Drops the reminders still waiting for `appointment_id`.
pub(crate) async fn drop_reminders<C: ConnectionTrait>(
    conn: &C,
    appointment_id: i64,
) -> anyhow::Result<u64> {
    let gone = outbox::Entity::delete_many()
        .filter(outbox::Column::AppointmentId.eq(appointment_id))
        .exec(conn)
        .await
        .context("dropping reminders")?;
    Ok(gone.rows_affected)
}

async fn insert<C: ConnectionTrait>(
    conn: &C,
    rows: impl Iterator<Item = outbox::ActiveModel>,
) -> anyhow::Result<()> {
    let rows: Vec<_> = rows.collect();
    if rows.is_empty() {
        return Ok(());
    }
    outbox::Entity::insert_many(rows)
        .exec_without_returning(conn)
        .await
        .context("writing to the mail outbox")?;
    Ok(())
}

fn row(
    m: &Mail,
    kind: MailKind,
    due: DateTime<Utc>,
    now: DateTime<Utc>,
    appointment_id: Option<i64>,
    subject_user_id: Option<i64>,
) -> outbox::ActiveModel {
    outbox::ActiveModel {
        id: NotSet,
        recipient: Set(m.to.clone()),
        subject: Set(m.subject.clone()),
        body: Set(m.text.clone()),
        attachment_name: Set(m.attachment.as_ref().map(|a| a.filename.clone())),
        attachment_type: Set(m.attachment.as_ref().map(|a| a.content_type.clone())),
        attachment: Set(m.attachment.as_ref().map(|a| a.content.clone())),
        attempts: Set(0),
        next_attempt_at: Set(due),
        last_error: Set(None),
        created_at: Set(now),
        appointment_id: Set(appointment_id),
        kind: Set(Some(kind.as_str().to_owned())),
        dead_at: Set(None),
        subject_user_id: Set(subject_user_id),
        channel: Set(MAIL.to_owned()),
    }
}

/// The outbox's channels.
pub(crate) const MAIL: &str = "mail";
pub(crate) const SMS: &str = "sms";
/// The `last_error` of a text message held for the next day by a daily limit.
const HELD: &str = "held until the next day: a daily limit on text messages was reached";

/// An outbox row for a text message about account `subject`, due at `due` (tied to its
/// appointment when it is a reminder).
pub(crate) fn text_row(
    m: &TextMessage,
    due: DateTime<Utc>,
    now: DateTime<Utc>,
    appointment_id: Option<i64>,
    subject: i64,
) -> outbox::ActiveModel {
    outbox::ActiveModel {
        id: NotSet,
        recipient: Set(m.to.clone()),
        subject: Set(String::new()),
        body: Set(m.text.clone()),
        attachment_name: Set(None),
        attachment_type: Set(None),
        attachment: Set(None),
        attempts: Set(0),
        next_attempt_at: Set(due),
        last_error: Set(None),
        created_at: Set(now),
        appointment_id: Set(appointment_id),
        kind: Set(Some(m.kind.as_str().to_owned())),
        dead_at: Set(None),
        subject_user_id: Set(Some(subject)),
        channel: Set(SMS.to_owned()),
    }
}

fn to_message(m: outbox::Model) -> OutboxMessage {
    let text = text_kind(&m);
    let attachment = match (m.attachment_name, m.attachment_type, m.attachment) {
        (Some(filename), Some(content_type), Some(content)) => Some(Attachment {
            filename,
            content_type,
            content,
        }),
        _ => None,
    };
    let envelope = match text {
        Some(kind) => Envelope::Text(TextMessage {
            to: m.recipient,
            text: m.body,
            kind,
            id: Some(message_id(m.id, m.created_at)),
        }),
        None => Envelope::Mail {
            kind: MailKind::parse(m.kind.as_deref()),
            mail: Mail {
                to: m.recipient,
                subject: m.subject,
                text: m.body,
                attachment,
            },
        },
    };
    OutboxMessage {
        id: m.id,
        envelope,
        attempts: m.attempts,
        next_attempt_at: m.next_attempt_at,
    }
}

/// A text message row's kind; `None` for an e-mail.
fn text_kind(m: &outbox::Model) -> Option<TextKind> {
    if m.channel != SMS {
        return None;
    }
    // An unknown kind cannot be written by this code; a text is never sent as an e-mail.
    Some(
        m.kind
            .as_deref()
            .and_then(TextKind::parse)
            .unwrap_or(TextKind::Decision),
    )
}

/// [`OutboxRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaOutboxRepository {
    db: Database,
}

impl SeaOutboxRepository {
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// Messages still waiting (for tests and checks).
    ///
    /// # Errors
    /// A database failure.
    pub async fn waiting(&self) -> anyhow::Result<Vec<OutboxMessage>> {
        Ok(outbox::Entity::find()
            .filter(outbox::Column::DeadAt.is_null())
            .order_by_asc(outbox::Column::Id)
            .all(&self.db.conn)
            .await
            .context("reading the outbox")?
            .into_iter()
            .map(to_message)
            .collect())
    }
}

#[async_trait]
impl OutboxRepository for SeaOutboxRepository {
    async fn due(&self, now: DateTime<Utc>, limit: u64) -> anyhow::Result<Vec<OutboxMessage>> {
        let rows = outbox::Entity::find()
            .filter(outbox::Column::NextAttemptAt.lte(now))
            .filter(outbox::Column::DeadAt.is_null())
            .order_by_asc(outbox::Column::NextAttemptAt)
            .order_by_asc(outbox::Column::Id)
            .limit(limit)
            .all(&self.db.conn)
            .await
            .context("reading due mail")?;
        Ok(rows.into_iter().map(to_message).collect())
    }

    async fn claim(
        &self,
        id: i64,
        seen: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let res = outbox::Entity::update_many()
            .col_expr(outbox::Column::NextAttemptAt, Expr::value(lease_until))
            .col_expr(
                outbox::Column::Attempts,
                Expr::col(outbox::Column::Attempts).add(1),
            )
            .filter(outbox::Column::Id.eq(id))
            .filter(outbox::Column::NextAttemptAt.eq(seen))
            .exec(&self.db.conn)
            .await
            .context("taking a mail")?;
        Ok(res.rows_affected == 1)
    }

    async fn delivered(&self, id: i64, now: DateTime<Utc>) -> anyhow::Result<()> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        let row = outbox::Entity::find_by_id(id)
            .one(&txn)
            .await
            .context("reading a delivered message")?;
        if let Some(m) = row.filter(|m| m.channel == SMS) {
            text_message::ActiveModel {
                id: NotSet,
                user_id: Set(m.subject_user_id),
                number: Set(Some(m.recipient)),
                kind: Set(m.kind.unwrap_or_default()),
                sent_at: Set(now),
            }
            .insert(&txn)
            .await
            .context("recording a sent text message")?;
        }
        outbox::Entity::delete_by_id(id)
            .exec(&txn)
            .await
            .context("removing a delivered message")?;
        txn.commit().await.context("committing a delivery")
    }

    async fn texts_sent_since<'a>(
        &self,
        number: Option<&'a str>,
        since: DateTime<Utc>,
    ) -> anyhow::Result<u64> {
        let mut select =
            text_message::Entity::find().filter(text_message::Column::SentAt.gte(since));
        if let Some(number) = number {
            select = select.filter(text_message::Column::Number.eq(number));
        }
        select
            .count(&self.db.conn)
            .await
            .context("counting sent text messages")
    }

    async fn hold(
        &self,
        id: i64,
        lease_until: DateTime<Utc>,
        until: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        outbox::Entity::update_many()
            .col_expr(outbox::Column::NextAttemptAt, Expr::value(until))
            .col_expr(
                outbox::Column::Attempts,
                Expr::col(outbox::Column::Attempts).sub(1),
            )
            .col_expr(outbox::Column::LastError, Expr::value(HELD))
            .filter(outbox::Column::Id.eq(id))
            .filter(outbox::Column::NextAttemptAt.eq(lease_until))
            .exec(&self.db.conn)
            .await
            .context("holding a text message")?;
        Ok(())
    }

    async fn texts_held(&self) -> anyhow::Result<u64> {
        outbox::Entity::find()
            .filter(outbox::Column::Channel.eq(SMS))
            .filter(outbox::Column::DeadAt.is_null())
            .filter(outbox::Column::LastError.eq(HELD))
            .count(&self.db.conn)
            .await
            .context("counting held text messages")
    }

    async fn failed(
        &self,
        id: i64,
        lease_until: DateTime<Utc>,
        retry_at: DateTime<Utc>,
        error: &str,
    ) -> anyhow::Result<()> {
        outbox::Entity::update_many()
            .col_expr(outbox::Column::NextAttemptAt, Expr::value(retry_at))
            .col_expr(outbox::Column::LastError, Expr::value(error.to_owned()))
            .filter(outbox::Column::Id.eq(id))
            .filter(outbox::Column::NextAttemptAt.eq(lease_until))
            .exec(&self.db.conn)
            .await
            .context("recording a failed mail")?;
        Ok(())
    }

    async fn dead(
        &self,
        id: i64,
        lease_until: DateTime<Utc>,
        now: DateTime<Utc>,
        error: &str,
    ) -> anyhow::Result<()> {
        outbox::Entity::update_many()
            .col_expr(outbox::Column::DeadAt, Expr::value(Some(now)))
            .col_expr(outbox::Column::LastError, Expr::value(error.to_owned()))
            .filter(outbox::Column::Id.eq(id))
            .filter(outbox::Column::NextAttemptAt.eq(lease_until))
            .exec(&self.db.conn)
            .await
            .context("moving a mail to the dead letters")?;
        Ok(())
    }

    async fn dead_letters(&self, page: PageRequest) -> anyhow::Result<Page<DeadLetter>> {
        let select = outbox::Entity::find().filter(outbox::Column::DeadAt.is_not_null());
        let (rows, total) = counted_page(
            &self.db.conn,
            select,
            |s| {
                s.order_by_desc(outbox::Column::DeadAt)
                    .order_by_desc(outbox::Column::Id)
            },
            page,
            "dead letters",
        )
        .await?;
        let items = rows
            .into_iter()
            .filter_map(|m| {
                let (channel, kind) = match text_kind(&m) {
                    Some(kind) => (
                        DeadChannel::Sms {
                            masked_number: mon_domain::sms::masked(&m.recipient),
                        },
                        kind.as_str(),
                    ),
                    None => (
                        DeadChannel::Mail,
                        MailKind::parse(m.kind.as_deref()).as_str(),
                    ),
                };
                Some(DeadLetter {
                    id: m.id,
                    channel,
                    kind,
                    attempts: m.attempts,
                    last_error: m.last_error,
                    created_at: m.created_at,
                    dead_at: m.dead_at?,
                })
            })
            .collect();
        Ok(Page::of(items, total, page))
    }

    async fn revive(&self, id: i64, now: DateTime<Utc>) -> anyhow::Result<bool> {
        let res = outbox::Entity::update_many()
            .col_expr(
                outbox::Column::DeadAt,
                Expr::value(Option::<DateTime<Utc>>::None),
            )
            .col_expr(outbox::Column::Attempts, Expr::value(0))
            .col_expr(outbox::Column::NextAttemptAt, Expr::value(now))
            .filter(outbox::Column::Id.eq(id))
            .filter(outbox::Column::DeadAt.is_not_null())
            .exec(&self.db.conn)
            .await
            .context("reviving a dead letter")?;
        Ok(res.rows_affected == 1)
    }

    async fn discard(&self, id: i64) -> anyhow::Result<bool> {
        let res = outbox::Entity::delete_many()
            .filter(outbox::Column::Id.eq(id))
            .filter(outbox::Column::DeadAt.is_not_null())
            .exec(&self.db.conn)
            .await
            .context("discarding a dead letter")?;
        Ok(res.rows_affected == 1)
    }
}

/// [`AccountMailbox`] over the outbox and the `mail_cooldowns` counts.
#[derive(Clone)]
pub struct SeaAccountMailbox {
    db: Database,
}

impl SeaAccountMailbox {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait]
impl AccountMailbox for SeaAccountMailbox {
    async fn reserve(
        &self,
        address: &str,
        since: DateTime<Utc>,
        limit: u64,
        now: DateTime<Utc>,
    ) -> anyhow::Result<bool> {
        let recipient = address.to_lowercase();
        // SQLite's write transaction runs alone; on PostgreSQL a lock on the address orders parallel callers.
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        if txn.get_database_backend() == sea_orm::DbBackend::Postgres {
            txn.execute_raw(sea_orm::Statement::from_sql_and_values(
                sea_orm::DbBackend::Postgres,
                "SELECT pg_advisory_xact_lock(hashtext($1))",
                [format!("mail:{recipient}").into()],
            ))
            .await
            .context("locking an address's mail count")?;
        }
        let sent = mail_cooldown::Entity::find()
            .filter(mail_cooldown::Column::Recipient.eq(recipient.clone()))
            .filter(mail_cooldown::Column::SentAt.gte(since))
            .count(&txn)
            .await
            .context("counting an address's account mail")?;
        if sent >= limit {
            return Ok(false);
        }
        mail_cooldown::ActiveModel {
            id: NotSet,
            recipient: Set(recipient),
            sent_at: Set(now),
        }
        .insert(&txn)
        .await
        .context("counting an account mail")?;
        txn.commit().await.context("committing a mail count")?;
        Ok(true)
    }

    async fn queue(
        &self,
        mail: &Mail,
        kind: MailKind,
        about: i64,
        now: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let txn = self
            .db
            .begin_write()
            .await
            .context("starting transaction")?;
        enqueue_account(&txn, mail, kind, about, now).await?;
        txn.commit().await.context("committing an account mail")
    }

    async fn purge(&self, before: DateTime<Utc>) -> anyhow::Result<u64> {
        let gone = mail_cooldown::Entity::delete_many()
            .filter(mail_cooldown::Column::SentAt.lt(before))
            .exec(&self.db.conn)
            .await
            .context("purging old mail counts")?;
        Ok(gone.rows_affected)
    }
}

/// [`Recipients`] over the `users` table.
#[derive(Clone)]
pub struct SeaRecipients {
    db: Database,
}

impl SeaRecipients {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn lang(code: &str) -> Lang {
    if code == "bn" { Lang::Bn } else { Lang::En }
}

fn code(lang: Lang) -> &'static str {
    match lang {
        Lang::Bn => "bn",
        Lang::En => "en",
    }
}

#[async_trait]
impl Recipients for SeaRecipients {
    async fn language_of(&self, user_id: i64) -> anyhow::Result<Lang> {
        let row = user_contact::Entity::find_by_id(user_id)
            .one(&self.db.conn)
            .await
            .context("reading a language")?;
        Ok(row.map_or(Lang::En, |u| lang(&u.language)))
    }

    async fn remember_language(&self, user_id: i64, lang: Lang) -> anyhow::Result<()> {
        // Written only when it changed: most requests leave the row alone.
        user_contact::Entity::update_many()
            .col_expr(user_contact::Column::Language, Expr::value(code(lang)))
            .filter(user_contact::Column::Id.eq(user_id))
            .filter(user_contact::Column::Language.ne(code(lang)))
            .exec(&self.db.conn)
            .await
            .context("recording a language")?;
        Ok(())
    }

    async fn admins(&self) -> anyhow::Result<Vec<(String, Lang)>> {
        let rows = user_contact::Entity::find()
            .filter(user_contact::Column::Role.eq(Role::Admin.as_str()))
            .filter(user_contact::Column::IsActive.eq(true))
            .order_by_asc(user_contact::Column::Id)
            .all(&self.db.conn)
            .await
            .context("listing admins")?;
        Ok(rows
            .into_iter()
            .map(|u| (u.email, lang(&u.language)))
            .collect())
    }

    async fn account_address(&self, user_id: i64) -> anyhow::Result<Option<Addressee>> {
        let row = user_contact::Entity::find_by_id(user_id)
            .filter(user_contact::Column::IsActive.eq(true))
            .one(&self.db.conn)
            .await
            .context("reading an address")?;
        Ok(row.map(|u| Addressee {
            lang: lang(&u.language),
            email: u.email,
            discreet: u.discreet,
            texts_to: (u.sms_reminders && u.phone_verified)
                .then(|| u.contact_number.as_deref().and_then(mon_domain::sms::e164))
                .flatten(),
        }))
    }
}
