//! A video session's own room: made when an approval gives no address, and, when the service's
//! video server takes passes (a self-hosted Jitsi with `MON_JITSI_APP_ID`), opened by each person
//! with a pass of their own to that room alone, good until the session ends.

use chrono::Duration;
use mon_domain::care::{Appointment, AppointmentStatus, Decision, SessionMode};

use super::{Care, CareError};
use crate::ports::RoomGuest;

/// What a room's name starts with, after `MON_VIDEO_BASE_URL/`.
const ROOM_PREFIX: &str = "mon-";

impl Care {
    /// A video session approved without an address gets a room of its own: `MON_VIDEO_BASE_URL` +
    /// `/mon-` + 128 random bits in hex, unique per session.
    pub(super) fn with_video_room(&self, mut decision: Decision) -> Decision {
        if let Some(session) = decision.session.as_mut()
            && session.mode == SessionMode::Video
            && session.detail.is_none()
        {
            let random = self.ports.keys.hash(&self.ports.keys.generate());
            let id: String = random.chars().take(32).collect();
            session.detail = Some(format!("{}/{ROOM_PREFIX}{id}", self.video_base()));
        }
        decision
    }

    fn video_base(&self) -> &str {
        self.settings.video_base_url.trim_end_matches('/')
    }

    /// The name of the room `detail` is, when it is one the service made on its own video server.
    fn own_room<'a>(&self, detail: &'a str) -> Option<&'a str> {
        let room = detail.strip_prefix(self.video_base())?.strip_prefix('/')?;
        let id = room.strip_prefix(ROOM_PREFIX)?;
        (!id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric())).then_some(room)
    }

    /// `a` as its client sees it: their own pass on its room's address.
    ///
    /// # Errors
    /// `Unexpected` when a pass cannot be signed.
    pub(super) fn for_client(&self, a: Appointment) -> Result<Appointment, CareError> {
        let guest = RoomGuest {
            name: a.name.clone(),
            moderator: false,
        };
        self.with_pass(a, guest)
    }

    /// `a` as its counsellor sees it: their own pass, leading the room.
    ///
    /// # Errors
    /// `Unexpected` when a pass cannot be signed.
    pub(super) fn for_counsellor(&self, a: Appointment) -> Result<Appointment, CareError> {
        let guest = RoomGuest {
            name: a
                .counsellor
                .as_ref()
                .map(|c| c.name.en.clone())
                .unwrap_or_default(),
            moderator: true,
        };
        self.with_pass(a, guest)
    }

    /// `a` with `guest`'s pass (`?jwt=`) on its room's address, good until the session ends: only
    /// an approved session, only a room the service made, only when the video server takes passes.
    /// Anyone else (an admin, the export) reads the address as stored, which opens nothing alone.
    fn with_pass(&self, mut a: Appointment, guest: RoomGuest) -> Result<Appointment, CareError> {
        let Some(passes) = &self.ports.room_passes else {
            return Ok(a);
        };
        if a.status != AppointmentStatus::Approved {
            return Ok(a);
        }
        let Some(room) = a
            .session
            .as_ref()
            .and_then(|s| s.detail.as_deref())
            .and_then(|detail| self.own_room(detail))
            .map(str::to_owned)
        else {
            return Ok(a);
        };
        let until =
            self.slot(&a).start + Duration::minutes(i64::from(self.settings.session_minutes));
        let pass = passes.pass(&room, &guest, until)?;
        if let Some(detail) = a.session.as_mut().and_then(|s| s.detail.as_mut()) {
            detail.push_str("?jwt=");
            detail.push_str(&pass);
        }
        Ok(a)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, TimeZone, Utc};
    use mon_domain::Lang;
    use mon_domain::care::{AppointmentTime, AssignedCounsellor, Session};
    use mon_domain::pagination::Page;
    use mon_domain::user::Role;

    use super::*;
    use crate::care::testing::{CareMocks, listing, user};
    use crate::care::{CareSettings, DecisionInput, ListQuery};
    use crate::ports::{MockAppointmentRepository, MockRecipients, MockRoomPasses};

    const ROOM: &str = "https://video.mon.example/mon-0123456789abcdef0123456789abcdef";

    /// Monday 30 November 2026, 10:00 in Dhaka: 04:00 UTC; the session ends 50 minutes later.
    fn ends() -> chrono::DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 30, 4, 50, 0).unwrap()
    }

    fn session(detail: Option<&str>, status: AppointmentStatus) -> Appointment {
        let now = Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap();
        Appointment {
            id: 1,
            user_id: 7,
            date: NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
            time: AppointmentTime::parse("10:00 AM").unwrap(),
            name: "Rahima".into(),
            email: "typed@example.com".into(),
            phone: "01712345678".into(),
            status,
            session: Some(Session {
                mode: SessionMode::Video,
                detail: detail.map(str::to_owned),
            }),
            reason: None,
            counsellor: Some(AssignedCounsellor {
                id: 4,
                name: mon_domain::Bilingual::new("Nusrat Jahan", "নুসরাত জাহান"),
            }),
            attendance: None,
            late_cancel: false,
            created_at: now,
            updated_at: now,
        }
    }

    /// Passes that say whose they are: `lead:Name` or `guest:Name`, for room `mon-…` until the end.
    fn passes() -> MockRoomPasses {
        let mut p = MockRoomPasses::new();
        p.expect_pass().returning(|room, guest, until| {
            assert_eq!(room, &ROOM[ROOM.rfind('/').unwrap() + 1..]);
            assert_eq!(until, ends());
            let role = if guest.moderator { "lead" } else { "guest" };
            Ok(format!("{role}:{}", guest.name.replace(' ', "_")))
        });
        p
    }

    fn care(repo: MockAppointmentRepository, passes: Option<MockRoomPasses>) -> Care {
        let mut recipients = MockRecipients::new();
        recipients
            .expect_remember_language()
            .returning(|_, _| Ok(()));
        recipients.expect_account_address().returning(|id| {
            Ok(Some(crate::ports::Addressee {
                // 50 is the counsellor's account.
                email: if id == 50 {
                    "nusrat@mon.org".into()
                } else {
                    "rahima@example.com".into()
                },
                lang: Lang::En,
                discreet: false,
                texts_to: None,
            }))
        });
        let mut access_log = crate::ports::MockAccessLogRepository::new();
        access_log.expect_record().returning(|_, _, _, _| Ok(()));
        let mut staffing = crate::ports::MockStaffing::new();
        staffing.expect_sessions_changed().return_const(());
        staffing.expect_counsellor_account().returning(|_| {
            Ok(Some((
                50,
                mon_domain::Bilingual::new("Nusrat Jahan", "নুসরাত জাহান"),
            )))
        });
        CareMocks {
            appointments: repo,
            recipients,
            clock: crate::care::testing::dhaka_clock(),
            access_log,
            staffing,
            room_passes: passes,
            ..Default::default()
        }
        .build(CareSettings {
            video_base_url: "https://video.mon.example".into(),
            ..CareSettings::default()
        })
    }

    fn detail(a: &Appointment) -> String {
        a.session.as_ref().unwrap().detail.clone().unwrap()
    }

    #[tokio::test]
    async fn the_client_and_the_counsellor_each_read_the_room_with_a_pass_of_their_own() {
        let mut repo = MockAppointmentRepository::new();
        listing(
            &mut repo,
            vec![session(Some(ROOM), AppointmentStatus::Approved)],
        );
        repo.expect_find()
            .returning(|_| Ok(Some(session(Some(ROOM), AppointmentStatus::Approved))));
        repo.expect_counsellor_sessions().returning(|_, _, _, p| {
            Ok(Page {
                items: vec![session(Some(ROOM), AppointmentStatus::Approved)],
                total: 1,
                page: p.page,
                per_page: p.per_page,
            })
        });
        repo.expect_sessions_with()
            .withf(|counsellor, user, _| *counsellor == 4 && *user == 7)
            .returning(|_, _, p| {
                Ok(Page {
                    items: vec![session(Some(ROOM), AppointmentStatus::Approved)],
                    total: 1,
                    page: p.page,
                    per_page: p.per_page,
                })
            });
        let c = care(repo, Some(passes()));

        let own = c
            .user_appointments(&user(7, Role::Subscriber), 7, None, None, None)
            .await
            .unwrap();
        assert_eq!(
            detail(&own.page.items[0]),
            format!("{ROOM}?jwt=guest:Rahima")
        );
        // An admin reads the address as stored: it opens nothing alone.
        let admins = c
            .user_appointments(&user(1, Role::Admin), 7, None, None, None)
            .await
            .unwrap();
        assert_eq!(detail(&admins.page.items[0]), ROOM);

        let theirs = c.counsellor_session(4, 1).await.unwrap();
        assert_eq!(detail(&theirs), format!("{ROOM}?jwt=lead:Nusrat_Jahan"));
        let day = c.counsellor_sessions(4, None, None, None).await.unwrap();
        assert_eq!(
            detail(&day.items[0]),
            format!("{ROOM}?jwt=lead:Nusrat_Jahan")
        );
        let with_client = c.sessions_with_client(4, 7, None, None).await.unwrap();
        assert_eq!(
            detail(&with_client.items[0]),
            format!("{ROOM}?jwt=lead:Nusrat_Jahan")
        );
    }

    #[tokio::test]
    async fn only_an_approved_session_in_a_room_the_service_made_gets_a_pass_and_only_when_passes_are_taken()
     {
        let elsewhere = "https://zoom.example/j/123";
        let cases = [
            (
                session(Some(elsewhere), AppointmentStatus::Approved),
                elsewhere,
            ),
            (session(Some(ROOM), AppointmentStatus::Cancelled), ROOM),
            (
                session(
                    Some("https://video.mon.example/mon-x/../admin"),
                    AppointmentStatus::Approved,
                ),
                "https://video.mon.example/mon-x/../admin",
            ),
        ];
        for (a, shown) in cases {
            let mut repo = MockAppointmentRepository::new();
            listing(&mut repo, vec![a]);
            let own = care(repo, Some(passes()))
                .user_appointments(&user(7, Role::Subscriber), 7, None, None, None)
                .await
                .unwrap();
            assert_eq!(detail(&own.page.items[0]), shown);
        }
        let mut repo = MockAppointmentRepository::new();
        listing(
            &mut repo,
            vec![session(Some(ROOM), AppointmentStatus::Approved)],
        );
        let own = care(repo, None)
            .user_appointments(&user(7, Role::Subscriber), 7, None, None, None)
            .await
            .unwrap();
        assert_eq!(detail(&own.page.items[0]), ROOM);
    }

    #[tokio::test]
    async fn the_approval_and_its_reminders_carry_the_clients_pass_and_the_stored_room_none() {
        let mut repo = MockAppointmentRepository::new();
        repo.expect_find().returning(|_| {
            Ok(Some(Appointment {
                session: None,
                ..session(None, AppointmentStatus::Requested)
            }))
        });
        repo.expect_decide()
            .withf(|_, d, _, mails, reminders, _| {
                let stored = d.session.as_ref().and_then(|s| s.detail.as_deref());
                let to_client = |text: &str| text.contains("?jwt=guest:Rahima");
                stored.is_some_and(|room| {
                    room.starts_with("https://video.mon.example/mon-") && !room.contains('?')
                }) && mails
                    .iter()
                    .filter(|m| m.to == "rahima@example.com")
                    .all(|m| {
                        to_client(&m.text)
                            && m.attachment
                                .as_ref()
                                .is_some_and(|a| to_client(&a.content.replace("\r\n ", "")))
                    })
                    && reminders.len() == 2
                    && reminders
                        .iter()
                        .all(|r| r.message.mail().is_some_and(|m| to_client(&m.text)))
                    && mails
                        .iter()
                        .any(|m| m.to == "nusrat@mon.org" && !m.text.contains("jwt"))
            })
            .times(1)
            .returning(|current, d, _, _, _, _| {
                Ok(Appointment {
                    status: d.to,
                    session: d.session.clone(),
                    ..current.clone()
                })
            });
        listing(&mut repo, vec![]);
        let mut passes = MockRoomPasses::new();
        passes.expect_pass().returning(|_, guest, until| {
            assert_eq!(until, ends());
            Ok(format!("guest:{}", guest.name))
        });
        let video = DecisionInput {
            status: "approved".into(),
            session_mode: Some("video".into()),
            ..DecisionInput::default()
        };
        let (answer, _) = care(repo, Some(passes))
            .decide_appointment(1, Lang::En, 1, &video, &ListQuery::default())
            .await
            .unwrap();
        assert!(!detail(&answer).contains("jwt"), "the admin's answer");
    }
}
