//! Every log line written while serving a request carries its request id: the
//! HTTP layer's own line and the use cases' lines alike.

use std::io::Write;
use std::sync::{Arc, Mutex};

use actix_web::{test, web};
use chrono::{NaiveDate, TimeZone, Utc};
use mon_application::accounts::AccountPorts;
use mon_application::ports::*;
use mon_application::{AccountSettings, Accounts};
use mon_domain::user::{LoginAttempts, Role, User};
use mon_http::{HttpSettings, RateLimiter, SiteConfig};

#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn accounts() -> Accounts {
    let now = Utc.with_ymd_and_hms(2026, 11, 23, 10, 0, 0).unwrap();
    let mut users = MockUserRepository::new();
    users.expect_find_by_login().returning(move |_| {
        Ok(Some(User {
            id: 7,
            username: "rahim".into(),
            email: "rahim@example.com".into(),
            password_hash: "$argon2id$x".into(),
            contact_number: None,
            nid: None,
            role: Role::Subscriber,
            is_active: true,
            token_version: 0,
            registered_at: now,
            discreet: false,
            must_change_password: false,
            phone_verified: false,
            sms_reminders: false,
        }))
    });
    let mut attempts = MockLoginAttemptStore::new();
    attempts
        .expect_get()
        .returning(|_| Ok(LoginAttempts::default()));
    attempts
        .expect_record_failure()
        .returning(|_, at| Ok(LoginAttempts::default().after_failure(at)));
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_verify().returning(|_, _| Ok(false));
    let mut clock = MockClock::new();
    clock.expect_now().returning(move || now);
    clock
        .expect_today()
        .returning(|| NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
    Accounts::new(
        AccountPorts {
            users: Arc::new(users),
            attempts: Arc::new(attempts),
            hasher: Arc::new(hasher),
            tokens: Arc::new(MockTokenService::new()),
            mailbox: Arc::new(MockAccountMailbox::new()),
            clock: Arc::new(clock),
            keys: Arc::new(MockKeyGenerator::new()),
            background: Arc::new(MockBackground::new()),
            personal: Arc::new(MockPersonalDataRepository::new()),
            mailer: Arc::new(MockMailer::new()),
            texts: Arc::new(mon_application::ports::MockTextMessages::new()),
        },
        AccountSettings {
            public_url: "http://mon.test".into(),
            mail_per_hour: 3,
        },
    )
}

#[actix_web::test]
async fn use_case_log_lines_carry_the_request_id() {
    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .with_max_level(tracing::Level::INFO)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);

    let settings = web::Data::new(HttpSettings {
        static_dir: None,
        site: SiteConfig {
            contact_email: "a@b.c".into(),
            whatsapp_number: "1".into(),
            phone_number: "1".into(),
            timezone: "Asia/Dhaka".into(),
            booking_horizon_days: 60,
            max_open_requests: 5,
            session_minutes: 50,
            session_buffer_minutes: 10,
            min_notice_hours: 12,
            counsellor_daily_cap: 6,
            cancel_notice_hours: 24,
        },
        json_limit: 4096,
        public_url: "http://mon.test".into(),
        form_limit: 4096,
    });
    let (accounts, limiter) = (
        web::Data::new(accounts()),
        web::Data::new(RateLimiter::new(100, false)),
    );
    let app = test::init_service(mon_http::app(settings, move |cfg| {
        cfg.app_data(accounts).app_data(limiter);
    }))
    .await;
    let req = test::TestRequest::post()
        .uri("/api/jwt-auth/v1/token/")
        .peer_addr("127.0.0.1:9999".parse().unwrap())
        .set_json(serde_json::json!({"username": "rahim", "password": "wrong-pass"}))
        .to_request();
    let res = test::call_service(&app, req).await;
    assert_eq!(res.status(), 401);
    let id = res
        .headers()
        .get("x-request-id")
        .expect("a request id")
        .to_str()
        .unwrap()
        .to_owned();

    let logs = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    let use_case = logs
        .lines()
        .find(|l| l.contains("wrong password"))
        .unwrap_or_else(|| panic!("no use-case line in:\n{logs}"));
    let access = logs
        .lines()
        .find(|l| l.contains("status=401"))
        .unwrap_or_else(|| panic!("no request line in:\n{logs}"));
    for line in [use_case, access] {
        assert!(line.contains(&format!("request_id={id}")), "{line}");
    }
    assert!(!logs.contains("wrong-pass"), "the password is never logged");
}
