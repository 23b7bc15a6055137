//! Per-client rate limits on the credential endpoints.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

use actix_web::HttpRequest;
use actix_web::http::StatusCode;
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use mon_domain::Msg;

use crate::error::ApiError;

/// The endpoints that are limited, each with its own budget per client.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limited {
    Login,
    Register,
    PasswordReset,
    ChangePassword,
}

/// A keyed limiter: `per_minute` calls per client address and endpoint, with
/// bursts up to the same number.
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
        match self.limiter.check_key(&(what, ip)) {
            Ok(()) => Ok(()),
            Err(not_until) => {
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                let mut e = ApiError::new(StatusCode::TOO_MANY_REQUESTS, "too_many_requests", Msg::TooManyRequests);
                e.retry_after_secs = Some(wait.as_secs().max(1));
                tracing::warn!(?what, "rate limit reached");
                Err(e)
            }
        }
    }
}
