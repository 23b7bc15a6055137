use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{HttpServer, web};
use anyhow::Context;
use mon_application::accounts::{AccountPorts, AdminBootstrap, BootstrapOutcome};
use mon_application::{AccountSettings, Accounts};
use mon_http::{AppState, HttpSettings, RateLimiter, ReadinessCheck, SiteConfig};
use mon_persistence::{Database, SeaUserRepository};

use crate::adapters::{Argon2PasswordHasher, JwtTokenService, LettreMailer, RandomKeyGenerator, SystemClock};
use crate::config::Settings;

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
        std::fs::create_dir_all(&settings.data_dir).with_context(|| format!("creating data folder {}", settings.data_dir.display()))?;
        let database = mon_persistence::connect(&settings.database_url, settings.db_max_connections).await?;
        let secret = settings.load_or_create_jwt_secret()?;
        let mailer = LettreMailer::new(settings.mail.clone(), &settings.mail_from)?;
        tracing::info!(mail = %mailer.describe(), timezone = %settings.timezone, "configured");

        let accounts = Arc::new(Accounts::new(
            AccountPorts {
                users: Arc::new(SeaUserRepository::new(database.clone())),
                hasher: Arc::new(Argon2PasswordHasher),
                tokens: Arc::new(JwtTokenService::new(&secret, settings.token_ttl, "mon")),
                mailer: Arc::new(mailer),
                clock: Arc::new(SystemClock),
                keys: Arc::new(RandomKeyGenerator),
            },
            AccountSettings { public_url: settings.public_url.clone() },
        ));
        let admin = accounts
            .ensure_admin(AdminBootstrap { email: settings.admin_email.clone(), password: settings.admin_password.clone() })
            .await
            .map_err(|e| anyhow::anyhow!("creating the first admin (check MON_ADMIN_EMAIL and MON_ADMIN_PASSWORD): {e:?}"))?;

        let db_for_ready = database.clone();
        let readiness: ReadinessCheck = Arc::new(move || {
            let db = db_for_ready.clone();
            Box::pin(async move { db.ping().await })
        });
        let state = web::Data::new(AppState {
            accounts,
            limiter: Arc::new(RateLimiter::new(settings.auth_rate_limit_per_minute, settings.trust_proxy)),
            readiness,
            settings: HttpSettings {
                static_dir: settings.static_dir.clone(),
                site: SiteConfig {
                    contact_email: settings.contact_email.clone(),
                    whatsapp_number: settings.contact_whatsapp.clone(),
                    phone_number: settings.contact_phone.clone(),
                },
                json_limit: 64 * 1024,
            },
        });

        let listener = TcpListener::bind(&settings.bind).with_context(|| format!("binding {}", settings.bind))?;
        let port = listener.local_addr()?.port();
        let server = HttpServer::new(move || mon_http::app(state.clone())).workers(settings.workers).listen(listener)?.run();
        Ok(Application { port, server, database, admin })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}
