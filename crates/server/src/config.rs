//! Configuration from the environment (and a `.env` file when present), grouped by area. Every
//! variable and its default is one row of [`VARIABLES`]; the README's configuration table is
//! checked against it by a test, and a value default is read from that row, so the two cannot
//! disagree. Secrets are [`Secret`]s, which never print.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::{Context, bail};
use chrono::Duration;

use crate::adapters::MailTarget;
use crate::adapters::sms::{FILES, Gateway, GatewayAccount, SmsTarget};

/// A value that must never reach a log or an error message: its `Debug` prints a placeholder and it
/// has no `Display`. [`Secret::expose`] hands it to the one place that uses it.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// What a variable means when it is not set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fallback {
    /// This value (the README shows it first in its default column, in backticks).
    Value(&'static str),
    /// Worked out as the text says (the README's default column is this text).
    Described(&'static str),
}

/// One environment variable of the configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variable {
    pub name: &'static str,
    pub fallback: Fallback,
}

macro_rules! variables {
    ($($(#[doc = $doc:literal])* $CONST:ident = $name:literal: $kind:ident($text:literal);)*) => {
        $($(#[doc = $doc])* pub const $CONST: Variable = Variable { name: $name, fallback: Fallback::$kind($text) };)*
        /// Every variable of the configuration, as the README's table lists them.
        pub const VARIABLES: &[Variable] = &[$($CONST),*];
    };
}

variables! {
    DATABASE_URL = "DATABASE_URL": Described("`sqlite://<data dir>/mon.db?mode=rwc`");
    MON_DATA_DIR = "MON_DATA_DIR": Value("./data");
    MON_BIND = "MON_BIND": Value("127.0.0.1:8080");
    MON_PUBLIC_URL = "MON_PUBLIC_URL": Described("`http://<MON_BIND>`");
    MON_STATIC_DIR = "MON_STATIC_DIR": Value("./frontend/dist");
    MON_JWT_SECRET = "MON_JWT_SECRET": Described("generated into `<data dir>/jwt-secret` (mode 0600) on first start");
    MON_TOKEN_TTL = "MON_TOKEN_TTL": Value("24h");
    MON_NOTES_KEY = "MON_NOTES_KEY": Described("generated into `<data dir>/notes-key` (mode 0600) on first start");
    MON_SMTP_URL = "MON_SMTP_URL": Described("unset");
    MON_MAIL_FROM = "MON_MAIL_FROM": Value("Mon <no-reply@mon.local>");
    MON_TIMEZONE = "MON_TIMEZONE": Value("Asia/Dhaka");
    MON_ADMIN_EMAIL = "MON_ADMIN_EMAIL": Value("admin@mon.local");
    MON_ADMIN_PASSWORD = "MON_ADMIN_PASSWORD": Described("unset");
    MON_AUTH_RATE_LIMIT = "MON_AUTH_RATE_LIMIT": Value("10");
    MON_REDIS_URL = "MON_REDIS_URL": Described("unset");
    MON_TRUST_PROXY = "MON_TRUST_PROXY": Value("false");
    MON_HASH_CONCURRENCY = "MON_HASH_CONCURRENCY": Described("number of cores");
    MON_HASH_WAIT = "MON_HASH_WAIT": Value("2s");
    MON_CONTACT_EMAIL = "MON_CONTACT_EMAIL": Value("help@mon.example");
    MON_CONTACT_WHATSAPP = "MON_CONTACT_WHATSAPP": Value("8801700000000");
    MON_CONTACT_PHONE = "MON_CONTACT_PHONE": Value("+8801700000000");
    MON_UPLOAD_MAX_BYTES = "MON_UPLOAD_MAX_BYTES": Value("5242880");
    MON_DEMO_CONTENT = "MON_DEMO_CONTENT": Value("true");
    MON_PUBLIC_CACHE_TTL = "MON_PUBLIC_CACHE_TTL": Value("10s");
    MON_S3_BUCKET = "MON_S3_BUCKET": Described("unset");
    MON_S3_ENDPOINT = "MON_S3_ENDPOINT": Described("unset (AWS)");
    MON_S3_REGION = "MON_S3_REGION": Value("us-east-1");
    MON_S3_ACCESS_KEY_ID = "MON_S3_ACCESS_KEY_ID": Described("unset");
    MON_S3_SECRET_ACCESS_KEY = "MON_S3_SECRET_ACCESS_KEY": Described("unset");
    MON_S3_PREFIX = "MON_S3_PREFIX": Value("uploads/");
    MON_OUTBOX_POLL = "MON_OUTBOX_POLL": Value("2s");
    MON_MAIL_MAX_ATTEMPTS = "MON_MAIL_MAX_ATTEMPTS": Value("10");
    MON_ACCOUNT_MAIL_PER_HOUR = "MON_ACCOUNT_MAIL_PER_HOUR": Value("5");
    MON_SMS_GATEWAY = "MON_SMS_GATEWAY": Value("file");
    MON_SMS_API_KEY = "MON_SMS_API_KEY": Described("unset");
    MON_SMS_SENDER_ID = "MON_SMS_SENDER_ID": Described("unset");
    MON_SMS_URL = "MON_SMS_URL": Described("the gateway's own");
    MON_SMS_PER_NUMBER_PER_DAY = "MON_SMS_PER_NUMBER_PER_DAY": Value("10");
    MON_SMS_DAILY_BUDGET = "MON_SMS_DAILY_BUDGET": Value("1000");
    MON_BOOKING_HORIZON_DAYS = "MON_BOOKING_HORIZON_DAYS": Value("60");
    MON_MAX_OPEN_REQUESTS = "MON_MAX_OPEN_REQUESTS": Value("5");
    MON_BOOKING_RATE_LIMIT = "MON_BOOKING_RATE_LIMIT": Value("10");
    MON_SESSION_MINUTES = "MON_SESSION_MINUTES": Value("50");
    MON_SESSION_BUFFER_MINUTES = "MON_SESSION_BUFFER_MINUTES": Value("10");
    MON_MIN_NOTICE_HOURS = "MON_MIN_NOTICE_HOURS": Value("12");
    MON_COUNSELLOR_DAILY_CAP = "MON_COUNSELLOR_DAILY_CAP": Value("6");
    MON_CANCEL_NOTICE_HOURS = "MON_CANCEL_NOTICE_HOURS": Value("24");
    MON_VIDEO_BASE_URL = "MON_VIDEO_BASE_URL": Value("https://meet.jit.si");
    MON_JITSI_APP_ID = "MON_JITSI_APP_ID": Described("unset");
    MON_JITSI_APP_SECRET = "MON_JITSI_APP_SECRET": Described("unset");
    MON_DB_MAX_CONNECTIONS = "MON_DB_MAX_CONNECTIONS": Described("8 (SQLite), 20 (PostgreSQL)");
    MON_WORKERS = "MON_WORKERS": Described("number of cores");
    /// glibc's, read by the C library (set by `make run` and the Docker image).
    MALLOC_MMAP_THRESHOLD_ = "MALLOC_MMAP_THRESHOLD_": Described("`1048576` in `make run` and the Docker image");
    /// Read by the log filter (`telemetry.rs`).
    RUST_LOG = "RUST_LOG": Value("info");
}

/// The environment as the settings read it: a variable's value, trimmed, `None` when unset or blank.
type Lookup<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Reads the variables through a lookup (the process's environment, or a test's map).
struct Env<'a>(Lookup<'a>);

impl Env<'_> {
    /// `v`'s value, else its value default.
    fn get(&self, v: Variable) -> Option<String> {
        (self.0)(v.name).or(match v.fallback {
            Fallback::Value(value) => Some(value.to_owned()),
            Fallback::Described(_) => None,
        })
    }

    /// `v`'s value or value default (every such variable has one).
    fn text(&self, v: Variable) -> String {
        self.get(v).unwrap_or_default()
    }

    fn secret(&self, v: Variable) -> Option<Secret> {
        self.get(v).map(Secret)
    }

    fn parsed<T: std::str::FromStr>(&self, v: Variable, or: T) -> anyhow::Result<T> {
        self.get(v)
            .map_or(Ok(or), |s| s.parse())
            .map_err(|_| anyhow::anyhow!("{} must be a whole number", v.name))
    }

    /// A whole number of `range`.
    fn whole(&self, v: Variable, range: std::ops::RangeInclusive<u32>) -> anyhow::Result<u32> {
        let n: u32 = self.parsed(v, *range.start())?;
        if !range.contains(&n) {
            bail!(
                "{} must be from {} to {}",
                v.name,
                range.start(),
                range.end()
            );
        }
        Ok(n)
    }

    fn duration(&self, v: Variable) -> anyhow::Result<Duration> {
        parse_duration(&self.text(v)).context(v.name)
    }

    fn flag(&self, v: Variable) -> bool {
        matches!(self.text(v).as_str(), "true" | "1")
    }
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

fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Every setting, by area. No `Debug`: the S3 settings hold a secret key of their own type.
#[derive(Clone)]
pub struct Settings {
    /// SQLite file, generated JWT secret and notes key, development mail, uploaded images (`uploads/`).
    pub data_dir: PathBuf,
    pub server: ServerSection,
    pub database: DatabaseSection,
    pub auth: AuthSection,
    pub mail: MailSection,
    pub sms: SmsSection,
    pub site: SiteSection,
    pub content: ContentSection,
    pub care: CareSection,
}

/// How the server listens and where the site is.
#[derive(Debug, Clone)]
pub struct ServerSection {
    pub bind: String,
    /// Where people open the site, without a trailing slash.
    pub public_url: String,
    pub static_dir: Option<PathBuf>,
    pub workers: usize,
    /// Take the client's address from the right-most `X-Forwarded-For` entry.
    pub trust_proxy: bool,
    /// Keep the rate limits' budgets in this Redis, shared by every server.
    pub redis_url: Option<Secret>,
}

#[derive(Debug, Clone)]
pub struct DatabaseSection {
    /// May hold a password.
    pub url: Secret,
    pub max_connections: u32,
}

/// Log-in, tokens, password hashing and the first admin.
#[derive(Debug, Clone)]
pub struct AuthSection {
    /// `None`: read or create `<data dir>/jwt-secret`.
    pub jwt_secret: Option<Secret>,
    pub token_ttl: Duration,
    pub admin_email: String,
    pub admin_password: Option<Secret>,
    /// Password hashes that may run at once (Argon2id takes 19 MiB each).
    pub hash_slots: usize,
    /// How long a login or registration waits for a hashing slot before 503.
    pub hash_wait: std::time::Duration,
    pub rate_limit_per_minute: u32,
}

#[derive(Debug, Clone)]
pub struct MailSection {
    pub target: MailTarget,
    pub from: String,
    /// How often the mail outbox is checked for e-mails due.
    pub outbox_poll: std::time::Duration,
    /// Delivery attempts before an e-mail moves to the dead letters.
    pub max_attempts: u32,
    /// Activation, reset and registration-notice mails one address may get per hour.
    pub account_mail_per_hour: u32,
}

/// Text messages: where they go, and how many may go.
#[derive(Debug, Clone)]
pub struct SmsSection {
    pub target: SmsTarget,
    /// Text messages one number may get in a day, of every kind together.
    pub per_number_per_day: u32,
    /// Text messages all numbers together may get in a day.
    pub daily_budget: u32,
}

/// What the site tells its visitors: its calendar and the contact button's addresses.
#[derive(Debug, Clone)]
pub struct SiteSection {
    pub timezone: chrono_tz::Tz,
    pub contact_email: String,
    pub contact_whatsapp: String,
    pub contact_phone: String,
}

#[derive(Clone)]
pub struct ContentSection {
    /// Largest accepted image upload, in bytes.
    pub upload_max_bytes: usize,
    /// How long a public read may be answered from memory (0 turns it off).
    pub public_cache_ttl: Duration,
    /// Add sample stories, posts, categories and learning items to an empty database.
    pub demo_content: bool,
    /// Keep uploaded images in this S3-compatible bucket instead of `<data dir>/uploads`.
    pub s3: Option<mon_storage::S3Config>,
}

/// Appointment requests.
#[derive(Debug, Clone)]
pub struct CareSection {
    /// How many days ahead an appointment may be requested.
    pub booking_horizon_days: u32,
    /// Requested appointments one subscriber may have at once.
    pub max_open_requests: u32,
    /// Appointment creations, edits and deletions per account and minute.
    pub booking_rate_limit_per_minute: u32,
    /// How long a session lasts, in minutes.
    pub session_minutes: u32,
    /// The gap kept between a counsellor's sessions, in minutes.
    pub session_buffer_minutes: u32,
    /// How many hours ahead a slot must start to be offered.
    pub min_notice_hours: u32,
    /// Approved sessions a counsellor has in one day at most.
    pub counsellor_daily_cap: u32,
    /// A cancellation later than this many hours before the session is recorded as late.
    pub cancel_notice_hours: u32,
    /// Where a video session's own room is made (an https address, no trailing slash).
    pub video_base_url: String,
    /// A self-hosted Jitsi's token authentication: each person's link to a room the service made
    /// carries a pass of their own.
    pub jitsi: Option<JitsiSection>,
    /// The session notes' keys (base64, separated by commas, oldest first); `None`: read or create
    /// `<data dir>/notes-key`.
    pub notes_key: Option<Secret>,
}

/// The app id and secret a self-hosted Jitsi checks its passes (JWTs) with.
#[derive(Debug, Clone)]
pub struct JitsiSection {
    pub app_id: String,
    pub app_secret: Secret,
}

impl JitsiSection {
    /// Both variables, or neither.
    fn read(env: &Env<'_>) -> anyhow::Result<Option<JitsiSection>> {
        match (env.get(MON_JITSI_APP_ID), env.secret(MON_JITSI_APP_SECRET)) {
            (None, None) => Ok(None),
            (Some(app_id), Some(app_secret)) => {
                if app_secret.expose().len() < 32 {
                    bail!("MON_JITSI_APP_SECRET must be at least 32 characters");
                }
                Ok(Some(JitsiSection { app_id, app_secret }))
            }
            _ => {
                bail!("MON_JITSI_APP_ID and MON_JITSI_APP_SECRET go together: set both or neither")
            }
        }
    }
}

impl Settings {
    /// Reads the environment (after `.env`, if there is one).
    pub fn from_env() -> anyhow::Result<Settings> {
        let _ = dotenvy::dotenv();
        Settings::from_lookup(&|name| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        })
    }

    /// The settings that `lookup` gives the variables.
    pub fn from_lookup(lookup: Lookup<'_>) -> anyhow::Result<Settings> {
        let env = Env(lookup);
        let data_dir = PathBuf::from(env.text(MON_DATA_DIR));
        let database_url = env
            .get(DATABASE_URL)
            .unwrap_or_else(|| format!("sqlite://{}?mode=rwc", data_dir.join("mon.db").display()));
        let max_connections = env.parsed(
            MON_DB_MAX_CONNECTIONS,
            if database_url.starts_with("sqlite:") {
                8
            } else {
                20
            },
        )?;
        Ok(Settings {
            server: ServerSection::read(&env)?,
            database: DatabaseSection {
                url: Secret(database_url),
                max_connections,
            },
            auth: AuthSection::read(&env)?,
            mail: MailSection::read(&env, &data_dir)?,
            sms: SmsSection::read(&env)?,
            site: SiteSection::read(&env)?,
            content: ContentSection::read(&env)?,
            care: CareSection {
                booking_horizon_days: env.whole(MON_BOOKING_HORIZON_DAYS, 1..=366)?,
                max_open_requests: env.whole(MON_MAX_OPEN_REQUESTS, 1..=100)?,
                booking_rate_limit_per_minute: env.whole(MON_BOOKING_RATE_LIMIT, 1..=10_000)?,
                session_minutes: env.whole(MON_SESSION_MINUTES, 10..=240)?,
                session_buffer_minutes: env.whole(MON_SESSION_BUFFER_MINUTES, 0..=120)?,
                min_notice_hours: env.whole(MON_MIN_NOTICE_HOURS, 0..=336)?,
                counsellor_daily_cap: env.whole(MON_COUNSELLOR_DAILY_CAP, 1..=24)?,
                cancel_notice_hours: env.whole(MON_CANCEL_NOTICE_HOURS, 0..=336)?,
                video_base_url: {
                    let url = env
                        .text(MON_VIDEO_BASE_URL)
                        .trim_end_matches('/')
                        .to_owned();
                    if !url.starts_with("https://") || url.len() <= "https://".len() {
                        bail!("MON_VIDEO_BASE_URL {url:?} must be an https address");
                    }
                    url
                },
                jitsi: JitsiSection::read(&env)?,
                notes_key: env.secret(MON_NOTES_KEY),
            },
            data_dir,
        })
    }

    /// The JWT secret: configured, or kept in `<data dir>/jwt-secret` (made on
    /// first start; its mode is set to 0600 on every start).
    pub fn load_or_create_jwt_secret(&self) -> anyhow::Result<Vec<u8>> {
        if let Some(s) = &self.auth.jwt_secret {
            if s.expose().len() < 32 {
                bail!("MON_JWT_SECRET must be at least 32 characters");
            }
            return Ok(s.expose().as_bytes().to_vec());
        }
        let secret = self.private_file(
            "jwt-secret",
            |kept| kept.len() >= 32,
            || {
                use rand::RngCore;
                let mut bytes = [0u8; 48];
                rand::rng().fill_bytes(&mut bytes);
                hex::encode(bytes)
            },
        )?;
        Ok(secret.into_bytes())
    }

    /// The session notes' keys, oldest first (base64): `MON_NOTES_KEY` (separated by commas), or
    /// the lines of `<data dir>/notes-key` (made with one key on first start; mode 0600). Rotating
    /// is adding a key at the end: new notes are sealed with it, and the older keys still open theirs.
    pub fn load_or_create_notes_keys(&self) -> anyhow::Result<Vec<String>> {
        if let Some(s) = &self.care.notes_key {
            return Ok(s.expose().split(',').map(str::to_owned).collect());
        }
        let kept = self.private_file(
            "notes-key",
            |kept| !kept.is_empty(),
            crate::adapters::XChaChaNoteSealer::new_key,
        )?;
        Ok(kept.lines().map(str::to_owned).collect())
    }

    /// The text of `<data dir>/<name>` when `usable`, else `make()` written there first; the file's
    /// mode is set to 0600 either way.
    fn private_file(
        &self,
        name: &str,
        usable: impl Fn(&str) -> bool,
        make: impl FnOnce() -> String,
    ) -> anyhow::Result<String> {
        let path = self.data_dir.join(name);
        crate::files::private_file(&path)
            .with_context(|| format!("restricting {}", path.display()))?;
        if let Ok(existing) = std::fs::read_to_string(&path) {
            let existing = existing.trim().to_owned();
            if usable(&existing) {
                return Ok(existing);
            }
        }
        let made = make();
        crate::files::write_private(&path, &made)
            .with_context(|| format!("writing {}", path.display()))?;
        tracing::info!(file = %path.display(), "created {name}");
        Ok(made)
    }
}

impl ServerSection {
    fn read(env: &Env<'_>) -> anyhow::Result<ServerSection> {
        let bind = env.text(MON_BIND);
        bind.parse::<SocketAddr>()
            .with_context(|| format!("MON_BIND {bind:?} is not an address:port"))?;
        let public_url = env
            .get(MON_PUBLIC_URL)
            .unwrap_or_else(|| format!("http://{bind}"))
            .trim_end_matches('/')
            .to_owned();
        Ok(ServerSection {
            public_url,
            static_dir: Some(PathBuf::from(env.text(MON_STATIC_DIR))),
            workers: env.parsed(MON_WORKERS, cores())?.max(1),
            trust_proxy: env.flag(MON_TRUST_PROXY),
            redis_url: env.secret(MON_REDIS_URL),
            bind,
        })
    }
}

impl AuthSection {
    fn read(env: &Env<'_>) -> anyhow::Result<AuthSection> {
        Ok(AuthSection {
            jwt_secret: env.secret(MON_JWT_SECRET),
            token_ttl: env.duration(MON_TOKEN_TTL)?,
            admin_email: env.text(MON_ADMIN_EMAIL),
            admin_password: env.secret(MON_ADMIN_PASSWORD),
            hash_slots: env.parsed(MON_HASH_CONCURRENCY, cores())?.max(1),
            hash_wait: env.duration(MON_HASH_WAIT)?.to_std()?,
            rate_limit_per_minute: env.parsed::<u32>(MON_AUTH_RATE_LIMIT, 10)?.max(1),
        })
    }
}

impl MailSection {
    fn read(env: &Env<'_>, data_dir: &std::path::Path) -> anyhow::Result<MailSection> {
        Ok(MailSection {
            target: match env.secret(MON_SMTP_URL) {
                Some(url) => MailTarget::Smtp(url),
                None => MailTarget::Folder(data_dir.join("mail")),
            },
            from: env.text(MON_MAIL_FROM),
            outbox_poll: env.duration(MON_OUTBOX_POLL)?.to_std()?,
            max_attempts: env.whole(MON_MAIL_MAX_ATTEMPTS, 1..=100)?,
            account_mail_per_hour: env.whole(MON_ACCOUNT_MAIL_PER_HOUR, 1..=1000)?,
        })
    }
}

impl SmsSection {
    fn read(env: &Env<'_>) -> anyhow::Result<SmsSection> {
        let name = env.text(MON_SMS_GATEWAY);
        let target = if name.eq_ignore_ascii_case(FILES) {
            SmsTarget::Files
        } else {
            let gateway = Gateway::parse(&name).ok_or_else(|| {
                anyhow::anyhow!(
                    "MON_SMS_GATEWAY {name:?} is not one of {}",
                    Gateway::allowed()
                )
            })?;
            let needed = |v: Variable| {
                anyhow::anyhow!(
                    "{} must be set for MON_SMS_GATEWAY={}",
                    v.name,
                    gateway.name()
                )
            };
            let url = match env.get(MON_SMS_URL) {
                None => gateway.default_url().to_owned(),
                Some(url) => {
                    let url = url.trim_end_matches('/').to_owned();
                    let rest = url
                        .strip_prefix("https://")
                        .or_else(|| url.strip_prefix("http://"));
                    if rest.is_none_or(str::is_empty) {
                        bail!("MON_SMS_URL {url:?} must be an http or https address");
                    }
                    url
                }
            };
            SmsTarget::Gateway(GatewayAccount {
                gateway,
                api_key: env
                    .secret(MON_SMS_API_KEY)
                    .ok_or_else(|| needed(MON_SMS_API_KEY))?,
                sender_id: env
                    .get(MON_SMS_SENDER_ID)
                    .ok_or_else(|| needed(MON_SMS_SENDER_ID))?,
                url,
            })
        };
        Ok(SmsSection {
            target,
            per_number_per_day: env.whole(MON_SMS_PER_NUMBER_PER_DAY, 1..=100)?,
            daily_budget: env.whole(MON_SMS_DAILY_BUDGET, 1..=1_000_000)?,
        })
    }
}

impl SiteSection {
    fn read(env: &Env<'_>) -> anyhow::Result<SiteSection> {
        let tz_name = env.text(MON_TIMEZONE);
        Ok(SiteSection {
            timezone: tz_name.parse::<chrono_tz::Tz>().map_err(|_| {
                anyhow::anyhow!("MON_TIMEZONE {tz_name:?} is not a known time zone")
            })?,
            contact_email: env.text(MON_CONTACT_EMAIL),
            contact_whatsapp: env.text(MON_CONTACT_WHATSAPP),
            contact_phone: env.text(MON_CONTACT_PHONE),
        })
    }
}

impl ContentSection {
    fn read(env: &Env<'_>) -> anyhow::Result<ContentSection> {
        let upload_max_bytes: usize = env.parsed(MON_UPLOAD_MAX_BYTES, 5 * 1024 * 1024)?;
        let public_cache_ttl = match env.text(MON_PUBLIC_CACHE_TTL).as_str() {
            "0" => Duration::zero(),
            _ => env.duration(MON_PUBLIC_CACHE_TTL)?,
        };
        let s3 = env.get(MON_S3_BUCKET).map(|bucket| mon_storage::S3Config {
            bucket,
            endpoint: env.get(MON_S3_ENDPOINT),
            region: env.text(MON_S3_REGION),
            access_key_id: env.get(MON_S3_ACCESS_KEY_ID),
            secret_access_key: env.get(MON_S3_SECRET_ACCESS_KEY),
            prefix: env.text(MON_S3_PREFIX),
        });
        Ok(ContentSection {
            upload_max_bytes: upload_max_bytes.clamp(1024, 50 * 1024 * 1024),
            public_cache_ttl,
            demo_content: !matches!(env.text(MON_DEMO_CONTENT).as_str(), "false" | "0"),
            s3,
        })
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

    /// The README's configuration table: each row's variables (the first column) and its default
    /// column.
    fn readme_rows() -> Vec<(String, String)> {
        let readme = include_str!("../../../README.md");
        let table = readme
            .split("## Configuration")
            .nth(1)
            .and_then(|rest| rest.split("\n## ").next())
            .expect("the README has a Configuration section");
        table
            .lines()
            .filter(|l| l.starts_with("| `"))
            .flat_map(|row| {
                let cells: Vec<&str> = row.split(" | ").collect();
                let default = cells[1].trim().to_owned();
                cells[0]
                    .trim_start_matches("| ")
                    .split(", ")
                    .map(|name| (name.trim_matches('`').to_owned(), default.clone()))
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn the_readme_lists_every_variable_with_its_default() {
        let rows = readme_rows();
        assert!(rows.len() >= 30, "the README's table was not found");
        for (name, default) in &rows {
            let variable = VARIABLES
                .iter()
                .find(|v| v.name == name)
                .unwrap_or_else(|| {
                    panic!("the README lists {name}, which the settings do not read")
                });
            match variable.fallback {
                Fallback::Value(value) => assert!(
                    default.starts_with(&format!("`{value}`")),
                    "{name}: the README says {default:?}, the settings default to `{value}`"
                ),
                Fallback::Described(text) => assert_eq!(default, text, "{name}"),
            }
        }
        for variable in VARIABLES {
            assert!(
                rows.iter().any(|(name, _)| name == variable.name),
                "{} is missing from the README's configuration table",
                variable.name
            );
        }
    }

    #[test]
    fn with_nothing_set_every_setting_takes_its_documented_default() {
        let s = Settings::from_lookup(&|_| None).unwrap();
        assert_eq!(s.data_dir, PathBuf::from("./data"));
        assert_eq!(s.database.url.expose(), "sqlite://./data/mon.db?mode=rwc");
        assert_eq!(s.database.max_connections, 8);
        assert_eq!(s.server.bind, "127.0.0.1:8080");
        assert_eq!(s.server.public_url, "http://127.0.0.1:8080");
        assert_eq!(s.server.static_dir, Some(PathBuf::from("./frontend/dist")));
        assert!(!s.server.trust_proxy && s.server.redis_url.is_none());
        assert!(s.auth.jwt_secret.is_none() && s.auth.admin_password.is_none());
        assert_eq!(s.auth.token_ttl, Duration::hours(24));
        assert_eq!(s.auth.admin_email, "admin@mon.local");
        assert_eq!(s.auth.hash_wait, std::time::Duration::from_secs(2));
        assert_eq!(s.auth.rate_limit_per_minute, 10);
        assert!(
            matches!(&s.mail.target, MailTarget::Folder(dir) if dir == &PathBuf::from("./data/mail"))
        );
        assert_eq!(s.mail.from, "Mon <no-reply@mon.local>");
        assert_eq!(s.mail.outbox_poll, std::time::Duration::from_secs(2));
        assert_eq!((s.mail.max_attempts, s.mail.account_mail_per_hour), (10, 5));
        assert!(matches!(s.sms.target, SmsTarget::Files));
        assert_eq!((s.sms.per_number_per_day, s.sms.daily_budget), (10, 1000));
        assert_eq!(s.site.timezone, chrono_tz::Asia::Dhaka);
        assert_eq!(s.site.contact_email, "help@mon.example");
        assert_eq!(s.site.contact_whatsapp, "8801700000000");
        assert_eq!(s.site.contact_phone, "+8801700000000");
        assert_eq!(s.content.upload_max_bytes, 5_242_880);
        assert_eq!(s.content.public_cache_ttl, Duration::seconds(10));
        assert!(s.content.demo_content && s.content.s3.is_none());
        assert_eq!(s.care.booking_horizon_days, 60);
        assert_eq!(s.care.max_open_requests, 5);
        assert_eq!(s.care.booking_rate_limit_per_minute, 10);
    }

    #[test]
    fn set_values_win_and_bad_ones_are_named() {
        let set = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        let s = Settings::from_lookup(&set(&[
            ("DATABASE_URL", "postgres://mon:pw@db/mon"),
            ("MON_PUBLIC_CACHE_TTL", "0"),
            ("MON_SMTP_URL", "smtps://u:p@smtp.example.com"),
        ]))
        .unwrap();
        assert_eq!(s.database.max_connections, 20);
        assert_eq!(s.content.public_cache_ttl, Duration::zero());
        assert!(!format!("{:?} {:?}", s.database, s.mail).contains("pw"));
        assert!(!format!("{:?}", s.mail).contains("u:p"));
        let bad = Settings::from_lookup(&set(&[("MON_BOOKING_HORIZON_DAYS", "400")]));
        assert!(
            bad.err()
                .unwrap()
                .to_string()
                .contains("MON_BOOKING_HORIZON_DAYS")
        );
    }

    #[test]
    fn a_self_hosted_jitsi_takes_its_app_id_and_secret_together() {
        let s = Settings::from_lookup(&|name| match name {
            "MON_JITSI_APP_ID" => Some("mon".into()),
            "MON_JITSI_APP_SECRET" => Some("s".repeat(32)),
            _ => None,
        })
        .unwrap();
        let jitsi = s.care.jitsi.expect("the Jitsi settings");
        assert_eq!(jitsi.app_id, "mon");
        assert!(!format!("{jitsi:?}").contains("sss"));
        assert!(
            Settings::from_lookup(&|_| None)
                .unwrap()
                .care
                .jitsi
                .is_none()
        );
        for (id, secret, says) in [
            (Some("mon"), None, "go together"),
            (None, Some("s".repeat(32)), "go together"),
            (Some("mon"), Some("short".to_owned()), "at least 32"),
        ] {
            let err = Settings::from_lookup(&|name| match name {
                "MON_JITSI_APP_ID" => id.map(str::to_owned),
                "MON_JITSI_APP_SECRET" => secret.clone(),
                _ => None,
            })
            .err()
            .expect("refused");
            assert!(err.to_string().contains(says), "{err}");
        }
    }

    fn sms_settings(pairs: &[(&str, &str)]) -> anyhow::Result<SmsSection> {
        Settings::from_lookup(&|name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        })
        .map(|s| s.sms)
    }

    #[test]
    fn text_messages_go_to_files_by_default_and_a_gateway_takes_its_key_sender_and_address() {
        let files = sms_settings(&[("MON_SMS_GATEWAY", "FILE")]).unwrap();
        assert!(matches!(files.target, SmsTarget::Files));
        for gateway in Gateway::ALL {
            let s = sms_settings(&[
                ("MON_SMS_GATEWAY", gateway.name()),
                ("MON_SMS_API_KEY", "s3cret-key"),
                ("MON_SMS_SENDER_ID", "MonHealth"),
                ("MON_SMS_PER_NUMBER_PER_DAY", "3"),
                ("MON_SMS_DAILY_BUDGET", "500"),
            ])
            .unwrap();
            let SmsTarget::Gateway(account) = &s.target else {
                panic!("{gateway:?}: {:?}", s.target)
            };
            assert_eq!(account.gateway, gateway);
            assert_eq!(account.api_key.expose(), "s3cret-key");
            assert_eq!(account.sender_id, "MonHealth");
            assert_eq!(account.url, gateway.default_url());
            assert_eq!((s.per_number_per_day, s.daily_budget), (3, 500));
            assert!(!format!("{s:?}").contains("s3cret"), "{s:?}");
        }
        let s = sms_settings(&[
            ("MON_SMS_GATEWAY", "bulksmsbd"),
            ("MON_SMS_API_KEY", "k"),
            ("MON_SMS_SENDER_ID", "8809617000000"),
            ("MON_SMS_URL", "https://bulksmsbd.net/"),
        ])
        .unwrap();
        let SmsTarget::Gateway(account) = s.target else {
            panic!("a gateway")
        };
        assert_eq!(account.url, "https://bulksmsbd.net");
    }

    #[test]
    fn a_bad_gateway_name_or_a_gateway_without_its_key_or_sender_is_refused_at_start() {
        let err = sms_settings(&[("MON_SMS_GATEWAY", "twilio")]).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("MON_SMS_GATEWAY") && text.contains("twilio"),
            "{text}"
        );
        assert!(
            text.contains("file, sslwireless, bulksmsbd or alphasms"),
            "{text}"
        );
        let refused = |pairs: &[(&str, &str)], says: &str| {
            let err = sms_settings(pairs).expect_err("refused");
            assert!(err.to_string().contains(says), "{says}: {err}");
        };
        refused(
            &[
                ("MON_SMS_GATEWAY", "sslwireless"),
                ("MON_SMS_SENDER_ID", "Mon"),
            ],
            "MON_SMS_API_KEY must be set for MON_SMS_GATEWAY=sslwireless",
        );
        refused(
            &[("MON_SMS_GATEWAY", "alphasms"), ("MON_SMS_API_KEY", "k")],
            "MON_SMS_SENDER_ID must be set",
        );
        let gateway = [
            ("MON_SMS_GATEWAY", "alphasms"),
            ("MON_SMS_API_KEY", "k"),
            ("MON_SMS_SENDER_ID", "Mon"),
        ];
        refused(
            &[gateway.as_slice(), &[("MON_SMS_URL", "ftp://x")]].concat(),
            "MON_SMS_URL",
        );
        refused(
            &[gateway.as_slice(), &[("MON_SMS_URL", "https://")]].concat(),
            "MON_SMS_URL",
        );
        refused(
            &[("MON_SMS_PER_NUMBER_PER_DAY", "0")],
            "MON_SMS_PER_NUMBER_PER_DAY",
        );
        refused(&[("MON_SMS_PER_NUMBER_PER_DAY", "101")], "from 1 to 100");
        refused(
            &[("MON_SMS_DAILY_BUDGET", "1000001")],
            "MON_SMS_DAILY_BUDGET",
        );
    }
}
