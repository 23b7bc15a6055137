//! Per-client rate limits on the credential endpoints.

use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

use actix_web::HttpRequest;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::ApiError;

/// The endpoints that are limited, each with its own budget per client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limited {
    Login,
    Register,
    PasswordReset,
    ChangePassword,
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
    limiter: DefaultKeyedRateLimiter<(Limited, IpAddr)>,
    trust_forwarded_for: bool,
    checks: AtomicU64,
}

impl RateLimiter {
    pub fn new(per_minute: u32, trust_forwarded_for: bool) -> Self {
        let n = NonZeroU32::new(per_minute.max(1)).expect("non-zero");
        Self { limiter: DefaultKeyedRateLimiter::keyed(Quota::per_minute(n)), trust_forwarded_for, checks: AtomicU64::new(0) }
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
    pub fn check(&self, what: Limited, req: &HttpRequest) -> Result<(), ApiError> {
        // Forget idle clients now and then so the table stays small.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            self.limiter.retain_recent();
        }
        let Some(ip) = self.client(req) else { return Ok(()) };
        match self.limiter.check_key(&(what, client_key(ip))) {
            Ok(()) => Ok(()),
            Err(not_until) => {
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                tracing::warn!(?what, "rate limit reached");
                Err(ApiError::too_many_requests(wait.as_secs()))
            }
        }
    }
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
    use actix_web::test::TestRequest;

    use super::*;

    fn from(addr: &str) -> HttpRequest {
        TestRequest::default().peer_addr(addr.parse().unwrap()).to_http_request()
    }

    #[test]
    fn ipv6_clients_share_one_budget_per_64_network() {
        let limiter = RateLimiter::new(2, false);
        assert!(limiter.check(Limited::Login, &from("[2001:db8:1:2::1]:5000")).is_ok());
        assert!(limiter.check(Limited::Login, &from("[2001:db8:1:2:ffff::9]:5001")).is_ok());
        let refused = limiter.check(Limited::Login, &from("[2001:db8:1:2:abcd::77]:5002")).unwrap_err();
        assert_eq!(refused.status.as_u16(), 429);
        assert!(refused.retry_after_secs.is_some_and(|s| s >= 1));
        // Another /64, and another endpoint, have their own budgets.
        assert!(limiter.check(Limited::Login, &from("[2001:db8:1:3::1]:5000")).is_ok());
        assert!(limiter.check(Limited::Register, &from("[2001:db8:1:2::1]:5000")).is_ok());
    }

    #[test]
    fn ipv4_clients_are_limited_per_address() {
        let limiter = RateLimiter::new(1, false);
        assert!(limiter.check(Limited::Login, &from("192.0.2.1:1")).is_ok());
        assert!(limiter.check(Limited::Login, &from("192.0.2.1:2")).is_err());
        assert!(limiter.check(Limited::Login, &from("192.0.2.2:1")).is_ok());
        // The same address written as IPv4-mapped IPv6 is the same client.
        assert!(limiter.check(Limited::Login, &from("[::ffff:192.0.2.2]:3")).is_err());
    }

    #[test]
    fn behind_a_proxy_only_the_right_most_forwarded_address_counts() {
        let limiter = RateLimiter::new(1, true);
        let req = |xff: &str| TestRequest::default().peer_addr("10.0.0.1:1".parse().unwrap()).insert_header(("X-Forwarded-For", xff)).to_http_request();
        assert!(limiter.check(Limited::Login, &req("1.1.1.1, 203.0.113.5")).is_ok());
        // A client cannot escape its budget by making up entries on the left.
        assert!(limiter.check(Limited::Login, &req("9.9.9.9, 203.0.113.5")).is_err());
        assert!(limiter.check(Limited::Login, &req("203.0.113.6")).is_ok());
    }
}
