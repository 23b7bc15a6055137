//! A crash under write load loses nothing that was acknowledged: the real
//! `mon` binary on SQLite takes registrations, appointment requests and
//! self-care answers from parallel clients, is killed with SIGKILL, and is
//! started again on the same data folder. Every write answered with success is
//! there, whole; the counters agree with the rows; and every e-mail owed for a
//! stored change (the admins' notice of each appointment request, up to their hourly cap, and the
//! activation mail of each registration, held in the outbox at the kill) is
//! delivered after the restart, once.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use base64::Engine;
use serde_json::{Value, json};
use tokio::sync::Mutex;

const ADMIN_PASSWORD: &str = "crash-admin-1";

struct Server {
    child: Child,
    base: String,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn start(data: &Path, port: u16, outbox_poll: &str) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mon"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("MON_DATA_DIR", data)
        .env("MON_BIND", format!("127.0.0.1:{port}"))
        .env("MON_PUBLIC_URL", "http://mon.test")
        .env("MON_ADMIN_EMAIL", "admin@crash.test")
        .env("MON_ADMIN_PASSWORD", ADMIN_PASSWORD)
        .env("MON_AUTH_RATE_LIMIT", "1000000")
        .env("MON_MAX_OPEN_REQUESTS", "100")
        .env("MON_BOOKING_RATE_LIMIT", "10000")
        .env("MON_BOOKING_HORIZON_DAYS", "366")
        .env("MON_DEMO_CONTENT", "false")
        .env("MON_STATIC_DIR", data.join("no-web-app"))
        .env("MON_OUTBOX_POLL", outbox_poll)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("starting mon");
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if client
            .get(format!("{base}/api/ready"))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return Server { child, base };
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("mon did not become ready");
}

/// Waits (up to 30 s) until the server's outbox holds no mail, dead letters included.
async fn wait_for_empty_outbox(data: &Path) {
    use sea_orm::{ConnectionTrait, Statement};
    let url = format!("sqlite://{}?mode=ro", data.join("mon.db").display());
    let db = sea_orm::Database::connect(url)
        .await
        .expect("reading the server's database");
    let backend = db.get_database_backend();
    let mut waiting = i64::MAX;
    for _ in 0..300 {
        let row = db
            .query_one_raw(Statement::from_string(
                backend,
                "SELECT count(*) AS n FROM outbox",
            ))
            .await
            .unwrap()
            .unwrap();
        waiting = row.try_get("", "n").unwrap();
        if waiting == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{waiting} mails still owed after 30 s");
}

/// The decoded text of every e-mail to `to` (single-part, base64 bodies, as the server writes them).
fn mails_to(data: &Path, to: &str) -> Vec<String> {
    let dir: PathBuf = data.join("mail");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .filter_map(|p| {
            let raw = std::fs::read_to_string(p).ok()?;
            let (head, body) = raw.split_once("\r\n\r\n")?;
            if !head
                .lines()
                .any(|l| l.eq_ignore_ascii_case(&format!("To: {to}")))
            {
                return None;
            }
            let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
            base64::engine::general_purpose::STANDARD
                .decode(compact)
                .ok()
                .map(|b| String::from_utf8_lossy(&b).into_owned())
        })
        .collect()
}

async fn post(
    client: &reqwest::Client,
    url: String,
    token: Option<&str>,
    body: Value,
) -> Option<(u16, Value)> {
    let mut req = client
        .post(url)
        .json(&body)
        .timeout(Duration::from_secs(10));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await.ok()?;
    let status = res.status().as_u16();
    Some((status, res.json().await.ok()?))
}

async fn get(client: &reqwest::Client, url: String, token: &str) -> Value {
    client
        .get(url)
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

async fn login(client: &reqwest::Client, base: &str, username: &str, password: &str) -> String {
    let (status, body) = post(
        client,
        format!("{base}/api/jwt-auth/v1/token/"),
        None,
        json!({"username": username, "password": password}),
    )
    .await
    .unwrap();
    assert_eq!(status, 200, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

/// Registers and activates through the e-mailed link; returns a token.
async fn subscriber(client: &reqwest::Client, s: &Server, data: &Path, name: &str) -> String {
    let email = format!("{name}@crash.test");
    // With consent to keep health data, as the web app's form registers: the answerers' writes are kept.
    let body = json!({"username": name, "email": email, "password": "secret-123", "contact_number": "01712345678", "consents": [{"purpose": "health_data", "granted": true}]});
    assert_eq!(
        post(
            client,
            format!("{}/api/custom/v1/register", s.base),
            None,
            body
        )
        .await
        .unwrap()
        .0,
        201
    );
    let mut link = None;
    for _ in 0..200 {
        link = mails_to(data, &email).iter().find_map(|m| {
            m.split_whitespace()
                .find(|w| w.contains("/active-account?"))
                .map(str::to_owned)
        });
        if link.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let query = link
        .expect("activation mail")
        .split_once('?')
        .unwrap()
        .1
        .to_owned();
    assert!(
        client
            .get(format!("{}/api/custom/v1/activate?{query}", s.base))
            .send()
            .await
            .unwrap()
            .status()
            .is_success()
    );
    login(client, &s.base, name, "secret-123").await
}

fn day(offset: i64) -> String {
    // Well ahead of "today" in any zone.
    (chrono::Utc::now().date_naive() + chrono::Duration::days(2 + offset))
        .format("%Y-%m-%d")
        .to_string()
}

#[tokio::test]
async fn a_killed_server_loses_no_acknowledged_write_and_owes_every_mail_once() {
    let data = std::env::temp_dir().join(format!("mon-crash-{}", uuid::Uuid::new_v4().simple()));
    let port = free_port();
    let client = reqwest::Client::new();
    // The accounts the load uses are activated through their mail first.
    let mut setup = start(&data, port, "100ms").await;
    let booker = subscriber(&client, &setup, &data, "booker").await;
    let mut answerers = Vec::new();
    for i in 0..4 {
        answerers.push(subscriber(&client, &setup, &data, &format!("answerer{i}")).await);
    }
    // Let the last delivery's removal land, then stop.
    tokio::time::sleep(Duration::from_millis(500)).await;
    setup.child.kill().expect("SIGKILL");
    setup.child.wait().unwrap();
    // The outbox is not read during the load: every owed e-mail is still waiting at the kill.
    let mut server = start(&data, port, "1h").await;
    let questions = get(
        &client,
        format!("{}/api/custom/v1/questions", server.base),
        &answerers[0],
    )
    .await;
    let answers: Vec<Value> = questions
        .as_array()
        .unwrap()
        .iter()
        .map(|q| {
            let a = match q["question_type"].as_str().unwrap() {
                "number" => json!("7"),
                "mcq" => q["mcq_options"][0].clone(),
                _ => json!("A quiet walk"),
            };
            json!({"id": q["id"], "answer": a})
        })
        .collect();

    let registered = Arc::new(Mutex::new(Vec::<String>::new()));
    let booked = Arc::new(Mutex::new(Vec::<String>::new()));
    let answered = Arc::new(Mutex::new(Vec::<usize>::new()));
    // The clients run until the server is gone (their calls then fail), not for a set time.
    let stopped = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut tasks = Vec::new();
    for w in 0..4 {
        let (client, base, registered, stopped) = (
            client.clone(),
            server.base.clone(),
            registered.clone(),
            stopped.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut i = 0;
            while !stopped.load(std::sync::atomic::Ordering::SeqCst) {
                let name = format!("w{w}n{i}");
                let body = json!({"username": name, "email": format!("{name}@crash.test"), "password": "secret-123", "contact_number": "01712345678"});
                if let Some((201, _)) = post(&client, format!("{base}/api/custom/v1/register"), None, body).await {
                    registered.lock().await.push(name);
                }
                i += 1;
            }
        }));
    }
    for w in 0..2 {
        let (client, base, booked, token, stopped) = (
            client.clone(),
            server.base.clone(),
            booked.clone(),
            booker.clone(),
            stopped.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut i = 0;
            while !stopped.load(std::sync::atomic::Ordering::SeqCst) {
                let date = day(i * 2 + w);
                let body = json!({"appointment_date": date, "appointment_time": "10:30 AM", "appointment_name": "Booker", "appointment_email": "booker@crash.test", "appointment_phone": "01712345678"});
                if let Some((201, _)) = post(&client, format!("{base}/api/custom/v1/appointment/create"), Some(&token), body).await {
                    booked.lock().await.push(date);
                }
                i += 1;
            }
        }));
    }
    for (n, token) in answerers.iter().enumerate() {
        let (client, base, answered, token, answers) = (
            client.clone(),
            server.base.clone(),
            answered.clone(),
            token.clone(),
            answers.clone(),
        );
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(200 * n as u64)).await;
            if let Some((201, _)) = post(
                &client,
                format!("{base}/api/custom/v1/multiple-answers"),
                Some(&token),
                Value::Array(answers),
            )
            .await
            {
                answered.lock().await.push(n);
            }
        }));
    }
    // Kill in the middle of the load: once enough writes were acknowledged, while more are in flight;
    // then let the clients see their connections drop.
    let deadline = Instant::now() + Duration::from_secs(60);
    while (registered.lock().await.len() < 20
        || booked.lock().await.len() < 10
        || answered.lock().await.len() < answerers.len())
        && Instant::now() < deadline
    {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    server.child.kill().expect("SIGKILL");
    server.child.wait().unwrap();
    stopped.store(true, std::sync::atomic::Ordering::SeqCst);
    for t in tasks {
        t.await.unwrap();
    }
    let (registered, booked, answered) = (
        registered.lock().await.clone(),
        booked.lock().await.clone(),
        answered.lock().await.clone(),
    );
    assert!(
        registered.len() >= 20 && booked.len() >= 10 && !answered.is_empty(),
        "the load ran: {} registrations, {} bookings, {} answers acknowledged",
        registered.len(),
        booked.len(),
        answered.len()
    );
    assert!(
        mails_to(&data, "admin@crash.test").is_empty(),
        "nothing was sent before the kill"
    );
    assert!(
        registered
            .iter()
            .all(|name| mails_to(&data, &format!("{name}@crash.test")).is_empty()),
        "no activation mail was sent before the kill"
    );

    let server = start(&data, port, "100ms").await;
    let admin = login(&client, &server.base, "admin", ADMIN_PASSWORD).await;
    // Every acknowledged registration is there; the counter agrees with the rows.
    for name in &registered {
        let page = get(
            &client,
            format!("{}/api/custom/v1/users?search={name}@crash", server.base),
            &admin,
        )
        .await;
        assert_eq!(page["total"], 1, "{name} was acknowledged: {page}");
    }
    let counted = get(
        &client,
        format!("{}/api/custom/v1/users", server.base),
        &admin,
    )
    .await["total"]
        .as_u64()
        .unwrap();
    let rows = get(
        &client,
        format!("{}/api/custom/v1/users?search=crash.test", server.base),
        &admin,
    )
    .await["total"]
        .as_u64()
        .unwrap();
    assert_eq!(counted, rows, "the subscriber counter matches the rows");
    assert!(rows >= registered.len() as u64 + 5);

    // Every acknowledged booking is there; the status counters agree with the list.
    let me = get(
        &client,
        format!("{}/api/custom/v1/me", server.base),
        &booker,
    )
    .await["user_id"]
        .as_i64()
        .unwrap();
    let mut stored = BTreeSet::new();
    let mut mine = Value::Null;
    for page in 1.. {
        mine = get(
            &client,
            format!(
                "{}/api/custom/v1/appointment/user/{me}?per_page=100&page={page}",
                server.base
            ),
            &booker,
        )
        .await;
        let items = mine["items"].as_array().unwrap();
        stored.extend(items.iter().map(|a| a["date"].as_str().unwrap().to_owned()));
        if items.len() < 100 {
            break;
        }
    }
    for date in &booked {
        assert!(
            stored.contains(date),
            "the booking of {date} was acknowledged"
        );
    }
    assert_eq!(mine["total"].as_u64(), Some(stored.len() as u64));
    assert_eq!(
        mine["counts"]["requested"].as_u64(),
        Some(stored.len() as u64)
    );

    // Every acknowledged day of answers is there, whole.
    let today = get(
        &client,
        format!("{}/api/custom/v1/get_user_status_count", server.base),
        &answerers[0],
    )
    .await;
    assert!(today.is_object());
    for n in &answered {
        let token = &answerers[*n];
        let date = chrono::Utc::now()
            .with_timezone(&chrono_tz::Asia::Dhaka)
            .date_naive()
            .format("%Y-%m-%d")
            .to_string();
        let mine = get(
            &client,
            format!("{}/api/custom/v1/answers-by-date/{date}", server.base),
            token,
        )
        .await;
        assert_eq!(
            mine["answers"].as_array().map(Vec::len),
            Some(answers.len()),
            "answerer {n}: {mine}"
        );
    }

    // Every owed mail is delivered after the restart: the outbox empties (a delivered mail leaves it; one sent
    // but not removed would stay until sent again), and then nothing more can be sent.
    wait_for_empty_outbox(&data).await;
    // The stored bookings owed the admin one notice each, up to the hourly cap of one account's notices
    // (counted in the booking's own transaction), and each arrived once.
    let notices = mails_to(&data, "admin@crash.test");
    let owed = stored
        .len()
        .min(usize::try_from(mon_domain::care::ADMIN_NOTICES_PER_HOUR).unwrap());
    assert_eq!(
        notices.len(),
        owed,
        "one notice per stored booking, up to the cap"
    );
    // Every acknowledged registration's activation mail arrived, once.
    for name in &registered {
        let mails = mails_to(&data, &format!("{name}@crash.test"));
        assert_eq!(
            mails.len(),
            1,
            "{name}'s registration was acknowledged: one activation mail"
        );
        assert!(
            mails[0].contains("/active-account?"),
            "{name}'s mail carries the activation link"
        );
    }
    eprintln!(
        "acknowledged before the kill: {} registrations, {} bookings, {} days of answers; {} bookings stored, {} notices and {} activation mails delivered after the restart",
        registered.len(),
        booked.len(),
        answered.len(),
        stored.len(),
        notices.len(),
        registered.len()
    );
    let mut server = server;
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    let _ = std::fs::remove_dir_all(&data);
}
