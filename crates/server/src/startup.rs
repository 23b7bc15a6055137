use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{HttpServer, web};
use anyhow::Context;
use mon_application::accounts::{AccountPorts, AdminBootstrap, BootstrapOutcome};
use mon_application::care::{CarePorts, CareSettings};
use mon_application::content::{ContentPorts, ContentSettings};
use mon_application::counsellors::{CounsellorPorts, CounsellorSettings};
use mon_application::notes::NotesPorts;
use mon_application::outbox::{DeadLetters, OutboxSender, TextLimits, TextUsage};
use mon_application::ports::{Clock, ImageStore, PasswordHasher, TextMessages};
use mon_application::privacy::PrivacyPorts;
use mon_application::safety::SafetyPorts;
use mon_application::sharing::SharingPorts;
use mon_application::{
    AccountSettings, Accounts, Care, Content, Counsellors, Notes, Phones, Privacy, Safety, Sharing,
};
use mon_domain::counsellor::calendar::SlotRules;
use mon_http::{HttpSettings, RateLimiter, ReadinessCheck, SiteConfig};
use mon_persistence::{
    Database, SeaAccessLogRepository, SeaAccountMailbox, SeaAppointmentRepository,
    SeaArticleRepository, SeaCalendarRepository, SeaCategoryRepository, SeaCheckInRepository,
    SeaClientRepository, SeaConsentRepository, SeaCounsellorRepository, SeaHelplineRepository,
    SeaLearningRepository, SeaLoginAttemptStore, SeaOutboxRepository, SeaPersonalDataRepository,
    SeaPhoneRepository, SeaRecipients, SeaSafetyPlanRepository, SeaSelfCareRepository,
    SeaSessionNoteRepository, SeaUserRepository,
};
use mon_storage::{LocalImageStore, S3ImageStore};

use crate::adapters::{
    Argon2PasswordHasher, JitsiPasses, JwtTokenService, LettreMailer, RandomKeyGenerator,
    RedisBudget, SystemClock, TokioBackground, XChaChaNoteSealer,
};
use crate::config::{Settings, sqlite_file};
use crate::files;

/// Where a generated first-admin password is written (mode 0600), never to the logs.
/// How long an idle keep-alive connection stays open. Longer than the idle time of the clients
/// that pool connections to us (a reverse proxy's upstream pool: nginx keeps 60 s; a test's
/// request context between steps), so the server never closes a socket just as the client
/// reuses it: with actix's default of 5 s that race reset a browser test's request.
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(75);

pub fn first_admin_password_file(data_dir: &std::path::Path) -> std::path::PathBuf {
    data_dir.join("first-admin-password")
}

/// A built server, bound to its port, ready to run.
pub struct Application {
    port: u16,
    server: Server,
    pub database: Database,
    pub admin: BootstrapOutcome,
}

impl Application {
    /// Connects and migrates the database, makes sure an admin exists, binds the
    /// listener (port 0 picks a free one) and builds the server.
    pub async fn build(settings: Settings) -> anyhow::Result<Application> {
        let clock = Arc::new(SystemClock::new(settings.site.timezone));
        Self::build_with_clock(settings, clock).await
    }

    /// [`Application::build`] with a given clock (tests move time with a
    /// [`crate::adapters::ManualClock`]). Each area is wired by a function of its own below.
    pub async fn build_with_clock(
        settings: Settings,
        clock: Arc<dyn Clock>,
    ) -> anyhow::Result<Application> {
        let database = open_database(&settings).await?;
        let secret = settings.load_or_create_jwt_secret()?;
        let texts = crate::adapters::sms::text_messages(&settings.sms, &settings.data_dir)?;
        let (mailer, dead_letters, text_usage) =
            start_mail(&settings, &database, &clock, texts.clone())?;
        tracing::info!(
            mail = %mailer.describe(),
            timezone = %settings.site.timezone,
            today = %clock.today(),
            hash_slots = settings.auth.hash_slots,
            "configured"
        );
        // One hasher, so its bound on parallel hashes holds for every area.
        let hasher: Arc<dyn PasswordHasher> = Arc::new(Argon2PasswordHasher::new(
            settings.auth.hash_slots,
            settings.auth.hash_wait,
        ));
        let accounts = accounts_area(
            &settings, &database, &clock, &mailer, texts, &secret, &hasher,
        );
        let admin = first_admin(&settings, &accounts).await?;
        spawn_forgetting(accounts.clone());
        let content = content_area(&settings, &database, &clock).await?;
        let counsellors = counsellors_area(
            &settings,
            &database,
            &clock,
            &hasher,
            Arc::new(content.clone()),
        )
        .await?;
        let areas = Areas {
            content: web::Data::new(content),
            privacy: web::Data::new(privacy_area(&database, &clock)),
            care: web::Data::new(
                care_area(&settings, &database, &clock, Arc::new(counsellors.clone())).await?,
            ),
            safety: web::Data::new(safety_area(&settings, &database, &clock).await?),
            accounts: web::Data::new(accounts),
            counsellors: web::Data::new(counsellors),
            notes: web::Data::new(notes_area(&settings, &database, &clock)?),
            sharing: web::Data::new(sharing_area(&database, &clock)),
            phones: web::Data::new(phones_area(&database, &clock)),
            dead_letters,
            text_usage,
            limiter: web::Data::new(rate_limiter(&settings).await?),
            readiness: web::Data::new(readiness(&database)),
        };
        let listener = TcpListener::bind(&settings.server.bind)
            .with_context(|| format!("binding {}", settings.server.bind))?;
        let port = listener.local_addr()?.port();
        let http = web::Data::new(http_settings(&settings));
        let server = HttpServer::new(move || {
            let areas = areas.clone();
            mon_http::app(http.clone(), move |cfg| areas.register(cfg))
        })
        .workers(settings.server.workers)
        .keep_alive(KEEP_ALIVE)
        .listen(listener)?
        .run();
        Ok(Application {
            port,
            server,
            database,
            admin,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// Every area's service, shared by the server's workers.
#[derive(Clone)]
struct Areas {
    accounts: web::Data<Accounts>,
    content: web::Data<Content>,
    care: web::Data<Care>,
    safety: web::Data<Safety>,
    privacy: web::Data<Privacy>,
    counsellors: web::Data<Counsellors>,
    notes: web::Data<Notes>,
    sharing: web::Data<Sharing>,
    phones: web::Data<Phones>,
    dead_letters: web::Data<DeadLetters>,
    text_usage: web::Data<TextUsage>,
    limiter: web::Data<RateLimiter>,
    readiness: web::Data<ReadinessCheck>,
}

impl Areas {
    fn register(self, cfg: &mut web::ServiceConfig) {
        cfg.app_data(self.accounts)
            .app_data(self.content)
            .app_data(self.care)
            .app_data(self.safety)
            .app_data(self.privacy)
            .app_data(self.counsellors)
            .app_data(self.notes)
            .app_data(self.sharing)
            .app_data(self.phones)
            .app_data(self.dead_letters)
            .app_data(self.text_usage)
            .app_data(self.limiter)
            .app_data(self.readiness);
    }
}

/// The database, connected and migrated; a SQLite file (and its journal) readable by this user only.
async fn open_database(settings: &Settings) -> anyhow::Result<Database> {
    files::private_dir(&settings.data_dir)
        .with_context(|| format!("creating data folder {}", settings.data_dir.display()))?;
    let db_file = sqlite_file(settings.database.url.expose());
    if let Some(file) = &db_file {
        files::create_private_file(file).with_context(|| format!("creating {}", file.display()))?;
    }
    let database = mon_persistence::connect(
        settings.database.url.expose(),
        settings.database.max_connections,
    )
    .await?;
    if let Some(file) = &db_file {
        for suffix in ["", "-wal", "-shm"] {
            let path = std::path::PathBuf::from(format!("{}{suffix}", file.display()));
            files::private_file(&path)
                .with_context(|| format!("restricting {}", path.display()))?;
        }
    }
    Ok(database)
}

/// The mailer and the text-message gateway, and the outbox's sender running as long as the process:
/// owed e-mails and text messages wait in the outbox until delivered.
fn start_mail(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
    texts: Arc<dyn TextMessages>,
) -> anyhow::Result<(LettreMailer, web::Data<DeadLetters>, web::Data<TextUsage>)> {
    let mailer = LettreMailer::new(settings.mail.target.clone(), &settings.mail.from)?;
    let outbox: Arc<dyn mon_application::ports::OutboxRepository> =
        Arc::new(SeaOutboxRepository::new(database.clone()));
    let dead_letters = web::Data::new(DeadLetters::new(outbox.clone(), clock.clone()));
    let limits = TextLimits {
        per_number_per_day: settings.sms.per_number_per_day.into(),
        daily_budget: settings.sms.daily_budget.into(),
    };
    let usage = web::Data::new(TextUsage::new(outbox.clone(), clock.clone(), limits));
    let sender = OutboxSender::new(outbox, Arc::new(mailer.clone()), clock.clone())
        .with_texts(texts, limits)
        .with_max_attempts(i32::try_from(settings.mail.max_attempts).unwrap_or(i32::MAX));
    tokio::spawn(sender.run(settings.mail.outbox_poll));
    tracing::info!(sms = %settings.sms.target.describe(&settings.data_dir), "text messages configured");
    if settings.sms.target.writes_files() {
        tracing::warn!(
            sms = %settings.sms.target.describe(&settings.data_dir),
            "TEXT MESSAGES ARE NOT SENT: they are written to files, for development only. Set MON_SMS_GATEWAY to send them"
        );
    }
    if mailer.writes_files() {
        tracing::warn!(
            mail = %mailer.describe(),
            "MAIL IS NOT SENT: it is written to files, for development only (kept 7 days). Set MON_SMTP_URL to deliver mail"
        );
    }
    Ok((mailer, dead_letters, usage))
}

/// An account's phone: verification codes, and the choice of text messages.
fn phones_area(database: &Database, clock: &Arc<dyn Clock>) -> Phones {
    Phones::new(
        Arc::new(SeaPhoneRepository::new(database.clone())),
        Arc::new(SeaRecipients::new(database.clone())),
        Arc::new(RandomKeyGenerator),
        clock.clone(),
    )
}

fn accounts_area(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
    mailer: &LettreMailer,
    texts: Arc<dyn TextMessages>,
    secret: &[u8],
    hasher: &Arc<dyn PasswordHasher>,
) -> Accounts {
    Accounts::new(
        AccountPorts {
            users: Arc::new(SeaUserRepository::new(database.clone())),
            attempts: Arc::new(SeaLoginAttemptStore::new(database.clone())),
            hasher: hasher.clone(),
            tokens: Arc::new(JwtTokenService::new(secret, settings.auth.token_ttl, "mon")),
            mailbox: Arc::new(SeaAccountMailbox::new(database.clone())),
            clock: clock.clone(),
            keys: Arc::new(RandomKeyGenerator),
            background: Arc::new(TokioBackground),
            personal: Arc::new(SeaPersonalDataRepository::new(database.clone())),
            mailer: Arc::new(mailer.clone()),
            texts,
        },
        AccountSettings {
            public_url: settings.server.public_url.clone(),
            mail_per_hour: settings.mail.account_mail_per_hour.into(),
        },
    )
}

/// Makes sure an admin exists; a generated first password goes to a file only this user can read.
async fn first_admin(settings: &Settings, accounts: &Accounts) -> anyhow::Result<BootstrapOutcome> {
    let admin = accounts
        .ensure_admin(AdminBootstrap {
            email: settings.auth.admin_email.clone(),
            password: settings
                .auth
                .admin_password
                .as_ref()
                .map(|p| p.expose().to_owned()),
        })
        .await
        .map_err(|e| {
            anyhow::anyhow!(
                "creating the first admin (check MON_ADMIN_EMAIL and MON_ADMIN_PASSWORD): {e:?}"
            )
        })?;
    if let BootstrapOutcome::Created {
        generated_password: Some(password),
        ..
    } = &admin
    {
        // Never to stdout (container logs keep it): once to a file only this user can read.
        let path = first_admin_password_file(&settings.data_dir);
        files::write_private(&path, &format!("{password}\n"))
            .with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(admin)
}

/// Every hour, drops failed-login records older than a day (the rule forgets them; unknown names'
/// included) and per-address mail counts older than their hour.
fn spawn_forgetting(accounts: Accounts) {
    tokio::spawn(async move {
        loop {
            match accounts.purge_login_attempts().await {
                Ok(n) if n > 0 => {
                    tracing::info!(removed = n, "old failed-login records removed")
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = ?e, "removing old failed-login records failed")
                }
            }
            if let Err(e) = accounts.purge_mail_counts().await {
                tracing::warn!(error = ?e, "removing old mail counts failed");
            }
            tokio::time::sleep(std::time::Duration::from_secs(3600)).await;
        }
    });
}

fn readiness(database: &Database) -> ReadinessCheck {
    let database = database.clone();
    Arc::new(move || {
        let db = database.clone();
        Box::pin(async move { db.ping().await })
    })
}

fn http_settings(settings: &Settings) -> HttpSettings {
    HttpSettings {
        static_dir: settings.server.static_dir.clone(),
        site: SiteConfig {
            contact_email: settings.site.contact_email.clone(),
            whatsapp_number: settings.site.contact_whatsapp.clone(),
            phone_number: settings.site.contact_phone.clone(),
            timezone: settings.site.timezone.name().to_owned(),
            booking_horizon_days: settings.care.booking_horizon_days,
            max_open_requests: settings.care.max_open_requests,
            session_minutes: settings.care.session_minutes,
            session_buffer_minutes: settings.care.session_buffer_minutes,
            min_notice_hours: settings.care.min_notice_hours,
            counsellor_daily_cap: settings.care.counsellor_daily_cap,
            cancel_notice_hours: settings.care.cancel_notice_hours,
        },
        json_limit: 64 * 1024,
        // The image, up to 1 MiB of text fields, and the form's framing.
        form_limit: settings.content.upload_max_bytes + 1024 * 1024 + 64 * 1024,
        public_url: settings.server.public_url.clone(),
    }
}

/// The content area, with its images in S3 or in `<data dir>/uploads`, and the sample content on
/// an empty database when asked for.
async fn content_area(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
) -> anyhow::Result<Content> {
    let images: Arc<dyn ImageStore> = match &settings.content.s3 {
        Some(s3) => {
            tracing::info!(bucket = %s3.bucket, "images are kept in S3");
            Arc::new(S3ImageStore::new(s3.clone())?)
        }
        None => Arc::new(LocalImageStore::new(settings.data_dir.join("uploads"))?),
    };
    let content = Content::new(
        ContentPorts {
            categories: Arc::new(SeaCategoryRepository::new(database.clone())),
            articles: Arc::new(SeaArticleRepository::new(database.clone())),
            learning: Arc::new(SeaLearningRepository::new(database.clone())),
            images,
            keys: Arc::new(RandomKeyGenerator),
            clock: clock.clone(),
        },
        ContentSettings {
            max_image_bytes: settings.content.upload_max_bytes,
            cache_ttl: settings.content.public_cache_ttl,
        },
    );
    if settings.content.demo_content {
        content
            .seed_demo_content()
            .await
            .map_err(|e| anyhow::anyhow!("adding the sample content: {e:?}"))?;
    }
    Ok(content)
}

fn consents(database: &Database) -> Arc<dyn mon_application::ports::ConsentRepository> {
    Arc::new(SeaConsentRepository::new(database.clone()))
}

fn access_log(database: &Database) -> Arc<dyn mon_application::ports::AccessLogRepository> {
    Arc::new(SeaAccessLogRepository::new(database.clone()))
}

fn privacy_area(database: &Database, clock: &Arc<dyn Clock>) -> Privacy {
    Privacy::new(PrivacyPorts {
        consents: consents(database),
        access_log: access_log(database),
        personal: Arc::new(SeaPersonalDataRepository::new(database.clone())),
        clock: clock.clone(),
    })
}

/// A counsellor's reads of what their clients share with them.
fn sharing_area(database: &Database, clock: &Arc<dyn Clock>) -> Sharing {
    Sharing::new(SharingPorts {
        clients: Arc::new(SeaClientRepository::new(database.clone())),
        consents: consents(database),
        check_ins: Arc::new(SeaCheckInRepository::new(database.clone())),
        plans: Arc::new(SeaSafetyPlanRepository::new(database.clone())),
        access_log: access_log(database),
        clock: clock.clone(),
    })
}

/// The counsellors' session notes, sealed with the notes keys.
fn notes_area(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
) -> anyhow::Result<Notes> {
    let keys = settings.load_or_create_notes_keys()?;
    let sealer = XChaChaNoteSealer::from_base64(keys.iter().map(String::as_str))
        .context("MON_NOTES_KEY (or <data dir>/notes-key)")?;
    Ok(Notes::new(NotesPorts {
        notes: Arc::new(SeaSessionNoteRepository::new(database.clone())),
        sealer: Arc::new(sealer),
        appointments: Arc::new(SeaAppointmentRepository::new(database.clone())),
        counsellors: Arc::new(SeaCounsellorRepository::new(database.clone())),
        clock: clock.clone(),
    }))
}

/// The care area, with the default self-care questions on an empty database.
async fn care_area(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
    staffing: Arc<dyn mon_application::ports::Staffing>,
) -> anyhow::Result<Care> {
    let care = Care::new(
        CarePorts {
            appointments: Arc::new(SeaAppointmentRepository::new(database.clone())),
            self_care: Arc::new(SeaSelfCareRepository::new(database.clone())),
            recipients: Arc::new(SeaRecipients::new(database.clone())),
            clock: clock.clone(),
            consents: consents(database),
            access_log: access_log(database),
            staffing,
            keys: Arc::new(RandomKeyGenerator),
            room_passes: settings.care.jitsi.as_ref().map(|j| {
                Arc::new(JitsiPasses::new(
                    &j.app_id,
                    j.app_secret.expose().as_bytes(),
                    &settings.care.video_base_url,
                )) as Arc<dyn mon_application::ports::RoomPasses>
            }),
        },
        CareSettings {
            public_url: settings.server.public_url.clone(),
            timezone: settings.site.timezone.name().to_owned(),
            horizon_days: settings.care.booking_horizon_days,
            max_open_requests: settings.care.max_open_requests,
            video_base_url: settings.care.video_base_url.clone(),
            cancel_notice_hours: settings.care.cancel_notice_hours,
            session_minutes: settings.care.session_minutes,
        },
    );
    if care
        .ensure_questions()
        .await
        .map_err(|e| anyhow::anyhow!("adding the self-care questions: {e:?}"))?
    {
        tracing::info!("added the default self-care questions");
    }
    Ok(care)
}

/// The counsellors area, with the sample counsellors on an empty database when `MON_DEMO_CONTENT` is on.
async fn counsellors_area(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
    hasher: &Arc<dyn PasswordHasher>,
    pictures: Arc<dyn mon_application::ports::Pictures>,
) -> anyhow::Result<Counsellors> {
    let counsellors = Counsellors::new(
        CounsellorPorts {
            counsellors: Arc::new(SeaCounsellorRepository::new(database.clone())),
            users: Arc::new(SeaUserRepository::new(database.clone())),
            hasher: hasher.clone(),
            keys: Arc::new(RandomKeyGenerator),
            clock: clock.clone(),
            calendar: Arc::new(SeaCalendarRepository::new(database.clone())),
            pictures,
            recipients: Arc::new(SeaRecipients::new(database.clone())),
        },
        CounsellorSettings {
            public_url: settings.server.public_url.clone(),
            time_zone: settings.site.timezone.name().to_owned(),
            slots: SlotRules {
                session_minutes: settings.care.session_minutes,
                buffer_minutes: settings.care.session_buffer_minutes,
                min_notice_hours: settings.care.min_notice_hours,
                daily_cap: settings.care.counsellor_daily_cap,
                horizon_days: settings.care.booking_horizon_days,
            },
            cache_ttl: settings.content.public_cache_ttl,
        },
    );
    if settings.content.demo_content {
        counsellors
            .seed_demo_counsellors()
            .await
            .map_err(|e| anyhow::anyhow!("adding the sample counsellors: {e:?}"))?;
    }
    Ok(counsellors)
}

/// The safety area, with the cited helplines and the check-ins' wording on an empty database.
async fn safety_area(
    settings: &Settings,
    database: &Database,
    clock: &Arc<dyn Clock>,
) -> anyhow::Result<Safety> {
    let safety = Safety::new(
        SafetyPorts {
            helplines: Arc::new(SeaHelplineRepository::new(database.clone())),
            plans: Arc::new(SeaSafetyPlanRepository::new(database.clone())),
            check_ins: Arc::new(SeaCheckInRepository::new(database.clone())),
            clock: clock.clone(),
            consents: consents(database),
        },
        settings.content.public_cache_ttl,
    );
    if safety
        .ensure_helplines()
        .await
        .map_err(|e| anyhow::anyhow!("adding the helplines: {e:?}"))?
    {
        tracing::info!("added the cited helplines");
    }
    if safety
        .ensure_instruments()
        .await
        .map_err(|e| anyhow::anyhow!("adding the check-in wording: {e:?}"))?
    {
        tracing::info!("added the PHQ-9 and GAD-7 wording");
    }
    Ok(safety)
}

/// The rate limits' budgets: in Redis, shared by every server, when `MON_REDIS_URL` is set.
async fn rate_limiter(settings: &Settings) -> anyhow::Result<RateLimiter> {
    let limiter = match &settings.server.redis_url {
        Some(url) => {
            let store = RedisBudget::connect(url.expose(), "mon:rate:")
                .await
                .context("MON_REDIS_URL")?;
            tracing::info!("credential rate limits are shared through Redis");
            RateLimiter::shared(
                settings.auth.rate_limit_per_minute,
                settings.server.trust_proxy,
                Arc::new(store),
            )
        }
        None => RateLimiter::new(
            settings.auth.rate_limit_per_minute,
            settings.server.trust_proxy,
        ),
    };
    Ok(limiter.with_account_budget(settings.care.booking_rate_limit_per_minute))
}
