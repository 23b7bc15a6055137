//! Rate-limit budgets shared by every server process, kept in Redis
//! (`MON_REDIS_URL`).
//!
//! The rule is GCRA, the one the per-process limiter ([governor]) uses:
//! `per_minute` calls in a burst, then one more every `60 s / per_minute`.
//! A key holds one number, the "theoretical arrival time" of the next call, so
//! a budget costs one short string in Redis and expires by itself once full
//! again. The script runs atomically in Redis and reads Redis's own clock, so
//! the servers' clocks do not need to agree.

use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use mon_http::SharedBudget;
use redis::Script;
use redis::aio::ConnectionManager;

const GCRA: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local next_tat = tat + interval
local allowed_at = next_tat - burst * interval
if allowed_at > now then
  return allowed_at - now
end
redis.call('SET', KEYS[1], string.format('%.0f', next_tat), 'PX', math.ceil((next_tat - now) / 1000))
return 0
";

/// A [`SharedBudget`] in Redis. Cloning the connection manager is cheap; it
/// multiplexes every call over one connection and reconnects by itself.
pub struct RedisBudget {
    connection: ConnectionManager,
    script: Script,
    prefix: String,
}

impl RedisBudget {
    /// Connects (and fails) at once, so a wrong `MON_REDIS_URL` stops the start
    /// instead of silently leaving each process with its own budgets.
    pub async fn connect(url: &str, prefix: impl Into<String>) -> anyhow::Result<Self> {
        let client = redis::Client::open(url).context("MON_REDIS_URL is not a valid Redis URL")?;
        let connection =
            tokio::time::timeout(Duration::from_secs(5), client.get_connection_manager())
                .await
                .context("Redis did not answer within 5 s")?
                .context("cannot connect to Redis")?;
        Ok(Self {
            connection,
            script: Script::new(GCRA),
            prefix: prefix.into(),
        })
    }
}

#[async_trait]
impl SharedBudget for RedisBudget {
    async fn take(&self, key: &str, per_minute: u32) -> anyhow::Result<Option<Duration>> {
        let per_minute = per_minute.max(1);
        let interval_us = 60_000_000 / u64::from(per_minute);
        let mut connection = self.connection.clone();
        let wait_us: u64 = self
            .script
            .key(format!("{}{key}", self.prefix))
            .arg(interval_us)
            .arg(per_minute)
            .invoke_async(&mut connection)
            .await?;
        Ok((wait_us > 0).then(|| Duration::from_micros(wait_us)))
    }
}
