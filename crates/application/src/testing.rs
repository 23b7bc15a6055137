//! Test doubles more than one area's unit tests use.

use crate::ports::MockConsentRepository;

/// A person who gave consent (their latest record is a grant: processing is allowed).
pub(crate) fn consenting() -> MockConsentRepository {
    let mut c = MockConsentRepository::new();
    c.expect_latest().returning(|_, _| Ok(Some(true)));
    c
}
