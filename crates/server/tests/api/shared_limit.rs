//! The credential rate limit shared through a real Redis (127.0.0.1:6379, or
//! `MON_TEST_REDIS_URL`): two limiters with their own connections stand for two
//! server processes. Required under CI=true; skipped with a notice elsewhere.

use std::sync::Arc;

use actix_web::HttpRequest;
use actix_web::test::TestRequest;
use mon_http::RateLimiter;
use mon_server::adapters::RedisBudget;

fn redis_url() -> String {
    std::env::var("MON_TEST_REDIS_URL").unwrap_or_else(|_| "redis://127.0.0.1:6379".into())
}

/// A connection with a prefix of its own, so runs and tests never share budgets.
async fn budget(prefix: &str) -> Option<Arc<RedisBudget>> {
    match RedisBudget::connect(&redis_url(), prefix).await {
        Ok(store) => Some(Arc::new(store)),
        Err(error) if std::env::var("CI").is_ok_and(|v| v == "true" || v == "1") => {
            panic!("Redis is required under CI=true: {error:#}")
        }
        Err(error) => {
            mon_persistence::testing::notice_skipped(&format!(
                "Redis is not reachable ({error:#}); the shared rate-limit test is skipped."
            ));
            None
        }
    }
}

fn from(addr: &str) -> HttpRequest {
    TestRequest::default()
        .peer_addr(addr.parse().unwrap())
        .to_http_request()
}

#[actix_web::test]
async fn two_servers_share_one_budget_per_client() {
    let prefix = format!("mon:test:{}:", uuid::Uuid::new_v4());
    let (Some(store_a), Some(store_b)) = (budget(&prefix).await, budget(&prefix).await) else {
        return;
    };
    let a = RateLimiter::shared(4, false, store_a);
    let b = RateLimiter::shared(4, false, store_b);
    let login = mon_http::Limited::Login;

    // Four calls in all, whichever server takes them; each alone would allow four.
    for (i, server) in [&a, &b, &a, &b].into_iter().enumerate() {
        assert!(
            server
                .check(login, &from("198.51.100.7:1000"))
                .await
                .is_ok(),
            "call {} is within the budget",
            i + 1
        );
    }
    for server in [&a, &b] {
        let refused = server
            .check(login, &from("198.51.100.7:1001"))
            .await
            .unwrap_err();
        assert_eq!(refused.status.as_u16(), 429);
        // One call comes back every 15 s (4 per minute).
        assert!(
            refused
                .retry_after_secs
                .is_some_and(|s| (1..=15).contains(&s)),
            "{:?}",
            refused.retry_after_secs
        );
    }
    // Another client and another endpoint keep their own budgets.
    assert!(b.check(login, &from("198.51.100.8:1000")).await.is_ok());
    assert!(
        a.check(mon_http::Limited::Register, &from("198.51.100.7:1000"))
            .await
            .is_ok()
    );
}
