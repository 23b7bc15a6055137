use std::path::{Path, PathBuf};
use std::sync::Arc;

use base64::Engine;
use mon_persistence::testing::{Engine as DbEngine, TestDb};
use mon_server::Application;
use mon_server::adapters::sms::SmsTarget;
use mon_server::adapters::{MailTarget, ManualClock};
use mon_server::config::{
    AuthSection, CareSection, ContentSection, DatabaseSection, JitsiSection, MailSection, Secret,
    ServerSection, Settings, SiteSection, SmsSection,
};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

pub const ADMIN_PASSWORD: &str = "admin-pass-123";

/// Knobs a test may turn.
#[derive(Clone)]
pub struct Options {
    pub rate_limit: u32,
    pub static_dir: Option<PathBuf>,
    pub public_url: String,
    pub hash_slots: usize,
    pub hash_wait: std::time::Duration,
    pub upload_max_bytes: usize,
    /// Start with the sample content (off unless a test asks).
    pub demo_content: bool,
    pub max_open_requests: u32,
    pub booking_rate_limit: u32,
    pub account_mail_per_hour: u32,
    /// How often the app's own sender reads the outbox.
    pub outbox_poll: std::time::Duration,
    pub mail_max_attempts: u32,
    /// Take the client address from `X-Forwarded-For` (as behind a proxy), so a test can speak from several networks.
    pub trust_proxy: bool,
    /// Video rooms on a self-hosted Jitsi (`https://video.mon.test`, app id `mon`) that takes passes
    /// signed with [`JITSI_SECRET`].
    pub jitsi: bool,
    /// `MON_SMS_DAILY_BUDGET`.
    pub sms_daily_budget: u32,
}

/// The secret the self-hosted Jitsi of [`Options::jitsi`] shares with the app.
pub const JITSI_SECRET: &str = "a-secret-the-jitsi-server-shares-with-mon";

impl Default for Options {
    fn default() -> Self {
        Options {
            rate_limit: 1000,
            static_dir: None,
            public_url: "http://mon.test".into(),
            hash_slots: 2,
            hash_wait: std::time::Duration::from_secs(10),
            upload_max_bytes: 5 * 1024 * 1024,
            demo_content: false,
            max_open_requests: 5,
            booking_rate_limit: 1000,
            account_mail_per_hour: 5,
            outbox_poll: std::time::Duration::from_millis(100),
            mail_max_attempts: 10,
            trust_proxy: false,
            jitsi: false,
            sms_daily_budget: 1000,
        }
    }
}

pub struct TestApp {
    pub engine: DbEngine,
    pub address: String,
    pub client: reqwest::Client,
    pub mail_dir: PathBuf,
    /// The server's clock: `clock.advance(…)` moves time for the app.
    pub clock: Arc<ManualClock>,
    pub database: mon_persistence::Database,
    _data_dir: TempDir,
    _db: TestDb,
}

pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new() -> TempDir {
        let p = std::env::temp_dir().join(format!("mon-api-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// One app per available database engine.
pub async fn spawn_apps(opts: Options) -> Vec<TestApp> {
    let mut apps = Vec::new();
    for db in TestDb::all().await {
        apps.push(spawn_app_on(db, opts.clone()).await);
    }
    apps
}

/// The settings a test app runs with: its data folder, database and options.
pub fn test_settings(data_dir: &Path, database_url: &str, opts: &Options) -> Settings {
    Settings {
        data_dir: data_dir.to_path_buf(),
        server: ServerSection {
            bind: "127.0.0.1:0".into(),
            public_url: opts.public_url.clone(),
            static_dir: opts.static_dir.clone(),
            workers: 1,
            trust_proxy: opts.trust_proxy,
            redis_url: None,
        },
        database: DatabaseSection {
            url: Secret::new(database_url),
            max_connections: 5,
        },
        auth: AuthSection {
            jwt_secret: None,
            token_ttl: chrono::Duration::hours(24),
            admin_email: "admin@mon.test".into(),
            admin_password: Some(Secret::new(ADMIN_PASSWORD)),
            hash_slots: opts.hash_slots,
            hash_wait: opts.hash_wait,
            rate_limit_per_minute: opts.rate_limit,
        },
        mail: MailSection {
            target: MailTarget::Folder(data_dir.join("mail")),
            from: "Mon <no-reply@mon.test>".into(),
            outbox_poll: opts.outbox_poll,
            max_attempts: opts.mail_max_attempts,
            account_mail_per_hour: opts.account_mail_per_hour,
        },
        sms: SmsSection {
            target: SmsTarget::Files,
            per_number_per_day: 10,
            daily_budget: opts.sms_daily_budget,
        },
        site: SiteSection {
            timezone: chrono_tz::Asia::Dhaka,
            contact_email: "help@mon.test".into(),
            contact_whatsapp: "8801700000000".into(),
            contact_phone: "+8801700000000".into(),
        },
        content: ContentSection {
            upload_max_bytes: opts.upload_max_bytes,
            public_cache_ttl: chrono::Duration::seconds(10),
            demo_content: opts.demo_content,
            s3: None,
        },
        care: CareSection {
            booking_horizon_days: 60,
            max_open_requests: opts.max_open_requests,
            booking_rate_limit_per_minute: opts.booking_rate_limit,
            session_minutes: 50,
            session_buffer_minutes: 10,
            min_notice_hours: 12,
            counsellor_daily_cap: 6,
            cancel_notice_hours: 24,
            video_base_url: if opts.jitsi {
                "https://video.mon.test".into()
            } else {
                "https://meet.jit.si".into()
            },
            jitsi: opts.jitsi.then(|| JitsiSection {
                app_id: "mon".into(),
                app_secret: Secret::new(JITSI_SECRET),
            }),
            notes_key: None,
        },
    }
}

pub async fn spawn_app_on(db: TestDb, opts: Options) -> TestApp {
    let data = TempDir::new();
    let mail_dir = data.0.join("mail");
    let settings = test_settings(&data.0, &db.url, &opts);
    let clock = Arc::new(ManualClock::new(chrono_tz::Asia::Dhaka, chrono::Utc::now()));
    let app = Application::build_with_clock(settings, clock.clone())
        .await
        .expect("building the app");
    let address = format!("http://127.0.0.1:{}", app.port());
    let database = app.database.clone();
    tokio::spawn(app.run_until_stopped());
    TestApp {
        engine: db.engine,
        address,
        client: reqwest::Client::new(),
        mail_dir,
        clock,
        database,
        _data_dir: data,
        _db: db,
    }
}

/// A response, its status and JSON body.
pub struct Res {
    pub status: StatusCode,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
}

impl TestApp {
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Res {
        self.call_asking(method, path, token, body, None).await
    }

    /// [`Self::call`] asking for the texts in `lang`.
    pub async fn call_in(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        lang: &str,
    ) -> Res {
        self.call_asking(method, path, token, body, Some(lang))
            .await
    }

    async fn call_asking(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        lang: Option<&str>,
    ) -> Res {
        let mut req = self
            .client
            .request(method, format!("{}{}", self.address, path));
        if let Some(lang) = lang {
            req = req.header("Accept-Language", lang);
        }
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let res = req.send().await.expect("request failed");
        let status = res.status();
        let headers = res.headers().clone();
        let text = res.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        Res {
            status,
            headers,
            body,
        }
    }

    /// Sends `form` as `multipart/form-data`.
    pub async fn send_form(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        form: reqwest::multipart::Form,
    ) -> Res {
        let mut req = self
            .client
            .request(method, format!("{}{}", self.address, path))
            .multipart(form);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("request failed");
        let (status, headers) = (res.status(), res.headers().clone());
        let body = res.json::<Value>().await.unwrap_or(Value::Null);
        Res {
            status,
            headers,
            body,
        }
    }

    /// The SQLite database's file (its write-ahead log is beside it, `-wal`); `None` on PostgreSQL.
    pub fn sqlite_file(&self) -> Option<PathBuf> {
        let rest = self._db.url.strip_prefix("sqlite://")?;
        Some(PathBuf::from(rest.split('?').next()?))
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Res {
        self.call(Method::POST, path, token, Some(body)).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Res {
        self.call(Method::GET, path, token, None).await
    }

    /// `GET path` as `token`'s holder (or nobody) asking for `lang`: the status and the JSON body
    /// (`null` when there is none).
    pub async fn get_in(&self, path: &str, token: Option<&str>, lang: &str) -> (u16, Value) {
        let mut req = self
            .client
            .get(format!("{}{}", self.address, path))
            .header("Accept-Language", lang);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.expect("request failed");
        (
            res.status().as_u16(),
            res.json().await.unwrap_or(Value::Null),
        )
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> Res {
        self.call(Method::DELETE, path, token, None).await
    }

    pub async fn register(&self, username: &str, email: &str, password: &str) -> Res {
        self.post("/api/custom/v1/register", None, json!({"username": username, "email": email, "password": password, "contact_number": "01712345678"})).await
    }

    pub async fn login(&self, username: &str, password: &str) -> Res {
        self.post(
            "/api/jwt-auth/v1/token/",
            None,
            json!({"username": username, "password": password}),
        )
        .await
    }

    pub async fn admin_token(&self) -> String {
        let r = self.login("admin", ADMIN_PASSWORD).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        r.body["token"].as_str().unwrap().to_owned()
    }

    /// Registers with consent to keep health data (as the web app's form does), activates through
    /// the e-mailed link and logs in; returns the token.
    pub async fn subscriber_token(&self, username: &str, password: &str) -> String {
        let email = format!("{username}@example.com");
        let body = json!({"username": username, "email": email, "password": password, "contact_number": "01712345678", "consents": [{"purpose": "health_data", "granted": true}]});
        let r = self.post("/api/custom/v1/register", None, body).await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        self.activate_and_log_in(username, &email, password).await
    }

    /// As [`Self::subscriber_token`], registered as a spec client does: with no consent recorded.
    pub async fn subscriber_token_without_consent(&self, username: &str, password: &str) -> String {
        let email = format!("{username}@example.com");
        assert_eq!(self.register(username, &email, password).await.status, 201);
        self.activate_and_log_in(username, &email, password).await
    }

    /// An admin invites counsellor `username` (`<username>@example.com`); the counsellor sets
    /// `password` through the e-mailed invitation and logs in. The counsellor's id and token.
    pub async fn counsellor_token(&self, username: &str, password: &str) -> (i64, String) {
        let admin = self.admin_token().await;
        let email = format!("{username}@example.com");
        let r = self
            .post(
                "/api/custom/v1/admin/counsellors",
                Some(&admin),
                json!({"username": username, "email": email, "contact_number": "01812345678",
                       "name_en": format!("Counsellor {username}"), "name_bn": "কাউন্সেলর"}),
            )
            .await;
        assert_eq!(r.status, 201, "{:?}", r.body);
        let id = r.body["counsellor"]["id"].as_i64().unwrap();
        let link = self.link_in_mail(&email, "/reset-password?key=").await;
        let r = self
            .post(
                "/api/custom/v1/password-update",
                None,
                json!({"email": email, "key": key_of(&link), "password": password}),
            )
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let r = self.login(username, password).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        (id, r.body["token"].as_str().unwrap().to_owned())
    }

    /// Follows the activation link mailed to `email` and logs in: the session's token.
    pub async fn activate_and_log_in(&self, username: &str, email: &str, password: &str) -> String {
        let link = self.link_in_mail(email, "/active-account?").await;
        let query = link.split_once('?').unwrap().1;
        let r = self
            .get(&format!("/api/custom/v1/activate?{query}"), None)
            .await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        let r = self.login(username, password).await;
        assert_eq!(r.status, 200, "{:?}", r.body);
        r.body["token"].as_str().unwrap().to_owned()
    }

    /// Every e-mail sent to `to`, oldest first, as decoded text.
    pub fn mails_to(&self, to: &str) -> Vec<String> {
        let mut files: Vec<(std::time::SystemTime, String)> = std::fs::read_dir(&self.mail_dir)
            .map(|d| {
                d.filter_map(Result::ok)
                    .map(|e| e.path())
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "eml"))
            .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, decode_eml(&p))))
            .filter(|(_, text)| {
                text.lines()
                    .any(|l| l.eq_ignore_ascii_case(&format!("To: {to}")))
            })
            .collect();
        files.sort_by_key(|(t, _)| *t);
        files.into_iter().map(|(_, t)| t).collect()
    }

    /// Waits (up to 10 s) until at least `n` mails to `to` exist; some are sent in the background.
    pub async fn wait_for_mails(&self, to: &str, n: usize) -> Vec<String> {
        for _ in 0..200 {
            let mails = self.mails_to(to);
            if mails.len() >= n {
                return mails;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("fewer than {n} mails to {to} arrived");
    }

    /// Waits (up to 10 s) until the mail outbox holds nothing: every owed e-mail is delivered.
    pub async fn wait_for_empty_outbox(&self) {
        self.wait_for_outbox(|m| m.is_empty()).await;
    }

    /// Waits (up to 10 s) until the outbox holds only mail due later (reminders), none yet taken.
    pub async fn wait_for_empty_outbox_but_reminders(&self) {
        use mon_application::ports::Clock;
        let now = self.clock.now();
        self.wait_for_outbox(|m| m.iter().all(|m| m.attempts == 0 && m.next_attempt_at > now))
            .await;
    }

    async fn wait_for_outbox(
        &self,
        done: impl Fn(&[mon_application::ports::OutboxMessage]) -> bool,
    ) {
        let outbox = mon_persistence::SeaOutboxRepository::new(self.database.clone());
        for _ in 0..200 {
            if done(&outbox.waiting().await.expect("reading the outbox")) {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("the outbox did not drain: {:?}", outbox.waiting().await);
    }

    /// The link containing `marker` in the `n`-th mail (1-based) to `to`, with the public URL removed.
    pub async fn link_in_nth_mail(&self, to: &str, marker: &str, n: usize) -> String {
        let mails = self.wait_for_mails(to, n).await;
        link_in(&mails[n - 1], marker)
    }

    /// The link containing `marker` in the newest mail to `to` that has one,
    /// waiting (up to 10 s) for it; the public URL is removed.
    pub async fn link_in_mail(&self, to: &str, marker: &str) -> String {
        for _ in 0..200 {
            if let Some(mail) = self.mails_to(to).iter().rev().find(|m| m.contains(marker)) {
                return link_in(mail, marker);
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("no mail to {to} with {marker}");
    }
}

/// The `key` query value of an e-mailed link.
pub fn key_of(link: &str) -> String {
    link.split("key=")
        .nth(1)
        .and_then(|rest| rest.split('&').next())
        .unwrap_or_else(|| panic!("no key in {link}"))
        .to_owned()
}

fn link_in(mail: &str, marker: &str) -> String {
    let start = mail
        .find("http://mon.test")
        .unwrap_or_else(|| panic!("no link in mail: {mail}"));
    let link: String = mail[start..]
        .chars()
        .take_while(|c| !c.is_whitespace())
        .collect();
    assert!(link.contains(marker), "{link}");
    link.trim_start_matches("http://mon.test").to_owned()
}

/// Headers as they are, then the base64 body decoded.
fn decode_eml(path: &Path) -> String {
    decode_part(&std::fs::read_to_string(path).unwrap())
}

/// A header value with its RFC 2047 encoded words (`=?utf-8?b?…?=`, `=?utf-8?q?…?=`) decoded, as a
/// mail program shows it: a Bangla subject is read as Bangla, not as base64.
fn decode_words(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    let mut after_word = false;
    while let Some(start) = rest.find("=?") {
        let Some(end) = rest[start + 2..].find("?=").map(|e| start + 2 + e) else {
            break;
        };
        let word = &rest[start + 2..end];
        let mut parts = word.splitn(3, '?');
        let (_charset, encoding, text) = (parts.next(), parts.next(), parts.next());
        let decoded = match (encoding.map(str::to_ascii_lowercase).as_deref(), text) {
            (Some("b"), Some(t)) => base64::engine::general_purpose::STANDARD
                .decode(t)
                .ok()
                .map(|b| String::from_utf8_lossy(&b).into_owned()),
            (Some("q"), Some(t)) => {
                let mut bytes = Vec::new();
                let mut chars = t.bytes();
                while let Some(c) = chars.next() {
                    match c {
                        b'_' => bytes.push(b' '),
                        b'=' => {
                            let hex: String = chars.by_ref().take(2).map(char::from).collect();
                            bytes.push(u8::from_str_radix(&hex, 16).unwrap_or(b'?'));
                        }
                        c => bytes.push(c),
                    }
                }
                Some(String::from_utf8_lossy(&bytes).into_owned())
            }
            _ => None,
        };
        let Some(decoded) = decoded else { break };
        // White space between two encoded words is not part of the text.
        let before = &rest[..start];
        if !(after_word && before.trim().is_empty()) {
            out.push_str(before);
        }
        out.push_str(&decoded);
        after_word = true;
        rest = &rest[end + 2..];
    }
    out.push_str(rest);
    out
}

/// Headers (encoded words decoded) and the base64-decoded body of a message; each part of a multipart one in turn.
fn decode_part(raw: &str) -> String {
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((raw, ""));
    let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
    let head = &unfolded
        .lines()
        .map(decode_words)
        .collect::<Vec<_>>()
        .join("\r\n");
    if let Some(boundary) = unfolded.split("boundary=").nth(1) {
        let boundary = boundary
            .split([';', '\r', '\n'])
            .next()
            .unwrap_or("")
            .trim_matches('"');
        let parts: Vec<String> = body
            .split(&format!("--{boundary}"))
            .map(|p| p.trim_start_matches("\r\n"))
            .filter(|p| !p.is_empty() && !p.starts_with("--"))
            .map(decode_part)
            .collect();
        return format!("{}\n\n{}", head.replace("\r\n", "\n"), parts.join("\n\n"));
    }
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(compact)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    format!(
        "{}\n\n{}",
        head.replace("\r\n", "\n"),
        decoded.replace("\r\n", "\n")
    )
}

/// The JSON payload of a JWT.
pub fn jwt_payload(token: &str) -> Value {
    let p = token.split('.').nth(1).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(p)
            .unwrap(),
    )
    .unwrap()
}
