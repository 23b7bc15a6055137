//! Database adapters (sea-orm) for the application's ports. SQL lives here and
//! nowhere else; entity models never leave this crate.

#![cfg_attr(not(test), warn(clippy::too_many_lines))]

mod appointment_repository;
mod article_repository;
mod calendar_repository;
mod category_repository;
mod client_repository;
mod constraint;
mod counsellor_removal;
mod counsellor_repository;
pub mod counters;
mod database;
mod entities;
mod learning_repository;
mod like;
mod login_attempt_store;
mod outbox_repository;
mod paged;
mod personal_data;
mod phone_repository;
mod privacy_repository;
mod safety_repository;
mod self_care_repository;
mod session_note_repository;
mod user_repository;

pub use appointment_repository::{SeaAppointmentRepository, appointments_in};
pub use article_repository::{SeaArticleRepository, articles_of};
pub use calendar_repository::SeaCalendarRepository;
pub use category_repository::SeaCategoryRepository;
pub use client_repository::SeaClientRepository;
pub use counsellor_repository::SeaCounsellorRepository;
pub use database::{Database, connect};
pub use learning_repository::{LEARNING, SeaLearningRepository, learning_in};
pub use login_attempt_store::SeaLoginAttemptStore;
pub use outbox_repository::{SeaAccountMailbox, SeaOutboxRepository, SeaRecipients};
pub use personal_data::SeaPersonalDataRepository;
pub use phone_repository::SeaPhoneRepository;
pub use privacy_repository::{SeaAccessLogRepository, SeaConsentRepository};
pub use safety_repository::{SeaCheckInRepository, SeaHelplineRepository, SeaSafetyPlanRepository};
pub use self_care_repository::SeaSelfCareRepository;
pub use session_note_repository::SeaSessionNoteRepository;
pub use user_repository::SeaUserRepository;

#[cfg(feature = "testing")]
pub mod testing;
