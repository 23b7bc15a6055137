//! Per-client rate limits on the credential endpoints, and per-account
//! limits on appointment writes (each request mails every admin).
//!
//! Each process keeps its own budgets ([governor]) unless a [`SharedBudget`]
//! is configured (Redis, `MON_REDIS_URL`): then every process draws on the
//! same budgets, so two servers behind one proxy do not double a guesser's
//! allowance. When the shared store does not answer within
//! [`SHARED_TIMEOUT`], the process falls back to its own budgets for that
//! call: a Redis outage must not lock everyone out of their accounts, and the
//! per-process limit still holds.

use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use actix_web::HttpRequest;
use async_trait::async_trait;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::ApiError;

/// How long a call waits for the shared store before using the local budget.
pub const SHARED_TIMEOUT: Duration = Duration::from_millis(250);

/// The endpoints that are limited, each with its own budget per client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limited {
    Login,
    Register,
    PasswordReset,
    ChangePassword,
    /// An account's own writes, one budget per account: creating, editing and deleting
    /// appointments, consent, the safety plan, preferences and the profile.
    AccountWrite,
    /// Downloading one's own data, per account.
    Export,
    /// Erasing one's account (a password check), per client.
    EraseAccount,
}

impl Limited {
    fn as_str(self) -> &'static str {
        match self {
            Limited::Login => "login",
            Limited::Register => "register",
            Limited::PasswordReset => "password-reset",
            Limited::ChangePassword => "change-password",
            Limited::AccountWrite => "account-write",
            Limited::Export => "export",
            Limited::EraseAccount => "erase-account",
        }
    }
}

/// A budget store shared by every server process (the Redis adapter lives in
/// the server crate). `take` spends one call of `key`'s budget of `per_minute`
/// calls (bursts up to the same number, refilled evenly over the minute):
/// `Ok(None)` when allowed, `Ok(Some(wait))` when refused until `wait` has
/// passed, `Err` when the store could not be asked.
#[async_trait]
pub trait SharedBudget: Send + Sync {
    async fn take(&self, key: &str, per_minute: u32) -> anyhow::Result<Option<Duration>>;
}

/// A keyed limiter: `per_minute` calls per client and endpoint, with bursts up
/// to the same number. A client is an IPv4 address or an IPv6 /64 network: one
/// IPv6 customer usually holds a whole /64, so single addresses would give a
/// guesser 2^64 budgets.
///
/// Behind a reverse proxy (`MON_TRUST_PROXY=true`) the client is the right-most
/// `X-Forwarded-For` entry, the one the proxy itself appended; `Forwarded` is
/// not read.
pub struct RateLimiter {
    local: DefaultKeyedRateLimiter<(Limited, IpAddr)>,
    accounts: DefaultKeyedRateLimiter<(Limited, i64)>,
    account_per_minute: u32,
    shared: Option<Arc<dyn SharedBudget>>,
    per_minute: u32,
    trust_forwarded_for: bool,
    checks: AtomicU64,
    shared_failures: AtomicU64,
}

impl RateLimiter {
    /// Budgets kept in this process only.
    pub fn new(per_minute: u32, trust_forwarded_for: bool) -> Self {
        let per_minute = per_minute.max(1);
        let n = NonZeroU32::new(per_minute).expect("non-zero");
        Self {
            local: DefaultKeyedRateLimiter::keyed(Quota::per_minute(n)),
            accounts: DefaultKeyedRateLimiter::keyed(Quota::per_minute(n)),
            account_per_minute: per_minute,
            shared: None,
            per_minute,
            trust_forwarded_for,
            checks: AtomicU64::new(0),
            shared_failures: AtomicU64::new(0),
        }
    }

    /// Budgets shared by every process through `store`; this process's own
    /// budgets answer only while the store does not.
    pub fn shared(
        per_minute: u32,
        trust_forwarded_for: bool,
        store: Arc<dyn SharedBudget>,
    ) -> Self {
        Self {
            shared: Some(store),
            ..Self::new(per_minute, trust_forwarded_for)
        }
    }

    /// Per-account budgets of `per_minute` calls (appointment writes).
    pub fn with_account_budget(mut self, per_minute: u32) -> Self {
        let per_minute = per_minute.max(1);
        self.accounts = DefaultKeyedRateLimiter::keyed(Quota::per_minute(
            NonZeroU32::new(per_minute).expect("non-zero"),
        ));
        self.account_per_minute = per_minute;
        self
    }

    /// `Err(429)` with `Retry-After` when this account has used its budget for
    /// `what`, wherever its calls arrive (shared through the store when there is one).
    pub async fn check_account(&self, what: Limited, account: i64) -> Result<(), ApiError> {
        if let Some(store) = &self.shared {
            let key = format!("{}:account:{account}", what.as_str());
            match tokio::time::timeout(SHARED_TIMEOUT, store.take(&key, self.account_per_minute))
                .await
            {
                Ok(Ok(None)) => return Ok(()),
                Ok(Ok(Some(wait))) => return Err(refused(what, wait)),
                Ok(Err(error)) => self.shared_failed(&error.to_string()),
                Err(_) => self.shared_failed("no answer in time"),
            }
        }
        if self.checks.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            self.accounts.retain_recent();
        }
        match self.accounts.check_key(&(what, account)) {
            Ok(()) => Ok(()),
            Err(not_until) => Err(refused(
                what,
                not_until.wait_time_from(DefaultClock::default().now()),
            )),
        }
    }

    /// The client network a request comes from (an IPv4 address or an IPv6
    /// /64), as text: the unit a login lock is kept for.
    pub fn client_network(&self, req: &HttpRequest) -> String {
        self.client(req)
            .map_or_else(|| "unknown".to_owned(), |ip| client_key(ip).to_string())
    }

    fn client(&self, req: &HttpRequest) -> Option<IpAddr> {
        if self.trust_forwarded_for {
            // The right-most X-Forwarded-For entry is the one our proxy appended;
            // entries to its left are whatever the client chose to send.
            let last = req
                .headers()
                .get_all("x-forwarded-for")
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .last();
            if let Some(ip) = last.and_then(|a| a.parse::<IpAddr>().ok()) {
                return Some(ip);
            }
        }
        req.peer_addr().map(|a| a.ip())
    }

    /// `Err(429)` with `Retry-After` when this client has used its budget.
    pub async fn check(&self, what: Limited, req: &HttpRequest) -> Result<(), ApiError> {
        let Some(ip) = self.client(req) else {
            return Ok(());
        };
        let client = client_key(ip);
        if let Some(store) = &self.shared {
            let key = format!("{}:{client}", what.as_str());
            match tokio::time::timeout(SHARED_TIMEOUT, store.take(&key, self.per_minute)).await {
                Ok(Ok(None)) => return Ok(()),
                Ok(Ok(Some(wait))) => return Err(refused(what, wait)),
                Ok(Err(error)) => self.shared_failed(&error.to_string()),
                Err(_) => self.shared_failed("no answer in time"),
            }
        }
        self.check_local(what, client)
    }

    fn check_local(&self, what: Limited, client: IpAddr) -> Result<(), ApiError> {
        // Forget idle clients now and then so the table stays small.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            self.local.retain_recent();
        }
        match self.local.check_key(&(what, client)) {
            Ok(()) => Ok(()),
            Err(not_until) => Err(refused(
                what,
                not_until.wait_time_from(DefaultClock::default().now()),
            )),
        }
    }

    /// Logs the first failure and then every hundredth, so an outage is seen
    /// without flooding the log.
    fn shared_failed(&self, error: &str) {
        let n = self.shared_failures.fetch_add(1, Ordering::Relaxed);
        if n.is_multiple_of(100) {
            tracing::warn!(
                error,
                failures = n + 1,
                "the shared rate-limit store failed; using this process's budgets"
            );
        }
    }
}

fn refused(what: Limited, wait: Duration) -> ApiError {
    tracing::warn!(?what, "rate limit reached");
    // Round up: "retry after 0 s" would invite an immediate, refused retry.
    ApiError::too_many_requests(wait.as_secs() + u64::from(wait.subsec_nanos() > 0))
}

/// The budget an address draws on: itself for IPv4 (and IPv4-mapped IPv6), its
/// /64 network for IPv6.
fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
        },
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use actix_web::test::TestRequest;

    use super::*;

    fn from(addr: &str) -> HttpRequest {
        TestRequest::default()
            .peer_addr(addr.parse().unwrap())
            .to_http_request()
    }

    #[actix_web::test]
    async fn ipv6_clients_share_one_budget_per_64_network() {
        let limiter = RateLimiter::new(2, false);
        assert!(
            limiter
                .check(Limited::Login, &from("[2001:db8:1:2::1]:5000"))
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check(Limited::Login, &from("[2001:db8:1:2:ffff::9]:5001"))
                .await
                .is_ok()
        );
        let refused = limiter
            .check(Limited::Login, &from("[2001:db8:1:2:abcd::77]:5002"))
            .await
            .unwrap_err();
        assert_eq!(refused.status.as_u16(), 429);
        assert!(refused.retry_after_secs.is_some_and(|s| s >= 1));
        // Another /64, and another endpoint, have their own budgets.
        assert!(
            limiter
                .check(Limited::Login, &from("[2001:db8:1:3::1]:5000"))
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check(Limited::Register, &from("[2001:db8:1:2::1]:5000"))
                .await
                .is_ok()
        );
    }

    #[actix_web::test]
    async fn accounts_have_their_own_budgets_whatever_their_address() {
        let limiter = RateLimiter::new(100, false).with_account_budget(2);
        assert!(
            limiter
                .check_account(Limited::AccountWrite, 7)
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check_account(Limited::AccountWrite, 7)
                .await
                .is_ok()
        );
        let refused = limiter
            .check_account(Limited::AccountWrite, 7)
            .await
            .unwrap_err();
        assert_eq!(refused.status.as_u16(), 429);
        assert!(
            limiter
                .check_account(Limited::AccountWrite, 8)
                .await
                .is_ok(),
            "another account is not affected"
        );
    }

    #[actix_web::test]
    async fn ipv4_clients_are_limited_per_address() {
        let limiter = RateLimiter::new(1, false);
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.1:1"))
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.1:2"))
                .await
                .is_err()
        );
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.2:1"))
                .await
                .is_ok()
        );
        // The same address written as IPv4-mapped IPv6 is the same client.
        assert!(
            limiter
                .check(Limited::Login, &from("[::ffff:192.0.2.2]:3"))
                .await
                .is_err()
        );
    }

    #[actix_web::test]
    async fn behind_a_proxy_only_the_right_most_forwarded_address_counts() {
        let limiter = RateLimiter::new(1, true);
        let req = |xff: &str| {
            TestRequest::default()
                .peer_addr("10.0.0.1:1".parse().unwrap())
                .insert_header(("X-Forwarded-For", xff))
                .to_http_request()
        };
        assert!(
            limiter
                .check(Limited::Login, &req("1.1.1.1, 203.0.113.5"))
                .await
                .is_ok()
        );
        // A client cannot escape its budget by making up entries on the left.
        assert!(
            limiter
                .check(Limited::Login, &req("9.9.9.9, 203.0.113.5"))
                .await
                .is_err()
        );
        assert!(
            limiter
                .check(Limited::Login, &req("203.0.113.6"))
                .await
                .is_ok()
        );
    }

    /// A store that records the keys it is asked about and answers as told.
    struct Store {
        asked: Mutex<Vec<(String, u32)>>,
        answer: fn(usize) -> anyhow::Result<Option<Duration>>,
        delay: Duration,
    }

    #[async_trait]
    impl SharedBudget for Store {
        async fn take(&self, key: &str, per_minute: u32) -> anyhow::Result<Option<Duration>> {
            let n = {
                let mut asked = self.asked.lock().unwrap();
                asked.push((key.to_owned(), per_minute));
                asked.len()
            };
            tokio::time::sleep(self.delay).await;
            (self.answer)(n)
        }
    }

    fn store(answer: fn(usize) -> anyhow::Result<Option<Duration>>, delay: Duration) -> Arc<Store> {
        Arc::new(Store {
            asked: Mutex::new(Vec::new()),
            answer,
            delay,
        })
    }

    #[actix_web::test]
    async fn the_shared_store_decides_while_it_answers() {
        // Refuses the third call with 1.2 s to wait; the local budget (1) would have refused the second.
        let shared = store(
            |n| Ok((n >= 3).then(|| Duration::from_millis(1200))),
            Duration::ZERO,
        );
        let limiter = RateLimiter::shared(1, false, shared.clone());
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.9:1"))
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.9:2"))
                .await
                .is_ok()
        );
        let refused = limiter
            .check(Limited::Login, &from("192.0.2.9:3"))
            .await
            .unwrap_err();
        assert_eq!(refused.status.as_u16(), 429);
        assert_eq!(refused.retry_after_secs, Some(2), "1.2 s is rounded up");
        // One budget per endpoint and client, /64 for IPv6, with the configured size.
        limiter
            .check(Limited::PasswordReset, &from("[2001:db8:5:6::1]:1"))
            .await
            .unwrap_err();
        let asked = shared.asked.lock().unwrap().clone();
        assert_eq!(asked[0], ("login:192.0.2.9".to_owned(), 1));
        assert_eq!(asked[3], ("password-reset:2001:db8:5:6::".to_owned(), 1));
    }

    #[actix_web::test]
    async fn when_the_shared_store_fails_the_process_keeps_its_own_budget() {
        let limiter = RateLimiter::shared(
            2,
            false,
            store(
                |_| Err(anyhow::anyhow!("connection refused")),
                Duration::ZERO,
            ),
        );
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.10:1"))
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check(Limited::Login, &from("192.0.2.10:2"))
                .await
                .is_ok()
        );
        assert_eq!(
            limiter
                .check(Limited::Login, &from("192.0.2.10:3"))
                .await
                .unwrap_err()
                .status
                .as_u16(),
            429
        );
    }

    /// Each call gives up on a store that hangs after [`SHARED_TIMEOUT`] (two calls: half a second),
    /// never waiting its 30 s. (A real clock: tokio's paused one needs its `test-util` feature, which
    /// would give the test build a tokio of its own and rebuild everything above it for the server.)
    #[actix_web::test]
    async fn a_shared_store_that_hangs_is_not_waited_for() {
        let limiter = RateLimiter::shared(1, false, store(|_| Ok(None), Duration::from_secs(30)));
        let started = std::time::Instant::now();
        assert!(
            limiter
                .check(Limited::Register, &from("192.0.2.11:1"))
                .await
                .is_ok()
        );
        assert!(
            limiter
                .check(Limited::Register, &from("192.0.2.11:2"))
                .await
                .is_err(),
            "the local budget of 1 applies"
        );
        let waited = started.elapsed();
        assert!(
            waited >= 2 * SHARED_TIMEOUT && waited < Duration::from_secs(30),
            "one timeout per call, not the store's 30 s: {waited:?}"
        );
    }
}
