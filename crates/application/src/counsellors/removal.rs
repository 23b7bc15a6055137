//! An admin removes a counsellor: the account closes, the profile leaves the public pages, the
//! weekly hours and time off go, and every session still ahead goes back to the requests without a
//! counsellor, its client told by e-mail. The past keeps the counsellor's name; the notes stay
//! sealed, readable by nobody until an admin hands them over ([`crate::Notes::hand_over`]).

use mon_domain::care::{Appointment, AppointmentStatus};
use mon_domain::counsellor::removal::returned;

use super::{CHANGE_TRIES, CounsellorError, Counsellors};
use crate::care::{calendar, mail};
use crate::ports::{Mail, Removal, RemovalError, ReturnedSession};

impl Counsellors {
    /// Removes counsellor `id` (ADMIN `admin_id`), in one transaction with the e-mails it owes: how
    /// many sessions went back to the requests. Removing a removed counsellor changes nothing and
    /// returns none (so a repeated call is harmless).
    ///
    /// # Errors
    /// `NotFound`; `Unexpected`.
    pub async fn remove(&self, admin_id: i64, id: i64) -> Result<usize, CounsellorError> {
        for _ in 0..CHANGE_TRIES {
            if self.find(id).await?.counsellor.is_removed() {
                return Ok(0);
            }
            let removal = self.removal(id).await?;
            match self.ports.counsellors.remove(&removal).await {
                Ok(()) => {
                    self.invalidate();
                    let returned = removal.returned.len();
                    tracing::info!(
                        admin_id,
                        counsellor_id = id,
                        sessions_returned = returned,
                        "counsellor removed"
                    );
                    return Ok(returned);
                }
                Err(RemovalError::Changed) => continue,
                Err(RemovalError::NotFound) => return Err(CounsellorError::NotFound),
                Err(RemovalError::Unexpected(e)) => return Err(e.into()),
            }
        }
        Err(anyhow::anyhow!(
            "the counsellor's sessions kept changing while they were being removed"
        )
        .into())
    }

    /// What removing counsellor `id` now writes: their sessions ahead, returned, and the mails.
    async fn removal(&self, id: i64) -> Result<Removal, CounsellorError> {
        let today = self.ports.clock.today();
        let before = self.ports.counsellors.returning_sessions(id, today).await?;
        let mut mails = Vec::new();
        let mut sessions = Vec::with_capacity(before.len());
        for a in before {
            mails.extend(self.counsellor_left_mail(&a).await?);
            sessions.push(ReturnedSession {
                after: returned(a.clone()),
                before: a,
            });
        }
        Ok(Removal {
            counsellor_id: id,
            today,
            returned: sessions,
            mails,
            now: self.ports.clock.now(),
        })
    }

    /// The e-mail that tells the client of `a` (as it was) that it waits for a new counsellor: at
    /// their account's address in their language, the neutral note in discreet mode, a calendar file
    /// that withdraws an approved session; none for an account that is gone or inactive.
    async fn counsellor_left_mail(
        &self,
        a: &Appointment,
    ) -> Result<Option<(i64, Mail)>, CounsellorError> {
        let Some(addressee) = self.ports.recipients.account_address(a.user_id).await? else {
            return Ok(None);
        };
        let (to, lang) = (addressee.email.as_str(), addressee.lang);
        let url = &self.settings.public_url;
        let mail = if addressee.discreet {
            mail::discreet_mail(to, lang, url)
        } else {
            let cancel = (a.status == AppointmentStatus::Approved).then(|| {
                calendar::calendar_file(a, &self.slot_of(a), self.ports.clock.now(), url, true)
            });
            mail::counsellor_left_mail(a, to, lang, cancel, url)
        };
        Ok(Some((a.user_id, mail)))
    }

    /// Where `a` happens in time, in the service's zone (for its calendar file).
    fn slot_of(&self, a: &Appointment) -> calendar::Slot {
        let local = a.date.and_time(mail::start_time(a));
        let start = self.ports.clock.at_local(local.date(), local.time());
        calendar::Slot {
            start,
            zone: self.settings.time_zone.clone(),
            offset: local - start.naive_utc(),
        }
    }
}
