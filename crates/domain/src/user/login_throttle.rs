//! Online guessing: failed logins for one login name slow further attempts.
//!
//! The first [`LoginAttempts::FREE_FAILURES`] failures cost nothing. Each later
//! failure locks the name for a while, twice as long each time, up to
//! [`LoginAttempts::MAX_LOCK`]. While locked every attempt is refused without
//! looking at the password (so a lock is not an oracle); once the lock ends the
//! right password logs in and clears the record. A guesser can therefore delay
//! the owner by at most `MAX_LOCK` at a time, never lock them out for good.
//! The record is kept per name typed, whether or not an account has it, so the
//! lock itself does not tell which names exist.
//!
//! Locks per name and network alone let many networks guess without limit, so
//! one more record counts the wrong passwords against one account from every
//! network together (and, the same way, against a name no account has). At
//! [`LoginAttempts::ACCOUNT_CAP`] of them within a day the right password alone
//! no longer logs in: a password reset, which only the owner's mailbox can
//! finish, clears the record. A stranger can bring an account there, but never
//! lock its owner out of it.

use chrono::{DateTime, Duration, Utc};

/// Failed logins for one login name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LoginAttempts {
    /// Consecutive failures since the last success (or since they were forgotten).
    pub failures: u32,
    pub last_failure_at: Option<DateTime<Utc>>,
    pub locked_until: Option<DateTime<Utc>>,
}

impl LoginAttempts {
    pub const FREE_FAILURES: u32 = 5;
    pub const FIRST_LOCK_SECS: i64 = 30;
    pub const MAX_LOCK_SECS: i64 = 15 * 60;
    pub const MAX_LOCK: Duration = Duration::seconds(Self::MAX_LOCK_SECS);
    /// Failures older than this are forgotten.
    pub const FORGET_AFTER: Duration = Duration::hours(24);

    /// Wrong passwords against one account, from every network together, after which it needs a reset.
    pub const ACCOUNT_CAP: u32 = 20;

    /// Whether this account-wide record has reached [`Self::ACCOUNT_CAP`] within a day at `now`: a log-in
    /// (and any other check of the password) is then refused until a password reset clears it.
    pub fn over_account_cap(&self, now: DateTime<Utc>) -> bool {
        self.failures >= Self::ACCOUNT_CAP
            && self
                .last_failure_at
                .is_some_and(|at| now - at <= Self::FORGET_AFTER)
    }

    /// How much longer the name stays locked at `now`, if it is.
    pub fn locked_for(&self, now: DateTime<Utc>) -> Option<Duration> {
        self.locked_until
            .filter(|until| *until > now)
            .map(|until| until - now)
    }

    /// The record after one more failure at `now`.
    pub fn after_failure(self, now: DateTime<Utc>) -> LoginAttempts {
        let stale = self
            .last_failure_at
            .is_none_or(|at| now - at > Self::FORGET_AFTER);
        let failures = if stale {
            1
        } else {
            self.failures.saturating_add(1)
        };
        let locked_until = Self::lock_after(failures).map(|lock| now + lock);
        LoginAttempts {
            failures,
            last_failure_at: Some(now),
            locked_until,
        }
    }

    /// The lock that follows the `failures`-th consecutive failure.
    pub fn lock_after(failures: u32) -> Option<Duration> {
        let over = failures.checked_sub(Self::FREE_FAILURES)?;
        let secs = Self::FIRST_LOCK_SECS
            .saturating_mul(1_i64 << over.min(20))
            .min(Self::MAX_LOCK_SECS);
        Some(Duration::seconds(secs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t0() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-11-23T10:00:00Z")
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn the_first_failures_cost_nothing_then_locks_double_up_to_fifteen_minutes() {
        let locks: Vec<Option<i64>> = (1..=12)
            .map(|n| LoginAttempts::lock_after(n).map(|d| d.num_seconds()))
            .collect();
        assert_eq!(
            locks,
            vec![
                None,
                None,
                None,
                None,
                Some(30),
                Some(60),
                Some(120),
                Some(240),
                Some(480),
                Some(900),
                Some(900),
                Some(900)
            ]
        );
        assert_eq!(
            LoginAttempts::lock_after(u32::MAX),
            Some(LoginAttempts::MAX_LOCK)
        );
    }

    #[test]
    fn an_account_needs_a_reset_after_twenty_wrong_passwords_within_a_day() {
        let mut a = LoginAttempts::default();
        for i in 0..19 {
            a = a.after_failure(t0() + Duration::minutes(i));
        }
        let last = t0() + Duration::minutes(18);
        assert!(!a.over_account_cap(last), "19 are not yet the cap");
        a = a.after_failure(last + Duration::minutes(1));
        let last = last + Duration::minutes(1);
        assert_eq!(a.failures, 20);
        assert!(a.over_account_cap(last));
        assert!(a.over_account_cap(last + Duration::hours(24)));
        assert!(
            !a.over_account_cap(last + Duration::hours(24) + Duration::seconds(1)),
            "forgotten after a day without failures"
        );
        assert!(!LoginAttempts::default().over_account_cap(last));
    }

    #[test]
    fn a_lock_lasts_until_its_end_and_no_longer() {
        let mut a = LoginAttempts::default();
        for i in 0..5 {
            a = a.after_failure(t0() + Duration::seconds(i));
        }
        let last = t0() + Duration::seconds(4);
        assert_eq!(a.failures, 5);
        assert_eq!(a.locked_for(last), Some(Duration::seconds(30)));
        assert_eq!(
            a.locked_for(last + Duration::seconds(29)),
            Some(Duration::seconds(1))
        );
        assert_eq!(a.locked_for(last + Duration::seconds(30)), None);
    }

    #[test]
    fn failures_older_than_a_day_are_forgotten() {
        let mut a = LoginAttempts::default();
        for _ in 0..7 {
            a = a.after_failure(t0());
        }
        let later = a.after_failure(t0() + Duration::hours(25));
        assert_eq!(later.failures, 1);
        assert_eq!(later.locked_for(t0() + Duration::hours(25)), None);
    }
}
