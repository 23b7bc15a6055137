//! Subscribers as the clients of counsellors: what ties one to a counsellor, and the name the
//! counsellor knows them by.

use anyhow::Context;
use async_trait::async_trait;
use chrono::NaiveDate;
use mon_application::ports::{ClientFacts, ClientRepository};
use mon_domain::care::AppointmentStatus;
use mon_domain::counsellor::clients::Tie;
use mon_domain::user::Role;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, Select};

use crate::Database;
use crate::appointment_repository::sessions_with;
use crate::entities::{appointment, user, user_contact};

/// [`ClientRepository`] over sea-orm.
#[derive(Clone)]
pub struct SeaClientRepository {
    db: Database,
}

impl SeaClientRepository {
    /// The repository over `db`.
    pub fn new(db: Database) -> Self {
        Self { db }
    }

    /// The latest of `select`'s appointments (by date, then id).
    async fn latest(
        &self,
        select: Select<appointment::Entity>,
    ) -> anyhow::Result<Option<appointment::Model>> {
        select
            .order_by_desc(appointment::Column::Date)
            .order_by_desc(appointment::Column::Id)
            .one(&self.db.conn)
            .await
            .context("reading a client's latest appointment")
    }

    /// The date of subscriber `user_id`'s latest approved session with counsellor `counsellor_id`.
    async fn last_session(
        &self,
        counsellor_id: i64,
        user_id: i64,
    ) -> anyhow::Result<Option<NaiveDate>> {
        Ok(self
            .latest(
                sessions_with(counsellor_id, user_id)
                    .filter(appointment::Column::Status.eq(AppointmentStatus::Approved.as_str())),
            )
            .await?
            .map(|a| a.date))
    }

    /// The name the counsellor's session list shows for subscriber `user_id`: on their latest
    /// session with the counsellor, else on their latest appointment, else their username.
    async fn name(&self, counsellor_id: i64, user_id: i64) -> anyhow::Result<String> {
        if let Some(a) = self.latest(sessions_with(counsellor_id, user_id)).await? {
            return Ok(a.name);
        }
        let any = appointment::Entity::find().filter(appointment::Column::UserId.eq(user_id));
        if let Some(a) = self.latest(any).await? {
            return Ok(a.name);
        }
        Ok(user::Entity::find_by_id(user_id)
            .one(&self.db.conn)
            .await
            .context("reading a client's username")?
            .map(|u| u.username)
            .unwrap_or_default())
    }
}

#[async_trait]
impl ClientRepository for SeaClientRepository {
    async fn facts(&self, counsellor_id: i64, user_id: i64) -> anyhow::Result<Option<ClientFacts>> {
        // Only a live subscriber: an erased account's role is no longer SUBSCRIBER.
        let Some(subscriber) = user_contact::Entity::find_by_id(user_id)
            .filter(user_contact::Column::Role.eq(Role::Subscriber.as_str()))
            .one(&self.db.conn)
            .await
            .context("reading a client")?
        else {
            return Ok(None);
        };
        let tie = Tie {
            named: subscriber.counsellor_id == Some(counsellor_id),
            last_session: self.last_session(counsellor_id, user_id).await?,
        };
        Ok(Some(ClientFacts {
            name: self.name(counsellor_id, user_id).await?,
            tie,
        }))
    }
}
