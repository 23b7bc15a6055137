//! The care service over mocks, for the area's unit tests.

use std::sync::Arc;

use super::{Care, CarePorts, CareSettings};
use crate::ports::{
    MockAccessLogRepository, MockAppointmentRepository, MockClock, MockConsentRepository,
    MockKeyGenerator, MockRecipients, MockSelfCareRepository, MockStaffing,
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
            },
            settings,
        )
    }
}
