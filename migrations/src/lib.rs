//! Database schema, as sea-orm migrations. They run when the server starts.

pub use sea_orm_migration::prelude::*;

mod flag;
mod m20261122_000001_create_users;
mod m20261122_000002_create_user_counts;
mod m20261123_000003_counters_and_login_attempts;
mod m20261123_000004_create_categories;
mod m20261123_000005_create_content;
mod m20261123_000006_create_appointments;
mod m20261123_000007_create_self_care;
mod m20261123_000008_outbox_and_language;
mod m20261123_000009_subscriber_search;
mod m20261124_000010_care_loop;
mod m20261124_000011_safety;
mod m20261124_000012_privacy;
mod m20261124_000013_discreet;
mod m20261124_000014_mail_and_erasure;
mod m20261125_000015_first_admin_password;
mod m20261125_000016_answer_wording;
mod m20261125_000017_content_search;
mod m20261128_000018_outbox_subject;
mod m20261128_000019_counsellors;
mod m20261128_000020_counsellor_calendar;
mod m20261128_000021_attendance;
mod m20261129_000022_cancellation;
mod m20261129_000023_own_counsellor;
mod m20261129_000024_user_appointments_index;
mod m20261129_000025_session_notes;
mod m20261130_000026_counsellor_removal;
mod m20261207_000027_text_messages;
mod parts;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_create_users::Migration),
            Box::new(m20261122_000002_create_user_counts::Migration),
            Box::new(m20261123_000003_counters_and_login_attempts::Migration),
            Box::new(m20261123_000004_create_categories::Migration),
            Box::new(m20261123_000005_create_content::Migration),
            Box::new(m20261123_000006_create_appointments::Migration),
            Box::new(m20261123_000007_create_self_care::Migration),
            Box::new(m20261123_000008_outbox_and_language::Migration),
            Box::new(m20261123_000009_subscriber_search::Migration),
            Box::new(m20261124_000010_care_loop::Migration),
            Box::new(m20261124_000011_safety::Migration),
            Box::new(m20261124_000012_privacy::Migration),
            Box::new(m20261124_000013_discreet::Migration),
            Box::new(m20261124_000014_mail_and_erasure::Migration),
            Box::new(m20261125_000015_first_admin_password::Migration),
            Box::new(m20261125_000016_answer_wording::Migration),
            Box::new(m20261125_000017_content_search::Migration),
            Box::new(m20261128_000018_outbox_subject::Migration),
            Box::new(m20261128_000019_counsellors::Migration),
            Box::new(m20261128_000020_counsellor_calendar::Migration),
            Box::new(m20261128_000021_attendance::Migration),
            Box::new(m20261129_000022_cancellation::Migration),
            Box::new(m20261129_000023_own_counsellor::Migration),
            Box::new(m20261129_000024_user_appointments_index::Migration),
            Box::new(m20261129_000025_session_notes::Migration),
            Box::new(m20261130_000026_counsellor_removal::Migration),
            Box::new(m20261207_000027_text_messages::Migration),
        ]
    }
}
