//! The code that proves a phone number is the person's own: six digits sent by text message,
//! good for ten minutes and five tries, and at most three sent to one number an hour. The code's
//! hash and when it was sent are kept by the application; the rules are here.

use chrono::{DateTime, Duration, Utc};

/// How many digits a code has.
pub const CODE_DIGITS: usize = 6;
/// How long a code is good for, from when it was sent.
pub const CODE_TTL_MINUTES: i64 = 10;
/// How many wrong entries a code takes; the next one, right or not, is refused as expired.
pub const CODE_TRIES: u32 = 5;
/// How many codes go to one number in an hour.
pub const CODES_PER_HOUR: usize = 3;

/// A code as a person typed it: six digits, in Latin or Bangla numerals (a Bangla keyboard
/// writes `০`–`৯`), with spaces or dashes between them allowed. `None` for anything else.
pub fn parse_code(input: &str) -> Option<String> {
    let digits: Option<String> = input
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| match c {
            '0'..='9' => Some(c),
            '০'..='৯' => char::from_u32(c as u32 - '০' as u32 + '0' as u32),
            _ => None,
        })
        .collect();
    digits.filter(|d| d.len() == CODE_DIGITS)
}

/// A code sent: when, and how many wrong entries it has had.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SentCode {
    pub sent_at: DateTime<Utc>,
    pub wrong_tries: u32,
}

/// What an entry of a code comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeEntry {
    /// The right code in time: the number is verified, and the code is spent.
    Verified,
    /// A wrong code with tries left: how many.
    Wrong { tries_left: u32 },
    /// Too late, or the tries are spent: a new code must be asked for.
    Expired,
}

impl SentCode {
    /// Whether the code is past its ten minutes at `now`.
    pub fn expired_at(&self, now: DateTime<Utc>) -> bool {
        now >= self.sent_at + Duration::minutes(CODE_TTL_MINUTES)
    }

    /// An entry at `now` that `matches` the code or not. The tries are counted before the match
    /// is looked at, so a guess after the fifth wrong one is refused even when right.
    pub fn enter(&self, now: DateTime<Utc>, matches: bool) -> CodeEntry {
        if self.expired_at(now) || self.wrong_tries >= CODE_TRIES {
            CodeEntry::Expired
        } else if matches {
            CodeEntry::Verified
        } else {
            CodeEntry::Wrong {
                tries_left: CODE_TRIES - self.wrong_tries - 1,
            }
        }
    }
}

/// Whether another code may go to a number at `now`, given when the codes before went to it:
/// `Ok`, or how long until the oldest of the last hour's falls out of it (for `Retry-After`).
pub fn may_send(sent: &[DateTime<Utc>], now: DateTime<Utc>) -> Result<(), Duration> {
    let hour_ago = now - Duration::hours(1);
    let mut recent: Vec<_> = sent.iter().filter(|at| **at > hour_ago).collect();
    if recent.len() < CODES_PER_HOUR {
        return Ok(());
    }
    recent.sort();
    let frees_at = *recent[recent.len() - CODES_PER_HOUR] + Duration::hours(1);
    Err(frees_at - now)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn at(minute: i64) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 29, 10, 0, 0).unwrap() + Duration::minutes(minute)
    }

    #[test]
    fn a_code_is_six_digits_in_either_numerals() {
        for (typed, read) in [
            ("482913", Some("482913")),
            ("482 913", Some("482913")),
            ("482-913", Some("482913")),
            ("৪৮২৯১৩", Some("482913")),
            (" ৪৮২ ৯১৩ ", Some("482913")),
            ("48291", None),
            ("4829134", None),
            ("48291a", None),
            ("", None),
            ("४८२९१३", None),
        ] {
            assert_eq!(parse_code(typed).as_deref(), read, "{typed:?}");
        }
    }

    #[test]
    fn a_code_takes_five_wrong_tries_in_ten_minutes_and_nothing_after() {
        let code = |wrong_tries| SentCode {
            sent_at: at(0),
            wrong_tries,
        };
        assert_eq!(code(0).enter(at(9), true), CodeEntry::Verified);
        assert_eq!(
            code(0).enter(at(1), false),
            CodeEntry::Wrong { tries_left: 4 }
        );
        assert_eq!(
            code(4).enter(at(1), false),
            CodeEntry::Wrong { tries_left: 0 }
        );
        assert_eq!(code(4).enter(at(1), true), CodeEntry::Verified);
        // The sixth entry is refused, even the right code: it cannot be guessed within its tries.
        assert_eq!(code(5).enter(at(1), true), CodeEntry::Expired);
        assert_eq!(code(0).enter(at(10), true), CodeEntry::Expired);
        assert!(!code(0).expired_at(at(9)));
        assert!(code(0).expired_at(at(10)));
    }

    #[test]
    fn three_codes_go_to_a_number_an_hour_and_the_fourth_waits_for_the_first_to_age() {
        assert_eq!(may_send(&[], at(0)), Ok(()));
        assert_eq!(may_send(&[at(0), at(5)], at(10)), Ok(()));
        assert_eq!(
            may_send(&[at(5), at(0), at(20)], at(30)),
            Err(Duration::minutes(30))
        );
        // One older than an hour does not count.
        assert_eq!(may_send(&[at(-61), at(0), at(20)], at(30)), Ok(()));
        assert_eq!(may_send(&[at(0), at(5), at(20)], at(60)), Ok(()));
    }
}
