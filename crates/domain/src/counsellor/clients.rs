//! Who is a client's own counsellor: the one who may see what the client chooses to share (their
//! check-ins and safety plan) and the client's page in the counsellor's area.

use chrono::{Duration, NaiveDate};

/// A subscriber with an approved session with a counsellor in this many days past (or ahead) is
/// their client.
pub const CLIENT_DAYS: i64 = 90;

/// The first day whose approved sessions still make a subscriber a counsellor's client, `today`.
pub fn clients_since(today: NaiveDate) -> NaiveDate {
    today - Duration::days(CLIENT_DAYS)
}

/// What ties a subscriber to one counsellor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tie {
    /// The counsellor is the one named on the subscriber's account (continuity).
    pub named: bool,
    /// The date of the subscriber's latest approved session with the counsellor, if any.
    pub last_session: Option<NaiveDate>,
}

impl Tie {
    /// Whether the counsellor is the subscriber's own counsellor on `today`: named on their account,
    /// or with an approved session of theirs in the last [`CLIENT_DAYS`] days or ahead.
    pub fn is_own_counsellor(self, today: NaiveDate) -> bool {
        self.named || self.last_session.is_some_and(|d| d >= clients_since(today))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn the_named_counsellor_or_a_session_in_the_last_ninety_days_or_ahead_makes_a_client() {
        let today = day("2026-12-01");
        // (named, last approved session, own counsellor?)
        let cases: [(bool, Option<&str>, bool); 9] = [
            (true, None, true),
            (true, Some("2020-01-01"), true),
            (false, None, false),
            (false, Some("2027-01-15"), true),
            (false, Some("2026-12-01"), true),
            (false, Some("2026-09-02"), true),
            (false, Some("2026-09-01"), false),
            (false, Some("2026-01-01"), false),
            (true, Some("2026-09-01"), true),
        ];
        for (named, last, own) in cases {
            let tie = Tie {
                named,
                last_session: last.map(day),
            };
            assert_eq!(tie.is_own_counsellor(today), own, "{tie:?}");
        }
        assert_eq!(clients_since(today), day("2026-09-02"));
    }
}
