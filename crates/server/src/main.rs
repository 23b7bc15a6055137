#![cfg_attr(not(test), warn(clippy::too_many_lines))]
use mon_application::accounts::BootstrapOutcome;
use mon_server::{Application, Settings, telemetry};

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    telemetry::init();
    let settings = Settings::from_env()?;
    let public_url = settings.server.public_url.clone();
    let password_file = mon_server::startup::first_admin_password_file(&settings.data_dir);
    let app = Application::build(settings).await?;
    if let BootstrapOutcome::Created {
        username,
        email,
        generated_password,
    } = &app.admin
    {
        match generated_password {
            Some(_) => println!(
                "\nFirst admin created. Log in as '{username}' ({email}) with the password in {} (readable only by this user).\nChange it after the first log-in (Settings), then delete that file.\n",
                password_file.display()
            ),
            None => println!(
                "\nFirst admin created: '{username}' ({email}) with the password from MON_ADMIN_PASSWORD.\n"
            ),
        }
    }
    println!(
        "Mon is running at {public_url} (API docs at {public_url}/api/docs/). Press Ctrl+C to stop."
    );
    app.run_until_stopped().await?;
    Ok(())
}
