//! The care service over mocks, for the area's unit tests.

use std::sync::Arc;

use super::{Care, CarePorts, CareSettings};
use crate::ports::{
    MockAccessLogRepository, MockAppointmentRepository, MockClock, MockConsentRepository,
    MockKeyGenerator, MockRecipients, MockRoomPasses, MockSelfCareRepository, MockStaffing,
};

/// One mock per port; a test sets the ones it checks and takes the rest as they are.
pub(crate) struct CareMocks {
    pub appointments: MockAppointmentRepository,
    pub self_care: MockSelfCareRepository,
    pub recipients: MockRecipients,
    pub clock: MockClock,
    pub consents: MockConsentRepository,
    pub access_log: MockAccessLogRepository,
    pub staffing: MockStaffing,
    pub keys: MockKeyGenerator,
    /// `None`: the video server takes no passes.
    pub room_passes: Option<MockRoomPasses>,
}

impl Default for CareMocks {
    /// A person who consents; nothing else expected.
    fn default() -> Self {
        Self {
            appointments: MockAppointmentRepository::new(),
            self_care: MockSelfCareRepository::new(),
            recipients: MockRecipients::new(),
            clock: MockClock::new(),
            consents: crate::testing::consenting(),
            access_log: MockAccessLogRepository::new(),
            staffing: {
                let mut staffing = MockStaffing::new();
                staffing.expect_sessions_changed().return_const(());
                staffing
            },
            keys: {
                let mut keys = MockKeyGenerator::new();
                keys.expect_generate().returning(|| "KEY".to_owned());
                keys.expect_hash()
                    .returning(|_| "0123456789abcdef0123456789abcdef0123456789abcdef".to_owned());
                keys
            },
            room_passes: None,
        }
    }
}

impl CareMocks {
    pub fn build(self, settings: CareSettings) -> Care {
        Care::new(
            CarePorts {
                appointments: Arc::new(self.appointments),
                self_care: Arc::new(self.self_care),
                recipients: Arc::new(self.recipients),
                clock: Arc::new(self.clock),
                consents: Arc::new(self.consents),
                access_log: Arc::new(self.access_log),
                staffing: Arc::new(self.staffing),
                keys: Arc::new(self.keys),
                room_passes: self
                    .room_passes
                    .map(|p| Arc::new(p) as Arc<dyn crate::ports::RoomPasses>),
            },
            settings,
        )
    }
}

/// Account `id` with `role`, as a use case's caller.
pub(crate) fn user(id: i64, role: mon_domain::user::Role) -> mon_domain::user::User {
    use chrono::TimeZone;
    let now = chrono::Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap();
    mon_domain::user::User {
        id,
        username: "someone".into(),
        email: "someone@example.com".into(),
        password_hash: String::new(),
        contact_number: None,
        nid: None,
        role,
        is_active: true,
        token_version: 0,
        registered_at: now,
        discreet: false,
        must_change_password: false,
        phone_verified: false,
        sms_reminders: false,
    }
}

/// Every list read of `repo` answers `items` (as one page) and no counts.
pub(crate) fn listing(
    repo: &mut MockAppointmentRepository,
    items: Vec<mon_domain::care::Appointment>,
) {
    let total = items.len() as u64;
    repo.expect_list().returning(move |_, _, p| {
        Ok(mon_domain::pagination::Page {
            items: items.clone(),
            total,
            page: p.page,
            per_page: p.per_page,
        })
    });
    repo.expect_counts()
        .returning(|_| Ok(mon_domain::care::StatusCounts::default()));
}

/// A clock in Dhaka (UTC+6) at 10:00 on Monday 23 November 2026.
pub(crate) fn dhaka_clock() -> MockClock {
    use chrono::TimeZone;
    let mut clock = MockClock::new();
    clock
        .expect_now()
        .returning(|| chrono::Utc.with_ymd_and_hms(2026, 11, 23, 4, 0, 0).unwrap());
    clock
        .expect_today()
        .returning(|| chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
    clock.expect_at_local().returning(|d, t| {
        chrono::Utc.from_utc_datetime(&d.and_time(t)) - chrono::Duration::hours(6)
    });
    clock
}
