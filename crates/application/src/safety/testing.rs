//! The safety service over mocks, for the area's unit tests.

use std::sync::Arc;

use super::{Safety, SafetyPorts};
use crate::ports::{
    MockCheckInRepository, MockClock, MockHelplineRepository, MockSafetyPlanRepository,
};

/// One mock per port; a test sets the ones it checks and takes the rest as they are.
#[derive(Default)]
pub(crate) struct SafetyMocks {
    pub helplines: MockHelplineRepository,
    pub plans: MockSafetyPlanRepository,
    pub check_ins: MockCheckInRepository,
    pub clock: MockClock,
}

impl SafetyMocks {
    /// The service, for a person who consents, with `cache_ttl` for the public helpline list.
    pub fn build(self, cache_ttl: chrono::Duration) -> Safety {
        Safety::new(
            SafetyPorts {
                helplines: Arc::new(self.helplines),
                plans: Arc::new(self.plans),
                check_ins: Arc::new(self.check_ins),
                clock: Arc::new(self.clock),
                consents: Arc::new(crate::testing::consenting()),
            },
            cache_ttl,
        )
    }
}
