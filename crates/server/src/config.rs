//! Configuration from the environment (and a `.env` file when present). Every
//! variable has a working default; see the README for the list.

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::{Context, bail};
use chrono::Duration;

use crate::adapters::MailTarget;

/// No `Debug`: it holds the JWT secret, the admin password and database and SMTP credentials.
#[derive(Clone)]
pub struct Settings {
    pub data_dir: PathBuf,
    pub database_url: String,
    pub db_max_connections: u32,
    pub bind: String,
    /// Where people open the site, without a trailing slash.
    pub public_url: String,
    /// `None`: read or create `<data dir>/jwt-secret`.
    pub jwt_secret: Option<String>,
    pub token_ttl: Duration,
    pub mail: MailTarget,
    pub mail_from: String,
    pub timezone: chrono_tz::Tz,
    pub admin_email: String,
    pub admin_password: Option<String>,
    pub static_dir: Option<PathBuf>,
    pub auth_rate_limit_per_minute: u32,
    pub trust_proxy: bool,
    pub contact_email: String,
    pub contact_whatsapp: String,
    pub contact_phone: String,
    pub workers: usize,
    /// Password hashes that may run at once (Argon2id takes 19 MiB each).
    pub hash_slots: usize,
    /// How long a login or registration waits for a hashing slot before 503.
    pub hash_wait: std::time::Duration,
    /// Largest accepted image upload, in bytes.
    pub upload_max_bytes: usize,
    /// Add sample stories, posts, categories and learning items to an empty database.
    pub demo_content: bool,
    /// How long a public read may be answered from memory (0 turns it off).
    pub public_cache_ttl: Duration,
    /// Keep uploaded images in this S3-compatible bucket instead of `<data dir>/uploads`.
    pub s3: Option<mon_storage::S3Config>,
    /// How often the mail outbox is checked for e-mails due.
    pub outbox_poll: std::time::Duration,
    /// Keep the credential rate-limit budgets in this Redis, shared by every server.
    pub redis_url: Option<String>,
    /// How many days ahead an appointment may be requested.
    pub booking_horizon_days: u32,
    /// Requested appointments one subscriber may have at once.
    pub max_open_requests: u32,
    /// Appointment creations, edits and deletions per account and minute.
    pub booking_rate_limit_per_minute: u32,
    /// Delivery attempts before an e-mail moves to the dead letters.
    pub mail_max_attempts: u32,
    /// Activation, reset and registration-notice mails one address may get per hour.
    pub account_mail_per_hour: u32,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

/// A duration such as `90s`, `30m`, `24h`, `7d` or `1h 30m` (humantime's syntax).
pub fn parse_duration(s: &str) -> anyhow::Result<Duration> {
    let std = humantime::parse_duration(s.trim())
        .with_context(|| format!("{s:?} is not a duration like 30m, 24h or 7d"))?;
    let d = Duration::from_std(std).with_context(|| format!("{s:?} is too long"))?;
    if d <= Duration::zero() {
        bail!("{s:?} must be longer than zero");
    }
    Ok(d)
}

impl Settings {
    /// Reads the environment (after `.env`, if there is one).
    pub fn from_env() -> anyhow::Result<Settings> {
        let _ = dotenvy::dotenv();
        let data_dir = PathBuf::from(var("MON_DATA_DIR").unwrap_or_else(|| "./data".into()));
        let bind = var("MON_BIND").unwrap_or_else(|| "127.0.0.1:8080".into());
        bind.parse::<SocketAddr>()
            .with_context(|| format!("MON_BIND {bind:?} is not an address:port"))?;
        let database_url = var("DATABASE_URL")
            .unwrap_or_else(|| format!("sqlite://{}?mode=rwc", data_dir.join("mon.db").display()));
        let public_url = var("MON_PUBLIC_URL")
            .unwrap_or_else(|| format!("http://{bind}"))
            .trim_end_matches('/')
            .to_owned();
        let token_ttl = parse_duration(&var("MON_TOKEN_TTL").unwrap_or_else(|| "24h".into()))
            .context("MON_TOKEN_TTL")?;
        let mail = match var("MON_SMTP_URL") {
            Some(url) => MailTarget::Smtp(url),
            None => MailTarget::Folder(data_dir.join("mail")),
        };
        let tz_name = var("MON_TIMEZONE").unwrap_or_else(|| "Asia/Dhaka".into());
        let timezone = tz_name
            .parse::<chrono_tz::Tz>()
            .map_err(|_| anyhow::anyhow!("MON_TIMEZONE {tz_name:?} is not a known time zone"))?;
        let static_dir = Some(PathBuf::from(
            var("MON_STATIC_DIR").unwrap_or_else(|| "./frontend/dist".into()),
        ));
        let rate: u32 = var("MON_AUTH_RATE_LIMIT")
            .map_or(Ok(10), |v| v.parse())
            .context("MON_AUTH_RATE_LIMIT must be a whole number")?;
        let is_sqlite = database_url.starts_with("sqlite:");
        let db_max_connections: u32 = var("MON_DB_MAX_CONNECTIONS")
            .map_or(Ok(if is_sqlite { 8 } else { 20 }), |v| v.parse())
            .context("MON_DB_MAX_CONNECTIONS")?;
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let hash_slots: usize = var("MON_HASH_CONCURRENCY")
            .map_or(Ok(cores), |v| v.parse())
            .context("MON_HASH_CONCURRENCY must be a whole number")?;
        let hash_wait = parse_duration(&var("MON_HASH_WAIT").unwrap_or_else(|| "2s".into()))
            .context("MON_HASH_WAIT")?
            .to_std()?;
        let workers: usize = var("MON_WORKERS")
            .map_or(
                Ok(std::thread::available_parallelism().map_or(2, |n| n.get())),
                |v| v.parse(),
            )
            .context("MON_WORKERS")?;
        let upload_max_bytes: usize = var("MON_UPLOAD_MAX_BYTES")
            .map_or(Ok(5 * 1024 * 1024), |v| v.parse())
            .context("MON_UPLOAD_MAX_BYTES must be a whole number of bytes")?;
        let public_cache_ttl = match var("MON_PUBLIC_CACHE_TTL").as_deref() {
            None => Duration::seconds(10),
            Some("0") => Duration::zero(),
            Some(v) => parse_duration(v).context("MON_PUBLIC_CACHE_TTL")?,
        };
        let s3 = var("MON_S3_BUCKET").map(|bucket| mon_storage::S3Config {
            bucket,
            endpoint: var("MON_S3_ENDPOINT"),
            region: var("MON_S3_REGION").unwrap_or_else(|| "us-east-1".into()),
            access_key_id: var("MON_S3_ACCESS_KEY_ID"),
            secret_access_key: var("MON_S3_SECRET_ACCESS_KEY"),
            prefix: var("MON_S3_PREFIX").unwrap_or_else(|| "uploads/".into()),
        });
        let whole = |name: &str,
                     default: u32,
                     range: std::ops::RangeInclusive<u32>|
         -> anyhow::Result<u32> {
            let n: u32 = var(name)
                .map_or(Ok(default), |v| v.parse())
                .with_context(|| format!("{name} must be a whole number"))?;
            if !range.contains(&n) {
                bail!("{name} must be from {} to {}", range.start(), range.end());
            }
            Ok(n)
        };
        let booking_horizon_days = whole("MON_BOOKING_HORIZON_DAYS", 60, 1..=366)?;
        let max_open_requests = whole("MON_MAX_OPEN_REQUESTS", 5, 1..=100)?;
        let booking_rate_limit_per_minute = whole("MON_BOOKING_RATE_LIMIT", 10, 1..=10_000)?;
        let mail_max_attempts = whole("MON_MAIL_MAX_ATTEMPTS", 10, 1..=100)?;
        let account_mail_per_hour = whole("MON_ACCOUNT_MAIL_PER_HOUR", 5, 1..=1000)?;
        let outbox_poll = parse_duration(&var("MON_OUTBOX_POLL").unwrap_or_else(|| "2s".into()))
            .context("MON_OUTBOX_POLL")?
            .to_std()?;
        Ok(Settings {
            mail_max_attempts,
            account_mail_per_hour,
            booking_horizon_days,
            max_open_requests,
            booking_rate_limit_per_minute,
            redis_url: var("MON_REDIS_URL"),
            outbox_poll,
            s3,
            public_cache_ttl,
            upload_max_bytes: upload_max_bytes.clamp(1024, 50 * 1024 * 1024),
            demo_content: var("MON_DEMO_CONTENT").is_none_or(|v| v != "false" && v != "0"),
            database_url,
            db_max_connections,
            public_url,
            jwt_secret: var("MON_JWT_SECRET"),
            token_ttl,
            mail,
            mail_from: var("MON_MAIL_FROM").unwrap_or_else(|| "Mon <no-reply@mon.local>".into()),
            timezone,
            admin_email: var("MON_ADMIN_EMAIL").unwrap_or_else(|| "admin@mon.local".into()),
            admin_password: var("MON_ADMIN_PASSWORD"),
            static_dir,
            auth_rate_limit_per_minute: rate.max(1),
            trust_proxy: var("MON_TRUST_PROXY").is_some_and(|v| v == "true" || v == "1"),
            contact_email: var("MON_CONTACT_EMAIL").unwrap_or_else(|| "help@mon.example".into()),
            contact_whatsapp: var("MON_CONTACT_WHATSAPP").unwrap_or_else(|| "8801700000000".into()),
            contact_phone: var("MON_CONTACT_PHONE").unwrap_or_else(|| "+8801700000000".into()),
            workers: workers.max(1),
            hash_slots: hash_slots.max(1),
            hash_wait,
            bind,
            data_dir,
        })
    }

    /// The JWT secret: configured, or kept in `<data dir>/jwt-secret` (made on
    /// first start; its mode is set to 0600 on every start).
    pub fn load_or_create_jwt_secret(&self) -> anyhow::Result<Vec<u8>> {
        if let Some(s) = &self.jwt_secret {
            if s.len() < 32 {
                bail!("MON_JWT_SECRET must be at least 32 characters");
            }
            return Ok(s.as_bytes().to_vec());
        }
        let path = self.data_dir.join("jwt-secret");
        crate::files::private_file(&path)
            .with_context(|| format!("restricting {}", path.display()))?;
        if let Ok(existing) = std::fs::read_to_string(&path) {
            let existing = existing.trim().to_owned();
            if existing.len() >= 32 {
                return Ok(existing.into_bytes());
            }
        }
        use rand::RngCore;
        let mut bytes = [0u8; 48];
        rand::rng().fill_bytes(&mut bytes);
        let secret = hex::encode(bytes);
        crate::files::write_private(&path, &secret)
            .with_context(|| format!("writing {}", path.display()))?;
        tracing::info!(file = %path.display(), "created a new JWT secret");
        Ok(secret.into_bytes())
    }
}

/// The SQLite database file a URL names, if it names one.
pub fn sqlite_file(database_url: &str) -> Option<PathBuf> {
    let rest = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or("");
    (!path.is_empty() && path != ":memory:").then(|| PathBuf::from(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_take_units() {
        assert_eq!(parse_duration("24h").unwrap(), Duration::hours(24));
        assert_eq!(parse_duration("90s").unwrap(), Duration::seconds(90));
        assert_eq!(parse_duration("30m").unwrap(), Duration::minutes(30));
        assert_eq!(parse_duration("7d").unwrap(), Duration::days(7));
        assert_eq!(parse_duration("1h 30m").unwrap(), Duration::minutes(90));
        assert!(parse_duration("0h").is_err());
        assert!(parse_duration("1x").is_err());
        assert!(parse_duration("h").is_err());
    }

    #[test]
    fn the_sqlite_file_is_found_in_its_url() {
        assert_eq!(
            sqlite_file("sqlite://data/mon.db?mode=rwc"),
            Some(PathBuf::from("data/mon.db"))
        );
        assert_eq!(
            sqlite_file("sqlite:///tmp/x.db"),
            Some(PathBuf::from("/tmp/x.db"))
        );
        assert_eq!(sqlite_file("sqlite::memory:"), None);
        assert_eq!(sqlite_file("postgres://u@h/db"), None);
    }
}
