//! The traits the use cases need from the outside world. Adapters live in
//! `mon-persistence` (database) and `mon-server` (hashing, tokens, mail, clock,
//! background tasks).

mod appointment_repository;
mod article_repository;
mod background;
mod calendar_repository;
mod category_repository;
mod client_repository;
mod clock;
mod counsellor_repository;
mod image_store;
mod keys;
mod learning_repository;
mod login_attempts;
mod mailer;
mod outbox;
mod password_hasher;
mod phones;
mod pictures;
mod privacy_repository;
mod room_passes;
mod safety_repository;
mod self_care_repository;
mod session_notes;
mod staffing;
mod text_messages;
mod token_service;
mod user_repository;

pub use appointment_repository::*;
pub use article_repository::*;
pub use background::*;
pub use calendar_repository::*;
pub use category_repository::*;
pub use client_repository::*;
pub use clock::*;
pub use counsellor_repository::*;
pub use image_store::*;
pub use keys::*;
pub use learning_repository::*;
pub use login_attempts::*;
pub use mailer::*;
pub use outbox::*;
pub use password_hasher::*;
pub use phones::*;
pub use pictures::*;
pub use privacy_repository::*;
pub use room_passes::*;
pub use safety_repository::*;
pub use self_care_repository::*;
pub use session_notes::*;
pub use staffing::*;
pub use text_messages::*;
pub use token_service::*;
pub use user_repository::*;
