use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{HttpServer, web};
use anyhow::Context;
use mon_application::accounts::{AccountPorts, AdminBootstrap, BootstrapOutcome};
use mon_application::care::{CarePorts, CareSettings};
use mon_application::content::{ContentPorts, ContentSettings};
use mon_application::outbox::{DeadLetters, OutboxSender};
use mon_application::ports::{Clock, ImageStore};
use mon_application::privacy::PrivacyPorts;
use mon_application::safety::SafetyPorts;
use mon_application::{AccountSettings, Accounts, Care, Content, Privacy, Safety};
use mon_http::{HttpSettings, RateLimiter, ReadinessCheck, SiteConfig};
use mon_persistence::{
    Database, SeaAccessLogRepository, SeaAccountMailbox, SeaAppointmentRepository,
    SeaArticleRepository, SeaCategoryRepository, SeaCheckInRepository, SeaConsentRepository,
    SeaHelplineRepository, SeaLearningRepository, SeaLoginAttemptStore, SeaOutboxRepository,
    SeaPersonalDataRepository, SeaRecipients, SeaSafetyPlanRepository, SeaSelfCareRepository,
    SeaUserRepository,
};
use mon_storage::{LocalImageStore, S3ImageStore};

use crate::adapters::{
    Argon2PasswordHasher, JwtTokenService, LettreMailer, RandomKeyGenerator, RedisBudget,
    SystemClock, TokioBackground,
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
        let clock = Arc::new(SystemClock::new(settings.timezone));
        Self::build_with_clock(settings, clock).await
    }

    /// [`Application::build`] with a given clock (tests move time with a
    /// [`crate::adapters::ManualClock`]).
    pub async fn build_with_clock(
        settings: Settings,
        clock: Arc<dyn Clock>,
    ) -> anyhow::Result<Application> {
        files::private_dir(&settings.data_dir)
            .with_context(|| format!("creating data folder {}", settings.data_dir.display()))?;
        let db_file = sqlite_file(&settings.database_url);
        if let Some(file) = &db_file {
            files::create_private_file(file)
                .with_context(|| format!("creating {}", file.display()))?;
        }
        let database =
            mon_persistence::connect(&settings.database_url, settings.db_max_connections).await?;
        if let Some(file) = &db_file {
            for suffix in ["", "-wal", "-shm"] {
                let path = std::path::PathBuf::from(format!("{}{suffix}", file.display()));
                files::private_file(&path)
                    .with_context(|| format!("restricting {}", path.display()))?;
            }
        }
        let secret = settings.load_or_create_jwt_secret()?;
        let mailer = LettreMailer::new(settings.mail.clone(), &settings.mail_from)?;
        // Owed e-mails wait in the outbox until delivered; this sender runs as long as the process.
        let outbox: Arc<dyn mon_application::ports::OutboxRepository> =
            Arc::new(SeaOutboxRepository::new(database.clone()));
        let dead_letters = web::Data::new(DeadLetters::new(outbox.clone(), clock.clone()));
        let sender = OutboxSender::new(outbox, Arc::new(mailer.clone()), clock.clone())
            .with_max_attempts(i32::try_from(settings.mail_max_attempts).unwrap_or(i32::MAX));
        tokio::spawn(sender.run(settings.outbox_poll));
        if mailer.writes_files() {
            tracing::warn!(
                mail = %mailer.describe(),
                "MAIL IS NOT SENT: it is written to files, for development only (kept 7 days). Set MON_SMTP_URL to deliver mail"
            );
        }
        tracing::info!(
            mail = %mailer.describe(),
            timezone = %settings.timezone,
            today = %clock.today(),
            hash_slots = settings.hash_slots,
            "configured"
        );

        let accounts = Accounts::new(
            AccountPorts {
                users: Arc::new(SeaUserRepository::new(database.clone())),
                attempts: Arc::new(SeaLoginAttemptStore::new(database.clone())),
                hasher: Arc::new(Argon2PasswordHasher::new(
                    settings.hash_slots,
                    settings.hash_wait,
                )),
                tokens: Arc::new(JwtTokenService::new(&secret, settings.token_ttl, "mon")),
                mailbox: Arc::new(SeaAccountMailbox::new(database.clone())),
                clock: clock.clone(),
                keys: Arc::new(RandomKeyGenerator),
                background: Arc::new(TokioBackground),
                personal: Arc::new(SeaPersonalDataRepository::new(database.clone())),
                mailer: Arc::new(mailer.clone()),
            },
            AccountSettings {
                public_url: settings.public_url.clone(),
                mail_per_hour: settings.account_mail_per_hour.into(),
            },
        );
        let admin = accounts
            .ensure_admin(AdminBootstrap {
                email: settings.admin_email.clone(),
                password: settings.admin_password.clone(),
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

        // Failed-login records older than a day are forgotten by the rule; drop them, unknown names' included.
        let purger = accounts.clone();
        tokio::spawn(async move {
            loop {
                match purger.purge_login_attempts().await {
                    Ok(n) if n > 0 => {
                        tracing::info!(removed = n, "old failed-login records removed")
                    }
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!(error = ?e, "removing old failed-login records failed")
                    }
                }
                // Per-address mail counts older than their hour.
                if let Err(e) = purger.purge_mail_counts().await {
                    tracing::warn!(error = ?e, "removing old mail counts failed");
                }
                tokio::time::sleep(std::time::Duration::from_secs(3600)).await;
            }
        });

        let db_for_ready = database.clone();
        let readiness: ReadinessCheck = Arc::new(move || {
            let db = db_for_ready.clone();
            Box::pin(async move { db.ping().await })
        });
        let http = web::Data::new(HttpSettings {
            static_dir: settings.static_dir.clone(),
            site: SiteConfig {
                contact_email: settings.contact_email.clone(),
                whatsapp_number: settings.contact_whatsapp.clone(),
                phone_number: settings.contact_phone.clone(),
                timezone: settings.timezone.name().to_owned(),
                booking_horizon_days: settings.booking_horizon_days,
                max_open_requests: settings.max_open_requests,
            },
            json_limit: 64 * 1024,
            // The image, up to 1 MiB of text fields, and the form's framing.
            form_limit: settings.upload_max_bytes + 1024 * 1024 + 64 * 1024,
            public_url: settings.public_url.clone(),
        });
        let images: Arc<dyn ImageStore> = match &settings.s3 {
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
                max_image_bytes: settings.upload_max_bytes,
                cache_ttl: settings.public_cache_ttl,
            },
        );
        if settings.demo_content {
            content
                .seed_demo_content()
                .await
                .map_err(|e| anyhow::anyhow!("adding the sample content: {e:?}"))?;
        }

        let consents: Arc<dyn mon_application::ports::ConsentRepository> =
            Arc::new(SeaConsentRepository::new(database.clone()));
        let access_log: Arc<dyn mon_application::ports::AccessLogRepository> =
            Arc::new(SeaAccessLogRepository::new(database.clone()));
        let privacy = web::Data::new(Privacy::new(PrivacyPorts {
            consents: consents.clone(),
            access_log: access_log.clone(),
            personal: Arc::new(SeaPersonalDataRepository::new(database.clone())),
            clock: clock.clone(),
        }));
        let care = Care::new(
            CarePorts {
                appointments: Arc::new(SeaAppointmentRepository::new(database.clone())),
                self_care: Arc::new(SeaSelfCareRepository::new(database.clone())),
                recipients: Arc::new(SeaRecipients::new(database.clone())),
                clock: clock.clone(),
                consents: consents.clone(),
                access_log,
            },
            CareSettings {
                public_url: settings.public_url.clone(),
                timezone: settings.timezone.name().to_owned(),
                horizon_days: settings.booking_horizon_days,
                max_open_requests: settings.max_open_requests,
            },
        );
        if care
            .ensure_questions()
            .await
            .map_err(|e| anyhow::anyhow!("adding the self-care questions: {e:?}"))?
        {
            tracing::info!("added the default self-care questions");
        }

        let safety = Safety::new(
            SafetyPorts {
                helplines: Arc::new(SeaHelplineRepository::new(database.clone())),
                plans: Arc::new(SeaSafetyPlanRepository::new(database.clone())),
                check_ins: Arc::new(SeaCheckInRepository::new(database.clone())),
                clock: clock.clone(),
                consents,
            },
            settings.public_cache_ttl,
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

        // One shared datum per application service.
        let care = web::Data::new(care);
        let safety = web::Data::new(safety);
        let accounts = web::Data::new(accounts);
        let content = web::Data::new(content);
        let limiter = match &settings.redis_url {
            Some(url) => {
                let store = RedisBudget::connect(url, "mon:rate:")
                    .await
                    .context("MON_REDIS_URL")?;
                tracing::info!("credential rate limits are shared through Redis");
                RateLimiter::shared(
                    settings.auth_rate_limit_per_minute,
                    settings.trust_proxy,
                    Arc::new(store),
                )
            }
            None => RateLimiter::new(settings.auth_rate_limit_per_minute, settings.trust_proxy),
        }
        .with_account_budget(settings.booking_rate_limit_per_minute);
        let limiter = web::Data::new(limiter);
        let readiness = web::Data::new(readiness);

        let listener = TcpListener::bind(&settings.bind)
            .with_context(|| format!("binding {}", settings.bind))?;
        let port = listener.local_addr()?.port();
        let server = HttpServer::new(move || {
            let (accounts, content, care, safety, privacy, dead_letters, limiter, readiness) = (
                accounts.clone(),
                content.clone(),
                care.clone(),
                safety.clone(),
                privacy.clone(),
                dead_letters.clone(),
                limiter.clone(),
                readiness.clone(),
            );
            mon_http::app(http.clone(), move |cfg| {
                cfg.app_data(accounts)
                    .app_data(content)
                    .app_data(care)
                    .app_data(safety)
                    .app_data(privacy)
                    .app_data(dead_letters)
                    .app_data(limiter)
                    .app_data(readiness);
            })
        })
        .workers(settings.workers)
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
