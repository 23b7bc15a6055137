//! A counsellor's weekly hours and time off, the service's closures, and free slots.

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, NaiveDateTime};
use mon_domain::counsellor::calendar::{
    BookedSession, Calendar, Closure, ClosureDraft, SLOT_WINDOW_DAYS, Slot, TimeOff, TimeOffDraft,
    WeeklyRange, WeeklyRangeInput, free_slots, is_free_at, parse_weekly, parse_window,
};
use mon_domain::counsellor::clients::clients_since;
use mon_domain::pagination::{ClosurePages, Page, PageRequest, TimeOffPages};

use super::{CounsellorError, Counsellors};
use crate::ports::{Assignment, SessionTime, SlotHold, Staffing};

/// Free slots as the API gives them: RFC 3339 with the service's offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slots {
    pub time_zone: String,
    pub session_minutes: u32,
    pub slots: Vec<(DateTime<FixedOffset>, DateTime<FixedOffset>)>,
}

/// Time off just added, with the approved sessions it overlaps (to be moved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddedTimeOff {
    pub time_off: TimeOff,
    pub overlapping_sessions: Vec<i64>,
}

impl Counsellors {
    /// The account of the counsellor logged in as `user_id`, or `NotFound`.
    async fn own_account(&self, user_id: i64) -> Result<i64, CounsellorError> {
        Ok(self.own(user_id).await?.user_id)
    }

    /// The weekly hours of the counsellor logged in as `user_id`.
    ///
    /// # Errors
    /// `NotFound`; `Unexpected`.
    pub async fn own_hours(&self, user_id: i64) -> Result<Vec<WeeklyRange>, CounsellorError> {
        let account = self.own_account(user_id).await?;
        Ok(self.ports.calendar.weekly(account).await?)
    }

    /// Replaces the weekly hours of the counsellor logged in as `user_id`.
    ///
    /// # Errors
    /// `Validation` (on `weekly`); `NotFound`; `Unexpected`.
    pub async fn set_own_hours(
        &self,
        user_id: i64,
        input: &[WeeklyRangeInput],
    ) -> Result<Vec<WeeklyRange>, CounsellorError> {
        let ranges = parse_weekly(input)?;
        let account = self.own_account(user_id).await?;
        self.store_hours(account, &ranges).await?;
        Ok(ranges)
    }

    /// Counsellor `id`'s weekly hours (ADMIN).
    ///
    /// # Errors
    /// `NotFound`; `Unexpected`.
    pub async fn hours_of(&self, id: i64) -> Result<Vec<WeeklyRange>, CounsellorError> {
        let c = self.one(id).await?;
        Ok(self.ports.calendar.weekly(c.user_id).await?)
    }

    /// Replaces counsellor `id`'s weekly hours (ADMIN); a removed counsellor has none.
    ///
    /// # Errors
    /// `Validation`; `NotFound`; `Left`; `Unexpected`.
    pub async fn set_hours_of(
        &self,
        id: i64,
        input: &[WeeklyRangeInput],
    ) -> Result<Vec<WeeklyRange>, CounsellorError> {
        let ranges = parse_weekly(input)?;
        let c = self.changeable(id).await?;
        self.store_hours(c.user_id, &ranges).await?;
        Ok(ranges)
    }

    async fn store_hours(
        &self,
        account: i64,
        ranges: &[WeeklyRange],
    ) -> Result<(), CounsellorError> {
        self.ports
            .calendar
            .set_weekly(account, ranges, self.ports.clock.now())
            .await?;
        self.invalidate();
        tracing::info!(
            user_id = account,
            ranges = ranges.len(),
            "weekly hours changed"
        );
        Ok(())
    }

    /// Adds time off for the counsellor logged in as `user_id`; the answer names the approved
    /// sessions it overlaps, so they can be moved.
    ///
    /// # Errors
    /// `Validation`; `NotFound`; `Unexpected`.
    pub async fn add_time_off(
        &self,
        user_id: i64,
        from: &str,
        to: &str,
        reason: &str,
    ) -> Result<AddedTimeOff, CounsellorError> {
        let draft = TimeOffDraft::parse(from, to, reason)?;
        let c = self.own(user_id).await?;
        let time_off = self
            .ports
            .calendar
            .add_time_off(c.user_id, &draft, self.ports.clock.now())
            .await?;
        self.invalidate();
        let session = self.session_length();
        let overlapping_sessions = self
            .ports
            .calendar
            .sessions_between(c.id, draft.from.date(), draft.to.date())
            .await?
            .into_iter()
            .filter(|s| s.approved && s.start < draft.to && draft.from < s.start + session)
            .map(|s| s.appointment_id)
            .collect();
        tracing::info!(counsellor_id = c.id, "time off added");
        Ok(AddedTimeOff {
            time_off,
            overlapping_sessions,
        })
    }

    /// The time off of the counsellor logged in as `user_id`, the latest first.
    ///
    /// # Errors
    /// `NotFound`; `Unexpected`.
    pub async fn own_time_off(
        &self,
        user_id: i64,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<TimeOff>, CounsellorError> {
        let account = self.own_account(user_id).await?;
        Ok(self
            .ports
            .calendar
            .time_off(
                account,
                PageRequest::new(page, per_page, TimeOffPages::LIMITS),
            )
            .await?)
    }

    /// # Errors
    /// `NotFound` (no such time off of theirs); `Unexpected`.
    pub async fn delete_time_off(&self, user_id: i64, id: i64) -> Result<(), CounsellorError> {
        let account = self.own_account(user_id).await?;
        if !self.ports.calendar.delete_time_off(account, id).await? {
            return Err(CounsellorError::TimeOffNotFound);
        }
        self.invalidate();
        Ok(())
    }

    /// A closure of the whole service (ADMIN).
    ///
    /// # Errors
    /// `Validation`; `Unexpected`.
    pub async fn add_closure(
        &self,
        from: &str,
        to: &str,
        label: &str,
    ) -> Result<Closure, CounsellorError> {
        let draft = ClosureDraft::parse(from, to, label)?;
        let c = self
            .ports
            .calendar
            .add_closure(&draft, self.ports.clock.now())
            .await?;
        self.invalidate();
        tracing::info!(closure_id = c.id, "closure added");
        Ok(c)
    }

    /// Closures from today on, the soonest first (public).
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn closures(
        &self,
        page: Option<u64>,
        per_page: Option<u64>,
    ) -> Result<Page<Closure>, CounsellorError> {
        Ok(self
            .ports
            .calendar
            .closures(
                self.ports.clock.today(),
                PageRequest::new(page, per_page, ClosurePages::LIMITS),
            )
            .await?)
    }

    /// # Errors
    /// `ClosureNotFound`; `Unexpected`.
    pub async fn delete_closure(&self, id: i64) -> Result<(), CounsellorError> {
        if !self.ports.calendar.delete_closure(id).await? {
            return Err(CounsellorError::ClosureNotFound);
        }
        self.invalidate();
        Ok(())
    }

    fn session_length(&self) -> Duration {
        Duration::minutes(i64::from(self.settings.slots.session_minutes))
    }

    /// The free slots of published counsellor `id` on the days `from..=to` (at most 31).
    ///
    /// # Errors
    /// `Validation` (`from`, `to`); `NotFound` (unknown or unpublished); `Unexpected`.
    pub async fn slots(&self, id: i64, from: &str, to: &str) -> Result<Slots, CounsellorError> {
        let window = parse_window(from, to)?;
        let mut slots = self
            .slots
            .get_or_load((id, window.0, window.1), self.ports.clock.now(), || async {
                let c = self.published_counsellor(id).await?;
                self.free_in(c.id, c.user_id, window).await
            })
            .await?;
        let earliest =
            self.local_now() + Duration::hours(i64::from(self.settings.slots.min_notice_hours));
        slots.retain(|(start, _)| *start >= earliest);
        Ok(Slots {
            time_zone: self.settings.time_zone.clone(),
            session_minutes: self.settings.slots.session_minutes,
            slots: slots
                .into_iter()
                .map(|(s, e)| (self.zoned(s), self.zoned(e)))
                .collect(),
        })
    }

    /// A request's hold on published counsellor `id`'s slot starting at `time` on `date`: `NotASlot`
    /// when that is not one of the counsellor's free starts apart from other requests (outside their
    /// hours, on time off or a closure, too soon, too far); otherwise the hold, whose rule the
    /// appointment's transaction applies to the counsellor's sessions under a lock.
    ///
    /// # Errors
    /// `NotFound`; `NotASlot`; `Unexpected`.
    pub async fn hold(
        &self,
        id: i64,
        date: NaiveDate,
        time: chrono::NaiveTime,
    ) -> Result<SlotHold, CounsellorError> {
        let c = self.published_counsellor(id).await?;
        let Inputs {
            weekly,
            time_off,
            closures,
        } = self.inputs(c.user_id, (date, date)).await?;
        let (rules, now, today) = (
            self.settings.slots,
            self.local_now(),
            self.ports.clock.today(),
        );
        let start = date.and_time(time);
        let session = self.session_length();
        let offered = move |sessions: &[BookedSession]| {
            free_slots(
                &Calendar {
                    weekly: &weekly,
                    time_off: &time_off,
                    closures: &closures,
                    sessions,
                },
                &rules,
                (date, date),
                now,
                today,
            )
            .iter()
            .any(|(s, _)| *s == start)
        };
        if !offered(&[]) {
            return Err(CounsellorError::NotASlot);
        }
        Ok(SlotHold {
            counsellor_id: c.id,
            still_free: Box::new(move |sessions| offered(&booked(sessions, session))),
        })
    }

    /// The first free slot's start of counsellor `id` (account `user_id`) up to the booking horizon.
    pub(super) async fn next_free(
        &self,
        id: i64,
        user_id: i64,
    ) -> Result<Option<DateTime<FixedOffset>>, CounsellorError> {
        let today = self.ports.clock.today();
        let last = today + Duration::days(i64::from(self.settings.slots.horizon_days));
        let mut from = today;
        while from <= last {
            let to = (from + Duration::days(SLOT_WINDOW_DAYS - 1)).min(last);
            if let Some((start, _)) = self.free_in(id, user_id, (from, to)).await?.first() {
                return Ok(Some(self.zoned(*start)));
            }
            from = to + Duration::days(1);
        }
        Ok(None)
    }

    async fn free_in(
        &self,
        id: i64,
        user_id: i64,
        (from, to): (NaiveDate, NaiveDate),
    ) -> Result<Vec<Slot>, CounsellorError> {
        let Inputs {
            weekly,
            time_off,
            closures,
        } = self.inputs(user_id, (from, to)).await?;
        if weekly.is_empty() {
            return Ok(Vec::new());
        }
        // A session the evening before can reach into the first day's buffer.
        let day_before = from.pred_opt().unwrap_or(from);
        let sessions = booked(
            &self
                .ports
                .calendar
                .sessions_between(id, day_before, to)
                .await?,
            self.session_length(),
        );
        let now = self.local_now();
        Ok(free_slots(
            &Calendar {
                weekly: &weekly,
                time_off: &time_off,
                closures: &closures,
                sessions: &sessions,
            },
            &self.settings.slots,
            (from, to),
            now,
            self.ports.clock.today(),
        ))
    }

    /// The wall-clock time now in the service's time zone.
    fn local_now(&self) -> NaiveDateTime {
        let now = self.ports.clock.now();
        now.naive_utc() + self.offset_at(now.naive_utc())
    }

    /// The service's offset from UTC around `naive` (read from the clock's zone).
    fn offset_at(&self, naive: NaiveDateTime) -> Duration {
        let utc = self.ports.clock.at_local(naive.date(), naive.time());
        naive.and_utc() - utc
    }

    /// A wall-clock time of the service as an instant with its offset.
    fn zoned(&self, local: NaiveDateTime) -> DateTime<FixedOffset> {
        let utc = self.ports.clock.at_local(local.date(), local.time());
        let offset = FixedOffset::east_opt(
            i32::try_from((local.and_utc() - utc).num_seconds()).unwrap_or(0),
        )
        .unwrap_or_else(|| FixedOffset::east_opt(0).expect("zero offset"));
        utc.with_timezone(&offset)
    }
}

#[async_trait::async_trait]
impl Staffing for Counsellors {
    async fn assignment(
        &self,
        counsellor_id: i64,
        date: NaiveDate,
        time: chrono::NaiveTime,
    ) -> anyhow::Result<Option<Assignment>> {
        // A removed counsellor is no counsellor an approval may name.
        let Some(found) = self
            .ports
            .counsellors
            .find(counsellor_id)
            .await?
            .filter(|f| !f.counsellor.is_removed())
        else {
            return Ok(None);
        };
        let c = found.counsellor;
        let Inputs {
            weekly,
            time_off,
            closures,
        } = self.inputs(c.user_id, (date, date)).await?;
        let (rules, today, session) = (
            self.settings.slots,
            self.ports.clock.today(),
            self.session_length(),
        );
        let start = date.and_time(time);
        Ok(Some(Assignment {
            counsellor_id: c.id,
            name: c.profile.name.clone(),
            max_clients: c.profile.max_clients,
            clients_since: clients_since(today),
            still_free: Box::new(move |sessions| {
                is_free_at(
                    &Calendar {
                        weekly: &weekly,
                        time_off: &time_off,
                        closures: &closures,
                        sessions: &booked(sessions, session),
                    },
                    &rules,
                    start,
                    today,
                )
            }),
        }))
    }

    fn sessions_changed(&self) {
        self.invalidate();
    }

    async fn counsellor_account(
        &self,
        counsellor_id: i64,
    ) -> anyhow::Result<Option<(i64, mon_domain::Bilingual)>> {
        Ok(self
            .ports
            .counsellors
            .find(counsellor_id)
            .await?
            .map(|found| (found.counsellor.user_id, found.counsellor.profile.name)))
    }
}

/// A counsellor an approval may name, as the admins' approve dialog offers them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeCounsellor {
    pub id: i64,
    pub name: mon_domain::Bilingual,
    /// The subscriber's own counsellor (continuity).
    pub own: bool,
    /// Their clients now (approved sessions in the last [`mon_domain::counsellor::clients::CLIENT_DAYS`] days or ahead).
    pub clients: usize,
    pub max_clients: i32,
}

/// The session an approval is for: which appointment, whose, when.
#[derive(Debug, Clone, Copy)]
pub struct SessionAsked {
    pub appointment_id: i64,
    pub user_id: i64,
    pub start: NaiveDateTime,
}

impl Counsellors {
    /// The counsellors an approval of `asked` may name now: free at its time by the slot rule
    /// (the appointment's own hold left out, no minimum notice) and under their caseload unless the
    /// subscriber is already their client. The subscriber's own counsellor first, then the least
    /// loaded, then by name. The write checks again under the counsellor's lock.
    ///
    /// # Errors
    /// `Unexpected`.
    pub async fn free_for(
        &self,
        asked: SessionAsked,
        own: Option<i64>,
    ) -> Result<Vec<FreeCounsellor>, CounsellorError> {
        let all = self
            .ports
            .counsellors
            .list(
                true,
                PageRequest::new(
                    Some(1),
                    Some(u64::MAX),
                    mon_domain::pagination::CounsellorPages::LIMITS,
                ),
            )
            .await?;
        let (rules, today, session) = (
            self.settings.slots,
            self.ports.clock.today(),
            self.session_length(),
        );
        let day = asked.start.date();
        let mut free = Vec::new();
        for c in all.items.into_iter().filter(|c| !c.is_removed()) {
            let Inputs {
                weekly,
                time_off,
                closures,
            } = self.inputs(c.user_id, (day, day)).await?;
            let sessions: Vec<SessionTime> = self
                .ports
                .calendar
                .sessions_between(
                    c.id,
                    day.pred_opt().unwrap_or(day),
                    day.succ_opt().unwrap_or(day),
                )
                .await?
                .into_iter()
                .filter(|s| s.appointment_id != asked.appointment_id)
                .collect();
            let calendar = Calendar {
                weekly: &weekly,
                time_off: &time_off,
                closures: &closures,
                sessions: &booked(&sessions, session),
            };
            if !is_free_at(&calendar, &rules, asked.start, today) {
                continue;
            }
            let clients = self
                .ports
                .calendar
                .clients_since(c.id, clients_since(today))
                .await?;
            let new_client = !clients.contains(&asked.user_id);
            if new_client && clients.len() >= usize::try_from(c.profile.max_clients).unwrap_or(0) {
                continue;
            }
            free.push(FreeCounsellor {
                id: c.id,
                own: own == Some(c.id),
                clients: clients.len(),
                max_clients: c.profile.max_clients,
                name: c.profile.name,
            });
        }
        free.sort_by(|a, b| {
            b.own
                .cmp(&a.own)
                .then(a.clients.cmp(&b.clients))
                .then_with(|| a.name.en.cmp(&b.name.en))
        });
        Ok(free)
    }
}

/// What a counsellor's calendar holds for some days, sessions aside.
struct Inputs {
    weekly: Vec<WeeklyRange>,
    time_off: Vec<(NaiveDateTime, NaiveDateTime)>,
    closures: Vec<(NaiveDate, NaiveDate)>,
}

impl Counsellors {
    /// Account `user_id`'s weekly hours, and the time off and closures that touch the days `from..=to`
    /// (none read when there are no hours).
    async fn inputs(
        &self,
        user_id: i64,
        (from, to): (NaiveDate, NaiveDate),
    ) -> Result<Inputs, CounsellorError> {
        let calendar = &self.ports.calendar;
        let weekly = calendar.weekly(user_id).await?;
        if weekly.is_empty() {
            // No hours, no slot: the rest need not be read.
            return Ok(Inputs {
                weekly,
                time_off: Vec::new(),
                closures: Vec::new(),
            });
        }
        let start_of = |d: NaiveDate| d.and_time(chrono::NaiveTime::MIN);
        Ok(Inputs {
            weekly,
            time_off: calendar
                .time_off_between(
                    user_id,
                    start_of(from),
                    start_of(to.succ_opt().unwrap_or(to)),
                )
                .await?,
            closures: calendar.closures_between(from, to).await?,
        })
    }
}

/// Sessions as the slot rule reads them: each lasting `session`.
fn booked(sessions: &[SessionTime], session: Duration) -> Vec<BookedSession> {
    sessions
        .iter()
        .map(|s| BookedSession {
            start: s.start,
            end: s.start + session,
            approved: s.approved,
        })
        .collect()
}
